#!/usr/bin/env python3
"""A soak of the Scripts/cluster deployment: starts it (the harness's `Cluster`), drives a
steady mixed load through nginx for MINUTES, samples every instance once per interval and ends
with a table and a verdict. `Scripts/soak` runs it; neither Scripts/test nor CI does.

The load (threads of this process, all through nginx, without the stickiness cookie unless
said, so it spreads over every instance):
  pages     GET /, /counter, /animals?category=<one of the sample categories>, /quakes
  posts     Counter increment; every ANIMALS_EVERY s an animal added to Fish, then every
            "Soak" animal a page shows deleted (the data stays bounded); every QUAKES_EVERY s a
            Quakes refresh from the sample feed (hour, day, week in turn)
  live      TABS tabs held for the whole soak plus CHURN tabs each held a random 5-30 s, then
            closed and replaced by a new one (WebSocket live channels on /counter, /animals,
            /quakes: open, the first update, hold answering pings, close)
Before the load, every Showcase loads the sample week of Quakes (its largest data set), so
memory is compared at the same data. Every interval it reads each instance's RSS (/proc/<pid>/status VmRSS) and open files (the
entries of /proc/<pid>/fd), nginx's workers summed, and the interval's request latencies (p50,
p99) and errors: an answer that is not 2xx/3xx, a connection error or timeout, a live channel
whose first update did not come within LIVE_FIRST s, or one the server closed.
"""

from __future__ import annotations

import argparse
import http.client
import random
import re
import selectors
import statistics
import sys
import threading
import time
import urllib.parse
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Scripts"))
from harness.cluster import Cluster  # noqa: E402
from harness.live_socket import LiveSocket  # noqa: E402 (the raw-socket client of the live channel)
from harness.nginx import nginx_workers  # noqa: E402
from harness.processes import HarnessError, ignore_stop_signals, stop_on_signals  # noqa: E402
from harness.quakes import load_week  # noqa: E402

HOST = "127.0.0.1"
COOKIE = "cluster_client"
CATEGORIES = ["Mammal", "Bird", "Reptile", "Amphibian", "Fish", "Invertebrate"]
PAGES = ["/", "/counter", "/animals?category={category}", "/quakes"]
LIVE_LOCATIONS = ["/counter", "/animals?category=Bird", "/animals?category=Fish", "/quakes"]
QUAKES_RANGES = ["allHour", "allDay", "allWeek"]
# The requests by kind: page loads and the four form posts.
KINDS = ["page", "increment", "add", "delete", "refresh"]
REQUEST_TIMEOUT = 30
LIVE_FIRST = 10
# The rule of the verdict (stated in --help too).
MEMORY_GROWTH = 0.10
FDS_SLACK = 4
P99_GROWTH = 1.5

RULES = f"""\
verdict (exit status 0 only if every rule holds):
  The first interval (the first two when there are 8 or more) is warm-up and left out; of the
  intervals left, the first quarter is compared with the last (at least one interval each).
  memory      per instance, the median RSS of the last quarter is at most {MEMORY_GROWTH:.0%} above the
              first quarter's median
  open files  per instance, the median count of the last quarter is at most {MEMORY_GROWTH:.0%} above the
              first quarter's, or at most {FDS_SLACK} more (one open live channel is one file; the
              tabs' spread over the instances moves a count by a few)
  p99         the p99 of every request of the last quarter is at most {P99_GROWTH}x the first quarter's
  errors      none, in any interval (warm-up included)"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))]


class Recorder:
    """What the load saw since the last `take()`: request latencies (s) and errors."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latencies: dict[str, list[float]] = {kind: [] for kind in KINDS}
        self.errors: list[str] = []
        self.counts = {"live_opened": 0, "live_first": 0}

    def request(self, kind: str, seconds: float) -> None:
        with self.lock:
            self.latencies[kind].append(seconds)

    def count(self, kind: str) -> None:
        with self.lock:
            self.counts[kind] += 1

    def error(self, what: str) -> None:
        with self.lock:
            self.errors.append(what)

    def take(self) -> tuple[dict[str, list[float]], list[str], dict[str, int]]:
        with self.lock:
            taken = (self.latencies, self.errors, self.counts)
            self.latencies, self.errors = {kind: [] for kind in KINDS}, []
            self.counts = dict.fromkeys(taken[2], 0)
            return taken


