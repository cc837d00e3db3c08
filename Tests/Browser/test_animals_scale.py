"""Animals at scale: one PostgreSQL, two animals-server instances on it, two Showcase instances
each on a different server, and a live change feed between them.

A tab of Showcase A and a tab of Showcase B stay open; what one adds or deletes appears in, or
leaves, the other without a reload: A's server commits, PostgreSQL notifies B's server, B's
server sends it on its change feed, Showcase B dispatches it and pushes the page update.

Needs ANIMALS_POSTGRES_URL (Scripts/test always starts a throwaway cluster and sets it; without
it these tests fail, they do not skip).
"""

import os
import re
import subprocess
import uuid

import pytest
from playwright.sync_api import Page, expect

from animals_page import add_animal, animals, open_animals

pytestmark = pytest.mark.usefixtures("patient_context")

POSTGRES_URL = os.environ.get("ANIMALS_POSTGRES_URL")


@pytest.fixture
def postgres_database():
    """A fresh database on the test cluster, dropped afterwards."""
    if not POSTGRES_URL:
        pytest.fail("ANIMALS_POSTGRES_URL is not set: run through Scripts/test or Scripts/with-postgres")
    name = "animals_browser_" + uuid.uuid4().hex
    subprocess.run(["psql", POSTGRES_URL, "-qc", f"CREATE DATABASE {name}"], check=True)
    base = POSTGRES_URL.rsplit("/", 1)[0]
    yield f"{base}/{name}"
    subprocess.run(["psql", POSTGRES_URL, "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"], check=True)


def live(page: Page) -> None:
    """Waits until the page's live-update stream is open."""
    expect(page.locator("html[data-live=open]")).to_have_count(1)


def test_an_animal_added_in_showcase_a_appears_live_in_b_and_a_delete_in_b_leaves_a(
    start_app, context, postgres_database
):
    server_a = start_app("animals-server", "--database", postgres_database)
    server_b = start_app("animals-server", "--database", postgres_database)
    showcase_a = start_app("showcase", "--modules", "animals", "--animals-store", server_a.base_url)
    showcase_b = start_app("showcase", "--modules", "animals", "--animals-store", server_b.base_url)

    tab_a = open_animals(context, showcase_a, "?category=Bird")
    tab_b = open_animals(context, showcase_b, "?category=Bird")
    live(tab_a)
    live(tab_b)
    tab_b.evaluate("window.__notReloaded = true")
    expect(animals(tab_b, "Bird")).to_have_text(["House sparrow"])

    add_animal(tab_a, "Golden eagle", "Bird", "Carnivore")
    expect(animals(tab_a, "Bird")).to_have_text(["Golden eagle", "House sparrow"])
    expect(animals(tab_b, "Bird")).to_have_text(["Golden eagle", "House sparrow"])

    tab_a.evaluate("window.__notReloaded = true")
    animals(tab_b, "Bird").filter(has_text=re.compile("^Golden eagle$")).click()
    expect(tab_b.locator("#animals-detail-title")).to_have_text("Golden eagle")
    tab_b.get_by_role("button", name="Delete Golden eagle", exact=True).click()
    tab_b.get_by_role("button", name="Yes, delete Golden eagle").click()
    expect(animals(tab_b, "Bird")).to_have_text(["House sparrow"])
    expect(animals(tab_a, "Bird")).to_have_text(["House sparrow"])

    # Both updates arrived over the live stream, not by reloading the pages.
    assert tab_a.evaluate("window.__notReloaded === true")


def test_a_showcase_resynchronises_after_its_server_restarts(start_app, context, postgres_database):
    server_a = start_app("animals-server", "--database", postgres_database)
    server_b = start_app("animals-server", "--database", postgres_database)
    showcase_b = start_app("showcase", "--modules", "animals", "--animals-store", server_b.base_url)

    tab_b = open_animals(context, showcase_b, "?category=Fish")
    live(tab_b)
    tab_b.evaluate("window.__notReloaded = true")
    expect(animals(tab_b, "Fish")).to_have_count(0)

    # While B's server is down, a change is committed through A: B misses its notification.
    server_b.stop()
    subprocess.run(
        [
            "curl", "-sf", "-H", "Content-Type: application/json", "-d",
            '{"mutation":[{"addAnimal":{"name":"Clownfish","diet":"Omnivore","categoryId":"Fish"}}]}',
            f"{server_a.base_url}/animals/api",
        ],
        check=True,
        capture_output=True,
    )
    server_b.start()

    # Showcase B reconnects (with backoff) and reloads everything: the missed animal appears.
    expect(animals(tab_b, "Fish")).to_have_text(["Clownfish"], timeout=20_000)
    assert tab_b.evaluate("window.__notReloaded === true")
