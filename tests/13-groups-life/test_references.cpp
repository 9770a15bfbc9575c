// Lesson 13's reference outputs against GNU Go 3.8's own reading (tests/gnugo_client.hpp).
// GNU Go's `attack V` answers "0" when the opponent of the string at V cannot capture it
// moving first, else a code and the capturing move; `defend V` answers "0" when the string's
// owner cannot save it moving first, else a code and the saving move. Seed 000's statuses map
// onto them as follows:
//   alive   <=> attack fails;
//   dead    <=> attack succeeds and defend fails;
//   neutral <=> attack succeeds and defend succeeds.
// The attack and defence points are checked too: after the attacker's move at our attack
// point GNU Go finds no defence (or the string is gone), and after the defender's move at our
// defence point GNU Go finds no attack. These positions were chosen so that the answers are
// certain (ladders, strings with one or two liberties); GNU Go reads much more than this
// lesson's search, and would find captures it cannot see (nets, for one).
#include "13-groups-life/support.hpp"
#include "gnugo_client.hpp"

#include "engine/go/benson.hpp"

#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson13;
using namespace stonelab::lesson13::test;

namespace {

struct Line {
    std::string target, colour, status, attack, defence;
};

// "E5 white: dead, attack E4, defence pass" read back.
Line read_line(const std::string& text)
{
    std::istringstream in(text);
    Line line;
    std::string word;
    in >> line.target >> line.colour >> line.status >> word >> line.attack >> word >> line.defence;
    line.colour.pop_back(); // "white:"
    line.status.pop_back(); // "dead,"
    line.attack.pop_back(); // "E4,"
    return line;
}

bool succeeds(const std::string& answer) { return !answer.empty() && answer.front() != '0'; }

void check_with_gnugo(const data::StatusPosition& position, const std::string& outputs)
{
    const Board board = parse_diagram(position.diagram);
    std::vector<std::string> commands = stonelab::test::gnugo_setup(board);
    std::vector<Line> lines;
    std::istringstream in(outputs);
    for (std::string text; std::getline(in, text);)
        if (!text.empty()) lines.push_back(read_line(text));
    REQUIRE(lines.size() == position.targets.size());
    std::vector<std::size_t> first;
    std::vector<std::pair<std::string, std::size_t>> questions; // (what, answer's index)
    for (const Line& line : lines) {
        first.push_back(commands.size());
        commands.push_back("attack " + line.target);
        commands.push_back("defend " + line.target);
        const Point target = at(board, line.target);
        const Color colour = board.at(target);
        for (const auto& [move, mover] :
             {std::pair{line.attack, opponent(colour)}, std::pair{line.defence, colour}}) {
            if (move == "pass") continue;
            Board after = board;
            REQUIRE(after.play(mover, at(board, move)) == MoveStatus::Legal);
            commands.push_back("play " + std::string(color_name(mover)) + " " + move);
            // After the attack: can the owner still save it? After the defence: can the
            // opponent still take it? A string already gone needs no question.
            if (after.at(target) == colour) {
                questions.emplace_back(line.target + " after " + move, commands.size());
                commands.push_back((mover == colour ? "attack " : "defend ") + line.target);
            }
            commands.push_back("undo");
        }
    }
    const std::vector<std::string> answers = stonelab::test::ask_gnugo(commands);
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const Line& line = lines[k];
        const std::string& attack = answers[first[k]];
        const std::string& defend = answers[first[k] + 1];
        INFO("position " << position.name << ", the string at " << line.target << ": ours "
                         << line.status << " (attack " << line.attack << ", defence "
                         << line.defence << "); GNU Go: attack '" << attack << "', defend '"
                         << defend << "'\n"
                         << position.diagram);
        CHECK(line.status == (!succeeds(attack) ? "alive" : succeeds(defend) ? "neutral" : "dead"));
    }
    // After our attack point the owner finds no defence; after our defence point the
    // opponent finds no attack.
    for (const auto& [what, index] : questions) {
        INFO("position " << position.name << ": the string at " << what << ": GNU Go asked '"
                         << commands[index] << "' answers '" << answers[index] << "'\n"
                         << position.diagram);
        CHECK_FALSE(succeeds(answers[index]));
    }
}

} // namespace

TEST_CASE("task 1: the reference statuses agree with GNU Go's reading",
          "[lesson13][task_1][reference]")
{
    for (const data::StatusPosition& position : data::reference_positions())
        check_with_gnugo(position, reference_statuses(position.name));
}

TEST_CASE("task 1: the hidden statuses agree with GNU Go's reading",
          "[lesson13][task_1][reference]")
{
    for (const data::StatusPosition& position : data::hidden_positions())
        check_with_gnugo(
            position, stonelab::test::read_text(std::filesystem::path(LESSON_HIDDEN_DATA) /
                                                ("status-" + std::string(position.name) + ".txt")));
}

TEST_CASE("task 2: the engine's Benson stones are alive for GNU Go too",
          "[lesson13][task_2][reference]")
{
    // GNU Go's `unconditional_status V` answers "alive" for a stone that cannot be captured
    // even if its owner always passes: what Benson finds, and more (GNU Go also sees some
    // opponent stones inside as dead). So every stone the engine calls unconditionally alive
    // must be "alive" for GNU Go; the test's random positions are the ones task 2 uses.
    std::vector<std::string> commands;
    std::vector<std::pair<std::string, std::size_t>> questions;
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        const Board board = random_position(seed);
        for (const std::string& command : stonelab::test::gnugo_setup(board))
            commands.push_back(command);
        for (Color color : {Color::Black, Color::White})
            for (Point p : unconditional_life(board, color).alive) {
                questions.emplace_back("seed " + std::to_string(seed) + ": " + name(board, p),
                                       commands.size());
                commands.push_back("unconditional_status " + name(board, p));
            }
    }
    REQUIRE(questions.size() >= 20); // the positions must have living strings to check
    const std::vector<std::string> answers = stonelab::test::ask_gnugo(commands);
    for (const auto& [what, index] : questions) {
        INFO(what);
        CHECK(answers[index] == "alive");
    }
}
