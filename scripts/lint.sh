#!/usr/bin/env bash
# Lints the project's Python, JavaScript and shell files, and checks the Python files' layout:
#   the shell scripts (*.sh, and those without a suffix that start #!...sh)   by ShellCheck
#   the Python files' mistakes (unused or undefined names, ...)                by pyflakes3
#   the Python files' layout (pyproject.toml: clang-format's 100 columns)      by black --check
#   the JavaScript files (.eslintrc.json: ESLint's recommended rules)          by eslint
# Debian's packages, nothing downloaded (scripts/setup.sh --with-tests installs them).
# Fix a Python file's layout with: black FILE
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

mapfile -t python < <(git ls-files '*.py')
mapfile -t javascript < <(git ls-files '*.js')
shell=()
while IFS= read -r file; do
  case ${file##*/} in
    *.sh) shell+=("$file") ;;
    *.*) ;;
    *) head -n 1 "$file" | grep -qE '^#!.*\b(ba)?sh\b' && shell+=("$file") ;;
  esac
done < <(git ls-files)

status=0
lint() { # lint NAME FILE-COUNT COMMAND...: runs one tool, says how it went
  local name=$1 count=$2
  shift 2
  if "$@"; then
    echo "lint: $name: $count files clean"
  else
    echo "lint: $name FAILED"
    status=1
  fi
}
lint shellcheck ${#shell[@]} shellcheck "${shell[@]}"
lint pyflakes ${#python[@]} pyflakes3 "${python[@]}"
lint "black --check" ${#python[@]} black --check --diff --quiet "${python[@]}"
# Debian's eslint finds its modules in /usr/share/nodejs, which Debian's node searches; a node
# from elsewhere (NodeSource's) needs to be told.
lint eslint ${#javascript[@]} env NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH} \
  eslint --format unix "${javascript[@]}"
exit $status
