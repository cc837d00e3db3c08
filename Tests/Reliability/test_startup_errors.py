"""Start-up errors a person can act on: a port another process holds is named, with what to do,
before any module or database is opened; so is a data directory that cannot be used."""

import socket
import subprocess
from pathlib import Path

from conftest import BIN_DIR


def run_to_exit(args: list[str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout)


def held_port() -> tuple[socket.socket, int]:
    """A port held by a listening socket, as another server would hold it."""
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    return holder, holder.getsockname()[1]


def test_showcase_on_a_port_in_use_names_it_and_opens_no_data(tmp_path: Path):
    holder, port = held_port()
    data = tmp_path / "data"
    try:
        result = run_to_exit(
            [str(BIN_DIR / "showcase"), "--port", str(port), "--data-dir", str(data), "--quakes-feed", "sample"]
        )
    finally:
        holder.close()
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert f"Port {port} on 127.0.0.1 is already in use" in output, output
    assert "--port" in output
    assert "bind(descriptor" not in output
    # Nothing was opened or created: the modules never started.
    assert not data.exists(), sorted(p.name for p in data.rglob("*"))


def test_animals_server_on_a_port_in_use_creates_no_database(tmp_path: Path):
    holder, port = held_port()
    database = tmp_path / "animals.sqlite"
    try:
        result = run_to_exit([str(BIN_DIR / "animals-server"), "--port", str(port), "--database", str(database)])
    finally:
        holder.close()
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert f"Port {port} on 127.0.0.1 is already in use" in output, output
    assert not database.exists()


def test_a_data_directory_that_is_a_file_is_named_with_what_to_do(tmp_path: Path):
    data = tmp_path / "data"
    data.write_text("not a directory")
    result = run_to_exit([str(BIN_DIR / "counter"), "--port", "0", "--data-dir", str(data)])
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert f"Cannot use the data directory {data}: it is a file, not a directory" in output, output
    assert "--data-dir" in output


def test_devtools_reachable_from_other_machines_without_a_token_refuses_to_start(tmp_path: Path):
    for reach in (["--host", "0.0.0.0"], ["--allowed-host", "apps.example.org"]):
        result = run_to_exit(
            [str(BIN_DIR / "counter"), "--port", "0", "--data-dir", str(tmp_path / "data"), "--devtools", *reach]
        )
        output = result.stdout + result.stderr
        assert result.returncode != 0, output
        assert "reachable from other machines" in output and "--devtools-token-file FILE" in output, output


def test_a_token_file_too_short_to_be_a_gate_is_refused_without_showing_it(tmp_path: Path):
    token_file = tmp_path / "devtools-token"
    token_file.write_text("hunter2-short\n")
    result = run_to_exit(
        [str(BIN_DIR / "counter"), "--port", "0", "--data-dir", str(tmp_path / "data"), "--devtools",
         "--devtools-token-file", str(token_file)]
    )
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert str(token_file) in output and "16 characters or more" in output, output
    assert "hunter2-short" not in output


def test_a_devtools_log_database_that_cannot_be_reached_stops_the_start_with_its_reason(tmp_path: Path):
    # A port nothing listens on: the PostgreSQL server is down.
    holder, port = held_port()
    holder.close()
    result = run_to_exit(
        [str(BIN_DIR / "counter"), "--port", "0", "--data-dir", str(tmp_path / "data"), "--devtools",
         "--devtools-log", f"postgres://devtools:pw-not-shown-4e1a@127.0.0.1:{port}/app?sslmode=disable"]
    )
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert "--devtools-log" in output and f"127.0.0.1:{port}/app" in output, output
    assert "pw-not-shown-4e1a" not in output
    result = run_to_exit(
        [str(BIN_DIR / "counter"), "--port", "0", "--data-dir", str(tmp_path / "data"), "--devtools",
         "--devtools-log", "postgres://@127.0.0.1/app"]
    )
    assert result.returncode != 0 and "--devtools-log" in result.stderr + result.stdout and "names no user" in result.stderr + result.stdout
