"""Same-root false alerts on indeclinable loans (roots36): a word with no ending (беж, бра, вето)
is no stem a secret word can share, so it counts only where it is the secret word's opening stem
or a secret compound's last stem; the words MorphyNet makes from such loans alone (бежевый ← беж)
count only where the loan is in the secret word's family or such a stem. Before, a compound's
stems matched the loan's letters (конькобежка: беж) and our own cutting matched the loan-made
word (радийный for радушный). Words here are from no eval or test pair set."""

import pytest

from referee.language.morphology import _compound_stem_at_end, _loan_apart, morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("конькобежка", "беж"),  # the compound's stem is бежать's, the colour is a loan
        ("центробежный", "беж"),  # the same stem behind an interfix
        ("самобранка", "бра"),  # брать's stem, not the wall lamp
        ("профсобрание", "бра"),  # a clipped compound: the loan inside its last stem
    ],
)
def test_a_loan_inside_a_compound_is_no_stem_of_it(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "indeclinable-loan"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("радушный", "радийный"),  # радийный ← радио; our own cutting read рад- in it
        ("динамика", "динамить"),  # динамить ← динамо, not the science of forces
        ("параллельный", "раллийный"),  # раллийный ← ралли inside параллель's letters
    ],
)
def test_a_word_made_from_a_loan_apart_is_no_kin(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "indeclinable-loan"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("фотоальбом", "фото"),  # the compound's opening stem is the loan itself
        ("фотоснимок", "фото"),  # the same, one word for morpholog
        ("динамо", "динамить"),  # made from the secret loan itself: in its family
    ],
)
def test_a_loan_that_is_the_secret_word_s_stem_stays_kin(target, word):
    assert morphology().decide(target, word).match is not None


def test_a_loan_at_the_end_counts_only_as_a_compound_s_last_stem():
    """An abbreviation closing a simple word (стр in регистр) is a look-alike; the loan opening
    a two-stem compound is its stem."""
    m = morphology()
    simple = m.target("регистр")
    assert _loan_apart(simple, "стр")
    assert not _compound_stem_at_end(simple, "стр")
    compound = m.target("фотоальбом")
    assert len(compound.roots) > 1
    assert _compound_stem_at_end(compound, "фото")
    assert not _loan_apart(compound, "фото")
