#!/usr/bin/env python3
"""The book's trace player in a real browser: headless Chromium over the built book.

Opens lesson 2's chapter (student edition), steps the walk forward six times and checks the
stone marked `visit` in each frame, read from the page's DOM: C4, C3, D3, E3, B3, B2 (seed
002's string, the book's string-walk figure); steps back, plays to the end, checks the keys
and the accessible names, and takes a screenshot. Then lesson 9's chapter: alpha-beta's tree
step by step (the current node, the cut-offs, the best line at the end), and a screenshot;
lesson 8's chapter: a chosen move, then one UCT simulation's selection, expansion, playout and
backup, End, the most visited move in the last tree; lesson 10's
chapter: the Sta codes read point by point, the code's table kept in columns. First of
all, the tree on the left of every edition's front page, in both languages: Parts I-III and
every chapter show; then every trace player of every chapter goes to its end and back; the
Japanese edition's lesson 2 player in Japanese (its buttons, labels and counter, and the
trace's title and captions) walking the same stones, its lesson 10 tables, and the links
between the languages; last, with JavaScript off, every trace figure shows its first frame as
a still figure.

Usage: test_player.py --book build/docs --shots DIR
Needs Debian's chromium, chromium-driver and python3-selenium (scripts/setup.sh).
"""

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("test_player.py: python3-selenium is missing (scripts/setup.sh installs it)")
    sys.exit(1)

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
# A kana or a kanji: text in Japanese has one.
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


class Failed(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failed(message)


def browser(profile, javascript=True):
    options = webdriver.ChromeOptions()
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2}
        )
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        "--window-size=1200,1400",
    ):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def player_of(driver, trace):
    figures = driver.find_elements(By.CSS_SELECTOR, f'figure[data-trace="{trace}"]')
    expect(len(figures) == 1, f"the page has {len(figures)} players of {trace}, expected 1")
    players = figures[0].find_elements(By.CSS_SELECTOR, ".player")
    expect(len(players) == 1, f"{trace}: the script did not set up the player")
    return figures[0], players[0]


def open_player(driver, book, page, trace):
    """Opens the student edition's `page` and returns the figure and player of `trace`,
    checked for accessible names."""
    driver.get((book / "student" / "html" / f"{page}.html").as_uri())
    figure, player = player_of(driver, trace)
    accessible(player)
    return figure, player


def step_forward(player, times, selector, attribute):
    """Clicks Forward `times` times; after each click, the `attribute` of the elements that
    match `selector` (joined by commas)."""
    forward = player.find_element(By.CSS_SELECTOR, "button.forward")
    seen = []
    for _ in range(times):
        forward.click()
        found = player.find_elements(By.CSS_SELECTOR, selector)
        seen.append(",".join(e.get_attribute(attribute) for e in found))
    return seen


def frame_count(player):
    return int(player.find_element(By.CSS_SELECTOR, "input.slider").get_attribute("max")) + 1


def step_of(player):
    return int(player.get_attribute("data-step"))


def accessible(player):
    """Buttons with names, the slider labelled, the caption a live region."""
    for name in ("first", "back", "play", "forward", "last"):
        button = player.find_element(By.CSS_SELECTOR, f"button.{name}")
        expect(button.get_attribute("aria-label"), f"the {name} button has no accessible name")
    expect(
        player.find_element(By.CSS_SELECTOR, "input.slider").get_attribute("aria-label"),
        "the slider has no accessible name",
    )
    expect(
        player.find_element(By.CSS_SELECTOR, ".caption").get_attribute("aria-live") == "polite",
        "the caption is not a live region",
    )


def play_to_end(player, frames):
    player.find_element(By.CSS_SELECTOR, "button.play").click()
    expect(player.get_attribute("data-playing") == "yes", "Play did not start playing")
    deadline = time.time() + 1.0 * frames + 2
    while step_of(player) != frames - 1 and time.time() < deadline:
        time.sleep(0.1)
    expect(step_of(player) == frames - 1, f"playing stopped at step {step_of(player)}")
    expect(player.get_attribute("data-playing") is None, "still playing after the last step")


