#!/usr/bin/env python3
"""The soak's memory question on its own: one Showcase (`--modules quakes --quakes-feed sample`,
in a temporary folder), the Quakes sample week loaded, then COUNT refreshes of one range (the
form the page posts, each waited for), the RSS after each, and at the end a verdict like the
soak's: the median RSS of the last quarter of refreshes at most 10% above the first quarter's
(the first refresh left out as warm-up). With --heap, glibc's own count of the bytes in use and
the bytes it holds (`malloc_stats()`, called in the process through gdb) after the first
quarter and at the end: bytes in use flat while RSS grows is the allocator keeping freed memory,
bytes in use growing is a leak or a cache. `Scripts/soak-refresh` runs it; docs/benchmarks.md,
"Soak", has what it found.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Scripts"))
from harness.processes import LOOPBACK, HarnessError, Service, free_port  # noqa: E402
from harness.quakes import load_week  # noqa: E402
from harness.web import get, post  # noqa: E402

RANGES = ["allHour", "allDay", "allWeek", "allMonth"]
MEMORY_GROWTH = 0.10


def rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    match = re.search(r"^VmRSS:\s+(\d+) kB", status, re.M)
    if match is None:
        raise HarnessError(f"no VmRSS for pid {pid}")
    return int(match.group(1)) / 1024


def heap_mb(service: Service) -> tuple[float, float]:
    """(bytes in use, bytes held) in MB, from glibc's `malloc_stats()` run in the process by
    gdb; it writes to the process's stderr, which is its log."""
    before = service.log_path.read_text(errors="replace")
    subprocess.run(["gdb", "-p", str(service.pid), "-batch", "-nx", "-ex", "call (void)malloc_stats()"],
                   capture_output=True, text=True, timeout=120, check=False)
    written = service.log_path.read_text(errors="replace")[len(before):]
    total = re.search(r"Total \(incl\. mmap\):\s*system bytes\s*=\s*(\d+)\s*in use bytes\s*=\s*(\d+)", written)
    if total is None:
        raise HarnessError("gdb did not get malloc_stats() from the process (is gdb installed, ptrace allowed?)")
    return int(total.group(2)) / 1e6, int(total.group(1)) / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(prog="Scripts/soak-refresh", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", nargs="?", type=int, default=60, help="refreshes (default 60)")
    parser.add_argument("--bin-dir", required=True, help="where the showcase binary is")
    parser.add_argument("--range", default="allWeek", help="a range or several, comma-separated, taken in turn (default allWeek)")
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between refreshes (default 1)")
    parser.add_argument("--heap", action="store_true", help="glibc's bytes in use and held, through gdb")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the Showcase (e.g. MALLOC_ARENA_MAX=8)")
    options = parser.parse_args()
    ranges = options.range.split(",")
    if options.count < 4 or any(r not in RANGES for r in ranges):
        parser.error(f"count is at least 4; ranges are {', '.join(RANGES)}")
    if options.heap and shutil.which("gdb") is None:
        parser.error("--heap needs gdb (apt-get install gdb)")

    folder = Path(tempfile.mkdtemp(prefix="soak-refresh."))
    port = free_port()
    environment = dict(item.split("=", 1) for item in options.env)
    args = [str(Path(options.bin_dir) / "showcase"), "--host", LOOPBACK, "--port", str(port),
            "--data-dir", str(folder / "data"), "--modules", "quakes", "--quakes-feed", "sample"]
    if environment:
        args = ["env", *[f"{k}={v}" for k, v in environment.items()], *args]
    service = Service("showcase", args, port, folder / "showcase.log")
    try:
        service.start()
        service.wait_ready()
        load_week(port)
        print(f"showcase pid {service.pid}{' ' + ' '.join(options.env) if options.env else ''}: "
              f"the week loaded, RSS {rss_mb(service.pid):.1f} MB", flush=True)
        quarter = max(1, (options.count - 1) // 4)
        values, heaps = [], []
        for number in range(1, options.count + 1):
            name = ranges[(number - 1) % len(ranges)]
            started = time.monotonic()
            status = post(port, "/quakes/actions/refresh", f"range={name}&return=%2Fquakes")
            if status not in (200, 303):
                raise HarnessError(f"refresh {number} answered {status}")
            get(port, "/quakes")
            took = time.monotonic() - started
            time.sleep(options.pause)  # pacing, as the soak's; the refresh itself was waited for
            values.append(rss_mb(service.pid))
            line = f"{number:4d} {name:8s} {took * 1000:6.0f} ms  RSS {values[-1]:.1f} MB"
            if options.heap and number in (1 + quarter, options.count):
                heaps.append(heap_mb(service))
                line += f"  heap in use {heaps[-1][0]:.2f} MB, held {heaps[-1][1]:.2f} MB"
            print(line, flush=True)
        first = statistics.median(values[1:1 + quarter])
        last = statistics.median(values[-quarter:])
        holds = last <= first * (1 + MEMORY_GROWTH)
        print(f"\nRSS median, refreshes 2-{1 + quarter} / {options.count - quarter + 1}-{options.count}: "
              f"{first:.1f} / {last:.1f} MB ({last / first - 1:+.1%}, at most {MEMORY_GROWTH:.0%}): {'flat' if holds else 'GROWS'}")
        if len(heaps) == 2:
            print(f"heap in use {heaps[0][0]:.2f} -> {heaps[1][0]:.2f} MB, held {heaps[0][1]:.2f} -> {heaps[1][1]:.2f} MB")
        return 0 if holds else 1
    except (HarnessError, OSError) as error:
        print(f"error: {error}\n{service.log_tail(10) if service.process else ''}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        service.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
