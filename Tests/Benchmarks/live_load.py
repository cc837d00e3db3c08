"""Load generator for the live-web rows of Scripts/bench (L1, L2, S1, S2, M1, T1, R1).

Drives a running Showcase from outside, over loopback only, with non-blocking sockets on `selectors` (no
third-party package): many live channels at once, one form post, wrk for throughput. A live
channel is what a browser opens now: a WebSocket on `/_live<location>` (the raw-socket client of
Tests/Reliability/live_socket.py); `--channel events` uses the event-stream fallback
`/_events<location>` instead. Prints one table row per measured row on stdout and its raw
figures as one JSON line on stderr.

  live_load.py L1 --port P --pid PID      one POST /counter/actions/increment with N open channels
  live_load.py L2 --port P                500 new channels on /quakes (the week must be loaded)
  live_load.py S1 --port P --pid PID --path /counter
                                          server RSS per open channel (2,000 channels)
  live_load.py S2 --port P --pid PID      10,000 open channels on /counter: RSS growth, then the
                                          time until every one has a POST's patch
  live_load.py M1 --port P                50 tabs of one Chromium profile (Playwright; run with the
                                          venv's python)
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
import struct
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Scripts"))
from harness.live_socket import LiveSocket  # noqa: E402 (the shared raw-socket client of the live channel)
from harness.quakes import load_week  # noqa: E402
from harness.web import get  # noqa: E402

HOST = "127.0.0.1"
# How often the host pings a live WebSocket (its default heartbeat).
HEARTBEAT = 15
# The kernel's receive time of a socket's data (Linux; older Pythons lack the name).
SO_TIMESTAMPNS = getattr(socket, "SO_TIMESTAMPNS", 35)
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
        self.events = 0

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
            self.events += count
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
        return self.events

    def close(self) -> None:
        for stream in self.streams:
            if not stream.closed:
                self.selector.unregister(stream.sock)
            stream.sock.close()
        self.selector.close()


class CountingLiveSocket(LiveSocket):
    """`LiveSocket` that does not decode a message's JSON (500 first pages of /quakes are 66 MB
    of it, which would be the client's CPU, not the server's): it counts the regions (one
    `"digest":` each) and takes the version from the end."""

    def decode(self, payload: bytes) -> dict:
        version = payload[payload.rfind(b'"v":"') + 5 : -2].decode() if payload.endswith(b'"}') else ""
        return {"regions": payload.count(b'"digest":'), "v": version}


class Channel:
    """One tab's live channel: a `LiveSocket` on `/_live<location>` and what arrived on it: the
    time of its first bytes (the upgrade's answer), and per message the time the client read
    it, the kernel's receive time of the bytes that completed it (`SO_TIMESTAMPNS`, wall clock
    in ns; None unless asked for) and its number of regions."""

    def __init__(self, port: int, location: str):
        self.live = CountingLiveSocket(port, location, connect=False)
        self.opened: float | None = None
        self.first_bytes: float | None = None
        self.arrivals: list[float] = []
        self.kernel_arrivals: list[int | None] = []
        self.regions: list[int] = []
        self.received = 0
        self.closed = False

    @property
    def sock(self) -> socket.socket:
        return self.live.sock


class ChannelSet(StreamSet):
    """Many live channels (WebSockets, as browsers open them) read by one thread on `selectors`,
    like `StreamSet`: one `recv_into` a reused buffer per ready socket; `LiveSocket` parses the
    frames and answers the server's pings. `timestamps` also records the kernel's receive time
    of each message, which does not include the client's own reading delay."""

    def __init__(self, port: int, location: str, count: int, timestamps: bool = False):
        self.port = port
        self.streams = [Channel(port, location) for _ in range(count)]
        self.selector = selectors.DefaultSelector()
        self.buffer = bytearray(1 << 18)
        self.view = memoryview(self.buffer)
        self.events = 0
        self.timestamps = timestamps
        self.ancillary = socket.CMSG_SPACE(16)

    def open(self, batch: int | None = None, timeout: float = 60) -> float:
        """Connects every channel; `LiveSocket` sends the upgrade and the hello at once. With
        `batch`, each batch gets its first message before the next connects (the kernel caps
        the listen queue at somaxconn, 4,096 here, and a dropped SYN waits a 1 s retry).
        Returns the time the first connect started."""
        start = time.perf_counter()
        step = batch or len(self.streams)
        for first in range(0, len(self.streams), step):
            group = self.streams[first : first + step]
            for channel in group:
                channel.opened = time.perf_counter()
                channel.live.connect()
                if self.timestamps:
                    channel.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
                channel.sock.setblocking(False)
                self.selector.register(channel.sock, selectors.EVENT_READ, channel)
            if batch and not self.pump(lambda: all(channel.arrivals for channel in group), timeout):
                missing = sum(1 for channel in group if not channel.arrivals)
                raise RuntimeError(f"{missing} of {len(group)} channels got no first message within {timeout} s")
        return start

    def read(self, channel: Channel) -> None:
        ancillary = ()
        try:
            if self.timestamps:
                size, ancillary, _, _ = channel.sock.recvmsg_into([self.buffer], self.ancillary)
            else:
                size = channel.sock.recv_into(self.buffer)
        except BlockingIOError:
            return
        except ConnectionError:
            size = 0
        now = time.perf_counter()
        if size == 0:
            self.drop(channel)
            return
        if channel.first_bytes is None:
            channel.first_bytes = now
        channel.received += size
        kernel = None
        for level, kind, data in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
                seconds, nanoseconds = struct.unpack("qq", data[:16])
                kernel = seconds * 1_000_000_000 + nanoseconds
        channel.live.buffer += self.view[:size]
        try:
            message = channel.live.pending_message()
            while message is not None:
                channel.arrivals.append(now)
                channel.kernel_arrivals.append(kernel)
                channel.regions.append(message["regions"])
                self.events += 1
                message = channel.live.pending_message()
        except ConnectionError:
            self.drop(channel)

    def drop(self, channel: Channel) -> None:
        if not channel.closed:
            channel.closed = True
            self.selector.unregister(channel.sock)

    def close(self) -> None:
        for channel in self.streams:
            if channel.sock is None:
                continue
            if not channel.closed:
                self.selector.unregister(channel.sock)
                channel.closed = True
            channel.live.close()
        self.selector.close()