class HTTPClient:
    """One browser-like client of nginx: a keep-alive connection, a request at a time, each
    answer timed and checked (2xx/3xx). A connection nginx closed is replaced before the next
    request; any failure is an error (nginx closes a kept-alive connection only idle for 75 s or
    with `Connection: close` on its last answer, which `will_close` sees)."""

    def __init__(self, port: int, recorder: Recorder) -> None:
        self.port = port
        self.recorder = recorder
        self.connection: http.client.HTTPConnection | None = None

    def send(self, kind: str, method: str, path: str, fields: dict[str, str] | None = None, cookie: str | None = None) -> str | None:
        """The answer's body, or None after recording an error."""
        headers = {}
        body = None
        if fields is not None:
            body = urllib.parse.urlencode(fields)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if cookie:
            headers["Cookie"] = f"{COOKIE}={cookie}"
        if self.connection is None:
            self.connection = http.client.HTTPConnection(HOST, self.port, timeout=REQUEST_TIMEOUT)
        started = time.monotonic()
        try:
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
            text = response.read().decode(errors="replace")
        except (OSError, http.client.HTTPException) as error:
            self.close()
            self.recorder.error(f"{method} {path}: {error!r}")
            return None
        self.recorder.request(kind, time.monotonic() - started)
        if response.will_close:
            self.close()
        if not 200 <= response.status < 400:
            upstream = response.getheader("X-Upstream", "?")
            self.recorder.error(f"{method} {path}: HTTP {response.status} from {upstream}: {text[:200]!r}")
            return None
        return text

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None


