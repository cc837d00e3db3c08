"""The Animals module of two Showcase instances ("two machines") sharing one AnimalsServer.

Each Showcase runs with `--animals-store <server base URL>`, so every fetch and mutation is a
`POST /animals/api` to the same server and its SQLite database. A Showcase fetches its data when
it starts and follows the server's change feed afterwards (live updates across instances are
tested in test_animals_scale.py); here, what each instance shows after a restart.
"""

import json
import os
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from animals_page import add_animal, animals, open_animals

pytestmark = pytest.mark.usefixtures("patient_context")

SAMPLE_CATEGORIES = ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"]


def categories(page: Page):
    return page.get_by_role("list", name="Categories").get_by_role("link")


def select_category(page: Page, name: str) -> None:
    page.get_by_role("list", name="Categories").get_by_role("link", name=name, exact=True).click()
    expect(page.get_by_role("heading", name=name, exact=True)).to_be_visible()


def reload_sample_data(page: Page) -> None:
    page.get_by_role("button", name="Reload sample data").click()
    page.get_by_role("alertdialog", name="Reload Sample Data?").get_by_role(
        "button", name="Yes, reload sample data"
    ).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)


def post_api(server, body: dict) -> tuple[int, dict]:
    """One `POST /animals/api`, as the curl example of the issue does."""
    request = urllib.request.Request(
        f"{server.base_url}/animals/api",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def server_animals(server) -> dict[str, dict]:
    status, body = post_api(server, {"query": [{"animals": {}}]})
    assert status == 200, body
    return {animal["name"]: animal for animal in body["query"][0]["animals"]["animals"]}


def test_the_server_answers_the_categories_query_with_the_six_categories(start_app, data_dir):
    server = start_app("animals-server", "--database", str(data_dir / "animals-server.sqlite"))
    status, body = post_api(server, {"query": [{"categories": {}}]})
    assert status == 200
    names = sorted(category["name"] for category in body["query"][0]["categories"]["categories"])
    assert names == SAMPLE_CATEGORIES
    status, body = post_api(server, {"mutation": [{"deleteAnimal": {"animalId": "Unicorn"}}]})
    assert status == 404
    assert "Unicorn" in body["error"]["message"]


def test_an_animal_added_through_one_showcase_appears_in_the_other_after_its_next_fetch(
    start_app, context, data_dir
):
    server = start_app("animals-server", "--database", str(data_dir / "animals-server.sqlite"))
    first = start_app("showcase", "--animals-store", server.base_url)
    second = start_app("showcase", "--animals-store", server.base_url)

    # The second instance has fetched the birds before the eagle exists.
    watcher = open_animals(context, second, "?category=Bird")
    expect(animals(watcher, "Bird")).to_have_text(["House sparrow"])

    editor = open_animals(context, first, "?category=Bird")
    add_animal(editor, "Golden eagle", "Bird", "Carnivore")
    expect(animals(editor, "Bird")).to_have_text(["Golden eagle", "House sparrow"])
    eagle = server_animals(server)["Golden eagle"]
    assert eagle["diet"] == "Carnivore" and eagle["categoryId"] == "Bird" and eagle["animalId"]
    # No file of its own: the first instance keeps its animals on the server only.
    assert not (first.data_dir / "animals.sqlite").exists()

    # Its next fetch: a fresh process asks the server again.
    second.restart()
    watcher = open_animals(context, second, "?category=Bird")
    expect(animals(watcher, "Bird")).to_have_text(["Golden eagle", "House sparrow"])

    # Reloading the sample data through the second instance resets the shared catalog.
    reload_sample_data(watcher)
    expect(animals(watcher, "Bird")).to_have_text(["House sparrow"])
    assert "Golden eagle" not in server_animals(server)
    first.restart()
    editor = open_animals(context, first, "?category=Bird")
    expect(animals(editor, "Bird")).to_have_text(["House sparrow"])
    expect(categories(editor)).to_have_text(SAMPLE_CATEGORIES)


def test_the_server_keeps_the_shared_data_across_its_own_restart(start_app, context, data_dir):
    server = start_app("animals-server", "--database", str(data_dir / "animals-server.sqlite"))
    first = start_app("showcase", "--animals-store", server.base_url)

    editor = open_animals(context, first, "?category=Fish")
    add_animal(editor, "Clownfish", "Fish", "Omnivore")
    expect(animals(editor, "Fish")).to_have_text(["Clownfish"])

    server.restart()
    assert "Clownfish" in server_animals(server)
    second = start_app("showcase", "--animals-store", server.base_url)
    watcher = open_animals(context, second, "?category=Fish")
    expect(animals(watcher, "Fish")).to_have_text(["Clownfish"])


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time the process has used so far (`/proc/<pid>/stat`)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def page_text(app, query: str = "") -> str:
    with urllib.request.urlopen(f"{app.base_url}/animals{query}", timeout=10) as response:
        return response.read().decode()


def test_a_showcase_following_the_change_feed_spends_no_cpu_while_nothing_happens(start_app, data_dir):
    """An open change feed waits for bytes without polling: an idle Showcase on a remote store
    costs no CPU (a FoundationNetworking transfer kept open spun at a third of a core or more,
    which on a loaded machine slowed every page of every process)."""
    server = start_app("animals-server", "--database", str(data_dir / "animals-server.sqlite"))
    showcase = start_app("showcase", "--modules", "animals", "--animals-store", server.base_url)
    time.sleep(1)  # the feed connects right after start-up

    before = cpu_seconds(showcase.process.pid)
    time.sleep(4)
    spent = cpu_seconds(showcase.process.pid) - before
    assert spent < 0.4, f"an idle Showcase used {spent:.2f} s of CPU in 4 s"

    # The feed was open all along: a change committed on the server reaches the page.
    status, _ = post_api(server, {"mutation": [{"addAnimal": {"name": "Axolotl", "diet": "Carnivore", "categoryId": "Amphibian"}}]})
    assert status == 200
    deadline = time.monotonic() + 15
    while "Axolotl" not in page_text(showcase, "?category=Amphibian") and time.monotonic() < deadline:
        time.sleep(0.2)
    assert "Axolotl" in page_text(showcase, "?category=Amphibian")
