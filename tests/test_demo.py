"""`referee demo`: the sample rounds said by the demo's explainer through the dashboard's
`Listening`, judged by the robot in-process; seen on the judge's table page in headless Chromium;
the cards of the samples; Ctrl+C stops it cleanly."""

from __future__ import annotations

import asyncio
import shutil
import signal
import socket
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import numpy as np
import pytest
from browser_support import ARTIFACTS
from demo_support import first_match, is_event, is_final_word, output_of, running_demo

from api.demo.cards import lively_card, opening_seed, sample_cards
from api.demo.voice import DemoVoice, Piece
from api.serving import free_port
from game.hat import Hat
from referee.measure.samples import all_samples, load_sample
from referee.rules.checker import Checker
from referee.speech.audio import read_wav

ROOT = Path(__file__).resolve().parent.parent


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


def test_a_samples_missing_audio_is_synthesised_while_the_event_loop_runs_on(tmp_path):
    """On a first run the samples' audio is synthesised (seconds each) as their cards are said;
    done on the event loop it froze the dashboard's timer and sockets meanwhile."""
    folder = tmp_path / "sample"
    shutil.copytree(all_samples()[1].folder, folder,
                    ignore=shutil.ignore_patterns("*.wav", ".*stamp"))
    card = next(iter(sample_cards([load_sample(folder)]).values()))
    voice = DemoVoice(tmp_path / "voice")
    voice.source()

    async def say_while_ticking() -> tuple[Piece | None, int]:
        ticks = 0
        saying = asyncio.create_task(voice.say(card))
        while not saying.done():
            await asyncio.sleep(0.01)
            ticks += 1
        return saying.result(), ticks

    piece, ticks = asyncio.run(say_while_ticking())
    assert piece is not None and piece.path.is_file() and (folder / "turn.wav").is_file()
    assert ticks >= 10  # Festival takes far longer than 0.1 s; a blocked loop ticks once


def test_demo_refuses_a_bad_speed_and_a_taken_port_in_russian():
    demo = [sys.executable, "-m", "api.cli", "demo", "--no-browser", "--no-model"]
    slow = subprocess.run([*demo, "--speed", "0"], cwd=ROOT, capture_output=True, text=True)
    assert slow.returncode == 2 and "--speed: «0»: нужно число от 0.25 до 10" in slow.stderr
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        clash = subprocess.run([*demo, "--port", str(port)], cwd=ROOT, capture_output=True,
                               text=True, timeout=60)
    assert clash.returncode == 2 and f"Не удалось занять адрес 127.0.0.1:{port}" in clash.stderr


@pytest.mark.slow
def test_the_robot_judge_plays_turns_in_process_as_the_samples_did(tmp_path):
    with running_demo(tmp_path, recognise=False, speed=10) as demo:
        demo.wait_for(is_event("turn_started"), 30, "first turn")
        guess = demo.wait_for(lambda m: m["type"] == "alert" and m["alert"]["exact_target"],
                              30, "«Угадано?» alert")["alert"]
        demo.wait_for(lambda m: m["type"] == "decision" and m["alert"]["id"] == guess["id"],
                      30, "the robot's decision on the guess")
        demo.wait_for(is_event("word_guessed"), 5, "the word counted as guessed")
        demo.wait_for(is_event("turn_over"), 30, "the first turn's end")
        demo.wait_for(is_event("turn_started"), 30, "the second turn, started by the robot")
        game = demo.table.require_game()
        assert game.turns[0].words[0].outcome.value == "guessed"
    assert not demo.demo.explainer.talking  # stopped with the app


