"""`referee demo`: the sample game played into the dashboard, seen on the judge's table page in
headless Chromium; the cards of the samples; Ctrl+C stops it cleanly."""

from __future__ import annotations

import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import numpy as np
import pytest
from dashboard_support import judge_headers

from api.demo.game import lively_card, opening_seed, sample_cards
from api.serving import free_port
from game.hat import Hat
from referee.measure.samples import all_samples
from referee.rules.checker import Checker

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def test_sample_cards_hold_each_secret_words_explanation_timed_from_its_draw():
    cards = sample_cards(all_samples())
    lamp = cards["лампа"]  # 06-pointing: дверь first, then лампа, guessed
    assert (lamp.sample.id, lamp.outcome) == ("06-pointing", "guessed")
    assert lamp.words[0].start >= 0 and lamp.words[-1].text == "лампа"
    assert all(a.start <= b.start for a, b in zip(lamp.words, lamp.words[1:], strict=False))
    assert lamp.end - lamp.start >= lamp.words[-1].end
    assert {c.outcome for c in cards.values()} >= {"guessed", "time", "returned"}


def test_the_demo_opens_with_the_card_whose_explainer_slips_soonest():
    cards = sample_cards(all_samples())
    first = lively_card(cards)
    checker = Checker(first)
    alerts = [a for w in cards[first].words for a in checker.feed(w) if not a.exact_target]
    assert alerts and alerts[0].start < 1.0  # the checker flags a slip in the first second
    for word in (first, "сыр", "мёд"):
        assert Hat(list(cards), opening_seed(list(cards), word)).draw().word == word


def test_demo_refuses_a_bad_speed_and_a_taken_port_in_russian():
    demo = [sys.executable, "-m", "api.cli", "demo", "--no-browser", "--no-model"]
    slow = subprocess.run([*demo, "--speed", "0"], cwd=ROOT, capture_output=True, text=True)
    assert slow.returncode == 2 and "--speed должна быть от 0.25 до 10" in slow.stderr
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        clash = subprocess.run([*demo, "--port", str(port)], cwd=ROOT, capture_output=True,
                               text=True, timeout=60)
    assert clash.returncode == 2 and f"Не удалось занять адрес 127.0.0.1:{port}" in clash.stderr


def lines_of(process: subprocess.Popen) -> queue.Queue:
    found: queue.Queue = queue.Queue()

    def read() -> None:
        for line in process.stdout:
            found.put(line)
    threading.Thread(target=read, daemon=True).start()
    return found


def wait_for(lines: queue.Queue, pattern: str, seconds: float, seen: list[str]) -> re.Match:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            break
        seen.append(line)
        if match := re.search(pattern, line):
            return match
    raise AssertionError(f"no «{pattern}» in the demo's output: {''.join(seen)}")


