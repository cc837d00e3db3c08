"""Forms through the module contract, in a real Chromium: a refused post shows the page again
with the error next to its field and the typed input kept (with and without JavaScript), and a
form someone is typing into survives live updates caused by another tab."""

import re

from playwright.sync_api import expect

from test_animals import editor, open_animals, save_button, select_animal, select_category


def open_add_editor(page):
    page.get_by_role("button", name="Add an animal").click()
    expect(editor(page, "Add Animal")).to_be_visible()


def test_without_javascript_a_refused_save_shows_the_error_next_to_the_field_and_keeps_the_input(showcase, browser):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = open_animals(context, showcase, "?category=Bird")
        open_add_editor(page)
        page.get_by_label("Name", exact=True).fill("   ")
        page.get_by_label("Category", exact=True).select_option(label="Bird")
        page.get_by_label("Diet", exact=True).select_option(label="Carnivore")
        with page.expect_response(lambda response: "/actions/add-animal" in response.url) as answer:
            save_button(page).click()
        assert answer.value.status == 400
        name = page.get_by_label("Name", exact=True)
        expect(name).to_have_value("   ")
        expect(name).to_have_attribute("aria-invalid", "true")
        expect(page.locator("#animals-editor-name-error")).to_have_text("Name must not be empty.")
        expect(page.get_by_label("Diet", exact=True)).to_have_value("Carnivore")
        # Shown once, where it belongs: the host adds no second copy above the page.
        expect(page.get_by_text("Name must not be empty.")).to_have_count(1)
        # Corrected where it was shown, the same form saves.
        name.fill("Kestrel")
        save_button(page).click()
        expect(page.get_by_role("list", name="Animals in Bird").get_by_role("link", name="Kestrel")).to_be_visible()
    finally:
        context.close()


def test_with_javascript_a_refused_save_keeps_the_input_the_page_address_and_stays_live(showcase, context):
    page = open_animals(context, showcase, "?category=Bird")
    open_add_editor(page)
    page.get_by_label("Name", exact=True).fill("   ")
    page.get_by_label("Category", exact=True).select_option(label="Bird")
    page.get_by_label("Diet", exact=True).select_option(label="Carnivore")
    # The page's script keeps Save disabled for a blank name; a submission that still reaches
    # the server (a script, an old page) is refused there.
    page.locator("#animals-editor-form").evaluate("form => form.requestSubmit()")
    expect(page.locator("#animals-editor-name-error")).to_have_text("Name must not be empty.")
    expect(page.get_by_label("Name", exact=True)).to_have_value("   ")
    # The address is the page the form came from again, and the page follows it live.
    expect(page).to_have_url(re.compile(r"/animals\?category=Bird&editor=add&"))
    expect(page.locator("html[data-live=open]")).to_have_count(1)
    # The channel's first message (every region, applied before `data-live=open`) replaced the
    # editor's region; the refused form was carried over as it was.
    expect(page.locator("#animals-editor-name-error")).to_have_text("Name must not be empty.")
    expect(page.get_by_label("Name", exact=True)).to_have_value("   ")


def test_typing_survives_a_change_made_in_another_tab(showcase, context):
    typing = open_animals(context, showcase, "?category=Mammal")
    select_animal(typing, "Mammal", "Dog")
    typing.get_by_role("button", name="Edit").click()
    expect(editor(typing, "Edit Animal")).to_be_visible()
    expect(typing.locator("html[data-live=open]")).to_have_count(1)
    name = typing.get_by_label("Name", exact=True)
    name.fill("Doggo the Brave")
    # Wait for the editor's region to be updated by the other tab's save.
    typing.evaluate(
        """() => { window.editorUpdates = 0; document.addEventListener('live:update', (event) => {
             if (event.detail.regions.some((id) => id.includes('editor'))) window.editorUpdates += 1; }); }"""
    )

    other = open_animals(context, showcase, "?category=Mammal")
    select_animal(other, "Mammal", "Dog")
    other.get_by_role("button", name="Edit").click()
    other.get_by_label("Diet", exact=True).select_option(label="Omnivore")
    save_button(other).click()
    expect(editor(other, "Edit Animal")).to_have_count(0)

    typing.wait_for_function("() => window.editorUpdates > 0")
    expect(name).to_have_value("Doggo the Brave")
    expect(name).to_be_focused()
