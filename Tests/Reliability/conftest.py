"""Fixtures for the reliability suites: real app binaries on loopback ports, measured from
outside (/proc for memory, raw sockets for streams)."""

import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN_DIR = Path(os.environ.get("APPS_BIN_DIR", ROOT / ".build-workspace" / "debug"))

# The one harness the scripts and suites share (Scripts/harness): the suites import it as `harness.…`.
sys.path.insert(0, str(ROOT / "Scripts"))
from harness.processes import free_port, stop_process  # noqa: E402,F401 (free_port: the suites' one way to a port)


def get(url: str, timeout: float = 30) -> tuple[int, str]:
    """Status and body of a GET; HTTP errors are answers too."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


class App:
    """One app process on a free loopback port; started with `start()`, stopped by the fixture."""

    def __init__(self, executable: str, data_dir: Path, args: list[str]):
        self.executable = BIN_DIR / executable
        if not self.executable.exists():
            raise RuntimeError(f"{self.executable} is missing: build the app first (Scripts/test does)")
        self.data_dir = data_dir
        self.port = free_port()
        # animals-server keeps its data in `--database`, not a data directory.
        data = [] if executable == "animals-server" else ["--data-dir", str(data_dir)]
        self.args = [str(self.executable), "--host", "127.0.0.1", "--port", str(self.port), *data, *args]
        self.log_path = data_dir.parent / f"{executable}-{self.port}.log"
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> None:
        """Starts the app and waits until it answers /healthz with any status (a module that
        failed to start makes it 503, and the host still serves)."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(self.args, stdout=open(self.log_path, "ab"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.executable.name} exited early:\n{self.log()}")
            try:
                get(f"{self.base_url}/healthz", timeout=1)
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"{self.executable.name} did not answer /healthz:\n{self.log()}")

    def stop(self) -> int | None:
        if self.process is None:
            return None
        code = stop_process(self.process, timeout=15)
        self.process = None
        return code

    def is_running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def rss_kib(self) -> int:
        """Resident memory of the process now, from /proc."""
        assert self.process is not None
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS line")

    def settled_rss_kib(self, ceiling_kib: float, seconds: float = 20) -> int:
        """RSS once it is below `ceiling_kib`, or the last reading after `seconds` (streams and
        channels are released as their connections close, a moment after the client closes them)."""
        deadline = time.monotonic() + seconds
        rss = self.rss_kib()
        while rss > ceiling_kib and time.monotonic() < deadline:
            time.sleep(0.25)
            rss = self.rss_kib()
        return rss

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


@pytest.fixture
def data_dir():
    with tempfile.TemporaryDirectory(prefix="immutabledata-reliability-") as directory:
        yield Path(directory)


@pytest.fixture
def make_app(data_dir):
    """Builds (does not start) app processes; every one is stopped after the test."""
    apps: list[App] = []

    def make(executable: str = "showcase", *args: str, data: Path | None = None) -> App:
        app = App(executable, data or data_dir / "data", list(args))
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.stop()


POSTGRES_URL = os.environ.get("ANIMALS_POSTGRES_URL")


@pytest.fixture
def database_url():
    """A fresh database on the test run's PostgreSQL, dropped afterwards; None (the cluster
    starts a throwaway PostgreSQL of its own) when no test cluster is set."""
    if not POSTGRES_URL:
        yield None
        return
    name = "animals_cluster_" + uuid.uuid4().hex
    subprocess.run(["psql", POSTGRES_URL, "-qc", f"CREATE DATABASE {name}"], check=True)
    yield f"{POSTGRES_URL.rsplit('/', 1)[0]}/{name}"
    subprocess.run(["psql", POSTGRES_URL, "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"], check=True)
