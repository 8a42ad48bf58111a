"""`referee eval speech`: real Festival speech, real Whisper base, the real checker (slow ones)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee.events import Alert, WordEvent
from referee.measure import heard
from referee.measure.evaluation import Report, Sample, judge
from referee.measure.heard import Listener
from referee.measure.samples import all_samples
from referee.measure.samples_speech import evaluate_rounds
from referee.measure.speech_eval import hear_line, heard_tokens, normalise
from tests.whisper_support import festival_samples, whisper_base_path

ROOT = Path(__file__).resolve().parent.parent
LINES = [
    {"target": "кит", "text": "огромный живёт в океане рифмуется со словом щит",
     "violations": [{"type": "soundalike", "word": "щит"}]},
    {"target": "лодка", "text": "плывёт по озеру маленькая деревянная в ней гребут вёслами",
     "violations": []},
    {"target": "лошадь", "text": "животное на ней скачут по английски хорс",
     "violations": [{"type": "foreign", "word": "хорс"}]},
]


def words(text: str, conf: float = 0.9) -> list[WordEvent]:
    return [WordEvent(i, w, float(i), i + 0.5, conf) for i, w in enumerate(text.split())]


def test_recognised_words_are_normalised_as_the_protocol_says():
    assert normalise("По-английски,") == ["по", "английски"]
    assert normalise("Ёжик.") == ["ежик"] and normalise("—") == []
    tokens = heard_tokens(words("Ну, по-английски — хорс."))
    assert [t.text for t in tokens] == ["ну", "по", "английски", "хорс"]
    assert [t.index for t in tokens] == [0, 1, 2, 3]


def test_a_violation_is_carried_to_the_word_heard_in_its_place_or_missed_when_dropped():
    sample = Sample(1, "кит", "рифмуется со словом щит", (("soundalike", "щит"),))
    misheard = hear_line(sample, words("ревмуется со словом щид"))
    assert misheard.positions == ((3,),) and misheard.intact == (False,) and misheard.edits == 2
    dropped = hear_line(sample, words("рифмуется со словом"))
    assert dropped.positions == (-1,) and dropped.intact == (False,)
    kept = hear_line(sample, words("ну рифмуется со словом щит"))
    assert kept.positions == ((4,),) and kept.intact == (True,)


def test_a_violation_heard_split_is_carried_to_every_piece_and_found_where_its_letters_went():
    foreign = Sample(1, "рогатка", "по английски слингшот", (("foreign", "слингшот"),))
    assert hear_line(foreign, words("по английски сленка шот")).positions == ((2, 3),)
    start = Sample(2, "валенок", "короче начинается на ва а кончается на ок",
                   (("letters", "начинается"),))
    heard = hear_line(start, words("как руча начинают ценово окончает ценово"))
    assert heard.positions == ((2,),)  # the word counts agree, the places do not


def test_an_alert_on_any_piece_of_a_word_heard_split_is_right():
    sample = Sample(1, "рогатка", "по английски сленка шот", (("foreign", "слингшот"),))
    alerts = [Alert("foreign", (k, k + 1), (w,), 0.9, "") for k, w in ((2, "сленка"), (3, "шот"))]
    report = Report()
    judge(sample, alerts, report, [(2, 3)])
    score = report.score("foreign")
    assert (score.correct, score.alerts, score.found) == (2, 2, 1) and not report.errors


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "api.cli", "eval", "speech", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)


def test_eval_speech_says_in_russian_what_to_give_it():
    done = run_cli()
    assert done.returncode == 2 and "--samples" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("x.jsonl", "--noisy")
    assert done.returncode == 2 and "--snr" in done.stderr
    for bad in ("много", "nan", "99"):
        done = run_cli("x.jsonl", "--snr", bad)
        assert done.returncode == 2 and "нужно число от -20 до 60" in done.stderr


@pytest.mark.slow
def test_eval_speech_measures_explanations_through_festival_and_whisper(tmp_path):
    source = tmp_path / "lines.jsonl"
    source.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in LINES), "utf-8")
    args = [str(source), "--model", str(whisper_base_path()), "--json"]
    env_cache = {"HAT_REFEREE_CACHE": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "api.cli", "eval", "speech", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=900,
                          env={**os.environ, **env_cache})
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["engine"] == "whisper:faster-whisper-base" and result["lines"] == 3
    assert 0.0 <= result["wer"] < 0.5  # Festival's voice is intelligible to Whisper base
    assert result["overall"]["gold"] == 2 and set(result["rules"]) >= {"soundalike", "foreign"}
    assert result["overall"]["found"] >= 1
    assert 0.0 <= result["intact_share"] <= 1.0
    assert len(list((tmp_path / "cache" / "recognitions").glob("*.json"))) == 3
    again = subprocess.run([sys.executable, "-m", "api.cli", "eval", "speech", *args], cwd=ROOT,
                           capture_output=True, text=True, timeout=120,
                           env={**os.environ, **env_cache})
    repeated = json.loads(again.stdout)
    for report in (result, repeated):  # the cue listen's CPU time a scoring is measured anew
        ms = report.pop("cue_scoring_ms")
        assert ms is None or ms >= 0.0
    assert repeated == result, "cached recognitions give the same figures"


@pytest.mark.slow
def test_noise_makes_recognition_no_better(tmp_path):
    listener = Listener("whisper", whisper_base_path(), cache=tmp_path)
    from referee.measure.evaluation import read_explanations
    from referee.measure.speech_eval import evaluate_speech

    source = tmp_path / "lines.jsonl"
    source.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in LINES), "utf-8")
    samples = read_explanations(str(source))
    clean = evaluate_speech(samples, listener)
    noisy = evaluate_speech(samples, listener, snr_db=0.0)
    assert noisy.snr_db == 0.0 and noisy.wer >= clean.wer


@pytest.mark.slow
def test_a_recognition_is_cached_until_the_decoding_code_changes(tmp_path, monkeypatch):
    audio = festival_samples("кошка ловит мышей")
    saved = tmp_path / "recognitions"
    words = Listener("whisper", whisper_base_path(), cache=tmp_path).hear(audio)
    assert words and len(list(saved.glob("*.json"))) == 1
    assert Listener("whisper", whisper_base_path(), cache=tmp_path).hear(audio) == words
    assert len(list(saved.glob("*.json"))) == 1
    monkeypatch.setitem(heard.DECODING, "whisper", ("referee.speech.engines.whisper_window",))
    Listener("whisper", whisper_base_path(), cache=tmp_path).hear(audio)
    assert len(list(saved.glob("*.json"))) == 2, "other decoding code is heard afresh"


@pytest.fixture(scope="module")
def rounds():
    return evaluate_rounds(all_samples(), Listener("whisper", whisper_base_path()))


@pytest.mark.slow
def test_sample_rounds_through_speech_find_most_expected_alerts(rounds):
    assert len(rounds.rounds) >= 15 and rounds.wer < 0.35
    assert rounds.found / rounds.expected >= 0.75
    soundalike = next(r for r in rounds.rounds if r.sample.id == "05-soundalike")
    assert not soundalike.comparison.missed, "«ревмуется» is still the rhyme cue, «кит» the guess"


@pytest.mark.slow
def test_sample_rounds_through_speech_meet_the_target(rounds):
    assert rounds.found / rounds.expected >= 0.9 and rounds.unexpected == 0
