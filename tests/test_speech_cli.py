"""`referee listen` on a WAV standing in for the microphone, and `referee model check`, run as
the judge runs them (a subprocess). The Korean Vosk model is used: language mismatch is
expected, the tests check the plumbing."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.speech_support import korean_model_path, speak

ROOT = Path(__file__).resolve().parent.parent


def cli(*args, timeout=180):
    return subprocess.run([sys.executable, "-m", "api.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow
def test_listen_shows_words_alerts_and_the_timer_and_records_the_turn(tmp_path):
    wav = speak(tmp_path / "turn.wav", "나는 학교에 갑니다 학교 친구를 만나요", rate=22_050)
    done = cli("listen", "--target", "학교", "--model", str(korean_model_path()), "--wav", str(wav),
               "--recordings", str(tmp_path / "rec"), "--seconds", "5", "--last-guess", "1")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "\033[" not in out  # no colours when the output is not a terminal
    assert "⚠" in out and "«학교»" in out  # the spotter's alert
    assert "последняя попытка" in out and "время вышло" in out and "Ход окончен" in out
    wavs = list((tmp_path / "rec").glob("*.wav"))
    assert len(wavs) == 1 and f"Запись хода: {wavs[0]}" in out
    logged = [json.loads(x) for x in wavs[0].with_suffix(".jsonl").read_text().splitlines()]
    assert logged[0]["type"] == "log" and {"word", "alert"} <= {x["type"] for x in logged}


def test_model_check_accepts_a_real_model():
    done = cli("model", "check", "--quick", str(korean_model_path()))
    assert done.returncode == 0 and "Модель в порядке" in done.stdout


def test_model_check_explains_what_is_wrong_and_what_to_run(tmp_path):
    done = cli("model", "check", str(tmp_path))
    assert done.returncode == 2
    assert "нет файла" in done.stderr and "referee model download" in done.stderr


def test_listen_without_any_model_says_what_to_run(tmp_path):
    done = cli("listen", "--target", "рука", "--model", str(tmp_path / "none"))
    assert done.returncode == 2 and "referee model download" in done.stderr
