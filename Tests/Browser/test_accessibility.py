"""axe-core's WCAG 2 A and AA rules on every page of the apps, in every state a user reaches.

Each state is one test: the page is brought there as a user would (links, buttons, menus, a
narrow screen, a form posted with a bad value), the test waits until it shows that state, and
axe-core (axe-playwright-python) checks the document. A failure lists every violation: the rule,
its impact, the elements it found (CSS selectors) and what the rule asks for.

The rules run are those tagged wcag2a, wcag2aa, wcag21a and wcag21aa (WCAG 2.0 and 2.1, levels A
and AA) and axe's best practices: among them `page-has-heading-one`, a level-one heading on every
page, which is what a screen-reader user jumps to first.
"""

from collections.abc import Callable
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import free_port
from test_quakes import in_browser_zone, navigated, refresh, refreshed, rows

# WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (a level-one heading, landmarks).
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": AXE_TAGS}, "resultTypes": ["violations"]}
NARROW = {"width": 420, "height": 900}
DAY_TOTAL = 146

AXE = Axe()


class Visit:
    """What one state needs: apps started on demand, browser contexts closed afterwards."""

    def __init__(self, start_app, browser: Browser):
        self.start_app = start_app
        self.browser = browser
        self.contexts: list[BrowserContext] = []
        self.unscripted: list[Page] = []
        # A folder for files a state writes (the test's data folder, removed afterwards).
        self.files: Path | None = None

    def app(self, *args: str):
        """Showcase with every module; the bundled Quakes feed unless `args` name another."""
        feed = [] if "--quakes-feed" in args else ["--quakes-feed", "sample"]
        return self.start_app("showcase", *feed, *args)

    def page(self, app, path: str, scripts: bool = True, **context_options) -> Page:
        """A new tab (in its own context, e.g. with a viewport) showing `path`. Without
        `scripts` the page's scripts are not loaded: axe itself needs JavaScript, so this stands
        for a browser with JavaScript off."""
        context = self.browser.new_context(**context_options)
        context.set_default_timeout(20_000)
        if not scripts:
            context.route("**/*.js", lambda route: route.abort())
        self.contexts.append(context)
        page = context.new_page()
        if not scripts:
            self.unscripted.append(page)
        page.goto(f"{app.base_url}{path}")
        return page

    def settle(self, page: Page) -> None:
        """Waits until a live page's channel has brought it up to date (an action that loaded
        the page again opens a new channel, whose catch-up may redraw a region)."""
        if page not in self.unscripted and page.locator("script[src='/_assets/live.js']").count() > 0:
            live(page)

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@pytest.fixture
def visit(start_app, browser, patient_expectations, data_dir):
    visit = Visit(start_app, browser)
    visit.files = data_dir
    yield visit
    visit.close()


def live(page: Page) -> None:
    """Waits for the live channel's catch-up: it may redraw a region, so axe runs after it."""
    expect(page.locator("html[data-live=open]")).to_have_count(1)


STATES: dict[str, Callable[[Visit], Page]] = {}


def state(name: str):
    """Registers a function that brings a page to the state `name` and returns the page."""

    def register(function: Callable[[Visit], Page]) -> Callable[[Visit], Page]:
        STATES[name] = function
        return function

    return register


# --- Index and Counter ----------------------------------------------------------------------


@state("index")
def index(visit: Visit) -> Page:
    page = visit.page(visit.app(), "/")
    expect(page.locator("ul.modules").get_by_role("link")).to_have_count(3)
    return page


@state("counter")
def counter(visit: Visit) -> Page:
    page = visit.page(visit.app(), "/counter")
    live(page)
    page.get_by_role("button", name="Increment").click()
    expect(page.get_by_text("Value: 1", exact=True)).to_be_visible()
    return page


# --- Animals --------------------------------------------------------------------------------


def animals(visit: Visit, query: str = "", scripts: bool = True, **context_options) -> Page:
    page = visit.page(visit.app(), f"/animals{query}", scripts=scripts, **context_options)
    if scripts:
        live(page)
    return page


