"""Session 23, round roots32: same-root recall on hard pairs (issue #13).

General cases, none of them a pair of an eval or test set: a noun built on a verb's present stem
(гон-: гоню of гнать), the nasal grades of a root of a consonant and a nasal (жн: жа-ть,
по-жин-ать), and an alternation MorphyNet attests behind the secret word's palatalizing suffix.
"""

from __future__ import annotations

import pytest

from referee.language.kinship.alternation import present_stem
from referee.language.lexicon import lexicon
from referee.language.morphology import Morphology, morphology
from referee.language.segment import nasal_grades


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("загонщик", "гнать"),  # за-гон-щик: гоню, гонит
        ("загонщик", "гонит"),  # a finite form of the verb reads as the verb
        ("мельничиха", "молоть"),  # мель-ник: мелю, мелет
        ("жнивьё", "жать"),  # жн-ив-ьё: жну, жнёт
        ("жмых", "выжать"),  # жм-ых: жму, жмёт of the other verb spelled жать
    ],
)
def test_noun_on_a_present_stem_shares_the_verbs_root(target: str, word: str) -> None:
    """The infinitive shows another vowel grade (гн-а-ть, мол-о-ть, жа-ть) than the present
    stem the noun is built on; the verb's own present tense links the two."""
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "alternation-present"


def test_nasal_with_no_other_consonant_is_no_present_stem() -> None:
    """мн-ени-е and мя-ть (мну): a root of a nasal and a vowel only says too little."""
    assert morphology().same_root("мнение", "мять") is None


def test_nu_suffix_is_no_present_stem() -> None:
    """со-сну-ть's present сосну spells the -ну- suffix's н, not the root of сосн-ов-ый."""
    m = morphology()
    assert not present_stem(m.lex, m.target("сосновый"), "соснуть")
    assert m.same_root("сосновый", "соснуть") is None


def test_target_made_from_a_noun_on_its_root_is_no_present_stem() -> None:
    """мел-ок ← мел (MorphyNet): the noun's derivative, not a noun on молоть's мел-ю."""
    m = morphology()
    assert not present_stem(m.lex, m.target("мелок"), "молоть")


def test_nasal_grades_of_a_consonant_and_a_bare_nasal() -> None:
    """жн (жн-ец) grades into жа (жа-ть) and жин (по-жин-ать); жм into жим (вы-жим-ать)."""
    assert {"жа", "жин"} <= nasal_grades("жн")
    assert "жим" in nasal_grades("жм")
    assert nasal_grades("жр") == set()  # no nasal: no nasal grade


def test_attested_alternation_behind_a_palatalizing_suffix_needs_no_navec(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """утюж-к-а ← утюг: the secret word's own -к- made ж of г and MorphyNet attests the pair, so a
    navec cosine near zero (as for rare words) does not part them."""
    monkeypatch.setattr("referee.language.morphology.similarity", lambda *_: 0.0)
    decision = Morphology(lexicon()).decide("утюжка", "утюг")
    assert decision.match is not None
    assert decision.branch == "alternation-nest"
