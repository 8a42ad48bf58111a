"""The checker of a whole turn (`referee.rules.cards.TurnChecker`): each word is checked against
the card being explained when it was said — live (cards stamped as they are drawn, `DrawnCards`)
or replayed (cards with start times) — or against any other rule for the card of a new word."""

from __future__ import annotations

import pytest

from referee.events import Alert, Retraction, WordEvent
from referee.replay.transcript import CardSpan
from referee.rules.cards import DrawnCards, TurnChecker, checked


def said(text: str, start: float = 0.0, step: float = 0.5) -> list[WordEvent]:
    return [WordEvent(i, w, start + i * step, start + i * step + 0.4)
            for i, w in enumerate(text.split())]


def word(index: int, text: str, final: bool = True) -> WordEvent:
    return WordEvent(index, text, float(index), index + 0.5, 1.0, final)


# ---- cards known up front (replay) ------------------------------------------------------------

def test_each_word_is_checked_against_the_card_on_the_table():
    checker = TurnChecker.for_targets([CardSpan("лодка", 0.0), CardSpan("звонок", 3.0)])
    raised = [(a, checker.target_of(a))
              for w in said("по озеру плывёт лодочка звонят лодка") for a in checker.feed(w)]
    # words 0-5 at 0.0 .. 2.5 s all explain «лодка»; «звонят» is not its cognate
    assert [(a.words, t) for a, t in raised if a.rule == "cognate"] == [
        (("лодочка",), "лодка"), (("лодка",), "лодка")]
    later = [a for w in said("в дверь звонят", start=3.0) for a in checker.feed(
        WordEvent(w.index + 6, w.text, w.start, w.end))]
    assert [(a.span, a.words, checker.target_of(a)) for a in later] == [
        ((8, 9), ("звонят",), "звонок")]


def test_revisions_are_followed_without_raising_twice():
    checker = TurnChecker.for_targets([CardSpan("лодка", 0.0)])
    partial = WordEvent(0, "лодочка", 0.0, 0.4, final=False)
    raised = checker.feed(partial)
    assert [a.words for a in raised] == [("лодочка",)]
    assert checker.feed(WordEvent(0, "лодочка", 0.0, 0.4)) == []  # the final: already raised
    assert [a.words for a in checker.feed(WordEvent(1, "лодка", 0.5, 0.9))] == [("лодка",)]


def test_a_withdrawn_word_withdraws_its_alert_and_raises_it_again_when_heard_again():
    checker = TurnChecker.for_targets([CardSpan("лодка", 0.0)])
    raised = checker.feed(WordEvent(0, "лодочка", 0.0, 0.4, final=False))
    assert checker.truncate(0) == raised  # the partial hypothesis shrank to nothing
    assert [a.words for a in checker.feed(WordEvent(0, "лодочка", 0.0, 0.4))] == [("лодочка",)]


def test_revised_word_raises_its_own_alert():
    checker = TurnChecker.for_targets([CardSpan("лодка", 0.0)])
    assert [a.words for a in checker.feed(WordEvent(0, "лодка", 0.0, 0.4, final=False))] == [
        ("лодка",)]
    checker.truncate(0)
    assert [a.words for a in checker.feed(WordEvent(0, "лодочка", 0.0, 0.5))] == [("лодочка",)]


def test_a_word_whose_index_shifted_across_a_guess_is_checked_under_the_card_it_was_said_for():
    """The recognizer merged two early words: the guesser's «снег» (said before the card changed)
    moves from index 2 to index 3, which the next card's first word held. It is a guess of «снег»
    again, not a word about «молоко»; the words after it keep their own card."""
    checker = TurnChecker.for_targets([CardSpan("снег", 0.0), CardSpan("молоко", 3.0)])
    first = [WordEvent(0, "из", 0.0, 0.4), WordEvent(1, "деланный", 0.5, 1.4),
             WordEvent(2, "снег", 2.0, 2.5, speaker="guesser"), WordEvent(3, "белое", 3.2, 3.8),
             WordEvent(4, "молоко", 4.0, 4.6)]
    raised = [a for w in first for a in checker.feed(w)]
    assert [(a.span, checker.target_of(a)) for a in raised] == [
        ((2, 3), "снег"), ((4, 5), "молоко")]
    again = [WordEvent(0, "из", 0.0, 0.4), WordEvent(1, "деланный", 0.5, 1.0),
             WordEvent(2, "стол", 1.0, 1.4), WordEvent(3, "снег", 2.0, 2.5, speaker="guesser")]
    events = [e for w in again for e in checked(checker, w)]
    gone = [e.alert.span for e in events if isinstance(e, Retraction)]
    new = [(e.span, e.words, checker.target_of(e)) for e in events if isinstance(e, Alert)]
    assert (2, 3) in gone and (4, 5) in gone
    assert ((3, 4), ("снег",), "снег") in new  # the guess, under its own card
    assert ((4, 5), ("молоко",), "молоко") in new  # the next card's words checked again
    assert {c.target for c in checker.raised} == {"снег", "молоко"}
    assert len(checker.raised) == 2


