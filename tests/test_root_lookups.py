"""The root comparison skips lookups no branch needs (issue 13's speed: a new word's cost): the
alternation branches run only for a word with the target's very root or a confirmed alternation
of it, and each branch still decides as before."""

from pathlib import Path

import pytest

from referee.language.kinship.alternation import confirmed, own_root
from referee.language.morphology import morphology
from referee.language.words import lemmas
from referee.measure.evaluation import read_cognates

PAIRS = Path(__file__).parent / "data" / "cognate_pairs_hard18.tsv"


@pytest.mark.parametrize(
    ("target", "word", "branch"),
    [
        ("кипяток", "кипеть", "verb-of-derived"),  # the very root, a suffixed target
        ("крышка", "накрыть", "verb-of-derived"),  # near its nominal base крыша
        ("курица", "курить", "verb-apart-from-noun-parent"),  # made from кура: no verb
        ("тереть", "терять", "heads-other-nest"),  # no aspect partner of a verb target
        ("поклон", "наклон", "prefixed-sibling"),
        ("прихожая", "приход", "same-prefixed-root"),
        ("слух", "слушать", "alternation-nest"),
        ("нож", "нога", "no-root-shape"),  # a noun on a grade: a namesake
        ("дорога", "подорожать", "base-in-rival-nest"),  # made from дорогой's nest
        ("бег", "бежать", "alternation-paradigm"),
        ("толчок", "толкать", "alternation-suffix"),
        ("молочник", "молоко", "alternation-suffix"),
    ],
)
def test_each_alternation_branch_decides_as_before(target, word, branch):
    assert morphology().decide(target, word).branch == branch


def test_the_alternation_branches_need_the_very_root_or_a_confirmed_alternation():
    """Over a pair set's readings, the full branches (`_alternation`) decide nothing for the
    lemmas `_alternated` turns away without them: skipping those is exact."""
    m = morphology()
    skipped = 0
    for sample in read_cognates(str(PAIRS)):
        t = m.target(sample.target)
        for lemma in sorted(lemmas(sample.text)):
            how = confirmed(m.lex, t, lemma)
            same = own_root(m.lex, lemma) in t.roots
            if not same and not how:
                skipped += 1
                assert m._alternation(t, lemma, how, same) is None, (sample.target, lemma)
    assert skipped > 100  # the test looks at the words the shortcut skips
