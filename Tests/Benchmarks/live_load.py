"""Load generator for the live-web rows of Scripts/bench (L1, L2, T1, R1).

Drives a running Showcase from outside, over loopback only, with asyncio sockets (no
third-party package): many event streams at once, one form post, wrk for throughput. Prints
one JSON object per measured row on stdout; Scripts/bench turns them into the table.

  live_load.py L1 --port P --pid PID      one POST /counter/actions/increment with N open streams
  live_load.py L2 --port P                500 new streams on /quakes (the week must be loaded)
  live_load.py T1 --port P [--label L]    wrk -c64 -d20s on four pages vs /healthz
  live_load.py load-week --port P         refreshes the week (sample feed) and waits for it
"""

import argparse
import asyncio
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import time
import urllib.request

HOST = "127.0.0.1"
WEEK_TOTAL = 4655
# The 2018-06-10 day of the sample week: 559 quakes (the query the page's date field sends).
DAY_PATH = "/quakes?date=2018-06-10"
DAY_TOTAL = 559


def emit(row: dict) -> None:
    """The raw figures as one JSON line on stderr (kept by Scripts/bench), the table row on stdout."""
    print(json.dumps(row), file=sys.stderr, flush=True)


def table_row(id: str, what: str, median: str, baseline: str, ratio: float | None, goal: str, holds: bool | None) -> None:
    ratio_text = "-" if ratio is None else f"{ratio:.2f}x"
    holds_text = "-" if holds is None else ("yes" if holds else "NO")
    print(f"| {id} | {what} | {median} | {baseline} | {ratio_text} | {goal} | {holds_text} |", flush=True)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def get(port: int, path: str, timeout: float = 30) -> str:
    with urllib.request.urlopen(f"http://{HOST}:{port}{path}", timeout=timeout) as response:
        return response.read().decode()


def post(port: int, path: str, body: str, timeout: float = 30) -> int:
    request = urllib.request.Request(
        f"http://{HOST}:{port}{path}", data=body.encode(), method="POST",
        headers={"Content-Type": "application/x-www-form-urlencoded", "Origin": f"http://{HOST}:{port}"},
    )

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def server_cpu_seconds(pid: int) -> float:
    """CPU time of every thread of the server, in nanoseconds from schedstat (utime/stime count
    10 ms ticks, too coarse here). The main actor has no thread of its own on Linux (libdispatch
    serves the main queue from a pool thread), so this all-thread figure bounds its share."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except OSError:
            continue  # the thread ended meanwhile
    return total / 1e9


def process_cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class EventStream:
    """One `text/event-stream` connection read by a task: counts `event: region` events and
    records when each arrived."""

    def __init__(self, port: int, path: str):
        self.port = port
        self.path = path
        self.arrivals: list[float] = []
        self.first_bytes: float | None = None
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.task: asyncio.Task | None = None
        self.changed = asyncio.Event()
        self.error: str | None = None

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(HOST, self.port, limit=1 << 22)
        self.writer.write(
            f"GET {self.path} HTTP/1.1\r\nHost: {HOST}:{self.port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        await self.writer.drain()
        self.task = asyncio.create_task(self.read())

    async def read(self) -> None:
        pending = b""
        try:
            while True:
                chunk = await self.reader.read(1 << 16)
                if not chunk:
                    return
                now = time.perf_counter()
                if self.first_bytes is None:
                    self.first_bytes = now
                pending += chunk
                count = pending.count(b"event: region")
                if count:
                    self.arrivals.extend([now] * count)
                    pending = pending[pending.rfind(b"event: region") + len(b"event: region"):]
                    self.changed.set()
                # Keep only a tail that might hold the start of a split marker.
                pending = pending[-16:]
        except (ConnectionError, asyncio.CancelledError):
            return

    async def wait_for(self, count: int, timeout: float) -> float | None:
        """The arrival time of region event number `count` (1-based), or None on timeout."""
        deadline = time.perf_counter() + timeout
        while len(self.arrivals) < count:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                return None
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), remaining)
            except asyncio.TimeoutError:
                return None
        return self.arrivals[count - 1]

    def close(self) -> None:
        if self.task:
            self.task.cancel()
        if self.writer:
            self.writer.close()


async def open_streams(port: int, path: str, count: int, batch: int = 100) -> list[EventStream]:
    streams = [EventStream(port, path) for _ in range(count)]
    for start in range(0, count, batch):
        await asyncio.gather(*(stream.open() for stream in streams[start:start + batch]))
    return streams


async def settle(streams: list[EventStream], quiet: float = 0.3, timeout: float = 60) -> None:
    """Waits until every stream has its initial events and nothing arrived for `quiet` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        before = sum(len(stream.arrivals) for stream in streams)
        await asyncio.sleep(quiet)
        after = sum(len(stream.arrivals) for stream in streams)
        if after == before and all(stream.arrivals for stream in streams):
            return
    raise RuntimeError("streams did not settle")


