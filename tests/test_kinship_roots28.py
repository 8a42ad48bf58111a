"""roots28 (issue #13, same-root misses, second round): a secret word whose MorphyNet nest is
headed by a full participle (видимый, открытый) has the participle's verb nest for its own; a
secret word made by -очк-/-ечк- from a -к- noun MorphyNet gives as its base (снегур-очк-а ←
снегур-к-а) has that noun's roots; a secret stem opening with the plural -ят-/-ат- stem of a
young animal's noun (ут-ят-ник: утята, утёнок) has that noun's roots and nest; the yod suffix
of a possessive adjective or a collective noun palatalizes the root before it (леш-ий ← лес,
за-тишь-е ← тихий), navec's word on the noun, or on an attested pair, not needed; a verb
morpholog cuts as a root and -ну- shares the target's root that has one consonant more, which
-ну- swallowed (тро-ну-ть for трог, об-ма-ну-ть for обман, an н only with navec putting the
verb near)."""

from referee.language.kinship.alternation import yod_palatalized
from referee.language.morphology import morphology
from referee.rules.checker import check_text


def test_the_verb_of_a_participle_heading_the_nest_is_kin():
    m = morphology()
    assert m.same_root("невидимка", "видеть") is not None
    assert m.same_root("открытка", "закрыть") is not None
    assert check_text("невидимка", "его никто не увидел")


def test_a_look_alike_of_the_participle_s_verb_stays_apart():
    assert morphology().same_root("невидимка", "вилка") is None
    assert morphology().same_root("открытка", "кровать") is None


def test_a_diminutive_in_ochk_of_a_k_noun_has_that_noun_s_root():
    m = morphology()
    assert m.target("снегурочка").roots == ("снег",)
    assert m.same_root("снегурочка", "снеговик") is not None
    assert check_text("снегурочка", "там снежинки")


def test_a_look_alike_of_the_k_noun_s_root_stays_apart():
    assert morphology().same_root("снегурочка", "снятие") is None


def test_a_stem_on_the_young_animal_s_plural_has_that_noun_s_root():
    m = morphology()
    assert m.target("утятник").roots == ("ут",)
    assert m.same_root("утятник", "утка") is not None
    assert check_text("утятник", "там живут утята")


def test_a_look_alike_of_the_young_animal_s_root_stays_apart():
    m = morphology()
    assert m.same_root("утятник", "утюг") is None
    assert m.same_root("утятник", "утро") is None


def test_the_yod_suffix_palatalizes_the_root_before_it():
    m = morphology()
    assert yod_palatalized(m.lex, m.target("леший"), "лес")
    assert yod_palatalized(m.lex, m.target("волчий"), "волк")
    assert not yod_palatalized(m.lex, m.target("леший"), "лест")
    assert m.same_root("леший", "лес") is not None
    assert m.same_root("леший", "лесник") is not None


def test_a_palatal_root_with_no_yod_after_it_takes_no_such_base():
    m = morphology()
    assert not yod_palatalized(m.lex, m.target("лешак"), "лес")
    assert m.same_root("леший", "лесть") is None


def test_a_consonant_swallowed_by_nu_leaves_the_same_root():
    m = morphology()
    assert m.same_root("недотрога", "тронуть") is not None
    assert m.same_root("обман", "обмануть") is not None
    assert check_text("недотрога", "до неё нельзя дотронуться")


def test_an_n_of_the_noun_s_own_before_nu_is_no_swallowed_root_consonant():
    m = morphology()
    assert m.same_root("сосна", "соснуть") is None
    assert m.same_root("недотрога", "кануть") is None


def test_an_attested_pair_behind_the_yod_suffix_needs_no_navec_nearness():
    m = morphology()
    assert m.same_root("затишье", "тихий") is not None  # navec −0.08
    assert m.same_root("затишье", "утихнуть") is not None
    assert m.same_root("затишье", "тесто") is None
