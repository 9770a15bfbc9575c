/// \file
/// What an exercise stub throws: a clean test failure that tells the student where to start.
#pragma once

#include <stdexcept>
#include <string>

namespace stonelab {

/// Thrown by the exercise stubs. The message names the task and the section of the lesson
/// text to read, e.g. "task 2 is not done yet — see lessons/02-capture-recursion/README.md#task-2".
class NotImplemented : public std::logic_error {
public:
    NotImplemented(const std::string& lesson_folder, int task)
        : std::logic_error("task " + std::to_string(task) + " is not done yet — see lessons/" +
                           lesson_folder + "/README.md#task-" + std::to_string(task))
    {
    }
    /// The same exception from its message, as the grader's tests' process rebuilds it when a
    /// stub in the student's process threw it (grader/kit/remote.hpp).
    explicit NotImplemented(const std::string& message) : std::logic_error(message) {}
};

} // namespace stonelab
