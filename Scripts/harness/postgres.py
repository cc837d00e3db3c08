"""The one throwaway PostgreSQL of the Python side: Scripts/lib.sh's start_postgres_cluster,
postgres_cluster_server and stop_postgres_cluster (the shell's, which Scripts/test uses), so
Python and shell make it one way."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from harness.processes import HarnessError

ROOT = Path(__file__).resolve().parents[2]
LIB = ROOT / "Scripts" / "lib.sh"


class ThrowawayPostgres:
    """A PostgreSQL cluster in a temporary folder (trust authentication, a free loopback port,
    the socket in its folder; as the postgres system user when run as root). `start()` makes it
    and returns its URL; `stop_server()` and `start_server()` take the server away and bring it
    back on the same port (an outage); `signal_server()` freezes or resumes it; `stop()` stops
    it and removes the folder (safe to call twice)."""

    def __init__(self) -> None:
        self.url: str | None = None
        self.directory: str | None = None

    @property
    def port(self) -> int:
        assert self.url is not None
        return urlsplit(self.url).port or 5432

    def _lib(self, script: str, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "-c", f'source "$1"; {script}', "bash", str(LIB), *args],
                              capture_output=True, text=True, timeout=120)

    def start(self) -> str:
        result = self._lib('start_postgres_cluster >&2; printf "%s\\n%s\\n" "$ANIMALS_POSTGRES_URL" "$PG_CLUSTER_DIR"')
        lines = result.stdout.split()
        if result.returncode != 0 or len(lines) != 2:
            raise HarnessError(f"the throwaway PostgreSQL did not start:\n{result.stderr}")
        self.url, self.directory = lines
        return self.url

    def stop_server(self) -> None:
        self._server("stop")

    def start_server(self) -> None:
        self._server("start")

    def _server(self, action: str) -> None:
        assert self.directory is not None
        result = self._lib('PG_CLUSTER_DIR="$2"; postgres_cluster_server "$3"', self.directory, action)
        if result.returncode != 0:
            raise HarnessError(f"pg_ctl {action} failed:\n{result.stderr}")

    def processes(self) -> list[int]:
        """The postmaster and its children (read from /proc): the processes the server runs."""
        assert self.directory is not None
        pid_file = Path(self.directory) / "data" / "postmaster.pid"
        try:
            postmaster = int(pid_file.read_text().split("\n")[0])
        except (OSError, ValueError):
            return []
        pids = [postmaster]
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == postmaster:
                pids.append(int(entry.name))
        return pids

    def signal_server(self, sig: int) -> None:
        """Sends `sig` to every process of the server (SIGSTOP freezes it: a stalled database)."""
        for pid in self.processes():
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass

    def stop(self) -> None:
        if not self.directory:
            return
        self.signal_server(signal.SIGCONT)
        self._lib('PG_CLUSTER_DIR="$2"; stop_postgres_cluster', self.directory)
        self.directory = None
