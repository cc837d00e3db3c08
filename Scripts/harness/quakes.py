"""The Quakes module as the benchmarks and the soak drive it: the bundled sample week loaded
and waited for."""

from __future__ import annotations

import time

from harness.web import get, post

# Quakes in the bundled sample week (`--quakes-feed sample`, range allWeek).
WEEK_TOTAL = 4655


def load_week(port: int) -> None:
    """Refreshes the sample week on the app at `port` and waits (at most 120 s) until its page
    counts every quake."""
    status = post(port, "/quakes/actions/refresh", "range=allWeek&return=%2Fquakes")
    if status not in (200, 303):
        raise RuntimeError(f"refresh answered {status}")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if f"{WEEK_TOTAL} total" in get(port, "/quakes", timeout=60):
            return
        time.sleep(0.5)
    raise RuntimeError("the week did not load")
