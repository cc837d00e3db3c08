"""What a user does on the Animals page, shared by the browser suites and the cluster's
reliability suite (Tests/Reliability/test_cluster.py imports it from this folder): the steps of
one journey, written once."""

from playwright.sync_api import Page, expect


def open_animals(context, app, query: str = "") -> Page:
    """A new tab of `context` on `app`'s Animals page (`query` as `?category=Bird`)."""
    page = context.new_page()
    page.goto(f"{app.base_url}/animals{query}")
    return page


def animals(page: Page, category: str):
    """The links of the animal list of `category`, as a screen reader names it."""
    return page.get_by_role("list", name=f"Animals in {category}").get_by_role("link")


def add_animal(page: Page, name: str, category: str, diet: str) -> None:
    """Adds an animal through the editor and waits until the editor has closed (saved)."""
    page.get_by_role("button", name="Add an animal").click()
    sheet = page.get_by_role("dialog", name="Add Animal")
    expect(sheet).to_be_visible()
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Category", exact=True).select_option(label=category)
    page.get_by_label("Diet", exact=True).select_option(label=diet)
    page.get_by_role("button", name="Save", exact=True).click()
    expect(sheet).to_have_count(0)
