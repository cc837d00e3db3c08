"""The scaled-out deployment of Scripts/cluster, started the same way (the harness's
`Cluster`): nginx in front of three Showcase instances and two animals-server instances on one
PostgreSQL, everything on loopback.

- A write through nginx landing on one instance reaches open tabs on the others, live.
- `kill -9` of an instance: its tabs reconnect through nginx to another one within 5 s and show
  a change made after the kill.
- The event-stream fallback of the live channel stays live through nginx.
- A rolling restart of every instance (drained out of nginx's rotation, SIGTERM, exit, start,
  /healthz, back in rotation) under continuous load through nginx fails no request.
- `Scripts/cluster restart NAME` (the running cluster's control socket) does one such step.

Which instance answers is read from nginx's `X-Upstream` response header ($upstream_addr); a
browser keeps to one instance through the `cluster_client` cookie nginx hashes on, so a tab is
placed on a chosen instance by giving its browser context a cookie value that hashes there
(found by asking nginx). The live channel's own instance is read from the WebSocket handshake's
response headers (Chrome DevTools Protocol).

PostgreSQL: a fresh database on ANIMALS_POSTGRES_URL when set (Scripts/test sets it), else the
cluster's own throwaway one. nginx and Chromium must be installed (Scripts/test installs them);
a missing one fails the tests with what to do, never skips them.
"""

import http.client
import json
import os
import re
import shutil
import socket
import sys
import threading
import time
import urllib.request
import uuid
from collections import Counter

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from conftest import BIN_DIR, ROOT

sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from animals_page import add_animal, animals  # noqa: E402 (the browser suites' Animals steps)
from harness.cluster import Cluster, ControlServer, control_path, send_command  # noqa: E402
from harness.processes import HarnessError  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
POSTGRES_URL = os.environ.get("ANIMALS_POSTGRES_URL")
COOKIE = "cluster_client"


@pytest.fixture
def cluster(database_url):
    try:
        running = Cluster(BIN_DIR, database_url)
        running.start()
    except HarnessError as error:
        pytest.fail(f"the cluster did not start: {error}")
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium is missing at {CHROMIUM}: apt-get install chromium (Scripts/test installs it)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def contexts(browser):
    """New browser contexts (each its own cookies: one browser each), closed after the test."""
    made = []

    def make():
        context = browser.new_context()
        context.set_default_timeout(20_000)
        made.append(context)
        return context

    expect.set_options(timeout=15_000)
    yield make
    expect.set_options(timeout=5_000)
    for context in made:
        context.close()


def upstream_of(headers: dict) -> str:
    """The instance that answered: the last address of nginx's X-Upstream (earlier ones, if
    any, were tried and refused the connection)."""
    value = {name.lower(): text for name, text in headers.items()}.get("x-upstream")
    assert value, f"no X-Upstream header in {headers}"
    return value.split(",")[-1].strip()


def cookie_for(cluster: Cluster, showcase, tries: int = 300) -> str:
    """A `cluster_client` value nginx hashes to `showcase` (each try is another random value)."""
    for _ in range(tries):
        value = uuid.uuid4().hex
        request = urllib.request.Request(cluster.url + "/healthz", headers={"Cookie": f"{COOKIE}={value}"})
        with urllib.request.urlopen(request, timeout=10) as response:
            if upstream_of(dict(response.headers)) == showcase.address:
                return value
    raise AssertionError(f"no cookie value in {tries} tries hashed to {showcase.address}")


class Tab:
    """A page in its own browser context, placed on a Showcase instance through nginx; records
    the instance of every live-channel handshake."""

    def __init__(self, contexts, cluster: Cluster, showcase, path: str):
        self.context = contexts()
        self.context.add_cookies([{"name": COOKIE, "value": cookie_for(cluster, showcase), "url": cluster.url}])
        self.page = self.context.new_page()
        self.sockets: list[str] = []
        self.sent: list[str] = []
        cdp = self.context.new_cdp_session(self.page)
        cdp.on("Network.webSocketHandshakeResponseReceived", lambda event: self.sockets.append(upstream_of(event["response"]["headers"])))
        cdp.on("Network.webSocketFrameSent", lambda event: self.sent.append(event["response"]["payloadData"]))
        cdp.send("Network.enable")
        response = self.page.goto(cluster.url + path)
        assert response is not None and response.status == 200
        assert upstream_of(response.headers) == showcase.address, "the page came from another instance than its cookie names"
        live(self.page)
        self.page.evaluate("window.__notReloaded = true")

    def not_reloaded(self) -> bool:
        return self.page.evaluate("window.__notReloaded === true")


