"""Segments (the turn cut at pauses, embedded as it arrives) and the unenrolled two-voice split, on
real weights and the Festival two-speaker rounds."""

from __future__ import annotations

import numpy as np
import pytest

from referee.speakers.attribution import Settings
from referee.speakers.clustering import SEED_SECONDS, SEPARATE, centroid, two_voices, unit
from referee.speakers.mel import N_FFT, framed_mels, mel_frames
from referee.speakers.segments import Growing, Segments
from tests.speakers_support import encoder, rounds

CHUNK = 1600  # 0.1 s, as the microphone gives it


def cut(audio: np.ndarray, chunk: int = CHUNK) -> Segments:
    segments = Segments(encoder())
    floats = audio.astype(np.float32) / 32768
    for start in range(0, len(floats), chunk):
        segments.extend(floats[start:start + chunk])
    return segments


def test_framed_mels_of_a_stream_in_pieces_equal_the_whole() -> None:
    wav = np.random.default_rng(3).standard_normal(16_000).astype(np.float32) * 0.1
    padded = np.pad(wav, N_FFT // 2)
    whole = mel_frames(wav)
    first = framed_mels(padded[:7000])
    rest = framed_mels(padded[len(first) * 160:])
    assert np.allclose(np.concatenate([first, rest]), whole[:len(first) + len(rest)], rtol=1e-4)


@pytest.mark.parametrize("index", [0, 5, 10])
@pytest.mark.parametrize("noisy", [False, True])
def test_no_segment_holds_both_players(index: int, noisy: bool) -> None:
    round_ = rounds()[index]
    segments = cut(round_.noisy() if noisy else round_.audio).list
    assert len(segments) >= round_.speakers.count("guesser") // 2 + 2
    for segment in segments:
        said = {who for word, who in zip(round_.words, round_.speakers, strict=True)
                if segment.overlap(word.start, word.end) > 0}
        assert len(said) <= 1, (segment, said)
    heard = [max(s.overlap(w.start, w.end) for s in segments) > 0 for w in round_.words]
    assert np.mean(heard) >= (0.9 if noisy else 1.0)


def test_chunk_size_does_not_change_the_segments_or_their_voices() -> None:
    audio = rounds()[2].audio[: 16_000 * 8]
    small, large = cut(audio, 1600), cut(audio, 16_000 * 8)
    assert [(s.first, s.last) for s in small.list] == [(s.first, s.last) for s in large.list]
    for a, b in zip(small.list, large.list, strict=True):
        assert small.embedding(a) @ large.embedding(b) > 0.999


def test_a_word_in_a_pause_goes_to_the_nearest_segment() -> None:
    segments = cut(rounds()[0].audio)
    first, second = segments.list[:2]
    gap = second.start - first.end
    assert gap > 0.1
    assert segments.of(first.end + 0.02, first.end + 0.04) is first
    assert segments.of(second.start - 0.04, second.start - 0.02) is second


def _voice(seed: int, rng: np.random.Generator, count: int, spread: float) -> np.ndarray:
    centre = np.random.default_rng(seed).standard_normal(256)
    return np.array([unit(centre + spread * rng.standard_normal(256))
                     for _ in range(count)])


def test_one_voice_is_one_voice_and_a_second_is_found() -> None:
    rng = np.random.default_rng(0)
    explainer, guesser = _voice(1, rng, 6, 0.4), _voice(2, rng, 3, 0.4)
    assert (explainer @ guesser.T).max() < SEPARATE
    seconds = np.full(9, 1.0)
    assert two_voices(explainer, seconds[:6]) is None
    mixed = np.array([explainer[0], explainer[1], guesser[0], explainer[2], guesser[1],
                      explainer[3], explainer[4], guesser[2], explainer[5]])
    found = two_voices(mixed, seconds)
    assert found is not None
    assert found.tolist() == [True, True, False, True, False, True, True, False, True]


def test_a_lone_syllable_does_not_start_a_voice() -> None:
    rng = np.random.default_rng(0)
    explainer, guesser = _voice(1, rng, 2, 0.4), _voice(2, rng, 1, 0.4)
    stretches = np.array([explainer[0], explainer[1], guesser[0]])
    assert two_voices(stretches, np.array([1.0, 1.0, SEED_SECONDS / 2])) is None
    assert two_voices(stretches, np.array([1.0, 1.0, SEED_SECONDS])) is not None


def test_the_voice_heard_longer_is_the_explainer() -> None:
    rng = np.random.default_rng(0)
    explainer, guesser = _voice(1, rng, 5, 0.4), _voice(2, rng, 2, 0.4)
    stretches = np.array([guesser[0], explainer[0], explainer[1], guesser[1], explainer[2],
                          explainer[3], explainer[4]])
    found = two_voices(stretches, np.full(7, 1.0))
    assert found is not None
    assert found.tolist() == [False, True, True, False, True, True, True]


def _at(angle: float) -> np.ndarray:
    """A unit vector at `angle` radians from the first axis, in the plane of the first two."""
    vector = np.zeros(256)
    vector[:2] = np.cos(angle), np.sin(angle)
    return vector


def test_two_voices_alike_as_wholes_are_one() -> None:
    # stretches of one voice spread by noise split best into two groups whose means are alike:
    # one voice; a stretch far from them all is a second voice
    near, odd = np.arccos(SEPARATE + 0.05), np.arccos(SEPARATE - 0.3)
    stretches = np.array([_at(0.0)] * 6 + [_at(near)] * 4)
    seconds = np.full(len(stretches), 1.0)
    assert two_voices(stretches, seconds) is None
    apart = np.vstack([stretches, [_at(-odd)] * 2])
    found = two_voices(apart, np.full(len(apart), 1.0))
    assert found is not None and found.tolist() == [True] * 10 + [False] * 2


def test_a_pause_inside_a_segment_leaves_its_voice_as_it_was() -> None:
    """Only voiced frames are embedded: a short silence inside a stretch adds nothing."""
    round_ = rounds()[0]
    word = max(round_.words[:6], key=lambda w: w.end - w.start)
    audio = round_.audio[int(word.start * 16_000):int(word.end * 16_000)]
    half = len(audio) // 2
    paused = np.concatenate([audio[:half], np.zeros(1600, dtype=np.int16), audio[half:]])
    whole, split = cut(audio), cut(paused)
    assert len(whole.list) == len(split.list) == 1
    assert whole.embedding(whole.list[0]) @ split.embedding(split.list[0]) > 0.97


def test_segments_long_and_short_compared_in_pieces_sound_like_their_speaker() -> None:
    """Embedded in pieces of one length, a stretch is nearer to its own speaker's stretches than
    to the other's, long or short (whole, a short stretch sounds unlike a long one of its
    voice)."""
    round_ = rounds()[0]
    segments = cut(round_.audio)
    assert max(len(s.pieces) for s in segments.list) >= 2
    speaker = {}
    for segment in segments.list:
        said = {who for word, who in zip(round_.words, round_.speakers, strict=True)
                if segment.overlap(word.start, word.end) > 0}
        if len(said) == 1:
            speaker[id(segment)] = said.pop()
    kept = [s for s in segments.list if id(s) in speaker]
    views = np.array([segments.by_pieces(s) for s in kept])
    assert np.allclose(np.linalg.norm(views, axis=1), 1.0)
    who = np.array([speaker[id(s)] for s in kept])
    seconds = np.array([s.seconds for s in kept])
    for n in range(len(kept)):
        others = np.arange(len(kept)) != n
        own = centroid(views, seconds, others & (who == who[n]))
        other = centroid(views, seconds, others & (who != who[n]))
        assert views[n] @ own > views[n] @ other, (kept[n], who[n])


def test_a_growing_array_holds_what_was_appended() -> None:
    rows = np.random.default_rng(0).standard_normal((5000, 40)).astype(np.float32)
    grown = Growing(40)
    for start in range(0, len(rows), 777):
        grown.append(rows[start:start + 777])
    assert np.array_equal(grown.view, rows)


@pytest.mark.parametrize("noisy", [False, True])
def test_a_short_pause_is_one_speakers_also_in_noise(noisy: bool) -> None:
    """The attribution's HMM takes a pause under `same_pause` for one speaker's: noise lengthens
    the pauses heard inside one speaker's speech (weak word edges drown), yet they stay under it,
    and a change of speaker is not heard as a short pause."""
    same, change = [], []
    for round_ in rounds()[:6]:
        segments = cut(round_.noisy() if noisy else round_.audio).list
        who = [max(zip(round_.words, round_.speakers, strict=True),
                   key=lambda said, s=s: s.overlap(said[0].start, said[0].end))[1]
               for s in segments]
        for a, b, before, after in zip(segments, segments[1:], who, who[1:], strict=False):
            (same if before == after else change).append(b.start - a.end)
    bar = Settings().same_pause
    assert np.mean(np.array(same) >= bar) <= 0.15  # 0.11 (0.32 over the 0.3 it was)
    assert min(change) >= bar
