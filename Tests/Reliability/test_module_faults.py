"""A module whose database cannot be opened is shown as unavailable; the app and its other
modules keep running, and a damaged Animals database is never modified."""

import hashlib
import os
import sqlite3

from conftest import get


def test_locked_animals_database_leaves_the_other_modules_running(make_app, data_dir):
    data = data_dir / "data"
    data.mkdir()
    # Another process (this one) holds an exclusive lock on the database the whole time.
    holder = sqlite3.connect(data / "animals.sqlite", timeout=0, isolation_level=None)
    holder.execute("CREATE TABLE held (x)")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO held VALUES (1)")
    try:
        app = make_app("showcase", "--quakes-feed", "sample", data=data)
        app.start(timeout=90)
        assert app.is_running()
        status, health = get(f"{app.base_url}/healthz")
        assert status == 503, health
        assert "counter: running" in health
        assert "quakes: running" in health
        assert "animals: failed: " in health
        status, page = get(f"{app.base_url}/animals")
        assert status == 503
        assert "The Animals module could not start" in page
        assert "restart this app" in page
        assert get(f"{app.base_url}/counter")[0] == 200
        assert get(f"{app.base_url}/quakes")[0] == 200
        assert get(f"{app.base_url}/")[0] == 200
    finally:
        holder.close()  # rolls the held transaction back


def test_random_bytes_as_the_animals_database_are_left_untouched(make_app, data_dir):
    data = data_dir / "data"
    data.mkdir()
    database = data / "animals.sqlite"
    database.write_bytes(os.urandom(64 * 1024))
    digest = hashlib.sha256(database.read_bytes()).hexdigest()
    modified = database.stat().st_mtime_ns

    app = make_app("showcase", "--quakes-feed", "sample", data=data)
    app.start()
    status, health = get(f"{app.base_url}/healthz")
    assert status == 503, health
    assert "animals: failed: " in health
    status, page = get(f"{app.base_url}/animals")
    assert status == 503
    assert "The Animals module could not start" in page
    assert get(f"{app.base_url}/counter")[0] == 200
    assert get(f"{app.base_url}/quakes")[0] == 200
    assert app.stop() == 0

    assert hashlib.sha256(database.read_bytes()).hexdigest() == digest
    assert database.stat().st_mtime_ns == modified
    assert sorted(path.name for path in data.iterdir() if path.name.startswith("animals.sqlite")) == ["animals.sqlite"]