class Load:
    """The soak's clients (threads) until `stop()`; every wait is on `stopping`, so each ends
    within one request's timeout."""

    def __init__(self, port: int, recorder: Recorder, options: argparse.Namespace) -> None:
        self.port = port
        self.recorder = recorder
        self.options = options
        self.stopping = threading.Event()
        self.threads = [
            threading.Thread(target=self.pages, args=(number,), name=f"pages {number}", daemon=True)
            for number in range(options.page_clients)
        ]
        self.threads += [
            threading.Thread(target=self.counter, name="counter", daemon=True),
            threading.Thread(target=self.animals, name="animals", daemon=True),
            threading.Thread(target=self.quakes, name="quakes", daemon=True),
            threading.Thread(target=self.live, name="live", daemon=True),
        ]

    def start(self) -> None:
        for thread in self.threads:
            thread.start()

    def stop(self) -> None:
        self.stopping.set()
        deadline = time.monotonic() + REQUEST_TIMEOUT + LIVE_FIRST + 5
        for thread in self.threads:
            thread.join(timeout=max(0.1, deadline - time.monotonic()))

    def paced(self, period: float):
        """Yields every `period` s (from the start, so a slow answer does not slow the rate)
        until stopping."""
        next_at = time.monotonic() + random.uniform(0, period)
        while not self.stopping.wait(max(0.0, next_at - time.monotonic())):
            yield
            next_at = max(next_at + period, time.monotonic() - period)

    def pages(self, number: int) -> None:
        client = HTTPClient(self.port, self.recorder)
        index = number
        for _ in self.paced(1 / self.options.page_rate):
            path = PAGES[index % len(PAGES)].format(category=random.choice(CATEGORIES))
            index += 1
            client.send("page", "GET", path)
        client.close()

    def counter(self) -> None:
        client = HTTPClient(self.port, self.recorder)
        for _ in self.paced(1 / self.options.post_rate):
            client.send("increment", "POST", "/counter/actions/increment", {"return": "/counter"})
        client.close()

    def animals(self) -> None:
        """Adds "Soak <n>" to Fish, then deletes every Soak animal the Fish page shows; the page
        and the delete go to the same instance (one cookie), which knows the ids it showed."""
        client = HTTPClient(self.port, self.recorder)
        number = 0
        for _ in self.paced(self.options.animals_every):
            number += 1
            client.send("add", "POST", "/animals/actions/add-animal", {
                "return": "/animals?category=Fish", "draft": str(uuid.uuid4()), "name": f"Soak {number}",
                "diet": "Carnivore", "categoryId": "Fish",
            })
            # The other instances hear of the add over the change feed (well under a second).
            if self.stopping.wait(2):
                break
            cookie = uuid.uuid4().hex
            page = client.send("page", "GET", "/animals?category=Fish", cookie=cookie)
            for animal_id in re.findall(r'data-animal-id="([^"]+)"[^>]*>Soak \d+<', page or ""):
                client.send("delete", "POST", "/animals/actions/delete-animal", {
                    "return": "/animals?category=Fish", "animalId": animal_id, "source": "list",
                }, cookie=cookie)
        client.close()

    def quakes(self) -> None:
        client = HTTPClient(self.port, self.recorder)
        index = 0
        for _ in self.paced(self.options.quakes_every):
            client.send("refresh", "POST", "/quakes/actions/refresh", {"range": QUAKES_RANGES[index % len(QUAKES_RANGES)], "return": "/quakes"})
            index += 1
        client.close()

    def live(self) -> None:
        """`tabs` channels held throughout and `churn` ones replaced after 5-30 s, on one
        selector: each must bring its first update within LIVE_FIRST s; pings are answered."""
        selector = selectors.DefaultSelector()
        tabs: dict[LiveSocket, dict] = {}

        def open_tab(held: bool) -> None:
            location = random.choice(LIVE_LOCATIONS)
            tab = LiveSocket(self.port, location, connect=False, timeout=REQUEST_TIMEOUT)
            try:
                tab.connect()
            except OSError as error:
                self.recorder.error(f"live {location}: {error!r}")
                return
            tab.sock.setblocking(False)
            now = time.monotonic()
            tabs[tab] = {"held": held, "opened": now, "first": None,
                         "until": None if held else now + random.uniform(5, 30)}
            selector.register(tab.sock, selectors.EVENT_READ, tab)
            self.recorder.count("live_opened")

        def close_tab(tab: LiveSocket) -> None:
            selector.unregister(tab.sock)
            tab.close()
            del tabs[tab]

        try:
            for number in range(self.options.tabs + self.options.churn):
                open_tab(held=number < self.options.tabs)
            while not self.stopping.is_set():
                for key, _ in selector.select(0.2):
                    tab = key.data
                    state = tabs[tab]
                    try:
                        message = tab.pump()
                        while message is not None:
                            if state["first"] is None:
                                state["first"] = time.monotonic()
                                self.recorder.count("live_first")
                            message = tab.pending_message()
                    except BlockingIOError:
                        continue
                    except (OSError, ValueError) as error:
                        self.recorder.error(f"live {tab.location}: {error!r}")
                        close_tab(tab)
                        open_tab(held=state["held"])
                now = time.monotonic()
                for tab, state in list(tabs.items()):
                    if state["first"] is None and now - state["opened"] > LIVE_FIRST:
                        self.recorder.error(f"live {tab.location}: no first update in {LIVE_FIRST} s")
                        close_tab(tab)
                        open_tab(held=state["held"])
                    elif state["until"] is not None and state["first"] is not None and now > state["until"]:
                        close_tab(tab)
                        open_tab(held=False)
        finally:
            for tab in list(tabs):
                close_tab(tab)
            selector.close()


def process_sample(pid: int | None) -> tuple[float, int] | None:
    """RSS in MB and the count of open files of `pid`; None when it cannot be read."""
    if pid is None:
        return None
    try:
        status = Path(f"/proc/{pid}/status").read_text()
        rss_kb = int(re.search(r"^VmRSS:\s+(\d+) kB", status, re.M).group(1))
        files = len(list(Path(f"/proc/{pid}/fd").iterdir()))
    except (OSError, AttributeError):
        return None
    return rss_kb / 1024, files


def sample(cluster: Cluster) -> dict[str, tuple[float, int] | None]:
    found = {}
    for index, service in enumerate(cluster.showcases, 1):
        found[f"showcase {index}"] = process_sample(service.pid)
    for index, service in enumerate(cluster.servers, 1):
        found[f"animals-server {index}"] = process_sample(service.pid)
    if cluster.nginx is not None and cluster.nginx.pid is not None:
        workers = [process_sample(pid) for pid in nginx_workers(cluster.nginx.pid)]
        workers = [worker for worker in workers if worker is not None]
        found["nginx workers"] = (sum(w[0] for w in workers), sum(w[1] for w in workers)) if workers else None
    return found


