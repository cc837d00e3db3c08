"""Plain HTTP the harness speaks to the apps on loopback."""

from __future__ import annotations

import urllib.error
import urllib.request

from harness.processes import LOOPBACK


def get(port: int, path: str, timeout: float = 30) -> str:
    """The body of a GET of `path` on the app at `port`."""
    with urllib.request.urlopen(f"http://{LOOPBACK}:{port}{path}", timeout=timeout) as response:
        return response.read().decode()


def post(port: int, path: str, body: str, timeout: float = 30) -> int:
    """The status of a form POST of `body` to `path` (same-origin, redirects not followed)."""
    request = urllib.request.Request(
        f"http://{LOOPBACK}:{port}{path}", data=body.encode(), method="POST",
        headers={"Content-Type": "application/x-www-form-urlencoded", "Origin": f"http://{LOOPBACK}:{port}"},
    )

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
