#!/usr/bin/env bash
# Fails if any C++ file of the project is not laid out as .clang-format says.
# Fix with: clang-format -i <files>
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
if [ ${#files[@]} -eq 0 ]; then echo "format: no files"; exit 0; fi
clang-format --dry-run -Werror "${files[@]}"
echo "format: ${#files[@]} files checked"
