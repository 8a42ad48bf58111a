"""Same-root errors in the homonym and steps checks (roots31): a compound's last stem is weighed
against the non-reflexive verb it may stand for, not against the -ся verb's own senses
(`homonyms.active`, `HomonymChecks._noun_nearer`); a bare noun whose MorphyNet nest carries the
secret word's suffix past its stem is no look-alike (`steps.suffix_of_nest`); a word whose
MorphyNet nest is mostly the secret word's heads no other nest (`steps.shares_nest`)."""

import pytest

from referee.language.kinship.homonyms import HomonymChecks, active
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("verb_lemma", "expected"),
    [
        ("колоться", "колоть"),  # -ся off a known verb
        ("нестись", "нести"),  # -сь after a vowel
        ("бороться", "бороться"),  # no боротить: kept whole
        ("смеяться", "смеяться"),  # a reflexive-only verb (смеять is no verb)
        ("колоть", "колоть"),  # a non-reflexive verb is itself
    ],
)
def test_active_base_of_a_reflexive_verb(verb_lemma, expected):
    assert active(verb_lemma) == expected


def test_a_reflexive_rival_no_longer_outweighs_the_noun():
    t = morphology().target("частокол")
    # колоться's own senses (0.11) would leave кол (0.18) within the margin; колоть is 0.05
    assert HomonymChecks._noun_nearer(t, "кол", ["колоться", "колоть"])


def test_a_noun_far_from_the_compound_stays_a_homonym():
    t = morphology().target("кукловод")
    assert not HomonymChecks._noun_nearer(t, "вода", ["водиться", "водить"])


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("зимовье", "зима"),  # зим-ов-ать in зима's nest carries -ов- too
        ("утренник", "утро"),  # утр-енн-ий in утро's nest carries -енн- too
    ],
)
def test_a_bare_noun_whose_nest_carries_the_suffix_is_kin(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch != "bare-homonym"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("бортник", "борт"),  # борт-ов-ой shares the stem alone: борть's, no борт's
        ("мельник", "мель"),  # мел-еть: not even the stem
    ],
)
def test_a_bare_noun_whose_nest_shares_the_stem_alone_stays_a_homonym(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "bare-homonym"


def test_a_verb_whose_nest_is_mostly_the_secret_words_heads_no_other_nest():
    decision = morphology().decide("проводник", "водить")  # про-вод-ник: both nests mostly one
    assert decision.match is not None
    assert decision.branch != "heads-other-nest"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("купальник", "купить"),  # nests share a third of the smaller one: still apart
        ("кровь", "кровать"),  # nests share nothing
    ],
)
def test_a_word_heading_a_nest_mostly_apart_stays_a_homonym(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "heads-other-nest"
