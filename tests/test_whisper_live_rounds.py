"""The live Whisper path on sample rounds (real Whisper base, Festival's Russian voice, the real
checker): what the judge is left with matches what the round expects, and alerts come soon after
their words — measured in audio time (how much audio the stream had been given when an event came
out), with passes every second of audio (`cost_factor=0`), so the figures hold on any machine."""

from dataclasses import dataclass, field

import pytest

from referee.events import Alert, Retraction, Revision, WordEvent
from referee.measure.samples import SAMPLES_DIR, compare, ensure_audio, load_sample
from referee.replay.transcript import read_words
from referee.rules.cards import TurnChecker, checked
from referee.speech.engines.whisper_stream import CUT_OFF, WhisperStream
from tests.speech_support import read_samples
from tests.whisper_support import whisper_base

pytestmark = pytest.mark.slow

CHUNK = 1600  # 100 ms, as the live sources give
SOON = 3.5  # s of audio after a word's end by which its alert stands (passes every 1 s)


@dataclass
class Streamed:
    """A round streamed live: (audio seconds given, event) pairs, in the order they came out."""

    events: list[tuple[float, object]] = field(default_factory=list)
    paused: set[float] = field(default_factory=set)  # audio given when a pass heard it end quiet

    @property
    def standing(self) -> list[tuple[float, Alert]]:
        gone = {id(e.alert) for _, e in self.events if isinstance(e, Retraction)}
        return [(t, e) for t, e in self.events if isinstance(e, Alert) and id(e) not in gone]


def stream_round(name: str) -> tuple[Streamed, object]:
    sample = load_sample(SAMPLES_DIR / name)
    audio, rate = read_samples(ensure_audio(sample))
    assert rate == 16_000
    stream = WhisperStream(whisper_base(), cost_factor=0.0)
    checker = TurnChecker.for_targets(sample.targets)
    streamed = Streamed()
    for k in range(0, len(audio) + CHUNK, CHUNK):
        chunk = audio[k:k + CHUNK]
        given = min(k + CHUNK, len(audio)) / rate
        events = stream.accept(chunk.tobytes()) if len(chunk) else stream.finish()
        if stream._loudness.ends_in_pause(stream._buffer, CUT_OFF):
            streamed.paused.add(given)
        for event in events:
            streamed.events.append((given, event))
            streamed.events += [(given, said) for said in checked(checker, event)]
    return streamed, sample


@pytest.fixture(scope="module", params=["05-soundalike", "02-cognate"])
def round_(request):
    return stream_round(request.param)


def test_a_final_word_is_never_revised_and_a_partial_word_is_shown_once_heard_past(round_):
    """A partial word is shown once a pass heard past its end, or at once when the audio heard
    ends in a pause (nothing was cut off)."""
    streamed, _ = round_
    words: list[WordEvent] = []
    for given, event in streamed.events:
        if isinstance(event, Revision):
            assert all(not w.final for w in words[event.length:])
            del words[event.length:]
        elif isinstance(event, WordEvent):
            assert event.final or event.end <= given - CUT_OFF or given in streamed.paused
            if event.index < len(words):
                assert not words[event.index].final
                words[event.index] = event
            else:
                assert event.index == len(words)
                words.append(event)
    assert words and all(w.final for w in words)


def test_the_judge_is_left_with_no_unexpected_alert_and_the_expected_ones_stand_soon(round_):
    streamed, sample = round_
    standing = streamed.standing
    found = compare(sample, [a for _, a in standing])
    assert found.unexpected == ()
    assert len(found.found) >= 0.9 * len(sample.expected)
    truth = {w.index: w for w in read_words(sample.words)}
    came = {id(a): t for t, a in standing}
    late = [(exp.index, round(came[id(alert)] - truth[exp.index].end, 2))
            for exp, alert in found.found if came[id(alert)] - truth[exp.index].end > SOON]
    assert late == []
