#!/usr/bin/env python3
"""The DevTools page with a month of quakes loaded (issue #30): how long its first view takes
and how large it is.

Each run starts the quakes app afresh (`--devtools --quakes-feed sample`, a new data folder),
loads the sample month (3,121 quakes) with the refresh form post, waits for it, then measures:
the first GET /_devtools (nothing rendered yet: server time to the last byte over loopback, and
its bytes), a second GET (steps already rendered), GET /_devtools/quakes/actions (time,
bytes), and Chromium's navigation timing of the page (from the navigation start: the request's
start, then the wait for the first byte, the response's end and DOMContentLoaded). Prints every run and the medians.

usage: devtools_page.py QUAKES_BINARY [RUNS] [--browser-first]   (with the browser-test venv's python)

--browser-first: Chromium opens the page first, so its timing is of the first view (nothing
rendered yet) and the GETs after it are of a warm page.
"""

import os
import shutil
import signal
import statistics
import subprocess
import sys
from pathlib import Path
import tempfile
import time
import urllib.error
import urllib.request

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Scripts"))
from harness.processes import free_port  # noqa: E402 (the one way to a free port)

MONTH_TOTAL = 3121


def get(url: str) -> tuple[float, int, str]:
    started = time.perf_counter()
    with urllib.request.urlopen(url, timeout=60) as response:
        body = response.read()
    return time.perf_counter() - started, len(body), body.decode("utf-8", "replace")


def wait_for(url: str, text: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if text in get(url)[2]:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} never showed {text!r}")


def chromium_timing(browser, url: str) -> list[float]:
    page = browser.new_page()
    page.goto(url)
    timing = page.evaluate(
        "() => { const n = performance.getEntriesByType('navigation')[0];"
        " return [n.requestStart - n.startTime, n.responseStart - n.requestStart,"
        " n.responseEnd - n.startTime, n.domContentLoadedEventEnd - n.startTime]; }"
    )
    page.close()
    return timing


def run_once(binary: str, browser, browser_first: bool) -> dict[str, float]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    data = tempfile.mkdtemp(prefix="devtools-page-")
    process = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", str(port), "--data-dir", data, "--devtools", "--quakes-feed", "sample"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for(f"{base}/healthz", "", 60)
        request = urllib.request.Request(
            f"{base}/quakes/actions/refresh", data=b"range=allMonth&return=%2Fquakes", method="POST"
        )
        request.add_header("Content-Type", "application/x-www-form-urlencoded")
        try:
            urllib.request.urlopen(request, timeout=120).close()
        except urllib.error.HTTPError as error:
            if error.code != 303:
                raise
        wait_for(f"{base}/quakes", f"{MONTH_TOTAL} total", 180)
        timing = chromium_timing(browser, f"{base}/_devtools") if browser_first else None
        first, size, text = get(f"{base}/_devtools")
        if "3,121 added" not in text:
            raise RuntimeError("the page does not show the month's refresh")
        second, _, _ = get(f"{base}/_devtools")
        actions, actions_size, _ = get(f"{base}/_devtools/quakes/actions")
        timing = timing or chromium_timing(browser, f"{base}/_devtools")
        return {
            "first_ms": first * 1000,
            "page_bytes": size,
            "second_ms": second * 1000,
            "actions_ms": actions * 1000,
            "actions_bytes": actions_size,
            "chromium_request_start_ms": timing[0],
            "chromium_server_wait_ms": timing[1],
            "chromium_response_end_ms": timing[2],
            "chromium_dom_content_loaded_ms": timing[3],
        }
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(data, ignore_errors=True)


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    arguments = [argument for argument in sys.argv[2:] if argument != "--browser-first"]
    runs = int(arguments[0]) if arguments else 5
    browser_first = "--browser-first" in sys.argv
    chromium = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
    results = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=["--no-sandbox"])
        for _ in range(runs):
            result = run_once(binary, browser, browser_first)
            print(" ".join(f"{key}={value:.0f}" for key, value in result.items()), flush=True)
            results.append(result)
        browser.close()
    print("median: " + " ".join(f"{key}={statistics.median(r[key] for r in results):.0f}" for key in results[0]))


if __name__ == "__main__":
    main()
