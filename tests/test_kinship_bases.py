"""Bases a secret word is made from that no resource links: the being whose young or female it
names, a compound's stem in -ой, an agent's verb, the root under a prefix and a suffix, the noun
under a noun made of an adjective."""

import pytest

from referee.language.kinship.target_base import derives, offspring_of
from referee.language.morphology import morphology


@pytest.mark.parametrize(("target", "word", "made"), [
    ("львенок", "лев", True),  # льв-ёнок on льва, the lion's own oblique stem
    ("орленок", "орел", True),
    ("мастерица", "мастер", True),
    ("пловчиха", "пловец", True),  # плов-ч-иха: пловца, ц alternated to ч
    ("портниха", "порт", False),  # a thing has no female
    ("столица", "стол", False),
    ("ягодица", "ягода", False),
    ("львенок", "ливень", False),
])
def test_the_young_or_the_female_of_a_being_is_made_from_its_name(target, word, made):
    assert offspring_of(target, word) is made


def test_offspring_are_kin_of_the_being_whatever_navec_says():
    m = morphology()
    assert m.decide("львёнок", "лев").branch == "offspring-of-it"  # navec: 0.11
    assert m.same_root("орлёнок", "орёл") is not None
    assert m.same_root("орлёнок", "орех") is None


def test_a_compound_in_oi_keeps_its_verb_stem():
    """вод-о-пой: пой is поить's grade, звер-о-бой: бить's; пойти only spells по-й."""
    m = morphology()
    assert m.target("водопой").roots == ("вод", "пой")
    assert m.same_root("водопой", "вода") is not None
    assert m.same_root("водопой", "поить") is not None
    assert m.same_root("водопой", "пойти") is None
    assert m.same_root("зверобой", "зверь") is not None
    assert m.same_root("зверобой", "бойкий") is None


def test_an_agent_in_shchik_after_a_soft_sign_is_made_from_a_verb():
    """валь-щик ← валить (not the noun вал); чесноч-ниц-а ← чеснок."""
    m = morphology()
    assert m.target("вальщик").roots == ("вал",)
    assert m.same_root("вальщик", "валить") is not None
    assert m.same_root("вальщик", "свалить") is not None
    assert m.same_root("вальщик", "валюта") is None
    assert m.same_root("чесночница", "чеснок") is not None


def test_a_prefixed_noun_shows_its_root_under_prefix_and_suffix():
    """за-вар-ник: вар, which other words have; варежка only looks alike."""
    m = morphology()
    assert "вар" in m.target("заварник").roots
    assert m.same_root("заварник", "отвар") is not None
    assert m.same_root("заварник", "варежка") is None


def test_a_noun_made_of_an_adjective_is_made_from_the_noun_under_it():
    assert derives("котельная", "котел")
    assert not derives("котельная", "кот")
    m = morphology()
    assert m.same_root("котельная", "котёл") is not None
    assert m.same_root("котельная", "котлы") is not None
    assert m.same_root("котельная", "котлета") is None


def test_a_prefixed_noun_on_another_shape_of_the_verb_series_with_the_same_prefix():
    """с-бор and со-бир-а-тель: the same prefix on бор/бир; по-им-ённый is an adjective, and
    stays apart from по-им-к-а."""
    m = morphology()
    assert m.decide("собиратель", "сбор").branch == "verb-root-series"
    assert m.same_root("поимка", "поимённый") is None


def test_no_prefix_where_the_secret_word_s_base_noun_spells_it():
    """по-лен-ниц-а is полен-ниц-а ← полено: лень is no base of it."""
    m = morphology()
    assert m.same_root("поленница", "лень") is None
    assert m.same_root("поленница", "полено") is not None
    assert m.same_root("затылок", "тыл") is not None  # за-тыл-ок keeps its prefix


def test_an_indeclinable_loan_is_no_base_of_a_suffixed_word():
    m = morphology()
    assert m.same_root("ледышка", "леди") is None
    assert m.same_root("ледышка", "лёд") is not None


def test_words_made_from_the_being_are_kin_of_its_young():
    assert morphology().same_root("орлёнок", "орлиный") is not None


def test_a_prefixed_noun_of_a_secret_verb_s_series_is_kin():
    """раз-рыв for рвать, о-жид-ани-е for ждать, под-жог for жечь; a drifting series keeps its
    nouns apart (за-бор for брать)."""
    m = morphology()
    assert m.decide("рвать", "разрыв").branch == "verb-root-series"
    assert m.same_root("ждать", "ожидание") is not None
    assert m.same_root("жечь", "поджог") is not None
    assert m.same_root("брать", "забор") is None


def test_a_compound_s_last_stem_takes_the_nouns_of_its_verb_series():
    """водо-рос-ль: раст-ени-е ← расти; посудо-мой-к-а: у-мыв-а-льн-ик ← мыть; роса is no
    noun of расти."""
    m = morphology()
    assert m.decide("водоросль", "растение").branch == "verb-root-series"
    assert m.same_root("посудомойка", "умывальник") is not None
    assert m.decide("водоросль", "роса").branch != "verb-root-series"


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("чистить", "чистый", True),  # чист-и-ть ← чистый
    ("чистильщик", "чистый", True),  # чистильщик ← чистить ← чистый
    ("чистильщик", "частица", False),  # only looks alike
])
def test_the_adjective_a_secret_verb_is_made_from_is_kin(target, word, kin):
    assert (morphology().same_root(target, word) is not None) is kin


def test_a_base_noun_s_last_consonant_may_alternate_before_the_suffix():
    """переч-ниц-а ← перец, пирож-н-ое ← пирог; перечить is no noun under перечница."""
    assert derives("перечница", "перец")
    assert derives("пирожное", "пирог")
    assert not derives("перечница", "перечить")
    assert morphology().same_root("перечница", "перец") is not None