def lesson2(driver, book, shots):
    figure, player = open_player(driver, book, "lesson02", "trace-string-walk")
    frames = frame_count(player)
    expect(step_of(player) == 0, "the player does not start at the first step")
    expect(
        not player.find_elements(By.CSS_SELECTOR, "svg.board .mark.visit"),
        "the first step already marks a visit",
    )
    visits = step_forward(player, 6, "svg.board .mark.visit", "data-point")
    expect(
        visits == ["C4", "C3", "D3", "E3", "B3", "B2"],
        f"lesson 2: the walk highlights {visits}, expected C4 C3 D3 E3 B3 B2",
    )
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect("visit B2" in caption, f"lesson 2: the caption at B2 says {caption!r}")
    player.find_element(By.CSS_SELECTOR, "button.back").click()
    marked = [
        m.get_attribute("data-point")
        for m in player.find_elements(By.CSS_SELECTOR, "svg.board .mark.visit")
    ]
    expect(marked == ["B3"], f"lesson 2: one step back highlights {marked}, expected B3")
    shot = shots / "lesson02-walk-B3.png"
    figure.screenshot(str(shot))
    # The keys: Home, Right, End on the focused player.
    player.send_keys(Keys.HOME)
    expect(step_of(player) == 0, "Home does not go to the first step")
    player.send_keys(Keys.ARROW_RIGHT)
    expect(step_of(player) == 1, "Right does not step forward")
    play_to_end(player, frames)
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.startswith("play_and_capture: White C5 captures 0"),
        f"lesson 2: the last step says {caption!r}",
    )
    player.send_keys(Keys.ARROW_LEFT)
    liberties = player.find_elements(By.CSS_SELECTOR, "svg.board .mark.liberty")
    expect(len(liberties) == 10, f"lesson 2: the string shows {len(liberties)} liberties, not 10")
    shot_end = shots / "lesson02-walk-end.png"
    figure.screenshot(str(shot_end))
    return [shot, shot_end]


def lesson9(driver, book, shots):
    figure, player = open_player(driver, book, "lesson09", "trace-rn-alphabeta")
    frames = frame_count(player)
    # In the order the search runs: a1 entered, its three leaves, a1 left, a2 entered, its
    # first leaf c1, then the cut-off at a2 that c1's value causes.
    current = step_forward(player, 8, "svg.tree .node.current", "data-move")
    expect(
        current == ["a1", "b1", "b2", "b3", "a1", "a2", "c1", "a2"],
        f"lesson 9: the current nodes are {current}, expected a1 b1 b2 b3 a1 a2 c1 a2",
    )
    cuts = [
        n.get_attribute("data-move")
        for n in player.find_elements(By.CSS_SELECTOR, "svg.tree .node.cut")
    ]
    expect(
        cuts == ["c2", "c3"],
        f"lesson 9: the cut-off at a2 shows the cut moves {cuts}, " "not c2 c3",
    )
    shot = shots / "lesson09-alphabeta-cut.png"
    figure.screenshot(str(shot))
    player.find_element(By.CSS_SELECTOR, "button.back").click()
    expect(step_of(player) == 7, "lesson 9: Back does not step back")
    cuts = player.find_elements(By.CSS_SELECTOR, "svg.tree .node.cut")
    expect(not cuts, "lesson 9: c1's step already shows the cut-off its value causes")
    play_to_end(player, frames)
    best = [
        n.get_attribute("data-move")
        for n in player.find_elements(By.CSS_SELECTOR, "svg.tree .node.pv")
    ]
    expect(best == ["", "a1", "b1"], f"lesson 9: the best line is {best}, expected root a1 b1")
    shot_end = shots / "lesson09-alphabeta-end.png"
    figure.screenshot(str(shot_end))
    return [shot, shot_end]


def forward_until(player, caption_start, frames):
    """Steps forward until the caption begins with `caption_start`; returns the caption."""
    for _ in range(frames):
        caption = player.find_element(By.CSS_SELECTOR, ".caption").text
        if caption.startswith(caption_start):
            return caption
        player.send_keys(Keys.ARROW_RIGHT)
    raise Failed(f"no step's caption begins with {caption_start!r}")


