// The Quakes page's script. Everything works without it (links, GET and POST forms); with it:
// the browser's time zone, selection both ways (the list scrolls to the selected row, the map
// moves to the selected quake), a keyboard-usable map, search as you type, a date that applies
// when picked, and menus that stay open while a live update redraws the toolbar.
// No handler is inline: the host's Content-Security-Policy allows scripts from files only.
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("quakes-js");

  // The time zone, sent once: every link and form of the page carries it from then on.
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (error) { zone = ""; }
  var params = new URLSearchParams(location.search);
  if (zone && params.get("tz") !== zone) {
    params.set("tz", zone);
    location.replace(location.pathname + "?" + params.toString() + location.hash);
    return;
  }

  var reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var worldViewBox = "0 0 1000 500";
  var currentViewBox = worldViewBox;
  var animation = 0;

  function map() { return document.querySelector("svg.quakes-map"); }

  function parseBox(text) { return (text || worldViewBox).split(/\s+/).map(Number); }

  // Shows `box` ([x, y, w, h]) and keeps the circles at their screen size while zoomed: a
  // circle's radius is in map units, which grow on screen as the box shrinks.
  function applyBox(svg, box) {
    svg.setAttribute("viewBox", box.map(function (value) { return Number(value.toFixed(1)); }).join(" "));
    var scale = box[2] / 1000;
    svg.querySelectorAll("circle[data-q]").forEach(function (circle) {
      if (!circle.dataset.r) circle.dataset.r = circle.getAttribute("r");
      circle.setAttribute("r", (Number(circle.dataset.r) * scale).toFixed(2));
    });
  }

  // Moves the map's viewBox to `target` ("x y w h"), animated unless the user asked for less motion.
  function moveMap(target, animated) {
    var svg = map();
    if (!svg) return;
    cancelAnimationFrame(animation);
    var from = parseBox(svg.getAttribute("viewBox"));
    var to = parseBox(target);
    currentViewBox = target;
    var showAll = document.querySelector(".quakes-show-all");
    if (showAll) showAll.hidden = target === worldViewBox;
    if (!animated || reducedMotion) { applyBox(svg, to); svg.setAttribute("viewBox", target); return; }
    var start = performance.now();
    var duration = 600;
    function step(now) {
      var t = Math.min(1, (now - start) / duration);
      var eased = t < .5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
      if (t >= 1) { applyBox(svg, to); svg.setAttribute("viewBox", target); return; }
      applyBox(svg, from.map(function (value, index) { return value + (to[index] - value) * eased; }));
      animation = requestAnimationFrame(step);
    }
    animation = requestAnimationFrame(step);
  }

  // Scrolls the list (only the list, not the page) so the selected row sits in its middle.
  function scrollToSelectedRow(animated) {
    var list = document.getElementById("live-quakes-list");
    var row = list && list.querySelector(".quake-row.selected");
    if (!row) return;
    var listBox = list.getBoundingClientRect();
    var rowBox = row.getBoundingClientRect();
    var top = list.scrollTop + (rowBox.top - listBox.top) - (list.clientHeight - rowBox.height) / 2;
    list.scrollTo({ top: Math.max(0, top), behavior: animated && !reducedMotion ? "smooth" : "auto" });
  }

  function showSelection() {
    var svg = map();
    var focus = svg && svg.getAttribute("data-focus");
    moveMap(focus || worldViewBox, true);
    scrollToSelectedRow(true);
  }

  function select(circle) {
    var svg = circle.closest("svg.quakes-map");
    if (!svg) return;
    location.assign(svg.getAttribute("data-select") + encodeURIComponent(circle.getAttribute("data-q")));
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!target.closest) return;
    var circle = target.closest("svg.quakes-map circle[data-q]");
    if (circle) { select(circle); return; }
    if (target.closest(".quakes-show-all")) {
      event.preventDefault();
      moveMap(worldViewBox, true);
    }
  });

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if ((event.key === "Enter" || event.key === " ") && target.matches && target.matches("svg.quakes-map circle[data-q]")) {
      event.preventDefault();
      select(target);
      return;
    }
    if (event.key !== "Escape") return;
    document.querySelectorAll("details.quakes-menu[open]").forEach(function (menu) {
      menu.open = false;
      openMenus[menu.id] = false;
      var summary = menu.querySelector("summary");
      if (summary && menu.contains(document.activeElement)) summary.focus();
    });
  });

  // Picking a date applies it; without script the date form's button does.
  document.addEventListener("change", function (event) {
    if (event.target.id === "quakes-date" && event.target.form) event.target.form.requestSubmit();
  });

  // A form post from this page is followed live: the server need not hold the answer until
  // a refresh finished (without script it does, so the page comes back with the data).
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if ((form.method || "").toLowerCase() !== "post" || form.querySelector("input[name=live]")) return;
    var live = document.createElement("input");
    live.type = "hidden";
    live.name = "live";
    live.value = "1";
    form.appendChild(live);
  }, true);

  // Search as you type: the search lands in the URL (shared with the other local state) a
  // moment after the last key, and the box keeps the focus across the reload.
  var searchTimer = 0;
  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches(".quakes-search input[type=search]")) return;
    clearTimeout(searchTimer);
    searchTimer = setTimeout(function () {
      var form = input.form;
      var query = new URLSearchParams(new FormData(form));
      try { sessionStorage.setItem("quakes-search-focus", "1"); } catch (error) { /* private mode */ }
      location.replace(form.getAttribute("action") + "?" + query.toString());
    }, 350);
  });

  function restoreSearchFocus() {
    var wanted = false;
    try { wanted = sessionStorage.getItem("quakes-search-focus") === "1"; sessionStorage.removeItem("quakes-search-focus"); } catch (error) { wanted = false; }
    var input = document.querySelector(".quakes-search input[type=search]");
    if (!wanted || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }

  // Menus stay open (and keep the focus) while a live update redraws the toolbar.
  var openMenus = {};
  document.addEventListener("toggle", function (event) {
    var menu = event.target;
    if (menu.matches && menu.matches("details.quakes-menu") && menu.isConnected) {
      openMenus[menu.id] = menu.open;
    }
  }, true);
  var focusedMenuItem = null;
  document.addEventListener("focusin", function (event) {
    var menu = event.target.closest && event.target.closest("details.quakes-menu");
    focusedMenuItem = menu ? { menu: menu.id, text: event.target.textContent } : null;
  });

  function restoreMenus(region) {
    var focusLost = document.activeElement === document.body || !document.activeElement;
    region.querySelectorAll("details.quakes-menu").forEach(function (menu) {
      var name = menu.id;
      if (openMenus[name]) menu.open = true;
      if (focusLost && focusedMenuItem && focusedMenuItem.menu === name) {
        var items = menu.querySelectorAll("summary, button, a");
        for (var index = 0; index < items.length; index += 1) {
          if (items[index].textContent === focusedMenuItem.text) { items[index].focus(); break; }
        }
      }
    });
  }

  function observeRegions() {
    var toolbar = document.getElementById("live-quakes-toolbar");
    if (toolbar) new MutationObserver(function () { restoreMenus(toolbar); }).observe(toolbar, { childList: true });
    var mapRegion = document.getElementById("live-quakes-map");
    if (mapRegion) new MutationObserver(function () {
      var svg = map();
      var focus = svg && svg.getAttribute("data-focus");
      // A redraw keeps the current view; a selection that disappeared returns to the world.
      moveMap(focus ? currentViewBox : worldViewBox, false);
    }).observe(mapRegion, { childList: true });
  }

  function start() {
    observeRegions();
    restoreSearchFocus();
    showSelection();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
