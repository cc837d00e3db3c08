"""The Animals database goes away while everything runs: every request still answers within
5 s (503 from animals-server with a clear message, a failure on the Animals page), both
recover by themselves once the database is back, and nothing acknowledged is lost.

PostgreSQL runs as a cluster of the test's own in a temporary folder (stopped at the end, also
on failure): stopped, stalled (SIGSTOP) or unreachable (a forwarder in front of it stops passing
anything). A SQLite file is held busy by this process, or made read-only (`chattr +i`)."""

import html
import json
import re
import signal
import socket
import sqlite3
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest

from conftest import App, get
from harness.postgres import ThrowawayPostgres

# Every answer while the database is unavailable comes within this.
ANSWER_BOUND = 5.0
# Recovery is polled for at most this long after the database is back.
RECOVERY_BOUND = 30.0
PASSWORD = "outage-secret-51c2"


def url_on(port: int) -> str:
    """The throwaway cluster's URL through `port` (its own, or a Partition's in front of it),
    with a password the answers must never show (trust authentication ignores it)."""
    return f"postgres://postgres:{PASSWORD}@127.0.0.1:{port}/postgres?sslmode=disable"


@pytest.fixture
def cluster():
    """The harness's throwaway PostgreSQL (as Scripts/test makes one), of this test alone: the
    test stops, freezes and starts its server."""
    postgres = ThrowawayPostgres()
    try:
        postgres.start()
        yield postgres
    finally:
        postgres.stop()


class Partition:
    """A TCP forwarder in front of the cluster that can cut the network between them: while cut
    it forwards nothing either way and connects no new connection on (the kernel still accepts
    them), as a partition drops packets; what was sent meanwhile arrives once healed, as TCP
    retransmits it. Both sides keep their connections open, so nothing is refused: the database
    is unreachable, not stopped."""

    def __init__(self, target_port: int):
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.connected = threading.Event()
        self.connected.set()
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self.accept, daemon=True).start()

    def cut(self) -> None:
        self.connected.clear()

    def heal(self) -> None:
        self.connected.set()

    def close(self) -> None:
        self.connected.set()
        self.listener.close()
        with self.lock:
            for sock in self.sockets:
                sock.close()

    def accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                self.sockets.append(client)
            threading.Thread(target=self.connect, args=(client,), daemon=True).start()

    def connect(self, client: socket.socket) -> None:
        self.connected.wait()
        try:
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
        except OSError:
            client.close()
            return
        with self.lock:
            self.sockets.append(upstream)
        threading.Thread(target=self.pump, args=(upstream, client), daemon=True).start()
        self.pump(client, upstream)

    def pump(self, source: socket.socket, target: socket.socket) -> None:
        """Forwards `source` to `target`; a chunk read while cut is held until healed."""
        try:
            while data := source.recv(65536):
                self.connected.wait()
                target.sendall(data)
        except OSError:
            pass
        for sock in (source, target):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def animals_server(make_app, data_dir: Path, database: str) -> App:
    app = make_app("animals-server")
    # animals-server takes a database, not the apps' --data-dir.
    app.args = [str(app.executable), "--host", "127.0.0.1", "--port", str(app.port), "--database", database]
    app.start()
    return app


def timed(call):
    start = time.monotonic()
    result = call()
    return result, time.monotonic() - start


