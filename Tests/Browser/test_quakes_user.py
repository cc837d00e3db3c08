"""The Quakes page as a user expects it: the full list, the browser's time zone, a default day
that follows the data, selection both ways, a keyboard-usable map, no-JS forms, a narrow
layout, menus that survive live updates, search as you type, useful row times.

Real Chromium against Showcase on the bundled USGS snapshots (`--quakes-feed sample`): All Hour
-> 12 quakes of 2014-04-14 (UTC), All Day -> 146 quakes ending that day, All Week -> the week
ending 2018-06-14 (4,655 quakes above magnitude 0; 559 on 2018-06-10 and 735 on 2018-06-08, UTC).
"""

import os
import re
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from test_quakes import SlowFeed, count, in_browser_zone, navigated, refresh, refreshed, rows

WEEK_TOTAL = 4655
DAY_TOTAL = 146
HOUR_TOTAL = 12
WORLD = "0 0 1000 500"
# The bundled hour's last quake: 2014-04-14 11:29:11 UTC (a Monday).
TEMPLETON = "nc72199065"
# Where the narrow-layout test leaves its screenshots (a temporary folder unless set).
SCREENS_ENV = "QUAKES_SCREENS_DIR"


# Assertions wait up to 15 s (conftest's `patient_expectations`).
pytestmark = pytest.mark.usefixtures("patient_expectations")


class SlowerFeed(SlowFeed):
    """The bundled hour after 6 s: long enough to act while the refresh is under way."""

    delay = 6.0


@pytest.fixture
def slower_feed():
    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowerFeed)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def console_errors():
    """Every console error and uncaught exception of the pages a test watches."""
    errors: list[str] = []

    def record(message) -> None:
        if message.type == "error":
            errors.append(f"{message.text} ({message.location.get('url', '')})")

    def watch(page: Page) -> Page:
        page.on("console", record)
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    watch.errors = errors
    return watch


def new_context(browser, **options):
    context = browser.new_context(**options)
    context.set_default_timeout(20_000)
    return context


def open_page(context, app, path: str = "/quakes", script: bool = True) -> Page:
    context.set_default_timeout(20_000)
    page = context.new_page()
    page.goto(f"{app.base_url}{path}")
    if script:
        in_browser_zone(page)
    return page


def view_box(page: Page) -> str:
    return page.locator("svg.quakes-map").get_attribute("viewBox")


