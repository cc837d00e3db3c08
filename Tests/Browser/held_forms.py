"""Forms a page sends over its live channel, held on their way until a test releases them: the
pending state can then be looked at, or the page used meanwhile, however slow the machine."""

import re

from playwright.sync_api import Page


class HeldForms:
    """Routes `page`'s live channel (before it is opened): every `{"submit": …}` message is held,
    every other message goes through."""

    def __init__(self, page: Page):
        self.page = page
        self.held = []

        def route(socket):
            server = socket.connect_to_server()
            socket.on_message(lambda message: self.held.append((server, message)) if '"submit"' in message else server.send(message))

        page.route_web_socket(re.compile(r"/_live/"), route)

    def wait(self, count: int = 1) -> None:
        """Until `count` forms are held. Playwright hands messages over while it waits on the
        page, so this waits on the page (bounded: 10 s)."""
        for _ in range(200):
            if len(self.held) >= count:
                break
            self.page.wait_for_timeout(50)
        assert len(self.held) == count, f"{len(self.held)} forms reached the channel, not {count}"

    def release(self) -> None:
        """Sends every held form on to the host."""
        for server, message in self.held:
            server.send(message)
        self.held.clear()
