#!/usr/bin/env python3
"""I1 (issue #36): what one interaction costs in a real Chromium, per build, side by side.

For each interaction of the issue's table (Counter Increment; Animals open a category, select
an animal, Add (dialog, fill, Save), edit (Save), delete (confirm); Quakes select a quake in
the scrolled list, one search keystroke and a map circle, with the sample week loaded) and
each build given, over N rounds after warm-up rounds:

- document loads: main-frame requests of type Document (CDP `Network.requestWillBeSent`, one
  per request id, so a POST answered 303 and the page it leads to count once, as the browser
  loads one document);
- HTTP bytes: request headers (`Network.requestWillBeSentExtraInfo`, what went on the wire, so
  a response served from cache costs nothing; the request line, which CDP does not give,
  counted as 40 bytes) plus the request body, plus what the
  response brought (`Network.loadingFinished.encodedDataLength`, headers included, and each
  redirect's headers); a WebSocket's handshake counts here too, since it is an HTTP exchange;
- WebSocket bytes: the payload of every frame sent and received (`Network.webSocketFrameSent`
  and `…Received`);
- new WebSockets (`Network.webSocketCreated`);
- click to visible change: `performance.timeOrigin + performance.now()` stamped by a
  capture-phase listener on `window` (registered before any page script, so it runs first) for
  the click or key press, to the first MutationObserver callback in which every condition of
  the interaction's effect holds (the element that shows it, its text). When the interaction
  loads a document, the stamp waits in sessionStorage and the new document's observer (the
  same init script, installed before the parser runs) finds the effect as it is parsed. An
  interaction in steps (open a dialog, then Save) times each step; the table shows the last.

Counting starts with the page loaded at the interaction's starting location and quiet, and
ends once the effect is shown and the network has been quiet for a moment (every request
finished, no frame for QUIET_MS, the live channel open): what the page does because of the
interaction (the new page's assets and socket, a field's validation while filling the form)
is the interaction's cost.

Builds run side by side against their own servers (`--quakes-feed sample`, a fresh data folder
each), rounds alternating which build goes first, so a machine that gets busier or quieter
weighs on both alike. `--latency MS` adds rounds of the last build with the simulated latency
switch (`localStorage['live-latency']`, set before each document's scripts run; live.js
delays everything the tab sends by that much), to show how many round trips an interaction
waits for.

usage: in_place.py --build before=BINARY --build after=BINARY [--rounds 15] [--warmup 2]
                   [--latency 300] [--json FILE] [--markdown FILE] [--bench-rows]
                   [--only counter-increment,quakes-select]
Run with the browser tests' venv (Playwright) and the system Chromium (CHROMIUM overrides it).
--bench-rows prints the goal rows in `Scripts/bench`'s table format (id I1) instead of the
table (then written to --markdown only).
"""

import argparse
import json
import math
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
from pathlib import Path
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field

from playwright.sync_api import Page, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Scripts"))
from harness.processes import free_port  # noqa: E402 (the one way to a free port)

WEEK_TOTAL = 4655
# Quiet the network must be after the effect before a round's counts are read: long enough for
# the trailing traffic of a document load (its assets, its socket's first update).
QUIET_MS = 300
# One round of one interaction may take this long at most (a 10 s visit fallback included).
ROUND_TIMEOUT_S = 30
# The search keystroke: one letter that filters the sample week's default day (298 quakes) to
# a part of it (54), so the list and map change visibly.
SEARCH_KEY = "e"

