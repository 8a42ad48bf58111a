"""The sample rounds: ground truth consistent with itself, with the scripts, and with the audio."""

from __future__ import annotations

import shutil
import subprocess
import sys
import wave
from pathlib import Path

import numpy as np
import pytest

from referee.events import RULES
from referee.measure.samples import (
    AUDIO,
    META,
    WORDS,
    Sample,
    all_samples,
    ensure_audio,
    ensure_noisy_audio,
    load_sample,
)
from referee.measure.synth import EXPLAINER, GUESSER, PAUSES, RATE
from referee.replay.transcript import read_words, target_of

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = all_samples()
IDS = [s.id for s in SAMPLES]


def test_enough_rounds_cover_every_rule_and_a_clean_turn():
    assert len(SAMPLES) >= 15
    assert sum(s.title.count("паразит") > 0 for s in SAMPLES) >= 3, "rounds full of fillers"
    explainer_rules = {e.rule for s in SAMPLES for e in s.expected if e.speaker == EXPLAINER}
    assert explainer_rules == set(RULES)
    clean = [s for s in SAMPLES if all(e.speaker == GUESSER for e in s.expected)]
    assert clean, "a round where the explainer breaks no rule"
    assert any(e.exact_target and e.speaker == EXPLAINER for s in SAMPLES for e in s.expected)
    assert any(len(s.targets) >= 3 for s in SAMPLES), "a turn with several cards"
    assert {t.outcome for s in SAMPLES for t in s.targets} == {"guessed", "time", "returned"}


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_transcript_is_ordered_and_marks_point_at_their_words(sample: Sample):
    words = read_words(sample.words)
    assert [w.index for w in words] == list(range(len(words)))
    assert words[0].start == pytest.approx(sample.padding)
    for before, after in zip(words, words[1:], strict=False):
        assert before.start < before.end <= after.start  # words of a line run together
    for word in words:
        assert word.text == word.text.lower() and word.text.isalpha(), word
    for expected in sample.expected:
        word = words[expected.index]
        assert word.text == expected.word
        assert sample.targets[target_of(sample.targets, word.start)].word == expected.target
        assert (expected.index in sample.guesser_words) == (expected.speaker == GUESSER)


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_cards_follow_each_other_and_guesses_close_them(sample: Sample):
    words = read_words(sample.words)
    assert sample.targets[0].start == 0.0
    for card, after in zip(sample.targets, sample.targets[1:], strict=False):
        assert card.end == after.start
        last = max((w for w in words if w.end <= card.end), key=lambda w: w.end)
        if card.outcome == "guessed":  # the card ends on the guesser naming it
            assert last.index in sample.guesser_words
            assert any(e.index == last.index and e.exact_target for e in sample.expected)


@pytest.fixture(scope="module")
def synthesised(tmp_path_factory) -> dict[str, Sample]:
    """Every sample's audio synthesised afresh from its round.json (checked against turn.jsonl)."""
    root = tmp_path_factory.mktemp("samples")
    fresh = {}
    for sample in SAMPLES:
        folder = root / sample.id
        folder.mkdir()
        for name in (META, WORDS):
            shutil.copy(sample.folder / name, folder / name)
        fresh[sample.id] = load_sample(folder)
        ensure_audio(fresh[sample.id])
    return fresh


@pytest.mark.slow
def test_stale_audio_left_from_an_older_round_is_made_again(synthesised):
    """A WAV from an older script or voice (same file name, other content) is not played."""
    sample = synthesised[IDS[0]]
    fresh = sample.audio.read_bytes()
    sample.audio.write_bytes(fresh[:44] + bytes(len(fresh) - 44))  # stale: silence, old stamp
    sample.audio.with_name(f".{sample.audio.name}.stamp").write_text("an older round\n")
    assert ensure_audio(sample).read_bytes() == fresh
    noisy = ensure_noisy_audio(sample).read_bytes()
    sample.noisy_audio.with_name(f".{sample.noisy_audio.name}.stamp").unlink()
    assert ensure_noisy_audio(sample).read_bytes() == noisy


def _samples(path: Path) -> np.ndarray:
    with wave.open(str(path), "rb") as wav:
        assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (RATE, 1, 2)
        return np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2").astype(np.int32)


@pytest.mark.slow
@pytest.mark.parametrize("sample_id", IDS)
def test_audio_holds_each_word_exactly_where_the_transcript_says(synthesised, sample_id):
    sample = synthesised[sample_id]
    audio = _samples(sample.audio)
    words = read_words(sample.words)
    assert len(audio) / RATE == pytest.approx(words[-1].end + sample.padding, abs=1 / RATE)
    edges = [0] + [x for w in words for x in (round(w.start * RATE), round(w.end * RATE))]
    edges.append(len(audio))
    gaps = list(zip(edges[::2], edges[1::2], strict=True))
    turns = [(a, b) for a, b in gaps[1:-1] if b - a >= round(min(PAUSES.values()) * RATE)]
    assert len(turns) == sum(len(card.lines) for card in sample.script) - 1
    for gap_start, gap_end in [gaps[0], *turns, gaps[-1]]:
        assert not audio[gap_start:gap_end].any(), "digital silence between lines"
    for word in words:
        segment = audio[round(word.start * RATE) : round(word.end * RATE)]
        assert np.sqrt(np.mean(segment.astype(np.float64) ** 2)) > 100, word  # even «в» is heard


@pytest.mark.slow
@pytest.mark.parametrize("sample_id", IDS)
def test_noisy_variant_is_the_clean_audio_with_room_noise_at_its_snr(synthesised, sample_id):
    sample = synthesised[sample_id]
    clean = _samples(sample.audio).astype(np.float64)
    noisy = _samples(ensure_noisy_audio(sample)).astype(np.float64)
    assert len(noisy) == len(clean)
    noise = noisy - clean
    snr = 10 * np.log10(np.mean(clean[clean != 0] ** 2) / np.mean(noise**2))
    assert snr == pytest.approx(sample.noise.snr_db, abs=0.2)
    assert sample.noise.snr_db == 10
    first = sample.noisy_audio.read_bytes()
    sample.noisy_audio.unlink()
    assert ensure_noisy_audio(sample).read_bytes() == first, "the same seed, the same noise"


@pytest.mark.slow
def test_make_samples_regenerates_the_committed_ground_truth(tmp_path):
    subprocess.run([sys.executable, "scripts/make_samples.py", "--out", str(tmp_path)],
                   cwd=ROOT, check=True, capture_output=True)
    for sample in SAMPLES:
        for name in (META, WORDS):
            fresh = (tmp_path / sample.id / name).read_text(encoding="utf-8")
            assert fresh == (sample.folder / name).read_text(encoding="utf-8"), (sample.id, name)
        assert (tmp_path / sample.id / AUDIO).stat().st_size > 100_000