def test_a_turn_needs_a_card():
    with pytest.raises(ValueError):
        TurnChecker.for_targets([])


# ---- asking the table for the card on it (live) -----------------------------------------------

def test_each_word_is_checked_against_the_secret_word_said_at_that_time():
    secret = ["кошка"]
    checker = TurnChecker(lambda w: secret[0])
    assert [a.words for a in checker.feed(word(0, "кошачий"))] == [("кошачий",)]
    secret[0] = "книга"  # guessed: the next word is drawn
    assert checker.feed(word(1, "кошачий")) == []  # no longer the secret's family
    alerts = checker.feed(word(2, "книжный"))
    assert [(a.span, checker.target_of(a)) for a in alerts] == [((2, 3), "книга")]
    assert checker.target_of(checker.raised[0].alert) == "кошка"


def test_no_secret_word_means_nothing_is_checked():
    checker = TurnChecker(lambda w: None)
    assert checker.feed(word(0, "кошачий")) == []


def test_a_revised_word_is_checked_again_and_a_cut_forgets_words():
    checker = TurnChecker(lambda w: "книга")
    assert checker.feed(word(0, "стол", final=False)) == []
    assert [a.words for a in checker.feed(word(0, "книжный"))] == [("книжный",)]
    checker.truncate(0)
    assert checker.feed(word(0, "дом")) == []


def test_a_revised_word_stays_with_the_card_it_was_first_given_to():
    secret = ["кошка"]
    checker = TurnChecker(lambda w: secret[0])
    assert checker.feed(word(0, "стол", final=False)) == []
    secret[0] = "книга"  # drawn while the partial word was still being revised
    alerts = checker.feed(word(0, "кошачий"))
    assert [(a.span, checker.target_of(a)) for a in alerts] == [((0, 1), "кошка")]
    assert checker.feed(word(1, "кошачий")) == []  # a new word: the new card's
    assert [checker.target_of(a) for a in checker.feed(word(2, "книжка"))] == ["книга"]


def test_words_heard_between_cards_are_not_checked_even_when_revised():
    secret: list[str | None] = [None]
    checker = TurnChecker(lambda w: secret[0])
    assert checker.feed(word(0, "книжка", final=False)) == []
    secret[0] = "книга"
    assert checker.feed(word(0, "книжный")) == []  # heard before the word was drawn
    assert [(a.span, a.words) for a in checker.feed(word(1, "книжный"))] == [
        ((1, 2), ("книжный",))]


def test_a_withdrawn_word_is_heard_again_for_the_card_on_the_table_now():
    secret = ["кошка"]
    checker = TurnChecker(lambda w: secret[0])
    assert checker.feed(word(0, "так")) == []
    assert checker.feed(word(1, "книжный", final=False)) == []
    checker.truncate(1)
    secret[0] = "книга"
    alerts = checker.feed(word(1, "книжный"))
    assert [(a.span, checker.target_of(a)) for a in alerts] == [((1, 2), "книга")]


def test_a_turn_resumed_midway_starts_checking_at_its_next_word():
    checker = TurnChecker(lambda w: "книга")
    alerts = checker.feed(word(7, "книжный"))
    assert [a.span for a in alerts] == [(7, 8)]


def test_an_alert_raised_elsewhere_gets_the_card_of_its_first_word():
    secret = ["кошка"]
    checker = TurnChecker(lambda w: secret[0])
    checker.feed(word(0, "так"))
    secret[0] = "книга"
    checker.feed(word(1, "вот"))
    spotted = Alert("cognate", (0, 1), ("кошечка",), 0.9, "услышано поиском")
    at_the_end = Alert("cognate", (2, 2), ("книжка",), 0.9, "услышано поиском")
    assert (checker.target_of(spotted), checker.target_of(at_the_end)) == ("кошка", "книга")
    assert TurnChecker(lambda w: "кошка").target_of(spotted) == ""  # no word heard yet


