"""The base a secret noun is made from: a look-alike on the same letters is no base (issue #13,
roots11)."""

import pytest

from referee.language.kinship.target_base import swallows_agent_suffix
from referee.language.morphology import morphology

ALERT_CONFIDENCE = 0.5  # the checker's default threshold (`check_text`)


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
