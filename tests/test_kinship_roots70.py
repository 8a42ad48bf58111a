"""Same root, session 35 (roots70): false alerts through the secret word's base.

A prefixed secret noun is read as a prefix + a base noun's stem + suffixes (за-тыл-ок ← тыл).
When that prefix and stem spell a prefixed verb MorphyNet knows and makes from another noun of the
very stem (от-корм-ыш: откормить ← кормить ← корм; за-мор-ыш: заморить ← морить ← мор), the
secret word is that verb's result or doer, and a noun MorphyNet keeps apart from it (корма, море)
is a namesake: neither the base, nor kin through it (кормчий, кормило ← корма).

Pair sets: 5 false alerts fixed (hard21 заморыш/море, hard50 откормыш/кормчий, кормило, hard51
выкормыш/кормчий, кормило), none newly wrong. Outside, over the prefixed nouns of wordfreq's
300,000 commonest words and every common noun their rest begins as (455 pairs the rule can reach),
93 verdicts change, 39 on real words: about 30 right (выселок/сель, повинность/вино, затрещина/
треска, разворот/ворьё, вылупление/лупа), 4 wrong (the xfail below and зарядье/ряд), 5 arguable
(заворот/ворота, отвес/весы, наложница/ложе)."""

import pytest
from kinship_support import sure_alert

from referee.language.kinship.target_base import namesake_of_verb_base
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("заморыш", "море"),  # заморить ← морить ← мор
        ("откормыш", "кормчий"),  # кормчий ← корма; откормить ← кормить ← корм
        ("выкормыш", "кормило"),
        ("выселок", "сель"),  # выселить ← селить ← село
        ("повинность", "вино"),  # повинить ← вина
        ("затрещина", "треска"),  # затрещать ← треск
        ("невольник", "вол"),  # неволить ← воля
    ],
)
def test_a_namesake_of_the_noun_the_spelled_prefixed_verb_is_made_from_is_no_kin(target, word):
    assert not sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("откормыш", "корм"),
        ("выкормыш", "кормушка"),
        ("заморыш", "морить"),
        ("выселок", "село"),
        ("повинность", "вина"),
        ("затрещина", "треск"),
        ("отрезка", "резь"),  # резь ← рез in MorphyNet: one nest, no namesake
        ("нарезание", "резь"),
        ("затылок", "тыл"),  # no verb *затылить: the base reading stands
        ("подорожник", "дорога"),
    ],
)
def test_the_noun_of_the_verb_s_own_nest_and_other_bases_stay_kin(target, word):
    assert sure_alert(target, word)


def test_the_rule_needs_a_rival_noun_of_the_very_stem_in_the_verb_s_bases():
    """от-корм-ыш spells откормить, made from корм: корма (another noun of the stem) is its
    namesake, корм is not; a secret word spelling no verb (за-тыл-ок) has no namesake so."""
    lex = morphology().lex
    assert namesake_of_verb_base("откормыш", "корма", lex)
    assert not namesake_of_verb_base("откормыш", "корм", lex)
    assert not namesake_of_verb_base("затылок", "тыл", lex)


@pytest.mark.xfail(strict=True, reason="the spelled verb is a homonym's or MorphyNet misses the "
                   "tie of the two nouns: на-пар-ниц-а spells напарить ← пар, but напарник is "
                   "made from пара; раз-вес spells развесить ← вес, and весы, of that root, is "
                   "linked to it by no MorphyNet line; за-плат-а spells заплатить ← плата, but the "
                   "patch is плат's (4 wrong of about 39 real-word verdicts the rule changed "
                   "outside, with зарядье/ряд)")
@pytest.mark.parametrize(("target", "word"), [("напарница", "пара"), ("развес", "весы"),
                                              ("заплата", "плат")])
def test_a_homonymous_spelled_verb_or_an_unlinked_twin_does_not_cost_the_real_base(target, word):
    assert sure_alert(target, word)
