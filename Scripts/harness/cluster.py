"""The scaled-out deployment on loopback (`Scripts/cluster`, the reliability suite, the soak):
nginx in front of several Showcase and animals-server instances on one PostgreSQL, and the
control socket through which `Scripts/cluster restart NAME` reaches a running one.

    nginx :APPS_PORT  -> showcase x3 (sticky by a cookie nginx sets; the next one when one is down)
    nginx :API_PORT   -> animals-server x2 -> PostgreSQL (LISTEN/NOTIFY: every server's change feed)
    each showcase --animals-store http://127.0.0.1:API_PORT

Everything lives in a temporary folder (nginx's configuration, logs, each instance's data
folder), removed by `stop()`. Every process is started with a parent-death signal, so none
outlives the process that started it even when that one is killed.
"""

from __future__ import annotations

import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from harness.nginx import find_nginx, nginx_configuration, nginx_workers
from harness.postgres import ThrowawayPostgres
from harness.processes import LOOPBACK, HarnessError, Service, connections_to, free_port, http_status

# The names people use to reach nginx: each Showcase accepts them on any port (--allowed-host).
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]


class Cluster:
    """nginx, `showcases` Showcase instances and `servers` animals-server instances on one
    PostgreSQL. `start()` brings everything up and waits until it answers; `stop()` stops it
    all (safe to call twice, and after a failed start)."""

    def __init__(
        self,
        bin_dir: Path,
        database_url: str | None = None,
        showcases: int = 3,
        servers: int = 2,
        apps_port: int = 0,
        api_port: int = 0,
        showcase_args: list[str] | None = None,
        devtools: bool = False,
    ):
        self.bin_dir = Path(bin_dir)
        # DevTools on every Showcase, behind a token (a throwaway one in the cluster's directory),
        # all writing one shared log in the cluster's PostgreSQL (as instances on several
        # machines would), so each instance's page shows the others' steps.
        self.devtools = devtools
        for executable in ("showcase", "animals-server"):
            if not (self.bin_dir / executable).exists():
                raise HarnessError(f"{self.bin_dir / executable} is missing: build the apps first")
        self.nginx_executable = find_nginx()
        self.database_url = database_url
        self.count_showcases = showcases
        self.count_servers = servers
        self.apps_port = apps_port or free_port()
        self.api_port = api_port or free_port()
        self.showcase_args = showcase_args or []
        self.directory: Path | None = None
        self.postgres: ThrowawayPostgres | None = None
        self.showcases: list[Service] = []
        self.servers: list[Service] = []
        self.nginx: Service | None = None
        # Addresses of the instances taken out of nginx's rotation (a rolling restart's drain).
        self.down: set[str] = set()
        self.last_restart: dict[str, float] = {}
        self._nginx_base: list[str] = []

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.apps_port}"

    @property
    def devtools_token_file(self) -> Path:
        """The file holding the token DevTools' sign-in asks for (with `devtools=True`)."""
        assert self.directory is not None
        return self.directory / "devtools-token"

    @property
    def api_url(self) -> str:
        return f"http://{LOOPBACK}:{self.api_port}"

    def start(self) -> None:
        try:
            self._start()
        except BaseException:
            self.stop()
            raise

    def _start(self) -> None:
        self.directory = Path(tempfile.mkdtemp(prefix="immutabledata-cluster-"))
        if self.database_url is None:
            self.postgres = ThrowawayPostgres()
            self.database_url = self.postgres.start()
        logs = self.directory / "logs"
        logs.mkdir()
        if self.devtools:
            # Readable by this user only; shown by its path, never printed.
            self.devtools_token_file.write_text(secrets.token_urlsafe(24) + "\n")
            self.devtools_token_file.chmod(0o600)

        for index in range(1, self.count_servers + 1):
            port = free_port()
            self.servers.append(Service(
                f"animals-server {index}",
                [str(self.bin_dir / "animals-server"), "--host", LOOPBACK, "--port", str(port), "--database", self.database_url],
                port, logs / f"animals-server-{index}.log",
            ))
        for index in range(1, self.count_showcases + 1):
            port = free_port()
            data = self.directory / f"showcase-{index}"
            args = [
                str(self.bin_dir / "showcase"), "--host", LOOPBACK, "--port", str(port), "--data-dir", str(data),
                "--modules", "counter,animals,quakes", "--quakes-feed", "sample", "--animals-store", self.api_url,
            ]
            for name in ALLOWED_HOSTS:
                args += ["--allowed-host", name]
            if self.devtools:
                args += [
                    "--devtools", "--devtools-token-file", str(self.devtools_token_file),
                    "--devtools-log", self.database_url, "--instance", f"showcase-{index}",
                ]
            self.showcases.append(Service(f"showcase {index}", args + self.showcase_args, port, logs / f"showcase-{index}.log"))

        # The first server creates the tables and the sample data; the others find them.
        self.servers[0].start()
        self.servers[0].wait_ready()
        for server in self.servers[1:]:
            server.start()
        for server in self.servers[1:]:
            server.wait_ready()

        self._start_nginx()

        for showcase in self.showcases:
            showcase.start()
        for showcase in self.showcases:
            showcase.wait_ready()
        self._wait_through_nginx()

    def _start_nginx(self) -> None:
        assert self.directory is not None
        run_dir = self.directory / "nginx"
        temp = run_dir / "nginx-temp"
        temp.mkdir(parents=True)
        configuration = run_dir / "nginx.conf"
        self._write_configuration()
        if os.geteuid() == 0:
            # Workers run as nobody: they reach their temporary folders, nothing else of ours.
            nobody = pwd.getpwnam("nobody")
            for path in (self.directory, run_dir):
                path.chmod(0o711)
            os.chown(temp, nobody.pw_uid, nobody.pw_gid)
        base = [self.nginx_executable, "-p", str(run_dir), "-c", str(configuration), "-e", str(run_dir / "nginx-error.log")]
        self._nginx_base = base
        self._check_configuration()
        self.nginx = Service("nginx", [*base, "-g", "daemon off;"], self.apps_port, self.directory / "logs" / "nginx.log", health_path=None)
        self.nginx.start()
        self.nginx.wait_ready()

    def _write_configuration(self) -> None:
        assert self.directory is not None
        run_dir = self.directory / "nginx"
        (run_dir / "nginx.conf").write_text(nginx_configuration(
            run_dir, self.apps_port, self.api_port, self.showcases, self.servers, frozenset(self.down),
        ))

    def _check_configuration(self) -> None:
        check = subprocess.run([*self._nginx_base, "-t", "-q"], capture_output=True, text=True, timeout=30)
        if check.returncode != 0:
            raise HarnessError(f"nginx refuses the configuration {self._nginx_base[4]}:\n{check.stderr}")

    def reload_nginx(self, timeout: float = 30) -> None:
        """Writes the configuration again (with `self.down`), `nginx -s reload`, and waits until
        the new configuration is in effect (polled, bounded): new workers accept every new
        connection, and the old ones have stopped accepting (each finishes what it holds: the
        requests it has read, and its WebSockets and event streams until they close)."""
        assert self.nginx is not None and self.nginx.pid is not None
        master = self.nginx.pid
        before = set(nginx_workers(master))
        self._write_configuration()
        self._check_configuration()
        result = subprocess.run([*self._nginx_base, "-s", "reload"], capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            raise HarnessError(f"nginx -s reload failed:\n{result.stderr}")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            workers = nginx_workers(master)
            # A new worker has the master's title until it sets its own.
            fresh = [pid for pid, title in workers.items() if pid not in before and title.endswith("worker process")]
            old_accepting = [pid for pid, title in workers.items() if pid in before and "shutting down" not in title]
            if fresh and not old_accepting:
                return
            if not self.nginx.is_running():
                raise HarnessError(f"nginx exited during a reload:\n{self.nginx_error_log()}")
            time.sleep(0.02)
        raise HarnessError(f"nginx's reload did not take effect in {timeout:.0f} s:\n{self.nginx_error_log()}")

    def drain(self, service: Service, quiet: float = 0.5, timeout: float = 30) -> None:
        """Takes `service` out of nginx's rotation (its `server` line marked `down`, reload) and
        waits until nginx has stopped sending it requests and those it had sent are answered
        (polled, bounded): until the instance's set of open connections has not changed for
        `quiet` seconds. nginx opens one upstream connection per request, so a request still
        in flight, or one an old worker was still passing on, opens or closes a connection;
        what stays is long-lived (live channels, event streams), which SIGTERM closes
        gracefully. Every connection is on loopback (/proc/net/tcp)."""
        self.down.add(service.address)
        self.reload_nginx()
        deadline = time.monotonic() + timeout
        seen = connections_to(service.port)
        stable_since = time.monotonic()
        while time.monotonic() - stable_since < quiet:
            if time.monotonic() > deadline:
                raise HarnessError(
                    f"{service.name} ({service.address}) still had requests coming and going {timeout:.0f} s "
                    f"after nginx took it out of rotation"
                )
            time.sleep(0.02)
            now = connections_to(service.port)
            if now != seen:
                seen = now
                stable_since = time.monotonic()

    def undrain(self, service: Service, timeout: float = 30) -> None:
        """Puts `service` back in nginx's rotation (reload) and waits until nginx sends it a
        request (polled, bounded)."""
        self.down.discard(service.address)
        self.reload_nginx()
        self.wait_in_rotation(service, timeout)

    def _wait_through_nginx(self, timeout: float = 30) -> None:
        """Until nginx answers on both ports (polled, bounded)."""
        deadline = time.monotonic() + timeout
        pending = [self.url + "/healthz", self.api_url + "/healthz"]
        while pending and time.monotonic() < deadline:
            assert self.nginx is not None
            if not self.nginx.is_running():
                raise HarnessError(f"nginx exited:\n{self.nginx.log_tail()}\n{self.nginx_error_log()}")
            try:
                if http_status(pending[0]) == 200:
                    pending.pop(0)
                    continue
            except OSError:
                pass
            time.sleep(0.1)
        if pending:
            raise HarnessError(f"nginx did not answer {pending[0]} in {timeout:.0f} s:\n{self.nginx_error_log()}")

    def nginx_error_log(self) -> str:
        return self._nginx_log("nginx-error.log")

    def nginx_access_log(self) -> str:
        return self._nginx_log("nginx-access.log")

    def _nginx_log(self, name: str) -> str:
        if self.directory is None:
            return ""
        path = self.directory / "nginx" / name
        return path.read_text(errors="replace") if path.exists() else ""

    def restart(self, service: Service, timeout: float = 90) -> int | None:
        """One step of a rolling restart: drain it (out of nginx's rotation, until nginx sends
        it nothing more and what it sent is answered), SIGTERM, wait for the exit, start again,
        wait for /healthz, back in rotation, then until nginx sends requests to it again. The
        old exit status.

        The drain matters: nginx resends no form post once sent (no `non_idempotent`, so a
        post applied by an instance that crashes before answering is never applied twice), and
        a stopping instance closes unanswered the connections whose request it has not started
        on, so a post nginx sent it just before SIGTERM would fail with 502. The last wait
        matters too: stopping the next instance before nginx uses this one again could leave
        nginx with no live instance ("no live upstreams", 502) although all but one run."""
        started = time.monotonic()
        self.drain(service)
        drained = time.monotonic()
        try:
            code = service.restart(timeout)
        finally:
            if service.is_running():
                self.undrain(service, timeout)
        # Seconds each part took (for a report): the drain, and the whole step.
        self.last_restart = {"drain": drained - started, "step": time.monotonic() - started}
        return code

    def wait_in_rotation(self, service: Service, timeout: float = 30) -> None:
        """Until a request through nginx is answered by `service` (polled, bounded): requests
        without the stickiness cookie get a random key, so they reach every instance in turn."""
        front = self.url if service in self.showcases else self.api_url
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not service.is_running():
                raise HarnessError(f"{service.name} exited while waiting to be back in rotation:\n{service.log_tail()}")
            try:
                with urllib.request.urlopen(front + "/healthz", timeout=5) as response:
                    answered = (response.headers.get("X-Upstream") or "").split(",")[-1].strip()
                    if response.status == 200 and answered == service.address:
                        return
            except OSError:
                pass
            time.sleep(0.05)
        # What nginx did with the last polls, and what the instance said: the reason to read.
        polls = [line for line in self.nginx_access_log().splitlines() if "/healthz" in line][-12:]
        raise HarnessError(
            f"nginx did not send a request to {service.name} ({service.address}) in {timeout:.0f} s\n"
            f"nginx's last /healthz requests:\n" + "\n".join(polls) + "\n"
            f"nginx's errors:\n{self.nginx_error_log()[-3000:]}\n"
            f"{service.name}:\n{service.log_tail()}"
        )

    def instance(self, address: str) -> Service:
        """The Showcase nginx names `address` (the last one of an $upstream_addr list: the one
        that answered)."""
        last = address.split(",")[-1].strip()
        for showcase in self.showcases:
            if showcase.address == last:
                return showcase
        raise KeyError(f"no Showcase at {address!r}")

    def stop(self) -> None:
        # Front first: no request reaches a stopping instance through nginx.
        if self.nginx is not None:
            self.nginx.stop(signal.SIGTERM, timeout=15)
        for showcase in self.showcases:
            showcase.stop()
        for server in self.servers:
            server.stop()
        if self.postgres is not None:
            self.postgres.stop()
            self.postgres = None
        if self.directory is not None:
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory = None


def control_path(apps_port: int) -> Path:
    """Where the cluster whose nginx serves the apps on `apps_port` takes commands: a Unix
    socket in the temporary folder, named by the port (one cluster per port on a machine)."""
    return Path(tempfile.gettempdir()) / f"immutabledata-cluster-{apps_port}.sock"


def instance_named(cluster: Cluster, name: str) -> Service:
    """The instance `name` names: `showcase-2`, `animals-server-1` (or with a space, as the
    cluster prints them); a HarnessError listing the names otherwise."""
    services = [*cluster.showcases, *cluster.servers]
    for service in services:
        if name.strip().lower() in (service.name, service.name.replace(" ", "-")):
            return service
    names = ", ".join(service.name.replace(" ", "-") for service in services)
    raise HarnessError(f"no instance is named {name!r}: {names}")


class ControlServer:
    """Takes commands for a running cluster on `control_path(port)`, one connection at a time,
    from `Scripts/cluster restart NAME`: one JSON line each way. `restart` is
    `Cluster.restart` (drained out of nginx's rotation, SIGTERM, started, back in rotation), so
    no request fails; an instance that had exited is started again the same way. While one is
    restarted, `restarting` names it (read under `lock`), so the main loop does not report it
    as exited."""

    def __init__(self, cluster: Cluster, path: Path):
        self.cluster = cluster
        self.path = path
        self.restarting: set[str] = set()
        self.lock = threading.Lock()
        if path.exists():
            # A socket left by a cluster that was killed: nothing answers on it any more, since
            # the port it is named by was free for this one.
            path.unlink()
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(str(path))
        path.chmod(0o600)
        self.listener.listen()
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self) -> None:
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            with connection:
                try:
                    connection.settimeout(10)
                    request = json.loads(connection.makefile("r").readline() or "{}")
                    connection.settimeout(None)
                    answer = self.answer(request)
                except (OSError, ValueError) as error:
                    answer = {"error": f"a bad request: {error}"}
                try:
                    connection.sendall((json.dumps(answer) + "\n").encode())
                except OSError:
                    pass

    def answer(self, request: dict) -> dict:
        if not isinstance(request.get("restart"), str):
            return {"error": "the only command is restart NAME"}
        try:
            service = instance_named(self.cluster, request["restart"])
        except HarnessError as error:
            return {"error": str(error)}
        print(f"restarting {service.name} ({service.address}) ...", flush=True)
        with self.lock:
            self.restarting.add(service.name)
        before = service.pid
        try:
            code = self.cluster.restart(service)
        except HarnessError as error:
            return {"error": f"{service.name} did not restart: {error}"}
        finally:
            with self.lock:
                self.restarting.discard(service.name)
        step = self.cluster.last_restart
        message = (f"{service.name} ({service.address}) restarted: pid {before} exited with status {code}, pid "
                   f"{service.pid} serves; drained in {step['drain']:.2f} s, back in rotation after {step['step']:.2f} s")
        print(message, flush=True)
        return {"restarted": service.name, "old_pid": before, "new_pid": service.pid, "exit_status": code, "message": message}

    def close(self) -> None:
        self.listener.close()
        try:
            self.path.unlink()
        except OSError:
            pass


def send_command(apps_port: int, command: dict, timeout: float = 300) -> dict:
    """Sends one command to the cluster on `apps_port` and returns its answer."""
    path = control_path(apps_port)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(timeout)
        try:
            connection.connect(str(path))
        except OSError as error:
            raise HarnessError(f"no cluster of Scripts/cluster with nginx on port {apps_port} answers at {path}: {error}") from error
        connection.sendall((json.dumps(command) + "\n").encode())
        reply = connection.makefile("r").readline()
    if not reply:
        raise HarnessError("the cluster closed the connection without an answer")
    return json.loads(reply)