def live(page: Page, timeout: float = 15_000) -> None:
    expect(page.locator("html[data-live=open]")).to_have_count(1, timeout=timeout)


def test_a_write_through_one_instance_reaches_open_tabs_on_the_others(cluster, contexts):
    a, b, c = cluster.showcases
    tab_b = Tab(contexts, cluster, b, "/animals?category=Bird")
    tab_c = Tab(contexts, cluster, c, "/animals?category=Bird")
    assert tab_b.sockets == [b.address] and tab_c.sockets == [c.address], "a live channel went to another instance than its page"
    for tab in (tab_b, tab_c):
        expect(animals(tab.page, "Bird")).to_have_text(["House sparrow"])

    tab_a = Tab(contexts, cluster, a, "/animals?category=Bird")
    add_animal(tab_a.page, "Golden eagle", "Bird", "Carnivore")
    # The Save was sent over tab A's live channel, which nginx handed to instance A (below).
    assert any('"submit":"/animals/actions/add-animal"' in frame for frame in tab_a.sent), tab_a.sent

    for tab in (tab_a, tab_b, tab_c):
        expect(animals(tab.page, "Bird")).to_have_text(["Golden eagle", "House sparrow"])
    # B and C heard it over their live channels, not by reloading; A's Save was sent in place
    # through nginx (over its channel, which then moved to the saved animal), page and channel kept.
    assert tab_a.not_reloaded() and tab_b.not_reloaded() and tab_c.not_reloaded()
    assert tab_a.sockets == [a.address] and tab_b.sockets == [b.address] and tab_c.sockets == [c.address]

    # A visit in place through nginx: the address bar follows, no document is loaded.
    tab_b.page.get_by_role("link", name="Mammal", exact=True).click()
    expect(tab_b.page).to_have_url(re.compile(r"/animals\?category=Mammal$"))
    expect(animals(tab_b.page, "Mammal")).not_to_have_count(0)
    assert tab_b.not_reloaded() and tab_b.sockets == [b.address]


