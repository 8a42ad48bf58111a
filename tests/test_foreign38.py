"""Foreign words, session 36 (foreign38): a name blurted after the description.

A player who has described the thing often ends the turn on its foreign name with no cue
(«им шьют на пальце фингерхут»), and the recognizer, decoding Russian, writes it as no
Russian word. Garbled Russian at the turn's end is as common, but it sits in a Russian frame: a
preposition, verb or adjective holds it, so it is heard in an oblique case, as a verb, or with its
preposition written on it. `blurted_name`: the last word, heard unsure (0.3 to 0.7), no
dictionary word nor a slip of one, right after a dictionary noun heard at 0.4 or more, read at
best as a bare singular noun in the nominative or accusative, with no preposition run into it
and never seen in Russian text (a name would be), is foreign.

Real pymorphy3, real wordfreq; words from no eval set."""

import pytest
from heard_support import foreign_alerts_heard as heard


@pytest.mark.parametrize(
    ("target", "text", "word"),
    [
        ("зонт", "его:0.9 раскрывают:0.9 когда:0.9 идёт:0.9 дождь:0.9 паргуас:0.55", "паргуас"),
        ("кошелёк", "в:0.9 нём:0.9 носят:0.9 мелочь:0.9 и:0.9 деньги:0.9 бурзель:0.5", "бурзель"),
    ],
)
def test_a_name_blurted_after_the_description_is_foreign(target, text, word):
    assert heard(target, text) == [(word,)]


@pytest.mark.parametrize(
    ("target", "text"),
    [
        # heard surely: a rare Russian word the recognizer knows
        ("зонт", "его:0.9 раскрывают:0.9 когда:0.9 идёт:0.9 дождь:0.9 паргуас:0.8"),
        # the noun before heard unsure: a guess too, maybe a piece of the same Russian phrase
        ("зонт", "его:0.9 раскрывают:0.9 когда:0.9 идёт:0.9 дождь:0.35 паргуас:0.55"),
        # after a verb or a preposition: a word of the Russian clause
        ("лодка", "на:0.9 ней:0.9 рыбаки:0.9 плывут:0.9 тирбаю:0.55"),
        ("лодка", "она:0.9 стоит:0.9 у:0.9 причала:0.9 в:0.9 бухтеке:0.55"),
        # an oblique case or a plural: what a Russian word before holds
        ("суп", "в:0.9 тарелке:0.9 бульон:0.9 лапшовкой:0.55"),
        ("суп", "его:0.9 едят:0.9 ложкой:0.9 из:0.9 тарелки:0.9 гарнирки:0.55"),
        # a preposition run into its noun
        ("пальто", "его:0.9 носят:0.9 осенью:0.9 напрогулке:0.55"),
        ("пальто", "его:0.9 вешают:0.9 дома:0.9 вприхожке:0.55"),
        # a Russian verb whose «-ются» is written as said
        ("акробат", "на:0.9 арене:0.9 клоуны:0.9 кувыркаюца:0.6"),
        # a name Russian text writes: said in the Russian sentence
        ("книга", "её:0.9 написал:0.9 в:0.9 молодости:0.9 писатель:0.9 беспалов:0.5"),
        # typed: read by spelling, not by place
        ("зонт", "его раскрывают когда идёт дождь паргуас"),
    ],
)
def test_a_last_word_in_a_russian_frame_or_heard_surely_is_not_foreign(target, text):
    assert heard(target, text) == []
