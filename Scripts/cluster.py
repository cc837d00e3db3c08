#!/usr/bin/env python3
"""`Scripts/cluster`'s command line: start the scaled-out deployment (harness.cluster's
`Cluster`) and keep it running until Ctrl-C, or `restart NAME` one instance of a running one
through its control socket."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness.cluster import Cluster, ControlServer, control_path, send_command  # noqa: E402
from harness.processes import HarnessError, ignore_stop_signals, stop_on_signals  # noqa: E402


def restart_main(arguments: list[str]) -> int:
    """`Scripts/cluster restart NAME [--port N]`: the running cluster restarts one instance."""
    parser = argparse.ArgumentParser(
        prog="Scripts/cluster restart",
        description="Restarts one instance of a running Scripts/cluster as the rolling restart does: drained out of "
        "nginx's rotation until its requests are answered, SIGTERM, started again, back in rotation. No request fails.",
    )
    parser.add_argument("name", help="showcase-1, showcase-2, ..., animals-server-1, ... (as the cluster printed them)")
    parser.add_argument("--port", type=int, default=8080, help="the cluster's nginx port for the apps (default 8080)")
    options = parser.parse_args(arguments)
    try:
        answer = send_command(options.port, {"restart": options.name})
    except (HarnessError, OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if "error" in answer:
        print(f"error: {answer['error']}", file=sys.stderr)
        return 1
    # The old process's exit status is in the message (an instance that had crashed has its own).
    print(answer["message"])
    return 0


def main() -> int:
    if sys.argv[1:2] == ["restart"]:
        return restart_main(sys.argv[2:])

    parser = argparse.ArgumentParser(
        prog="Scripts/cluster",
        description="nginx in front of several Showcase and animals-server instances on one PostgreSQL, on loopback.",
    )
    parser.add_argument("--bin-dir", required=True, help="where the showcase and animals-server binaries are (Scripts/cluster passes .build-workspace/debug, or release with BUILD=release)")
    parser.add_argument("--database", help="a postgres:// URL (default: a throwaway cluster, removed at exit)")
    parser.add_argument("--port", type=int, default=8080, help="nginx's port for the apps (default 8080; 0 for any free one)")
    parser.add_argument("--api-port", type=int, default=0, help="nginx's port for the Animals API (default: a free one)")
    parser.add_argument("--showcases", type=int, default=3, help="Showcase instances (default 3)")
    parser.add_argument("--servers", type=int, default=2, help="animals-server instances (default 2)")
    parser.add_argument("--devtools", action="store_true", help="DevTools on every Showcase, behind a token, one shared history in the PostgreSQL database")
    options = parser.parse_args()
    if options.showcases < 1 or options.servers < 1:
        parser.error("at least one Showcase and one animals-server")

    stop_on_signals()
    try:
        cluster = Cluster(
            Path(options.bin_dir), options.database, options.showcases, options.servers,
            options.port, options.api_port, devtools=options.devtools,
        )
    except HarnessError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    control: ControlServer | None = None
    try:
        print("starting the cluster ...", flush=True)
        cluster.start()
        print(f"\nShowcase: {cluster.url}   (nginx -> {len(cluster.showcases)} instances: "
              + ", ".join(s.address for s in cluster.showcases) + ")")
        print(f"Animals API: {cluster.api_url}   (nginx -> {len(cluster.servers)} animals-servers: "
              + ", ".join(s.address for s in cluster.servers) + ")")
        print(f"PostgreSQL: {cluster.database_url}" + (" (throwaway)" if cluster.postgres else ""))
        print(f"logs: {cluster.directory}/logs, {cluster.directory}/nginx (removed at exit)")
        if cluster.devtools:
            print(f"DevTools: {cluster.url}/_devtools   (sign in with the token in {cluster.devtools_token_file}; "
                  "every instance's steps in one history)")
        control = ControlServer(cluster, control_path(cluster.apps_port))
        restart_hint = "Scripts/cluster restart NAME" + ("" if cluster.apps_port == 8080 else f" --port {cluster.apps_port}")
        names = ", ".join(service.name.replace(" ", "-") for service in [*cluster.showcases, *cluster.servers])
        print(f"{restart_hint} restarts one instance without failing a request ({names}).")
        print("Ctrl-C stops everything.", flush=True)
        # Runs until Ctrl-C. An instance that exits (a crash, or a kill to watch the failover) is
        # reported once (again after a restart); nginx sends its requests to the others.
        reported: set[str] = set()
        while True:
            for service in [*cluster.servers, *cluster.showcases]:
                # Under the control's lock: a restart does not begin between the two reads.
                with control.lock:
                    restarting, running = service.name in control.restarting, service.is_running()
                if restarting:
                    reported.discard(service.name)
                elif service.name not in reported and not running:
                    reported.add(service.name)
                    print(f"{service.name} ({service.address}) exited; nginx sends its requests to the others", flush=True)
            if cluster.nginx is not None and not cluster.nginx.is_running():
                print(f"error: nginx exited:\n{cluster.nginx_error_log()}", file=sys.stderr)
                return 1
            time.sleep(1)
    except HarnessError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nstopping ...", flush=True)
        return 0
    finally:
        ignore_stop_signals()
        if control is not None:
            control.close()
        cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