CHANNEL_NAMES = {"socket": "live WebSockets", "events": "event streams"}


def open_set(channel: str, port: int, location: str, count: int) -> StreamSet:
    """`count` live channels on `location`: WebSockets (`socket`, what browsers use) or event
    streams (`events`, their fallback)."""
    if channel == "events":
        return StreamSet(port, "/_events" + location, count)
    return ChannelSet(port, location, count)


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


def l1(port: int, pid: int, counts: list[int], posts: int, label: str, log_path: str | None, channel: str) -> None:
    """One form POST with N open live channels of /counter: time until the N-th client has the
    patch, the host's main-actor fan-out time (from its debug log) and the client's own CPU time."""
    results = {}
    for count in counts:
        streams = open_set(channel, port, "/counter", count)
        streams.open()
        streams.settle()
        lasts, latencies, cpu, client_cpu, handoff, render, main_cpu = [], [], [], [], [], [], []
        for _ in range(posts):
            seen = [len(stream.arrivals) for stream in streams.streams]
            target = streams.event_count() + count
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
                return bool(statuses) and streams.event_count() >= target

            if not streams.pump(done, 30) or any(len(s.arrivals) <= n for s, n in zip(streams.streams, seen)):
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
        emit({"id": "L1", "channel": channel, "n": count, "baseline_n": counts[0], **r, "base_last_median_ms": base["last_median_ms"],
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
        table_row("L1", f"{label}: 1 POST /counter, {count} open {CHANNEL_NAMES[channel]}: last client has the patch (p99 over clients); server main-actor and all-thread CPU; client CPU",
                  f"{r['last_median_ms']:.1f} ms (p99 {r['p99_ms']:.1f} ms); {main}; {cpu_text}; client {r['client_cpu_ms_per_post']:.1f} ms",
                  f"{base['last_median_ms']:.1f} ms N = {counts[0]}", r["last_median_ms"] / base["last_median_ms"], goal, holds)


def l2(port: int, count: int, label: str, channel: str) -> None:
    """`count` new live channels on /quakes at once (after one alone): time to their first bytes
    (a WebSocket's upgrade answer, an event stream's response head) and to their whole first
    page (every message the lone channel got: one with every region, for either kind)."""
    single = open_set(channel, port, "/quakes", 1)
    start = single.open()
    single.settle()
    lone = single.streams[0]
    alone = lone.first_bytes - start
    messages, page_bytes = len(lone.arrivals), lone.received
    regions = sum(lone.regions) if isinstance(lone, Channel) else None
    alone_page = lone.arrivals[messages - 1] - start
    single.close()
    # The view outlives its last channel for a grace (10 s): the new channels find it built, as
    # tabs opening on a page others follow do.
    time.sleep(1)
    streams = open_set(channel, port, "/quakes", count)
    client_before = time.process_time()
    start = streams.open()
    if not streams.pump(lambda: all(len(s.arrivals) >= messages for s in streams.streams), 60):
        raise RuntimeError("channels did not get their first page within 60 s")
    client_cpu = time.process_time() - client_before
    firsts = [s.first_bytes - start for s in streams.streams]
    pages = [s.arrivals[messages - 1] - start for s in streams.streams]
    streams.close()
    p50, worst = statistics.median(firsts) * 1000, max(firsts) * 1000
    page_p50, page_max = statistics.median(pages) * 1000, max(pages) * 1000
    emit({"id": "L2", "channel": channel, "n": count, "alone_ms": alone * 1000, "p50_ms": p50, "max_ms": worst,
          "alone_page_ms": alone_page * 1000, "page_p50_ms": page_p50, "page_max_ms": page_max, "messages": messages,
          "regions": regions, "page_bytes": page_bytes, "client_cpu_ms": client_cpu * 1000})
    page = f"{messages} message{'s' if messages != 1 else ''}" + (f", {regions} regions" if regions is not None else "")
    table_row("L2", f"{label}: {count} new {CHANNEL_NAMES[channel]} on /quakes (week loaded): first bytes p50 / max; whole first page ({page}, {page_bytes / 1000:.0f} KB) p50 / max; client CPU",
              f"{p50:.0f} / {worst:.0f} ms; page {page_p50:.0f} / {page_max:.0f} ms; client {client_cpu * 1000:.0f} ms",
              f"{alone * 1000:.0f} ms one alone (page {alone_page * 1000:.0f} ms)", p50 / (alone * 1000), "p50 <= 500 ms, max <= 2,000 ms", p50 <= 500 and worst <= 2000)


def status_kib(pid: int) -> dict[str, int]:
    """Memory figures of the server (KiB) and its thread count, from /proc/<pid>/status."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile", "VmHWM", "Threads"):
                fields[key] = int(value.split()[0])
    return fields


def warm_up(port: int, location: str, count: int, batch: int) -> None:
    """A burst of channels opened and closed before a memory baseline: the allocator's arenas,
    the event loops' buffers, the location's view and the code paths a channel runs are then
    in place, and what the next channels add is theirs alone."""
    warm = ChannelSet(port, location, count)
    warm.open(batch=batch)
    warm.settle()
    warm.close()
    time.sleep(2)  # the host notices the closed sockets and releases the channels


def s1(port: int, pid: int, location: str, count: int, warmup: int, batch: int, label: str, goal_kib: float | None) -> None:
    """Server memory per open live channel: VmRSS before and after opening `count` WebSockets on
    one location (each with its first message), after a warm-up burst; per channel = delta / count."""
    warm_up(port, location, warmup, batch)
    before = status_kib(pid)
    channels = ChannelSet(port, location, count)
    start = channels.open(batch=batch)
    channels.settle()
    opened = time.perf_counter() - start
    channels.pump(lambda: False, 1.0)  # the server finishes its writes; pings are answered
    after = status_kib(pid)
    alive = sum(1 for channel in channels.streams if not channel.closed)
    channels.close()
    if alive != count:
        raise RuntimeError(f"{count - alive} of {count} channels closed during the measurement")
    per = (after["VmRSS"] - before["VmRSS"]) / count
    anon = (after["RssAnon"] - before["RssAnon"]) / count
    emit({"id": "S1", "build": label, "location": location, "channels": count, "warmup": warmup,
          "rss_before_kib": before["VmRSS"], "rss_after_kib": after["VmRSS"], "anon_before_kib": before["RssAnon"],
          "anon_after_kib": after["RssAnon"], "threads_before": before["Threads"], "threads_after": after["Threads"],
          "kib_per_channel": per, "anon_kib_per_channel": anon, "open_seconds": opened})
    table_row("S1", f"{label}: server memory per open live WebSocket, {count:,} on {location} after a warm-up of {warmup} (VmRSS {before['VmRSS'] / 1024:.1f} -> {after['VmRSS'] / 1024:.1f} MiB; anonymous {anon:.1f} KiB per channel)",
              f"{per:.1f} KiB per channel", f"{before['VmRSS'] / 1024:.1f} MiB before", None,
              "reported" if goal_kib is None else f"<= {goal_kib:g} KiB per channel", None if goal_kib is None else per <= goal_kib)


def s2(port: int, pid: int, count: int, posts: int, warmup: int, batch: int, label: str, quiet_posts: int = 3) -> None:
    """`count` open live WebSockets on /counter (each tab's channel): the server's RSS growth,
    then `posts` times one POST /counter/actions/increment and, per channel, the time from the
    POST until its patch: as the client read it, and as the kernel received it
    (`SO_TIMESTAMPNS`: not delayed by the client reading 10,000 sockets on one thread, which
    still shares the 2 cores with the server). The goal is judged on the kernel's time: the
    tabs of a real host are other machines. Then `quiet_posts` more with a quiet client: it
    reads nothing until 1.5 s after the POST was answered, so the server has the cores to
    itself (kernel times only). The kernel reports the receive time of the last segment a read
    takes, so a quiet client's read must not also take a ping: the quiet posts wait for the end
    of a ping wave (every `HEARTBEAT` s after each channel opened) and fit before the next."""
    warm_up(port, "/counter", warmup, batch)
    before = status_kib(pid)
    channels = ChannelSet(port, "/counter", count, timestamps=True)
    start = channels.open(batch=batch, timeout=120)
    channels.settle(timeout=120)
    opened = time.perf_counter() - start
    channels.pump(lambda: False, 1.0)
    after = status_kib(pid)
    growth_mb = (after["VmRSS"] - before["VmRSS"]) * 1024 / 1e6
    runs = []
    first_open = min(channel.opened for channel in channels.streams)
    last_open = max(channel.opened for channel in channels.streams)
    for quiet in [False] * posts + [True] * quiet_posts:
        if quiet and (not runs or not runs[-1]["quiet_client"]):
            # The quiet posts (about 3 s each) go between two ping waves.
            wave = 1
            while last_open + HEARTBEAT * wave + 0.5 < time.perf_counter():
                wave += 1
            if last_open + HEARTBEAT * wave + 0.5 + 3.2 * quiet_posts > first_open + HEARTBEAT * (wave + 1):
                raise RuntimeError("the channels opened over too long a time for quiet posts between ping waves")
            channels.pump(lambda: False, last_open + HEARTBEAT * wave + 0.5 - time.perf_counter())
        seen = [len(channel.arrivals) for channel in channels.streams]
        target = channels.event_count() + count
        cpu_before, client_before = server_cpu_seconds(pid), time.process_time()
        wall = time.time_ns()
        start = time.perf_counter()
        form = FormPost(port, "/counter/actions/increment", "return=%2Fcounter")
        statuses: list[int] = []
        if quiet:
            form.sock.settimeout(10)  # waits for the answer here, reading no channel
            statuses.append(form.status())
            time.sleep(1.5)

        def done() -> bool:
            if not statuses:
                status = form.status()
                if status is not None:
                    statuses.append(status)
            return bool(statuses) and channels.event_count() >= target

        finished = channels.pump(done, 60)
        form.close()
        missing = sum(1 for channel, n in zip(channels.streams, seen) if len(channel.arrivals) <= n)
        if not finished or missing:
            raise RuntimeError(f"{missing} of {count} channels got no patch within 60 s (POST: {statuses})")
        if statuses[0] != 303:
            raise RuntimeError(f"POST answered {statuses[0]}")
        client_cpu = time.process_time() - client_before
        channels.pump(lambda: False, 0.2)
        server_cpu = server_cpu_seconds(pid) - cpu_before
        reads = [(channel.arrivals[n] - start) * 1000 for channel, n in zip(channels.streams, seen)]
        kernels = [(channel.kernel_arrivals[n] - wall) / 1e6 for channel, n in zip(channels.streams, seen)
                   if channel.kernel_arrivals[n] is not None]
        runs.append({"quiet_client": quiet,
                     "read_p50_ms": statistics.median(reads), "read_p99_ms": percentile(reads, 0.99), "read_max_ms": max(reads),
                     "kernel_p50_ms": statistics.median(kernels) if kernels else None,
                     "kernel_p99_ms": percentile(kernels, 0.99) if kernels else None,
                     "kernel_max_ms": max(kernels) if kernels else None, "kernel_samples": len(kernels),
                     "server_cpu_ms": server_cpu * 1000, "client_cpu_ms": client_cpu * 1000})
        channels.pump(lambda: False, 1.0)
    alive = sum(1 for channel in channels.streams if not channel.closed)
    channels.close()
    emit({"id": "S2", "build": label, "channels": count, "alive_at_end": alive, "rss_before_kib": before["VmRSS"],
          "rss_after_kib": after["VmRSS"], "rss_growth_mb": growth_mb, "kib_per_channel": (after["VmRSS"] - before["VmRSS"]) / count,
          "threads": after["Threads"], "open_seconds": opened, "posts": runs})
    table_row("S2", f"{label}: {count:,} open live WebSockets on /counter: server RSS growth (VmRSS {before['VmRSS'] / 1024:.1f} -> {after['VmRSS'] / 1024:.1f} MiB, opened in {opened:.1f} s)",
              f"{growth_mb:.1f} MB ({(after['VmRSS'] - before['VmRSS']) / count:.1f} KiB per channel)", f"{before['VmRSS'] * 1024 / 1e6:.1f} MB before",
              after["VmRSS"] / before["VmRSS"], "<= 256 MB", growth_mb <= 256 and alive == count)
    reading = [run for run in runs if not run["quiet_client"]]
    quiet_runs = [run for run in runs if run["quiet_client"]]
    timed = [run for run in reading if run["kernel_p99_ms"] is not None]
    if reading and not timed:
        raise RuntimeError("the kernel gave no receive times (SO_TIMESTAMPNS)")
    worst_p99 = max((run["kernel_p99_ms"] for run in timed), default=0)
    worst_max = max((run["kernel_max_ms"] for run in timed), default=0)
    kernel = "; ".join(f"{run['kernel_p99_ms']:.0f} / {run['kernel_max_ms']:.0f}" for run in timed)
    read = "; ".join(f"{run['read_p99_ms']:.0f} / {run['read_max_ms']:.0f}" for run in reading)
    cpu = statistics.median(run["server_cpu_ms"] for run in reading)
    client = statistics.median(run["client_cpu_ms"] for run in reading)
    table_row("S2", f"{label}: 1 POST /counter with {count:,} open live WebSockets: time from the POST until each channel has its patch, p99 / max per post ({len(reading)} posts): received (kernel time), read by the one-thread client; server all-thread CPU; client CPU",
              f"received {kernel} ms; read {read} ms; server {cpu:.0f} ms; client {client:.0f} ms",
              f"p50 received {statistics.median(run['kernel_p50_ms'] for run in timed):.0f} ms", None,
              "p99 and max <= 250 ms (received)", worst_p99 <= 250 and worst_max <= 250)
    if quiet_runs:
        quiet_text = "; ".join(f"{run['kernel_p99_ms']:.0f} / {run['kernel_max_ms']:.0f}" for run in quiet_runs if run["kernel_p99_ms"] is not None)
        table_row("S2", f"{label}: the same with a quiet client (reads nothing until 1.5 s after the POST's answer): received p99 / max per post ({len(quiet_runs)} posts); server all-thread CPU",
                  f"received {quiet_text} ms; server {statistics.median(run['server_cpu_ms'] for run in quiet_runs):.0f} ms",
                  f"p50 received {statistics.median(run['kernel_p50_ms'] for run in quiet_runs):.0f} ms", None, "reported", None)


M1_RECORDER = """(() => {
  // Counter tabs note when each value first shows (Date.now(): one clock with the client's).
  if (location.pathname !== "/counter") return;
  window.__values = {};
  const look = () => {
    const match = document.body && document.body.textContent.match(/Value: (-?\\d+)/);
    if (match && !(match[1] in window.__values)) window.__values[match[1]] = Date.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
})();"""
M1_PAGES = ["/counter", "/animals?category=Mammal", "/quakes"]


def m1(port: int, tabs: int, posts: int, label: str, chromium: str) -> None:
    """`tabs` tabs of one Chromium profile (one browser context), mixing the counter, the
    Mammal category and the quakes: are they all live, how long the next tab takes to open, and
    how long an Increment posted in it takes to show in itself and in every counter tab; the
    same post with one tab alone is the baseline."""
    from playwright.sync_api import sync_playwright

    base = f"http://{HOST}:{port}"

    def open_tab(context, path: str):
        page = context.new_page()
        start = time.perf_counter()
        page.goto(base + path)
        loaded = time.perf_counter() - start
        page.wait_for_selector("html[data-live=open]", state="attached")
        return page, loaded, time.perf_counter() - start

    def value_of(page) -> int:
        return int(re.search(r"Value: (-?\d+)", page.text_content("body")).group(1))

    def seen_at(page, value: int) -> float:
        handle = page.wait_for_function("v => window.__values && window.__values[v]", arg=str(value), timeout=15_000)
        return handle.json_value()

    def post(tab, watchers) -> tuple[float, float]:
        """Clicks Increment in `tab` (a form post, its redirect and the page again); returns the
        ms until the tab shows the new value, and until every tab of `watchers` and `tab` does."""
        value = value_of(tab) + 1
        start = time.time() * 1000
        with tab.expect_navigation():
            tab.get_by_role("button", name="Increment").click()
        own = seen_at(tab, value) - start
        others = [seen_at(watcher, value) - start for watcher in watchers]
        return own, max([own, *others])

    def live_count(pages) -> int:
        return sum(1 for page in pages if page.locator("html[data-live=open]").count() == 1)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=["--no-sandbox"])
        context = browser.new_context()
        context.set_default_timeout(30_000)
        context.add_init_script(M1_RECORDER)
        one, one_loaded, one_live = open_tab(context, "/counter")
        alone = [post(one, [])[0] for _ in range(posts)]
        context.close()

        context = browser.new_context()
        context.set_default_timeout(30_000)
        context.add_init_script(M1_RECORDER)
        start = time.perf_counter()
        pages = [open_tab(context, M1_PAGES[index % len(M1_PAGES)])[0] for index in range(tabs)]
        opened_all = time.perf_counter() - start
        live_before = live_count(pages)
        last, last_loaded, last_live = open_tab(context, "/counter")
        counters = [page for index, page in enumerate(pages) if index % len(M1_PAGES) == 0]
        results = [post(last, counters) for _ in range(posts)]
        live_after = live_count([*pages, last])
        context.close()
        browser.close()

    own = statistics.median(result[0] for result in results)
    every = statistics.median(result[1] for result in results)
    base_ms = statistics.median(alone)
    emit({"id": "M1", "build": label, "tabs": tabs, "live_before": live_before, "live_after": live_after,
          "open_all_s": opened_all, "tab_loaded_ms": last_loaded * 1000, "tab_live_ms": last_live * 1000,
          "alone_loaded_ms": one_loaded * 1000, "alone_live_ms": one_live * 1000, "alone_posts_ms": alone,
          "posts_own_ms": [result[0] for result in results], "posts_every_ms": [result[1] for result in results],
          "counter_tabs": len(counters) + 1})
    table_row("M1", f"{label}: {tabs} tabs of one Chromium profile (/counter, /animals?category=Mammal, /quakes in turn): live; tab {tabs + 1} opened (load / live)",
              f"{live_before} of {tabs} live ({live_after} of {tabs + 1} after the posts); {last_loaded * 1000:.0f} / {last_live * 1000:.0f} ms",
              f"one tab alone {one_loaded * 1000:.0f} / {one_live * 1000:.0f} ms", last_live / one_live,
              f"all {tabs} live", live_before == tabs and live_after == tabs + 1)
    table_row("M1", f"{label}: Increment posted in tab {tabs + 1}: shown in that tab / in every counter tab ({len(counters) + 1}), median of {posts}",
              f"{own:.0f} / {every:.0f} ms", f"{base_ms:.0f} ms one tab alone", every / base_ms,
              "as fast as one tab (<= 1.5x)", every <= 1.5 * base_ms)


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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("row", choices=["L1", "L2", "S1", "S2", "M1", "T1", "load-week"])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int)
    parser.add_argument("--counts", default="1,10,100,1000")
    parser.add_argument("--posts", type=int, default=10)
    parser.add_argument("--streams", type=int, default=500)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--label", default="debug")
    parser.add_argument("--channel", choices=["socket", "events"], default="socket",
                        help="L1/L2: live WebSockets (what browsers use) or the event-stream fallback")
    parser.add_argument("--path", default="/counter", help="S1: the page location the channels follow")
    parser.add_argument("--count", type=int, help="S1: channels (2,000); S2: channels (10,000)")
    parser.add_argument("--warmup", type=int, default=250, help="S1/S2: channels opened and closed before the baseline")
    parser.add_argument("--batch", type=int, default=500, help="S1/S2: channels connected at once")
    parser.add_argument("--goal-kib", type=float, help="S1: the goal per channel (none: reported)")
    parser.add_argument("--tabs", type=int, default=50, help="M1: tabs open before the measured one")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--log", help="the server's log (run with --log-level debug): L1 reads its live fan-out timings")
    parser.add_argument("--id", default="T1", help="the row id T1 prints under (R1 for the release run)")
    parser.add_argument("--reported", action="store_true", help="T1 figures for comparison only, without goal or verdict")
    args = parser.parse_args()
    # Room for S2's 10,000 sockets (the server's limit is raised by Scripts/bench).
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if args.row == "L1":
        l1(args.port, args.pid, [int(c) for c in args.counts.split(",")], args.posts, args.label, args.log, args.channel)
    elif args.row == "L2":
        l2(args.port, args.streams, args.label, args.channel)
    elif args.row == "S1":
        s1(args.port, args.pid, args.path, args.count or 2000, args.warmup, args.batch, args.label, args.goal_kib)
    elif args.row == "S2":
        s2(args.port, args.pid, args.count or 10_000, min(args.posts, 5), args.warmup, args.batch, args.label)
    elif args.row == "M1":
        m1(args.port, args.tabs, min(args.posts, 5), args.label, args.chromium)
    elif args.row == "T1":
        # R1's goal is the figures of both builds, so its rows carry no verdict.
        t1(args.port, args.seconds, args.label, args.id, args.reported or args.id == "R1")
    else:
        load_week(args.port)


if __name__ == "__main__":
    main()
