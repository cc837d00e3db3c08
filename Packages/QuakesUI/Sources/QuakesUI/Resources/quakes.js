// The Quakes page's script. Everything works without it (links, GET and POST forms); with it:
// times in the browser's time zone, selection both ways (the list scrolls to the selected row,
// the map moves to the selected quake), a keyboard-usable map, search as you type, a date that
// applies when picked, and menus that stay open while a live update redraws the toolbar.
// No handler is inline: the host's Content-Security-Policy allows scripts from files only.
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("quakes-js");

  // The browser's time zone, without loading the page again. The server writes every time as
  // <time datetime="…Z"> with its text in the page's zone (UTC until the URL names one); this
  // script shows each in the browser's zone (`localize`). It puts the zone in the URL at once,
  // with history.replaceState: this script runs while the body is parsed, before the host's
  // deferred live.js reads the URL to open the page's event stream, so the stream serves the
  // page in that zone and its first update brings the zone's day. Links and forms of the page
  // carry the zone from then on (`carryZone`), so every next page is rendered in it.
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (error) { zone = ""; }
  var pagePath = location.pathname;
  var formats = null;
  if (zone) {
    try {
      formats = {
        // QuakeFormatting.timeOfDay: "09:12".
        time: new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
        // QuakeFormatting.fullDateTime: "Thursday, June 14, 2018 at 6:12:13 PM GMT+9".
        full: new Intl.DateTimeFormat("en-US", {
          timeZone: zone, weekday: "long", month: "long", day: "numeric", year: "numeric",
          hour: "numeric", minute: "2-digit", second: "2-digit", hour12: true, timeZoneName: "short"
        })
      };
    } catch (error) { zone = ""; }
  }
  if (zone) {
    var params = new URLSearchParams(location.search);
    if (params.get("tz") !== zone) {
      params.set("tz", zone);
      history.replaceState(history.state, "", pagePath + "?" + params.toString() + location.hash);
    }
  }

  function parts(format, date) {
    var result = {};
    format.formatToParts(date).forEach(function (part) { result[part.type] = part.value; });
    return result;
  }

  function twoDigits(text) { return ("0" + text).slice(-2); }

  function timeOfDay(date) {
    var time = parts(formats.time, date);
    return (time.hour === "24" ? "00" : twoDigits(time.hour)) + ":" + twoDigits(time.minute);
  }

  function fullDateTime(date) {
    var time = parts(formats.full, date);
    return time.weekday + ", " + time.month + " " + time.day + ", " + time.year + " at " + time.hour + ":" +
      twoDigits(time.minute) + ":" + twoDigits(time.second) + "\u202f" + time.dayPeriod + " " + time.timeZoneName;
  }

  // `url` (a path and query, as the server writes them) with the browser's zone in its query
  // when it is this page's URL; any other URL as it is.
  function withZone(url) {
    if (!zone || url === null) return url;
    var hashAt = url.indexOf("#");
    var hash = hashAt < 0 ? "" : url.slice(hashAt);
    var base = hashAt < 0 ? url : url.slice(0, hashAt);
    var queryAt = base.indexOf("?");
    if ((queryAt < 0 ? base : base.slice(0, queryAt)) !== pagePath) return url;
    var query = new URLSearchParams(queryAt < 0 ? "" : base.slice(queryAt + 1));
    if (query.get("tz") === zone) return url;
    query.set("tz", zone);
    return pagePath + "?" + query.toString() + hash;
  }

  // Links, GET forms and the pages POST forms return to, in `scope`, carry the zone. The
  // server's own links carry it once the page was rendered with the zone in its URL; this
  // covers the first page and the links outside the live regions (the site's navigation).
  function carryZone(scope) {
    scope.querySelectorAll("a[href]").forEach(function (link) {
      var href = link.getAttribute("href");
      var zoned = withZone(href);
      if (zoned !== href) link.setAttribute("href", zoned);
    });
    scope.querySelectorAll("form").forEach(function (form) {
      if ((form.method || "").toLowerCase() === "get") {
        if (form.getAttribute("action") !== pagePath) return;
        var field = form.querySelector("input[name=tz]");
        if (!field) {
          field = document.createElement("input");
          field.type = "hidden";
          field.name = "tz";
          form.appendChild(field);
        }
        if (field.value !== zone) field.value = zone;
        return;
      }
      var back = form.querySelector("input[name=return]");
      if (back) {
        var zoned = withZone(back.value);
        if (zoned !== back.value) back.value = zoned;
      }
    });
  }

  // Every time in `scope` in the browser's zone, the zone named in the footer, and the zone in
  // the links and forms: on load, and again for each region a live update replaces.
  function localize(scope) {
    if (!zone) return;
    scope.querySelectorAll("time[datetime]").forEach(function (element) {
      var date = new Date(element.getAttribute("datetime"));
      if (isNaN(date.getTime())) return;
      var text = element.getAttribute("data-style") === "full" ? fullDateTime(date) : timeOfDay(date);
      if (element.textContent !== text) element.textContent = text;
    });
    scope.querySelectorAll(".quakes-zone").forEach(function (label) {
      var text = "Times in " + zone;
      if (label.textContent !== text) label.textContent = text;
    });
    carryZone(scope);
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
      // Unzoomed, the map is left as the host wrote it (the radius put back, no `data-r`), so
      // live.js can patch it in place.
      if (scale === 1) {
        if (circle.dataset.r) {
          circle.setAttribute("r", circle.dataset.r);
          circle.removeAttribute("data-r");
        }
        return;
      }
      if (!circle.dataset.r) circle.dataset.r = circle.getAttribute("r");
      circle.setAttribute("r", String(Number((Number(circle.dataset.r) * scale).toFixed(2))));
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

  // The selected row, brought into the list's view only when it is out of it (a quake picked
  // on the map): a row the person clicked stays where it is.
  function scrollRowIntoView() {
    var list = document.getElementById("live-quakes-list");
    var row = list && list.querySelector(".quake-row.selected");
    if (!row) return;
    var listBox = list.getBoundingClientRect();
    var rowBox = row.getBoundingClientRect();
    if (rowBox.top < listBox.top || rowBox.bottom > listBox.bottom) scrollToSelectedRow(true);
  }

  // The map's focus the map was last moved to.
  var shownFocus = null;

  function showSelection() {
    var svg = map();
    var focus = svg && svg.getAttribute("data-focus");
    shownFocus = focus;
    moveMap(focus || worldViewBox, true);
    scrollToSelectedRow(true);
  }

  // In place through the host's live script when it runs (the list, the map and the address
  // bar change, the page stays); a page load otherwise.
  function go(url, replace) {
    if (window.liveVisit) window.liveVisit(url, { replace: replace });
    else if (replace) location.replace(url);
    else location.assign(url);
  }

  function select(circle) {
    var svg = circle.closest("svg.quakes-map");
    if (!svg) return;
    go(withZone(svg.getAttribute("data-select") + encodeURIComponent(circle.getAttribute("data-q"))), false);
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
  // moment after the last key; in place, the box keeps the focus and the caret (without the
  // live script the page loads again and the focus is put back).
  var searchTimer = 0;
  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches(".quakes-search input[type=search]")) return;
    clearTimeout(searchTimer);
    searchTimer = setTimeout(function () {
      // The form on the page now: a live update may have replaced the one typed in.
      var form = document.querySelector("form.quakes-search") || input.form;
      var query = new URLSearchParams(new FormData(form));
      if (!window.liveVisit) {
        try { sessionStorage.setItem("quakes-search-focus", "1"); } catch (error) { /* private mode */ }
      }
      go(form.getAttribute("action") + "?" + query.toString(), true);
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
  // A click outside an open menu closes it, as menus do (the page no longer loads again after
  // every click, which used to close them).
  document.addEventListener("click", function (event) {
    document.querySelectorAll("details.quakes-menu[open]").forEach(function (menu) {
      if (!menu.contains(event.target)) {
        menu.open = false;
        openMenus[menu.id] = false;
      }
    });
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

  // The search box needs nothing here: live.js keeps a form in use as it is, with what was
  // typed, the focus and the caret.
  function regionReplaced(region) {
    localize(region);
    if (region.id === "live-quakes-toolbar") {
      restoreMenus(region);
    } else if (region.id === "live-quakes-map") {
      var svg = map();
      var focus = svg && svg.getAttribute("data-focus");
      if (focus && focus !== shownFocus) {
        // Another quake selected in place: the map moves to it and its row comes into view.
        shownFocus = focus;
        moveMap(focus, true);
        scrollRowIntoView();
        return;
      }
      shownFocus = focus;
      // A redraw keeps the current view; a selection that disappeared returns to the world.
      moveMap(focus ? currentViewBox : worldViewBox, false);
    }
  }

  // A region changed by the live script (morphed in place: nodes deep inside may be new) is
  // localized again; the map keeps its view.
  function observeRegions() {
    document.addEventListener("live:update", function (event) {
      event.detail.regions.forEach(function (id) {
        var region = document.getElementById(id);
        if (region) regionReplaced(region);
      });
    });
  }

  function start() {
    localize(document);
    observeRegions();
    restoreSearchFocus();
    showSelection();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
