"""nginx as the harness runs it: the executable, its workers, and the cluster's configuration
from deploy/nginx/cluster.conf.template."""

from __future__ import annotations

import grp
import os
import pwd
import shutil
from pathlib import Path

from harness.processes import LOOPBACK, HarnessError, Service

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "deploy" / "nginx" / "cluster.conf.template"


def find_nginx() -> str:
    """The nginx executable (Debian's package installs it in /usr/sbin, often not on PATH)."""
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if os.access("/usr/sbin/nginx", os.X_OK) else None)
    if not found:
        raise HarnessError("nginx is not installed: apt-get install nginx (Scripts/test installs it)")
    return found


def nginx_workers(master: int) -> dict[int, str]:
    """The children of nginx's master process and their titles ("nginx: worker process", "...
    is shutting down" once a reload has replaced them)."""
    workers: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            # The parent pid is the 2nd field after the parenthesised command name.
            if int(stat.rsplit(")", 1)[1].split()[1]) != master:
                continue
            title = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except (OSError, ValueError, IndexError):
            continue
        workers[int(entry)] = title
    return workers


def nginx_configuration(
    run_dir: Path, apps_port: int, api_port: int, showcases: list[Service], servers: list[Service],
    down: frozenset[str] = frozenset(),
) -> str:
    """deploy/nginx/cluster.conf.template with its placeholders filled in; the instances whose
    address is in `down` are marked `down` (out of rotation: nginx sends them no request)."""
    user_line = ""
    if os.geteuid() == 0:
        # Workers of a master started as root run as an unprivileged user.
        nobody = pwd.getpwnam("nobody")
        user_line = f"user nobody {grp.getgrgid(nobody.pw_gid).gr_name};"

    def upstream(services: list[Service]) -> str:
        return "\n".join(
            f"        server {s.address} max_fails=1 fail_timeout=2s{' down' if s.address in down else ''};"
            for s in services
        )

    text = TEMPLATE.read_text()
    for name, value in {
        "USER_LINE": user_line,
        "RUN_DIR": str(run_dir),
        "LISTEN_HOST": LOOPBACK,
        "APPS_PORT": str(apps_port),
        "API_PORT": str(api_port),
        "SHOWCASE_SERVERS": upstream(showcases),
        "ANIMALS_SERVERS": upstream(servers),
    }.items():
        text = text.replace(f"@{name}@", value)
    if "@" in "".join(line for line in text.splitlines() if not line.lstrip().startswith("#")):
        raise HarnessError("a placeholder of the nginx template was left unfilled")
    return text