def split(count: int) -> tuple[range, range]:
    """The first and last quarter of the intervals after the warm-up (see RULES)."""
    warm_up = 2 if count >= 8 else 1
    if count - warm_up < 2:
        warm_up = max(0, count - 2)
    quarter = max(1, (count - warm_up) // 4)
    return range(warm_up, warm_up + quarter), range(count - quarter, count)


def every(row: dict) -> list[float]:
    """An interval's request latencies, of every kind."""
    return [x for values in row["latencies"].values() for x in values]


def slowest(row: dict) -> str:
    """The kind of the interval's slowest request and its time."""
    kind, seconds = max(((k, max(v)) for k, v in row["latencies"].items() if v), key=lambda kv: kv[1], default=("-", 0))
    return f"{kind} {seconds * 1000:.0f}"


def mix(options: argparse.Namespace) -> str:
    """The load, in words."""
    return (f"{options.page_clients} page clients at {options.page_rate:g}/s each, Counter increments at "
            f"{options.post_rate:g}/s, an animal added and deleted every {options.animals_every:g} s, a Quakes refresh "
            f"every {options.quakes_every:g} s, {options.tabs} live tabs held throughout and {options.churn} replaced "
            f"after 5-30 s each")


def report(intervals: list[dict]) -> bool:
    names = list(intervals[0]["instances"])
    print("\n| # | min | requests | p50 ms | p99 ms | page p99 ms | slowest ms | errors | tabs opened / first update | "
          + " | ".join(f"{name} MB / fds" for name in names) + " |")
    print("|---" * (9 + len(names)) + "|")
    for index, row in enumerate(intervals, 1):
        cells = []
        for name in names:
            value = row["instances"].get(name)
            cells.append("-" if value is None else f"{value[0]:.1f} / {value[1]}")
        counts = row["counts"]
        latencies = every(row)
        print(f"| {index} | {row['minute']:.1f} | {len(latencies)} | {percentile(latencies, 0.5) * 1000:.1f} | "
              f"{percentile(latencies, 0.99) * 1000:.1f} | {percentile(row['latencies']['page'], 0.99) * 1000:.1f} | "
              f"{slowest(row)} | {len(row['errors'])} | "
              f"{counts['live_opened']} / {counts['live_first']} | " + " | ".join(cells) + " |")

    minutes = intervals[-1]["minute"]
    print(f"\n| request | count | per minute | p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|---|")
    for kind in KINDS:
        values = [x for row in intervals for x in row["latencies"][kind]]
        if values:
            print(f"| {kind} | {len(values)} | {len(values) / minutes:.1f} | {percentile(values, 0.5) * 1000:.1f} | "
                  f"{percentile(values, 0.99) * 1000:.1f} | {max(values) * 1000:.1f} |")

    first, last = split(len(intervals))
    print(f"\nwarm-up: intervals 1-{first.start}; first quarter: {first.start + 1}-{first.stop}; "
          f"last quarter: {last.start + 1}-{last.stop}")
    holds = True
    print("\n| instance | RSS MB first / last quarter | change | fds first / last | change | holds |")
    print("|---|---|---|---|---|---|")
    for name in names:
        def median(rows: range, field: int) -> float | None:
            values = [intervals[i]["instances"][name][field] for i in rows if intervals[i]["instances"].get(name)]
            return statistics.median(values) if values else None
        rss = (median(first, 0), median(last, 0))
        fds = (median(first, 1), median(last, 1))
        if None in rss or None in fds:
            print(f"| {name} | - | - | - | - | NO (not sampled) |")
            holds = False
            continue
        rss_ok = rss[1] <= rss[0] * (1 + MEMORY_GROWTH)
        fds_ok = fds[1] <= fds[0] * (1 + MEMORY_GROWTH) or fds[1] - fds[0] <= FDS_SLACK
        holds = holds and rss_ok and fds_ok
        print(f"| {name} | {rss[0]:.1f} / {rss[1]:.1f} | {(rss[1] / rss[0] - 1):+.1%} | {fds[0]:g} / {fds[1]:g} | "
              f"{fds[1] - fds[0]:+g} | {'yes' if rss_ok and fds_ok else 'NO'} |")

    p99 = [percentile([x for i in rows for x in every(intervals[i])], 0.99) * 1000 for rows in (first, last)]
    p99_ok = p99[1] <= p99[0] * P99_GROWTH
    errors = [error for row in intervals for error in row["errors"]]
    requests = sum(len(every(row)) for row in intervals)
    tabs = sum(row["counts"]["live_opened"] for row in intervals)
    print(f"\np99 first / last quarter: {p99[0]:.1f} / {p99[1]:.1f} ms ({p99[1] / p99[0]:.2f}x, at most {P99_GROWTH}x): "
          f"{'yes' if p99_ok else 'NO'}")
    print(f"requests: {requests}, live tabs opened: {tabs}, errors: {len(errors)}")
    for error in errors[:20]:
        print(f"  {error}")
    verdict = holds and p99_ok and not errors
    print(f"\nverdict: {'PASS' if verdict else 'FAIL'} (memory and open files flat, p99 stable, no errors)")
    return verdict


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="Scripts/soak",
        description="Starts the Scripts/cluster deployment and drives a steady mixed load through nginx "
        "for MINUTES, sampling every instance each interval; prints a table and a verdict.",
        epilog=RULES, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("minutes", nargs="?", type=float, default=30, help="how long the load runs (default 30)")
    parser.add_argument("--bin-dir", required=True, help="where the showcase and animals-server binaries are (Scripts/soak passes .build-workspace/debug, or release with BUILD=release)")
    parser.add_argument("--interval", type=float, default=30, help="seconds between samples (default 30)")
    parser.add_argument("--page-clients", type=int, default=2, help="clients loading pages (default 2)")
    parser.add_argument("--page-rate", type=float, default=2, help="page loads per second per client (default 2)")
    parser.add_argument("--post-rate", type=float, default=1, help="Counter increments per second (default 1)")
    parser.add_argument("--animals-every", type=float, default=10, help="seconds between animal add/delete rounds (default 10)")
    parser.add_argument("--quakes-every", type=float, default=60, help="seconds between Quakes refreshes (default 60)")
    parser.add_argument("--tabs", type=int, default=6, help="live tabs held for the whole soak (default 6)")
    parser.add_argument("--churn", type=int, default=10, help="live tabs each held 5-30 s, then replaced (default 10)")
    options = parser.parse_args()
    if options.minutes <= 0 or options.interval <= 0:
        parser.error("minutes and --interval must be positive")

    stop_on_signals()
    try:
        cluster = Cluster(Path(options.bin_dir), apps_port=0)
    except HarnessError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    load = None
    intervals: list[dict] = []
    try:
        print("starting the cluster ...", flush=True)
        cluster.start()
        # Each instance's largest data set first (the sample week in its Quakes cache), so the
        # warm-up does not have to catch a refresh's step on every instance.
        print("loading the Quakes sample week on every Showcase ...", flush=True)
        for showcase in cluster.showcases:
            load_week(showcase.port)
        print(f"cluster at {cluster.url}; load for {options.minutes:g} min, a sample every {options.interval:g} s:\n"
              f"{mix(options)}", flush=True)
        recorder = Recorder()
        load = Load(cluster.apps_port, recorder, options)
        started = time.monotonic()
        load.start()
        end = started + options.minutes * 60
        next_sample = started + options.interval
        while next_sample <= end + 0.5:
            time.sleep(max(0.0, next_sample - time.monotonic()))
            latencies, errors, counts = recorder.take()
            for service in [*cluster.showcases, *cluster.servers, cluster.nginx]:
                if service is not None and not service.is_running():
                    errors.append(f"{service.name} exited:\n{service.log_tail(10)}")
            row = {"minute": (time.monotonic() - started) / 60, "latencies": latencies, "errors": errors,
                   "counts": counts, "instances": sample(cluster)}
            intervals.append(row)
            print(f"[{row['minute']:5.1f} min] {len(every(row))} requests, p50 {percentile(every(row), 0.5) * 1000:.1f} ms, "
                  f"p99 {percentile(every(row), 0.99) * 1000:.1f} ms, slowest {slowest(row)} ms, {len(errors)} errors, "
                  f"{counts['live_opened']} tabs opened; "
                  + ", ".join(f"{name} {v[0]:.0f} MB/{v[1]} fds" for name, v in row["instances"].items() if v), flush=True)
            for error in errors[:5]:
                print(f"    {error}", flush=True)
            next_sample += options.interval
        load.stop()
        load = None
        if not intervals:
            print("error: no interval was sampled", file=sys.stderr)
            return 1
        return 0 if report(intervals) else 1
    except (HarnessError, RuntimeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nstopping ...", flush=True)
        return 130
    finally:
        ignore_stop_signals()
        if load is not None:
            load.stop()
        cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
