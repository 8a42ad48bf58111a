"""Another site's page in the judge's own browser (Chromium through Playwright) — served by a
second local HTTP server on another port, so it is even "same-site" and the browser sends the
judge's cookie along — can neither read the judge's stream nor act: the WebSocket handshake, a
body-less `fetch` POST, a form POST and a read of the judge's state all fail, while the judge's
own page in the same browser plays on. A judge page that lost its session shows how to get it back
instead of a dead dashboard."""

from __future__ import annotations

import http.server
import threading
from functools import partial

import httpx
import pytest
from browser_support import BROWSER_TEST
from dashboard_support import COGNATES, PLAYERS, judge_headers, judge_page

from api.app import create_app
from api.live.listening import Listening
from api.serving import background, free_port
from api.settings import AppSettings

playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = BROWSER_TEST

# The attacker's page: every way a page can reach the dashboard, results kept in `window.seen`.
EVIL = """<!doctype html><html><body>
<iframe name="sink"></iframe>
<form id="form" method="post" action="http://TARGET/api/turn/give_up" target="sink"></form>
<script>
window.seen = {ws: [], player: [], done: 0};
const ws = new WebSocket("ws://TARGET/ws?view=judge");
ws.onopen = () => seen.ws.push("open");
ws.onmessage = (e) => seen.ws.push(e.data);
ws.onclose = () => { seen.ws.push("closed"); seen.done++; };
const player = new WebSocket("ws://TARGET/ws?view=player");
player.onmessage = (e) => seen.player.push(e.data);
player.onclose = () => { seen.player.push("closed"); seen.done++; };
fetch("http://TARGET/api/turn/give_up", {method: "POST", mode: "no-cors", credentials: "include"})
  .finally(() => seen.done++);
fetch("http://TARGET/api/game?view=judge", {credentials: "include"})
  .then(r => r.text()).then(t => { seen.read = t; }).catch(() => { seen.read = "blocked"; })
  .finally(() => seen.done++);
document.getElementById("form").submit();
</script></body></html>"""


@pytest.fixture()
def evil_site(tmp_path):
    """A second HTTP server on another local port, serving the attacker's page."""
    port = free_port()
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield tmp_path, f"http://127.0.0.1:{port}"
    server.shutdown()
    server.server_close()


def test_another_sites_page_can_neither_read_the_judges_stream_nor_act(tmp_path, evil_site,
                                                                      browser):
    folder, evil_url = evil_site
    app = create_app(AppSettings(data=tmp_path / "data", listen=False),
                     listening=Listening(None, "тест."))
    with background(app) as url:
        judge = judge_headers(app)
        httpx.post(f"{url}/api/games", json={"players": PLAYERS, "words": "\n".join(COGNATES),
                                             "explain_seconds": 600}, headers=judge
                   ).raise_for_status()
        httpx.post(f"{url}/api/turn/start_turn", headers=judge).raise_for_status()
        secret = httpx.get(f"{url}/api/game?view=judge", headers=judge).json()["game"]["word"]
        (folder / "evil.html").write_text(EVIL.replace("TARGET", url.split("//")[1]))

        context = browser.new_context()
        try:
            table = judge_page(context, app, url)  # the judge is signed in in this browser
            playwright_api.expect(table.locator("#word")).to_have_text(secret)
            evil = context.new_page()
            evil.goto(f"{evil_url}/evil.html")
            evil.wait_for_function("window.seen && window.seen.done >= 4", timeout=20_000)
            evil.wait_for_timeout(1000)  # the form's POST lands in the frame meanwhile
            seen = evil.evaluate("window.seen")
            state = httpx.get(f"{url}/api/game?view=judge", headers=judge).json()["game"]
        finally:
            context.close()
    assert seen["ws"] == ["closed"] and seen["player"] == ["closed"], seen
    assert seen["read"] == "blocked"
    assert secret not in str(seen)
    assert state["turn"] is not None and state["phase"] == "explaining"  # nobody gave up
    assert state["word"] == secret and state["turns_played"] == 0


def test_a_judge_page_that_lost_its_session_says_how_to_get_it(tmp_path, browser):
    app = create_app(AppSettings(data=tmp_path, listen=False), listening=Listening(None, "тест."))
    with background(app) as url:
        httpx.post(f"{url}/api/games", json={"players": PLAYERS, "words": "\n".join(COGNATES)},
                   headers=judge_headers(app)).raise_for_status()
        context = browser.new_context()
        try:
            table = judge_page(context, app, url)
            playwright_api.expect(table.locator("#conn")).to_have_text("на связи")
            context.clear_cookies()  # e.g. another browser profile, or the cookie was deleted
            table.keyboard.press("Space")  # a judge action: refused, so the page says why
            table.wait_for_url(f"{url}/session")
            assert "referee serve" in table.inner_text("body")
            state = httpx.get(f"{url}/api/game").json()["game"]
        finally:
            context.close()
    assert state["turn"] is None  # the refused page started nothing
