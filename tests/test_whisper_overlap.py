"""A hypothesis's words after the confirmed ones (`WhisperStream._unconfirmed`): Whisper stretches
a word's end over the next word at times, and the next word, heard starting inside the stretched
one, is new, not a repeat of it: the guesser's answer at the end of a turn (round s10: «форму»
heard until 17.16 s, «птица» from 17.06 s) was dropped by the last pass."""

from referee.events import Transcript
from referee.speech.engines.whisper_stream import HeardWord, Hypothesis, WhisperStream
from referee.speech.pcm import SAMPLE_RATE


class Scripted:
    """Whisper's hypotheses by how much audio a pass hears: one second, two, then the rest."""

    def __init__(self, last: list[HeardWord]) -> None:
        self.last = last

    def hear(self, samples, *, hotwords=None, prompt=None, prefix=None, fit=False) -> Hypothesis:
        seconds = len(samples) / SAMPLE_RATE
        first = [HeardWord("уточни", 0.1, 0.5, 0.9), HeardWord("форму", 0.5, 0.8, 0.9)]
        stretched = [first[0], HeardWord("форму", 0.5, 1.6, 0.9)]
        words = first if seconds <= 1.0 else stretched if seconds <= 2.0 else self.last
        return Hypothesis(tuple(words), ())


def streamed(last: list[HeardWord]) -> list[str]:
    stream = WhisperStream(Scripted(last), cost_factor=0.0)
    silence = bytes(2 * SAMPLE_RATE // 10)
    events = [e for _ in range(25) for e in stream.accept(silence)] + stream.finish()
    return [w.text for w in Transcript.of(events).words]


def test_a_word_starting_inside_a_stretched_final_word_but_heard_mostly_after_it_is_kept():
    said = [HeardWord("уточни", 0.1, 0.5, 0.9), HeardWord("форму", 0.5, 1.6, 0.9),
            HeardWord("птица", 1.45, 2.1, 0.9)]
    assert streamed(said) == ["уточни", "форму", "птица"]


def test_the_stretched_word_heard_again_later_is_not_a_new_word():
    again = [HeardWord("уточни", 0.1, 0.5, 0.9), HeardWord("форму", 0.5, 1.9, 0.9)]
    assert streamed(again) == ["уточни", "форму"]
