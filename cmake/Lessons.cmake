# How a lesson becomes targets and tests. See lessons/HOWTO.md for the layout this expects.
#
# For lesson NN with slug SLUG:
#   lessonNN_solution / lessonNN_exercise   static libraries: solutions/NN-SLUG/*.cpp and
#                                           exercises/NN-SLUG/*.cpp, each implementing
#                                           lessons/NN-SLUG/*.hpp
#   lessonNN_test_objects                   the lesson's tests (tests/NN-SLUG/test_*.cpp),
#                                           compiled once and linked against each version
#   lessonNN_tests                          the tests on the student's code (`stonelab check`)
#   lessonNN_sanitized_tests                the same, the student's code compiled with the
#                                           sanitizers (`stonelab check` after a crash; built
#                                           only on demand)
#   lessonNN_solution_tests                 the tests on the reference solution
#   lessonNN / lessonNN-solution            the demo (lessons/NN-SLUG/demo.cpp) on each
#   lessonNN_bug_NAME_tests                 the tests on a buggy version: the solution with
#                                           tests/NN-SLUG/bugs/NAME.patch applied
# CTest tests:
#   "lessonNN solution: <test case>"        every test case passes on the solution
#   "lessonNN stubs fail their tests"       the shipped exercise fails, without crash or hang
#   "lessonNN bug NAME is caught by task K" the buggy version fails a test of task K
#                                           (K is read from the patch's "Task: K" line)
#   "lessonNN bug NAME is caught by task L too" and by each later task L its "Also caught by:
#                                           task L, ..." line names: task L uses task K's code
#                                           (a `uses` record of lessons/course.txt)
#   "lessonNN reference outputs match the solution"
#                                           lessonNN_golden --check (tests/NN-SLUG/golden.cpp)
# and `course`: what a student needs and nothing more (`stonelab`, each lesson's tests on the
# student's code and its demos), and `course-lessonNN`, the same for one lesson, which
# scripts/main.sh builds for the student's current lesson.

option(STONELAB_EXERCISES "Build the exercises (the student's code) and their checks" ON)
option(STONELAB_BUG_CHECKS "Build the buggy versions of each lesson and check the tests catch them" ON)
# Options added to the student's code's own (the plain build's, not the sanitized one's). The
# student's loop test (tests/cli/student_loop.py) builds its copy of the course at -O0, to save
# CI's time, and gives the student's code -O2 here, as a student's own build compiles it: a
# vector that grows without end must reach the memory limit within the test's 2 s, as it does
# for a student.
set(STONELAB_EXERCISE_OPTIONS "" CACHE STRING "Options added to the student's code's compile options")

if(STONELAB_TESTS AND STONELAB_BUG_CHECKS)
  find_program(PATCH_PROGRAM patch REQUIRED)
endif()

