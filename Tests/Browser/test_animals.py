"""The Animals module in a real Chromium, on a real SQLite file in a temporary data dir.

Every step goes through the page as a user would: links select, buttons open the editor or a
confirmation, forms post and redirect back. A second tab is updated live by the server.
"""

import re

import pytest
from playwright.sync_api import Page, expect

SAMPLE_CATEGORIES = ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"]
SAMPLE_MAMMALS = ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]


def open_animals(context, app, query: str = "") -> Page:
    page = context.new_page()
    page.goto(f"{app.base_url}/animals{query}")
    return page


def live(page: Page) -> None:
    """Waits until the page's live-update stream is open."""
    expect(page.locator("html[data-live=open]")).to_have_count(1)


def categories(page: Page):
    return page.get_by_role("list", name="Categories").get_by_role("link")


def animals(page: Page, category: str):
    return page.get_by_role("list", name=f"Animals in {category}").get_by_role("link")


def select_category(page: Page, name: str) -> None:
    page.get_by_role("list", name="Categories").get_by_role("link", name=name, exact=True).click()
    expect(page.get_by_role("heading", name=name, exact=True)).to_be_visible()


def select_animal(page: Page, category: str, name: str) -> None:
    animals(page, category).filter(has_text=re.compile(f"^{re.escape(name)}$")).click()
    expect(page.locator("#animals-detail-title")).to_have_text(name)


def expect_properties(page: Page, category: str, diet: str) -> None:
    expect(page.locator(".animals-property dt")).to_have_text(["Category", "Diet"])
    expect(page.locator(".animals-property dd")).to_have_text([category, diet])


def editor(page: Page, title: str):
    return page.get_by_role("dialog", name=title)


def save_button(page: Page):
    return page.get_by_role("button", name="Save", exact=True)


def fill_editor(page: Page, name: str, category: str, diet: str) -> None:
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Category", exact=True).select_option(label=category)
    page.get_by_label("Diet", exact=True).select_option(label=diet)


def add_animal(page: Page, name: str, category: str, diet: str) -> None:
    page.get_by_role("button", name="Add an animal").click()
    expect(editor(page, "Add Animal")).to_be_visible()
    fill_editor(page, name, category, diet)
    save_button(page).click()
    expect(editor(page, "Add Animal")).to_have_count(0)


def test_six_categories_sorted_by_name(showcase, context):
    page = open_animals(context, showcase)
    expect(page.get_by_role("heading", name="Categories")).to_be_visible()
    expect(categories(page)).to_have_text(SAMPLE_CATEGORIES)
    expect(page.get_by_text("Select a category")).to_be_visible()
    expect(page.get_by_text("Select an animal")).to_be_visible()


def test_mammal_shows_its_animals_sorted_and_the_detail(showcase, context):
    page = open_animals(context, showcase)
    select_category(page, "Mammal")
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)
    select_animal(page, "Mammal", "Red kangaroo")
    expect_properties(page, "Mammal", "Herbivore")
    expect(page.get_by_role("button", name="Edit Red kangaroo")).to_be_enabled()
    expect(page.get_by_role("button", name="Delete Red kangaroo", exact=True)).to_be_enabled()
    # The selection lives in the URL: a reload keeps it.
    page.reload()
    expect(page.locator("#animals-detail-title")).to_have_text("Red kangaroo")


def test_add_edit_and_delete_an_animal(showcase, context):
    page = open_animals(context, showcase)
    select_category(page, "Mammal")
    add_animal(page, "Eagle", "Bird", "Carnivore")
    # Adding elsewhere leaves the shown category alone.
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)

    select_category(page, "Bird")
    expect(animals(page, "Bird")).to_have_text(["Eagle", "House sparrow"])
    select_animal(page, "Bird", "Eagle")
    expect_properties(page, "Bird", "Carnivore")

    page.get_by_role("button", name="Edit Eagle").click()
    sheet = editor(page, "Edit Animal")
    expect(sheet).to_be_visible()
    expect(page.get_by_label("Name", exact=True)).to_have_value("Eagle")
    expect(page.get_by_label("Category", exact=True)).to_have_value("Bird")
    expect(page.get_by_label("Diet", exact=True)).to_have_value("Carnivore")
    page.get_by_label("Name", exact=True).fill("Bald eagle")
    page.get_by_label("Diet", exact=True).select_option(label="Omnivore")
    save_button(page).click()
    expect(sheet).to_have_count(0)
    expect(page.locator("#animals-detail-title")).to_have_text("Bald eagle")
    expect_properties(page, "Bird", "Omnivore")
    expect(animals(page, "Bird")).to_have_text(["Bald eagle", "House sparrow"])

    page.get_by_role("button", name="Delete Bald eagle", exact=True).click()
    alert = page.get_by_role("alertdialog", name="Delete Bald eagle?")
    expect(alert).to_be_visible()
    # Cancel changes nothing.
    alert.get_by_role("button", name="Cancel").click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(animals(page, "Bird")).to_have_text(["Bald eagle", "House sparrow"])

    page.get_by_role("button", name="Delete Bald eagle", exact=True).click()
    page.get_by_role("alertdialog", name="Delete Bald eagle?").get_by_role(
        "button", name="Yes, delete Bald eagle"
    ).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(animals(page, "Bird")).to_have_text(["House sparrow"])
    expect(page.get_by_text("Select an animal")).to_be_visible()