async def l1(port: int, pid: int, counts: list[int], posts: int, label: str) -> None:
    """One form POST with N open streams of /counter: time until the N-th client has the patch,
    and main-thread CPU per client."""
    results = {}
    for count in counts:
        streams = await open_streams(port, "/_events/counter", count)
        await settle(streams)
        lasts, latencies, cpu = [], [], []
        for _ in range(posts):
            seen = [len(stream.arrivals) for stream in streams]
            cpu_before = server_cpu_seconds(pid)
            start = time.perf_counter()
            status = await asyncio.to_thread(post, port, "/counter/actions/increment", "return=%2Fcounter")
            if status != 303:
                raise RuntimeError(f"POST answered {status}")
            arrivals = await asyncio.gather(*(s.wait_for(n + 1, 30) for s, n in zip(streams, seen)))
            missing = sum(1 for arrival in arrivals if arrival is None)
            if missing:
                raise RuntimeError(f"{missing} of {count} streams got no patch within 30 s")
            # Let the server finish writing before reading its CPU time.
            await asyncio.sleep(0.05)
            cpu.append(server_cpu_seconds(pid) - cpu_before)
            per_client = [arrival - start for arrival in arrivals]
            latencies.extend(per_client)
            lasts.append(max(per_client))
        for stream in streams:
            stream.close()
        await asyncio.sleep(0.5)
        results[count] = {
            "last_median_ms": statistics.median(lasts) * 1000,
            "p99_ms": percentile(latencies, 0.99) * 1000,
            "server_cpu_ms_per_post": statistics.mean(cpu) * 1000,
        }
    base = results[counts[0]]
    for count in counts:
        r = results[count]
        extra = (r["server_cpu_ms_per_post"] - base["server_cpu_ms_per_post"]) / max(1, count - counts[0]) * 1000
        emit({"id": "L1", "n": count, "baseline_n": counts[0], **r, "base_last_median_ms": base["last_median_ms"],
              "server_cpu_us_per_extra_client": extra if count > counts[0] else None, "posts": posts})
        goal = "p99 <= 100 ms, <= 5 us main actor per extra client (bounded by all-thread CPU)" if count >= 1000 else "reported"
        holds = (r["p99_ms"] <= 100 and extra <= 5) if count >= 1000 else None
        table_row("L1", f"{label}: 1 POST /counter, {count} open streams: last client has the patch (p99 over clients); server CPU (all threads) per extra client",
                  f"{r['last_median_ms']:.1f} ms (p99 {r['p99_ms']:.1f} ms); " + (f"{extra:.2f} us" if count > counts[0] else f"{r['server_cpu_ms_per_post']:.2f} ms server CPU"),
                  f"{base['last_median_ms']:.1f} ms N = {counts[0]}", r["last_median_ms"] / base["last_median_ms"], goal, holds)


async def l2(port: int, count: int, label: str) -> None:
    """`count` new streams on /quakes at once (after one alone): time to their first bytes."""
    single = EventStream(port, "/_events/quakes")
    start = time.perf_counter()
    await single.open()
    await single.wait_for(1, 60)
    alone = (single.first_bytes - start) if single.first_bytes else float("nan")
    single.close()
    await asyncio.sleep(1)  # the view of a location is released with its last stream
    streams = [EventStream(port, "/_events/quakes") for _ in range(count)]
    start = time.perf_counter()
    await asyncio.gather(*(stream.open() for stream in streams))
    await asyncio.gather(*(stream.wait_for(1, 60) for stream in streams))
    firsts = [(s.first_bytes - start) if s.first_bytes else float("inf") for s in streams]
    for stream in streams:
        stream.close()
    p50, worst = statistics.median(firsts) * 1000, max(firsts) * 1000
    emit({"id": "L2", "n": count, "alone_ms": alone * 1000, "p50_ms": p50, "max_ms": worst})
    table_row("L2", f"{label}: {count} new streams on /quakes (week loaded): first bytes p50 / max", f"{p50:.0f} / {worst:.0f} ms",
              f"{alone * 1000:.0f} ms one stream", p50 / (alone * 1000), "p50 <= 500 ms, max <= 2,000 ms", p50 <= 500 and worst <= 2000)