def notes(player, kind):
    """The tree's nodes of `kind` as {move: note}."""
    found = {}
    for node in player.find_elements(By.CSS_SELECTOR, f"svg.tree .node.{kind}"):
        texts = [t.text for t in node.find_elements(By.CSS_SELECTOR, ".note")]
        found[node.get_attribute("data-move")] = " ".join(texts)
    return found


def lesson8(driver, book, shots):
    """Primitive Monte Carlo's first step, then one UCT simulation step by step: the
    selection (UCB1 on the board and the tree), the expansion, the playout, the backup; the
    last tree two plies deep."""
    figure, player = open_player(driver, book, "lesson08", "trace-race-monte-carlo")
    frames = frame_count(player)
    chosen = step_forward(player, 1, "svg.board .mark.choose", "data-point")
    expect(chosen[0] != "", "lesson 8: the second step marks no chosen move")
    # Simulation 32 is the first to expand a node below the root (D3).
    forward_until(player, "simulation 32, 1. selection at the root", frames)
    chosen = [
        m.get_attribute("data-point")
        for m in player.find_elements(By.CSS_SELECTOR, "svg.board .mark.choose")
    ]
    expect(chosen == ["D3"], f"lesson 8: the selection chooses {chosen}, expected D3")
    labels = {
        m.get_attribute("data-point"): m.text
        for m in player.find_elements(By.CSS_SELECTOR, "svg.board .label")
    }
    expect(
        labels.get("F3", "").startswith("2.3"),
        f"lesson 8: the selection's UCB1 values on the board are {labels}",
    )
    current = notes(player, "current")
    expect(
        "D3" in current and "u=2.31" in current["D3"],
        f"lesson 8: the tree's current node during selection is {current}, expected D3 "
        "with u=2.31",
    )
    shot_selection = shots / "lesson08-uct-selection.png"
    figure.screenshot(str(shot_selection))
    player.send_keys(Keys.ARROW_RIGHT)
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.startswith("simulation 32, 2. expansion"),
        f"lesson 8: after the selection comes {caption[:50]!r}, not the expansion",
    )
    new_children = player.find_elements(
        By.CSS_SELECTOR, "svg.board .mark.candidate"
    ) + player.find_elements(By.CSS_SELECTOR, "svg.board .mark.choose")
    expect(
        len(new_children) == 20,
        f"lesson 8: the expansion marks {len(new_children)} " "children, expected D3's 20",
    )
    player.send_keys(Keys.ARROW_RIGHT)
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.startswith("simulation 32, 3. playout") and "the moves:" in caption,
        f"lesson 8: the playout step says {caption[:80]!r}",
    )
    player.send_keys(Keys.ARROW_RIGHT)
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.startswith("simulation 32, 4. backup"),
        f"lesson 8: after the playout comes {caption[:50]!r}, not the backup",
    )
    path = notes(player, "current")
    expect(
        len(path) == 3
        and "n=32" in path.get("", "")
        and "n=3" in path.get("D3", "")
        and "n=1" in path.get("A5", ""),
        f"lesson 8: the backup's path is {path}, expected the root (32 visits), D3 (3), A5 (1)",
    )
    shot_backup = shots / "lesson08-uct-backup.png"
    figure.screenshot(str(shot_backup))
    player.send_keys(Keys.END)
    expect(step_of(player) == frames - 1, "End does not go to the last step")
    best = [
        n.get_attribute("data-move")
        for n in player.find_elements(By.CSS_SELECTOR, "svg.tree .node.pv")
    ]
    expect(best == ["D3"], f"lesson 8: the last tree marks {best} as most visited, not D3")
    labels = {
        m.get_attribute("data-point"): m.text
        for m in player.find_elements(By.CSS_SELECTOR, "svg.board .label")
    }
    expect(
        labels.get("D3") == "113",
        f"lesson 8: D3's visits on the last board are " f"{labels.get('D3')}, not 113",
    )
    shot = shots / "lesson08-uct-end.png"
    figure.screenshot(str(shot))
    return [shot_selection, shot_backup, shot]


