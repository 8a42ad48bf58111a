"""A noun with a zero ending after a soft stem (саж-ень, куст-арь, суд-арь), which no morphemic
dictionary segments and the dictionary or navec knows, is a word of its own, as a zero-ending one
is (пер-ец, груз-ин): the short tail our cutting leaves after the secret word's root is no suffix
(issue #13, roots20). The soft sign alone is no tail at all (кость is the root with its ending).

A secret noun MorphyNet gives no base, written by morpholog with a verb's stem vowel after its
root (кур-и-льщиц-а, пищ-а-лк-а), is made from that verb, as one MorphyNet derives from a verb
is: a compound whose first stem is a noun's on the same letters (кур-о-вод, пищ-е-вод) is a
homonym, unless the verb is itself made from that noun (жен-и-ть-б-а ← жениться ← жена)."""

from types import SimpleNamespace

from referee.language.kinship.steps import short_simple_noun, zero_ending
from referee.language.kinship.verb_target import unlisted_verb_base
from referee.language.kinship.verdict import Probe
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology
from referee.language.segment import Cut


def simple(lemma: str, root: str, morphemes: dict | None = None) -> bool:
    m = SimpleNamespace(lex=SimpleNamespace(morphemes=morphemes or {}))
    cut = Cut("", root, lemma[len(root):], "derived")
    return short_simple_noun(m, Probe(None, lemma, "segment", cut))  # type: ignore[arg-type]


def test_zero_ending_takes_the_soft_sign_of_the_stem():
    assert zero_ending("перец")
    assert zero_ending("сажень")
    assert zero_ending("сударь")
    assert not zero_ending("вода")
    assert not zero_ending("осанна")


def test_a_soft_stem_noun_with_a_short_tail_is_a_simple_word():
    assert simple("сударь", "суд")
    assert simple("картель", "кар")
    assert simple("перец", "пер")  # as before: a zero ending after a hard stem
    assert not simple("кость", "кост")  # the soft sign alone is no suffix
    assert not simple("сударь", "суд", {"сударь": ("сударь",)})  # a morphemic dictionary knows it
    assert not simple("осанна", "осан")  # an ending -а, no zero one: the rule is for nouns only


def test_a_look_alike_with_a_soft_stem_tail_is_not_kin():
    m = morphology()
    assert m.decide("суд", "сударь").match is None
    assert m.decide("кара", "картель").match is None
    assert m.decide("крем", "кремень").match is None


def test_kin_through_the_nest_stay_kin():
    m = morphology()
    assert m.decide("пекарня", "пекарь").match is not None
    assert m.decide("буква", "букварь").match is not None


def test_a_noun_on_a_verbs_stem_vowel_has_the_verb_as_base():
    lex = lexicon()
    m = morphology()
    assert unlisted_verb_base(lex, m.target("курильщица"), "кур")  # кур-и-ть heads its nest
    assert not unlisted_verb_base(lex, m.target("женитьба"), "жен")  # жениться ← жена
    assert not unlisted_verb_base(lex, m.target("чай"), "ча")  # ча-я-ть is чаять's entry


def test_a_compound_on_a_nouns_first_stem_is_no_kin_of_a_verbs_noun():
    m = morphology()
    assert m.decide("курильщица", "куровод").match is None
    assert m.decide("пищалка", "пищевод").match is None
    assert m.decide("топанье", "топограф").match is None
    assert m.decide("женитьба", "женолюб").match is not None  # the verb is the noun's
    assert m.decide("курильщица", "курить").match is not None
