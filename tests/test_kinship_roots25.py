"""roots25 (issue #13, same-root false alerts): a secret word no morphemic dictionary cuts, matched
only on the start of its stem that we guessed as a root, is a look-alike of that start when the
rest of the secret word is no suffix MorphyNet often adds (бар for бархан: -хан); a frequent
suffix after the guessed start keeps the match (-ер), and so does a secret word no dictionary
knows (a rare derivative of its opening root)."""

from types import SimpleNamespace

import pytest

from referee.language.kinship import steps
from referee.language.kinship.steps import guessed_start_only
from referee.language.morphology import morphology


@pytest.fixture
def dictionary_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """The made-up secret words below read as dictionary words."""
    monkeypatch.setattr(steps, "known", lambda word: True)


def judge(counts: dict[str, int], morphemes: dict | None = None) -> SimpleNamespace:
    lex = SimpleNamespace(morphemes=morphemes or {}, affix_count=lambda a: counts.get(a, 0))
    return SimpleNamespace(lex=lex)


def probe(secret: str, roots: tuple[str, ...], heard: str) -> SimpleNamespace:
    return SimpleNamespace(t=SimpleNamespace(lemma=secret, roots=roots), lemma=heard)


def test_a_rest_no_suffix_spells_leaves_the_guessed_start_a_look_alike(dictionary_word: None):
    p = probe("кудрон", ("кудрон", "кудр"), "кудри")
    assert guessed_start_only(judge({}), p)  # type: ignore[arg-type]


def test_a_frequent_suffix_after_the_guessed_start_keeps_the_match(dictionary_word: None):
    p = probe("кудрер", ("кудрер", "кудр"), "кудри")
    assert not guessed_start_only(judge({"ер": 117}), p)  # type: ignore[arg-type]


def test_a_word_the_dictionary_cuts_or_one_sharing_the_whole_stem_is_not_judged_here(
    dictionary_word: None,
):
    p = probe("кудрон", ("кудрон", "кудр"), "кудри")
    assert not guessed_start_only(judge({}, {"кудрон": ("кудр", "-он")}), p)  # type: ignore[arg-type]
    assert not guessed_start_only(judge({}), probe("кудрон", ("кудрон", "кудр"), "кудронный"))  # type: ignore[arg-type]
    # one root only: nothing was guessed inside the stem
    assert not guessed_start_only(judge({}), probe("кудрон", ("кудр",), "кудри"))  # type: ignore[arg-type]


def test_the_secret_words_guessed_start_and_its_derivatives_are_look_alikes():
    m = morphology()
    assert m.decide("бархан", "бар").match is None
    assert m.decide("бархан", "барский").match is None  # through its base бар


def test_a_secret_word_no_dictionary_knows_keeps_its_opening_root():
    p = probe("кудрон", ("кудрон", "кудр"), "кудри")
    assert not guessed_start_only(judge({}), p)  # type: ignore[arg-type]
