"""Homonymous roots against a secret verb or compound, where no rival nest is computed
(`referee.language.kinship.verb_target`, `HomonymChecks._verb_on_first_stem`).

Examples are outside the pair sets where they can be: the rules are about kinds of words.
"""

import pytest

from referee.language.kinship.verb_target import aspect_partner, verb_target
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word", "kin"),
    [
        ("водоворот", "водить", False),  # вод-о-: вода's stem; водить heads its own nest
        ("водоворот", "водитель", False),
        ("водоворот", "вода", True),
        ("вертолет", "вертеть", True),  # no noun on верт-: the first stem is the verb's
        ("пароход", "париться", True),  # париться ← пар: made from the noun
    ],
)
def test_a_verb_nest_on_a_compounds_first_stem(target, word, kin):
    assert (morphology().same_root(target, word) is not None) == kin


@pytest.mark.parametrize(
    ("target", "word", "kin"),
    [
        ("копить", "копировать", False),  # a simple verb with a stem suffix of its own
        ("гасить", "гаснуть", True),  # the aspect partner (-ну-)
        ("таскать", "перетаскивать", True),  # a prefixed verb
    ],
)
def test_another_verb_on_the_root_of_a_secret_verb(target, word, kin):
    assert (morphology().same_root(target, word) is not None) == kin


def test_aspect_partners_are_prefixed_or_carry_an_aspect_suffix():
    lex = morphology().lex
    assert aspect_partner(lex, "вздремнуть")
    assert aspect_partner(lex, "перетаскивать")
    assert not aspect_partner(lex, "копировать")


def test_a_verb_target_is_read_first_as_an_infinitive():
    m = morphology()
    assert verb_target(m.target("бросить"))
    assert not verb_target(m.target("честь"))  # a noun, though an old verb is spelled so
    assert morphology().same_root("честь", "честолюбие") is not None


@pytest.mark.parametrize(
    ("target", "word", "kin"),
    [
        ("носить", "носорог", False),  # нос-о-рог: the noun нос
        ("водить", "водопад", False),
        ("чистить", "чистотел", True),  # чистый: verbs are made from adjectives
        ("вертеть", "вертолёт", True),  # no noun on верт-
    ],
)
def test_a_compound_on_the_stem_of_a_secret_verb(target, word, kin):
    assert (morphology().same_root(target, word) is not None) == kin


def test_a_noun_on_an_alternated_shape_made_from_an_outside_word_is_a_homonym():
    m = morphology()
    assert m.decide("бросить", "брошка").branch == "alternated-namesake"  # ← брошь
    assert m.same_root("бросить", "брошенный") is not None  # the verb's own participle
    assert m.same_root("красть", "кража") is not None  # no base: may be the verb's noun