def test_a_row_delete_and_the_empty_category(showcase, context):
    page = open_animals(context, showcase)
    select_category(page, "Amphibian")
    expect(animals(page, "Amphibian")).to_have_text(["Newt"])
    page.get_by_role("button", name="Delete Newt from Amphibian").click()
    expect(page.get_by_text("No animals in this category")).to_be_visible()
    expect(page.get_by_role("button", name="Add an animal")).to_be_enabled()


def test_reload_sample_data_after_the_confirmation(showcase, context):
    page = open_animals(context, showcase)
    select_category(page, "Mammal")
    page.get_by_role("button", name="Delete Cat from Mammal").click()
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS[1:])
    add_animal(page, "Platypus", "Mammal", "Carnivore")
    expect(animals(page, "Mammal")).to_have_text(["Dog", "Platypus", "Red kangaroo", "Southern gibbon"])

    page.get_by_role("button", name="Reload sample data").click()
    alert = page.get_by_role("alertdialog", name="Reload Sample Data?")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text("Reloading the sample data deletes all changes to the current data.")
    alert.get_by_role("button", name="Cancel").click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(animals(page, "Mammal")).to_have_text(["Dog", "Platypus", "Red kangaroo", "Southern gibbon"])

    page.get_by_role("button", name="Reload sample data").click()
    page.get_by_role("alertdialog", name="Reload Sample Data?").get_by_role(
        "button", name="Yes, reload sample data"
    ).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)
    expect(categories(page)).to_have_text(SAMPLE_CATEGORIES)


def test_save_stays_disabled_while_a_field_is_empty(showcase, context):
    page = open_animals(context, showcase, "?category=Fish")
    page.get_by_role("button", name="Add an animal").click()
    expect(editor(page, "Add Animal")).to_be_visible()
    expect(page.get_by_label("Category", exact=True)).to_have_value("")
    expect(page.get_by_label("Diet", exact=True)).to_have_value("")
    expect(save_button(page)).to_be_disabled()
    page.get_by_label("Category", exact=True).select_option(label="Fish")
    page.get_by_label("Diet", exact=True).select_option(label="Omnivore")
    expect(save_button(page)).to_be_disabled()
    page.get_by_label("Name", exact=True).fill("Clownfish")
    expect(save_button(page)).to_be_enabled()
    page.get_by_label("Name", exact=True).fill("")
    expect(save_button(page)).to_be_disabled()
    page.get_by_label("Name", exact=True).fill("   ")
    expect(save_button(page)).to_be_disabled()
    # Cancel closes the sheet and adds nothing.
    page.get_by_role("button", name="Cancel").click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    expect(page.get_by_text("No animals in this category")).to_be_visible()

    # Editing: emptying the name disables Save too.
    select_category(page, "Mammal")
    select_animal(page, "Mammal", "Dog")
    page.get_by_role("button", name="Edit Dog").click()
    expect(save_button(page)).to_be_enabled()
    page.get_by_label("Name", exact=True).fill("")
    expect(save_button(page)).to_be_disabled()


def test_an_empty_name_posted_anyway_is_refused_with_a_clear_error(showcase, context):
    page = open_animals(context, showcase, "?category=Mammal")
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)
    response = context.request.post(
        f"{showcase.base_url}/animals/actions/add-animal",
        form={"return": "/animals?category=Mammal", "draft": "D1", "name": " ", "diet": "Carnivore", "categoryId": "Mammal"},
        max_redirects=0,
    )
    assert response.status == 400
    assert "Name must not be empty." in response.text()
    response = context.request.post(
        f"{showcase.base_url}/animals/actions/delete-animal",
        form={"return": "/animals", "animalId": "Unicorn", "source": "detail"},
        max_redirects=0,
    )
    assert response.status == 400
    assert "There is no animal with the id “Unicorn”" in response.text()
    page.reload()
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)


def test_an_added_animal_persists_across_a_restart(start_app, context):
    app = start_app("showcase")
    page = open_animals(context, app)
    select_category(page, "Reptile")
    add_animal(page, "Komodo dragon", "Reptile", "Carnivore")
    expect(animals(page, "Reptile")).to_have_text(["Komodo dragon"])
    page.close()
    assert (app.data_dir / "animals.sqlite").exists()

    app.restart()
    page = open_animals(context, app, "?category=Reptile")
    expect(animals(page, "Reptile")).to_have_text(["Komodo dragon"])
    select_animal(page, "Reptile", "Komodo dragon")
    expect_properties(page, "Reptile", "Carnivore")


