"""Letter nouns heard run together with the preposition before them («по слогам» → «послога»)."""

from __future__ import annotations

import pytest

from referee.rules.base import Token
from referee.rules.checker import check_text
from referee.rules.letters import preposition_glued_noun


@pytest.mark.parametrize(("word", "preposition"), [("послога", "по"), ("набукву", "на"),
                                                    ("побуквам", "по")])
def test_a_preposition_run_into_a_letter_noun_is_found(word, preposition):
    assert preposition_glued_noun(Token(0, word, conf=0.7)) == preposition


@pytest.mark.parametrize("word", ["наслово", "посуду", "набок", "слога"])
def test_words_and_near_misses_are_no_glued_letter_noun(word):
    assert preposition_glued_noun(Token(0, word, conf=0.7)) is None


def test_a_glued_letter_noun_is_a_letters_alert():
    alerts = check_text("малахит", "зелёный камень уральский послога малыхит")
    assert [a.words for a in alerts if a.rule == "letters"] == [("послога",)]