def lesson10(driver, book, shots):
    """The paper's Figure 3 moving: H8 considered, the points of each direction read one a
    step (the point just read ringed, the ones before it numbered), the code's table in the
    caption with its columns kept."""
    figure, player = open_player(driver, book, "lesson10", "trace-gomoku-sta-codes")
    considered = [
        m.get_attribute("data-point")
        for m in player.find_elements(By.CSS_SELECTOR, "svg.board .mark.candidate")
    ]
    expect(considered == ["H8"], f"lesson 10: the first step considers {considered}, not H8")
    visits = step_forward(player, 13, "svg.board .mark.visit", "data-point")
    expect(
        visits[:3] == ["J8", "K8", "L8"],
        f"lesson 10: direction 0 reads {visits[:3]}, expected J8 K8 L8",
    )
    expect(visits[-1] == "N3", f"lesson 10: step 14 reads {visits[-1]}, expected N3")
    labels = {
        m.get_attribute("data-point"): m.text
        for m in player.find_elements(By.CSS_SELECTOR, "svg.board .label")
    }
    expect(
        all(labels.get(p) == n for p, n in {"J7": "1", "K6": "2", "L5": "3", "M4": "4"}.items()),
        f"lesson 10: the points read before N3 are numbered {labels}, expected J7 1, K6 2, "
        "L5 3, M4 4",
    )
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.startswith("direction 2, point 5: N3, empty"),
        f"lesson 10: step 14's caption begins {caption[:60]!r}",
    )
    # The table's columns: its runs of spaces survive in the rendered caption.
    expect(
        "5 N3  empty    0 00 01 00 01 01 0x0045" in caption and "Row so far: 2" in caption,
        f"lesson 10: step 14's table is not kept in columns: {caption!r}",
    )
    shot = shots / "lesson10-sta-N3.png"
    figure.screenshot(str(shot))
    player.send_keys(Keys.END)
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.startswith("line 3 (directions 3 and 7): Total 2"),
        f"lesson 10: the last step says {caption[:60]!r}",
    )
    player.find_element(By.CSS_SELECTOR, "button.back").click()
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        "split four" in caption.splitlines()[0],
        f"lesson 10: line 2's verdict is {caption.splitlines()[0]!r}, not a split four",
    )
    shot_end = shots / "lesson10-sta-line2.png"
    figure.screenshot(str(shot_end))
    return [shot, shot_end]


def tree_items(driver, pattern):
    """The pages the tree on the left shows (displayed, not folded away) whose file name
    matches `pattern`, in the tree's order."""
    found = []
    for link in driver.find_elements(By.CSS_SELECTOR, "#nav-tree-contents .item .label a"):
        page = (link.get_attribute("href") or "").split("/")[-1]
        if re.fullmatch(pattern, page) and link.is_displayed():
            found.append(page)
    return found


def book_tree(driver, book, shots):
    """The tree on the left, on the front page of both editions: Parts I-III and every
    chapter of the book show from the start, in the course's order."""
    chapters = sorted(p.name for p in (book / "student" / "html").glob("lesson[0-9][0-9].html"))
    expect(len(chapters) >= 13, f"the book has {len(chapters)} chapters, expected 13 or more")
    for edition in ("student", "instructor", "ja/student", "ja/instructor"):
        driver.get((book / edition / "html" / "index.html").as_uri())
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:  # the tree is built and opened after the page loads
            if len(tree_items(driver, r"lesson\d\d\.html")) == len(chapters):
                break
            time.sleep(0.1)
        parts = tree_items(driver, r"part\d\.html")
        expect(
            parts == ["part1.html", "part2.html", "part3.html"],
            f"{edition} edition: the tree shows the parts {parts}, expected Parts I-III",
        )
        shown = tree_items(driver, r"lesson\d\d\.html")
        expect(
            shown == chapters,
            f"{edition} edition: the tree shows the chapters {shown} "
            f"from the start, expected {chapters}",
        )
    shot = shots / "book-tree.png"
    driver.find_element(By.ID, "side-nav").screenshot(str(shot))
    return [shot]


