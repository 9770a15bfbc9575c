// Lesson 12's reference outputs, from the reference solution: the RAVE trees of
// data::kReferenceRave (data/rave/), the policy's playouts of data::kReferencePolicy
// (data/policy/), and the hidden searches (hidden/), each with the count of numbers it drew.
// `stonelab golden 12` writes them; CI checks them. test_references.cpp checks what can be
// checked without the lesson's code: every tree adds up, every playout is legal and scored
// right, the draws are no fewer than the playouts need, and the race's answer is D3.
#include "golden.hpp"
#include "12-capstone/capstone_data.hpp"

using namespace stonelab;
using namespace stonelab::lesson12;

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const data::RaveSpec& spec : data::kReferenceRave)
        golden.file("rave/" + data::file_name(spec), data::searched(spec));
    for (const data::PolicySpec& spec : data::kReferencePolicy)
        golden.file("policy/" + data::file_name(spec), data::searched(spec));
    for (const data::RaveSpec& spec : data::kHiddenRave)
        golden.hidden_file("rave-" + data::file_name(spec), data::searched(spec));
    return golden.finish();
}
