"""The Quakes module in Showcase, driven by a real Chromium against the bundled USGS snapshots.

`--quakes-feed sample` serves the snapshots from the app itself: All Hour -> 12 quakes of the
2014-04-14 day, All Day -> that day (146), All Week -> the 2018-06-14 week (4,711 features,
4,655 with a magnitude above zero), All Month -> the 2019-07-19 M2.5+ month (3,121).
"""

import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from conftest import ROOT, free_port

FEEDS = ROOT / "Packages" / "QuakesUI" / "Sources" / "QuakesUI" / "Resources" / "Feed"
WEEK_TOTAL = 4655
DAY_TOTAL = 146


def in_browser_zone(page: Page) -> None:
    """Waits until the page is in the browser's time zone. quakes.js puts the zone in the URL
    without loading the page again (history.replaceState), before the host's live.js opens the
    event stream for that URL; the stream's first update then redraws the regions in the zone
    (the footer's `data-zone` is the zone the server rendered it in)."""
    expect(page).to_have_url(re.compile(r"[?&]tz="))
    zone = page.evaluate("() => Intl.DateTimeFormat().resolvedOptions().timeZone")
    expect(page.locator(f'.quakes-zone[data-zone="{zone}"]')).to_have_count(1)


def open_quakes(context, app) -> Page:
    page = context.new_page()
    page.goto(f"{app.base_url}/quakes")
    in_browser_zone(page)
    return page


def total(page: Page) -> int:
    return int(page.locator(".quakes-total").inner_text().split()[0])


def count(page: Page) -> int:
    return int(page.locator(".quakes-count").inner_text().split()[0])


def refresh(page: Page, title: str) -> None:
    page.get_by_role("button", name="Refresh", exact=True).click()
    page.get_by_role("menuitem", name=title).click()


def refreshed(page: Page, title: str, expected_total: int) -> None:
    refresh(page, title)
    expect(page.locator(".quakes-total")).to_have_text(f"{expected_total} total", timeout=20_000)
    # The date picker then moves to the newest quake's day, and the list and map follow.
    expect(page.locator(".quakes-count")).not_to_have_text("0 earthquakes")


def navigated(page: Page, pattern: str) -> None:
    """Waits for the URL to carry `pattern`, then for the page to show it: in place, the visit's
    answer applied (nothing pending); without script, the new document loaded."""
    expect(page).to_have_url(re.compile(pattern))
    page.wait_for_load_state()
    expect(page.locator("html[data-pending]")).to_have_count(0)


def rows(page: Page):
    return page.locator(".quakes-list .quake-row")