@pytest.mark.slow
def test_demo_plays_a_game_into_the_table_page_and_stops_on_ctrl_c(tmp_path):
    from playwright.sync_api import sync_playwright

    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "api.cli", "demo", "--no-browser", "--no-model",
         "--port", str(port), "--speed", "2"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seen: list[str] = []
    try:
        lines = lines_of(process)
        url = wait_for(lines, r"Демонстрация: (http://\S+/login\?code=\S+)", 90, seen)[1]
        data = Path(wait_for(lines, r"данные — (\S+)", 5, seen)[1])
        assert url.startswith(f"http://127.0.0.1:{port}") and data.is_dir()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                        args=CHROMIUM_ARGS)
            try:
                page = browser.new_page(viewport={"width": 1400, "height": 900})
                page.goto(url)  # the one-time login link leads to the judge's table
                assert page.url.endswith("/table")
                page.wait_for_selector("#transcript .w", timeout=30_000)
                page.wait_for_selector("#alerts .alert", timeout=40_000)
                assert page.inner_text("#word") not in ("", "—")
                page.screenshot(path=str(ROOT / "test-artifacts" / "demo-table.png"))
            finally:
                browser.close()
        process.send_signal(signal.SIGINT)
        assert process.wait(15) == 0
        wait_for(lines, "Демонстрация остановлена", 5, seen)
        assert not data.exists()  # the demo's temporary folder is removed
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.slow
def test_with_a_speech_model_the_samples_audio_is_heard_and_recorded(tmp_path):
    """The Vosk path of the demo, with the Korean model standing in for a Russian one: the card's
    audio goes through the dashboard's LiveTurn (recognizer, recorder) at the speed of speech."""
    from speech_support import korean_model

    from api.app import create_app
    from api.demo.game import robot
    from api.demo.voice import DemoVoice
    from api.live.listening import Listening
    from api.serving import background
    from api.settings import AppSettings
    from referee.speech.audio import read_wav

    cards = sample_cards(all_samples())
    voice = DemoVoice(tmp_path / "voice")
    listening = Listening(korean_model(), "", source=voice.source)
    app = create_app(AppSettings(data=tmp_path, listen=False), listening=listening)
    judge = judge_headers(app)
    with background(app) as url, robot(url, cards, speed=4, voice=voice, recognised=True,
                                       token=judge["X-Judge-Token"], say=lambda _: None):
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            game = httpx.get(f"{url}/api/game", params={"view": "judge"},
                             headers=judge).json()["game"]
            if game and game["turns_played"] >= 1:
                break
            time.sleep(0.5)
        else:
            raise AssertionError("the first demo turn did not end")
        game_id = httpx.get(f"{url}/api/replay/games", headers=judge).json()[0]["id"]
        turn = httpx.get(f"{url}/api/replay/games/{game_id}/turns/0", headers=judge).json()
    assert turn["audio"] and turn["played"]
    samples, rate = read_wav(next((tmp_path / "games" / game_id / "recordings").glob("*.wav")))
    assert len(samples) / rate > 1.0 and abs(samples).max() > 1000  # speech, not just silence
    assert list((tmp_path / "voice").glob("*.wav"))  # the card's piece of the sample's audio


@pytest.mark.slow
def test_without_a_model_the_sample_audio_is_recorded_in_step_with_the_typed_words(tmp_path):
    from api.app import create_app
    from api.demo.game import robot
    from api.demo.voice import DemoVoice, RecordingEars
    from api.serving import background
    from api.settings import AppSettings
    from referee.speech.audio import read_wav

    cards = sample_cards(all_samples())
    voice = DemoVoice(tmp_path / "voice")
    app = create_app(AppSettings(data=tmp_path, listen=False), listening=RecordingEars(voice))
    judge = judge_headers(app)
    with background(app) as url, robot(url, cards, voice=voice, token=judge["X-Judge-Token"],
                                       say=lambda _: None):
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            live = httpx.get(f"{url}/api/game", params={"view": "judge"},
                             headers=judge).json().get("live")
            if live and len(live["words"]) >= 12:
                break
            time.sleep(0.3)
        game_id = httpx.get(f"{url}/api/replay/games", headers=judge).json()[0]["id"]
        turn = httpx.get(f"{url}/api/replay/games/{game_id}/turns/0", headers=judge).json()
    assert turn["audio"] and len(turn["transcript"]) >= 12
    samples, rate = read_wav(tmp_path / "games" / game_id / "recordings" / "turn-000.wav")

    def voiced(word: dict) -> bool:  # sound within the first quarter second of the word
        begin = int(word["start"] * rate)
        return abs(samples[begin:begin + rate // 4]).max(initial=0) > 500
    onset = int(np.argmax(np.abs(samples) > 200)) / rate
    assert abs(onset - turn["transcript"][0]["start"]) < 0.25  # the first word, heard as typed
    in_step = [w["text"] for w in turn["transcript"] if voiced(w)]
    assert len(in_step) >= 0.8 * len(turn["transcript"]), (in_step, turn["transcript"])
