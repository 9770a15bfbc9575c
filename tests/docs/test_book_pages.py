#!/usr/bin/env python3
"""Tests of docs/book_pages.py on small made-up courses (usage: test_book_pages.py SCRIPT).

Each test writes a course of one lesson into a scratch folder, runs the script as the build
does, and looks at the chapter it wrote or at the error it gave."""

import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPT = None  # set from the command line

SOLUTION = """\
int helper() { return 0; }
//! [walk]
int walk(int z)
{
    return z + 1;
}
//! [walk]
"""

README = """\
# Lesson 7 — A made-up lesson

See [task 1](#task-1), [the header](made_up.hpp) and [`made_up.hpp`](made_up.hpp).

<a id="task-1"></a>
## Task 1: Walking

Walk.

<!-- book: snippet walk.cpp walk -->
<!-- book: figure walk.svg | The walk, "step" by step -->

```
<!-- book: snippet walk.cpp walk -->
```
"""


README_JA = """\
# 第7課 — 作り話の課

[課題 1](#task-1) と [ヘッダ](made_up.hpp) を見てください。**連**（string）は*一緒に*取られます。
**二行に
わたる強調**と `a**b*c*` はそのままです。

<a id="task-1"></a>
## 課題 1: たどる

<!-- book: snippet walk.cpp walk -->
<!-- book: figure walk.svg | 一歩ずつの「たどり」 -->

```
**code**
```
"""


