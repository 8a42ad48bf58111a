"""Foreign words, session 37 (foreign39): a name blurted after the description, heard in two
pieces.

The recognizer, decoding Russian, often cuts a long foreign name that ends the turn into two
words of no language («ручку ханик шлайдер» for Honigschleuder). Garbled Russian heard so keeps
a Russian shape somewhere: an adjective or verb ending, an oblique case, a preposition written
on a piece, or a piece Russian text writes. `blurted_in_pieces`: the turn's last two words, each
heard unsure (below 0.9), no Russian word, slip or word of Russian text, nor shaped as a Russian
verb, adjective or form, the last read at best as a bare singular noun in the nominative or
accusative and the first as no verb, adjective, participle nor oblique case, are one foreign
word; unless the last rhymes with the secret word (a rhyme said for it, heard garbled).

Real pymorphy3, real wordfreq; words from no eval set."""

import pytest
from heard_support import foreign_alerts_heard as heard

DESCRIPTION = "в:0.9 нём:0.9 носят:0.9 воду:0.9 из:0.9 колодца:0.9 "


def test_a_name_heard_in_two_pieces_at_the_end_is_foreign():
    assert heard("ведро", DESCRIPTION + "фашур:0.5 дромель:0.6") == [("фашур", "дромель")]


@pytest.mark.parametrize(
    "pieces",
    [
        "фашур:0.5 дромель:0.95",  # heard surely: a rare Russian word the recognizer knows
        "фашурные:0.5 дромель:0.6",  # an adjective's ending
        "фашурами:0.5 дромель:0.6",  # an oblique case
        "фашур:0.5 дромели:0.6",  # a plural: no bare name
        "фашур:0.5 сдромель:0.6",  # a preposition written on its noun
        "фашур дромель",  # typed: read by spelling, not by place
    ],
)
def test_two_last_pieces_with_a_russian_shape_or_heard_surely_are_not_foreign(pieces):
    assert heard("ведро", DESCRIPTION + pieces) == []


def test_two_last_pieces_rhyming_with_the_secret_word_are_a_rhyme_heard_garbled():
    assert heard("карамель", DESCRIPTION + "фашур:0.5 дромель:0.6") == []
