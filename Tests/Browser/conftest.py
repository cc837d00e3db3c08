"""Fixtures for the browser suites: real app binaries on loopback ports, a real Chromium."""

import os
import shutil
import signal
import sys
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
BIN_DIR = Path(os.environ.get("APPS_BIN_DIR", ROOT / ".build-workspace" / "debug"))
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")


# The one harness the scripts and suites share (Scripts/harness).
sys.path.insert(0, str(ROOT / "Scripts"))
from harness.processes import free_port  # noqa: E402,F401 (the suites' one way to a port)


class RunningApp:
    """One app process (showcase, animals-server, ...) on a free loopback port."""

    def __init__(self, executable: str, data_dir: Path, extra_args: list[str]):
        self.executable = BIN_DIR / executable
        if not self.executable.exists():
            raise RuntimeError(f"{self.executable} is missing: build the app first (Scripts/test does)")
        self.data_dir = data_dir
        self.extra_args = extra_args
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self.log_path = data_dir / f"{executable}.log"

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        args = [str(self.executable), "--host", "127.0.0.1", "--port", str(self.port)]
        args += self.extra_args
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.executable.name} exited early:\n{self.log()}")
            try:
                with urllib.request.urlopen(f"{self.base_url}/healthz", timeout=1) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"{self.executable.name} did not answer /healthz:\n{self.log()}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def restart(self) -> None:
        self.stop()
        self.start()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


@pytest.fixture
def data_dir():
    with tempfile.TemporaryDirectory(prefix="immutabledata-") as directory:
        yield Path(directory)


@pytest.fixture
def start_app(data_dir):
    """Starts an app binary; every app started is stopped after the test."""
    started: list[RunningApp] = []

    def start(executable: str = "showcase", *args: str, data: Path | None = None) -> RunningApp:
        app_data = data or data_dir / f"{executable}-{len(started)}"
        extra = ["--data-dir", str(app_data), *args] if executable != "animals-server" else list(args)
        app = RunningApp(executable, app_data, extra)
        app.start()
        started.append(app)
        return app

    yield start
    for app in started:
        app.stop()


@pytest.fixture
def showcase(start_app):
    """Showcase with every module on a temporary data dir."""
    return start_app("showcase")


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox"]
        )
        yield browser
        browser.close()


@pytest.fixture
def patient_expectations():
    """Assertions wait up to 15 s: a bound against hangs, generous on a loaded machine."""
    expect.set_options(timeout=15_000)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture
def patient_context(context, patient_expectations):
    """The `context` whose page actions wait up to 20 s, with patient assertions: for flows
    through a remote store (a post, its redirect and the re-fetch)."""
    context.set_default_timeout(20_000)
    return context


@pytest.fixture
def context(browser):
    context = browser.new_context()
    context.set_default_timeout(10_000)
    yield context
    context.close()
