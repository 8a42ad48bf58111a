"""Retractions (`referee.rules.cards.checked`): an alert stands only while its words are what the
transcript holds. A word heard again as another word at the same index (a partial word revised in
place, a partial word made final with other text) retracts the alerts resting on it, and the new
word is checked afresh; a cut (`Revision`) retracts the alerts on the words it withdraws. Real
checker, real pymorphy3; the event sequences are those both engines emit."""

from __future__ import annotations

import pytest

from referee.events import Alert, Retraction, Revision, Transcript, WordEvent
from referee.replay.offline import open_turn, parse_target, replay
from referee.replay.report import build_report
from referee.replay.report_html import render_html
from referee.replay.transcript import CardSpan
from referee.replay.turn_log import TurnLog
from referee.rules.cards import TurnChecker, checked
from referee.rules.checker import Checker
from referee.speakers.attribution import GUESSER


def word(index: int, text: str, final: bool = False, speaker: str | None = None) -> WordEvent:
    return WordEvent(index, text, index * 0.5, index * 0.5 + 0.4, 1.0, final, speaker)


def run(checker, events) -> list[Alert | Retraction]:
    return [said for event in events for said in checked(checker, event)]


def summary(said: list[Alert | Retraction]) -> list[tuple]:
    return [("retracted", s.alert.rule, s.alert.span, s.alert.words, s.replaced, s.length)
            if isinstance(s, Retraction) else ("raised", s.rule, s.span, s.words) for s in said]


def lodka() -> TurnChecker:
    return TurnChecker.for_targets([CardSpan("лодка", 0.0)])


def test_a_partial_word_replaced_by_another_word_retracts_its_alert():
    said = run(lodka(), [word(0, "это"), word(1, "лодочка"), word(1, "ладно")])
    assert summary(said) == [("raised", "cognate", (1, 2), ("лодочка",)),
                             ("retracted", "cognate", (1, 2), ("лодочка",), 1, None)]


def test_a_partial_word_made_final_with_other_text_retracts_and_the_new_word_is_checked():
    said = run(lodka(), [word(0, "лодочка"), word(0, "лодку", final=True)])
    # the retraction comes before the new alert on the same span: the log and the judge's page
    # find the standing alert by rule and span
    assert summary(said) == [("raised", "cognate", (0, 1), ("лодочка",)),
                             ("retracted", "cognate", (0, 1), ("лодочка",), 0, None),
                             ("raised", "cognate", (0, 1), ("лодку",))]


def test_a_word_that_becomes_a_violation_when_revised_raises_it():
    said = run(lodka(), [word(0, "ладно"), word(0, "лодочка", final=True)])
    assert summary(said) == [("raised", "cognate", (0, 1), ("лодочка",))]


def test_an_alert_spanning_several_words_is_retracted_when_one_of_them_changes():
    checker = TurnChecker.for_targets([CardSpan("рука", 0.0)])
    heard = run(checker, [word(i, w) for i, w in enumerate("это эр у ка а".split())])
    assert summary(heard) == [("raised", "letters", (1, 4), ("эр", "у", "ка"))]
    # «эр ну ка а»: no longer letters spelt out
    assert summary(run(checker, [word(2, "ну")])) == [
        ("retracted", "letters", (1, 4), ("эр", "у", "ка"), 2, None)]
    # heard as «у» again: the run of letters is checked afresh, now with its last letter
    assert summary(run(checker, [word(2, "у", final=True)])) == [
        ("raised", "letters", (1, 5), ("эр", "у", "ка", "а"))]


def test_the_same_word_in_other_case_or_with_yo_retracts_nothing():
    checker = TurnChecker.for_targets([CardSpan("ёж", 0.0)])
    said = run(checker, [word(0, "ёжик"), word(0, "Ежик", final=True)])
    assert summary(said) == [("raised", "cognate", (0, 1), ("ёжик",))]


def test_only_the_alerts_on_the_replaced_word_are_retracted():
    said = run(lodka(), [word(0, "лодочка", True), word(1, "и"), word(2, "лодочник"),
                         word(1, "а")])
    assert [s.alert.span for s in said if isinstance(s, Retraction)] == []
    said = run(lodka(), [word(0, "лодочка", True), word(1, "лодочник"), word(1, "вон")])
    assert summary(said)[-1] == ("retracted", "cognate", (1, 2), ("лодочник",), 1, None)


def test_a_replaced_word_is_checked_against_the_card_it_was_first_given_to():
    secret = ["кошка"]
    checker = TurnChecker(lambda w: secret[0])
    said = run(checker, [word(0, "кошачий")])
    secret[0] = "книга"  # guessed while the partial word was still being revised
    said += run(checker, [word(0, "книжный", final=True), word(1, "книжный")])
    assert [(s.span, checker.target_of(s)) if isinstance(s, Alert) else
            ("retracted", s.alert.span) for s in said] == [
        ((0, 1), "кошка"), ("retracted", (0, 1)), ((1, 2), "книга")]


def test_an_alert_the_speakers_verdict_dropped_is_not_retracted():
    """The guesser's non-cognate words are not checked: nothing was raised, nothing is retracted."""
    checker = TurnChecker.for_targets([CardSpan("рука", 0.0)])
    events = [word(i, w, speaker=GUESSER) for i, w in enumerate("эр у ка".split())]
    assert run(checker, [*events, word(1, "ну", speaker=GUESSER)]) == []


