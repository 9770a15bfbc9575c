/// \file
/// The `main` of a student's process under `stonelab grade`: the student's code, answering the
/// calls of the lesson's tests, which run in another process (remote.hpp). The grader hands it
/// the two pipes as descriptors 3 (calls in) and 4 (answers out).
///
/// Nothing this process says decides a verdict: the tests' process checks its answers. When it
/// crashes, its signal handler still tells the tests' process how (a stack overflow, a null
/// pointer, a refused system call), which only ever explains a failure.
#include "grader/kit/crash_signals.hpp"
#include "grader/kit/protocol.hpp"
#include "grader/kit/remote.hpp"

#include <array>
#include <string>
#include <unistd.h>

namespace {

using stonelab::protocol::CrashKind;

/// The crash answers, made before any crash (a signal handler may not allocate), indexed by
/// CrashKind.
std::array<std::string, 10> crash_answers;

void answer_crash(CrashKind kind)
{
    const std::string& answer = crash_answers[static_cast<std::size_t>(kind)];
    const ssize_t ignored =
        write(stonelab::protocol::kStudentAnswersFd, answer.data(), answer.size());
    (void)ignored;
}

} // namespace

int main()
{
    for (std::size_t kind = 0; kind < crash_answers.size(); ++kind)
        crash_answers[kind] = stonelab::remote::crash_message(
            stonelab::protocol::crash_kind_name(static_cast<CrashKind>(kind)));
    stonelab::crash_signals::install(answer_crash);
    return stonelab::remote::serve(stonelab::protocol::kStudentCallsFd,
                                   stonelab::protocol::kStudentAnswersFd);
}
