// The book's tree on the left, opened on the course: the page "Lessons", its Parts I-III and
// every lesson in them show from the start, on every page of the book, so a reader sees the
// whole course at a glance. Doxygen's tree (navtree.js) opens only the way to the page being
// read; this script opens the rest by clicking the arrows a reader would click.
//
// Doxygen builds the tree after the page loads and fetches some branches (the lessons' page
// among them) as scripts of their own, so the script looks again a few times, each time
// opening what has appeared, and stops once the three parts are open (or after two seconds).
// Added to every page through the book's HTML header (docs/CMakeLists.txt).
(function () {
  "use strict";
  var OPEN = ["lessons.html", "part1.html", "part2.html", "part3.html"];
  var ROOT_LABEL = "nav-tree-contents";

  // The tree's item whose link goes to `page` (not to a section of it), or null.
  function itemFor(tree, page) {
    var links = tree.querySelectorAll(".item .label a");
    for (var i = 0; i < links.length; ++i) {
      var href = links[i].getAttribute("href") || "";
      var file = href.split("#")[0].split("/").pop();
      if (file === page && href.indexOf("#") < 0) return links[i].closest(".item");
    }
    return null;
  }

  // Opens `item` if it is closed: its arrow is the first link of the item.
  function open(item) {
    var arrow = item.querySelector("a .arrow");
    if (!arrow || arrow.textContent !== "\u25ba") return false; // a leaf, or open already
    arrow.parentNode.click();
    return true;
  }

  function openCourse(triesLeft) {
    var tree = document.getElementById(ROOT_LABEL);
    if (tree) {
      // The first item is the book itself ("Stonelab"): open it so its pages show.
      var first = tree.querySelector(".item");
      if (first) open(first);
      var openParts = 0;
      OPEN.forEach(function (page) {
        var item = itemFor(tree, page);
        if (!item) return;
        open(item);
        var arrow = item.querySelector("a .arrow");
        if (/^part/.test(page) && arrow && arrow.textContent === "\u25bc") ++openParts;
      });
      if (openParts === 3) return;
    }
    if (triesLeft > 0) setTimeout(function () { openCourse(triesLeft - 1); }, 100);
  }

  if (document.readyState === "complete") openCourse(20);
  else window.addEventListener("load", function () { openCourse(20); });
})();