def run_wrk(port: int, path: str, seconds: int, connections: int) -> dict:
    out = subprocess.run(
        ["wrk", f"-c{connections}", "-t2", f"-d{seconds}s", "--timeout", "10s", "--latency", f"http://{HOST}:{port}{path}"],
        capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    errors = re.search(r"Socket errors:.*?timeout (\d+)", out)

    def millis(label: str) -> float:
        match = re.search(rf"\s{label}%\s+([\d.]+)(us|ms|s)\b", out)
        if not match:
            return float("nan")
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    return {"rps": rps, "requests": requests, "non2xx": int(non2xx.group(1)) if non2xx else 0,
            "timeouts": int(errors.group(1)) if errors else 0, "p50_ms": millis("50"), "p99_ms": millis("99")}


def drain(port: int) -> None:
    """Waits until requests wrk left queued are answered: a main-actor page answers only after
    them (bounded by its timeout)."""
    get(port, "/counter", timeout=120)
    time.sleep(1)


def t1(port: int, seconds: int, label: str, row_id: str, reported: bool = False) -> None:
    """wrk on each page and on /healthz of the same server, one after the other. `reported`:
    figures for comparison only (no goal, no verdict)."""
    day = get(port, DAY_PATH)
    if f"{DAY_TOTAL} " not in day:
        print(f"warning: {DAY_PATH} does not mention {DAY_TOTAL} quakes", file=sys.stderr)
    # The day page last: wrk leaves up to 64 requests queued for the main actor when it stops,
    # and a slow page's backlog would otherwise be counted against the next page.
    health = run_wrk(port, "/healthz", seconds, 64)
    emit({"id": row_id, "build": label, "path": "/healthz", **health, "baseline_rps": health["rps"]})
    table_row(row_id, f"{label}: wrk -c64 -d{seconds}s /healthz (p99 {health['p99_ms']:.1f} ms, {health['non2xx']} non-2xx)",
              f"{health['rps']:.0f} req/s", "-", None, "baseline", None)
    for path in ["/animals?category=Mammal", "/counter", DAY_PATH]:
        result = run_wrk(port, path, seconds, 64)
        drain(port)
        emit({"id": row_id, "build": label, "path": path, **result, "baseline_rps": health["rps"]})
        ratio = result["rps"] / health["rps"]
        table_row(row_id, f"{label}: wrk -c64 -d{seconds}s {path} (p99 {result['p99_ms']:.1f} ms, {result['non2xx']} non-2xx, {result['timeouts']} timeouts)",
                  f"{result['rps']:.0f} req/s", f"{health['rps']:.0f} req/s /healthz", ratio,
                  "reported" if reported else ">= 0.5x /healthz, 0 non-2xx",
                  None if reported else ratio >= 0.5 and result["non2xx"] == 0 and result["timeouts"] == 0)


def load_week(port: int) -> None:
    status = post(port, "/quakes/actions/refresh", "range=allWeek&return=%2Fquakes")
    if status not in (200, 303):
        raise RuntimeError(f"refresh answered {status}")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if f"{WEEK_TOTAL} total" in get(port, "/quakes", timeout=60):
            return
        time.sleep(0.5)
    raise RuntimeError("the week did not load")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("row", choices=["L1", "L2", "T1", "load-week"])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int)
    parser.add_argument("--counts", default="1,10,100,1000")
    parser.add_argument("--posts", type=int, default=10)
    parser.add_argument("--streams", type=int, default=500)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--label", default="debug")
    parser.add_argument("--id", default="T1", help="the row id T1 prints under (R1 for the release run)")
    parser.add_argument("--reported", action="store_true", help="T1 figures for comparison only, without goal or verdict")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    if args.row == "L1":
        asyncio.run(l1(args.port, args.pid, [int(c) for c in args.counts.split(",")], args.posts, args.label))
    elif args.row == "L2":
        asyncio.run(l2(args.port, args.streams, args.label))
    elif args.row == "T1":
        t1(args.port, args.seconds, args.label, args.id, args.reported)
    else:
        load_week(args.port)


if __name__ == "__main__":
    main()
