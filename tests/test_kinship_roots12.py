"""Roots of secret words no morphemic dictionary spells out, and the homonyms on a compound's stem
(issue #13, roots12): a compound of two nouns, a feminine agent's tail, a base MorphyNet or the
masculine gives, a palatalized root, a glued adjective -к-, a preposition as the root."""

import pytest
from kinship_support import sure_alert

from referee.language.kinship.report import explain_root


@pytest.mark.parametrize(("target", "word", "kin"), [
    # a compound navec puts near the noun its last stem spells has both stems
    ("сухофрукты", "фрукт", True),
    ("сухофрукты", "сушить", True),
    ("сухофрукты", "сук", False),
    # a suffixed noun on a compound's stem outside the nest of the word that stem stands for
    ("сыровар", "сырость", False),
    ("сыровар", "сырный", True),
    ("лесовоз", "лестница", False),
    # -щиц- is a suffix: a compound's last stem may end in it
    ("посудомойщица", "посуда", True),
    ("посудомойщица", "мойка", True),
    ("посудомойщица", "суд", False),
    # a preposition spelled as the whole root is the base
    ("передник", "перед", True),
    ("передник", "передать", False),
    # the secret word's suffix made ч of the noun's к
    ("белоручка", "рука", True),
    ("наушник", "уши", True),
    # the MorphyNet parent's, or the masculine's, morpholog roots
    ("сменка", "менять", True),
    ("сменка", "семена", False),
    ("часовщица", "часы", True),
    ("часовщица", "часть", False),
    # a base morpholog does not cut explains nothing away
    ("крольчатник", "крольчонок", True),
    # an adjective's -к- glued to the root
    ("сладкоежка", "сладость", True),
    ("сладкоежка", "салат", False),
])
def test_roots12_kinds(target, word, kin):
    assert sure_alert(target, word) is kin


def test_explain_root_names_a_suffix_confirmed_alternation():
    lines = explain_root("ручка", "рука")
    assert any("суффикс загаданного слова" in line for line in lines)