def api(server: App, body: dict, timeout: float = 30) -> tuple[int, dict]:
    request = urllib.request.Request(
        f"{server.base_url}/animals/api", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def add(server: App, name: str, timeout: float = 30) -> tuple[int, dict]:
    return api(server, {"mutation": [{"addAnimal": {"name": name, "diet": "Carnivore", "categoryId": "Bird"}}]}, timeout)


def animal_ids(server: App) -> set[str]:
    status, body = api(server, {"query": [{"animals": {}}]})
    assert status == 200, body
    return {animal["animalId"] for animal in body["query"][0]["animals"]["animals"]}


def add_five(server: App) -> set[str]:
    acknowledged = set()
    for number in range(5):
        status, body = add(server, f"Kept {number}")
        assert status == 200, body
        acknowledged.add(body["mutation"][0]["addAnimal"]["animal"]["animalId"])
    return acknowledged


def post_add_through_page(showcase: App, name: str, timeout: float = 30) -> tuple[int, str]:
    """Saves a new animal as the editor's form does (no script) and follows the redirect."""
    draft = str(uuid.uuid4())
    status, editor = get(f"{showcase.base_url}/animals?category=Bird&editor=add&draft={draft}", timeout=timeout)
    assert status == 200, editor
    back = re.search(r'name="return" value="([^"]*saving=1[^"]*)"', editor)
    assert back, editor
    fields = {"return": html.unescape(back.group(1)), "draft": draft, "name": name, "diet": "Carnivore", "categoryId": "Bird"}
    request = urllib.request.Request(
        f"{showcase.base_url}/animals/actions/add-animal", data=urllib.parse.urlencode(fields).encode(), method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def failure_lines(page: str) -> list[str]:
    """The texts of the page's status lines that show a failure."""
    return [html.unescape(re.sub(r"<[^>]+>", "", text)) for text in re.findall(r'data-tone="failure"[^>]*>(.*?)</', page, re.S)]


def poll(condition, bound: float, what: str, *apps: App):
    """Polls `condition` (which returns a true value when met) until `bound` seconds passed;
    a failure says what the last try gave and ends with the logs of `apps`."""
    start = time.monotonic()
    while True:
        value = condition()
        if value:
            return value, time.monotonic() - start
        if time.monotonic() - start > bound:
            logs = "\n".join(f"--- {app.executable.name} log (end):\n{app.log()[-4000:]}" for app in apps)
            what = what() if callable(what) else what
            pytest.fail(f"{what} did not happen within {bound} s (last: {value!r})\n{logs}")
        time.sleep(0.2)


def expect_unavailable_answer(server: App) -> float:
    (status, body), elapsed = timed(lambda: add(server, "Lost", timeout=ANSWER_BOUND + 5))
    assert status == 503, body
    assert elapsed < ANSWER_BOUND, f"animals-server answered after {elapsed:.1f} s"
    message = body["error"]["message"]
    assert "try again" in message, message
    assert PASSWORD not in message
    return elapsed


def expect_failed_post(showcase: App) -> float:
    (status, page), elapsed = timed(lambda: post_add_through_page(showcase, "Lost on the page", timeout=ANSWER_BOUND + 5))
    assert elapsed < ANSWER_BOUND, f"the post answered after {elapsed:.1f} s"
    assert status == 200, page
    lines = failure_lines(page)
    assert any("The animal could not be saved" in line and "503" in line for line in lines), lines
    return elapsed


def page_shows_failure(showcase: App):
    (status, page), elapsed = timed(lambda: get(f"{showcase.base_url}/animals?category=Bird", timeout=ANSWER_BOUND + 5))
    assert elapsed < ANSWER_BOUND, f"the page answered after {elapsed:.1f} s"
    assert status == 200
    return failure_lines(page)


def expect_recovery(server: App, showcase: App, acknowledged: set[str], since: float) -> tuple[float, float]:
    """Polls until a write through animals-server works and the page shows no failure; returns
    how long each took after `since` (when the database was back)."""
    answers = []

    def written() -> bool:
        answers.append(add(server, "After the outage"))
        return answers[-1][0] == 200

    poll(written, RECOVERY_BOUND, lambda: f"a write through animals-server (last answer {answers[-1]})", server)
    server_recovery = time.monotonic() - since
    shown = []

    def cleared() -> bool:
        shown.append(page_shows_failure(showcase))
        return shown[-1] == []

    poll(cleared, RECOVERY_BOUND, lambda: f"the page's recovery (it still shows {shown[-1]})", server, showcase)
    page_recovery = time.monotonic() - since
    status, page = post_add_through_page(showcase, "Added after the outage")
    assert status == 200 and failure_lines(page) == [], failure_lines(page)
    ids = animal_ids(server)
    assert acknowledged <= ids, acknowledged - ids
    return server_recovery, page_recovery


def test_a_stopped_postgresql_gets_bounded_answers_and_both_recover(make_app, data_dir, cluster):
    server = animals_server(make_app, data_dir, url_on(cluster.port))
    showcase = make_app("showcase", "--modules", "animals", "--animals-store", server.base_url)
    showcase.start()
    acknowledged = add_five(server)

    cluster.stop_server()
    stopped = time.monotonic()
    # The page learns it by itself: the server's change feed says so.
    lines, _ = poll(lambda: page_shows_failure(showcase), 20, "a failure on the Animals page")
    page_time = time.monotonic() - stopped
    assert any("could not be loaded" in line and "503" in line for line in lines), lines
    assert page_time < ANSWER_BOUND, f"the page showed the failure {page_time:.2f} s after the stop"
    answer = expect_unavailable_answer(server)
    (health, _), health_time = timed(lambda: get(f"{server.base_url}/healthz", timeout=ANSWER_BOUND + 5))
    assert health == 503 and health_time < ANSWER_BOUND
    post = expect_failed_post(showcase)

    cluster.start_server()
    server_recovery, page_recovery = expect_recovery(server, showcase, acknowledged, since=time.monotonic())
    assert get(f"{server.base_url}/healthz")[0] == 200
    assert PASSWORD not in server.log() and PASSWORD not in showcase.log()
    print(
        f"\nstopped PostgreSQL: server 503 in {answer:.2f} s, /healthz 503 in {health_time:.2f} s, page post {post:.2f} s,"
        f" page failure shown {page_time:.2f} s after the stop; after the restart: server writes after {server_recovery:.2f} s,"
        f" page clear after {page_recovery:.2f} s"
    )


@pytest.mark.parametrize("fault", ["stalled", "unreachable"])
def test_a_stalled_or_unreachable_postgresql_gets_bounded_answers_and_both_recover(make_app, data_dir, cluster, fault):
    """Stalled: every PostgreSQL process SIGSTOPped. Unreachable: the network to it cut (a
    Partition). Either way connections stay open and nothing is refused: only deadlines and the
    server's check of its listening connection notice it."""
    partition = Partition(cluster.port) if fault == "unreachable" else None
    try:
        database = url_on(partition.port) if partition else url_on(cluster.port)
        server = animals_server(make_app, data_dir, database)
        showcase = make_app("showcase", "--modules", "animals", "--animals-store", server.base_url)
        showcase.start()
        acknowledged = add_five(server)

        if partition:
            partition.cut()
        else:
            cluster.signal_server(signal.SIGSTOP)
        stalled = time.monotonic()
        # A page load answers at once from what the Showcase holds; the failure comes once the
        # server has noticed (its check of the listening connection fails, and its change feed
        # tells every client at once), within the bound, each load within it meanwhile.
        lines, _ = poll(lambda: page_shows_failure(showcase), 20, "a failure on the Animals page", server, showcase)
        page_time = time.monotonic() - stalled
        assert any("could not be loaded" in line and "503" in line for line in lines), lines
        assert page_time < ANSWER_BOUND, f"the page showed the failure {page_time:.2f} s after the stall"
        answer = expect_unavailable_answer(server)
        post = expect_failed_post(showcase)
        (health, _), health_time = timed(lambda: get(f"{server.base_url}/healthz", timeout=ANSWER_BOUND + 5))
        assert health == 503 and health_time < ANSWER_BOUND
        # A Showcase started meanwhile: its first page (its fetch on load) says so too.
        late = make_app("showcase", "--modules", "animals", "--animals-store", server.base_url, data=data_dir / "late")
        late.start()
        late_lines = page_shows_failure(late)
        assert any("could not be loaded" in line and "503" in line for line in late_lines), late_lines

        if partition:
            partition.heal()
        else:
            cluster.signal_server(signal.SIGCONT)
        server_recovery, page_recovery = expect_recovery(server, showcase, acknowledged, since=time.monotonic())
        poll(lambda: page_shows_failure(late) == [], RECOVERY_BOUND, "the late Showcase's recovery", server, late)
    finally:
        if partition:
            partition.close()
    print(
        f"\n{fault} PostgreSQL: page failure shown {page_time:.2f} s after it, server 503 in {answer:.2f} s,"
        f" /healthz 503 in {health_time:.2f} s, page post {post:.2f} s; after it ended: server writes after"
        f" {server_recovery:.2f} s, page clear after {page_recovery:.2f} s"
    )


def hold_write_lock(database: Path) -> sqlite3.Connection:
    """Another process's write transaction on the file, as a long import would hold it."""
    holder = sqlite3.connect(database, timeout=0, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    return holder


def test_a_busy_sqlite_file_gets_bounded_answers_and_recovers(make_app, data_dir):
    database = data_dir / "server" / "animals-server.sqlite"
    server = animals_server(make_app, data_dir, str(database))
    acknowledged = add_five(server)
    showcase = make_app("showcase", "--modules", "animals", "--animals-store", "local")
    showcase.start()

    holder = hold_write_lock(database)
    try:
        (status, body), elapsed = timed(lambda: add(server, "Lost", timeout=ANSWER_BOUND + 5))
        assert status == 503 and elapsed < ANSWER_BOUND, (status, body, elapsed)
        assert "busy" in body["error"]["message"], body
    finally:
        holder.close()
    poll(lambda: add(server, "After the lock")[0] == 200, RECOVERY_BOUND, "a write through animals-server")
    assert acknowledged <= animal_ids(server)

    holder = hold_write_lock(showcase.data_dir / "animals.sqlite")
    try:
        (status, page), post = timed(lambda: post_add_through_page(showcase, "Lost on the page", timeout=ANSWER_BOUND + 5))
        assert status == 200 and post < ANSWER_BOUND, (status, post)
        lines = failure_lines(page)
        assert any("The animal could not be saved" in line and "busy" in line for line in lines), lines
    finally:
        holder.close()
    status, page = post_add_through_page(showcase, "Saved after the lock")
    assert status == 200 and failure_lines(page) == [], failure_lines(page)
    print(f"\nbusy SQLite: server 503 in {elapsed:.2f} s, page post {post:.2f} s")


def set_immutable(paths: list[Path], immutable: bool) -> None:
    """`chattr +i` / `-i`: even root, and a descriptor already open for writing, can no longer
    write the file or add one to the folder."""
    result = subprocess.run(["chattr", "+i" if immutable else "-i", *map(str, paths)], capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        pytest.fail(f"chattr failed (it needs root, or CAP_LINUX_IMMUTABLE, and a file system with attributes): {result.stderr}")


def test_a_sqlite_file_turned_read_only_fails_posts_in_time_and_recovers(make_app, data_dir):
    """The Animals app on its local SQLite file, which turns read-only while it runs. The tests
    run as root, which ignores file modes, and a descriptor SQLite already holds keeps writing
    after a chmod anyway; a read-only remount is refused while a file is open for writing. So
    the file, its WAL and its folder are made immutable (`chattr +i`): writes through open
    descriptors fail (EPERM, as EROFS would on a file system remounted read-only) and no
    journal can be created. Not the `-shm` index: SQLite maps it into memory, and a store to a
    mapped page of an immutable file is a SIGBUS (no real read-only file system gets there: it
    cannot turn read-only while the file is open for writing)."""
    showcase = make_app("showcase", "--modules", "animals", "--animals-store", "local")
    showcase.start()
    database = showcase.data_dir / "animals.sqlite"
    acknowledged = []
    for number in range(3):
        status, page = post_add_through_page(showcase, f"Kept {number}")
        assert status == 200 and failure_lines(page) == [], failure_lines(page)
        acknowledged.append(f"Kept {number}")
    frozen = [database, database.with_name("animals.sqlite-wal"), showcase.data_dir]
    assert all(path.exists() for path in frozen), sorted(p.name for p in showcase.data_dir.iterdir())

    set_immutable(frozen, True)
    try:
        (status, page), post = timed(lambda: post_add_through_page(showcase, "Lost on the page", timeout=ANSWER_BOUND + 5))
        assert status == 200 and post < ANSWER_BOUND, (status, post)
        lines = failure_lines(page)
        assert any("The animal could not be saved" in line and "cannot be written" in line for line in lines), lines
        # Reading still works: the page answers, with what it had.
        (status, page), load = timed(lambda: get(f"{showcase.base_url}/animals?category=Bird", timeout=ANSWER_BOUND + 5))
        assert status == 200 and load < ANSWER_BOUND and "Kept 0" in page, (status, load)
    finally:
        set_immutable(frozen, False)

    status, page = post_add_through_page(showcase, "Saved after")
    assert status == 200 and failure_lines(page) == [], failure_lines(page)
    acknowledged.append("Saved after")
    assert showcase.stop() == 0
    with sqlite3.connect(database) as reader:
        names = {row[0] for row in reader.execute("SELECT name FROM animal")}
    assert set(acknowledged) <= names, set(acknowledged) - names
    assert "Lost on the page" not in names
    print(f"\nread-only SQLite: page post failed in {post:.2f} s, page load {load:.2f} s")
