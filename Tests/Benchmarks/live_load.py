"""Load generator for the live-web rows of Scripts/bench (L1, L2, T1, R1).

Drives a running Showcase from outside, over loopback only, with non-blocking sockets on `selectors` (no
third-party package): many event streams at once, one form post, wrk for throughput. Prints
one JSON object per measured row on stdout; Scripts/bench turns them into the table.

  live_load.py L1 --port P --pid PID      one POST /counter/actions/increment with N open streams
  live_load.py L2 --port P                500 new streams on /quakes (the week must be loaded)
  live_load.py T1 --port P [--label L]    wrk -c64 -d20s on four pages vs /healthz
  live_load.py load-week --port P         refreshes the week (sample feed) and waits for it
"""

import argparse
import errno
import json
import os
import re
import resource
import selectors
import socket
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
    serves the main queue from a pool thread), so its share comes from the host's own
    `live fan-out` log lines instead (see `fanout_timings`)."""
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


class Stream:
    """One `text/event-stream` connection: a non-blocking socket, the time its first bytes came
    and the arrival time of each complete region event (an SSE event ends with a blank line and
    a region's data is one JSON line, so `}\\n\\n` closes one; a heartbeat ends `heartbeat\\n\\n`)."""

    def __init__(self, port: int, path: str):
        self.request = f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode()
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setblocking(False)
        self.opened: float | None = None
        self.first_bytes: float | None = None
        self.arrivals: list[float] = []
        self.received = 0
        self.tail = b""
        self.closed = False


class StreamSet:
    """Many event streams read by one thread on `selectors` (epoll): one `recv_into` a reused
    buffer per ready socket, no task or future per read. The server's cost must not hide behind
    the client's, and an asyncio stream reader costs far more per read (see docs/benchmarks.md)."""

    def __init__(self, port: int, path: str, count: int):
        self.port = port
        self.streams = [Stream(port, path) for _ in range(count)]
        self.selector = selectors.DefaultSelector()
        self.buffer = bytearray(1 << 18)
        self.view = memoryview(self.buffer)

    def open(self) -> float:
        """Connects every stream (non-blocking); the request goes out when its socket is writable.
        Returns the time the first connect started."""
        start = time.perf_counter()
        for stream in self.streams:
            stream.opened = time.perf_counter()
            error = stream.sock.connect_ex((HOST, self.port))
            if error not in (0, errno.EINPROGRESS):
                raise RuntimeError(f"connect failed: {os.strerror(error)}")
            self.selector.register(stream.sock, selectors.EVENT_WRITE, stream)
        return start

    def pump(self, done, timeout: float) -> bool:
        """Reads until `done()` is true (checked after each batch of ready sockets) or `timeout`."""
        deadline = time.perf_counter() + timeout
        while not done():
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                return False
            for key, mask in self.selector.select(min(remaining, 0.5)):
                stream = key.data
                if mask & selectors.EVENT_WRITE:
                    error = stream.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
                    if error:
                        raise RuntimeError(f"connect failed: {os.strerror(error)}")
                    stream.sock.send(stream.request)  # a few dozen bytes: fits any socket buffer
                    self.selector.modify(stream.sock, selectors.EVENT_READ, stream)
                    continue
                self.read(stream)
        return True

    def read(self, stream: Stream) -> None:
        try:
            size = stream.sock.recv_into(self.buffer)
        except BlockingIOError:
            return
        except ConnectionError:
            size = 0
        now = time.perf_counter()
        if size == 0:
            stream.closed = True
            self.selector.unregister(stream.sock)
            return
        if stream.first_bytes is None:
            stream.first_bytes = now
        stream.received += size
        chunk = stream.tail + self.view[:size].tobytes() if stream.tail else self.view[:size].tobytes()
        count = chunk.count(b"}\n\n")
        if count:
            stream.arrivals.extend([now] * count)
        stream.tail = chunk[-2:]  # too short to hold a whole marker, so none is counted twice

    def settle(self, quiet: float = 0.3, timeout: float = 60) -> None:
        """Waits until every stream has its initial events and nothing arrived for `quiet` s."""
        deadline = time.monotonic() + timeout
        if not self.pump(lambda: all(stream.arrivals for stream in self.streams), timeout):
            raise RuntimeError("streams got no initial events")
        while time.monotonic() < deadline:
            before = self.event_count()
            self.pump(lambda: False, quiet)
            if self.event_count() == before:
                return
        raise RuntimeError("streams did not settle")

    def event_count(self) -> int:
        return sum(len(stream.arrivals) for stream in self.streams)

    def close(self) -> None:
        for stream in self.streams:
            if not stream.closed:
                self.selector.unregister(stream.sock)
            stream.sock.close()
        self.selector.close()


class FormPost:
    """A form POST on its own non-blocking socket, read in the same loop as the streams (a
    blocking request would stop the loop reading them)."""

    def __init__(self, port: int, path: str, body: str):
        self.sock = socket.create_connection((HOST, port))
        self.sock.sendall(
            (f"POST {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nOrigin: http://{HOST}:{port}\r\n"
             f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n"
             f"Connection: close\r\n\r\n{body}").encode())
        self.sock.setblocking(False)
        self.response = b""

    def status(self) -> int | None:
        """The status once the status line is in, reading what has arrived."""
        try:
            while b"\r\n" not in self.response:
                chunk = self.sock.recv(4096)
                if not chunk:
                    break
                self.response += chunk
        except BlockingIOError:
            return None
        line = self.response.split(b"\r\n", 1)[0].split()
        return int(line[1]) if len(line) > 1 and line[1].isdigit() else 0

    def close(self) -> None:
        self.sock.close()


def fanout_timings(log_path: str | None, since: int) -> list[dict]:
    """The host's `live fan-out` debug lines written after byte `since` of its log."""
    if not log_path:
        return []
    with open(log_path, "rb") as log:
        log.seek(since)
        text = log.read().decode(errors="replace")
    found = []
    for line in text.splitlines():
        if "live fan-out" not in line:
            continue
        fields = dict(re.findall(r"(streams|render_us|handoff_us|cpu_us)=(\d+(?:\.\d+)?)", line))
        if len(fields) == 4:
            found.append({key: float(value) for key, value in fields.items()})
    return found


def log_size(log_path: str | None) -> int:
    return os.path.getsize(log_path) if log_path else 0


def l1(port: int, pid: int, counts: list[int], posts: int, label: str, log_path: str | None) -> None:
    """One form POST with N open streams of /counter: time until the N-th client has the patch,
    the host's main-actor fan-out time (from its debug log) and the client's own CPU time."""
    results = {}
    for count in counts:
        streams = StreamSet(port, "/_events/counter", count)
        streams.open()
        streams.settle()
        lasts, latencies, cpu, client_cpu, handoff, render, main_cpu = [], [], [], [], [], [], []
        for _ in range(posts):
            seen = [len(stream.arrivals) for stream in streams.streams]
            since = log_size(log_path)
            cpu_before, client_before = server_cpu_seconds(pid), time.process_time()
            start = time.perf_counter()
            form = FormPost(port, "/counter/actions/increment", "return=%2Fcounter")
            statuses: list[int] = []

            def done() -> bool:
                if not statuses:
                    status = form.status()
                    if status is not None:
                        statuses.append(status)
                return bool(statuses) and all(len(s.arrivals) > n for s, n in zip(streams.streams, seen))

            if not streams.pump(done, 30):
                missing = sum(1 for s, n in zip(streams.streams, seen) if len(s.arrivals) <= n)
                raise RuntimeError(f"{missing} of {count} streams got no patch within 30 s (POST: {statuses})")
            form.close()
            if statuses[0] != 303:
                raise RuntimeError(f"POST answered {statuses[0]}")
            client_cpu.append(time.process_time() - client_before)
            # Let the server finish writing (and logging) before reading its CPU time and log.
            streams.pump(lambda: False, 0.05)
            cpu.append(server_cpu_seconds(pid) - cpu_before)
            timings = fanout_timings(log_path, since)
            if log_path and len(timings) != 1:
                raise RuntimeError(f"expected one live fan-out line per POST, found {len(timings)}")
            for timing in timings:
                if int(timing["streams"]) != count:
                    raise RuntimeError(f"the fan-out reached {timing['streams']:.0f} streams, not {count}")
                handoff.append(timing["handoff_us"])
                render.append(timing["render_us"])
                main_cpu.append(timing["cpu_us"])
            per_client = [s.arrivals[n] - start for s, n in zip(streams.streams, seen)]
            latencies.extend(per_client)
            lasts.append(max(per_client))
        streams.close()
        time.sleep(0.5)
        results[count] = {
            "last_median_ms": statistics.median(lasts) * 1000,
            "p99_ms": percentile(latencies, 0.99) * 1000,
            "server_cpu_ms_per_post": statistics.mean(cpu) * 1000,
            "client_cpu_ms_per_post": statistics.median(client_cpu) * 1000,
            "handoff_us": statistics.median(handoff) if handoff else None,
            "render_us": statistics.median(render) if render else None,
            "main_cpu_us": statistics.median(main_cpu) if main_cpu else None,
        }
    base = results[counts[0]]
    for count in counts:
        r = results[count]
        extra = (r["server_cpu_ms_per_post"] - base["server_cpu_ms_per_post"]) / max(1, count - counts[0]) * 1000
        # Per extra client, on the main actor: wall time (render + hand-off) and the main-actor
        # thread's CPU time. The verdict uses the CPU time: on 2 shared cores the wall time also
        # counts the moments other processes held the core.
        main_extra = main_cpu_extra = None
        if r["handoff_us"] is not None and base["handoff_us"] is not None and count > counts[0]:
            main_extra = (r["handoff_us"] + r["render_us"] - base["handoff_us"] - base["render_us"]) / (count - counts[0])
            main_cpu_extra = (r["main_cpu_us"] - base["main_cpu_us"]) / (count - counts[0])
        emit({"id": "L1", "n": count, "baseline_n": counts[0], **r, "base_last_median_ms": base["last_median_ms"],
              "server_cpu_us_per_extra_client": extra if count > counts[0] else None,
              "main_actor_us_per_extra_client": main_extra, "main_actor_cpu_us_per_extra_client": main_cpu_extra,
              "posts": posts})
        main = "-" if r["handoff_us"] is None else (
            f"main actor {r['render_us'] + r['handoff_us']:.0f} us (render {r['render_us']:.0f}, hand-off {r['handoff_us']:.0f}; CPU {r['main_cpu_us']:.0f})")
        if main_extra is not None:
            main += f", per extra client {main_cpu_extra:.2f} us CPU ({main_extra:.2f} us wall)"
        cpu_text = f"all threads {extra:.1f} us per extra client" if count > counts[0] else f"all threads {r['server_cpu_ms_per_post']:.2f} ms"
        goal = "p99 <= 100 ms, <= 5 us main-actor CPU per extra client" if count >= 1000 else "reported"
        holds = (r["p99_ms"] <= 100 and main_cpu_extra is not None and main_cpu_extra <= 5) if count >= 1000 else None
        table_row("L1", f"{label}: 1 POST /counter, {count} open streams: last client has the patch (p99 over clients); server main-actor and all-thread CPU; client CPU",
                  f"{r['last_median_ms']:.1f} ms (p99 {r['p99_ms']:.1f} ms); {main}; {cpu_text}; client {r['client_cpu_ms_per_post']:.1f} ms",
                  f"{base['last_median_ms']:.1f} ms N = {counts[0]}", r["last_median_ms"] / base["last_median_ms"], goal, holds)


def l2(port: int, count: int, label: str) -> None:
    """`count` new streams on /quakes at once (after one alone): time to their first bytes and
    to their whole first page (every region event the lone stream got)."""
    single = StreamSet(port, "/_events/quakes", 1)
    start = single.open()
    single.settle()
    lone = single.streams[0]
    alone = lone.first_bytes - start
    regions, page_bytes = len(lone.arrivals), lone.received
    alone_page = lone.arrivals[regions - 1] - start
    single.close()
    time.sleep(1)  # the view of a location is released with its last stream
    streams = StreamSet(port, "/_events/quakes", count)
    client_before = time.process_time()
    start = streams.open()
    if not streams.pump(lambda: all(len(s.arrivals) >= regions for s in streams.streams), 60):
        raise RuntimeError("streams did not get their first page within 60 s")
    client_cpu = time.process_time() - client_before
    firsts = [s.first_bytes - start for s in streams.streams]
    pages = [s.arrivals[regions - 1] - start for s in streams.streams]
    streams.close()
    p50, worst = statistics.median(firsts) * 1000, max(firsts) * 1000
    page_p50, page_max = statistics.median(pages) * 1000, max(pages) * 1000
    emit({"id": "L2", "n": count, "alone_ms": alone * 1000, "p50_ms": p50, "max_ms": worst, "alone_page_ms": alone_page * 1000,
          "page_p50_ms": page_p50, "page_max_ms": page_max, "regions": regions, "page_bytes": page_bytes,
          "client_cpu_ms": client_cpu * 1000})
    table_row("L2", f"{label}: {count} new streams on /quakes (week loaded): first bytes p50 / max; whole first page ({regions} regions, {page_bytes / 1000:.0f} KB) p50 / max; client CPU",
              f"{p50:.0f} / {worst:.0f} ms; page {page_p50:.0f} / {page_max:.0f} ms; client {client_cpu * 1000:.0f} ms",
              f"{alone * 1000:.0f} ms one stream (page {alone_page * 1000:.0f} ms)", p50 / (alone * 1000), "p50 <= 500 ms, max <= 2,000 ms", p50 <= 500 and worst <= 2000)


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
    parser.add_argument("--log", help="the server's log (run with --log-level debug): L1 reads its live fan-out timings")
    parser.add_argument("--id", default="T1", help="the row id T1 prints under (R1 for the release run)")
    parser.add_argument("--reported", action="store_true", help="T1 figures for comparison only, without goal or verdict")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    if args.row == "L1":
        l1(args.port, args.pid, [int(c) for c in args.counts.split(",")], args.posts, args.label, args.log)
    elif args.row == "L2":
        l2(args.port, args.streams, args.label)
    elif args.row == "T1":
        # R1's goal is the figures of both builds, so its rows carry no verdict.
        t1(args.port, args.seconds, args.label, args.id, args.reported or args.id == "R1")
    else:
        load_week(args.port)


if __name__ == "__main__":
    main()