def test_the_busiest_days_list_every_quake(start_app, context, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = console_errors(open_page(context, app))
    refreshed(page, "All Week", WEEK_TOTAL)
    page.get_by_label("Date").fill("2018-06-10")
    navigated(page, r"date=2018-06-10")
    expect(page.locator(".quakes-count")).to_have_text("559 earthquakes")
    expect(rows(page)).to_have_count(559)
    expect(page.locator("svg.quakes-map circle")).to_have_count(559)
    expect(page.get_by_text("Showing the first")).to_have_count(0)
    # The page of the busiest day, measured (not a benchmark: the bound only catches a blow-up).
    url = page.url.replace("date=2018-06-10", "date=2018-06-08")
    started = time.monotonic()
    response = page.goto(url, wait_until="load")
    elapsed = time.monotonic() - started
    print(f"\n735-quake day: {elapsed * 1000:.0f} ms to load, {len(response.body())} bytes of HTML")
    expect(rows(page)).to_have_count(735)
    assert elapsed < 5
    assert console_errors.errors == []


def test_the_default_day_follows_the_data(start_app, context, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = console_errors(open_page(context, app))
    refreshed(page, "All Week", WEEK_TOTAL)
    week_day = page.get_by_label("Date").input_value()
    assert week_day.startswith("2018-06-")
    page.get_by_role("button", name="Delete", exact=True).click()
    page.get_by_role("menuitem", name="Delete All").click()
    expect(page.locator(".quakes-total")).to_have_text("0 total")
    refreshed(page, "All Hour", HOUR_TOTAL)
    expect(page.get_by_label("Date")).to_have_value("2014-04-14")
    expect(page.locator(".quakes-count")).to_have_text(f"{HOUR_TOTAL} earthquakes")
    expect(page.get_by_text("No Results")).to_have_count(0)
    assert console_errors.errors == []


def test_days_and_times_are_the_browsers_time_zone(start_app, browser, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    utc_context = new_context(browser, timezone_id="UTC")
    tokyo_context = new_context(browser, timezone_id="Asia/Tokyo")
    try:
        utc = console_errors(open_page(utc_context, app))
        refreshed(utc, "All Day", DAY_TOTAL)
        tokyo = console_errors(open_page(tokyo_context, app))
        expect(tokyo).to_have_url(re.compile(r"tz=Asia%2FTokyo"))
        expect(tokyo.locator(".quakes-zone")).to_have_text("Times in Asia/Tokyo")
        expect(utc.locator(".quakes-zone")).to_have_text("Times in UTC")
        # The same quake: its time of day is 9 hours later in Tokyo. The UTC day's first quake
        # (just after midnight UTC) is on the same date in Tokyo, in the morning.
        first = rows(utc).first
        quake_id = first.get_attribute("data-q")
        utc_time = first.locator(".quake-time").inner_text().split("·")[-1].strip()
        tokyo.get_by_label("Date").fill(utc.get_by_label("Date").input_value())
        navigated(tokyo, r"date=")
        tokyo_row = tokyo.locator(f'.quake-row[data-q="{quake_id}"]')
        tokyo_time = tokyo_row.locator(".quake-time").inner_text().split("·")[-1].strip()
        utc_hour, utc_minute = map(int, utc_time.split(":"))
        tokyo_hour, tokyo_minute = map(int, tokyo_time.split(":"))
        assert utc_hour < 15
        assert (tokyo_hour, tokyo_minute) == (utc_hour + 9, utc_minute)
        # The day filter is the Tokyo day: the same date lists other quakes than in UTC.
        utc_ids = set(rows(utc).evaluate_all("rows => rows.map(row => row.dataset.q)"))
        tokyo_ids = set(rows(tokyo).evaluate_all("rows => rows.map(row => row.dataset.q)"))
        assert utc_ids != tokyo_ids
        # The map's subtitle names the zone.
        tokyo.locator(".quake-row").first.click()
        navigated(tokyo, r"selected=")
        expect(tokyo.locator(".quakes-subtitle")).to_contain_text("GMT+9")
        utc.locator(".quake-row").first.click()
        navigated(utc, r"selected=")
        expect(utc.locator(".quakes-subtitle")).to_contain_text(re.compile(r"GMT|UTC"))
        expect(utc.locator(".quakes-subtitle")).not_to_contain_text("GMT+9")
    finally:
        utc_context.close()
        tokyo_context.close()
    assert console_errors.errors == []


def test_without_javascript_refresh_waits_and_the_date_has_a_button(start_app, browser):
    app = start_app("showcase", "--quakes-feed", "sample")
    context = new_context(browser, java_script_enabled=False)
    try:
        page = open_page(context, app, script=False)
        expect(page.locator(".quakes-zone")).to_have_text("Times in UTC")
        page.locator("summary", has_text="Refresh").click()
        page.get_by_role("menuitem", name="All Day").click()
        page.wait_for_load_state()
        # No live updates without script: the page the post returns to already has the data.
        expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL} total", timeout=1_000)
        expect(page.get_by_text("Refreshing…")).to_have_count(0)
        shown = count(page)
        assert shown > 0
        page.get_by_label("Date").fill("2014-04-13")
        page.get_by_role("button", name="Show", exact=True).click()
        navigated(page, r"date=2014-04-13")
        assert count(page) != shown
        expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL} total")
        page.get_by_label("Search").fill("Alaska")
        page.get_by_role("button", name="Search").click()
        navigated(page, r"search=Alaska")
        expect(page).to_have_url(re.compile(r"date=2014-04-13"))
    finally:
        context.close()


def test_selection_works_both_ways(start_app, browser, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    context = new_context(browser, viewport={"width": 1400, "height": 900})
    try:
        page = console_errors(open_page(context, app))
        refreshed(page, "All Day", DAY_TOTAL)
        # A circle whose row is far down the list: its row scrolls into the list's view.
        far_id = rows(page).nth(count(page) - 5).get_attribute("data-q")
        page.locator(f'svg.quakes-map circle[data-q="{far_id}"]').dispatch_event("click")
        navigated(page, rf"selected={re.escape(far_id)}")
        page.wait_for_function(
            """() => {
              const list = document.getElementById("live-quakes-list").getBoundingClientRect();
              const row = document.querySelector(".quake-row.selected").getBoundingClientRect();
              return row.top >= list.top - 1 && row.bottom <= list.bottom + 1;
            }"""
        )
        assert page.evaluate("() => document.getElementById('live-quakes-list').scrollTop") > 0
        # The map moved to the selection; Show all returns to the world.
        page.wait_for_function(f"() => document.querySelector('svg.quakes-map').getAttribute('viewBox') !== '{WORLD}'")
        show_all = page.get_by_role("button", name="Show all")
        expect(show_all).to_be_visible()
        show_all.click()
        page.wait_for_function(f"() => document.querySelector('svg.quakes-map').getAttribute('viewBox') === '{WORLD}'")
        expect(show_all).to_be_hidden()
        # A row moves the map to its quake.
        row = rows(page).nth(2)
        row_id = row.get_attribute("data-q")
        row.click()
        navigated(page, rf"selected={re.escape(row_id)}")
        page.wait_for_function(f"() => document.querySelector('svg.quakes-map').getAttribute('viewBox') !== '{WORLD}'")
        # Delete Selected clears the selection: no stale id in the URL, no second delete to press.
        page.get_by_role("button", name="Delete", exact=True).click()
        page.get_by_role("menuitem", name="Delete Selected").click()
        expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL - 1} total")
        expect(page).not_to_have_url(re.compile(r"selected="))
        page.get_by_role("button", name="Delete", exact=True).click()
        expect(page.get_by_role("menuitem", name="Delete Selected")).to_be_disabled()
        expect(page.locator(".quakes-title")).to_have_text("Earthquakes")
    finally:
        context.close()
    assert console_errors.errors == []


def test_the_map_works_from_the_keyboard(start_app, context, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = console_errors(open_page(context, app))
    refreshed(page, "All Day", DAY_TOTAL)
    # The circles come in the list's order, so Tab walks the map as it walks the list.
    row_ids = rows(page).evaluate_all("rows => rows.map(row => row.dataset.q)")
    circle_ids = page.locator("svg.quakes-map circle").evaluate_all("circles => circles.map(c => c.dataset.q)")
    assert circle_ids == row_ids
    # Each circle is a focusable button named "magnitude, place".
    first = rows(page).first
    magnitude = first.locator(".quake-magnitude").inner_text()
    place = first.locator(".quake-name").inner_text()
    circle = page.get_by_role("button", name=f"{magnitude}, {place}", exact=True)
    expect(circle).to_have_count(1)
    # Tab from the list's last row (past the footer's date) reaches the first circle; Enter selects it.
    rows(page).last.focus()
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('svg.quakes-map circle')"):
            break
    assert page.evaluate("() => document.activeElement.dataset.q") == row_ids[0]
    page.keyboard.press("Enter")
    navigated(page, rf"selected={re.escape(row_ids[0])}")
    expect(page.locator(".quake-row.selected")).to_have_attribute("data-q", row_ids[0])
    # Space selects too.
    second = page.locator(f'svg.quakes-map circle[data-q="{row_ids[1]}"]')
    second.focus()
    page.keyboard.press(" ")
    navigated(page, rf"selected={re.escape(row_ids[1])}")
    expect(page.locator(".quake-row.selected")).to_have_attribute("data-q", row_ids[1])
    assert console_errors.errors == []


def test_a_narrow_screen_stacks_the_list_above_the_map(start_app, browser, console_errors, data_dir):
    app = start_app("showcase", "--quakes-feed", "sample")
    screens = Path(os.environ.get(SCREENS_ENV) or data_dir)
    narrow = new_context(browser, viewport={"width": 420, "height": 900})
    wide = new_context(browser, viewport={"width": 1400, "height": 900})
    try:
        page = console_errors(open_page(narrow, app))
        refreshed(page, "All Week", WEEK_TOTAL)
        rows(page).nth(3).click()
        navigated(page, r"selected=")
        page.wait_for_timeout(800)  # let the map's move finish for the picture
        list_box = page.locator("#live-quakes-list").bounding_box()
        map_box = page.locator("svg.quakes-map").bounding_box()
        assert list_box["y"] + list_box["height"] <= map_box["y"]
        assert map_box["x"] >= 0 and map_box["x"] + map_box["width"] <= 420
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 420
        for control in ["Refresh", "Delete", "Sort"]:
            box = page.get_by_role("button", name=control, exact=True).bounding_box()
            assert box["x"] + box["width"] <= 420
        screens.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(screens / "quakes-420.png"), full_page=True)
        desktop = console_errors(open_page(wide, app, path=page.url.replace(app.base_url, "")))
        desktop.wait_for_timeout(800)
        desktop.screenshot(path=str(screens / "quakes-1400.png"))
    finally:
        narrow.close()
        wide.close()
    assert console_errors.errors == []


def test_an_open_menu_stays_open_across_another_tabs_refresh(start_app, context, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = console_errors(open_page(context, app))
    refreshed(page, "All Day", DAY_TOTAL)
    page.get_by_role("button", name="Sort", exact=True).click()
    expect(page.get_by_role("menuitemradio", name="Magnitude")).to_be_visible()
    other = console_errors(open_page(context, app))
    refresh(other, "All Week")
    # The first tab's toolbar and footer are redrawn live; its open menu stays open.
    expect(page.locator(".quakes-total")).not_to_have_text(f"{DAY_TOTAL} total", timeout=20_000)
    expect(page.locator(".quakes-status")).to_have_text("")
    expect(page.get_by_role("menuitemradio", name="Magnitude")).to_be_visible()
    page.get_by_role("menuitemradio", name="Magnitude").click()
    navigated(page, r"sort=magnitude")
    assert console_errors.errors == []


def test_refresh_items_stay_enabled_while_a_refresh_runs(start_app, context, slower_feed, console_errors):
    app = start_app("showcase", "--quakes-feed", slower_feed)
    page = console_errors(open_page(context, app))
    refresh(page, "All Hour")
    expect(page.get_by_text("Refreshing…")).to_be_visible()
    page.get_by_role("button", name="Refresh", exact=True).click()
    expect(page.get_by_role("menuitem", name="All Day")).to_be_enabled()
    expect(page.locator(".quakes-total")).to_have_text(f"{HOUR_TOTAL} total", timeout=20_000)
    # The status change redrew the toolbar; the menu the user opened is still open.
    expect(page.get_by_role("menuitem", name="All Day")).to_be_visible()
    assert console_errors.errors == []


def test_search_as_you_type(start_app, context, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = console_errors(open_page(context, app))
    refreshed(page, "All Day", DAY_TOTAL)
    before = count(page)
    page.get_by_label("Search").press_sequentially("Alaska", delay=40)
    navigated(page, r"search=Alaska")
    found = count(page)
    assert 0 < found < before
    assert all("Alaska" in name for name in page.locator(".quake-name").all_inner_texts())
    # The box keeps the focus, so typing goes on.
    assert page.evaluate("() => document.activeElement.getAttribute('name')") == "search"
    page.keyboard.type("xyz")
    expect(page.get_by_text("No Results for “Alaskaxyz”")).to_be_visible()
    assert console_errors.errors == []


def test_rows_show_the_time_of_day_next_to_the_relative_time(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_page(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    times = page.locator(".quake-time").all_inner_texts()
    assert len(times) == count(page)
    assert all(re.fullmatch(r"\d+ \w+ ago · \d\d:\d\d", text) for text in times), times[:3]


def load_the_hour(app, browser) -> None:
    """Refreshes the bundled hour through a page without script (its post waits for the data),
    so a test's first visit finds the quakes already there."""
    context = new_context(browser, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{app.base_url}/quakes")
        page.locator("summary", has_text="Refresh").click()
        page.get_by_role("menuitem", name="All Hour").click()
        expect(page.locator(".quakes-total")).to_have_text(f"{HOUR_TOTAL} total")
    finally:
        context.close()


@pytest.mark.parametrize(
    "zone, time_of_day, day, subtitle",
    [
        ("Asia/Tokyo", "20:29", "2014-04-14", r"Monday, April 14, 2014 at 8:29:11\sPM GMT\+9"),
        # 14 hours ahead: the hour's quakes are on the next day there.
        ("Pacific/Kiritimati", "01:29", "2014-04-15", r"Tuesday, April 15, 2014 at 1:29:11\sAM GMT\+14"),
        ("America/Los_Angeles", "04:29", "2014-04-14", r"Monday, April 14, 2014 at 4:29:11\sAM PDT"),
    ],
)
def test_a_first_visit_loads_once_and_shows_the_browsers_time_zone(
    start_app, browser, console_errors, zone, time_of_day, day, subtitle
):
    app = start_app("showcase", "--quakes-feed", "sample")
    load_the_hour(app, browser)
    context = new_context(browser, timezone_id=zone)
    documents: list[str] = []
    streams: list[str] = []
    failed: list[str] = []

    def requested(request) -> None:
        if request.resource_type == "document":
            documents.append(request.url)

    try:
        page = console_errors(context.new_page())
        page.on("request", requested)
        page.on("websocket", lambda socket: streams.append(socket.url))
        page.on("requestfailed", lambda request: failed.append(f"{request.url}: {request.failure}"))
        page.goto(f"{app.base_url}/quakes")
        zoned = f"tz={quote(zone, safe='')}"
        expect(page).to_have_url(f"{app.base_url}/quakes?{zoned}")
        # The row's time in the browser's zone, and the footer naming it.
        expect(page.locator(f'.quake-row[data-q="{TEMPLETON}"] .quake-time time')).to_have_text(time_of_day)
        expect(page.locator(".quakes-zone")).to_have_text(f"Times in {zone}")
        # The live channel was opened for the URL with the zone: its first update redrew the
        # page in that zone, whose day is the zone's.
        expect(page.locator("html[data-live=open]")).to_have_count(1)
        expect(page.locator(f'.quakes-zone[data-zone="{zone}"]')).to_have_count(1)
        expect(page.get_by_label("Date")).to_have_value(day)
        expect(rows(page)).to_have_count(HOUR_TOTAL)
        expect(page.locator(f'.quake-row[data-q="{TEMPLETON}"] .quake-time time')).to_have_text(time_of_day)
        assert documents == [f"{app.base_url}/quakes"]
        assert streams == [f"{app.base_url.replace('http:', 'ws:')}/_live/quakes?{zoned}"]
        # Links and forms carry the zone, the site's navigation (outside the live regions) too.
        expect(page.locator("nav a", has_text="Quakes")).to_have_attribute("href", f"/quakes?{zoned}")
        returns = page.locator("input[name=return]").evaluate_all("fields => fields.map(field => field.value)")
        assert returns and all(zoned in value for value in returns), returns
        assert failed == []

        # A selected quake's full date and time, on another first visit.
        page.goto(f"{app.base_url}/quakes?selected={TEMPLETON}")
        expect(page).to_have_url(f"{app.base_url}/quakes?selected={TEMPLETON}&{zoned}")
        expect(page.locator(".quakes-subtitle")).to_have_text(re.compile(f"^{subtitle}$"))
        assert len(documents) == 2
    finally:
        context.close()
    assert console_errors.errors == []


def test_without_javascript_the_page_is_in_utc(start_app, browser):
    app = start_app("showcase", "--quakes-feed", "sample")
    load_the_hour(app, browser)
    context = new_context(browser, java_script_enabled=False, timezone_id="Asia/Tokyo")
    documents: list[str] = []
    try:
        page = context.new_page()
        page.on("request", lambda request: documents.append(request.url) if request.resource_type == "document" else None)
        page.goto(f"{app.base_url}/quakes?selected={TEMPLETON}")
        expect(page.locator(f'.quake-row[data-q="{TEMPLETON}"] .quake-time')).to_have_text(re.compile(r" · 11:29$"))
        expect(page.locator(".quakes-zone")).to_have_text("Times in UTC")
        expect(page.get_by_label("Date")).to_have_value("2014-04-14")
        expect(page.locator(".quakes-subtitle")).to_have_text(re.compile(r"^Monday, April 14, 2014 at 11:29:11\sAM GMT$"))
        assert page.url == f"{app.base_url}/quakes?selected={TEMPLETON}"
        assert documents == [page.url]
    finally:
        context.close()


def test_the_search_box_keeps_what_was_typed_when_a_live_update_redraws_it(start_app, context, console_errors):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = console_errors(open_page(context, app))
    refreshed(page, "All Day", DAY_TOTAL)
    expect(page.locator("html[data-live=open]")).to_have_count(1)
    # A visit in place redraws the search region (its hidden fields carry the selection) while
    # the box holds text nobody searched yet: the text is set without an input event, so the
    # search as you type does not start a visit of its own.
    result = page.evaluate(
        """async () => {
          const input = document.querySelector("#live-quakes-search input[type=search]");
          input.focus();
          input.value = "Alas";
          input.setSelectionRange(2, 2);
          const row = document.querySelector(".quake-row");
          window.liveVisit(row.getAttribute("href"));
          while (document.documentElement.hasAttribute("data-pending")) {
            await new Promise(resolve => setTimeout(resolve, 20));
          }
          await new Promise(resolve => setTimeout(resolve, 0));
          const now = document.querySelector("#live-quakes-search input[type=search]");
          const selected = document.querySelector("#live-quakes-search input[name=selected]");
          return [now === input, now.value, document.activeElement === now, now.selectionStart,
                  selected && selected.value === row.dataset.q];
        }"""
    )
    assert result == [True, "Alas", True, 2, True]
    assert console_errors.errors == []
