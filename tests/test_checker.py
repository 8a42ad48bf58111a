"""The streaming Checker: words arrive one by one, partial words are revised, alerts come once."""

import io

import pytest

from referee.events import WordEvent
from referee.rules.checker import Checker, check_text
from referee.rules.letters import Letters
from referee.rules.pointing import Pointing


def word(index: int, text: str, final: bool = True) -> WordEvent:
    return WordEvent(index=index, text=text, start=index * 0.4, end=index * 0.4 + 0.3, final=final)


def feed_all(checker: Checker, text: str) -> list:
    return [a for i, w in enumerate(text.split()) for a in checker.feed(word(i, w))]


def test_streaming_gives_the_batch_result():
    text = "часть тела ну эр у ка а и вон на столе лежит"
    streamed = feed_all(Checker("рука"), text)
    assert [a.key for a in streamed] == [a.key for a in check_text("рука", text)]
    assert {a.rule for a in streamed} == {"letters", "pointing"}


def test_spelled_out_letters_raise_one_alert_while_the_run_grows():
    checker = Checker("рука")
    new = feed_all(checker, "эр у ка а")
    assert len(new) == 1 and new[0].rule == "letters" and new[0].span[0] == 0


def test_same_event_twice_raises_nothing_new():
    checker = Checker("голова")
    feed_all(checker, "в этом слове три слога")
    assert checker.feed(word(4, "слога")) == []
    assert len(checker.alerts) == 1


def test_revised_partial_word_is_checked_again():
    checker = Checker("голова")
    feed_all(checker, "в этом слове три")
    assert checker.feed(word(4, "слона", final=False)) == []
    revised = checker.feed(word(4, "слога"))
    assert [a.rule for a in revised] == ["letters"]
    assert checker.tokens[4].text == "слога"


def test_revision_does_not_repeat_an_alert_on_the_same_span():
    checker = Checker("стол")
    feed_all(checker, "вон там")
    assert checker.feed(word(1, "тот")) == []
    assert len(checker.alerts) == 1


def test_truncate_drops_words_of_a_shrunk_hypothesis():
    checker = Checker("рука")
    feed_all(checker, "эр у")
    checker.truncate(1)
    assert [t.text for t in checker.tokens] == ["эр"]
    assert checker.feed(word(1, "ну")) == []


def test_word_index_may_not_skip_ahead():
    checker = Checker("рука")
    with pytest.raises(ValueError):
        checker.feed(word(2, "рука"))


def test_rules_are_configurable():
    text = "вон там слово из трёх букв"
    assert {a.rule for a in feed_all(Checker("дом", rules=[Pointing()]), text)} == {"pointing"}
    assert {a.rule for a in feed_all(Checker("дом", rules=[Letters()]), text)} == {"letters"}


def test_min_confidence_filters_weak_alerts():
    text = "слово из трёх букв"  # the letter-noun alert has confidence 0.9
    assert check_text("кот", text, min_confidence=0.5)
    assert not check_text("кот", text, min_confidence=0.95)


def test_debug_names_the_rule_and_the_reason():
    log = io.StringIO()
    check_text("кот", "слово из трёх букв", debug=log)
    assert "[letters] ПРИНЯТО" in log.getvalue() and "letter_noun" in log.getvalue()


def test_secret_word_itself_is_flagged():
    alerts = check_text("рука", "это рука")
    assert any(a.rule == "cognate" and a.span == (1, 2) for a in alerts)


def one_shot(target: str, text: str) -> list:
    """The rules run once over the whole, finished text (no streaming), alerts of 0.5 and above."""
    from common.analyzer import normalize
    from referee.rules.base import Token
    from referee.rules.checker import default_rules

    tokens = [Token(i, normalize(w)) for i, w in enumerate(text.split())]
    rules = default_rules()
    found = [a for r in rules for a in r.check(tokens, normalize(target), 0)]
    found += [a for r in rules if hasattr(r, "finish") for a in r.finish(tokens, normalize(target))]
    return [a for a in found if a.confidence >= 0.5]


def overlapping(a, alerts) -> bool:
    return any(b.rule == a.rule and a.span[0] < b.span[1] and b.span[0] < a.span[1] for b in alerts)


@pytest.mark.parametrize("name", ["explanations_extra.jsonl", "explanations_blind.jsonl"])
def test_streaming_finds_what_a_one_shot_pass_finds(name):
    from pathlib import Path

    from referee.measure.evaluation import read_explanations

    for sample in read_explanations(str(Path(__file__).parent / "data" / name)):
        streamed = check_text(sample.target, sample.text)
        whole = one_shot(sample.target, sample.text)
        assert all(overlapping(a, streamed) for a in whole), sample.text
        assert all(overlapping(a, whole) for a in streamed), sample.text


def test_alert_words_are_as_heard_while_rules_see_normalised_words():
    checker = Checker("самолёт")
    checker.feed(word(0, "это"))
    (alert,) = checker.feed(word(1, "Самолётный"))
    assert alert.words == ("Самолётный",) and alert.rule == "cognate"
    assert checker.tokens[1].text == "самолетный"
    assert checker.feed(word(1, "самолетный")) == []  # the same word respelled: raised once


def test_the_secret_word_is_analysed_when_its_card_is_drawn_not_on_its_first_word():
    from referee.language.morphology import Morphology
    from referee.rules.checker import prepare

    Morphology.target.cache_clear()  # another test may have analysed the word already
    analysed = Morphology.target.cache_info
    before = analysed().misses
    prepare("Подстаканник")  # a live turn calls it on the draw
    assert analysed().misses == before + 1
    checker = Checker("подстаканник")
    checker.feed(WordEvent(0, "стакан", 0.0, 0.4))  # the first word finds it analysed
    assert analysed().misses == before + 1 and [a.rule for a in checker.alerts] == ["cognate"]
