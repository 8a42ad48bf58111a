"""Foreign words through speech, session 32 (foreign32): a new blind set (foreign blind29) and two
leads measured and left. A rarer foreign lexicon for the turn's last word (each language's
150,000 commonest words, down to Zipf 2.0, instead of 40,000, down to about 2.9) reads as many
garbled or respelt Russian words and loanwords as foreign words on the cached recognitions of 52
sets (3 words gained, 7 false alerts); a second listen scoring the last word's audio for that
reading against the heard text and the Russian words near it was probed offline only (under the
reading's own language it keeps 9 foreign endings against 3 loanwords in use). Kept here:
behaviour of what those rules would have broken, and strict xfails for what is left. Real
pymorphy3, real wordfreq; recognised words with their confidences (a word without one is typed)."""

import pytest
from heard_support import foreign_alerts_heard as heard


@pytest.mark.parametrize(
    "target, text",
    [
        ("обувь", "летние туфли мокосины:0.55"),  # мокасины heard a vowel off
        ("соус", "белый соус бешемель:0.55"),  # бешамель heard a vowel off
        ("суп", "прозрачный бульон консаме:0.6"),  # консоме heard a vowel off
    ],
)
def test_a_loanword_heard_a_vowel_off_at_the_turns_end_is_not_foreign(target, text):
    assert heard(target, text) == []


def test_a_typed_uncued_frequent_foreign_word_at_the_turns_end_is_foreign():
    assert heard("лопатка", "кость на спине шультерблатт") == [("шультерблатт",)]


@pytest.mark.xfail(strict=True, reason="left: a foreign word rarer than each language's 40,000 "
                   "commonest (narice, Zipf 2.6) said bare reads in no lexicon; a rarer lexicon "
                   "read as many garbled Russian words and loanwords (3 right, 7 false on 52 sets)")
def test_a_rare_typed_foreign_word_at_the_turns_end_is_foreign():
    assert heard("ноздря", "дырочка в носу наризе") == [("наризе",)]


@pytest.mark.xfail(strict=True, reason="left: a foreign compound heard unsure with a letter lost "
                   "(Schulterblatt, Zipf 2.7, «шультерблат» 0.7) is spelt as no word of the 40,000 "
                   "commonest; the rarer lexicon reads it, and as many garbled Russian words too")
def test_a_heard_foreign_compound_with_a_letter_lost_is_foreign():
    assert heard("лопатка", "кость на спине шультерблат:0.7") == [("шультерблат",)]
