#include "grader/results.hpp"

#include <cmath>
#include <numeric>

namespace stonelab::grader {

namespace {

/// A sum of shares (3 points over 7 tests is 0.428571... each) rounded to a millionth of a
/// point, so that 7 passed shares make 3 again, not 2.9999999999999996.
double rounded(double points) { return std::round(points * 1e6) / 1e6; }

} // namespace

const char* status_name(TestStatus status)
{
    switch (status) {
    case TestStatus::Pass: return "pass";
    case TestStatus::Fail: return "fail";
    case TestStatus::Timeout: return "timeout";
    case TestStatus::Crash: return "crash";
    case TestStatus::CompileError: return "compile error";
    case TestStatus::NotRun: return "not run";
    }
    return "fail";
}

double LessonGrade::score() const
{
    return rounded(
        std::accumulate(tests.begin(), tests.end(), 0.0,
                        [](double sum, const TestResult& test) { return sum + test.score; }));
}

double LessonGrade::max_score() const
{
    return rounded(
        std::accumulate(tests.begin(), tests.end(), 0.0,
                        [](double sum, const TestResult& test) { return sum + test.max_score; }));
}

double SubmissionGrade::score() const
{
    return rounded(std::accumulate(
        lessons.begin(), lessons.end(), 0.0,
        [](double sum, const LessonGrade& lesson) { return sum + lesson.score(); }));
}

double SubmissionGrade::max_score() const
{
    return rounded(std::accumulate(
        lessons.begin(), lessons.end(), 0.0,
        [](double sum, const LessonGrade& lesson) { return sum + lesson.max_score(); }));
}

} // namespace stonelab::grader
