// The headers nearly every student file includes, precompiled once for `stonelab grade`
// (grading/CMakeLists.txt): compiling a submission then skips parsing them again, which
// halves the time to build a lesson. Only the standard library and the engine are here, never
// a lesson's own header, so a student's file still has to include what it uses from its lesson.
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/base/rng.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/board.hpp"
