"""roots54: a rare secret noun navec does not know borrows the meaning of the nouns it is made from.

A secret noun navec has no embedding for (винцо, семянка, шесток) cannot be weighed against a
word that merely shares its root's letters. When MorphyNet makes it from nouns alone (вино, семя,
шест), the thing it names is theirs, so their meaning stands in: a heard word that the weak
root-and-suffixes step would take, which navec puts at no relation at all to each of those nouns
and which is in none of their nests, is a homonymous root (виновный, семеро, шестеро). Words here
are taken from no eval or test pair set.
"""

from __future__ import annotations

import pytest
from kinship_support import sure_alert

from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("винцо", "виновный"),  # вино / вина
        ("семянка", "семеро"),  # семя / семь
        ("шесток", "шестеро"),  # шест / шесть
        ("медянка", "медик"),  # медь / медицина
        ("зачинщица", "чиновник"),  # зачин / чин
    ],
)
def test_homonymous_root_of_a_rare_noun_made_from_nouns(target: str, word: str) -> None:
    """The bases' meaning rules the shared letters out."""
    decision = morphology().decide(target, word)
    assert decision.match is None and decision.branch == "bases-unrelated"
    assert not sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("винцо", "вино"),
        ("семянка", "семя"),
        ("шесток", "шест"),
        ("медянка", "медный"),
    ],
)
def test_the_bases_and_their_nests_stay_kin(target: str, word: str) -> None:
    """The nouns the secret word is made from, and their nests, are kin as before."""
    assert sure_alert(target, word)


def test_a_secret_word_navec_knows_is_weighed_by_itself() -> None:
    """The fallback is only for a secret word navec does not know."""
    m = morphology()
    assert not m.bases_unrelated(m.target("кошка"), "кошмар")


def test_a_secret_noun_made_from_a_verb_too_is_left_alone() -> None:
    """точильщица ← точильщик ← точить (and ток): one base is no noun's, and navec's cosines
    across parts of speech say too little, so the step does not fire."""
    m = morphology()
    assert not m.bases_unrelated(m.target("точильщица"), "точка")


@pytest.mark.xfail(strict=True, reason="a MorphyNet nest joins words related only by origin "
                   "(дать → дача); no meaning check of a nest member fires for a rare secret word")
def test_origin_only_nest_member_of_a_rare_secret_word() -> None:
    assert not sure_alert("выдатчик", "дача")


@pytest.mark.xfail(strict=True, reason="navec puts мель slightly above zero to мельник "
                   "(0.02), so the borrowed meaning does not rule the look-alike out")
def test_look_alike_near_zero_to_the_base() -> None:
    assert not sure_alert("мельничок", "мель")


@pytest.mark.xfail(strict=True, reason="compound stems (roots53's kind): -дел of a rare compound "
                   "is read as any дел-, the homonym делить's отдел included")
def test_homonym_of_a_rare_compounds_verbal_stem() -> None:
    assert not sure_alert("маслодельня", "отдел")
