// Two positions whose life and death is beyond doubt, for the capstone player's tests and the
// GTP engine's (final_status_list, final_score, kgs-genmove_cleanup).
#pragma once

namespace stonelab::test {

// Black owns columns A-D (28 points), White E-G (21), and both are alive beyond doubt: each
// side's empty points are strips one point wide between its own stones (and the edge), where
// the other side can never make an eye, and each side has two such strips or more. With komi
// 0.5 Black wins by 6.5, and every point is settled.
inline constexpr const char* kSettled = ". X . X O . O\n"
                                        ". X . X O . O\n"
                                        ". X . X O . O\n"
                                        ". X . X O O O\n"
                                        ". X X X O . O\n"
                                        ". X . X O . O\n"
                                        ". X . X O . O\n";

// kSettled with a white stone at A4, in Black's strip: dead. Taken off, Black wins by 6.5;
// counted as it stands, it makes the six other points of column A no one's, and Black's 21
// to White's 22 lose by 1.5.
inline constexpr const char* kDeadStone = ". X . X O . O\n"
                                          ". X . X O . O\n"
                                          ". X . X O . O\n"
                                          "O X . X O O O\n"
                                          ". X X X O . O\n"
                                          ". X . X O . O\n"
                                          ". X . X O . O\n";

// A seki between two eyeless strings: White's column C and Black's D1-D5 + column E share
// the liberties D7 and D6, and whoever fills one puts both in atari and is captured. Black's
// A-B and White's F-G live with four eyes each. Counted as it stands (D7 and D6 no one's),
// Black has 26 points to White's 21. GNU Go 3.8 (`final_status_list seki`) names the same
// 19 stones (tests/engine/test_capstone.cpp asks it).
inline constexpr const char* kSeki = ". X O . X O .\n"
                                     "X X O . X O O\n"
                                     ". X O X X O .\n"
                                     "X X O X X O O\n"
                                     ". X O X X O .\n"
                                     "X X O X X O O\n"
                                     ". X O X X O .\n";

} // namespace stonelab::test
