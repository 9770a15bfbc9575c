// The book's trace player: steps through a lesson's JSON trace (docs/trace-format.md) in the
// page. Self-contained, no library, no network. A page embeds a trace as
//   <figure class="stonelab-trace" data-trace="NAME">...still figure in <noscript>...</figure>
//   <script src="NAME.js"></script>   (window.stonelabTraces[NAME] = the trace)
//   <script src="trace-player.js"></script>
// and this script turns every such figure into a board (SVG, drawn like `stonelab board`),
// a tree for search lessons, buttons First / Back / Play / Forward / Last, a step slider and
// the caption in a live region. Keys, when the player has focus: Home, Left, Space, Right, End.
// The player's own words (buttons, labels, the step counter) follow the page's language, the
// `lang` of its <html> (the Japanese book's pages say lang="ja"); the trace's captions are the
// demo's own.
(function () {
  "use strict";
  if (window.stonelabPlayerLoaded) {
    if (document.readyState !== "loading") setUpAll();
    return;
  }
  window.stonelabPlayerLoaded = true;

  var SVG = "http://www.w3.org/2000/svg";
  var POINT = 40, MARGIN = 36, STONE = 19;
  var LETTERS = "ABCDEFGHJKLMNOPQRST";
  var WOOD = "#dcb35c", WOOD_EDGE = "#b08d3e";

  // The player's words in each language of the book; English for any other page.
  var WORDS = {
    en: {
      group: "Step through: ", first: "First step", back: "Step back", play: "Play",
      pause: "Pause", forward: "Step forward", last: "Last step", slider: "Step",
      counter: function (i, n) { return "step " + i + " of " + n; },
      board: "board", tree: function (n) { return "search tree, " + n + " nodes"; },
      root: "root", visits: " visits", separator: ", ", kinds: {}
    },
    ja: {
      group: "一歩ずつ見る：", first: "最初のステップ", back: "一つ戻る", play: "再生",
      pause: "一時停止", forward: "一つ進む", last: "最後のステップ", slider: "ステップ",
      counter: function (i, n) { return "ステップ " + i + " / " + n; },
      board: "碁盤", tree: function (n) { return "探索木、ノード " + n + " 個"; },
      root: "根", visits: " 回訪問", separator: "、",
      kinds: {visit: "訪問中", visited: "訪問済み", liberty: "ダメ", capture: "取り",
        move: "着手", choose: "選んだ手", candidate: "候補", look: "注目",
        normal: "探索済み", current: "現在のノード", cut: "枝刈り", pv: "読み筋"}
    }
  };
  var LANGUAGE = (document.documentElement.getAttribute("lang") || "en").slice(0, 2);
  var T = WORDS[LANGUAGE] || WORDS.en;
  function kind(name) { return T.kinds[name] || name; }

  function el(name, attributes, parent) {
    var node = document.createElementNS(SVG, name);
    for (var key in attributes) node.setAttribute(key, attributes[key]);
    if (parent) parent.appendChild(node);
    return node;
  }
  function text(content, attributes, parent) {
    var node = el("text", attributes, parent);
    node.textContent = content;
    return node;
  }
  function html(name, attributes, parent) {
    var node = document.createElement(name);
    for (var key in attributes) node.setAttribute(key, attributes[key]);
    if (parent) parent.appendChild(node);
    return node;
  }

  // Star points of the usual sizes, 1-based (x, y) from the top left.
  function hoshi(size) {
    var w = size[0], h = size[1], lines = null;
    if (w !== h) return [];
    if (w === 9) lines = [3, 5, 7];
    if (w === 13) lines = [4, 7, 10];
    if (w === 15) lines = [4, 8, 12];
    if (w === 19) lines = [4, 10, 16];
    if (!lines) return [];
    var points = [];
    lines.forEach(function (y) {
      lines.forEach(function (x) {
        if (w === 19 || (x === lines[1]) === (y === lines[1])) points.push([x, y]);
      });
    });
    return points;
  }

  // "C4" -> [x, y], 1-based from the top left, on a board of `height` rows.
  function vertex(name, height) {
    return [LETTERS.indexOf(name.charAt(0)) + 1, height - parseInt(name.slice(1), 10) + 1];
  }

  function drawBoard(frame) {
    var w = frame.size[0], h = frame.size[1];
    var width = 2 * MARGIN + w * POINT, height = 2 * MARGIN + h * POINT;
    var svg = el("svg", {viewBox: "0 0 " + width + " " + height, width: width, height: height,
      "class": "board", role: "img", "font-family": "DejaVu Sans, sans-serif"});
    var cx = function (x) { return MARGIN + POINT * x - POINT / 2; };
    el("rect", {x: MARGIN, y: MARGIN, width: w * POINT, height: h * POINT, fill: WOOD,
      stroke: WOOD_EDGE, "class": "wood"}, svg);
    var d = "";
    for (var y = 1; y <= h; ++y) d += "M" + cx(1) + " " + cx(y) + "H" + cx(w);
    for (var x = 1; x <= w; ++x) d += "M" + cx(x) + " " + cx(1) + "V" + cx(h);
    el("path", {d: d, stroke: "#000", "stroke-width": 1, fill: "none", "class": "grid"}, svg);
    hoshi(frame.size).forEach(function (p) {
      el("circle", {cx: cx(p[0]), cy: cx(p[1]), r: 4, fill: "#000", "class": "hoshi"}, svg);
    });
    for (x = 1; x <= w; ++x) {
      [MARGIN / 2, MARGIN + h * POINT + MARGIN / 2].forEach(function (at) {
        text(LETTERS.charAt(x - 1), {x: cx(x), y: at + 5, "font-size": 15, fill: "#333",
          "text-anchor": "middle", "class": "coordinate"}, svg);
      });
    }
    for (y = 1; y <= h; ++y) {
      [MARGIN / 2, MARGIN + w * POINT + MARGIN / 2].forEach(function (at) {
        text(String(h - y + 1), {x: at, y: cx(y) + 5, "font-size": 15, fill: "#333",
          "text-anchor": "middle", "class": "coordinate"}, svg);
      });
    }
    var colour = {};
    frame.rows.forEach(function (row, r) {
      for (var c = 0; c < row.length; ++c) {
        var stone = row.charAt(c);
        colour[(c + 1) + "," + (r + 1)] = stone;
        if (stone !== "X" && stone !== "O") continue;
        el("circle", {cx: cx(c + 1), cy: cx(r + 1), r: STONE,
          fill: stone === "X" ? "#111" : "#fff", stroke: "#000",
          "stroke-width": stone === "X" ? 1 : 2,
          "class": "stone " + (stone === "X" ? "black" : "white")}, svg);
      }
    });
    var ink = function (p) { return colour[p[0] + "," + p[1]] === "X" ? "#fff" : "#000"; };
    frame.marks.forEach(function (mark) {
      var p = vertex(mark.point, h), x = cx(p[0]), y = cx(p[1]);
      var g = el("g", {"class": "mark " + mark.kind, "data-point": mark.point}, svg);
      var paint = {fill: "none", stroke: ink(p), "stroke-width": 2};
      var with_paint = function (a) { for (var k in paint) a[k] = paint[k]; return a; };
      switch (mark.kind) {
        case "visit":
          el("circle", {cx: x, cy: y, r: STONE + 1, fill: "none", stroke: "#d62d20",
            "stroke-width": 4}, g);
          break;
        case "visited":
          el("circle", {cx: x, cy: y, r: 6, fill: "#d62d20"}, g);
          break;
        case "liberty":
          el("rect", with_paint({x: x - 7, y: y - 7, width: 14, height: 14}), g);
          break;
        case "capture":
          el("path", with_paint({d: "M" + (x - 8) + " " + (y - 8) + "l16 16m0 -16l-16 16"}), g);
          break;
        case "move":
          el("polygon", with_paint({points: x + "," + (y - 11) + " " + (x - 10) + "," +
            (y + 7) + " " + (x + 10) + "," + (y + 7)}), g);
          break;
        case "choose":
          el("circle", {cx: x, cy: y, r: STONE + 1, fill: "none", stroke: "#1a7f37",
            "stroke-width": 4}, g);
          break;
        default: // look, candidate
          el("circle", with_paint({cx: x, cy: y, r: 9}), g);
      }
    });
    frame.labels.forEach(function (label) {
      var p = vertex(label.point, h);
      if (!colour[p[0] + "," + p[1]] || colour[p[0] + "," + p[1]] === ".")
        el("circle", {cx: cx(p[0]), cy: cx(p[1]), r: 13, fill: WOOD}, svg);
      text(label.text, {x: cx(p[0]), y: cx(p[1]) + 6, "font-size": 18, fill: ink(p),
        "text-anchor": "middle", "class": "label", "data-point": label.point}, svg);
    });
    svg.setAttribute("aria-label", [T.board].concat(frame.marks.map(function (m) {
      return kind(m.kind) + " " + m.point;
    })).join(T.separator));
    return svg;
  }

  // A layered drawing of the tree: leaves side by side in the order listed, a parent above
  // the middle of its children.
  function drawTree(nodes) {
    var children = {}, byId = {}, root = null;
    nodes.forEach(function (n) {
      byId[n.id] = n;
      if (n.parent === undefined) root = n;
      else (children[n.parent] = children[n.parent] || []).push(n);
    });
    var place = {}, next = 0, deepest = 0;
    (function layout(n, depth) {
      deepest = Math.max(deepest, depth);
      var kids = children[n.id] || [];
      kids.forEach(function (k) { layout(k, depth + 1); });
      var x = kids.length ? (place[kids[0].id][0] + place[kids[kids.length - 1].id][0]) / 2
        : next++;
      place[n.id] = [x, depth];
    })(root, 0);
    var STEP_X = 60, STEP_Y = 84, R = 17;
    var width = Math.max(1, next) * STEP_X + 20, height = (deepest + 1) * STEP_Y + 10;
    var svg = el("svg", {viewBox: "0 0 " + width + " " + height, width: width, height: height,
      "class": "tree", role: "img", "font-family": "DejaVu Sans, sans-serif"});
    var at = function (n) {
      return [10 + STEP_X / 2 + place[n.id][0] * STEP_X, 22 + place[n.id][1] * STEP_Y];
    };
    nodes.forEach(function (n) {
      if (n.parent === undefined) return;
      var a = at(byId[n.parent]), b = at(n);
      el("line", {x1: a[0], y1: a[1], x2: b[0], y2: b[1], "class": "edge " + n.kind}, svg);
      var left = b[0] < a[0];
      text(n.move, {x: (a[0] + b[0]) / 2 + (left ? -5 : 5), y: (a[1] + b[1]) / 2 + 8,
        "font-size": 12, "text-anchor": left ? "end" : "start", "class": "move"}, svg);
    });
    nodes.forEach(function (n) {
      var p = at(n);
      var g = el("g", {"class": "node " + n.kind, "data-id": n.id, "data-move": n.move}, svg);
      el("circle", {cx: p[0], cy: p[1], r: R}, g);
      var shown = n.value !== undefined ? String(n.value)
        : n.win_rate !== undefined ? Math.round(n.win_rate * 100) + "%" : "";
      text(shown, {x: p[0], y: p[1] + 5, "font-size": 13, "text-anchor": "middle"}, g);
      if (n.note) text(n.note, {x: p[0], y: p[1] + R + 12, "font-size": 9,
        "text-anchor": "middle", "class": "note"}, g);
      var title = el("title", {}, g);
      title.textContent = (n.move || T.root) + (shown ? ": " + shown : "") +
        (n.visits !== undefined ? T.separator + n.visits + T.visits : "") +
        " (" + kind(n.kind) + ")";
    });
    svg.setAttribute("aria-label", T.tree(nodes.length));
    return svg;
  }

  function setUp(figure) {
    var trace = (window.stonelabTraces || {})[figure.getAttribute("data-trace")];
    if (!trace || figure.getAttribute("data-ready")) return;
    figure.setAttribute("data-ready", "yes");
    var still = figure.querySelector(".still");
    if (still) still.parentNode.removeChild(still);
    var player = html("div", {"class": "player", tabindex: "0", role: "group",
      "aria-label": T.group + trace.title}, null);
    figure.insertBefore(player, figure.firstChild);
    var view = html("div", {"class": "view"}, player);
    var caption = html("p", {"class": "caption", "aria-live": "polite"}, player);
    var controls = html("div", {"class": "controls"}, player);
    var button = function (name, label, symbol) {
      var b = html("button", {type: "button", "class": name, "aria-label": label,
        title: label}, controls);
      b.textContent = symbol;
      return b;
    };
    var first = button("first", T.first, "|\u25C0");
    var back = button("back", T.back, "\u25C0");
    var play = button("play", T.play, T.play);
    var forward = button("forward", T.forward, "\u25B6");
    var last = button("last", T.last, "\u25B6|");
    var slider = html("input", {type: "range", min: "0", max: String(trace.frames.length - 1),
      value: "0", "class": "slider", "aria-label": T.slider}, controls);
    var counter = html("span", {"class": "counter"}, controls);
    var index = 0, timer = null;

    function show(i) {
      index = Math.max(0, Math.min(trace.frames.length - 1, i));
      var frame = trace.frames[index];
      view.textContent = "";
      if (frame.size) view.appendChild(drawBoard(frame));
      if (frame.tree) view.appendChild(drawTree(frame.tree));
      caption.textContent = frame.caption;
      slider.value = String(index);
      counter.textContent = T.counter(index + 1, trace.frames.length);
      player.setAttribute("data-step", String(index));
      if (index === trace.frames.length - 1) stop();
    }
    function stop() {
      if (timer) clearInterval(timer);
      timer = null;
      play.setAttribute("aria-label", T.play);
      play.title = play.textContent = T.play;
      player.removeAttribute("data-playing");
    }
    function toggle() {
      if (timer) return stop();
      if (index === trace.frames.length - 1) show(0);
      timer = setInterval(function () { show(index + 1); }, 700);
      play.setAttribute("aria-label", T.pause);
      play.title = play.textContent = T.pause;
      player.setAttribute("data-playing", "yes");
    }
    first.onclick = function () { stop(); show(0); };
    back.onclick = function () { stop(); show(index - 1); };
    forward.onclick = function () { stop(); show(index + 1); };
    last.onclick = function () { stop(); show(trace.frames.length - 1); };
    play.onclick = toggle;
    slider.oninput = function () { stop(); show(parseInt(slider.value, 10)); };
    player.addEventListener("keydown", function (event) {
      if (event.target === slider) return; // the slider has its own keys
      var keys = {Home: first, ArrowLeft: back, ArrowRight: forward, End: last};
      if (keys[event.key]) keys[event.key].onclick();
      else if (event.key === " " && event.target === player) toggle();
      else return;
      event.preventDefault();
    });
    show(0);
  }

  function setUpAll() {
    var figures = document.querySelectorAll("figure.stonelab-trace");
    for (var i = 0; i < figures.length; ++i) setUp(figures[i]);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAll);
  else setUpAll();
})();