def japanese(driver, book, shots):
    """The Japanese student edition: lesson 2's player speaks Japanese and walks the same
    stones as the English one; the link at the top goes to the English page and back; lesson
    10's first table, in Japanese. Screenshots of both (CJK text must show, not boxes: look at
    them)."""
    page = book / "ja" / "student" / "html" / "lesson02.html"
    driver.get(page.as_uri())
    expect(
        driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja",
        "the Japanese lesson 2 does not say lang=ja",
    )
    figure, player = player_of(driver, "trace-string-walk")
    accessible(player)
    names = {
        name: player.find_element(By.CSS_SELECTOR, f"button.{name}").get_attribute("aria-label")
        for name in ("first", "back", "play", "forward", "last")
    }
    expect(
        names
        == {
            "first": "最初のステップ",
            "back": "一つ戻る",
            "play": "再生",
            "forward": "一つ進む",
            "last": "最後のステップ",
        },
        f"the Japanese player's buttons are named {names}",
    )
    counter = player.find_element(By.CSS_SELECTOR, ".counter").text
    frames = frame_count(player)
    expect(counter == f"ステップ 1 / {frames}", f"the Japanese player's counter says {counter!r}")
    # The trace itself in Japanese (the demo run with STONELAB_LANG=ja): its title names the
    # player, its captions say each step.
    group = player.get_attribute("aria-label")
    expect(
        group == "一歩ずつ見る：再帰でたどって石を取る",
        f"the Japanese player of lesson 2 is named {group!r}, not by the trace's Japanese title",
    )
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption == "白が C5 に打ちます",
        f"the Japanese lesson 2's first caption says {caption!r}, expected 白が C5 に打ちます",
    )
    visits = step_forward(player, 6, "svg.board .mark.visit", "data-point")
    expect(
        visits == ["C4", "C3", "D3", "E3", "B3", "B2"],
        f"Japanese lesson 2: the walk highlights {visits}, expected C4 C3 D3 E3 B3 B2",
    )
    caption = player.find_element(By.CSS_SELECTOR, ".caption").text
    expect(
        caption.endswith("B2 を訪れます（6 個目の石）"),
        f"the Japanese lesson 2's caption at B2 says {caption!r}",
    )
    player.find_element(By.CSS_SELECTOR, "button.play").click()
    pause = player.find_element(By.CSS_SELECTOR, "button.play").text
    expect(pause == "一時停止", f"the Japanese player's Play button turns into {pause!r}")
    player.find_element(By.CSS_SELECTOR, "button.back").click()
    shot = shots / "ja-lesson02-walk.png"
    figure.screenshot(str(shot))
    # The languages' links, as a reader clicks them.
    driver.find_element(By.CSS_SELECTOR, ".stonelab-language a").click()
    english = driver.current_url
    expect(
        english == (book / "student" / "html" / "lesson02.html").as_uri(),
        f"the Japanese lesson 2's link 'English' goes to {english}",
    )
    link = driver.find_element(By.CSS_SELECTOR, ".stonelab-language a")
    expect(link.text == "日本語", f"the English page's language link says {link.text!r}")
    link.click()
    expect(driver.current_url == page.as_uri(), f"'日本語' goes to {driver.current_url}")
    driver.get((book / "ja" / "student" / "html" / "lesson10.html").as_uri())
    tables = driver.find_elements(By.CSS_SELECTOR, "table.markdownTable")
    expect(tables, "the Japanese lesson 10 has no tables")
    header = tables[0].find_element(By.TAG_NAME, "th").text
    expect(
        JAPANESE.search(tables[0].text),
        f"the Japanese lesson 10's first table has no Japanese (its first header {header!r})",
    )
    table_shot = shots / "ja-lesson10-table.png"
    driver.execute_script("arguments[0].scrollIntoView()", tables[0])
    tables[0].screenshot(str(table_shot))
    figure, player = player_of(driver, "trace-gomoku-sta-codes")
    player_shot = shots / "ja-lesson10-sta-codes.png"
    figure.screenshot(str(player_shot))
    return [shot, table_shot, player_shot]


