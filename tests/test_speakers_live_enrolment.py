"""«Записать голос» on the setup page, through the real microphone path: a private PulseAudio null
sink is the dashboard's microphone, Festival's Russian voice reads the enrolment sentence into
it, the server records ~6 s, computes the print with the real voice encoder and keeps it; a new
game takes its players' prints. Silence and a missing microphone are refused in Russian."""

from __future__ import annotations

import json

import numpy as np
import pytest
from dashboard_support import make_client, new_game
from test_speech_microphone import pulse  # noqa: F401 - the fixture: a private null-sink microphone
from whisper_support import festival_speech

from api.live.listening import Listening
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import FILE, SENTENCE, voice_print
from referee.speech.audio import MicrophoneSource
from tests.speech_support import read_samples

pytestmark = pytest.mark.slow


def microphone(device: str = "pulse") -> Listening:
    return Listening(None, "тест без модели.", source=lambda: MicrophoneSource(device))


def test_a_players_voice_is_recorded_from_the_microphone_and_goes_with_the_game(
        pulse, tmp_path):  # noqa: F811
    reading = festival_speech(SENTENCE)
    with make_client(tmp_path, listening=microphone()) as client:
        shown = client.get("/api/voices").json()
        assert shown["sentence"] == SENTENCE and shown["players"] == []
        player = pulse.play(reading, delay=0.3)
        answer = client.post("/api/voices/record", json={"player": "Аня"})
        player.wait(timeout=20)
        assert answer.status_code == 200, answer.text
        assert answer.json()["players"] == ["Аня"] and answer.json()["recorded"] == "Аня"
        game = new_game(client, players=["Аня", "Борис", "Вера"])
        assert game["game"] is not None
    stored = json.loads((tmp_path / FILE).read_text())["players"]["Аня"]
    direct = voice_print(VoiceEncoder(), read_samples(reading)[0])
    assert float(np.asarray(stored) @ direct) > 0.85  # the same voice as the file, heard live
    game_prints = json.loads(next((tmp_path / "games").glob(f"*/{FILE}")).read_text())
    assert list(game_prints["players"]) == ["Аня"]  # Борис and Вера did not enrol


def test_silence_and_a_missing_microphone_are_refused_in_russian(pulse, tmp_path):  # noqa: F811
    with make_client(tmp_path, listening=microphone()) as client:
        quiet = client.post("/api/voices/record", json={"player": "Борис"})  # nothing is played
        assert quiet.status_code == 400 and "Голос почти не слышен" in quiet.json()["detail"]
        assert client.get("/api/voices").json()["players"] == []
    with make_client(tmp_path, listening=microphone("no-such-microphone")) as client:
        missing = client.post("/api/voices/record", json={"player": "Борис"})
        assert missing.status_code == 400 and "referee devices" in missing.json()["detail"]
    assert not (tmp_path / FILE).exists()
