"""A turn heard through the real recognizer path (`referee.speech.live.LiveTurn` with Vosk's Korean
test
model, a WAV standing in for the microphone): the turn's audio is recorded as it goes and served
back with HTTP range requests, so the judge's player can seek to an alert; the forbidden-word
spotter listens for each secret word as it is drawn."""

from __future__ import annotations

import shutil
import subprocess
import time
import wave
from pathlib import Path

import pytest
from dashboard_support import PLAYERS, make_client, new_game

from api.live.listening import Listening
from game.settings import Settings
from referee.speech.audio import WavSource
from tests.speech_support import speak

pytestmark = pytest.mark.slow



@pytest.fixture(scope="module")
def speech_wav(tmp_path_factory) -> Path:
    if shutil.which("espeak-ng") is None:
        pytest.skip("needs espeak-ng")
    path = tmp_path_factory.mktemp("wav") / "speech.wav"
    subprocess.run(["espeak-ng", "-v", "ru", "-w", str(path), "это такой кошачий предмет"],
                   check=True, capture_output=True)
    return path


def wait_for(predicate, timeout=30.0):
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_a_heard_turn_is_recorded_and_served_with_ranges(tmp_path, korean_model, speech_wav):
    listening = Listening(korean_model, source=lambda: WavSource(speech_wav, realtime=True))
    with make_client(tmp_path, listening=listening) as client:
        status = client.get("/api/status").json()["recognition"]
        assert status["live"] is True and "model" in status["message"]
        new_game(client, explain_seconds=60)
        client.post("/api/turn/start_turn")
        typed = client.post("/api/turn/words/heard", json={"text": "кошачий"})
        assert typed.status_code == 400 and "микрофон" in typed.json()["detail"]
        recording = tmp_path / "games"
        wav = next(recording.glob("*")) / "recordings" / "turn-000.wav"
        wait_for(lambda: wav.is_file() and not listening.hearing)  # the whole WAV was heard
        client.post("/api/turn/give_up")

        live = client.get("/api/game?view=judge").json()["live"]
        assert live["recording"] == "turn-000.wav"
        assert live["words"] and live["words"][-1]["final"]  # recognised words reached the table
        whole = client.get("/api/turns/0/audio")
        assert whole.status_code == 200 and whole.headers["content-type"] == "audio/wav"
        assert whole.content[:4] == b"RIFF" and len(whole.content) == wav.stat().st_size
        part = client.get("/api/turns/0/audio", headers={"Range": "bytes=44-1043"})
        assert part.status_code == 206
        assert part.headers["content-range"] == f"bytes 44-1043/{wav.stat().st_size}"
        assert part.content == whole.content[44:1044]
        assert client.get("/api/turns/0/audio", headers={"Range": "bytes=99999999-"}
                          ).status_code == 416

    with wave.open(str(speech_wav)) as source:
        spoken = source.getnframes() / source.getframerate()
    assert _wav_seconds(wav) == pytest.approx(spoken, abs=0.15)


def test_the_spotter_listens_for_the_word_drawn_after_a_guess(tmp_path, korean_model):
    korean = speak(tmp_path / "ko.wav")  # «… 학교에 갑니다 학교 친구를 …»
    listening = Listening(korean_model, source=lambda: WavSource(korean, realtime=True))
    with make_client(tmp_path, listening=listening) as client:
        table = client.app.state.table
        words = ["кошка", "학교", "книга"]  # the Korean model knows only the Korean word
        client.portal.call(table.new_game, PLAYERS, words, Settings(explain_seconds=60, seed=7))
        client.post("/api/turn/start_turn")
        drawn = [table.secret_word()]
        while drawn[-1] != "학교":
            assert client.post("/api/turn/guessed").status_code == 200
            drawn.append(table.secret_word())
        wait_for(lambda: not listening.hearing)
        alerts = client.get("/api/game?view=judge").json()["live"]["alerts"]
    assert drawn[0] != "학교"  # the spotter had to be moved on to it
    spotted = [a for a in alerts if a["evidence"].get("source") == "spotting"]
    assert spotted and all(a["words"] == ["학교"] and a["target"] == "학교" and a["exact_target"]
                           for a in spotted)


def _wav_seconds(path: Path) -> float:
    with wave.open(str(path)) as w:
        return w.getnframes() / w.getframerate()
