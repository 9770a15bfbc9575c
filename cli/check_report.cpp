#include "cli/check_report.hpp"

#include "cli/messages.hpp"

#include <algorithm>
#include <map>
#include <sstream>

namespace stonelab::cli {

int TaskResult::passed() const
{
    return static_cast<int>(
        std::count_if(tests.begin(), tests.end(), [](const grader::TestResult& test) {
            return test.status == grader::TestStatus::Pass;
        }));
}

int CheckReport::passed() const
{
    int sum = 0;
    for (const TaskResult& task : tasks) sum += task.passed();
    return sum;
}

int CheckReport::total() const
{
    int sum = 0;
    for (const TaskResult& task : tasks) sum += static_cast<int>(task.tests.size());
    return sum;
}

std::vector<int> CheckReport::failing_tasks() const
{
    std::vector<int> failing;
    for (const TaskResult& task : tasks)
        if (!task.all_passed()) failing.push_back(task.task);
    return failing;
}

CheckReport group_by_task(const std::vector<grader::TestResult>& results)
{
    std::map<int, TaskResult> by_task;
    for (const grader::TestResult& result : results) {
        TaskResult& task = by_task[result.task];
        task.task = result.task;
        task.tests.push_back(result);
    }
    CheckReport report;
    for (auto& [number, task] : by_task) report.tasks.push_back(std::move(task));
    return report;
}

std::string summary_line(int lesson, const CheckReport& report, int task)
{
    const std::vector<std::string> numbers{std::to_string(lesson), std::to_string(report.passed()),
                                           std::to_string(report.total()), std::to_string(task)};
    std::string line = say(task == 0 ? Message::Summary : Message::SummaryOfTask, numbers);
    const std::vector<int> failing = report.failing_tasks();
    if (failing.empty()) return line;
    std::string tasks;
    for (std::size_t i = 0; i < failing.size(); ++i) {
        if (i > 0) tasks += say(i + 1 == failing.size() ? Message::ListAnd : Message::ListComma);
        tasks += std::to_string(failing[i]);
    }
    return line +
           say(failing.size() == 1 ? Message::SummaryFailingTask : Message::SummaryFailingTasks,
               {tasks});
}

std::map<int, TaskTally> tallies_of(const CheckReport& report)
{
    std::map<int, TaskTally> tallies;
    for (const TaskResult& task : report.tasks)
        tallies[task.task] = {task.passed(), static_cast<int>(task.tests.size())};
    return tallies;
}

LessonProgress progress_of(const CheckReport& report)
{
    LessonProgress progress =
        with_tasks_checked({}, tallies_of(report), static_cast<int>(report.tasks.size()));
    // A check that ran no test at all is not a pass.
    if (report.total() == 0) progress.check = CheckState::Failing;
    return progress;
}

} // namespace stonelab::cli
