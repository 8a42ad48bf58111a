"""Bases a secret word is made from that no resource links: the being whose young or female it
names, a compound's stem in -ой, an agent's verb, the root under a prefix and a suffix, the noun
under a noun made of an adjective; and look-alikes that are no base (issue #13, roots11)."""

import pytest

from referee.language.kinship.target_base import derives, offspring_of, swallows_agent_suffix
from referee.language.morphology import morphology

ALERT_CONFIDENCE = 0.5  # the checker's default threshold (`check_text`)


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


@pytest.mark.parametrize(("target", "rest", "shape", "swallows"), [
    ("наборщик", "борщик", "борщ", True),  # на-борщ-ик: the щ is -щик's
    ("разносчик", "носчик", "носч", True),  # носок with its fleeting vowel dropped
    ("разведчица", "ведчица", "ведч", True),  # -чица as -чик
    ("наборщик", "борщик", "бор", False),  # на-бор-щик: the suffix left whole
    ("подножка", "ножка", "нож", False),  # no agent suffix
])
def test_a_base_shape_that_takes_in_the_agent_suffixs_consonant(target, rest, shape, swallows):
    assert swallows_agent_suffix(target, rest, shape) is swallows


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("наборщик", "борщ", False), ("разносчик", "носок", False),
    ("наборщик", "набор", True), ("подоконник", "окно", True),  # a prefixed target's real base
])
def test_a_prefixed_agent_nouns_base_leaves_its_suffix_whole(target, word, kin):
    """носок still matches as a form of носки's other reading, below the alert threshold."""
    match = morphology().same_root(target, word)
    assert (match is not None and match.confidence >= ALERT_CONFIDENCE) is kin


@pytest.mark.parametrize(("target", "word"), [
    ("кисточка", "киста"),  # кист-очк-а ← кисть
    ("болтушка", "болт"),  # болт-ушк-а ← болтать
    ("сварщик", "свара"),  # свар-щик ← сварить
])
def test_a_look_alike_on_the_stem_of_another_base_is_no_base(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "stem-of-another-base"


@pytest.mark.parametrize(("target", "word"), [
    ("кисточка", "кисть"), ("сварщик", "сварить"), ("ножницы", "нож"), ("ситечко", "сито"),
])
def test_the_base_morphynet_names_and_a_plain_suffixed_base_stay_kin(target, word):
    assert morphology().same_root(target, word) is not None


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("заросли", "роса", False),  # за-рос-л-и ← зарасти (раст): роса is outside its nest
    ("заросли", "расти", True), ("подтяжка", "тянуть", True),  # the verbs themselves
])
def test_a_noun_on_the_alternated_root_of_the_secret_words_base_verb_is_a_homonym(
    target, word, kin
):
    assert (morphology().same_root(target, word) is not None) is kin


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("кожевник", "кожа", True),  # morpholog: кож-ев-ник; кожа it does not know
    ("седок", "седой", False),  # an adjective is no such base
    ("носилки", "нос", False),  # нос-и-лк-и: the verb's stem vowel follows the root
])
def test_a_noun_unknown_to_morpholog_on_the_suffixed_secret_words_root_is_its_base(
    target, word, kin
):
    assert (morphology().same_root(target, word) is not None) is kin


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("шуруповёрт", "вертеть", True), ("шуруповёрт", "шуруп", True),  # верт is no word of its own
    ("шуруповёрт", "ветер", False),
    ("бегемот", "бегать", False),  # мот is a word: бегемот may be no compound
])
def test_a_compounds_bare_last_stem_that_no_dictionary_knows_is_a_verbs_stem(target, word, kin):
    assert (morphology().same_root(target, word) is not None) is kin


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("поливалка", "лить", True), ("поливалка", "полить", True),  # полива-лк-а ← поливать
    ("поливалка", "поле", False), ("поливалка", "олива", False),
])
def test_a_noun_no_resource_segments_takes_the_roots_of_the_verb_its_stem_opens_with(
    target, word, kin
):
    assert (morphology().same_root(target, word) is not None) is kin


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("ветровка", "ветер", True), ("ветровка", "проветрить", True),  # ветр-овк-а ← ветер
    ("ветровка", "ветка", False), ("ветровка", "ветеран", False),
])
def test_a_thing_in_ovka_no_resource_segments_is_made_from_its_base_with_a_fleeting_vowel(
    target, word, kin
):
    assert (morphology().same_root(target, word) is not None) is kin


def test_a_fleeting_vowel_goes_back_between_two_final_consonants_only():
    from referee.rules.secret import with_fleeting_vowel

    assert with_fleeting_vowel("ветр") == ["ветер", "ветор"]
    assert with_fleeting_vowel("лист") == ["лисет", "лисот"]  # the dictionary check sorts these
    assert with_fleeting_vowel("кора") == []
    assert with_fleeting_vowel("стол") == []
