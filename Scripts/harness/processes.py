"""Processes the harness starts, and how they stop: a free loopback port, a service with a
health check, SIGTERM bounded then SIGKILL, and signal handling for commands that must clean up."""

from __future__ import annotations

import ctypes
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

LOOPBACK = "127.0.0.1"


class HarnessError(RuntimeError):
    """Something the harness started did not come up (or could not be made)."""


def free_port() -> int:
    """A loopback port nothing listens on now (the kernel's pick): the one way the scripts and
    suites choose a port."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        return sock.getsockname()[1]


def _die_with_parent() -> None:
    """In the child before exec: SIGTERM when the process that started it dies."""
    libc = ctypes.CDLL(None, use_errno=True)
    PR_SET_PDEATHSIG = 1
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def stop_on_signals() -> None:
    """Ctrl-C (SIGINT) and SIGTERM raise KeyboardInterrupt from here on, so a command's `except
    KeyboardInterrupt` stops what it started: also when started in the background, where a shell
    starts it with SIGINT ignored. Scripts/cluster and Scripts/soak call it first thing."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))


def ignore_stop_signals() -> None:
    """Ctrl-C and SIGTERM are ignored from here on: the clean-up that follows (stopping every
    process, removing the folder) runs to its end however impatient the user is."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def http_status(url: str, timeout: float = 2) -> int:
    """The status of a GET (an HTTP error is an answer too); raises OSError when nothing answers."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def connections_to(port: int) -> frozenset[str]:
    """The open TCP connections accepted on loopback `port` (established, or still in the
    handshake), each named by its peer's address (/proc/net/tcp, hexadecimal)."""
    found = set()
    try:
        lines = Path("/proc/net/tcp").read_text().splitlines()[1:]
    except OSError:
        return frozenset()
    for line in lines:
        fields = line.split()
        local, remote, state = fields[1], fields[2], fields[3]
        # 01 ESTABLISHED, 03 SYN_RECV
        if state in ("01", "03") and int(local.rsplit(":", 1)[1], 16) == port:
            found.add(remote)
    return frozenset(found)


def stop_process(process: subprocess.Popen, sig: int = signal.SIGTERM, timeout: float = 30) -> int:
    """Sends `sig` to a process still running, waits for its exit (SIGKILL after `timeout`) and
    returns its exit status: how the cluster's instances and the reliability suites' apps stop."""
    if process.poll() is None:
        process.send_signal(sig)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode


class Service:
    """One process the harness runs (an instance of the cluster, an app of a suite), on a fixed loopback port (kept across restarts, so nginx's
    configuration stays right)."""

    def __init__(self, name: str, args: list[str], port: int, log_path: Path, health_path: str | None = "/healthz"):
        self.name = name
        self.args = args
        self.port = port
        self.log_path = log_path
        self.health_path = health_path
        self.process: subprocess.Popen | None = None

    @property
    def address(self) -> str:
        """host:port, as nginx names the instance in $upstream_addr."""
        return f"{LOOPBACK}:{self.port}"

    @property
    def base_url(self) -> str:
        return f"http://{self.address}"

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process else None

    def start(self) -> None:
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(
                self.args, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True, preexec_fn=_die_with_parent,
            )

    def wait_ready(self, timeout: float = 90) -> None:
        """Until /healthz answers 200 (polled, bounded); fails at once if the process exits."""
        assert self.process is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise HarnessError(f"{self.name} exited with status {self.process.returncode}:\n{self.log_tail()}")
            if self.health_path is None:
                return
            try:
                if http_status(self.base_url + self.health_path, timeout=2) == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise HarnessError(f"{self.name} did not answer {self.health_path} with 200 in {timeout:.0f} s:\n{self.log_tail()}")

    def is_running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 30) -> int | None:
        """Sends `sig` and waits for the exit (SIGKILL after `timeout`); the exit status."""
        if self.process is None:
            return None
        code = stop_process(self.process, sig, timeout)
        self.process = None
        return code

    def kill(self) -> None:
        """kill -9: no shutdown at all, as a crash."""
        assert self.process is not None
        self.process.kill()
        self.process.wait()
        self.process = None

    def restart(self, timeout: float = 90) -> int | None:
        """SIGTERM, wait for the exit, start again, wait for /healthz; the old exit status."""
        code = self.stop()
        self.start()
        self.wait_ready(timeout)
        return code

    def log_tail(self, lines: int = 40) -> str:
        if not self.log_path.exists():
            return ""
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
