"""DevTools' history outlives the process (issue #39): a restarted instance shows the steps its
earlier run recorded, read from the SQLite log in its data directory; in a cluster (Scripts/cluster
--devtools) every instance shows every instance's steps from one shared log, through a rolling
restart, and only to a browser signed in with the deployment's token."""

import http.cookiejar
import json
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import BIN_DIR, get
from harness.cluster import Cluster
from harness.processes import HarnessError


def post_form(url: str, body: bytes) -> int:
    request = urllib.request.Request(
        url, data=body, method="POST", headers={"Content-Type": "application/x-www-form-urlencoded"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        response.read()
        return response.status


def log_of(app, module: str) -> dict:
    status, body = get(f"{app.base_url}/_devtools/{module}/log")
    assert status == 200, body
    return json.loads(body)


def increments(log: dict) -> list[int]:
    return [entry["step"]["step"] for entry in log["steps"] if "increment" in entry["step"]["action"].lower()]


def test_a_restarted_instance_shows_the_history_its_earlier_run_recorded(make_app, data_dir):
    app = make_app("showcase", "--devtools", "--instance", "showcase-7", "--quakes-feed", "sample")
    app.start()
    for _ in range(3):
        assert post_form(f"{app.base_url}/counter/actions/increment", b"return=%2Fcounter") == 200
    assert log_of(app, "counter")["steps"] == [], "the current run's steps are the live log's, not the earlier runs'"
    first_boot = log_of(app, "counter")["boot"]["id"]
    # A graceful stop writes the last steps before the process ends.
    assert app.stop() == 0
    assert (data_dir / "data" / "devtools-log.sqlite").exists()

    app.start()
    log = log_of(app, "counter")
    assert log["hasLog"] is True
    assert log["boot"]["id"] != first_boot
    assert len(increments(log)) == 3, log
    assert {entry["boot"]["id"] for entry in log["steps"]} == {first_boot}
    assert all(entry["boot"]["instance"] == "showcase-7" for entry in log["steps"])
    status, page = get(f"{app.base_url}/_devtools")
    assert status == 200
    assert "Earlier runs" in page and f'data-boot="{first_boot}"' in page


def test_with_the_log_off_a_restart_starts_with_no_history(make_app):
    app = make_app("showcase", "--devtools", "--devtools-log", "off", "--quakes-feed", "sample")
    app.start()
    assert post_form(f"{app.base_url}/counter/actions/increment", b"return=%2Fcounter") == 200
    assert app.stop() == 0
    app.start()
    log = log_of(app, "counter")
    assert log["hasLog"] is False and log["steps"] == []


# --- Across a cluster: nginx, two Showcase instances sharing one log, a token at the door. ---






@pytest.fixture
def devtools_cluster(database_url):
    try:
        running = Cluster(BIN_DIR, database_url, showcases=2, servers=1, devtools=True)
        running.start()
    except HarnessError as error:
        pytest.fail(f"the cluster did not start: {error}")
    yield running
    running.stop()


class Browser:
    """One browser's cookies (the DevTools sign-in's among them) over plain HTTP; redirects are
    not followed, so a 303 and its Set-Cookie are seen as they are."""

    class _NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), self._NoRedirect)

    def request(self, url: str, data: bytes | None = None, accept: str = "*/*") -> tuple[int, str]:
        headers = {"Accept": accept}
        if data is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        try:
            with self.opener.open(urllib.request.Request(url, data=data, headers=headers), timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()


def logged_increments(browser: Browser, base: str) -> list[dict]:
    status, body = browser.request(f"{base}/_devtools/counter/log")
    assert status == 200, body
    return [entry for entry in json.loads(body)["steps"] if "increment" in entry["step"]["action"].lower()]


def wait_for(condition, what: str, timeout: float = 30):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


def test_a_cluster_shows_every_instances_history_through_a_restart_behind_a_token(devtools_cluster):
    cluster = devtools_cluster
    first, second = cluster.showcases
    stranger = Browser()
    # Through nginx, without the token: refused, the page offers the sign-in form.
    status, body = stranger.request(f"{cluster.url}/_devtools/counter/actions")
    assert status == 401 and "increment" not in body
    status, page = stranger.request(f"{cluster.url}/_devtools", accept="text/html")
    assert status == 401 and 'name="token"' in page
    status, page = stranger.request(f"{cluster.url}/_devtools/sign-in", data=b"token=not-the-token-at-all-no")
    assert status == 401 and "not the right one" in page

    developer = Browser()
    token = cluster.devtools_token_file.read_text().strip()
    status, _ = developer.request(f"{cluster.url}/_devtools/sign-in", data=urllib.parse.urlencode({"token": token}).encode())
    assert status == 303
    # A cookie belongs to a host name, not a port: the browser's reaches each instance directly too.
    assert any(cookie.name == "devtools_token" for cookie in developer.jar)

    # A person's actions on instance 2.
    for _ in range(3):
        status, _ = stranger.request(f"http://{second.address}/counter/actions/increment", data=b"return=%2Fcounter")
        assert status == 303
    # Instance 1 shows them, named, within the writer's half second.
    seen = wait_for(lambda: len(logged_increments(developer, f"http://{first.address}")) == 3 and
                    logged_increments(developer, f"http://{first.address}"), "instance 1 to show instance 2's steps")
    assert {entry["boot"]["instance"] for entry in seen} == {"showcase-2"}
    boot_before = seen[0]["boot"]["id"]

    # Instance 2 is restarted (drained, SIGTERM, back in rotation): its earlier run is still shown,
    # by itself and by instance 1.
    assert cluster.restart(second) == 0
    again = logged_increments(developer, f"http://{second.address}")
    assert [entry["boot"]["id"] for entry in again] == [boot_before] * 3
    assert len(logged_increments(developer, f"http://{first.address}")) == 3
    # And through nginx, signed in.
    status, page = developer.request(f"{cluster.url}/_devtools", accept="text/html")
    assert status == 200 and "Earlier runs" in page and "showcase-2, run started" in page
