"""The judge's table in a real browser (Debian's chromium through Playwright) against the real
server hearing a turn with the real Whisper base model (Festival's Russian voice): «Угадано» is
pressed at a known second of the audio, and the explainer's last words on the first card, which
Whisper gives only after it, show as an alert about that card («к слову «кошка»»), with no
«Угадано?» for the card now on the table; the second card's alert is about the card on the
table."""

from __future__ import annotations

from contextlib import closing

import httpx
import pytest
from browser_support import ARTIFACTS, BROWSER_TEST
from cards_support import WORDS, PressAt, two_cards
from dashboard_support import PLAYERS, judge_headers, judge_page
from replay_support import seed_drawing

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings
from game.clock import FakeClock
from tests.whisper_support import whisper_base

playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = BROWSER_TEST


def test_an_alert_given_after_the_guess_shows_under_the_card_it_is_about(tmp_path, browser):
    expect = playwright_api.expect
    wav, change = two_cards(tmp_path)
    apps: list = []

    def guessed() -> None:
        apps[0].state.table.act("guessed")

    listening = Listening(whisper_base(), source=lambda: PressAt(wav, change, guessed))
    app = create_app(AppSettings(data=tmp_path, listen=False), listening=listening,
                     clock=FakeClock())  # no deadline falls on a slow machine
    apps.append(app)
    with background(app) as url, closing(judge_page(
            browser, app, url, viewport={"width": 1400, "height": 1000})) as page:
        answer = httpx.post(f"{url}/api/games", headers=judge_headers(app), json={
            "players": PLAYERS, "words": "\n".join(WORDS),
            "seed": seed_drawing(WORDS, ["кошка", "книга"])})
        assert answer.status_code == 201, answer.text
        page.reload()
        page.keyboard.press("Space")  # the turn starts; Whisper hears it
        expect(page.locator("#word")).to_have_text("книга", timeout=120_000)
        late = page.locator(".alert", has_text="кошач")
        expect(late).to_contain_text("к слову «кошка»", timeout=120_000)
        expect(late.locator(".rule")).not_to_have_text("Угадано?")
        book = page.locator(".alert", has_text="книжн")
        expect(book).to_have_count(1, timeout=120_000)
        expect(book.locator(".about")).to_have_count(0)  # about the card on the table
        expect(page.locator("#guessed-prompt")).to_be_hidden()
        page.screenshot(path=str(ARTIFACTS / "table-late-card.png"))
