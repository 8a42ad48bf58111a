"""A partial word that ends right at the end of the audio a pass heard is likely cut off by it
(Whisper hears «лод» for «лодочка», «ябл» for «яблоко»): the stream holds it back until a later
pass hears past it (`referee.speech.engines.whisper_stream._held_back`), unless the audio ends in
a pause: then the word is shown, and its alert raised, on the pass that first heard it."""

import numpy as np

from referee.events import Alert
from referee.rules.cards import checked
from referee.rules.checker import Checker
from referee.speech.engines.whisper_pause import Loudness
from referee.speech.engines.whisper_stream import (
    CUT_OFF,
    HeardWord,
    Hypothesis,
    WhisperStream,
    _held_back,
)
from referee.speech.pcm import SAMPLE_RATE


def ends_in_pause(samples: np.ndarray, seconds: float) -> bool:
    """`Loudness.ends_in_pause` of `samples` (int16) heard at once."""
    loudness = Loudness()
    loudness.extend(samples)
    return loudness.ends_in_pause(samples, seconds)


def heard(*ends: float) -> list[HeardWord]:
    return [HeardWord(f"w{k}", end - 0.3, end, 0.9) for k, end in enumerate(ends)]


def test_the_last_word_at_the_end_of_the_audio_waits_and_the_words_before_it_are_shown():
    words = heard(1.0, 1.6, 2.0)
    assert _held_back(words, 2.0) == words[:2]
    assert _held_back(words, 2.0 + CUT_OFF + 0.01) == words  # heard past it: shown


def test_every_trailing_word_inside_the_margin_waits_and_nothing_else():
    words = heard(1.0, 1.95, 2.0)
    assert _held_back(words, 2.0) == words[:1]
    assert _held_back([], 2.0) == []
    assert _held_back(heard(2.0), 2.0) == []


class StretchingHearer:
    """Whisper as heard at a phrase's end: «вот рука», the last word's end stretched to the end
    of the audio given (its word timestamps do that in a pause too)."""

    def hear(self, samples, *, hotwords=None, prompt=None, prefix=None, fit=False) -> Hypothesis:
        end = len(samples) / SAMPLE_RATE
        return Hypothesis((HeardWord("вот", 0.1, 0.4, 0.9), HeardWord("рука", 0.4, end, 0.9)),
                          (end,))


def speech(seconds: float) -> np.ndarray:
    return np.random.default_rng(1).normal(0, 3000, int(seconds * SAMPLE_RATE)).astype(np.int16)


def alerts_by_pass(audio: np.ndarray) -> list[list[Alert]]:
    """The alerts on the secret word «рука» each pass of the stream raised (a pass a second)."""
    stream = WhisperStream(StretchingHearer(), cost_factor=0.0)
    checker = Checker("рука")
    out = []
    for k in range(0, len(audio), SAMPLE_RATE):
        events = stream.accept(audio[k:k + SAMPLE_RATE].tobytes())
        out.append([a for e in events for a in checked(checker, e) if isinstance(a, Alert)])
    return out


def test_a_word_the_audio_ends_in_a_pause_after_raises_its_alert_on_the_first_pass():
    paused = np.concatenate([speech(0.7), np.zeros(SAMPLE_RATE - int(0.7 * SAMPLE_RATE),
                                                   np.int16), np.zeros(SAMPLE_RATE, np.int16)])
    assert ends_in_pause(paused[:SAMPLE_RATE], CUT_OFF)
    first, _ = alerts_by_pass(paused)
    assert [a.words for a in first] == [("рука",)]


def test_a_word_still_sounding_at_the_end_of_the_audio_waits_for_the_next_pass():
    sounding = np.concatenate([speech(1.0), np.zeros(SAMPLE_RATE, np.int16)])
    assert not ends_in_pause(sounding[:SAMPLE_RATE], CUT_OFF)
    first, second = alerts_by_pass(sounding)
    assert first == [] and [a.words for a in second] == [("рука",)]


def test_a_pause_needs_speech_before_it_and_quiet_to_the_end():
    assert not ends_in_pause(np.zeros(SAMPLE_RATE, np.int16), CUT_OFF)  # nothing said
    assert not ends_in_pause(speech(0.1), CUT_OFF)  # too short to tell
    noise_floor = (speech(0.3) // 30).astype(np.int16)  # a room's hiss, -30 dB
    assert ends_in_pause(np.concatenate([speech(1.0), noise_floor]), CUT_OFF)
    assert not ends_in_pause(np.concatenate([speech(1.0), noise_floor, speech(0.05)]), CUT_OFF)


def test_frame_levels_taken_in_chunk_by_chunk_tell_a_pause_as_the_whole_buffer_does():
    """The stream keeps its buffer's frame levels as chunks come (`Loudness`), restarting them
    when the buffer is cut: the same answer as the buffer's levels computed at once."""
    rng = np.random.default_rng(3)
    for _ in range(50):
        buffer = np.concatenate([speech(rng.uniform(0.2, 3.0)),
                                 np.zeros(int(rng.integers(0, 4000)), np.int16),
                                 (speech(0.2) // 40)[:int(rng.integers(0, 3000))]])
        loudness = Loudness()
        for k in range(0, len(buffer), 1600):
            loudness.extend(buffer[k:k + 1600])
        assert loudness.ends_in_pause(buffer, CUT_OFF) == ends_in_pause(buffer, CUT_OFF)
        cut = int(rng.integers(0, len(buffer)))
        loudness.restart(buffer[cut:])
        assert loudness.ends_in_pause(buffer[cut:], CUT_OFF) == ends_in_pause(buffer[cut:],
                                                                              CUT_OFF)