def every_chapter(driver, book, shots):
    """Every chapter's players, in the student edition (every chapter has one or more): each
    figure of a trace the build made (docs/figures.txt) has a working player, labelled for
    screen readers, that goes to its last step with End and back to the first with Home, its
    caption changing; a screenshot of the first player of each chapter."""
    traces = {p.stem for p in (book / "figures").glob("trace-*.json")}
    seen = set()
    taken = []
    for chapter in sorted((book / "student" / "html").glob("lesson[0-9][0-9].html")):
        driver.get(chapter.as_uri())
        figures = driver.find_elements(By.CSS_SELECTOR, "figure.stonelab-trace")
        expect(figures, f"{chapter.name} has no trace player: every chapter steps through one")
        for figure in figures:
            name = figure.get_attribute("data-trace")
            _, player = player_of(driver, name)
            accessible(player)
            frames = frame_count(player)
            caption = player.find_element(By.CSS_SELECTOR, ".caption")
            first = caption.text
            expect(frames >= 2, f"{chapter.name}: {name} has {frames} step(s), expected 2 or more")
            player.send_keys(Keys.END)
            expect(
                step_of(player) == frames - 1, f"{chapter.name}: End does not reach {name}'s end"
            )
            expect(
                caption.text != first or frames == 1,
                f"{chapter.name}: {name}'s caption stays the same at the last step",
            )
            player.send_keys(Keys.HOME)
            expect(step_of(player) == 0, f"{chapter.name}: Home does not go back to step 1")
            if name not in seen:
                shot = shots / f"{chapter.stem}-{name}.png"
                figure.screenshot(str(shot))
                taken.append(shot)
            seen.add(name)
    missing = sorted(traces - seen)
    expect(not missing, f"traces the build made that no chapter shows: {missing}")
    return taken


def without_javascript(driver, book, shots):
    """With JavaScript off, every chapter's trace figure shows its first frame as a still
    figure (the image loaded, with the step's caption as its text alternative)."""
    shown = 0
    taken = []
    for chapter in sorted((book / "student" / "html").glob("lesson[0-9][0-9].html")):
        driver.get(chapter.as_uri())
        for figure in driver.find_elements(By.CSS_SELECTOR, "figure.stonelab-trace"):
            name = figure.get_attribute("data-trace")
            expect(
                not figure.find_elements(By.CSS_SELECTOR, ".player"),
                f"{chapter.name}: {name} has a player with JavaScript off",
            )
            stills = figure.find_elements(By.CSS_SELECTOR, "img.still")
            expect(
                len(stills) == 1 and stills[0].is_displayed(),
                f"{chapter.name}: {name} shows no still figure without JavaScript",
            )
            width = driver.execute_script("return arguments[0].naturalWidth", stills[0])
            expect(width > 0, f"{chapter.name}: {name}'s still figure did not load")
            expect(stills[0].get_attribute("alt"), f"{chapter.name}: {name}'s still has no alt")
            if shown == 0:
                shot = shots / "no-javascript-still.png"
                figure.screenshot(str(shot))
                taken.append(shot)
            shown += 1
    expect(shown >= 13, f"only {shown} still figures without JavaScript, expected 13 or more")
    return taken


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--book", type=Path, required=True, help="the built book: build/docs")
    parser.add_argument("--shots", type=Path, required=True, help="folder for the screenshots")
    args = parser.parse_args()
    for program in (CHROMIUM, DRIVER):
        if not Path(program).exists():
            print(f"test_player.py: {program} is missing (scripts/setup.sh installs it)")
            return 1
    args.shots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="stonelab-chromium-") as profile:
        driver = browser(profile)
        try:
            shots = book_tree(driver, args.book.resolve(), args.shots)
            shots += lesson2(driver, args.book.resolve(), args.shots)
            shots += lesson8(driver, args.book.resolve(), args.shots)
            shots += lesson9(driver, args.book.resolve(), args.shots)
            shots += lesson10(driver, args.book.resolve(), args.shots)
            shots += japanese(driver, args.book.resolve(), args.shots)
            shots += every_chapter(driver, args.book.resolve(), args.shots)
            errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
            expect(not errors, f"the pages logged errors: {errors}")
        except Failed as failure:
            print(f"test_player.py: {failure}")
            return 1
        finally:
            driver.quit()
    with tempfile.TemporaryDirectory(prefix="stonelab-chromium-") as profile:
        driver = browser(profile, javascript=False)
        try:
            shots += without_javascript(driver, args.book.resolve(), args.shots)
        except Failed as failure:
            print(f"test_player.py: {failure}")
            return 1
        finally:
            driver.quit()
    for shot in shots:
        print(f"screenshot: {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