def test_a_cut_and_a_replacement_together_retract_each_alert_once():
    said = run(lodka(), [word(0, "лодочка"), word(1, "лодка"), Revision(1), word(0, "ладно")])
    assert summary(said)[2:] == [("retracted", "cognate", (1, 2), ("лодка",), None, 1),
                                 ("retracted", "cognate", (0, 1), ("лодочка",), 0, None)]


def test_the_plain_checker_retracts_the_same_way():
    """`LiveTurn` may be given one card's `Checker` instead of a `TurnChecker`."""
    said = run(Checker("лодка"), [word(0, "лодочка"), word(0, "ладно", final=True)])
    assert summary(said) == [("raised", "cognate", (0, 1), ("лодочка",)),
                             ("retracted", "cognate", (0, 1), ("лодочка",), 0, None)]


def test_a_retraction_names_one_cause_and_says_it_on_the_wire():
    alert = Alert("cognate", (1, 2), ("лодочка",), 0.8, "однокоренное")
    assert Retraction(alert, length=1).to_json() == {"length": 1, "rule": "cognate",
                                                     "span": [1, 2]}
    assert Retraction(alert, replaced=1).to_json() == {"replaced": 1, "rule": "cognate",
                                                       "span": [1, 2]}
    with pytest.raises(ValueError):
        Retraction(alert)


def follow(events, checker) -> tuple[list[Alert], list[WordEvent], int]:
    """Run a recognizer's stream through `checker` as a live turn does: the alerts left standing,
    the final transcript and how many words were heard again as other words."""
    standing: list[Alert] = []
    transcript = Transcript()
    replaced = 0
    for event in events:
        if isinstance(event, WordEvent) and event.index < len(transcript):
            replaced += transcript.words[event.index].text != event.text
        transcript.apply(event)
        for said in checked(checker, event):
            if isinstance(said, Retraction):
                assert said.alert in standing
                standing.remove(said.alert)
            else:
                standing.append(said)
    return standing, transcript.words, replaced


def test_every_standing_alert_rests_on_the_words_the_transcript_holds():
    """A stream revising partial words in place and by cuts, as Vosk's partial results and
    Whisper's local agreement do: whatever the order, no alert outlives its words."""
    events = [word(0, "это"), word(1, "лодочка"), word(2, "на"), word(1, "лодочку"),
              word(2, "над"), word(3, "водой"), Revision(2), word(2, "на"), word(1, "ладно"),
              word(2, "лодка"), word(0, "это", True), word(1, "ладно", True),
              word(2, "лодки", True), word(3, "плывут", True)]
    standing, words, replaced = follow(events, lodka())
    assert [w.text for w in words] == ["это", "ладно", "лодки", "плывут"] and replaced == 5
    assert [(a.span, a.words) for a in standing] == [((2, 3), ("лодки",))]


def test_the_replay_lists_alerts_on_words_heard_again_otherwise_apart(tmp_path):
    log = TurnLog.open(tmp_path / "t.jsonl")
    for event in [word(0, "это", True), word(1, "лодочка"), word(1, "ладно", True),
                  word(2, "лодочник"), Revision(2), word(2, "лодочник", True)]:
        log.take(0, event)
    log.close()
    result = replay(open_turn(tmp_path / "t.jsonl", [parse_target("лодка")]))
    assert [w.text for w in result.words] == ["это", "ладно", "лодочник"]
    assert [(r.alert.words, r.retracted is not None) for r in result.alerts] == [
        (("лодочка",), True), (("лодочник",), True), (("лодочник",), False)]
    report = build_report(result)
    assert [a["words"] for a in report["alerts"]] == [["лодочник"]]
    assert [(a["words"], a["now"]) for a in report["retracted"]] == [
        (["лодочка"], ["ладно"]), (["лодочник"], ["лодочник"])]
    page = render_html(report, None)
    assert "Отозвано сигналов: 2" in page and "услышал иначе: «ладно»" in page
    assert "потом услышал его снова" in page


@pytest.mark.slow
def test_whisper_local_agreement_leaves_no_alert_on_words_it_revised():
    """Real Whisper base streaming a Festival explanation full of the secret word's family, with
    passes every half second so that partial words are revised often; the real checker."""
    from common.analyzer import normalize
    from referee.speech.engines.whisper_stream import WhisperStream
    from tests.whisper_support import festival_samples, whisper_base

    samples = festival_samples("по озеру плывёт маленькая лодочка а в ней сидит лодочник и "
                               "гребёт вёслами к лодочной станции")
    stream = WhisperStream(whisper_base(), min_interval=0.5, cost_factor=0.0)
    events = []
    for k in range(0, len(samples), 1600):
        events += stream.accept(samples[k:k + 1600].tobytes())
    events += stream.finish()
    standing, words, replaced = follow(events, lodka())
    assert replaced, "the stream revised no word in place: nothing was tested"
    assert standing, "the family of «лодка» raised nothing"
    for alert in standing:
        assert [normalize(w) for w in alert.words] == [
            normalize(w.text) for w in words[alert.span[0]:alert.span[1]]]
