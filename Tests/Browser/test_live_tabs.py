"""Live pages as a person uses them: many tabs of one browser profile, dropped connections,
a restarted server.

A browser keeps at most six HTTP/1.1 connections per host; a live channel per tab that counted
against them would leave the seventh tab (and every form post) waiting. Every tab here shares
one browser context, as the tabs of one person's browser do.
"""

import json
import re
import time
import urllib.request

from playwright.sync_api import Page, expect

from test_animals import add_animal, animals
from test_counter import counter_value

MIXED_PAGES = ["/counter", "/animals?category=Mammal", "/quakes"]


def live(page: Page) -> None:
    expect(page.locator("html[data-live=open]")).to_have_count(1)


def open_live(context, url: str) -> Page:
    page = context.new_page()
    page.goto(url)
    live(page)
    return page


def wait_until(page: Page, condition, timeout: float = 15) -> None:
    """Waits for `condition` while Playwright delivers events (route handlers run meanwhile)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the condition did not hold in time"
        page.wait_for_timeout(20)


def server_value(app) -> str:
    """The counter's value as the server renders it now."""
    with urllib.request.urlopen(f"{app.base_url}/counter", timeout=10) as response:
        html = response.read().decode()
    return re.search(r"Value: -?\d+", html).group(0)


def test_thirty_tabs_go_live_a_31st_loads_and_posts_reach_every_tab(start_app, context, patient_expectations):
    app = start_app("showcase", "--quakes-feed", "sample")
    tabs = [open_live(context, app.base_url + MIXED_PAGES[index % 3]) for index in range(30)]
    counters = [tab for index, tab in enumerate(tabs) if index % 3 == 0]

    # Every tab holds a live channel, and still a new tab loads at once.
    started = time.monotonic()
    last = context.new_page()
    last.goto(f"{app.base_url}/counter", timeout=2_000)
    assert time.monotonic() - started < 2, "the 31st tab took longer than 2 s to load"
    live(last)

    last.get_by_role("button", name="Increment").click()
    for tab in [last, *counters]:
        expect(counter_value(tab)).to_have_text("Value: 1", timeout=2_000)

    # Half the tabs close: their channels are released and the rest stay live.
    for tab in tabs[:15]:
        tab.close()
    last.get_by_role("button", name="Increment").click()
    for tab in [last, *counters[5:]]:
        expect(counter_value(tab)).to_have_text("Value: 2", timeout=2_000)


class HeldSocket:
    """Routes a page's live WebSockets through the test: records what the server sends, and can
    hold a reconnection until the test lets it through."""

    def __init__(self, page: Page):
        self.connections: list[list[dict]] = []
        self.held = []
        self.hold_next = False
        page.route_web_socket(re.compile(r"/_live/"), self._route)

    def _route(self, route) -> None:
        connection = {"received": [], "pending": [], "server": None}
        self.connections.append(connection["received"])

        def from_page(message):
            if connection["server"] is None:
                connection["pending"].append(message)
            else:
                connection["server"].send(message)

        route.on_message(lambda message: from_page(message))
        if self.hold_next:
            self.held.append((route, connection))
        else:
            self._connect(route, connection)

    @staticmethod
    def _connect(route, connection) -> None:
        server = route.connect_to_server()

        def from_server(message):
            connection["received"].append(json.loads(message))
            route.send(message)

        server.on_message(lambda message: from_server(message))
        connection["server"] = server
        for message in connection["pending"]:
            server.send(message)

    def release(self) -> None:
        route, connection = self.held.pop()
        self._connect(route, connection)


def test_a_channel_closed_by_the_server_resumes_with_only_the_changed_regions(start_app, context, patient_expectations):
    # The server closes each channel after about a second (--live-max-age), as it does after an hour.
    app = start_app("showcase", "--quakes-feed", "sample", "--live-max-age", "1")
    tab = context.new_page()
    socket = HeldSocket(tab)
    tab.goto(f"{app.base_url}/animals?category=Mammal")
    live(tab)
    wait_until(tab, lambda: len(socket.connections) >= 1 and len(socket.connections[0]) >= 1)
    everything = tab.locator("[id^='live-'][data-digest]").count()
    assert everything >= 5
    # The first connect: the tab says which regions it holds (the page's own), so only those
    # the live view renders otherwise are sent (the list's fresh draft id), not the page.
    assert len(socket.connections[0][0]["regions"]) < everything

    # Nothing changed: the tab reconnects and is told it is current, without a region.
    wait_until(tab, lambda: len(socket.connections) >= 2 and len(socket.connections[1]) >= 1)
    assert socket.connections[1][0]["regions"] == []

    # A change while the tab is away: it gets the regions that changed, not the page.
    socket.hold_next = True
    count = len(socket.connections)
    wait_until(tab, lambda: len(socket.held) == 1)
    other = open_live(context, f"{app.base_url}/animals?category=Mammal")
    add_animal(other, "Okapi", "Mammal", "Herbivore")
    socket.hold_next = False
    socket.release()
    wait_until(tab, lambda: len(socket.connections[count]) >= 1)
    catch_up = socket.connections[count][0]["regions"]
    assert 1 <= len(catch_up) < everything
    assert any("Okapi" in region["html"] for region in catch_up)
    expect(animals(tab, "Mammal").filter(has_text="Okapi")).to_have_count(1)


def test_a_server_restart_resyncs_every_open_tab(start_app, context, patient_expectations):
    app = start_app("showcase", "--quakes-feed", "sample")
    tabs = [open_live(context, f"{app.base_url}/counter") for _ in range(3)]
    tabs[0].get_by_role("button", name="Increment").click()
    for tab in tabs:
        expect(counter_value(tab)).to_have_text("Value: 1")

    app.restart()
    # The tabs reconnect to the new process on their own and show what it shows, after a
    # change made elsewhere too.
    request = urllib.request.Request(f"{app.base_url}/counter/actions/increment", data=b"", method="POST")
    urllib.request.urlopen(request, timeout=10).close()
    value = server_value(app)
    for tab in tabs:
        expect(counter_value(tab)).to_have_text(value)
