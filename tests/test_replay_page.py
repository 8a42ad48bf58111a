"""The replay page in headless Chromium: a recorded turn (real engine, checker, audio) on a real
server; a click on an alert's mark seeks the audio there, an outcome change moves the scores,
«Проверить заново» shows what today's rules add."""

from __future__ import annotations

from contextlib import closing

from browser_support import ARTIFACTS, BROWSER_TEST
from dashboard_support import judge_page, make_client
from replay_support import recorded_game

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings
from referee.rules.cognate import Cognate

pytestmark = BROWSER_TEST


def test_replay_page_seeks_to_an_alert_changes_outcomes_and_rechecks(tmp_path, browser):
    game_id, _ = recorded_game(tmp_path, rules=(Cognate(),))  # played with the old rules
    app = create_app(AppSettings(data=tmp_path, listen=False),
                     listening=Listening(None, "тест без модели."))
    with background(app) as url, closing(judge_page(
            browser, app, url, viewport={"width": 1400, "height": 1000})) as page:
        page.goto(f"{url}/replay?game={game_id}&turn=0")
        page.wait_for_function("document.getElementById('audio').readyState >= 1")
        alert = page.evaluate("turn.alerts.find(a => a.words[0] === 'лампочку')")
        page.click(f".mark[data-id='{alert['id']}']")
        page.wait_for_function(f"Math.abs(document.getElementById('audio').currentTime - "
                               f"{alert['start']}) < 0.05")
        assert page.inner_text("#transcript .w.now") == "лампочку"
        assert "current" in page.get_attribute(f".mark[data-id='{alert['id']}']", "class")

        page.keyboard.press("ArrowLeft")  # the alert before: «дверь» said by the guesser
        page.wait_for_function("Math.abs(document.getElementById('audio').currentTime - "
                               "turn.alerts[0].start) < 0.05")
        assert page.inner_text("#transcript .w.now") == "дверь"

        page.click("#alerts .alert:first-child .jump")  # «▶ к этому месту» plays from there
        page.wait_for_function("!document.getElementById('audio').paused && "
                               "document.getElementById('audio').currentTime > 7.2")
        page.evaluate("document.getElementById('audio').pause()")

        page.click("#recheck")
        page.wait_for_selector("#recheck-result .badge.new")
        new = page.locator("#recheck-result .alert:has(.badge.new) .words").all_inner_texts()
        assert sorted(new) == ["вон та", "посмотри наверх"]
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "replay.png"), full_page=True)

        before = page.inner_text("#standings")
        page.select_option("#cards select[data-word='дверь']", "violation")
        page.wait_for_selector("#cards .was")
        assert page.inner_text("#standings") != before
    with make_client(tmp_path) as client:  # the engine has it: scores and protocol
        game = client.get("/api/game?view=judge").json()["game"]
        assert {s["name"]: s["total"] for s in game["standings"]} == \
            {"Аня": 1, "Борис": 1, "Вера": 0}
        assert "было: угадано" in client.get(f"/api/replay/games/{game_id}/words.csv").text


def test_with_the_judges_session_the_page_loads_audio_and_exports_and_refuses_without(
        tmp_path, browser):
    game_id, _ = recorded_game(tmp_path)
    app = create_app(AppSettings(data=tmp_path, listen=False),
                     listening=Listening(None, "тест без модели."))
    with background(app) as url, closing(browser.new_page()) as stranger:
        stranger.goto(f"{url}/replay")  # no session: the judge is told what to do
        assert "referee serve" in stranger.inner_text("body")
        with closing(judge_page(browser, app, url)) as page:
            page.goto(f"{url}/replay?game={game_id}&turn=0")
            page.wait_for_function("document.getElementById('audio').readyState >= 1")
            assert page.evaluate("document.getElementById('audio').duration") > 15
            for link in ("#protocol", "#csv-words"):
                href = page.get_attribute(link, "href")
                assert "token" not in href and "code" not in href
                assert page.request.get(f"{url}{href}").status == 200
                assert stranger.request.get(f"{url}{href}").status == 401
