"""Same-root errors in the homonym checks (roots31): a compound's last stem is weighed against
the non-reflexive verb it may stand for, not against the -ся verb's own senses
(`homonyms.active`, `HomonymChecks._noun_nearer`)."""

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
