"""Session 34, roots67: a secret noun that is a prefix + a noun's stem + a suffix (над-бров-ь-е ←
бровь, между-реч-ь-е ← река) takes that noun's family through `prefixed_base`; letters that only
follow a prefix by chance stay apart (из-вращ-ен-ок is no ворота's, пакистан-ец no кисть's). Two
readings tried this round were wrong outside far more often than right and were left out: the
short Church Slavonic twin of a full-vowel noun after a prefix (бес-сребр-ен-ик ← серебро: of 9
such readings of wordfreq's nouns, 1 right, прибрежье/берег) and a stem right after the longest
prefix of a word morpholog leaves unprefixed (под-бород-ник: 28 readings, 2 right). Kept: a
dictionary noun in -й that MorphyNet links to no verb is made from the verb whose first person is
its stem and ю, when navec puts them near (ла-й ← лаять: лаю; по-целу-й ← поцеловать), and the
secret word on such a noun takes that verb's family (`referee.rules.secret._yod_verb_family`).
Words from no eval or test set."""

import pytest

from referee.language.lexicon import lexicon
from referee.rules.secret import _verb_of_yod_noun
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("target", "word"),
    [("надбровье", "бровь"), ("подбрюшье", "брюхо"), ("междуречье", "река"), ("подлобье", "лоб")],
)
def test_a_prefix_and_a_suffix_round_a_noun_s_stem_take_its_family(target, word):
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [("извращенок", "ворота"), ("наследница", "солод"), ("пакистанец", "кисть"),
     ("эксцентричность", "центр"), ("содомия", "дом")],
)
def test_letters_that_only_follow_a_prefix_are_no_base(target, word):
    assert not sure_alert(target, word)


@pytest.mark.xfail(reason="the short twin of a full-vowel noun after a prefix (при-бреж-ь-е ← "
                          "берег: брег, бреж) is not read; outside the sets such readings were "
                          "wrong 8 times of 9", strict=True)
def test_a_short_twin_after_a_prefix_is_left():
    assert sure_alert("прибрежье", "берег")


@pytest.mark.parametrize(("noun", "verb"), [("лай", "лаять"), ("поцелуй", "поцеловать")])
def test_a_noun_on_a_verb_s_present_stem_and_yod_finds_its_verb(noun, verb):
    assert _verb_of_yod_noun(noun, lexicon()) == verb


@pytest.mark.parametrize("noun", ["слай", "чай", "попугай", "случай"])
def test_no_verb_for_a_noun_the_resources_link_or_navec_keeps_apart(noun):
    assert _verb_of_yod_noun(noun, lexicon()) is None  # (слай: no dictionary noun; попугать far)


@pytest.mark.parametrize(("target", "word"), [("лай", "лаять"), ("суперклей", "наклеить")])
def test_the_yod_noun_s_verb_is_kin(target, word):
    assert sure_alert(target, word)


def test_the_verb_s_far_heads_stay_apart():
    assert not sure_alert("лай", "троить")