function(stonelab_lesson number slug)
  set(name ${number}-${slug})
  set(lesson_dir ${PROJECT_SOURCE_DIR}/lessons/${name})
  set(solution_dir ${PROJECT_SOURCE_DIR}/solutions/${name})
  set(exercise_dir ${PROJECT_SOURCE_DIR}/exercises/${name})
  set(test_dir ${PROJECT_SOURCE_DIR}/tests/${name})
  if(NOT EXISTS ${solution_dir})
    message(STATUS "lesson ${name}: not written yet")
    return()
  endif()
  # One naming rule for the interface header: the slug with `_` for `-`.
  string(REPLACE "-" "_" header ${slug})
  if(NOT EXISTS ${lesson_dir}/${header}.hpp)
    message(FATAL_ERROR "lesson ${name}: its interface header must be lessons/${name}/${header}.hpp")
  endif()

  # The reference solution, and the lesson's interface header next to the lesson text.
  # Each source file is an object library of its own, so that a buggy version (below)
  # compiles only the files its patch changes and reuses the solution's other objects.
  file(GLOB solution_sources CONFIGURE_DEPENDS ${solution_dir}/*.cpp)
  set(solution_objects)
  foreach(source ${solution_sources})
    get_filename_component(stem ${source} NAME_WE)
    set(part lesson${number}_solution_${stem})
    add_library(${part} OBJECT ${source})
    target_include_directories(${part} PUBLIC ${lesson_dir})
    target_link_libraries(${part} PUBLIC stonelab_engine)
    stonelab_warnings(${part})
    list(APPEND solution_objects $<TARGET_OBJECTS:${part}>)
  endforeach()
  add_library(lesson${number}_solution STATIC ${solution_objects})
  target_include_directories(lesson${number}_solution PUBLIC ${lesson_dir})
  target_link_libraries(lesson${number}_solution PUBLIC stonelab_engine)
  stonelab_warnings(lesson${number}_solution)

  # The demo, compiled once (it sees only the interface header) and linked twice: on the
  # solution (lessonNN-solution) and on the student's code (lessonNN).
  # Without STONELAB_DEMOS (CI's sanitizer stage, which runs no demo), none.
  set(demo_sources)
  if(STONELAB_DEMOS)
    file(GLOB demo_sources CONFIGURE_DEPENDS ${lesson_dir}/*.cpp)
  endif()
  if(demo_sources)
    add_library(lesson${number}_demo OBJECT ${demo_sources})
    target_include_directories(lesson${number}_demo PRIVATE ${lesson_dir})
    target_link_libraries(lesson${number}_demo PRIVATE stonelab_engine CLI11::CLI11)
    stonelab_warnings(lesson${number}_demo)
    add_executable(lesson${number}-solution $<TARGET_OBJECTS:lesson${number}_demo>)
    target_link_libraries(lesson${number}-solution PRIVATE lesson${number}_solution)
    set_property(GLOBAL APPEND PROPERTY STONELAB_COURSE_TARGETS lesson${number}-solution)
  endif()
  if(STONELAB_EXERCISES AND EXISTS ${exercise_dir})
    # The student's code: warnings are shown but do not stop the build; full debug
    # information, for a debugger.
    file(GLOB exercise_sources CONFIGURE_DEPENDS ${exercise_dir}/*.cpp)
    add_library(lesson${number}_exercise STATIC ${exercise_sources})
    target_include_directories(lesson${number}_exercise PUBLIC ${lesson_dir})
    target_link_libraries(lesson${number}_exercise PUBLIC stonelab_engine)
    target_compile_options(lesson${number}_exercise PRIVATE -Wall -Wextra -g ${STONELAB_EXERCISE_OPTIONS})
    # libstdc++'s own checks (an index outside a vector, front() of an empty one): a mistake
    # that only reads or writes one element too far stops the test at once, instead of
    # passing by luck. They change no layout, so this code links with the rest as it is.
    # `stonelab grade` compiles with them too (grader/kit/CMakeLists.txt).
    target_compile_definitions(lesson${number}_exercise PRIVATE _GLIBCXX_ASSERTIONS)
    if(demo_sources)
      add_executable(lesson${number} $<TARGET_OBJECTS:lesson${number}_demo>)
      target_link_libraries(lesson${number} PRIVATE lesson${number}_exercise)
      set_property(GLOBAL APPEND PROPERTY STONELAB_COURSE_TARGETS lesson${number})
    endif()
  endif()
  # Everything below is the tests: without them (-DSTONELAB_TESTS=OFF, no Catch2) the lesson
  # is its libraries and demos.
  if(NOT STONELAB_TESTS)
    return()
  endif()

  # The tests, compiled once.
  file(GLOB test_sources CONFIGURE_DEPENDS ${test_dir}/test_*.cpp)
  add_library(lesson${number}_test_objects OBJECT ${test_sources})
  target_include_directories(lesson${number}_test_objects PRIVATE ${lesson_dir} ${PROJECT_SOURCE_DIR}/tests)
  target_link_libraries(lesson${number}_test_objects PRIVATE stonelab_engine Catch2::Catch2)
  target_compile_definitions(lesson${number}_test_objects PRIVATE
    LESSON_DATA="${test_dir}/data" LESSON_HIDDEN_DATA="${test_dir}/hidden"
    STONELAB_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  stonelab_warnings(lesson${number}_test_objects)
  # One file per lesson (4 to 6 test files): Catch2 and the engine's headers compiled once.
  stonelab_unity(lesson${number}_test_objects 0)
  if(STONELAB_SANITIZE)
    # The sanitizers are for the code under test; the tests' own code compiles twice as fast
    # unoptimized, and runs fast enough.
    target_compile_options(lesson${number}_test_objects PRIVATE -O0)
  endif()

  stonelab_lesson_tests(${number} solution lesson${number}_solution)
  catch_discover_tests(lesson${number}_solution_tests TEST_PREFIX "lesson${number} solution: ")

  # Reference outputs: tests/NN-SLUG/golden.cpp writes them from the solution
  # (`stonelab golden NN`); CI checks that the committed ones still match.
  # (Not in the sanitizer build: the release build checks them, and the solution's code runs
  # under the sanitizers in the solution's tests.)
  if(EXISTS ${test_dir}/golden.cpp AND NOT STONELAB_SANITIZE)
    add_executable(lesson${number}_golden ${test_dir}/golden.cpp)
    target_include_directories(lesson${number}_golden PRIVATE ${PROJECT_SOURCE_DIR}/tests)
    target_link_libraries(lesson${number}_golden PRIVATE lesson${number}_solution)
    stonelab_warnings(lesson${number}_golden)
    add_test(NAME "lesson${number} reference outputs match the solution"
             COMMAND lesson${number}_golden --check ${test_dir}/data)
  endif()

  # Buggy versions: the solution with one plausible student mistake patched in.
  set(bug_patches)
  if(STONELAB_BUG_CHECKS)
    file(GLOB bug_patches CONFIGURE_DEPENDS ${test_dir}/bugs/*.patch)
  endif()
  foreach(patch_file ${bug_patches})
    get_filename_component(bug ${patch_file} NAME_WE)
    set(bug_dir ${CMAKE_CURRENT_BINARY_DIR}/bugs/${name}/${bug})
    file(REMOVE_RECURSE ${bug_dir})
    file(COPY ${solution_dir}/ DESTINATION ${bug_dir})
    execute_process(COMMAND ${PATCH_PROGRAM} --quiet -p1 -d ${bug_dir} -i ${patch_file}
                    RESULT_VARIABLE patch_result OUTPUT_VARIABLE patch_output ERROR_VARIABLE patch_output)
    if(NOT patch_result EQUAL 0)
      message(FATAL_ERROR "lesson ${name}: ${patch_file} does not apply to the solution:\n${patch_output}")
    endif()
    # A changed patch or solution makes a new copy.
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${patch_file} ${solution_sources})
    file(STRINGS ${patch_file} task_line REGEX "^Task: [0-9]+" LIMIT_COUNT 1)
    if(NOT task_line)
      message(FATAL_ERROR "${patch_file} needs a line 'Task: K' naming the task whose tests catch it")
    endif()
    string(REGEX REPLACE "^Task: ([0-9]+).*" "\\1" task ${task_line})
    # The files the patch changed, compiled; the others, the solution's objects.
    file(GLOB bug_sources ${bug_dir}/*.cpp)
    set(bug_parts)
    foreach(source ${bug_sources})
      get_filename_component(file_name ${source} NAME)
      get_filename_component(stem ${source} NAME_WE)
      set(original ${solution_dir}/${file_name})
      set(same FALSE)
      if(EXISTS ${original})
        file(SHA256 ${source} patched_hash)
        file(SHA256 ${original} original_hash)
        if(patched_hash STREQUAL original_hash)
          set(same TRUE)
        endif()
      endif()
      if(same)
        list(APPEND bug_parts $<TARGET_OBJECTS:lesson${number}_solution_${stem}>)
      else()
        list(APPEND bug_parts ${source})
      endif()
    endforeach()
    add_library(lesson${number}_bug_${bug} STATIC ${bug_parts})
    # Compiled as a student's code is (the exercise above), so that grading it agrees with
    # running its tests here (tests/grading/course_grades.py).
    target_compile_definitions(lesson${number}_bug_${bug} PRIVATE _GLIBCXX_ASSERTIONS)
    target_include_directories(lesson${number}_bug_${bug} PUBLIC ${lesson_dir})
    target_link_libraries(lesson${number}_bug_${bug} PUBLIC stonelab_engine)
    stonelab_lesson_tests(${number} bug_${bug} lesson${number}_bug_${bug})
    add_test(NAME "lesson${number} bug ${bug} is caught by task ${task}"
             COMMAND ${PROJECT_SOURCE_DIR}/scripts/expect-failure.sh
                     $<TARGET_FILE:lesson${number}_bug_${bug}_tests> ${task})
    file(STRINGS ${patch_file} also_line REGEX "^Also caught by: " LIMIT_COUNT 1)
    if(also_line)
      string(REGEX MATCHALL "task [0-9]+" also_tasks "${also_line}")
      foreach(also ${also_tasks})
        string(REPLACE "task " "" also ${also})
        add_test(NAME "lesson${number} bug ${bug} is caught by task ${also} too"
                 COMMAND ${PROJECT_SOURCE_DIR}/scripts/expect-failure.sh
                         $<TARGET_FILE:lesson${number}_bug_${bug}_tests> ${also})
      endforeach()
    endif()
  endforeach()

  if(TARGET lesson${number}_exercise)
    stonelab_lesson_tests(${number} "" lesson${number}_exercise)
    set_property(GLOBAL APPEND PROPERTY STONELAB_COURSE_TARGETS lesson${number}_tests)
    add_test(NAME "lesson${number} stubs fail their tests"
             COMMAND ${PROJECT_SOURCE_DIR}/scripts/expect-failure.sh
                     $<TARGET_FILE:lesson${number}_tests> all)
    stonelab_sanitized_tests(${number} "${exercise_sources}" ${lesson_dir})
  endif()
endfunction()

# lessonNN_sanitized_tests: the tests on the student's code, with the student's files compiled
# with AddressSanitizer and UndefinedBehaviorSanitizer. `stonelab check` builds it after a crash
# and runs the crashed test in it, to name the student's file and line (cli/crash_report.hpp).
#
# Only the student's files are compiled again, a few seconds: the tests, the test runner and
# the engine are lessonNN_tests' own objects, already built. Compiling all of them with the
# sanitizers took a minute and a half on two idle cores (five minutes on a busy machine), for
# checks where the student's mistakes are not. What is lost: the sanitizers do not check the
# tests' and the engine's own reads (a crash there still shows its stack); the memory they
# allocate is checked all the same (ASan replaces malloc and new for the whole program).
#
# The student's objects come first on the link line: where a template (std::vector<Point>'s
# growth, say) is compiled both in the student's code and in the tests, the linker keeps the
# first copy, the student's, with frame pointers, so that the stack of an allocation made there
# reaches the student's function. Built only on demand (not part of `all` nor of course-lessonNN).
function(stonelab_sanitized_tests number exercise_sources lesson_dir)
  set(objects lesson${number}_exercise_sanitized)
  add_library(${objects} OBJECT ${exercise_sources})
  set_target_properties(${objects} PROPERTIES EXCLUDE_FROM_ALL TRUE)
  target_include_directories(${objects} PRIVATE ${lesson_dir})
  target_link_libraries(${objects} PRIVATE stonelab_engine)
  # As lessonNN_exercise is compiled, with the sanitizers, full debug information (the
  # variables' names in a report) and -O1, which the sanitizers' authors advise.
  target_compile_options(${objects} PRIVATE -Wall -Wextra -g ${STONELAB_SANITIZER_FLAGS} -O1)
  target_compile_definitions(${objects} PRIVATE _GLIBCXX_ASSERTIONS)
  add_executable(lesson${number}_sanitized_tests EXCLUDE_FROM_ALL
    $<TARGET_OBJECTS:${objects}> $<TARGET_OBJECTS:lesson${number}_test_objects>)
  target_link_libraries(lesson${number}_sanitized_tests PRIVATE stonelab_engine stonelab_test_runner)
  target_link_options(lesson${number}_sanitized_tests PRIVATE -fsanitize=address,undefined)
endfunction()

# lessonNN[_VARIANT]_tests: the lesson's test objects linked against one implementation.
function(stonelab_lesson_tests number variant implementation)
  if(variant)
    set(target lesson${number}_${variant}_tests)
  else()
    set(target lesson${number}_tests)
  endif()
  add_executable(${target} $<TARGET_OBJECTS:lesson${number}_test_objects>)
  target_link_libraries(${target} PRIVATE ${implementation} stonelab_test_runner)
endfunction()

# Every lesson listed in lessons/course.txt.
function(stonelab_course)
  set(course ${PROJECT_SOURCE_DIR}/lessons/course.txt)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${course})
  file(STRINGS ${course} lesson_lines REGEX "^lesson ")
  foreach(line ${lesson_lines})
    if(NOT line MATCHES "^lesson ([0-9][0-9]) ([a-z0-9-]+) \\|")
      message(FATAL_ERROR "lessons/course.txt: cannot read '${line}'")
    endif()
    set(number ${CMAKE_MATCH_1})
    stonelab_lesson(${number} ${CMAKE_MATCH_2})
    # One lesson as a student meets it: `stonelab`, the lesson's tests on the student's code
    # and its demos. scripts/main.sh builds the current lesson's; `stonelab check N` and
    # `stonelab run N` build the others when the student gets there.
    set(lesson_targets)
    foreach(target lesson${number}_tests lesson${number} lesson${number}-solution)
      if(TARGET ${target})
        list(APPEND lesson_targets ${target})
      endif()
    endforeach()
    add_custom_target(course-lesson${number})
    add_dependencies(course-lesson${number} stonelab ${lesson_targets})
  endforeach()
  # Every lesson as a student meets it.
  get_property(course_targets GLOBAL PROPERTY STONELAB_COURSE_TARGETS)
  add_custom_target(course)
  add_dependencies(course stonelab ${course_targets})
endfunction()