# Installed in every document of the benchmark's contexts before any of the page's scripts.
INIT_SCRIPT = r"""
(() => {
  const CLICK = "bench:click", HIT = "bench:hit";
  const clock = () => performance.timeOrigin + performance.now();
  const read = (key) => { try { return JSON.parse(sessionStorage.getItem(key)); } catch (_) { return null; } };
  const write = (key, value) => { try { sessionStorage.setItem(key, JSON.stringify(value)); } catch (_) {} };

  // Each condition: elements matching `sel` (with exactly `text`, or not `notText`, when given)
  // exist, or with `none` do not.
  function states(spec) {
    return spec.conds.map((c) => {
      let found = 0;
      for (const element of document.querySelectorAll(c.sel)) {
        const text = element.textContent.trim();
        if (c.text !== undefined && text !== c.text) continue;
        if (c.notText !== undefined && text === c.notText) continue;
        found += 1;
      }
      return c.none ? found === 0 : found > 0;
    });
  }

  function watch(spec, t0, target) {
    const first = {};
    let done = false;
    const check = () => {
      if (done) return;
      const now = clock();
      const held = states(spec);
      held.forEach((ok, i) => { if (ok && first[i] === undefined) first[i] = now - t0; });
      if (!held.every(Boolean)) return;
      done = true;
      observer.disconnect();
      const hit = { ms: now - t0, first, location: location.pathname + location.search };
      write(HIT, hit);
      // The next frame's start after the change, for reference (not the table's figure).
      requestAnimationFrame(() => { hit.frame = clock() - t0; write(HIT, hit); });
    };
    const observer = new MutationObserver(check);
    observer.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
    if (target === document) document.addEventListener("DOMContentLoaded", check);
  }

  function stamp(event) {
    const spec = window.__benchSpec;
    if (!spec || event.type !== spec.event) return;
    window.__benchSpec = null;
    const t0 = clock();
    write(CLICK, { t0, spec });
    sessionStorage.removeItem(HIT);
    const root = (spec.root && document.querySelector(spec.root)) || document;
    watch(spec, t0, root);
  }
  addEventListener("click", stamp, true);
  addEventListener("keydown", stamp, true);

  // A document loaded because of the interaction: its own observer finds the effect as the
  // parser builds it.
  const pending = read(CLICK);
  if (pending && !read(HIT)) watch(pending.spec, pending.t0, document);

  window.__benchArm = (spec) => {
    sessionStorage.removeItem(CLICK);
    sessionStorage.removeItem(HIT);
    window.__benchSpec = spec;
  };
  window.__benchRead = () => ({ click: read(CLICK), hit: read(HIT) });
})();
"""


class Server:
    """One Showcase on loopback with a fresh data folder."""

    def __init__(self, label: str, binary: str):
        self.label = label
        self.binary = binary
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.data = tempfile.mkdtemp(prefix=f"in-place-{label}-")
        self.log = open(os.path.join(self.data, "server.log"), "wb")
        self.process = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", str(self.port), "--data-dir", self.data,
             "--quakes-feed", "sample", "--log-level", "error"],
            stdout=self.log, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{self.base_url}/healthz", timeout=2).close()
                return
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"{label}: the server did not start ({binary})")
                time.sleep(0.1)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        shutil.rmtree(self.data, ignore_errors=True)


def header_bytes(headers: dict) -> int:
    return sum(len(f"{name}: {value}\r\n".encode()) for name, value in headers.items()) + 2


def payload_bytes(frame: dict) -> int:
    data = frame.get("payloadData", "")
    if frame.get("opcode") == 2:
        return len(data) * 3 // 4  # base64
    return len(data.encode())


