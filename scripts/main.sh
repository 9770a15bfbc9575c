#!/usr/bin/env bash
# Sets up the course for a student and opens it: installs the packages, builds what a student
# needs now (`stonelab`, and the current lesson's tests and demos: the CMake target
# `course-lessonNN`; `stonelab check N` and `stonelab run N` build another lesson's when the
# student gets there, and scripts/test.sh everything), puts a `stonelab` command on the PATH,
# and ends with the course map and the line that says what to do next.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
start=$SECONDS

# The student's language, in the order `stonelab` takes it (cli/language.hpp): STONELAB_LANG,
# the choice saved in .stonelab/progress, then LC_ALL, then LANG starting with ja.
language=${STONELAB_LANG:-}
if [ -z "$language" ] && [ -f .stonelab/progress ]; then
  language=$(sed -n 's/^language \(ja\|en\)$/\1/p' .stonelab/progress | head -n 1)
fi
if [ -z "$language" ]; then
  case "${LC_ALL:-${LANG:-}}" in ja*) language=ja ;; *) language=en ;; esac
fi
# say ENGLISH JAPANESE: the sentence in the student's language.
say() { if [ "$language" = ja ]; then echo "$2"; else echo "$1"; fi; }

bash scripts/setup.sh
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja > build-configure.log 2>&1 || { cat build-configure.log; exit 1; }
  rm -f build-configure.log
fi
# The current lesson, as `stonelab` keeps it (cli/progress.hpp); lesson 1 on a first run.
lesson=
if [ -f .stonelab/progress ]; then
  lesson=$(sed -n 's/^current \([0-9][0-9]*\)$/\1/p' .stonelab/progress | head -n 1)
fi
lesson=$((10#${lesson:-1}))
say "building the course: stonelab, lesson $lesson's tests and demos (a minute or two the first time)..." \
  "コースをビルドしています：stonelab と、第${lesson}課のテストとデモ（初回は 1、2 分かかります）..."
cmake --build build -j "$(nproc)" --target "course-lesson$(printf '%02d' "$lesson")"

# `stonelab` on the PATH: a two-line launcher for this copy of the course.
if [ "$(id -u)" -eq 0 ]; then bin=/usr/local/bin; else bin=$HOME/.local/bin; fi
mkdir -p "$bin"
# Another copy of the course may own the launcher: say so before pointing it here.
if [ -e "$bin/stonelab" ] && ! grep -qF "exec \"$root/build/cli/stonelab\"" "$bin/stonelab"; then
  previous=$(sed -n 's/^exec "\(.*\)\/build\/cli\/stonelab".*/\1/p' "$bin/stonelab" | head -n 1)
  if [ -n "$previous" ]; then
    say "note: $bin/stonelab ran another copy of the course, $previous; it now runs this one, $root" \
      "注意：$bin/stonelab はコースの別のコピー $previous を実行していました。これからはこのコピー $root を実行します"
  else
    say "note: $bin/stonelab was another program; it is replaced by this course's launcher" \
      "注意：$bin/stonelab は別のプログラムでした。このコースの起動スクリプトで置き換えます"
  fi
fi
cat > "$bin/stonelab" <<LAUNCHER
#!/bin/sh
# The course's stonelab command, installed by $root/scripts/main.sh.
exec "$root/build/cli/stonelab" "\$@"
LAUNCHER
chmod +x "$bin/stonelab"
echo
elapsed=$((SECONDS - start))
say "built in $elapsed s; the stonelab command is $bin/stonelab" \
  "$elapsed 秒でビルドしました。stonelab コマンドは $bin/stonelab です"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) say "($bin is not on your PATH: add it with  export PATH=\"$bin:\$PATH\"  in ~/.profile)" \
    "（$bin が PATH にありません。~/.profile に  export PATH=\"$bin:\$PATH\"  を書き足してください）" ;;
esac
echo
build/cli/stonelab