# ---- cards stamped as they are drawn (live) ---------------------------------------------------

def drawn(*cards: tuple[str, float]) -> tuple[DrawnCards, TurnChecker]:
    table = DrawnCards()
    for word_, at in cards:
        table.draw(word_, at)
    return table, TurnChecker.for_drawn(table)


def timed(index: int, text: str, start: float, final: bool = True) -> WordEvent:
    return WordEvent(index, text, start, start + 0.4, 1.0, final)


def test_a_word_given_after_the_guess_is_checked_against_the_card_it_was_said_under():
    """Whisper gives «кошачий» (said at 4.2 s, under «кошка») after the judge's «Угадано» drew
    «книга» at 5.0 s: it is still the first card's same-root word, and the second card's words
    are the second card's."""
    cards, checker = drawn(("кошка", 0.0))
    assert checker.feed(timed(0, "так", 1.0)) == []
    cards.draw("книга", 5.0)
    late = checker.feed(timed(1, "кошачий", 4.2))
    assert [(a.words, checker.target_of(a)) for a in late] == [(("кошачий",), "кошка")]
    assert checker.feed(timed(2, "кошачий", 5.6)) == []  # said under «книга»: not its family
    new = checker.feed(timed(3, "книжный", 6.0))
    assert [(a.span, checker.target_of(a)) for a in new] == [((3, 4), "книга")]


def test_a_word_still_partial_when_the_guess_was_pressed_keeps_its_card():
    cards, checker = drawn(("кошка", 0.0))
    assert checker.feed(timed(0, "это", 4.6, final=False)) == []  # misheard at first
    cards.draw("книга", 5.0)
    final = checker.feed(timed(0, "кошачий", 4.6))
    assert [(a.words, checker.target_of(a)) for a in final] == [(("кошачий",), "кошка")]


def test_a_word_heard_again_after_the_guess_at_another_second_goes_to_its_own_card():
    """The recognizer re-times a word across the card change: at 5.3 s it was said under
    «книга», so the alert it raised under «кошка» is withdrawn and it is checked again."""
    cards, checker = drawn(("кошка", 0.0))
    assert [a.words for a in checker.feed(timed(0, "кошачий", 4.8, final=False))] == [
        ("кошачий",)]
    cards.draw("книга", 5.0)
    events = checked(checker, timed(0, "книжный", 5.3))
    assert [type(e).__name__ for e in events] == ["Retraction", "Alert"]
    assert checker.target_of(events[1]) == "книга"


def test_a_card_comes_out_after_the_words_already_checked_and_only_once():
    cards, checker = drawn(("кошка", 0.0))
    checker.feed(timed(0, "мяу", 2.0))
    assert cards.draw("кошка", 3.0) is None  # already on the table
    card = cards.draw("книга", 2.0)  # typed words within one tick of the turn's clock
    assert card is not None and card.start == 2.001 and cards.start == 2.001
    assert cards.draw("нож", 1.0).start == 2.001  # never before the card it follows
    assert [c.word for c in cards.cards] == ["кошка", "книга", "нож"]


def test_no_card_drawn_yet_means_nothing_is_checked():
    _, checker = drawn()
    assert checker.feed(timed(0, "кошачий", 0.5)) == []


def test_an_alert_raised_elsewhere_gets_the_card_on_the_table_when_it_was_said():
    """The spotter's hit on «кошечка» at 4.5 s comes after «книга» was drawn at 5.0 s and its
    words were heard: it is about «кошка»; a hit at 6.0 s is about «книга»."""
    cards, checker = drawn(("кошка", 0.0))
    checker.feed(timed(0, "так", 4.0))
    cards.draw("книга", 5.0)
    checker.feed(timed(1, "вот", 5.5))
    early = Alert("cognate", (2, 2), ("кошечка",), 0.9, "услышано поиском", start=4.5, end=4.9)
    later = Alert("cognate", (2, 2), ("книжка",), 0.9, "услышано поиском", start=6.0)
    assert (checker.target_of(early), checker.target_of(later)) == ("кошка", "книга")