def _as_from_a_terminal() -> None:
    """Ctrl+C reaches the demo as it does in a terminal: a shell that starts the tests in the
    background (CI scripts do) has them ignore SIGINT, and the demo would inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_demo_plays_a_game_into_the_table_page_and_stops_on_ctrl_c(tmp_path, browser):
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "api.cli", "demo", "--no-browser", "--no-model",
         "--port", str(port), "--speed", "2"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        preexec_fn=_as_from_a_terminal)
    seen: list[str] = []
    try:
        lines = output_of(process)
        url = first_match(lines, r"Демонстрация: (http://\S+/login\?code=\S+)", 90, seen)[1]
        data = Path(first_match(lines, r"данные — (\S+)", 5, seen)[1])
        assert url.startswith(f"http://127.0.0.1:{port}") and data.is_dir()
        with closing(browser.new_page(viewport={"width": 1400, "height": 900})) as page:
            page.goto(url)  # the one-time login link leads to the judge's table
            assert page.url.endswith("/table")
            page.wait_for_selector("#transcript .w", timeout=30_000)
            page.wait_for_selector("#alerts .alert", timeout=40_000)
            assert page.inner_text("#word") not in ("", "—")
            page.screenshot(path=str(ARTIFACTS / "demo-table.png"))
        first_match(lines, r"Ход 2: ", 60, seen)  # the robot judge moved on by itself
        process.send_signal(signal.SIGINT)
        assert process.wait(15) == 0
        first_match(lines, "Демонстрация остановлена", 5, seen)
        assert not data.exists()  # the demo's temporary folder is removed
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.slow
@pytest.mark.parametrize("end", [signal.SIGTERM, signal.SIGHUP], ids=["kill", "hangup"])
def test_a_demo_killed_or_hung_up_on_stops_as_on_ctrl_c_and_removes_its_folder(end):
    """`kill` (a test's terminate()) and a closed terminal once left the demo's temporary folder
    with its recordings behind: they end it in order, as Ctrl+C does."""
    process = subprocess.Popen(
        [sys.executable, "-m", "api.cli", "demo", "--no-browser", "--no-model",
         "--port", str(free_port()), "--speed", "4"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        preexec_fn=_as_from_a_terminal)
    seen: list[str] = []
    try:
        lines = output_of(process)
        data = Path(first_match(lines, r"данные — (\S+)", 90, seen)[1])
        first_match(lines, r"Ход 1: ", 60, seen)
        assert data.is_dir()
        process.send_signal(end)
        assert process.wait(15) == 0
        first_match(lines, "Демонстрация остановлена", 5, seen)
        assert not data.exists()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.slow
def test_with_a_speech_model_the_samples_audio_is_heard_and_recorded(tmp_path):
    """The Vosk path of the demo, with the Korean model standing in for a Russian one: the card's
    audio goes through the dashboard's LiveTurn (recognizer, recorder) at the speed of speech."""
    from speech_support import korean_model_path

    with running_demo(tmp_path, model=korean_model_path()) as demo:
        assert demo.demo.recognised and demo.table.listening.status()["demo"]
        demo.wait_for(lambda m: m["type"] == "word", 60, "a word recognised from the sample")
        demo.wait_for(is_event("turn_over"), 90, "the first demo turn's end")
        folder = demo.table.folder
        turn = demo.client.get(f"/api/replay/games/{folder.name}/turns/0").json()
    assert turn["audio"] and turn["played"]
    samples, rate = read_wav(next((folder / "recordings").glob("*.wav")))
    assert len(samples) / rate > 1.0 and abs(samples).max() > 1000  # speech, not just silence
    assert list((tmp_path / "voice").glob("*.wav"))  # the card's piece of the sample's audio


@pytest.mark.slow
def test_without_a_model_the_sample_audio_is_recorded_in_step_with_the_typed_words(tmp_path):
    with running_demo(tmp_path, recognise=False) as demo:
        for n in range(12):
            demo.wait_for(is_final_word, 30, f"final word {n + 1} of the first card")
        folder = demo.table.folder
        words = [w for w in demo.table.transcripts[0].words if w.final]
    assert len(words) >= 12
    samples, rate = read_wav(folder / "recordings" / "turn-000.wav")

    def voiced(start: float) -> bool:  # sound within the first quarter second of the word
        begin = int(start * rate)
        return abs(samples[begin:begin + rate // 4]).max(initial=0) > 500
    onset = int(np.argmax(np.abs(samples) > 200)) / rate
    assert abs(onset - words[0].start) < 0.25  # the first word, typed where it sounds
    in_step = [w.text for w in words if voiced(w.start)]
    assert len(in_step) >= 0.8 * len(words), (in_step, words)
