"""The Animals page as a keyboard and narrow-screen user meets it, in a real Chromium.

The editor and the confirmations are modal dialogs (focus moves in, stays in, Escape cancels
and the focus returns to the button that opened them); below a breakpoint the three columns
stack and at 420 px every column and control fits the screen; no page logs a console error.
"""

import pytest
from playwright.sync_api import Page, expect

WIDE = {"width": 1400, "height": 900}
NARROW = {"width": 420, "height": 900}


@pytest.fixture
def console_errors():
    """Console errors and uncaught exceptions of every page a test opens; none may occur."""
    errors: list[str] = []
    yield errors
    assert errors == []


def record_console_error(message, errors: list[str]) -> None:
    if message.type == "error":
        errors.append(f"{message.text} ({message.location.get('url')})")


def open_page(browser, app, query: str, viewport: dict, errors: list[str]) -> Page:
    context = browser.new_context(viewport=viewport)
    context.set_default_timeout(10_000)
    page = context.new_page()
    page.on("console", lambda message: record_console_error(message, errors))
    page.on("pageerror", lambda error: errors.append(f"exception: {error}"))
    page.goto(f"{app.base_url}/animals{query}")
    # Measured once the live channel's catch-up is in: it may replace a region (the list's
    # "Add an animal" carries a draft id the live view draws anew), detaching what was measured.
    expect(page.locator("html[data-live=open]")).to_have_count(1)
    return page


def is_modal(page: Page) -> bool:
    return page.evaluate("() => { const d = document.querySelector('dialog[open]'); return !!d && d.matches(':modal'); }")


def focus_is_in_dialog(page: Page) -> bool:
    return page.evaluate("() => document.activeElement !== null && document.activeElement.closest('dialog') !== null")


def focus_is_behind_dialog(page: Page) -> bool:
    """True when an element of the page behind the dialog has the focus (past the dialog's
    last control the focus may go to the browser itself, which leaves it on the body)."""
    return page.evaluate(
        "() => { const e = document.activeElement; return e !== null && e !== document.body && e.closest('dialog') === null; }"
    )


def test_the_editor_is_modal_keeps_the_focus_and_escape_returns_it(showcase, browser, console_errors):
    page = open_page(browser, showcase, "?category=Mammal&animal=Dog", WIDE, console_errors)
    page.get_by_role("button", name="Edit Dog").click()
    sheet = page.get_by_role("dialog", name="Edit Animal")
    expect(sheet).to_be_visible()
    expect(sheet).to_have_attribute("aria-modal", "true")
    assert is_modal(page)
    # The focus moved in, to the first field, and Tab never reaches the page behind.
    expect(page.get_by_label("Name", exact=True)).to_be_focused()
    inside = 0
    for _ in range(12):
        page.keyboard.press("Tab")
        assert not focus_is_behind_dialog(page)
        inside += focus_is_in_dialog(page)
    # Name, Category, Diet, Cancel, Save: the focus went round the dialog's controls.
    assert inside >= 5
    # The page behind is inert: a click on a category does not navigate.
    page.get_by_role("link", name="Bird", exact=True).click(force=True, timeout=2_000)
    expect(sheet).to_be_visible()
    assert "editor=edit" in page.url

    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_have_count(0)
    assert "editor" not in page.url
    expect(page.get_by_role("button", name="Edit Dog")).to_be_focused()
    expect(page.locator("#animals-detail-title")).to_have_text("Dog")
    page.context.close()


