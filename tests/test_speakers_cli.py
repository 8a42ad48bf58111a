"""`referee enrol` and `referee eval speakers` as the judge runs them (a subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from referee.measure.synth import write_wav
from referee.speakers.prints import FILE, load_prints
from referee.speakers.rounds import enrolment_audio

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "api.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


def test_enrol_from_a_wav_stores_the_print_with_the_game(tmp_path: Path) -> None:
    for name in ("Анна", "Борис"):
        write_wav(tmp_path / f"{name}.wav", enrolment_audio(name))
        done = cli("enrol", name, "--wav", str(tmp_path / f"{name}.wav"), "--game",
                   str(tmp_path / "game"))
        assert done.returncode == 0, done.stderr
        assert f"Голос игрока «{name}» записан" in done.stdout
    prints = load_prints(tmp_path / "game")
    assert set(prints) == {"Анна", "Борис"}
    assert float(prints["Анна"] @ prints["Борис"]) < 0.95
    assert (tmp_path / "game" / FILE).stat().st_size < 10_000


def test_enrol_of_silence_says_what_to_do(tmp_path: Path) -> None:
    write_wav(tmp_path / "quiet.wav", np.zeros(16_000 * 5, dtype=np.int16))
    done = cli("enrol", "Аня", "--wav", str(tmp_path / "quiet.wav"), "--game", str(tmp_path))
    assert done.returncode == 2
    assert "Голос почти не слышен" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / FILE).exists()


def test_enrol_of_a_missing_file_says_so(tmp_path: Path) -> None:
    done = cli("enrol", "Аня", "--wav", str(tmp_path / "nope.wav"), "--game", str(tmp_path))
    assert done.returncode == 2 and "не найден" in done.stderr


def test_eval_speakers_of_chosen_rounds() -> None:
    done = cli("eval", "speakers", "--truth", "--json", "--rounds", "s02,s99")
    assert done.returncode == 2 and "Нет таких раундов: s99" in done.stderr
    assert "Traceback" not in done.stderr
    done = cli("eval", "speakers", "--truth", "--json", "--rounds", "s13")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["rounds"] == 1 and report["accuracy_enrolled"] >= 0.9


@pytest.mark.slow
def test_eval_speakers_prints_one_json_line_on_true_words() -> None:
    done = cli("eval", "speakers", "--truth", "--json")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    for key in ("rounds", "words", "accuracy_enrolled", "accuracy_unenrolled", "accuracy_noisy",
                "guesser_violations", "explainer_secret_missed", "guess_prompts_missed",
                "form_hints_missed", "guess_prompts_false", "who_asked_guesser",
                "who_asked_explainer"):
        assert key in report
    assert report["rounds"] >= 10 and report["accuracy_enrolled"] >= 0.95
    # held-out s61's blurt «ну комар же» after «ещё», unenrolled, is taken for a lone answer
    # (clean and noisy): attribution's two misses, found blind in session 31 (eval/README.md)
    assert report["explainer_secret_missed"] <= 2


@pytest.mark.slow
def test_bench_speakers_prints_what_attribution_adds_to_a_word_and_its_memory() -> None:
    """The figures only (never their speed, which the machine's load sets): the added time per
    chunk with words covers its words' tags, and the limits are judged."""
    done = cli("bench", "speakers", "--json", "--rounds", "s01,s19")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["rounds"] == 2 and figures["words"] > 3 * 40
    assert 0 < figures["added_p50_ms"] <= figures["added_p95_ms"]
    assert 0 < figures["tag_p50_ms"] <= figures["tag_p95_ms"]
    assert 0 < figures["extend_rtf"] < 1 and figures["chunk_p95_ms"] > 0
    assert 0 <= figures["rss_added_mb"] < figures["rss_mb"]  # peak RSS: may have been before
    assert isinstance(figures["within_limits"], bool)
    done = cli("bench", "speakers", "--rounds", "s01")
    assert done.returncode == 0, done.stderr
    assert "p95" in done.stdout and "допуска" in done.stdout and "память" in done.stdout


@pytest.mark.slow
def test_bench_speakers_second_listen_prints_its_cost_on_a_live_turn() -> None:
    """Round s10 through the live recognizer, without and with the second listen: the figures
    it prints, never their speed. Which words the live schedule hears wrong, and so listens to
    again, depends on when its passes fall (a busy machine heard s10's «птица» right; on some
    schedules s10's answer was its only standing alert, so s01, whose explainer's same-root words
    stand on any schedule, is played too)."""
    from tests.whisper_support import whisper_base_path

    done = cli("bench", "speakers", "--second-listen", "--json", "--rounds", "s10,s01", "--model",
               str(whisper_base_path()))
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["rounds"] == 2 and figures["clock"] == "cpu"
    assert figures["second_listens"] >= figures["answers"] >= 0
    if figures["second_listens"]:
        assert 0 < figures["second_listen_p50_ms"] <= figures["second_listen_p95_ms"]
    if figures["answers"]:
        assert 0 < figures["answer_latency_p50_ms"] <= figures["answer_latency_p95_ms"]
    assert figures["alerts"] >= 1 and figures["alert_p95_ms_with"] > 0
    done = cli("bench", "speakers", "--second-listen", "--rounds", "s10", "--clock", "wall",
               "--model", str(whisper_base_path()))
    assert done.returncode == 0, done.stderr
    assert "повторное прослушивание" in done.stdout and "без него" in done.stdout