def test_an_empty_store_asks_for_a_refresh(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    expect(page.get_by_text("Refresh to load earthquakes")).to_be_visible()
    expect(page.locator(".quakes-total")).to_have_text("0 total")
    expect(page.locator(".quakes-count")).to_have_text("0 earthquakes")
    expect(page.get_by_label("Date")).to_be_disabled()
    expect(page.get_by_role("button", name="Sort", exact=True)).to_be_disabled()
    expect(page.get_by_role("button", name="Delete", exact=True)).to_be_disabled()
    expect(page.locator(".quakes-title")).to_have_text("Earthquakes")


def test_refreshing_the_week_renders_list_and_map_without_freezing(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Week", WEEK_TOTAL)
    shown = count(page)
    assert 0 < shown <= WEEK_TOTAL
    expect(page.locator("svg.quakes-map circle")).to_have_count(shown)
    # A full reload of the refreshed page: measured, and bounded generously (not a benchmark).
    started = time.monotonic()
    response = page.reload(wait_until="load")
    elapsed = time.monotonic() - started
    size = len(response.body())
    print(f"\nweek page: {elapsed * 1000:.0f} ms, {size} bytes, {shown} quakes shown")
    assert elapsed < 5, f"the week page took {elapsed:.1f} s"
    # The busiest day (735 quakes): every quake on the map and in the list.
    page.get_by_label("Date").fill("2018-06-08")
    expect(page.locator(".quakes-count")).to_have_text("735 earthquakes")
    expect(page.locator("svg.quakes-map circle")).to_have_count(735)
    expect(rows(page)).to_have_count(735)
    page.get_by_label("Search").fill("hawaii")
    page.get_by_label("Search").press("Enter")
    navigated(page, r"search=hawaii")
    found = count(page)
    assert 0 < found < 735
    assert all("Hawaii" in name for name in page.locator(".quake-name").all_inner_texts())


def test_picking_a_date_changes_the_count(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Week", WEEK_TOTAL)
    before = count(page)
    page.get_by_label("Date").fill("2018-06-10")
    navigated(page, r"date=2018-06-10")
    after = count(page)
    assert after != before
    assert 0 < after < WEEK_TOTAL
    expect(page.locator("svg.quakes-map circle")).to_have_count(after)
    expect(page.locator(".quakes-total")).to_have_text(f"{WEEK_TOTAL} total")


def test_searching_a_place_name_filters_list_and_map(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    before = count(page)
    page.get_by_label("Search").fill("Alaska")
    page.get_by_label("Search").press("Enter")
    navigated(page, r"search=Alaska")
    found = count(page)
    assert 0 < found < before
    names = page.locator(".quakes-list .quake-name").all_inner_texts()
    assert len(names) == found
    assert all("Alaska" in name for name in names)
    expect(page.locator("svg.quakes-map circle")).to_have_count(found)
    page.get_by_label("Search").fill("Atlantis")
    page.get_by_label("Search").press("Enter")
    expect(page.get_by_text("No Results for “Atlantis”")).to_be_visible()
    expect(page.get_by_role("button", name="Sort", exact=True)).to_be_disabled()


def test_sorting_by_magnitude_in_reverse_puts_the_largest_first(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    page.get_by_role("button", name="Sort", exact=True).click()
    page.get_by_role("menuitemradio", name="Reverse").click()
    navigated(page, r"order=reverse")
    page.get_by_role("button", name="Sort", exact=True).click()
    page.get_by_role("menuitemradio", name="Magnitude").click()
    navigated(page, r"sort=magnitude")
    magnitudes = [float(text) for text in page.locator(".quakes-list .quake-magnitude").all_inner_texts()]
    assert len(magnitudes) == count(page)
    assert magnitudes[0] == max(magnitudes)
    assert magnitudes == sorted(magnitudes, reverse=True)


def test_selecting_a_row_highlights_its_circle_and_the_other_way_round(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    row = rows(page).nth(3)
    quake_id = row.get_attribute("data-q")
    name = row.locator(".quake-name").inner_text()
    row.click()
    navigated(page, rf"selected={re.escape(quake_id)}")
    circle = page.locator(f'svg.quakes-map circle[data-q="{quake_id}"]')
    expect(circle).to_have_class(re.compile(r"\bselected\b"))
    debug = circle.evaluate("c => [document.readyState, c.isConnected, document.styleSheets.length, location.href]")
    assert circle.evaluate("c => getComputedStyle(c).fillOpacity") == "1", debug
    assert circle.evaluate("c => getComputedStyle(c).stroke") == "rgb(0, 0, 0)"
    other = page.locator("svg.quakes-map circle:not(.selected)").first
    assert other.evaluate("c => getComputedStyle(c).fillOpacity") == "0.5"
    expect(page.locator(".quakes-title")).to_have_text(name)
    expect(page.locator(".quakes-subtitle")).to_have_text(re.compile(r"2014"))
    expect(page.locator(".quake-row.selected")).to_have_attribute("data-q", quake_id)

    # A circle selects its row. The selected circle is drawn on top, so pick another one.
    target = page.locator("svg.quakes-map circle:not(.selected)").last
    target_id = target.get_attribute("data-q")
    target.dispatch_event("click")
    navigated(page, rf"selected={re.escape(target_id)}")
    expect(page.locator(".quake-row.selected")).to_have_attribute("data-q", target_id)
    expect(page.locator(f'svg.quakes-map circle[data-q="{target_id}"]')).to_have_class(re.compile("selected"))


def test_delete_selected_then_delete_all(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    page.get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_role("menuitem", name="Delete Selected")).to_be_disabled()
    row = rows(page).first
    quake_id = row.get_attribute("data-q")
    row.click()
    navigated(page, rf"selected={re.escape(quake_id)}")
    page.get_by_role("button", name="Delete", exact=True).click()
    page.get_by_role("menuitem", name="Delete Selected").click()
    expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL - 1} total")
    expect(page.locator(f'.quake-row[data-q="{quake_id}"]')).to_have_count(0)
    expect(page.locator(f'svg.quakes-map circle[data-q="{quake_id}"]')).to_have_count(0)

    page.get_by_role("button", name="Delete", exact=True).click()
    page.get_by_role("menuitem", name="Delete All").click()
    expect(page.get_by_text("Refresh to load earthquakes")).to_be_visible()
    expect(page.locator(".quakes-total")).to_have_text("0 total")
    expect(page.locator("svg.quakes-map circle")).to_have_count(0)


def test_the_cache_is_restored_on_the_next_launch(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    first = rows(page).first.get_attribute("data-q")
    rows(page).first.click()
    navigated(page, rf"selected={re.escape(first)}")
    page.get_by_role("button", name="Delete", exact=True).click()
    page.get_by_role("menuitem", name="Delete Selected").click()
    expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL - 1} total")
    page.close()
    assert (app.data_dir / "quakes.sqlite").exists()

    app.restart()
    page = open_quakes(context, app)
    expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL - 1} total")
    expect(rows(page).first).to_be_visible()
    expect(page.locator(f'.quake-row[data-q="{first}"]')).to_have_count(0)


def test_a_failing_feed_shows_the_error_and_keeps_the_list(start_app, context):
    app = start_app("showcase", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Day", DAY_TOTAL)
    page.close()
    app.stop()

    closed = f"http://127.0.0.1:{free_port()}/"
    broken = start_app("showcase", "--quakes-feed", closed, data=app.data_dir)
    page = open_quakes(context, broken)
    expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL} total")
    refresh(page, "All Hour")
    expect(page.get_by_role("alert")).to_be_visible(timeout=20_000)
    assert page.get_by_role("alert").inner_text().strip() != ""
    expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL} total")
    expect(rows(page).first).to_be_visible()


class SlowFeed(BaseHTTPRequestHandler):
    """Answers every feed request with the bundled hour after a delay."""

    delay = 2.0

    def do_GET(self):
        time.sleep(self.delay)
        body = (FEEDS / "all_hour.geojson").read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def slow_feed():
    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowFeed)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_refreshing_shows_while_waiting_and_a_second_tab_updates_live(start_app, context, slow_feed):
    app = start_app("showcase", "--quakes-feed", slow_feed)
    page = open_quakes(context, app)
    other = open_quakes(context, app)
    refresh(page, "All Hour")
    expect(page.get_by_text("Refreshing…")).to_be_visible()
    expect(page.locator(".quakes-total")).to_have_text("12 total", timeout=20_000)
    expect(page.get_by_text("Refreshing…")).to_have_count(0)
    # The other tab never reloaded: its regions were pushed by the server.
    expect(other.locator(".quakes-total")).to_have_text("12 total")
    expect(other.locator("svg.quakes-map circle")).to_have_count(count(other))


def test_the_quakes_app_serves_the_module_alone(start_app, context):
    app = start_app("quakes", "--quakes-feed", "sample")
    page = open_quakes(context, app)
    refreshed(page, "All Hour", 12)
    expect(page.locator("svg.quakes-map circle")).to_have_count(count(page))


def test_an_unknown_feed_stops_the_app_with_a_clear_error(start_app):
    with pytest.raises(RuntimeError, match="quakes-feed"):
        start_app("showcase", "--quakes-feed", "gopher://nowhere")
