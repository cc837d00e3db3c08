"""Live-update streams clean up after themselves: 2,000 event streams opened and closed against
the real Showcase leave its memory where it was, and the host keeps answering meanwhile."""

import socket
import time
import urllib.request

from conftest import get

WEEK_TOTAL = 4655
STREAMS = 2000
BATCH = 250


def open_stream(port: int, path: str) -> socket.socket:
    """Opens an event stream and returns once its first region event arrived."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    received = b""
    while b"event: live" not in received:
        chunk = sock.recv(65536)
        if not chunk:
            raise AssertionError(f"{path} closed before its first event: {received[:300]!r}")
        received += chunk
    assert received.startswith(b"HTTP/1.1 200"), received[:200]
    return sock


def open_and_close(port: int, paths: list[str], total: int) -> None:
    """`total` streams in batches of BATCH open at once, each batch closed before the next."""
    opened = 0
    while opened < total:
        batch = [open_stream(port, paths[(opened + i) % len(paths)]) for i in range(min(BATCH, total - opened))]
        opened += len(batch)
        for sock in batch:
            sock.close()



def load_week(app) -> None:
    request = urllib.request.Request(
        f"{app.base_url}/quakes/actions/refresh", data=b"range=allWeek&return=%2Fquakes", method="POST",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    urllib.request.urlopen(request, timeout=30).close()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if f"{WEEK_TOTAL} total" in get(f"{app.base_url}/quakes")[1]:
            return
        time.sleep(0.5)
    raise AssertionError("the week did not load")


def test_two_thousand_closed_streams_give_their_memory_back(make_app):
    app = make_app("showcase", "--quakes-feed", "sample")
    app.start()
    load_week(app)
    paths = ["/_events/counter", "/_events/quakes", "/_events/animals", "/_events/quakes?search=Alaska"]
    # Warm-up: one burst of BATCH streams and the pages. The first burst of concurrent
    # connections raises RSS by about 38 KB per connection (NIO/Hummingbird connection state)
    # that glibc keeps and later connections reuse; a leak would grow with every burst below.
    open_and_close(app.port, paths, BATCH)
    for path in ["/counter", "/quakes", "/animals"]:
        assert get(app.base_url + path)[0] == 200
    time.sleep(1)
    before = app.rss_kib()

    open_and_close(app.port, paths, STREAMS)

    after = app.settled_rss_kib(before * 1.10)
    assert app.is_running()
    assert after <= before * 1.10, f"RSS {before} KiB before the streams, {after} KiB after"
    # The host still serves, and a new stream still starts.
    assert get(app.base_url + "/quakes")[0] == 200
    open_stream(app.port, "/_events/counter").close()
    print(f"RSS before {before} KiB, after {STREAMS} streams {after} KiB ({after / before:.3f}x)")