class Traffic:
    """What the page's network does, from its own CDP session (Network domain)."""

    def __init__(self, page: Page):
        self.session = page.context.new_cdp_session(page)
        self.reset()
        self.inflight: set[str] = set()
        self.last_event = time.monotonic()
        for name in ("requestWillBeSent", "requestWillBeSentExtraInfo", "loadingFinished", "loadingFailed",
                     "webSocketCreated", "webSocketWillSendHandshakeRequest",
                     "webSocketHandshakeResponseReceived", "webSocketFrameSent", "webSocketFrameReceived"):
            self.session.on(f"Network.{name}", getattr(self, f"_{name}"))
        self.session.send("Network.enable")

    def reset(self) -> None:
        self.documents: set[str] = set()
        self.http_bytes = 0
        self.ws_bytes = 0
        self.sockets = 0
        self.requests = 0
        # Bytes by request (method and path), for the JSON: what the totals are made of.
        self.by_request: dict[str, list] = {}
        # A request's ExtraInfo may arrive before the request itself.
        self.early: dict[str, int] = {}

    def _add(self, request_id: str, size: int) -> None:
        self.http_bytes += size
        if request_id in self.by_request:
            self.by_request[request_id][2] += size
        else:
            self.early[request_id] = self.early.get(request_id, 0) + size

    def _touch(self) -> None:
        self.last_event = time.monotonic()

    def _requestWillBeSent(self, event) -> None:
        self._touch()
        request = event["request"]
        request_id = event["requestId"]
        self.inflight.add(request_id)
        path = re.sub(r"^https?://[^/]+", "", request["url"])
        if "redirectResponse" in event:
            self._add(request_id, event["redirectResponse"].get("encodedDataLength", 0))
            self.by_request.get(request_id, [None, ""])[1] += " -> " + path
        elif not path.startswith("data:"):  # not a request on the network
            self.requests += 1
            self.by_request[request_id] = [request["method"], path, self.early.pop(request_id, 0)]
            body = request.get("postData")
            if body is not None:
                self._add(request_id, len(body.encode()))
            else:
                for entry in request.get("postDataEntries", []):
                    self._add(request_id, len(entry.get("bytes", "")) * 3 // 4)
        if event.get("type") == "Document":
            self.documents.add(event["requestId"])

    def _requestWillBeSentExtraInfo(self, event) -> None:
        # What went on the wire: a request line (about "GET /path HTTP/1.1") and its headers.
        self._touch()
        self._add(event["requestId"], header_bytes(event.get("headers", {})) + 40)

    def _loadingFinished(self, event) -> None:
        self._touch()
        self.inflight.discard(event["requestId"])
        self._add(event["requestId"], int(event.get("encodedDataLength", 0)))

    def _loadingFailed(self, event) -> None:
        self._touch()
        self.inflight.discard(event["requestId"])

    def _webSocketCreated(self, event) -> None:
        self._touch()
        self.sockets += 1

    def _webSocketWillSendHandshakeRequest(self, event) -> None:
        self._touch()
        self.http_bytes += header_bytes(event["request"].get("headers", {})) + 40

    def _webSocketHandshakeResponseReceived(self, event) -> None:
        self._touch()
        response = event["response"]
        text = response.get("headersText")
        self.http_bytes += len(text.encode()) if text else header_bytes(response.get("headers", {})) + 34

    def _webSocketFrameSent(self, event) -> None:
        self._touch()
        self.ws_bytes += payload_bytes(event["response"])

    def _webSocketFrameReceived(self, event) -> None:
        self._touch()
        self.ws_bytes += payload_bytes(event["response"])


def settle(page: Page, traffic: Traffic, need_hit: bool = True) -> dict | None:
    """Waits for the armed effect (when `need_hit`), then for the network to be quiet with the
    live channel open. Returns the effect's timing."""
    deadline = time.monotonic() + ROUND_TIMEOUT_S
    hit = None
    while True:
        page.wait_for_timeout(25)
        if time.monotonic() > deadline:
            raise TimeoutError(f"no effect or no quiet within {ROUND_TIMEOUT_S} s at {page.url}")
        try:
            state = page.evaluate("() => ({ bench: window.__benchRead && window.__benchRead(),"
                                  " live: document.documentElement.dataset.live || '' })")
        except Exception:  # the page is between two documents
            continue
        if need_hit:
            bench = state["bench"] or {}
            hit = bench.get("hit")
            if not hit:
                continue
        quiet = (time.monotonic() - traffic.last_event) * 1000 >= QUIET_MS
        if quiet and not traffic.inflight and state["live"] == "open":
            return hit


def arm(page: Page, event: str, conds: list[dict], root: str = "main") -> None:
    page.evaluate("spec => window.__benchArm(spec)", {"event": event, "conds": conds, "root": root})


# ---- Interactions -------------------------------------------------------------------------------
#
# Each is a function (runner, round number, state) -> Round that loads its starting location
# first (not counted: `begin` resets the counters), then acts in one or more timed steps.
# `state` carries what one interaction leaves to the next (the animal added, then edited, then
# deleted), so every round ends where it started.


@dataclass
class Round:
    """One round of one interaction: each step's time (and when each condition first held,
    and the next frame), and what the whole interaction cost."""

    steps: dict[str, float] = field(default_factory=dict)
    first: dict[str, dict] = field(default_factory=dict)
    frames: dict[str, float] = field(default_factory=dict)
    documents: int = 0
    http_bytes: int = 0
    ws_bytes: int = 0
    sockets: int = 0
    requests: int = 0
    kept: bool = True
    notes: dict = field(default_factory=dict)


class Runner:
    def __init__(self, page: Page, base_url: str):
        self.page = page
        self.base_url = base_url
        self.traffic = Traffic(page)
        self.round: Round | None = None

    def load(self, path: str) -> None:
        """Loads the interaction's starting location and waits until it is quiet (not counted)."""
        self.page.goto(self.base_url + path)
        expect(self.page.locator("html[data-live=open]")).to_have_count(1, timeout=20_000)
        settle(self.page, self.traffic, need_hit=False)

    def begin(self) -> None:
        self.page.evaluate("window.__benchMarker = true")
        self.traffic.reset()
        self.round = Round()

    def step(self, name: str, event: str, conds: list[dict], act, root: str = "main") -> None:
        arm(self.page, event, conds, root)
        act()
        hit = settle(self.page, self.traffic)
        self.round.steps[name] = hit["ms"]
        self.round.first[name] = hit.get("first", {})
        if "frame" in hit:
            self.round.frames[name] = hit["frame"]

    def end(self) -> Round:
        result = self.round
        traffic = self.traffic
        result.documents = len(traffic.documents)
        result.http_bytes = traffic.http_bytes
        result.ws_bytes = traffic.ws_bytes
        result.sockets = traffic.sockets
        result.requests = traffic.requests
        result.notes["requests"] = [entry for entry in traffic.by_request.values()]
        result.kept = bool(self.page.evaluate("window.__benchMarker === true"))
        self.round = None
        return result


def counter_increment(run: Runner, number: int, state: dict) -> Round:
    run.load("/counter")
    value = int(run.page.locator("#live-counter .value").inner_text().split(":")[1])
    run.begin()
    button = run.page.get_by_role("button", name="Increment")
    run.step("increment", "click", [{"sel": "#live-counter .value", "text": f"Value: {value + 1}"}],
             button.click, root="#live-counter")
    return run.end()


def animals_category(run: Runner, number: int, state: dict) -> Round:
    run.load("/animals?category=Bird")
    run.begin()
    link = run.page.get_by_role("list", name="Categories").get_by_role("link", name="Mammal", exact=True)
    run.step("category", "click", [{"sel": "#animals-list-title", "text": "Mammal"}], link.click)
    return run.end()


def animals_select(run: Runner, number: int, state: dict) -> Round:
    run.load("/animals?category=Mammal")
    run.begin()
    link = run.page.get_by_role("list", name="Animals in Mammal").get_by_role("link", name="Red kangaroo", exact=True)
    run.step("select", "click", [{"sel": "#animals-detail-title", "text": "Red kangaroo"}], link.click)
    return run.end()


EDITOR_OPEN = "#live-animals-editor dialog[open] #animals-editor-title"
NO_EDITOR = {"sel": "#live-animals-editor dialog", "none": True}


def settle_typing(run: Runner) -> None:
    # Filling a field asks the server to validate it (debounced): part of the interaction's
    # traffic, as for a person who takes a moment to type.
    run.page.wait_for_timeout(400)
    settle(run.page, run.traffic, need_hit=False)


def animals_add(run: Runner, number: int, state: dict) -> Round:
    name = f"Bench {state['label']} {number}"
    state["name"] = name
    run.load("/animals?category=Bird")
    run.begin()
    page = run.page
    run.step("dialog", "click", [{"sel": EDITOR_OPEN, "text": "Add Animal"}],
             page.get_by_role("button", name="Add an animal").click)
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Category", exact=True).select_option(label="Bird")
    page.get_by_label("Diet", exact=True).select_option(label="Carnivore")
    settle_typing(run)
    run.step("save", "click", [{"sel": "ul[aria-label='Animals in Bird'] a", "text": name}, NO_EDITOR],
             page.get_by_role("button", name="Save", exact=True).click)
    return run.end()


def animal_location(run: Runner, name: str) -> str:
    run.load("/animals?category=Bird")
    link = run.page.get_by_role("list", name="Animals in Bird").get_by_role("link", name=name, exact=True)
    return link.get_attribute("href")


def animals_edit(run: Runner, number: int, state: dict) -> Round:
    name = state["name"]
    renamed = name + " edited"
    run.load(animal_location(run, name))
    run.begin()
    page = run.page
    run.step("dialog", "click", [{"sel": EDITOR_OPEN, "text": "Edit Animal"}],
             page.get_by_role("button", name=f"Edit {name}", exact=True).click)
    page.get_by_label("Name", exact=True).fill(renamed)
    settle_typing(run)
    run.step("save", "click", [{"sel": "#animals-detail-title", "text": renamed}, NO_EDITOR],
             page.get_by_role("button", name="Save", exact=True).click)
    state["name"] = renamed
    return run.end()


def animals_delete(run: Runner, number: int, state: dict) -> Round:
    name = state["name"]
    run.load(animal_location(run, name))
    run.begin()
    page = run.page
    run.step("dialog", "click", [{"sel": "#live-animals-alert dialog[open] #animals-alert-title", "text": f"Delete {name}?"}],
             page.get_by_role("button", name=f"Delete {name}", exact=True).click)
    run.step("confirm", "click",
             [{"sel": "#live-animals-detail .animals-empty"},
              {"sel": "ul[aria-label='Animals in Bird'] a", "text": name, "none": True},
              {"sel": "#live-animals-alert dialog", "none": True}],
             page.get_by_role("button", name=f"Yes, delete {name}", exact=True).click)
    return run.end()


def quakes_page(run: Runner) -> None:
    run.load("/quakes?tz=UTC")
    expect(run.page.locator(".quakes-total")).to_have_text(f"{WEEK_TOTAL} total")


def scroll_state(page: Page) -> dict:
    return page.evaluate("() => ({ page: window.scrollY,"
                         " list: document.getElementById('live-quakes-list').scrollTop })")


def quakes_select(run: Runner, number: int, state: dict) -> Round:
    quakes_page(run)
    page = run.page
    # The page scrolled and the list scrolled, as a person reading down the list has them.
    page.evaluate("() => { window.scrollTo(0, 200); document.getElementById('live-quakes-list').scrollTop = 300; }")
    page.wait_for_timeout(100)
    # A row wholly visible in the list and the window, a different one each round, clicked at
    # its middle (a locator's click would scroll it into view first).
    target = page.evaluate("""(n) => {
      const list = document.getElementById('live-quakes-list').getBoundingClientRect();
      const rows = [...document.querySelectorAll('.quakes-list .quake-row:not(.selected)')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= Math.max(list.top, 0) && box.bottom <= Math.min(list.bottom, innerHeight);
      });
      const row = rows[n % rows.length];
      const box = row.getBoundingClientRect();
      return { id: row.dataset.q, x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }""", number)
    before = scroll_state(page)
    run.begin()
    run.step("select", "click", [{"sel": f".quake-row.selected[data-q='{target['id']}']"}],
             lambda: page.mouse.click(target["x"], target["y"]))
    after = scroll_state(page)
    run.round.notes["scroll_kept"] = abs(after["page"] - before["page"]) < 2 and abs(after["list"] - before["list"]) < 2
    run.round.notes["scroll"] = {"before": before, "after": after}
    return run.end()


def quakes_search(run: Runner, number: int, state: dict) -> Round:
    quakes_page(run)
    page = run.page
    search = page.get_by_role("searchbox")
    search.click()
    shown = page.locator(".quakes-count").inner_text().strip()
    run.begin()
    run.step("keystroke", "keydown", [{"sel": ".quakes-count", "notText": shown}],
             lambda: page.keyboard.press(SEARCH_KEY))
    run.round.notes["focus_kept"] = bool(page.evaluate(
        "(key) => { const input = document.activeElement; return !!input && input.type === 'search' &&"
        " input.value === key && input.selectionStart === key.length; }", SEARCH_KEY))
    return run.end()


def quakes_circle(run: Runner, number: int, state: dict) -> Round:
    quakes_page(run)
    page = run.page
    # A circle not covered by another at its centre (a click there reaches it), a different one
    # each round.
    target = page.evaluate("""(n) => {
      const circles = [...document.querySelectorAll('svg.quakes-map circle[data-q]:not(.selected)')].filter((circle) => {
        const box = circle.getBoundingClientRect();
        const x = box.left + box.width / 2, y = box.top + box.height / 2;
        return y > 0 && y < innerHeight && document.elementFromPoint(x, y) === circle;
      });
      const circle = circles[(n * 7) % circles.length];
      const box = circle.getBoundingClientRect();
      return { id: circle.dataset.q, x: box.left + box.width / 2, y: box.top + box.height / 2, count: circles.length };
    }""", number)
    run.begin()
    run.step("circle", "click", [{"sel": f".quake-row.selected[data-q='{target['id']}']"}],
             lambda: page.mouse.click(target["x"], target["y"]))
    return run.end()


INTERACTIONS = [
    ("counter-increment", "Counter: Increment", counter_increment),
    ("animals-category", "Animals: open a category", animals_category),
    ("animals-select", "Animals: select an animal", animals_select),
    ("animals-add", "Animals: Add an animal (dialog, fill, Save)", animals_add),
    ("animals-edit", "Animals: edit an animal (dialog, Save)", animals_edit),
    ("animals-delete", "Animals: delete an animal (dialog, confirm)", animals_delete),
    ("quakes-select", "Quakes: select a quake in the list (page scrolled, week loaded)", quakes_select),
    ("quakes-search", "Quakes: search, one keystroke (week loaded)", quakes_search),
    ("quakes-circle", "Quakes: click a map circle (week loaded)", quakes_circle),
]

# Goals of issue #36 (release build, loopback), for the build measured last.
GOALS = {
    "counter-increment": (1024, 16),
    "animals-category": (8 * 1024, 25),
    "animals-select": (8 * 1024, 25),
    "quakes-select": (16 * 1024, 40),
}


def load_week(page: Page, base_url: str) -> None:
    """The sample week, refreshed from the toolbar menu as a person does it."""
    page.goto(f"{base_url}/quakes?tz=UTC")
    page.get_by_role("button", name="Refresh", exact=True).click()
    page.get_by_role("menuitem", name="All Week").click()
    expect(page.locator(".quakes-total")).to_have_text(f"{WEEK_TOTAL} total", timeout=60_000)
    expect(page.locator(".quakes-count")).not_to_have_text("0 earthquakes")


@dataclass
class Variant:
    label: str
    server: Server
    runner: Runner | None = None
    state: dict = field(default_factory=dict)
    results: dict[str, list[Round]] = field(default_factory=dict)
    failures: dict[str, list[str]] = field(default_factory=dict)


def new_runner(browser, server: Server, latency: int = 0) -> Runner:
    context = browser.new_context(viewport={"width": 1280, "height": 720}, timezone_id="UTC", locale="en-US")
    context.set_default_timeout(20_000)
    context.add_init_script(INIT_SCRIPT)
    if latency:
        context.add_init_script(f"localStorage.setItem('live-latency', '{latency}')")
    page = context.new_page()
    return Runner(page, server.base_url)


def run_round(variant: Variant, interactions, number: int, record: bool) -> None:
    for key, _, function in interactions:
        try:
            result = function(variant.runner, number, variant.state)
        except Exception as error:  # reported, and the round goes on with the next interaction
            variant.failures.setdefault(key, []).append(f"round {number}: {str(error).splitlines()[0]}")
            print(f"  {variant.label} {key} round {number} failed: {str(error).splitlines()[0]}", file=sys.stderr, flush=True)
            if key == "animals-add":
                variant.state["name"] = None
            continue
        if record:
            variant.results.setdefault(key, []).append(result)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = fraction * (len(ordered) - 1)
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def summary(rounds: list[Round]) -> dict:
    if not rounds:
        return {}
    last = list(rounds[0].steps)[-1]
    result = {
        "rounds": len(rounds),
        "documents": statistics.median(r.documents for r in rounds),
        "kept": sum(r.kept for r in rounds) / len(rounds),
        "http_bytes": statistics.median(r.http_bytes for r in rounds),
        "ws_bytes": statistics.median(r.ws_bytes for r in rounds),
        "sockets": statistics.median(r.sockets for r in rounds),
        "requests": statistics.median(r.requests for r in rounds),
        "steps": {},
    }
    for name in rounds[0].steps:
        values = [r.steps[name] for r in rounds if name in r.steps]
        result["steps"][name] = {"p50": percentile(values, 0.5), "p95": percentile(values, 0.95)}
    result["last_step"] = last
    result["p50"] = result["steps"][last]["p50"]
    result["p95"] = result["steps"][last]["p95"]
    for note in ("scroll_kept", "focus_kept"):
        values = [r.notes[note] for r in rounds if note in r.notes]
        if values:
            result[note] = sum(values) / len(values)
    return result


def kb(value: float) -> str:
    return f"{value / 1024:.1f} KB" if value >= 1024 else f"{value:.0f} B"


def ratio(after: float, before: float) -> str:
    if not before:
        return "-"
    return f"{after / before:.2f}x"


def fraction_text(value: float) -> str:
    return "yes" if value == 1 else "no" if value == 0 else f"{value * 100:.0f}%"


def markdown(variants: list[Variant], latency: Variant | None, latency_ms: int) -> str:
    labels = [v.label for v in variants]
    arrow = " → ".join(labels)
    lines = [
        f"| interaction ({arrow}) | document loads | page kept | HTTP bytes | WebSocket bytes | new WebSockets | click to visible change p50 | p95 |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key, title, _ in INTERACTIONS:
        sums = [summary(v.results.get(key, [])) for v in variants]
        if not any(sums):
            continue

        def cells(render, name):
            return " → ".join(render(s[name]) if s else "failed" for s in sums)

        def with_ratio(text, name):
            if len(sums) == 2 and all(sums) and sums[0][name]:
                return f"{text} ({ratio(sums[1][name], sums[0][name])})"
            return text

        kept = []
        for s in sums:
            if not s:
                kept.append("failed")
                continue
            text = fraction_text(s["kept"])
            if "scroll_kept" in s:
                text += ", scroll " + ("kept" if s["scroll_kept"] == 1 else "lost" if s["scroll_kept"] == 0 else f"kept {s['scroll_kept'] * 100:.0f}%")
            if "focus_kept" in s:
                text += ", focus " + ("kept" if s["focus_kept"] == 1 else "lost" if s["focus_kept"] == 0 else f"kept {s['focus_kept'] * 100:.0f}%")
            kept.append(text)
        times = []
        for s in sums:
            if not s:
                times.append("failed")
                continue
            text = f"{s['p50']:.0f} ms"
            if len(s["steps"]) > 1:
                text += " (" + ", ".join(f"{n} {v['p50']:.0f}" for n, v in s["steps"].items() if n != s["last_step"]) + " ms)"
            times.append(text)
        time_cell = " → ".join(times)
        if len(sums) == 2 and all(sums):
            time_cell += f" ({ratio(sums[1]['p50'], sums[0]['p50'])})"
        lines.append(
            f"| {title} | {cells(lambda v: f'{v:g}', 'documents')} | {' → '.join(kept)} | "
            f"{with_ratio(cells(kb, 'http_bytes'), 'http_bytes')} | {cells(kb, 'ws_bytes')} | "
            f"{cells(lambda v: f'{v:g}', 'sockets')} | {time_cell} | "
            f"{cells(lambda v: f'{v:.0f} ms', 'p95')} |"
        )
    if latency is not None:
        base = variants[-1]
        lines += [
            "",
            f"Simulated latency ({base.label}, `live-latency` {latency_ms} ms: what the tab sends waits that long), click to visible change p50 per step:",
            "",
            f"| interaction | step | without | with {latency_ms} ms | added | round trips |",
            "|---|---|---|---|---|---|",
        ]
        for key, title, _ in INTERACTIONS:
            plain, slow = summary(base.results.get(key, [])), summary(latency.results.get(key, []))
            if not plain or not slow:
                continue
            for name, values in slow["steps"].items():
                if name not in plain["steps"]:
                    continue
                added = values["p50"] - plain["steps"][name]["p50"]
                # Each send the step waits for adds the latency once: the added time, in
                # latencies, rounded, is how many round trips the step takes.
                lines.append(f"| {title} | {name} | {plain['steps'][name]['p50']:.0f} ms | {values['p50']:.0f} ms | "
                             f"{added:.0f} ms | {round(added / latency_ms)} |")
    failures = [(v.label, key, items) for v in variants + ([latency] if latency else []) for key, items in v.failures.items()]
    if failures:
        lines += ["", "Failed rounds:"]
        for label, key, items in failures:
            lines.append(f"- {label} {key}: {len(items)} ({'; '.join(items[:3])})")
    return "\n".join(lines)


def bench_rows(variants: list[Variant]) -> str:
    """Goal rows in Scripts/bench's table: id | what | median | baseline median | ratio | goal | holds?"""
    after = variants[-1]
    before = variants[0] if len(variants) > 1 else None
    rows = []
    for key, title, _ in INTERACTIONS:
        now = summary(after.results.get(key, []))
        if not now:
            continue
        then = summary(before.results.get(key, [])) if before else {}
        base_time = f"{then['p50']:.0f} ms" if then else "-"
        base_bytes = kb(then["http_bytes"] + then["ws_bytes"]) if then else "-"
        zero = now["documents"] == 0 and now["sockets"] == 0
        base_counts = f"{then['documents']:g} / {then['sockets']:g}" if then else "-"
        rows.append(f"| I1 | {title}: document loads / new sockets | {now['documents']:g} / {now['sockets']:g} | "
                    f"{base_counts} | - | 0 / 0 | {'yes' if zero else 'NO'} |")
        goal = GOALS.get(key)
        total = now["http_bytes"] + now["ws_bytes"]
        if goal:
            size_goal, time_goal = goal
            rows.append(f"| I1 | {title}: bytes, HTTP + WebSocket | {kb(total)} | {base_bytes} | "
                        f"{ratio(total, then['http_bytes'] + then['ws_bytes']) if then else '-'} | < {kb(size_goal)} | {'yes' if total < size_goal else 'NO'} |")
            rows.append(f"| I1 | {title}: click to visible change p50 | {now['p50']:.0f} ms | {base_time} | "
                        f"{ratio(now['p50'], then['p50']) if then else '-'} | <= {time_goal} ms | {'yes' if now['p50'] <= time_goal else 'NO'} |")
    return "\n".join(rows)


def as_json(variant: Variant) -> dict:
    return {
        "label": variant.label,
        "binary": variant.server.binary,
        "summary": {key: summary(rounds) for key, rounds in variant.results.items()},
        "rounds": {key: [r.__dict__ for r in rounds] for key, rounds in variant.results.items()},
        "failures": variant.failures,
    }


def machine() -> dict:
    memory = ""
    try:
        with open("/proc/meminfo") as info:
            memory = f"{int(info.readline().split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    return {
        "nproc": os.cpu_count(),
        "memory": memory,
        "kernel": platform.release(),
        "load": os.getloadavg(),
        "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", action="append", required=True, metavar="LABEL=BINARY",
                        help="a Showcase binary to measure (give two: before, then after)")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--latency", type=int, default=0, help="also run the last build with this simulated latency (ms)")
    parser.add_argument("--latency-rounds", type=int, default=0, help="rounds of the latency run (default: --rounds)")
    parser.add_argument("--only", default="", help="comma-separated interaction keys")
    parser.add_argument("--json", help="write every round and the summaries here")
    parser.add_argument("--markdown", help="write the table here too")
    parser.add_argument("--bench-rows", action="store_true", help="print the goal rows in Scripts/bench's format, not the table")
    options = parser.parse_args()

    interactions = INTERACTIONS
    if options.only:
        wanted = set(options.only.split(","))
        interactions = [entry for entry in INTERACTIONS if entry[0] in wanted]
        unknown = wanted - {entry[0] for entry in interactions}
        if unknown:
            parser.error(f"unknown interaction {', '.join(sorted(unknown))}")
    chromium = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")

    variants: list[Variant] = []
    latency_variant = None
    started = machine()
    try:
        for entry in options.build:
            label, _, binary = entry.partition("=")
            variants.append(Variant(label, Server(label, binary)))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=["--no-sandbox"])
            for variant in variants:
                variant.state["label"] = variant.label
                variant.runner = new_runner(browser, variant.server)
                load_week(variant.runner.page, variant.server.base_url)
            total = options.warmup + options.rounds
            for number in range(total):
                record = number >= options.warmup
                # Alternating which build goes first: a machine getting busier or quieter
                # weighs on both.
                order = variants if number % 2 == 0 else list(reversed(variants))
                for variant in order:
                    run_round(variant, interactions, number, record)
                print(f"round {number + 1}/{total}{'' if record else ' (warm-up)'} done", file=sys.stderr, flush=True)
            if options.latency:
                last = variants[-1]
                latency_variant = Variant(f"{last.label}, {options.latency} ms latency", last.server)
                latency_variant.state["label"] = f"{last.label} slow"
                latency_variant.runner = new_runner(browser, last.server, options.latency)
                rounds = options.latency_rounds or options.rounds
                for number in range(options.warmup + rounds):
                    run_round(latency_variant, interactions, number, number >= options.warmup)
                    print(f"latency round {number + 1}/{options.warmup + rounds} done", file=sys.stderr, flush=True)
            browser.close()
    finally:
        for variant in variants:
            variant.server.stop()

    table = markdown(variants, latency_variant, options.latency)
    # With --bench-rows, stdout is part of Scripts/bench's table: the rows only (the table goes
    # to --markdown).
    print(bench_rows(variants) if options.bench_rows else table)
    if options.markdown:
        with open(options.markdown, "w") as output:
            output.write(table + "\n")
    if options.json:
        os.makedirs(os.path.dirname(os.path.abspath(options.json)), exist_ok=True)
        with open(options.json, "w") as output:
            json.dump({
                "id": "I1",
                "machine": started,
                "finished": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
                "rounds": options.rounds,
                "warmup": options.warmup,
                "quiet_ms": QUIET_MS,
                "builds": [as_json(v) for v in variants],
                "latency": {"ms": options.latency, **as_json(latency_variant)} if latency_variant else None,
            }, output, indent=1, default=str)


if __name__ == "__main__":
    main()