@state("animals: nothing selected")
def animals_start(visit: Visit) -> Page:
    page = animals(visit)
    expect(page.get_by_text("Select a category")).to_be_visible()
    return page


@state("animals: a category selected")
def animals_category(visit: Visit) -> Page:
    page = animals(visit)
    page.get_by_role("list", name="Categories").get_by_role("link", name="Mammal", exact=True).click()
    expect(page.get_by_role("list", name="Animals in Mammal").get_by_role("link")).to_have_count(4)
    return page


@state("animals: an empty category")
def animals_empty_category(visit: Visit) -> Page:
    page = animals(visit, "?category=Invertebrate")
    expect(page.get_by_text("No animals in this category")).to_be_visible()
    return page


@state("animals: an animal selected")
def animals_animal(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal")
    page.get_by_role("list", name="Animals in Mammal").get_by_role("link", name="Red kangaroo").click()
    expect(page.locator("#animals-detail-title")).to_have_text("Red kangaroo")
    return page


@state("animals: the add dialog open")
def animals_add_dialog(visit: Visit) -> Page:
    page = animals(visit, "?category=Fish")
    page.get_by_role("button", name="Add an animal").click()
    expect(page.get_by_role("dialog", name="Add Animal")).to_be_visible()
    return page


@state("animals: the edit dialog open")
def animals_edit_dialog(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal&animal=Dog")
    page.get_by_role("button", name="Edit Dog").click()
    expect(page.get_by_label("Name", exact=True)).to_have_value("Dog")
    return page


@state("animals: a delete confirmation open")
def animals_delete_confirmation(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal&animal=Dog")
    page.get_by_role("button", name="Delete Dog", exact=True).click()
    expect(page.get_by_role("alertdialog", name="Delete Dog?")).to_be_visible()
    return page


@state("animals: the reload confirmation open")
def animals_reload_confirmation(visit: Visit) -> Page:
    page = animals(visit)
    page.get_by_role("button", name="Reload sample data").click()
    expect(page.get_by_role("alertdialog", name="Reload Sample Data?")).to_be_visible()
    return page


@state("animals: a form error shown")
def animals_form_error(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal")
    page.get_by_role("button", name="Add an animal").click()
    dialog = page.get_by_role("dialog", name="Add Animal")
    page.get_by_label("Name", exact=True).fill(" ")
    page.get_by_label("Category", exact=True).select_option(label="Mammal")
    page.get_by_label("Diet", exact=True).select_option(label="Carnivore")
    # Save stays disabled for a blank name; a browser without that check posts it anyway.
    with page.expect_navigation():
        dialog.locator("form").filter(has=page.get_by_label("Name", exact=True)).evaluate("form => form.submit()")
    expect(page.locator("#animals-editor-name-error")).to_have_text("Name must not be empty.")
    return page


@state("animals: a field error shown while typing")
def animals_typing_error(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal")
    page.get_by_role("button", name="Add an animal").click()
    expect(page.get_by_role("dialog", name="Add Animal")).to_be_visible()
    page.get_by_label("Name", exact=True).press_sequentially("  ")
    expect(page.locator("#animals-editor-name-error")).to_have_text("Name must not be empty.")
    return page


@state("animals: a refused save shown in place")
def animals_refused_in_place(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal")
    page.get_by_role("button", name="Add an animal").click()
    page.get_by_label("Name", exact=True).fill(" ")
    page.get_by_label("Diet", exact=True).select_option(label="Carnivore")
    page.locator("#animals-editor-form").evaluate("form => form.requestSubmit()")
    expect(page.locator("#animals-editor-name-error")).to_have_text("Name must not be empty.")
    return page


@state("counter: a press pending on a slow link")
def counter_pending(visit: Visit) -> Page:
    app = visit.app()
    context = visit.browser.new_context()
    visit.contexts.append(context)
    # What the tab sends waits 60 s: the pending state holds while axe looks at it.
    context.add_init_script("localStorage.setItem('live-latency', '60000')")
    page = context.new_page()
    page.goto(f"{app.base_url}/counter")
    live(page)
    page.get_by_role("button", name="Increment").click()
    expect(page.locator("form[aria-busy=true]")).to_have_count(1)
    return page


@state("counter: reconnecting")
def counter_reconnecting(visit: Visit) -> Page:
    app = visit.app()
    page = visit.page(app, "/counter")
    live(page)
    app.stop()
    expect(page.get_by_role("status").filter(has_text="Reconnecting…")).to_be_visible(timeout=15_000)
    visit.unscripted.append(page)  # nothing to settle: the server is away
    return page


@state("animals: narrow screen, an animal selected")
def animals_narrow(visit: Visit) -> Page:
    page = animals(visit, "?category=Bird&animal=Sparrow", viewport=NARROW)
    expect(page.locator("#animals-detail-title")).to_have_text("House sparrow")
    return page


@state("animals: narrow screen, the edit dialog open")
def animals_narrow_dialog(visit: Visit) -> Page:
    page = animals(visit, "?category=Bird&animal=Sparrow", viewport=NARROW)
    page.get_by_role("button", name="Edit House sparrow").click()
    expect(page.get_by_label("Name", exact=True)).to_have_value("House sparrow")
    return page


@state("animals: without scripts, the edit dialog open")
def animals_no_script_dialog(visit: Visit) -> Page:
    page = animals(visit, "?category=Mammal&animal=Dog", scripts=False)
    page.get_by_role("button", name="Edit Dog").click()
    expect(page.get_by_label("Name", exact=True)).to_have_value("Dog")
    return page


# --- Quakes ---------------------------------------------------------------------------------


def quakes(visit: Visit, *args: str, **context_options) -> Page:
    app = visit.app("--quakes-feed", *(args or ("sample",)))
    page = visit.page(app, "/quakes", **context_options)
    in_browser_zone(page)
    return page


def quakes_loaded(visit: Visit, **context_options) -> Page:
    page = quakes(visit, **context_options)
    refreshed(page, "All Day", DAY_TOTAL)
    return page


@state("quakes: nothing loaded")
def quakes_empty(visit: Visit) -> Page:
    page = quakes(visit)
    expect(page.get_by_text("Refresh to load earthquakes")).to_be_visible()
    return page


@state("quakes: a day loaded")
def quakes_day(visit: Visit) -> Page:
    return quakes_loaded(visit)


@state("quakes: a quake selected")
def quakes_selected(visit: Visit) -> Page:
    page = quakes_loaded(visit)
    row = rows(page).nth(3)
    quake_id = row.get_attribute("data-q")
    row.click()
    navigated(page, rf"selected={quake_id}")
    expect(page.locator(".quake-row.selected")).to_have_attribute("data-q", quake_id)
    return page


def quakes_searched(visit: Visit, text: str) -> Page:
    page = quakes_loaded(visit)
    page.get_by_label("Search").fill(text)
    page.get_by_label("Search").press("Enter")
    navigated(page, f"search={text}")
    return page


@state("quakes: a search")
def quakes_search(visit: Visit) -> Page:
    page = quakes_searched(visit, "Alaska")
    expect(rows(page).first).to_be_visible()
    return page


@state("quakes: a search that finds nothing")
def quakes_search_nothing(visit: Visit) -> Page:
    page = quakes_searched(visit, "Atlantis")
    expect(rows(page)).to_have_count(0)
    return page


def quakes_menu_open(name: str, item_role: str, item: str) -> Callable[[Visit], Page]:
    def open_menu(visit: Visit) -> Page:
        page = quakes_loaded(visit)
        page.get_by_role("button", name=name, exact=True).click()
        expect(page.get_by_role(item_role, name=item)).to_be_visible()
        return page

    return open_menu


state("quakes: the refresh menu open")(quakes_menu_open("Refresh", "menuitem", "All Week"))
state("quakes: the sort menu open")(quakes_menu_open("Sort", "menuitemradio", "Magnitude"))
state("quakes: the delete menu open")(quakes_menu_open("Delete", "menuitem", "Delete All"))


@state("quakes: a failed refresh")
def quakes_failed_refresh(visit: Visit) -> Page:
    page = quakes(visit, f"http://127.0.0.1:{free_port()}/")
    refresh(page, "All Hour")
    expect(page.get_by_role("alert")).to_be_visible()
    return page


@state("quakes: without scripts, a day loaded")
def quakes_no_script(visit: Visit) -> Page:
    app = visit.app()
    loading = visit.page(app, "/quakes")
    in_browser_zone(loading)
    refreshed(loading, "All Day", DAY_TOTAL)
    page = visit.page(app, "/quakes", scripts=False)
    expect(page.locator(".quakes-total")).to_have_text(f"{DAY_TOTAL} total")
    expect(rows(page).first).to_be_visible()
    return page


@state("quakes: narrow screen, a day loaded")
def quakes_narrow(visit: Visit) -> Page:
    return quakes_loaded(visit, viewport=NARROW)


# --- DevTools -------------------------------------------------------------------------------


def devtools_with_history(visit: Visit) -> Page:
    """DevTools after a few actions in Counter and Animals (their diffs are in the log)."""
    app = visit.app("--devtools")
    counter_page = visit.page(app, "/counter")
    live(counter_page)
    for value in (1, 2):
        counter_page.get_by_role("button", name="Increment").click()
        expect(counter_page.get_by_text(f"Value: {value}", exact=True)).to_be_visible()
    animals_page = visit.page(app, "/animals?category=Amphibian")
    live(animals_page)
    animals_page.get_by_role("button", name="Delete Newt from Amphibian").click()
    expect(animals_page.get_by_text("No animals in this category")).to_be_visible()
    page = visit.page(app, "/_devtools")
    expect(page.locator("#module-counter .log .step[data-step]")).to_have_count(2)
    expect(page.locator("#module-animals .log .step[data-step]").first).to_be_visible()
    return page


@state("devtools: before any user action")
def devtools_before_user_actions(visit: Visit) -> Page:
    page = visit.page(visit.app("--devtools"), "/_devtools")
    expect(page.locator("#module-counter .empty-log")).to_have_text("No actions yet.")
    return page


@state("devtools: with history")
def devtools_history(visit: Visit) -> Page:
    return devtools_with_history(visit)


@state("devtools: travelling back in time")
def devtools_travelling(visit: Visit) -> Page:
    page = devtools_with_history(visit)
    page.locator("#module-counter .log .step[data-step='1']").get_by_role("button", name="Jump to").click()
    expect(page.locator("#module-counter .travel-banner")).to_contain_text("Showing the state after step 1")
    return page


@state("devtools: an action skipped")
def devtools_skipping(visit: Visit) -> Page:
    page = devtools_with_history(visit)
    page.locator("#module-counter .log .step[data-step='1']").get_by_role("button", name="Skip").click()
    expect(page.locator("#module-counter .skip-banner")).to_contain_text("Skipping #1")
    return page


@state("devtools: a session imported, then a bad file refused")
def devtools_imported(visit: Visit) -> Page:
    page = devtools_with_history(visit)
    module = page.locator("#module-counter")
    with page.expect_download() as download:
        module.get_by_role("link", name="Export session").click()
    module.get_by_label("Import session").set_input_files(download.value.path())
    module.get_by_role("button", name="Import", exact=True).click()
    expect(module.locator(".imported-steps li")).to_have_count(2)
    module.get_by_label("Import session").set_input_files(
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"not a session"}]
    )
    module.get_by_role("button", name="Import", exact=True).click()
    expect(module.get_by_role("alert")).to_contain_text("Import failed")
    return page


@state("devtools: page views hidden by this browser")
def devtools_hidden(visit: Visit) -> Page:
    page = devtools_with_history(visit)
    page.get_by_role("button", name="Hide page views (onAppear)").click()
    expect(page.locator(".hidden-words code")).to_have_text(["onAppear"])
    return page


@state("devtools: shown for one tab only")
def devtools_one_tab(visit: Visit) -> Page:
    page = devtools_with_history(visit)
    page.locator(".tab-filter").first.click()
    expect(page.locator(".filter-summary")).to_contain_text("Showing only tab")
    return page


@state("devtools: the sign-in form after a wrong token")
def devtools_sign_in(visit: Visit) -> Page:
    token_file = visit.files / "devtools-token"
    token_file.write_text("Qm2v-9Xr4-Lk7p-3Wz8\n")
    page = visit.page(visit.app("--devtools", "--devtools-token-file", str(token_file)), "/_devtools")
    page.get_by_label("Token").fill("not the token")
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("alert")).to_have_text("That token is not the right one.")
    return page


@state("devtools: a report, sent from the Counter page and read")
def devtools_report(visit: Visit) -> Page:
    app = visit.app("--devtools")
    page = visit.page(app, "/counter")
    live(page)
    page.get_by_role("button", name="Increment").click()
    expect(page.get_by_text("Value: 1", exact=True)).to_be_visible()
    page.get_by_text("Report a problem").click()
    page.get_by_label("What went wrong?").fill("It counted once")
    page.get_by_role("button", name="Send report").click()
    expect(page.get_by_role("status")).to_contain_text("Your report is saved as")
    report = page.get_by_role("status").locator("code").inner_text()
    page.goto(f"{app.base_url}{report}")
    page.get_by_role("button", name="Replay").click()
    expect(page.locator(".report-replay")).to_contain_text("matches")
    return page


@state("devtools: a month of quakes loaded")
def devtools_month(visit: Visit) -> Page:
    app = visit.app("--devtools")
    quakes_page = visit.page(app, "/quakes")
    in_browser_zone(quakes_page)
    refreshed(quakes_page, "All Month", 3121)
    page = visit.page(app, "/_devtools")
    expect(page.locator("#module-quakes .full-diff").first).to_be_visible()
    return page


@state("devtools: index linking it")
def devtools_index(visit: Visit) -> Page:
    page = visit.page(visit.app("--devtools"), "/")
    expect(page.get_by_role("link", name="DevTools")).to_be_visible()
    return page


# --- Error pages ----------------------------------------------------------------------------


@state("error: 404 page")
def error_not_found(visit: Visit) -> Page:
    page = visit.page(visit.app(), "/no-such-page")
    expect(page.get_by_role("heading", level=1)).to_contain_text("404")
    return page


@state("error: 400 page after a bad form post")
def error_bad_request(visit: Visit) -> Page:
    page = visit.page(visit.app(), "/")
    # A form that names an animal no store has, posted from the page as a stale tab would.
    with page.expect_navigation():
        page.evaluate(
            """() => {
              const form = document.createElement("form");
              form.method = "post";
              form.action = "/animals/actions/delete-animal";
              for (const [name, value] of [["return", "/animals"], ["animalId", "Unicorn"], ["source", "detail"]]) {
                const input = document.createElement("input");
                input.type = "hidden"; input.name = name; input.value = value;
                form.append(input);
              }
              document.body.append(form);
              form.submit();
            }"""
        )
    expect(page.get_by_text("There is no animal with the id “Unicorn”")).to_be_visible()
    return page


# --------------------------------------------------------------------------------------------


def violations_report(violations: list[dict]) -> str:
    """Every violation as a readable block: rule, impact, help and link, then each element."""
    lines = [f"{len(violations)} axe violation(s):"]
    for violation in violations:
        lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']} <{violation['helpUrl']}>")
        for node in violation["nodes"]:
            target = " ".join(" >> ".join(part) if isinstance(part, list) else part for part in node["target"])
            summary = " ".join(node.get("failureSummary", "").split())
            lines.append(f"    {target}: {summary}")
    return "\n".join(lines)


@pytest.mark.parametrize("name", list(STATES))
def test_axe_finds_no_violation(name, visit):
    page = STATES[name](visit)
    visit.settle(page)
    violations = AXE.run(page, options=AXE_OPTIONS).response["violations"]
    assert violations == [], f"{name} ({page.url}):\n{violations_report(violations)}"
