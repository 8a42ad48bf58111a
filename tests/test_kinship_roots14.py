"""Same-root rules of the roots14 round (issue #13): stump compounds, compounds named after
their first stem, a verb made from the first stem's noun, a nest's own noun against its namesake,
a parent's root inside morpholog's one root, the -ед of есть, the zero grade, a verb's stem vowel,
the kind a compound's stem stands for, and nouns read past a surname's parse."""

import pytest

from referee.language.morphology import morphology
from referee.language.segment import grades
from referee.language.words import is_noun


def _kin(target: str, word: str) -> bool:
    return morphology().same_root(target, word) is not None


def test_a_stump_compound_keeps_its_two_roots_apart():
    m = morphology()
    assert m.target("химчистка").roots == ("хим", "чист")  # хим + чист-к-а
    assert m.target("зоопарк").roots == ("зоо", "парк")
    assert m.target("телефон").roots == ("телефон",)  # теле is a prefix-like stem: one root
    assert _kin("химчистка", "чистить")
    assert not _kin("химчистка", "частый")


def test_a_compound_navec_puts_near_its_first_stem_has_a_bare_last_stem():
    m = morphology()
    assert m.target("марсоход").roots == ("марс", "ход")  # марсоход/марс 0.41
    assert _kin("марсоход", "ход")
    assert _kin("марсоход", "ходить")
    assert m.target("бегемот").roots == ("бегемот",)  # бег 0.03: no compound
    assert m.target("колокол").roots == ("колокол",)  # кол 0.22: below the bar


def test_a_bare_noun_whose_stem_a_noun_of_the_nest_spells_is_a_namesake():
    m = morphology()
    # угол is the base; since session 32 (roots61) the meaning of угольник, which navec does not
    # know, is read off угол, and that parts уголь before this rule is asked
    assert m.decide("угольник", "уголь").match is None
    assert m.decide("угольник", "уголь").branch == "bases-unrelated"
    assert _kin("угольник", "угол")
    # жесть is; since session 32 (roots61) the soft-sign twin's rule parts them first
    assert m.decide("жестянщик", "жест").match is None
    assert m.decide("жестянщик", "жест").branch == "soft-sign-namesake"
    assert _kin("жестянщик", "жесть")


def test_a_parent_root_inside_morphologs_one_root_when_navec_puts_them_near():
    m = morphology()
    assert "лист" in m.target("лиственница").roots  # лиственниц-а ← листва (0.27)
    assert _kin("лиственница", "листопад")
    assert m.target("столица").roots == ("столиц",)  # стол: 0.05, far
    assert m.target("бочка").roots == ("бочк",)  # бок: 0.05


@pytest.mark.parametrize("compound", ["сердцеед", "короед", "муравьед"])
def test_a_noun_made_into_a_word_with_a_verb_is_that_verbs_own(compound):
    assert _kin(compound, "еда")  # ед-ок ← еда, есть: the -ед is есть's, not едать's


def test_a_namesake_of_a_verb_stem_stays_one():
    assert morphology().decide("садовод", "вода").branch == "compound-verb-stem"


def test_a_roots_first_letter_never_drops():
    assert "гн" not in grades("огн")
    assert "шв" in grades("шов")  # a vowel inside still drops
    assert not _kin("огниво", "гнить")
    assert _kin("огниво", "огонь")


def test_a_verb_made_from_the_first_stems_noun_is_kin_through_any_step():
    assert _kin("мыловар", "намылить")  # намылить ← мылить ← мыло
    assert _kin("белоручка", "белеть")  # белеть ← белый: the adjective's verb
    assert morphology().decide("водолаз", "водить").branch == "compound-first-stem-verb"


def test_a_vowel_before_a_nouns_ending_is_no_verbs_stem_vowel():
    assert _kin("химчистка", "химия")  # хим-и-я is no verb
    assert morphology().decide("носорог", "носилки").branch == "compound-first-stem-verb"


def test_a_first_stem_stands_for_the_kind_navec_puts_clearly_nearer():
    assert _kin("частокол", "частый")  # частокол: частый 0.10, часть −0.05
    assert _kin("частокол", "часто")
    assert not _kin("частокол", "часть")
    assert _kin("паровоз", "пар")  # паровой is of пар's nest: the noun stays


def test_a_last_stem_noun_navec_puts_clearly_nearer_than_the_verbs_is_kept():
    assert _kin("водопровод", "вода")  # вода 0.33, водить 0.02
    assert morphology().decide("знаменосец", "нос").match is None  # нос 0.02, носить −0.07


def test_a_noun_is_read_past_a_surnames_parse():
    assert not is_noun("горький")  # the surname is its likeliest parse; the adjective is meant
    assert is_noun("бок")
    assert _kin("горчица", "горький")  # горький heads горчица's nest, no far noun
