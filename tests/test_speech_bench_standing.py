"""`referee bench speech` counts an alert as found only if it stands: an alert raised on a partial
word that the stream then hears otherwise is retracted, and neither its time nor its match count
(the real checker, a scripted stream of partial and final words)."""

from referee.events import Alert, Retraction, Revision, WordEvent
from referee.measure.speech_bench import _standing, _Timeline
from referee.replay.transcript import CardSpan
from referee.rules.cards import TurnChecker, checked


def timeline_of(steps: list[tuple[float, WordEvent | Revision]]) -> _Timeline:
    """What the bench records of a stream given as (time out, event) pairs, checked for «рука»."""
    checker = TurnChecker.for_targets([CardSpan("рука")])
    timeline = _Timeline()
    for t, event in steps:
        said = checked(checker, event)
        timeline.alerts += [(t, a) for a in said if isinstance(a, Alert)]
        timeline.retracted += [r for r in said if isinstance(r, Retraction)]
    return timeline


def word(index: int, text: str, final: bool = False) -> WordEvent:
    return WordEvent(index, text, index * 0.5, index * 0.5 + 0.4, 0.9, final)


def test_an_alert_retracted_with_its_partial_word_does_not_stand_and_its_successor_does():
    timeline = timeline_of([
        (1.0, word(0, "это")),
        (1.0, word(1, "рукопожатие")),  # alert on a partial word…
        (2.0, word(1, "ручка")),  # …heard otherwise: retracted, and the new word alerts again
        (3.0, word(1, "ручка", final=True)),  # same text made final: the alert stays
    ])
    assert [t for t, _ in timeline.alerts] == [1.0, 2.0]
    assert [(t, a.words) for t, a in _standing(timeline)] == [(2.0, ("ручка",))]


def test_an_alert_cut_off_by_a_revision_does_not_stand():
    timeline = timeline_of([(1.0, word(0, "рукопожатие")), (2.0, Revision(0)),
                            (2.0, word(0, "лодка"))])
    assert len(timeline.alerts) == 1 and _standing(timeline) == []
