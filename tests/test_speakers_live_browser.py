"""Who said each word, in a real browser (Debian's chromium through Playwright) against the real
server: the table's transcript shows the guesser's words distinct and uncertain ones marked, the
guesser's secret word asks «Угадано?», the guesser's same-root word is a form hint (no violation
buttons); on the replay page the judge corrects a word's speaker and sees the alerts change; the
setup page offers «Записать голос» a player and says in Russian what went wrong. Words come as
`LiveTurn` hands them to the table (with their speakers), through the real checker."""

from __future__ import annotations

import asyncio
import re
from contextlib import closing

import httpx
import pytest
from browser_support import ARTIFACTS, BROWSER_TEST
from dashboard_support import COGNATES, PLAYERS, hear_said, judge_headers, judge_page

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings
from referee.speech.audio import MicrophoneSource

playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = BROWSER_TEST


def test_table_shows_who_spoke_and_the_replay_corrects_it(tmp_path, browser):
    expect = playwright_api.expect
    ready: dict = {}
    app = create_app(AppSettings(data=tmp_path, listen=False),
                     listening=Listening(None, "модель не найдена."),
                     on_ready=lambda table: ready.update(loop=asyncio.get_running_loop()))
    with background(app) as url, closing(judge_page(
            browser, app, url, viewport={"width": 1400, "height": 1000})) as page:
        httpx.post(f"{url}/api/games", json={"players": PLAYERS, "words": "\n".join(COGNATES),
                                              "seed": 7, "explain_seconds": 120},
                   headers=judge_headers(app))
        page.reload()
        page.keyboard.press("Space")
        expect(page.locator("#word")).not_to_have_text("—")
        secret = page.locator("#word").inner_text()
        said = [("большая", "explainer"), ("штука", "explainer"), (COGNATES[secret], "guesser"),
                ("наверно", "uncertain"), (secret, "guesser")]
        ready["loop"].call_soon_threadsafe(hear_said, app.state.table, said)
        words = page.locator("#transcript .w")
        expect(words).to_have_count(len(said))
        expect(words.nth(0)).not_to_have_class(_has("spk-guesser"))
        expect(words.nth(2)).to_have_class(_has("spk-guesser"))
        expect(words.nth(3)).to_have_class(_has("spk-uncertain"))
        assert words.nth(3).get_attribute("title") == "кто сказал — не ясно"
        style = words.nth(2).evaluate("w => getComputedStyle(w).fontStyle")
        assert style == "italic" and words.nth(0).evaluate(
            "w => getComputedStyle(w).fontStyle") == "normal"
        expect(page.locator("#guessed-prompt")).to_be_visible()
        expect(page.locator("#guessed-prompt")).to_contain_text("Отгадывающий назвал слово")
        form = page.locator(".alert.ask-form")
        expect(form).to_contain_text("однокоренное — пусть уточнит форму")
        expect(form.get_by_role("button", name="Подтвердить")).to_have_count(0)
        expect(form.get_by_role("button", name="Понятно")).to_have_count(1)
        expect(page.locator(".alert:not(.ask-form):not(.ask-guess)")).to_have_count(0)
        expect(page.locator(".alert.ask-guess").get_by_role("button", name="Подтвердить")
               ).to_have_count(0)
        page.screenshot(path=str(ARTIFACTS / "table-speakers.png"))
        page.locator(".alert.ask-guess").get_by_role("button", name="Угадано").click()
        expect(page.locator("#guessed-prompt")).to_be_hidden()  # the guess counted, next card
        expect(page.locator("#word")).not_to_have_text(secret)

        page.keyboard.press("KeyR")  # give up: the turn ends
        expect(page.locator("#phase")).to_have_text("Всё!")
        game_id = httpx.get(f"{url}/api/replay/games", headers=judge_headers(app)).json()[0]["id"]
        page.goto(f"{url}/replay?game={game_id}&turn=0")
        replay_words = page.locator("#transcript .w")
        expect(replay_words.nth(2)).to_have_class(_has("spk-guesser"))
        replay_words.nth(2).click()
        expect(page.locator("#speaker-word")).to_contain_text("говорит отгадывающий")
        page.click("#speaker-edit button[data-speaker='explainer']")
        expect(page.locator("#recheck-result")).to_contain_text("После исправления говорящего")
        changed = page.locator("#recheck-result .alert:has(.badge.changed)")
        expect(changed).to_have_count(1)
        expect(changed).to_contain_text(COGNATES[secret])
        expect(replay_words.nth(2)).to_have_class(_has("fixed"))
        expect(replay_words.nth(2)).not_to_have_class(_has("spk-guesser"))
        page.screenshot(path=str(ARTIFACTS / "replay-speakers.png"), full_page=True)
        page.reload()  # the correction is kept
        expect(page.locator("#transcript .w").nth(2)).to_have_class(_has("fixed"))


def _has(name: str) -> re.Pattern:
    """A class list holding `name`."""
    return re.compile(rf"(^|\s){name}(\s|$)")


def test_setup_page_offers_a_voice_recording_per_player_and_says_what_went_wrong(tmp_path,
                                                                               browser):
    expect = playwright_api.expect
    app = create_app(AppSettings(data=tmp_path, listen=False),
                     listening=Listening(None, "модель не найдена.", source=_no_microphone))
    with background(app) as url, closing(judge_page(browser, app, url)) as page:
        page.goto(f"{url}/setup")
        expect(page.locator("#sentence")).to_contain_text("Съешь же ещё")
        page.fill("#players", "Аня\nБорис\n\nАня")
        rows = page.locator("#voices .row")
        expect(rows).to_have_count(2)  # one a player, blank lines and repeats left out
        rows.nth(1).get_by_role("button", name="Записать голос").click()
        expect(page.locator("#problem")).to_contain_text("referee devices")
        expect(page.locator("#problem")).to_be_visible()


def _no_microphone() -> MicrophoneSource:
    return MicrophoneSource("no-such-microphone")
