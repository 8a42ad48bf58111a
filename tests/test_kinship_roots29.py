"""Same-root errors in the steps and homonym checks (roots29): a numeral is the root of the words
made on it whatever navec says (`steps.numeral_base`); a vowel closing a word is its ending, not
a verb's stem vowel (`homonyms.on_verb_stem`); a prefixed verb with no unprefixed twin is made
from the noun of a compound's first stem (`homonyms.circumfix_verb`)."""

import pytest

from referee.language.kinship.homonyms import circumfix_verb, on_verb_stem
from referee.language.morphology import morphology
from referee.language.words import ordinal


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("двойка", "два"),  # navec puts the numeral far from its derivative
        ("двойка", "двое"),  # a collective numeral too
        ("девятка", "девять"),  # ← девятый: the numeral's own ordinal is no other base
    ],
)
def test_a_numeral_on_the_bare_root_is_kin(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "numeral-root"


def test_a_numeral_beside_a_noun_base_on_its_stem_stays_a_homonym():
    decision = morphology().decide("пятка", "пять")  # пятк-а ← пята, not пять
    assert decision.match is None
    assert decision.branch == "bare-homonym"


def test_ordinal_adjectives():
    assert ordinal("девятый")
    assert not ordinal("пята")
    assert not ordinal("новый")


@pytest.mark.parametrize(
    ("word", "root", "expected"),
    [
        ("утка", "утк", False),  # утк-а: the closing vowel is the ending
        ("будка", "будк", False),  # будк-а
        ("носилки", "нос", True),  # нос-и-лк-и: made from носить
        ("носить", "нос", True),  # нос-и-ть
    ],
)
def test_a_stem_vowel_needs_a_verb_s_suffix_after_it(word, root, expected):
    assert on_verb_stem(morphology().lex, word, root) is expected


def test_a_noun_in_a_on_a_compound_s_first_stem_is_kin():
    decision = morphology().decide("утконос", "утка")  # утк-о-нос: no verb on утк-
    assert decision.match is not None
    assert decision.branch != "compound-first-stem-verb"


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("разоружить", True),  # раз-оруж-и-ть: no оружить
        ("приземлить", True),  # при-земл-и-ть: no землить
        ("заводить", False),  # за-вод-и-ть: водить
        ("водить", False),  # no prefix
    ],
)
def test_circumfix_verbs(word, expected):
    assert circumfix_verb(morphology().lex, word) is expected


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("землекоп", "приземлить"),  # the verb is made from земля, the compound's first stem
        ("лесоруб", "облесить"),  # from лес
    ],
)
def test_a_circumfix_verb_on_a_compound_s_first_stem_is_kin(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "compound-stem"


def test_a_prefixed_verb_of_a_homonymous_nest_stays_apart():
    decision = morphology().decide("водолаз", "заводить")  # за-водить: водить, not вода
    assert decision.match is None
    assert decision.branch == "compound-first-stem-verb"