def test_a_confirmation_is_modal_starts_on_cancel_and_escape_changes_nothing(showcase, browser, console_errors):
    page = open_page(browser, showcase, "?category=Mammal&animal=Cat", WIDE, console_errors)
    page.get_by_role("button", name="Delete Cat", exact=True).click()
    alert = page.get_by_role("alertdialog", name="Delete Cat?")
    expect(alert).to_be_visible()
    expect(alert).to_have_attribute("aria-modal", "true")
    assert is_modal(page)
    # The safe choice has the focus.
    expect(alert.get_by_role("button", name="Cancel")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(page.get_by_role("button", name="Delete Cat", exact=True)).to_be_focused()
    expect(page.get_by_role("list", name="Animals in Mammal").get_by_role("link")).to_have_text(
        ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]
    )

    # Cancel by keyboard returns the focus as well.
    page.get_by_role("button", name="Reload sample data").focus()
    page.keyboard.press("Enter")
    reload = page.get_by_role("alertdialog", name="Reload Sample Data?")
    expect(reload).to_be_visible()
    expect(reload.get_by_role("button", name="Cancel")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(page.get_by_role("button", name="Reload sample data")).to_be_focused()
    page.context.close()


def test_adding_from_the_keyboard_saves_and_returns_the_focus(showcase, browser, console_errors):
    page = open_page(browser, showcase, "?category=Fish", WIDE, console_errors)
    page.get_by_role("button", name="Add an animal").click()
    sheet = page.get_by_role("dialog", name="Add Animal")
    expect(sheet).to_be_visible()
    expect(page.get_by_label("Name", exact=True)).to_be_focused()
    page.keyboard.type("Clownfish")
    page.get_by_label("Category", exact=True).select_option(label="Fish")
    page.get_by_label("Diet", exact=True).select_option(label="Omnivore")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    expect(page.get_by_role("list", name="Animals in Fish").get_by_role("link")).to_have_text(["Clownfish"])
    expect(page.get_by_role("button", name="Add an animal")).to_be_focused()
    page.context.close()


def test_a_dialog_replaced_by_a_live_update_stays_modal_with_the_focus_in_place(showcase, browser, console_errors):
    page = open_page(browser, showcase, "?category=Mammal&animal=Dog", WIDE, console_errors)
    expect(page.locator("html[data-live=open]")).to_have_count(1)
    page.get_by_role("button", name="Edit Dog").click()
    expect(page.get_by_role("dialog", name="Edit Animal")).to_be_visible()
    expect(page.locator("html[data-live=open]")).to_have_count(1)
    page.get_by_label("Diet", exact=True).focus()

    # Another client renames the Dog: the editor's region is sent again with the new name.
    other = open_page(browser, showcase, "?category=Mammal&animal=Dog&editor=edit", WIDE, console_errors)
    other.get_by_label("Name", exact=True).fill("Wolf")
    other.get_by_role("button", name="Save", exact=True).click()
    expect(other.get_by_role("dialog")).to_have_count(0)

    expect(page.get_by_label("Name", exact=True)).to_have_value("Wolf")
    assert is_modal(page)
    expect(page.get_by_label("Diet", exact=True)).to_be_focused()
    assert "editor=edit" in page.url
    other.context.close()
    page.context.close()


def column_boxes(page: Page) -> list[dict]:
    columns = page.locator(".animals-column")
    expect(columns).to_have_count(3)
    return [columns.nth(index).bounding_box() for index in range(3)]


def test_wide_screens_show_three_columns_side_by_side(showcase, browser, console_errors):
    page = open_page(browser, showcase, "?category=Mammal&animal=Dog", WIDE, console_errors)
    expect(page.locator("#animals-detail-title")).to_have_text("Dog")
    categories, animals, detail = column_boxes(page)
    assert categories["x"] + categories["width"] <= animals["x"]
    assert animals["x"] + animals["width"] <= detail["x"]
    assert detail["x"] + detail["width"] <= WIDE["width"]
    assert abs(categories["y"] - detail["y"]) < 1
    page.context.close()


def test_at_420_pixels_the_columns_stack_within_the_screen(showcase, browser, console_errors):
    page = open_page(browser, showcase, "?category=Mammal&animal=Dog", NARROW, console_errors)
    expect(page.locator("#animals-detail-title")).to_have_text("Dog")
    boxes = column_boxes(page)
    for box in boxes:
        assert box["x"] >= 0
        assert box["x"] + box["width"] <= NARROW["width"]
    categories, animals, detail = boxes
    # Categories, then animals, then the detail, one below the other.
    assert categories["y"] + categories["height"] <= animals["y"]
    assert animals["y"] + animals["height"] <= detail["y"]
    assert page.evaluate("() => document.documentElement.scrollWidth") <= NARROW["width"]

    # Every control of the page is within the screen's width.
    controls = page.locator("main button, main a[href], main select, main input:not([type=hidden])")
    assert controls.count() > 10
    for index in range(controls.count()):
        box = controls.nth(index).bounding_box()
        assert box is not None
        assert box["x"] >= 0 and box["x"] + box["width"] <= NARROW["width"], controls.nth(index).inner_text()

    # The editor fits as well, and its Save is reachable.
    page.get_by_role("button", name="Edit Dog").click()
    sheet = page.get_by_role("dialog", name="Edit Animal")
    expect(sheet).to_be_visible()
    box = sheet.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= NARROW["width"]
    save = page.get_by_role("button", name="Save", exact=True)
    save_box = save.bounding_box()
    assert save_box["x"] >= 0 and save_box["x"] + save_box["width"] <= NARROW["width"]
    page.get_by_label("Name", exact=True).fill("Wolf")
    save.click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    expect(page.locator("#animals-detail-title")).to_have_text("Wolf")
    page.context.close()
