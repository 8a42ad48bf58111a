"""Issue #13's alternations (roots76): a secret noun made from a verb on another shape of its
root (превыш-ени-е ← превысить: превышу) is kin of the words of that verb's nest on the verb's
shape (повысить), which MorphyNet often leaves apart from the noun's own nest; the alternation
must be one the verb's own paradigm shows. Looser verdicts of the verb (through a base, the
root's suffixes) do not pass to the noun. No secret word here is in an eval or test set."""

import pytest

from referee.language.kinship.alternation import alternated_base_verb
from referee.language.kinship.report import explain_root
from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word", "verb"),
    [
        ("превышение", "повысить", "превысить"),  # выш/выс: превышу
        ("смещение", "поместить", "сместить"),  # мещ/мест: смещу
        ("слежение", "следователь", "следить"),  # слеж/след: слежу
        ("сближение", "приблизить", "сблизить"),  # ближ/близ: сближу
    ],
)
def test_word_of_the_alternated_verb_nest_is_kin(target: str, word: str, verb: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "alternated-verb-nest"
    assert decision.match.via == verb
    assert "alternated-verb-nest" in BRANCH_TEXT


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("примечание", "метать"),  # приметить's looser verdict (through a base): not passed on
        ("примечание", "метель"),  # мет- letters with a suffix only
        ("смещение", "месть"),  # a look-alike of another shape
    ],
)
def test_the_verbs_looser_verdicts_do_not_pass_to_the_noun(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None


@pytest.mark.parametrize(
    ("word", "verb"),
    [
        ("превышение", "превысить"),
        ("понижение", "понизить"),  # ж/з: понижу
        ("подкрепление", "подкрепить"),  # п/пл: подкреплю
        ("повысить", ""),  # a verb is no noun made from a verb
    ],
)
def test_alternated_base_verb(word: str, verb: str) -> None:
    m = morphology()
    assert alternated_base_verb(m.lex, m.target(word)) == verb


def test_explain_root_names_the_verb_that_shows_the_alternation() -> None:
    lines = explain_root("превышение", "повысить")
    assert any("формы глагола «превысить»" in line for line in lines)