def api_add_animal(cluster: Cluster, name: str, category: str) -> None:
    """An animal added through nginx's Animals API port (one of the animals-servers)."""
    body = json.dumps({"mutation": [{"addAnimal": {"name": name, "diet": "Omnivore", "categoryId": category}}]}).encode()
    request = urllib.request.Request(cluster.api_url + "/animals/api", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200


def test_tabs_of_a_killed_instance_reconnect_to_another_within_5_seconds(cluster, contexts):
    victim = cluster.showcases[1]
    tabs = [Tab(contexts, cluster, victim, "/animals?category=Fish") for _ in range(2)]
    for tab in tabs:
        expect(animals(tab.page, "Fish")).to_have_count(0)

    killed_at = time.monotonic()
    victim.kill()
    # A change made after the kill: only a channel open after it can bring it.
    api_add_animal(cluster, "Clownfish", "Fish")

    def remaining_ms() -> float:
        # What is left of the 5 s (at least 1 ms: Playwright reads 0 as "no timeout").
        return max(1.0, (5.0 - (time.monotonic() - killed_at)) * 1000)

    for tab in tabs:
        expect(animals(tab.page, "Fish")).to_have_text(["Clownfish"], timeout=remaining_ms())
        live(tab.page, timeout=remaining_ms())
    elapsed = time.monotonic() - killed_at
    print(f"\ntabs of the killed instance showed the change {elapsed:.2f} s after kill -9")
    assert elapsed < 5.0
    survivors = {showcase.address for showcase in cluster.showcases if showcase is not victim}
    for tab in tabs:
        assert tab.not_reloaded()
        assert tab.sockets[0] == victim.address and len(tab.sockets) >= 2 and tab.sockets[-1] in survivors, tab.sockets


def test_the_event_stream_fallback_stays_live_through_nginx(cluster):
    """The live channel's fallback (`/_events<page>`, for browsers whose WebSockets never get
    through) through nginx: admitted (the Host check with --allowed-host), and a change reaches
    the open stream within 5 s. (nginx 1.22 forwarded these events promptly even with
    `proxy_buffering on`, so this does not tell the buffering setting apart; the template turns
    buffering off as nginx's documentation advises for event streams.)"""
    showcase = cluster.showcases[0]
    cookie = f"{COOKIE}={cookie_for(cluster, showcase)}"
    stream = socket.create_connection(("127.0.0.1", cluster.apps_port), timeout=5)
    try:
        stream.sendall(
            f"GET /_events/counter HTTP/1.1\r\nHost: 127.0.0.1:{cluster.apps_port}\r\nAccept: text/event-stream\r\n"
            f"Cookie: {cookie}\r\n\r\n".encode()
        )
        received = read_until(stream, lambda data: data.count(b"event: live") >= 1)
        head = received.split(b"\r\n\r\n", 1)[0].decode().lower()
        assert head.startswith("http/1.1 200") and f"x-upstream: {showcase.address}" in head, head

        request = urllib.request.Request(
            cluster.url + "/counter/actions/increment", data=b"return=%2Fcounter", method="POST",
            headers={"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            assert upstream_of(dict(response.headers)) == showcase.address
        posted_at = time.monotonic()
        received = read_until(stream, lambda data: data.count(b"event: live") >= 2, received)
        assert b"Value: 1" in received.rsplit(b"event: live", 1)[1]
        assert time.monotonic() - posted_at < 5
    finally:
        stream.close()


def read_until(sock: socket.socket, done, received: bytes = b"", seconds: float = 5) -> bytes:
    """Reads from `sock` until `done(received)` (bounded by `seconds`)."""
    deadline = time.monotonic() + seconds
    while not done(received):
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"nothing more arrived in {seconds} s: {received[-400:]!r}"
        sock.settimeout(remaining)
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        assert chunk, f"the stream closed: {received[-400:]!r}"
        received += chunk
    return received


class Load:
    """Clients that keep sending page GETs and Counter posts through nginx (no cookies: spread
    over every instance) until stopped; every answer that is not the expected one counts as a
    failure, and so does every connection error.

    Each client keeps its connection to nginx open (keep-alive), as a browser does, and does
    what a browser does when a reused connection turns out closed before any answer (the
    keep-alive race: nginx closed it idle, or after its last answer, as a worker does when a
    reload replaces it, which a rolling restart's drain does twice per instance): it sends the
    request again, once, on a new connection. nginx read nothing of it (a worker that exits
    answers every request it has read), so nothing is applied twice. Those resends are counted
    (`resent`); a request that fails on a new connection, or fails again, is a failure."""

    REQUESTS = [
        ("GET", "/", 200),
        ("GET", "/counter", 200),
        ("POST", "/counter/actions/increment", 303),
        ("GET", "/animals?category=Mammal", 200),
        ("GET", "/quakes", 200),
        ("GET", "/healthz", 200),
    ]

    def __init__(self, port: int, clients: int = 4):
        self.port = port
        self.stopping = threading.Event()
        self.lock = threading.Lock()
        self.outcomes: Counter = Counter()
        self.upstreams: Counter = Counter()
        self.failures: list[str] = []
        self.resent: Counter = Counter()
        self.threads = [threading.Thread(target=self.client, args=(number,), daemon=True) for number in range(clients)]

    def start(self) -> None:
        for thread in self.threads:
            thread.start()

    def stop(self) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=60)
        assert not any(thread.is_alive() for thread in self.threads), "a load client hung"

    @property
    def total(self) -> int:
        with self.lock:
            return sum(self.outcomes.values())

    def client(self, number: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        reused = False
        index = number
        while not self.stopping.is_set():
            method, path, expected = self.REQUESTS[index % len(self.REQUESTS)]
            index += 1
            for attempt in (1, 2):
                try:
                    try:
                        if method == "POST":
                            connection.request(method, path, body="return=%2Fcounter", headers={"Content-Type": "application/x-www-form-urlencoded"})
                        else:
                            connection.request(method, path)
                        response = connection.getresponse()
                    except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected) as error:
                        # Closed before any answer: on a reused connection, the keep-alive race.
                        connection.close()
                        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                        if reused and attempt == 1:
                            reused = False
                            with self.lock:
                                self.resent[method] += 1
                            continue
                        raise error
                    response.read()
                    reused = not response.will_close
                    status, upstream = response.status, response.getheader("X-Upstream", "")
                except (OSError, http.client.HTTPException) as error:
                    connection.close()
                    connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                    reused = False
                    with self.lock:
                        self.failures.append(f"{method} {path}: {error!r}")
                    break
                with self.lock:
                    self.outcomes[(method, status == expected)] += 1
                    self.upstreams[upstream.split(",")[-1].strip()] += 1
                    if status != expected:
                        self.failures.append(f"{method} {path}: HTTP {status} from {upstream}")
                break
        connection.close()

    def wait_until_served_by(self, addresses: set[str], timeout: float = 30) -> None:
        """Until every one of `addresses` answered a request from now on (polled, bounded)."""
        with self.lock:
            self.upstreams.clear()
        deadline = time.monotonic() + timeout
        while True:
            with self.lock:
                missing = addresses - set(self.upstreams)
            if not missing:
                return
            assert time.monotonic() < deadline, f"{sorted(missing)} answered no request in {timeout:.0f} s after the restart"
            time.sleep(0.05)

    def wait_for_more(self, count: int, timeout: float = 60) -> None:
        """Until `count` more requests were answered (polled, bounded): the load is running."""
        target = self.total + count
        deadline = time.monotonic() + timeout
        while self.total < target:
            assert time.monotonic() < deadline, f"the load made no progress ({self.total} of {target} requests)"
            time.sleep(0.05)


def test_a_rolling_restart_under_load_fails_no_request(cluster, contexts):
    # An open tab on every instance: a stopping instance closes its live channels (which its
    # graceful shutdown waits for) and the tab reconnects to another one.
    tabs = [Tab(contexts, cluster, showcase, "/counter") for showcase in cluster.showcases]
    load = Load(cluster.apps_port)
    load.start()
    try:
        load.wait_for_more(50)
        steps = []
        for service in [*cluster.showcases, *cluster.servers]:
            before = service.pid
            exit_status = cluster.restart(service)
            steps.append(cluster.last_restart)
            assert exit_status == 0, f"{service.name} did not exit cleanly on SIGTERM (status {exit_status}):\n{service.log_tail()}"
            assert service.pid != before
            load.wait_for_more(50)
        # Every restarted instance serves again.
        load.wait_until_served_by({showcase.address for showcase in cluster.showcases})
    finally:
        load.stop()

    posts = load.outcomes[("POST", True)]
    print(
        f"\nrolling restart: {load.total} requests ({posts} Counter posts), {len(load.failures)} failed; "
        f"sent again on a new connection after nginx closed a kept-alive one: {dict(load.resent)}; "
        f"drains {min(step['drain'] for step in steps):.2f}-{max(step['drain'] for step in steps):.2f} s, "
        f"steps {min(step['step'] for step in steps):.2f}-{max(step['step'] for step in steps):.2f} s"
    )
    if load.failures:
        # nginx's reasons, but for the refused connections it passed on to the next instance.
        reasons = [line for line in cluster.nginx_error_log().splitlines() if "[error]" in line and "connect() failed" not in line]
        raise AssertionError(f"{len(load.failures)} of {load.total} requests failed: {load.failures[:20]}\nnginx: {reasons[:10]}")
    assert posts > 0
    for tab in tabs:
        live(tab.page)
        assert tab.not_reloaded()
        expect(tab.page.locator(".counter .value")).to_have_text(re.compile(r"^Value: -?\d+$"))


def test_the_restart_command_restarts_one_instance_drained_under_load(cluster):
    """`Scripts/cluster restart NAME` as a running cluster serves it (its control socket, the
    command's own client): the named instance is replaced, no request fails, and a name that
    is no instance is refused with the names there are."""
    control = ControlServer(cluster, control_path(cluster.apps_port))
    load = Load(cluster.apps_port)
    load.start()
    try:
        load.wait_for_more(50)
        victim = cluster.showcases[1]
        before = victim.pid
        answer = send_command(cluster.apps_port, {"restart": "showcase-2"})
        assert answer.get("restarted") == victim.name and answer["exit_status"] == 0, answer
        assert answer["old_pid"] == before and answer["new_pid"] == victim.pid != before, answer
        load.wait_for_more(50)
        load.wait_until_served_by({victim.address})
        refused = send_command(cluster.apps_port, {"restart": "showcase-9"})
        assert "showcase-1, showcase-2, showcase-3, animals-server-1, animals-server-2" in refused.get("error", ""), refused
    finally:
        load.stop()
        control.close()
    assert not load.failures, load.failures[:20]
    assert not control_path(cluster.apps_port).exists()
    print(f"\nrestart command: {answer['message']}; {load.total} requests, none failed")
