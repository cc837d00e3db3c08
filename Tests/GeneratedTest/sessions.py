#!/usr/bin/env python3
"""Drives one recorded session per module through a running app started with --devtools,
posting the same forms its page posts, then downloads the generated test.

Usage: sessions.py counter|counter-cut|animals|quakes BASE_URL OUTPUT_FILE [SAMPLE_FEED_DIR]
       sessions.py report REPORTING_URL READING_URL NGINX_URL TOKEN_FILE OUTPUT_FILE

`counter-cut` presses +, +, +, - on a Counter started with `--devtools-history 2`: its history is
cut, so the generated test starts from the state before the oldest kept step (as JSON).

`report` works on a Scripts/cluster deployment with DevTools behind a token: a person's tab on
one instance (REPORTING_URL) presses +, + while another tab presses -, then files "Report a
problem"; a developer signs in through nginx, opens the report on another instance
(READING_URL), which shares DevTools' log, and downloads its generated test.

Each session waits for what it needs (the Listener's results in DevTools' recorded actions),
within a bounded time, and fails with the recorded actions when they do not come.
"""

import http.cookiejar
import json
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

TIMEOUT = 30  # seconds, for any one condition


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class Session:
    def __init__(self, base, slug):
        self.base = base
        self.slug = slug
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), NoRedirect
        )
        self.actions = []  # every recorded step's readable action, whitespace removed, in order

    def request(self, path, fields=None):
        data = urllib.parse.urlencode(fields).encode() if fields is not None else None
        try:
            with self.opener.open(self.base + path, data=data, timeout=TIMEOUT) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def post(self, form, fields):
        status, body = self.request(f"/{self.slug}/actions/{form}", fields)
        if status not in (200, 303):
            sys.exit(f"FAIL: {form} answered {status}: {body[:400]}")

    def recorded(self):
        status, body = self.request(f"/_devtools/{self.slug}/actions?since={len(self.actions)}")
        if status != 200:
            sys.exit(f"FAIL: /_devtools/{self.slug}/actions answered {status}")
        # custom-dump breaks long actions over lines: compare without whitespace.
        self.actions += ["".join(step["action"].split()) for step in json.loads(body)["steps"]]
        return self.actions

    def wait_for(self, *fragments):
        """Until each fragment occurs in a recorded action (in any order), polling, bounded."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            actions = self.recorded()
            if all(any("".join(fragment.split()) in action for action in actions) for fragment in fragments):
                return
            if time.monotonic() > deadline:
                sys.exit(f"FAIL: {self.slug} never recorded {fragments}; it recorded:\n" + "\n".join(a[:200] for a in actions))
            time.sleep(0.05)

    def download_test(self, output):
        status, body = self.request(f"/_devtools/{self.slug}/test")
        if status != 200:
            sys.exit(f"FAIL: /_devtools/{self.slug}/test answered {status}: {body[:400]}")
        with open(output, "w") as file:
            file.write(body)
        print(f"{self.slug}: {len(self.recorded())} recorded steps, a generated test of {len(body)} bytes")


def counter(session, _feed_dir):
    for event in ("increment", "increment", "decrement"):
        session.post(event, {"return": "/counter"})
    if len(session.recorded()) != 3:
        sys.exit(f"FAIL: the Counter recorded {len(session.actions)} steps, expected 3")


def counter_cut(session, _feed_dir):
    for event in ("increment", "increment", "increment", "decrement"):
        session.post(event, {"return": "/counter"})
    status, body = session.request("/_devtools/counter/actions")
    kept = [step["step"] for step in json.loads(body)["steps"]] if status == 200 else []
    if kept != [3, 4]:
        sys.exit(f"FAIL: the Counter kept steps {kept}, expected [3, 4] with --devtools-history 2")


def animals(session, _feed_dir):
    session.request("/animals")
    session.wait_for("didFetchCategories(result: .success", "didFetchAnimals(result: .success")
    draft = str(uuid.uuid4())
    ret = "/animals?category=Fish"
    session.post("add-animal", {"return": ret, "draft": draft, "name": "Generated Newt", "diet": "Carnivore", "categoryId": "Fish"})
    session.wait_for("didAddAnimal(")
    # The id the store gave the new animal, as the Fish page shows it.
    _, page = session.request(ret)
    marker = ">Generated Newt<"
    at = page.find(marker)
    start = page.rfind('data-animal-id="', 0, at) if at >= 0 else -1
    if start < 0:
        sys.exit("FAIL: the Fish page does not list the added animal")
    animal_id = page[start + len('data-animal-id="'):page.index('"', start + len('data-animal-id="'))]
    session.post("update-animal", {"return": ret, "animalId": animal_id, "name": "Generated Salamander", "diet": "Omnivore", "categoryId": "Fish"})
    session.wait_for("didUpdateAnimal(")
    session.post("delete-animal", {"return": ret, "animalId": animal_id, "source": "list"})
    session.wait_for("didDeleteAnimal(")


def quakes(session, feed_dir):
    session.request("/quakes")
    session.wait_for("localStore(.didFetchQuakes(")
    session.post("refresh", {"range": "allDay", "return": "/quakes"})
    session.wait_for("remoteStore(.didFetchQuakes(result: .success")
    with open(f"{feed_dir}/all_day.geojson") as file:
        quake_id = json.load(file)["features"][0]["id"]
    session.request("/quakes?search=Alaska")
    session.post("delete-selected", {"quakeId": quake_id, "return": "/quakes"})
    session.wait_for(f"onTapDeleteSelectedQuakeButton(quakeId: \"{quake_id}\")")
    session.post("delete-all", {"return": "/quakes"})
    session.wait_for("onTapDeleteAllQuakesButton")


def report(reporting, reading, nginx, token_file, output):
    person, other = Session(reporting, "counter"), Session(reporting, "counter")
    tab, other_tab = "gen-" + uuid.uuid4().hex[:8], "gen-" + uuid.uuid4().hex[:8]
    # The `tab` field is what the page's script adds to every form.
    person.post("increment", {"return": "/counter", "tab": tab})
    other.post("decrement", {"return": "/counter", "tab": other_tab})
    person.post("increment", {"return": "/counter", "tab": tab})
    status, page = person.request("/_devtools/report", {"module": "counter", "note": "generated-test check", "tab": tab, "return": "/counter"})
    found = re.search(r"saved as ([a-z0-9]{10})", page)
    if status != 201 or not found:
        sys.exit(f"FAIL: the report answered {status}: {page[:400]}")
    report_id = found.group(1)

    # Reading a report is DevTools': refused without the token, through nginx or not.
    stranger = Session(nginx, "counter")
    status, _ = stranger.request(f"/_devtools/reports/{report_id}")
    if status != 401:
        sys.exit(f"FAIL: report {report_id} answered {status} to a browser without the token, not 401")
    developer = Session(nginx, "counter")
    with open(token_file) as file:
        token = file.read().strip()
    status, _ = developer.request("/_devtools/sign-in", {"token": token})
    if status != 303:
        sys.exit(f"FAIL: signing in through nginx answered {status}")
    # The sign-in cookie belongs to the host name, so it reaches each instance directly too.
    developer.base = reading
    status, page = developer.request(f"/_devtools/reports/{report_id}")
    if status != 200 or "generated-test check" not in page:
        sys.exit(f"FAIL: report {report_id} answered {status} on the other instance: {page[:400]}")
    marked = page.count('class="report-step of-tab"')
    if marked != 2:
        steps = re.findall(r'<li class="report-step[^"]*".*?</li>', page)
        sys.exit(f"FAIL: report {report_id} marks {marked} steps as the tab's, expected its 2 increments:\n" + "\n".join(steps))
    status, body = developer.request(f"/_devtools/reports/{report_id}/test")
    if status != 200:
        sys.exit(f"FAIL: report {report_id}'s test answered {status} on the other instance: {body[:400]}")
    with open(output, "w") as file:
        file.write(body)
    print(f"report {report_id}: filed on {reporting}, refused without the token, opened with it on {reading} "
          f"(2 steps of the tab marked), its test of {len(body)} bytes")


if __name__ == "__main__":
    if sys.argv[1] == "report":
        report(*sys.argv[2:7])
        sys.exit(0)
    slug, base, output = sys.argv[1:4]
    feed_dir = sys.argv[4] if len(sys.argv) > 4 else ""
    module = "counter" if slug == "counter-cut" else slug
    session = Session(base, module)
    {"counter": counter, "counter-cut": counter_cut, "animals": animals, "quakes": quakes}[slug](session, feed_dir)
    session.download_test(output)
