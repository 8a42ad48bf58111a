"""Whisper base (faster-whisper) recognising Russian spoken by Festival: real recognition, offline.

The phrases are Festival's Russian voice; Whisper base hears it with a word error rate of about a
quarter, so the assertions ask for most of the key words, not all of them.
"""

import numpy as np
import pytest
from rapidfuzz.distance import Levenshtein

from referee.speech.engines.whisper import as_float32, spoken_form
from referee.speech.engines.whisper_pause import is_silent
from tests.whisper_support import festival_samples, whisper_base

pytestmark = pytest.mark.slow

PHRASE = "Это такая часть тела, ею пожимают друг другу при встрече."


def close(word: str, heard: list[str]) -> bool:
    """`word` among `heard`, allowing one letter's difference (an ending heard differently)."""
    return any(Levenshtein.distance(word, h) <= 1 for h in heard)


def test_a_festival_phrase_comes_back_with_its_key_words():
    words = whisper_base().transcribe(festival_samples(PHRASE))
    heard = [w.text for w in words]
    keys = ["часть", "тела", "пожимают", "друг", "другу", "встрече"]
    assert sum(close(k, heard) for k in keys) >= 5, heard
    assert all(w.text == spoken_form(w.text) and w.text for w in words)  # no punctuation, lower


def test_words_are_numbered_final_and_timed_inside_the_audio():
    samples = festival_samples(PHRASE)
    words = whisper_base().transcribe(samples)
    duration = len(samples) / 16_000
    assert [w.index for w in words] == list(range(len(words)))
    assert all(w.final and 0.0 <= w.conf <= 1.0 for w in words)
    assert all(0.0 <= w.start <= w.end <= duration + 0.05 for w in words)
    assert all(a.end <= b.start + 1e-6 for a, b in zip(words, words[1:], strict=False))


def test_bytes_and_arrays_give_the_same_words():
    samples = festival_samples("Кошка спит на диване.")
    engine = whisper_base()
    assert engine.transcribe(samples.tobytes()) == engine.transcribe(samples)


def test_silence_gives_no_words():
    assert whisper_base().transcribe(np.zeros(16_000 * 2, np.int16)) == []



def test_room_noise_below_the_silence_level_gives_no_words():
    noise = np.random.default_rng(7).normal(0, 8, 16_000 * 2).round().astype(np.int16)  # -72 dBFS
    assert is_silent(as_float32(noise))
    assert whisper_base().transcribe(noise) == []


def test_quiet_speech_above_the_silence_level_is_still_heard():
    samples = festival_samples(PHRASE)
    quiet = (samples.astype(np.float32) / 30).astype(np.int16)  # about 30 dB down
    assert not is_silent(as_float32(quiet))
    heard = [w.text for w in whisper_base().transcribe(quiet)]
    assert sum(close(k, heard) for k in ["часть", "тела", "пожимают", "встрече"]) >= 3, heard
