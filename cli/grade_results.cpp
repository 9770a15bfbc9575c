#include "cli/grade_results.hpp"

#include <numeric>

namespace stonelab::cli {

const char* status_name(GradeStatus status)
{
    switch (status) {
    case GradeStatus::Pass: return "pass";
    case GradeStatus::Fail: return "fail";
    case GradeStatus::Timeout: return "timeout";
    case GradeStatus::Crash: return "crash";
    case GradeStatus::CompileError: return "compile error";
    }
    return "fail";
}

double LessonGrade::score() const
{
    return std::accumulate(tests.begin(), tests.end(), 0.0,
                           [](double sum, const TestGrade& test) { return sum + test.score; });
}

double LessonGrade::max_score() const
{
    return std::accumulate(tests.begin(), tests.end(), 0.0,
                           [](double sum, const TestGrade& test) { return sum + test.max_score; });
}

double SubmissionGrade::score() const
{
    return std::accumulate(
        lessons.begin(), lessons.end(), 0.0,
        [](double sum, const LessonGrade& lesson) { return sum + lesson.score(); });
}

double SubmissionGrade::max_score() const
{
    return std::accumulate(
        lessons.begin(), lessons.end(), 0.0,
        [](double sum, const LessonGrade& lesson) { return sum + lesson.max_score(); });
}

} // namespace stonelab::cli
