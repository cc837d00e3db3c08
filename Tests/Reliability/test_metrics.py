"""Metrics from outside: the real Showcase and animals-server with `--metrics-port` serve
Prometheus text at GET /metrics on a loopback listener of their own, and what a user does moves
it (requests by route class, latency histograms, dispatches per module, open live channels,
the Animals API's requests). Without the option nothing is served; a public metrics host is
refused at start-up."""

import json
import socket
import subprocess
import time
import urllib.error
import urllib.request

from conftest import BIN_DIR, free_port, get
from harness.live_socket import LiveSocket

ROUTE_CLASSES = {"page", "form_action", "live", "asset", "devtools", "api", "health", "other"}


def scrape(port: int) -> list[tuple[str, dict[str, str], float]]:
    """The samples of one GET /metrics: (name, labels, value)."""
    status, text = get(f"http://127.0.0.1:{port}/metrics", timeout=10)
    assert status == 200, text
    samples = []
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        series, _, value = line.rpartition(" ")
        name, _, rest = series.partition("{")
        labels = {}
        for pair in filter(None, rest.rstrip("}").split(",")):
            key, _, quoted = pair.partition("=")
            labels[key] = quoted.strip('"')
        samples.append((name, labels, float(value)))
    return samples


def value(samples, name: str, **labels: str) -> float:
    """The sum of `name`'s samples whose labels include `labels` (0 when there is none)."""
    return sum(v for n, l, v in samples if n == name and all(l.get(k) == x for k, x in labels.items()))


def wait_for(port: int, condition, seconds: float = 10):
    """Scrapes until `condition(samples)` holds (bounded), returning the last scrape."""
    deadline = time.monotonic() + seconds
    samples = scrape(port)
    while not condition(samples) and time.monotonic() < deadline:
        time.sleep(0.1)
        samples = scrape(port)
    return samples


def post(url: str, body: bytes, content_type: str) -> int:
    request = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_showcase_metrics_move_with_pages_posts_and_live_channels(make_app):
    metrics_port = free_port()
    app = make_app("showcase", "--quakes-feed", "sample", "--metrics-port", str(metrics_port))
    app.start()
    before = scrape(metrics_port)

    for path in ["/", "/counter", "/_assets/app.css"]:
        assert get(app.base_url + path)[0] == 200
    # The redirect is followed: the 303, then the page again.
    assert post(f"{app.base_url}/counter/actions/increment", b"return=%2Fcounter", "application/x-www-form-urlencoded") == 200
    channel = LiveSocket(app.port, "/counter")
    channel.next_message()
    try:
        after = wait_for(metrics_port, lambda s: value(s, "immutabledata_live_connections") == 1)
        requests = "immutabledata_http_requests_total"
        assert value(after, requests, route="page", status="200") - value(before, requests, route="page", status="200") == 3
        assert value(after, requests, route="form_action", status="303") - value(before, requests, route="form_action") == 1
        assert value(after, requests, route="asset", status="200") - value(before, requests, route="asset") == 1
        assert value(after, requests, route="live") - value(before, requests, route="live") >= 1
        # The health checks of the start-up wait are counted too.
        assert value(after, requests, route="health") >= 1
        histogram = "immutabledata_http_request_duration_seconds"
        assert value(after, histogram + "_count", route="page") - value(before, histogram + "_count", route="page") == 3
        assert value(after, histogram + "_bucket", route="page", le="+Inf") == value(after, histogram + "_count", route="page")
        assert value(after, histogram + "_sum", route="page") > 0
        dispatches = "immutabledata_dispatches_total"
        assert value(after, dispatches, module="counter") - value(before, dispatches, module="counter") == 1
        # Not only form posts: Quakes dispatched on its own at start-up (its first fetch).
        assert value(after, dispatches, module="quakes") >= 1
        assert value(after, "immutabledata_live_connections") == 1
        # Bounded labels: route classes and status codes, never a path.
        assert {l["route"] for n, l, v in after if n == requests} <= ROUTE_CLASSES
        assert all("/" not in label for n, l, v in after for label in l.values())
    finally:
        channel.close()
    closed = wait_for(metrics_port, lambda s: value(s, "immutabledata_live_connections") == 0)
    assert value(closed, "immutabledata_live_connections") == 0


def test_metrics_are_not_served_on_the_app_port(make_app):
    metrics_port = free_port()
    app = make_app("counter", "--metrics-port", str(metrics_port))
    app.start()
    assert get(app.base_url + "/metrics")[0] == 404
    assert get(f"http://127.0.0.1:{metrics_port}/")[0] == 404
    assert get(f"http://127.0.0.1:{metrics_port}/metrics")[0] == 200
    # SIGTERM stops both listeners, gracefully.
    assert app.stop() == 0


def test_without_the_option_no_metrics_listener_starts(make_app):
    app = make_app("counter")
    app.start()
    assert "metrics at" not in app.log()
    assert get(app.base_url + "/metrics")[0] == 404


def test_a_metrics_host_other_machines_reach_is_refused_at_start_up(tmp_path):
    result = subprocess.run(
        [str(BIN_DIR / "counter"), "--port", str(free_port()), "--data-dir", str(tmp_path / "data"),
         "--metrics-port", str(free_port()), "--metrics-host", "0.0.0.0"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode != 0
    assert "--metrics-host 0.0.0.0" in result.stderr
    assert "--metrics-allow-remote" in result.stderr
    assert not (tmp_path / "data").exists()


def open_feed(port: int) -> socket.socket:
    """Opens the Animals change feed and returns once its `ready` event arrived."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sock.sendall(f"GET /animals/api/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    received = b""
    while b"event: ready" not in received:
        chunk = sock.recv(65536)
        assert chunk, f"the feed closed before `ready`: {received[:300]!r}"
        received += chunk
    return sock


def test_animals_server_metrics_move_with_api_requests_and_feed_streams(make_app, data_dir):
    metrics_port = free_port()
    server = make_app("animals-server", "--database", str(data_dir / "animals-server.sqlite"), "--metrics-port", str(metrics_port))
    server.start()
    before = scrape(metrics_port)
    body = json.dumps({"query": [{"categories": {}}]}).encode()
    assert post(f"{server.base_url}/animals/api", body, "application/json") == 200
    assert post(f"{server.base_url}/animals/api", b"{}", "text/plain") == 415
    feed = open_feed(server.port)
    try:
        after = wait_for(metrics_port, lambda s: value(s, "immutabledata_live_connections") == 1)
        requests = "immutabledata_http_requests_total"
        assert value(after, requests, route="api", status="200") - value(before, requests, route="api", status="200") == 1
        assert value(after, requests, route="api", status="415") - value(before, requests, route="api", status="415") == 1
        assert value(after, requests, route="health", status="200") >= 1
        histogram = "immutabledata_http_request_duration_seconds"
        assert value(after, histogram + "_count", route="api") - value(before, histogram + "_count", route="api") == 2
        assert value(after, "immutabledata_live_connections") == 1
    finally:
        feed.close()
    closed = wait_for(metrics_port, lambda s: value(s, "immutabledata_live_connections") == 0)
    assert value(closed, "immutabledata_live_connections") == 0
    assert get(server.base_url + "/metrics")[0] == 404
