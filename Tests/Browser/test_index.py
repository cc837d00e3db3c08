"""The Showcase index in a real Chromium: each module with its sentence and live status, the
site icon, and no console error or failed request on any page of a fresh browser session."""

import re

import pytest
from playwright.sync_api import expect

MODULES = {
    "Counter": "One number shared by every tab",
    "Animals": "Animals sorted into categories",
    "Quakes": "Earthquakes from the USGS feed",
}


@pytest.fixture
def sample_showcase(start_app):
    """Showcase with every module, Quakes on the bundled sample feed (no network)."""
    return start_app("showcase", "--quakes-feed", "sample")


def module_item(page, title):
    return page.locator("ul.modules > li").filter(has=page.get_by_role("link", name=title, exact=True))


def test_index_describes_each_module_and_shows_its_live_status(sample_showcase, context):
    page = context.new_page()
    page.goto(sample_showcase.base_url)
    for title, sentence in MODULES.items():
        item = module_item(page, title)
        expect(item).to_have_count(1)
        expect(item.locator(".module-summary")).to_contain_text(sentence)
    expect(module_item(page, "Counter").locator(".module-status")).to_have_text("Value: 0")
    expect(module_item(page, "Animals").locator(".module-status")).to_have_text(
        re.compile(r"^[1-9]\d* animals in [1-9]\d* categories$")
    )
    expect(module_item(page, "Quakes").locator(".module-status")).to_have_text(re.compile(r"^\d+ quakes? cached$"))

    page.get_by_role("link", name="Counter", exact=True).first.click()
    page.get_by_role("button", name="Increment").click()
    expect(page.get_by_text(re.compile(r"^Value: 1$"))).to_be_visible()
    page.goto(sample_showcase.base_url)
    expect(module_item(page, "Counter").locator(".module-status")).to_have_text("Value: 1")


def test_site_icon_is_linked_and_served(sample_showcase, context):
    page = context.new_page()
    page.goto(sample_showcase.base_url)
    icon = page.locator("link[rel=icon]")
    expect(icon).to_have_attribute("href", "/favicon.svg")
    for path in ("/favicon.svg", "/favicon.ico"):
        response = page.request.get(f"{sample_showcase.base_url}{path}")
        assert response.status == 200, path
        assert response.headers["content-type"] == "image/svg+xml"
        assert response.text().startswith("<svg ")


@pytest.mark.parametrize("path", ["/", "/counter", "/animals", "/quakes"])
def test_page_in_a_fresh_session_has_no_console_error_and_no_failed_request(sample_showcase, browser, path):
    context = browser.new_context()
    context.set_default_timeout(10_000)
    problems = []
    try:
        page = context.new_page()
        page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
                if message.type in ("error", "warning") else None)
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        page.on("response", lambda response: problems.append(f"{response.status} {response.url}")
                if response.status >= 400 else None)
        # An event stream is cut when the page closes; any other failed request is a problem.
        page.on("requestfailed", lambda request: problems.append(f"failed {request.url}: {request.failure}")
                if "/_events/" not in request.url else None)
        page.goto(f"{sample_showcase.base_url}{path}")
        page.wait_for_load_state("load")
        # The icon a browser shows in its tab: fetched like the browser does, through the page.
        icon = page.evaluate("fetch(document.querySelector('link[rel=icon]').href).then(r => r.status)")
        assert icon == 200
        if path != "/":
            # Live pages open their event stream; wait for it so its request is seen too.
            expect(page.locator("html[data-live=open]")).to_have_count(1)
        page.close()
    finally:
        context.close()
    assert problems == []
