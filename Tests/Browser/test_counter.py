"""Counter in a real Chromium: buttons, live updates across tabs, and forms without JavaScript."""

import re

from playwright.sync_api import expect


def counter_value(page):
    return page.get_by_text(re.compile(r"^Value: -?\d+$"))


def test_increment_twice_and_decrement_once_shows_one(showcase, context):
    page = context.new_page()
    page.goto(f"{showcase.base_url}/counter")
    expect(counter_value(page)).to_have_text("Value: 0")
    page.get_by_role("button", name="Increment").click()
    expect(counter_value(page)).to_have_text("Value: 1")
    page.get_by_role("button", name="Increment").click()
    expect(counter_value(page)).to_have_text("Value: 2")
    page.get_by_role("button", name="Decrement").click()
    expect(counter_value(page)).to_have_text("Value: 1")


def test_second_tab_updates_live_without_reload(showcase, context):
    first = context.new_page()
    second = context.new_page()
    first.goto(f"{showcase.base_url}/counter")
    second.goto(f"{showcase.base_url}/counter")
    second.evaluate("window.__notReloaded = true")
    # The page marks itself once its live-update stream is open.
    expect(second.locator("html[data-live=open]")).to_have_count(1)
    first.get_by_role("button", name="Increment").click()
    expect(counter_value(second)).to_have_text("Value: 1")
    assert second.evaluate("window.__notReloaded === true")


def test_counter_works_without_javascript(showcase, browser):
    context = browser.new_context(java_script_enabled=False)
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        page.goto(f"{showcase.base_url}/counter")
        page.get_by_role("button", name="Decrement").click()
        expect(counter_value(page)).to_have_text("Value: -1")
        page.get_by_role("button", name="Increment").click()
        page.get_by_role("button", name="Increment").click()
        expect(counter_value(page)).to_have_text("Value: 1")
        assert page.url == f"{showcase.base_url}/counter"
    finally:
        context.close()


def test_index_links_the_counter(showcase, context):
    page = context.new_page()
    page.goto(showcase.base_url)
    page.get_by_role("link", name="Counter").first.click()
    expect(page.get_by_role("button", name="Increment")).to_be_visible()


def test_counter_page_is_styled_by_its_own_stylesheet(showcase, context):
    page = context.new_page()
    page.goto(f"{showcase.base_url}/counter")
    expect(page.locator("link[rel=stylesheet][href='/_assets/counter/counter.css']")).to_have_count(1)
    # counter.css lays the value and its buttons out in one centred column.
    assert page.locator(".counter").evaluate("element => getComputedStyle(element).flexDirection") == "column"