def test_a_second_tab_updates_live_and_keeps_its_selection(showcase, context):
    first = open_animals(context, showcase, "?category=Mammal&animal=Dog")
    second = open_animals(context, showcase, "?category=Bird&animal=Sparrow")
    second.evaluate("window.__notReloaded = true")
    live(second)
    second_url = second.url

    # Adding to the category the other tab shows appears there.
    add_animal(first, "Eagle", "Bird", "Carnivore")
    expect(animals(second, "Bird")).to_have_text(["Eagle", "House sparrow"])
    expect(second.locator("#animals-detail-title")).to_have_text("House sparrow")

    # Editing the animal the other tab shows updates its detail and its list.
    first.goto(f"{showcase.base_url}/animals?category=Bird&animal=Sparrow")
    first.get_by_role("button", name="Edit House sparrow").click()
    first.get_by_label("Name", exact=True).fill("Sparrow")
    save_button(first).click()
    expect(editor(first, "Edit Animal")).to_have_count(0)
    expect(second.locator("#animals-detail-title")).to_have_text("Sparrow")
    expect(animals(second, "Bird")).to_have_text(["Eagle", "Sparrow"])

    # Deleting it there clears the detail here.
    first.get_by_role("button", name="Delete Sparrow", exact=True).click()
    first.get_by_role("button", name="Yes, delete Sparrow").click()
    expect(second.get_by_text("Select an animal")).to_be_visible()
    expect(animals(second, "Bird")).to_have_text(["Eagle"])

    # Reloading the sample data brings the originals back here too.
    first.get_by_role("button", name="Reload sample data").click()
    first.get_by_role("button", name="Yes, reload sample data").click()
    expect(animals(second, "Bird")).to_have_text(["House sparrow"])
    expect(second.locator("#animals-detail-title")).to_have_text("House sparrow")

    assert second.evaluate("window.__notReloaded === true")
    assert second.url == second_url


def test_the_pages_work_without_javascript(showcase, browser):
    context = browser.new_context(java_script_enabled=False)
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        page.goto(f"{showcase.base_url}/animals")
        expect(categories(page)).to_have_text(SAMPLE_CATEGORIES)
        select_category(page, "Invertebrate")
        expect(page.get_by_text("No animals in this category")).to_be_visible()
        page.get_by_role("button", name="Add an animal").click()
        expect(editor(page, "Add Animal")).to_be_visible()
        fill_editor(page, "Octopus", "Invertebrate", "Carnivore")
        save_button(page).click()
        expect(page.get_by_role("dialog")).to_have_count(0)
        expect(animals(page, "Invertebrate")).to_have_text(["Octopus"])

        select_animal(page, "Invertebrate", "Octopus")
        page.get_by_role("button", name="Edit Octopus").click()
        page.get_by_label("Name", exact=True).fill("Giant octopus")
        save_button(page).click()
        expect(page.get_by_role("dialog")).to_have_count(0)
        expect(page.locator("#animals-detail-title")).to_have_text("Giant octopus")

        page.get_by_role("button", name="Delete Giant octopus", exact=True).click()
        page.get_by_role("button", name="Yes, delete Giant octopus").click()
        expect(page.get_by_text("Select an animal")).to_be_visible()
        expect(page.get_by_text("No animals in this category")).to_be_visible()

        page.get_by_role("button", name="Reload sample data").click()
        page.get_by_role("button", name="Yes, reload sample data").click()
        select_category(page, "Mammal")
        expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)
    finally:
        context.close()


def test_the_animals_app_serves_the_module_alone(start_app, context):
    app = start_app("animals")
    page = open_animals(context, app, "?category=Mammal")
    expect(animals(page, "Mammal")).to_have_text(SAMPLE_MAMMALS)
    page.goto(app.base_url)
    expect(page.locator("ul.modules").get_by_role("link")).to_have_text(["Animals"])
    assert page.request.get(f"{app.base_url}/counter").status == 404


def test_showcase_serves_a_subset_with_modules(start_app, context):
    app = start_app("showcase", "--modules", "animals,counter")
    page = context.new_page()
    page.goto(app.base_url)
    expect(page.locator("ul.modules").get_by_role("link")).to_have_text(["Counter", "Animals"])
    assert page.request.get(f"{app.base_url}/quakes").status == 404
    page.goto(f"{app.base_url}/animals")
    expect(categories(page)).to_have_text(SAMPLE_CATEGORIES)


def test_an_unknown_animals_store_stops_the_app_with_a_clear_error(start_app):
    with pytest.raises(RuntimeError, match="animals-store"):
        start_app("showcase", "--animals-store", "carrier-pigeon")