class BookPagesTest(unittest.TestCase):
    def make_course(self, readme=README, figures="walk.svg | board --diagram x\n"):
        scratch = tempfile.TemporaryDirectory()
        self.addCleanup(scratch.cleanup)
        root = Path(scratch.name)
        (root / "lessons" / "07-made-up").mkdir(parents=True)
        (root / "solutions" / "07-made-up").mkdir(parents=True)
        (root / "docs").mkdir()
        (root / "lessons" / "course.txt").write_text(
            "# a comment\nlesson 07 made-up | A made-up lesson\ntask 1 | 1 | Walking | Walk.\n"
        )
        (root / "lessons" / "07-made-up" / "README.md").write_text(readme)
        (root / "solutions" / "07-made-up" / "walk.cpp").write_text(SOLUTION)
        (root / "docs" / "figures.txt").write_text("# name | arguments\n" + figures)
        return root

    def japanese(self, edition, readme=README_JA):
        """The Japanese chapter and part page of a course that has README.ja.md (or not, with
        readme=None), or the script's run when it fails."""
        root = self.make_course()
        if readme is not None:
            (root / "lessons" / "07-made-up" / "README.ja.md").write_text(readme)
        (root / "lessons" / "course.ja.txt").write_text(
            "lesson 07 | 作り話の課\ntask 1 | たどる | たどります。\n"
        )
        done, out = self.run_script(root, edition, "--language", "ja")
        if done.returncode != 0:
            return done, None
        return (out / "lesson07.md").read_text(), (out / "part2.md").read_text() + (
            out / "lessons.md"
        ).read_text()

    def run_script(self, root, edition, *more):
        """book_pages.py on the course at root, writing root/pages; `more`: other options."""
        out = root / "pages"
        command = [sys.executable, SCRIPT, "--source", str(root), "--edition", edition]
        command += ["--out", str(out), *more]
        done = subprocess.run(command, capture_output=True, text=True)
        return done, out

    def chapter(self, edition, **course):
        done, out = self.run_script(self.make_course(**course), edition)
        self.assertEqual(done.returncode, 0, done.stderr)
        return (out / "lesson07.md").read_text(), (out / "lessons.md").read_text() + (
            out / "part2.md"
        ).read_text()

    def test_the_instructor_edition_quotes_the_snippet(self):
        page, _ = self.chapter("instructor")
        self.assertIn("\\snippet 07-made-up/walk.cpp walk", page)
        self.assertIn("solutions/07-made-up/walk.cpp", page)

    def test_the_student_edition_names_the_snippet_without_quoting_it(self):
        page, _ = self.chapter("student")
        self.assertNotIn("\\snippet", page)
        self.assertNotIn("return z + 1", page)
        self.assertIn("instructor edition", page)

    def test_labels_the_chapter_and_its_tasks_and_rewrites_their_links(self):
        page, listing = self.chapter("student")
        self.assertTrue(page.startswith("# Lesson 7 — A made-up lesson {#lesson07}\n"))
        # One level down, so that Doxygen draws the sections below the title's size.
        self.assertIn("\n### Task 1: Walking {#lesson07-task-1}", page)
        self.assertIn("[task 1](@ref lesson07-task-1)", page)
        self.assertNotIn('<a id="task-1">', page)
        self.assertIn(
            "the header (`lessons/07-made-up/made_up.hpp`) and "
            "`lessons/07-made-up/made_up.hpp`.",
            page,
        )
        # The lessons page lists the parts, each part page its lessons (7 is in Part II).
        self.assertIn("\\subpage part2", listing)
        self.assertIn("  - \\ref lesson07\n", listing)
        self.assertIn("# Part II — Programs that think {#part2}\n\n- \\subpage lesson07", listing)

    def test_the_japanese_chapter_has_the_same_labels_and_japanese_words(self):
        page, listing = self.japanese("student")
        self.assertTrue(page.startswith("# 第7課 — 作り話の課 {#lesson07}\n"))
        self.assertIn("\n### 課題 1: たどる {#lesson07-task-1}", page)
        self.assertIn("[課題 1](@ref lesson07-task-1)", page)
        self.assertIn("と ヘッダ（`lessons/07-made-up/made_up.hpp`） を見て", page)
        self.assertIn("教員版では、ここで模範解答を引用しています", page)
        self.assertNotIn("\\snippet", page)
        self.assertIn('\\image html walk.svg "一歩ずつの「たどり」"', page)
        self.assertIn("# 第2部 — 考えるプログラム {#part2}", listing)
        self.assertIn("# 各課 {#lessons}", listing)
        page, _ = self.japanese("instructor")
        self.assertIn("<em>模範解答（<tt>solutions/07-made-up/walk.cpp</tt>）から：</em>", page)
        self.assertIn("\\snippet 07-made-up/walk.cpp walk", page)

    def test_the_japanese_chapter_has_its_emphasis_as_html_outside_code(self):
        page, _ = self.japanese("student")
        # Doxygen 1.9.4 sees no emphasis between Japanese characters: HTML instead.
        self.assertIn("<b>連</b>（string）は<em>一緒に</em>取られます。", page)
        self.assertIn("<b>二行に\nわたる強調</b>と `a**b*c*` はそのままです。", page)
        self.assertIn("```\n**code**\n```", page)

    def test_refuses_a_japanese_edition_without_the_lessons_japanese_text(self):
        done, _ = self.japanese("student", readme=None)
        self.assertEqual(done.returncode, 1)
        self.assertIn("lessons/07-made-up/README.ja.md: no such lesson text", done.stderr)

    def test_shows_a_listed_figure_with_its_caption(self):
        page, _ = self.chapter("student")
        self.assertIn('\\image html walk.svg "The walk, &quot;step&quot; by step"', page)

    def test_leaves_directives_inside_code_blocks_alone(self):
        page, _ = self.chapter("instructor")
        self.assertEqual(page.count("\\snippet"), 1)
        self.assertIn("```\n<!-- book: snippet walk.cpp walk -->\n```", page)

    def refused(self, readme, message, figures="walk.svg | board\n"):
        done, _ = self.run_script(self.make_course(readme=readme, figures=figures), "instructor")
        self.assertEqual(done.returncode, 1)
        self.assertIn(message, done.stderr)
        self.assertIn("README.md:", done.stderr)  # where the bad line is

    def test_refuses_a_marker_the_solution_does_not_have(self):
        self.refused("# L\n<!-- book: snippet walk.cpp run -->\n", "has no marker [run]")

    def test_refuses_a_solution_file_that_does_not_exist(self):
        self.refused("# L\n<!-- book: snippet run.cpp walk -->\n", "no solution file run.cpp")

    def test_refuses_a_figure_the_build_does_not_make(self):
        self.refused("# L\n<!-- book: figure run.svg | x -->\n", "figure run.svg is not in")

    def test_refuses_an_unknown_directive_and_a_snippet_without_marker(self):
        self.refused("# L\n<!-- book: movie walk.mp4 -->\n", "unknown book directive 'movie'")
        self.refused("# L\n<!-- book: snippet walk.cpp -->\n", "needs a file and a marker")

    TRACE = (
        '{"format": "stonelab-trace", "version": 1, "lesson": 7, "title": "Walk <&>",'
        ' "frames": [{"size": [2, 1], "rows": ["X."], "marks": [], "labels": [],'
        ' "caption": "Black <b>"}]}'
    )

    def test_embeds_a_trace_player_with_a_still_diagram_and_writes_the_trace_as_a_script(self):
        root = self.make_course(
            readme="# L\n<!-- book: trace walk.json | The walk -->\n",
            figures="walk.json | run 7 --solution --trace --format json\n",
        )
        (root / "figures").mkdir()
        (root / "figures" / "walk.json").write_text(self.TRACE, encoding="utf-8")
        (root / "figures" / "walk-still.svg").write_text("<svg/>", encoding="utf-8")
        done, out = self.run_script(root, "student", "--figures", str(root / "figures"))
        self.assertEqual(done.returncode, 0, done.stderr)
        page = (out / "lesson07.md").read_text()
        self.assertIn('<figure class="stonelab-trace" id="walk" data-trace="walk">', page)
        self.assertIn(
            '<noscript><img class="still" src="walk-still.svg" alt="Black &lt;b&gt;"/>', page
        )
        self.assertIn("Black &lt;b&gt;", page)  # the first caption, escaped
        self.assertIn('<script src="walk.js"></script>', page)
        self.assertIn('<script src="trace-player.js"></script>', page)
        self.assertIn("\\htmlonly", page)
        script = (out / "walk.js").read_text(encoding="utf-8")
        self.assertTrue(
            script.startswith(
                "(window.stonelabTraces = window.stonelabTraces || {})"
                '["walk"] = {"format":"stonelab-trace"'
            ),
            script,
        )

    def test_the_japanese_chapter_embeds_the_trace_the_demo_made_in_japanese(self):
        # The build makes each trace twice, the Japanese one in figures/ja/ under the same
        # name: the Japanese edition's player and still figure read that one.
        root = self.make_course(
            readme="# L\n<!-- book: trace walk.json | The walk -->\n",
            figures="walk.json | run 7 --solution --trace --format json\n",
        )
        (root / "lessons" / "07-made-up" / "README.ja.md").write_text(
            "# 第7課\n<!-- book: trace walk.json | たどり -->\n", encoding="utf-8"
        )
        (root / "lessons" / "course.ja.txt").write_text("lesson 07 | 作り話の課\n", encoding="utf-8")
        japanese = self.TRACE.replace("Walk <&>", "たどり").replace("Black <b>", "黒 <b>")
        for folder, trace in ((root / "figures", self.TRACE), (root / "figures" / "ja", japanese)):
            folder.mkdir()
            (folder / "walk.json").write_text(trace, encoding="utf-8")
            (folder / "walk-still.svg").write_text("<svg/>", encoding="utf-8")
        done, out = self.run_script(
            root, "student", "--language", "ja", "--figures", str(root / "figures")
        )
        self.assertEqual(done.returncode, 0, done.stderr)
        page = (out / "lesson07.md").read_text(encoding="utf-8")
        self.assertIn('src="walk-still.svg" alt="黒 &lt;b&gt;"/>', page)
        self.assertNotIn("Black", page)
        script = (out / "walk.js").read_text(encoding="utf-8")
        self.assertIn('"title":"たどり"', script)
        self.assertIn('"caption":"黒 <b>"', script)
        # The English edition still reads the English trace.
        done, out = self.run_script(root, "student", "--figures", str(root / "figures"))
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn('"caption":"Black <b>"', (out / "walk.js").read_text(encoding="utf-8"))
        # Without the Japanese still figure, the Japanese edition is refused.
        (root / "figures" / "ja" / "walk-still.svg").unlink()
        done, _ = self.run_script(
            root, "student", "--language", "ja", "--figures", str(root / "figures")
        )
        self.assertEqual(done.returncode, 1)
        self.assertIn("has no still figure walk-still.svg", done.stderr)

    def test_refuses_a_trace_that_is_not_a_json_line_of_the_figures(self):
        self.refused("# L\n<!-- book: trace walk.svg | x -->\n", "trace walk.svg is not a .json")
        self.refused(
            "# L\n<!-- book: trace walk.json | x -->\n",
            "a trace needs --figures",
            figures="walk.json | run 7 --solution --trace --format json\n",
        )

    def test_refuses_a_trace_without_its_still_figure(self):
        root = self.make_course(
            readme="# L\n<!-- book: trace walk.json | The walk -->\n",
            figures="walk.json | run 7 --solution --trace --format json\n",
        )
        (root / "figures").mkdir()
        (root / "figures" / "walk.json").write_text(self.TRACE, encoding="utf-8")
        done, out = self.run_script(root, "student", "--figures", str(root / "figures"))
        self.assertEqual(done.returncode, 1)
        self.assertIn("has no still figure walk-still.svg", done.stderr)

    def test_refuses_a_lesson_text_without_its_title(self):
        self.refused("Lesson seven\n", "starts with its '# ' title")


if __name__ == "__main__":
    SCRIPT = sys.argv.pop(1)
    unittest.main(verbosity=1)
