"""The foreign listen (`referee.speech.foreign_listen`, session 33, foreign34): the turn's last
word, left unflagged and heard as no Russian word, read in the rarer foreign lexicons and scored
on its audio under the reading's own language against the heard text and its Russian neighbours.
Which words are listened to, the loanword guard, the margins (a fake scorer), and the rarer
lexicons behind the common ones. Real pymorphy3, real wordfreq; words from no eval set."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from referee.events import WordEvent
from referee.language.translit import LEXICON_SIZE, foreign_lexicon
from referee.rules.foreign.evidence import heard_last_evidence
from referee.speech import foreign_listen as listen
from referee.speech.foreign_listen import (
    HEARD_MARGIN,
    MARGIN,
    RARE_SIZE,
    last_word_alerts,
    listen_last,
    loanword_said,
    rare_reading,
)

AUDIO = np.zeros(16_000 * 4, np.int16)


def heard(text: str, conf: float = 0.6) -> list[WordEvent]:
    return [WordEvent(i, word, i * 0.5, i * 0.5 + 0.4, conf) for i, word in enumerate(text.split())]


class Scorer:
    """A fake `likelihoods`: each text scores what `scores` says (0 unless named), under any
    language; the texts and languages asked are kept."""

    def __init__(self, scores: dict[str, float]) -> None:
        self.scores = scores
        self.asked: list[tuple[tuple[str, ...], tuple[str, ...]]] = []

    def __call__(self, audio: np.ndarray, texts: Sequence[str],
                 languages: Sequence[str]) -> list[tuple[float, ...]]:
        self.asked.append((tuple(texts), tuple(languages)))
        return [(self.scores.get(text, 0.0),) for text in texts]


@pytest.mark.parametrize(("word", "reading"), [("фингерхут", "fingerhut"),
                                               ("штекнадель", "stecknadel")])
def test_the_rarer_lexicons_read_what_the_common_ones_do_not(word: str, reading: str) -> None:
    """German Fingerhut (напёрсток) and Stecknadel (булавка), Zipf 2.5–2.7: too rare for the
    common lexicons at the turn's end, found in the rarer ones."""
    assert heard_last_evidence(word) is None
    assert rare_reading(word).word == reading
    assert len(foreign_lexicon("de", RARE_SIZE).zipf) > len(foreign_lexicon("de").zipf)
    assert len(foreign_lexicon("de").zipf) == LEXICON_SIZE


@pytest.mark.parametrize("word", ["собака", "красивый", "пошёл", "подоконник"])
def test_a_russian_word_has_no_rare_reading(word: str) -> None:
    assert rare_reading(word) is None


@pytest.mark.parametrize("word", ["кардиганн", "пармезанн", "гуакомоле"])
def test_a_loanword_heard_a_little_off_is_the_loanword_said(word: str) -> None:
    """Heard for кардиган, пармезан, гуакамоле (loanwords in Russian use), these read as the
    foreign words the loanwords are spelt as: said as Russian words, never alerted."""
    reading = rare_reading(word)
    assert reading is not None and loanword_said(word, reading)
    scorer = reading_scorer(word, MARGIN + 10.0)
    assert last_word_alerts("кофта", heard(f"тёплая на пуговицах {word}"), AUDIO, [],
                            scorer) == []


def test_a_foreign_word_near_no_loanword_is_not_guarded() -> None:
    reading = rare_reading("фингерхут")
    assert not loanword_said("фингерхут", reading)


def test_the_reading_is_scored_under_its_own_language() -> None:
    scorer = Scorer({})
    listen_last(heard("им шьют на пальце фингерхут"), AUDIO, "напёрсток", [], scorer)
    (texts, languages), = scorer.asked
    assert texts[:2] == ("фингерхут", "fingerhut") and languages[:2] == ("ru", "de")
    assert set(languages[2:]) <= {"ru"} and len(texts) == len(languages)


def reading_scorer(word: str, foreign: float, heard_score: float = 0.0) -> Scorer:
    reading = rare_reading(word)
    assert reading is not None, word
    return Scorer({reading.word: foreign, word: heard_score})


@pytest.mark.parametrize("word", ["фингерхут", "штекнадель"])
def test_a_reading_likelier_by_the_margin_is_alerted(word: str) -> None:
    words = heard(f"им шьют на пальце {word}")
    scorer = reading_scorer(word, MARGIN + 1.0)
    (alert,) = last_word_alerts("напёрсток", words, AUDIO, [], scorer)
    assert alert.rule == "foreign" and alert.span == (4, 5)
    assert alert.evidence["method"] == listen.METHOD
    assert "после переслушивания" in alert.explanation


@pytest.mark.parametrize("word", ["фингерхут", "штекнадель"])
def test_a_reading_less_likely_than_the_heard_text_is_not(word: str) -> None:
    words = heard(f"им шьют на пальце {word}")
    scorer = reading_scorer(word, MARGIN + 1.0, heard_score=MARGIN + 1.0 - HEARD_MARGIN + 0.5)
    assert last_word_alerts("напёрсток", words, AUDIO, [], scorer) == []


def test_a_word_an_alert_covers_is_not_listened_to() -> None:
    words = heard("им шьют на пальце фингерхут")
    scorer = reading_scorer("фингерхут", MARGIN + 1.0)
    assert listen_last(words, AUDIO, "напёрсток", [4], scorer) is None
    assert scorer.asked == []


def test_only_the_last_word_is_listened_to() -> None:
    words = heard("фингерхут им шьют на пальце")
    scorer = reading_scorer("фингерхут", MARGIN + 1.0)
    assert listen_last(words, AUDIO, "напёрсток", [], scorer) is None


def test_a_russian_neighbour_as_likely_keeps_the_word_russian() -> None:
    """The heard text's nearest common Russian forms are scored too: one within `MARGIN` of the
    reading keeps the word as heard."""
    word = "фингерхут"
    scorer = reading_scorer(word, MARGIN + 1.0)
    listen_last(heard(f"им шьют на пальце {word}"), AUDIO, "напёрсток", [], scorer)
    (texts, _), = scorer.asked
    if len(texts) > 2:  # a neighbour to score
        scorer.scores[texts[2]] = 2.0
        assert listen_last(heard(f"им шьют на пальце {word}"), AUDIO, "напёрсток", [],
                           scorer) is None


def test_a_play_on_the_secret_word_is_not_listened_to() -> None:
    scorer = reading_scorer("фингерхут", MARGIN + 1.0)
    assert listen_last(heard("это фингерхут"), AUDIO, "фингерхуд", [], scorer) is None
