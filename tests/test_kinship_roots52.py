"""roots52: the noun suffix -ц- is the ч a further suffix makes of it (ов-ц-а, овч-ар-к-а);
the vowel of a glued -оч/-еч is fleeting.

A root that takes -ц- as its word's last suffix (серд-ц-е) shows as the same root closing in ч
(or еч/оч with a fleeting vowel) before a suffix in the nouns made of that word (сердч-ишк-о,
бес-сердеч-и-е). A ч root with no suffix after it (ленч) or a verb's stem or participle after it
(за-винч-ива-ни-е, from винт) has no -ц- to read back, and a compound's -ц-е- (паль-ц-е-видный)
is no last suffix. The vowel of a glued -оч/-еч (плен-оч-н-ый, леден-еч-н-ый) is the fleeting one
of the -ок/-ец that made the noun, so a kin word may drop it (плен-ч-ат-ый). Words here are
taken from no eval or test pair set.
"""

from __future__ import annotations

import pytest

from referee.language.kinship.evidence import ch_noun_roots, ts_suffix_roots
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology


def test_last_suffix_ts_gives_its_root() -> None:
    """серд-ц-е: the root before the word's last suffix -ц-."""
    assert ts_suffix_roots(lexicon(), "сердце") == {"серд"}


def test_ts_before_a_linking_vowel_is_no_last_suffix() -> None:
    """паль-ц-е-вид-н-ый is a compound: its -ц- is not the word's last suffix."""
    assert not ts_suffix_roots(lexicon(), "пальцевидный")


@pytest.mark.parametrize(
    ("word", "root"),
    [
        ("сердчишко", "серд"),  # сердч-ишк-о: the ч read back
        ("бессердечие", "серд"),  # бес-сердеч-и-е: the fleeting е before ч dropped too
    ],
)
def test_suffixed_ch_noun_reads_back_to_the_ts_root(word: str, root: str) -> None:
    """A noun's ч root with a noun suffix after it is read back without ч."""
    assert root in ch_noun_roots(lexicon(), word)


@pytest.mark.parametrize(
    "word",
    [
        "ленч",  # a loan with no suffix after its ч: not ленца's
        "завинчивание",  # за-винч-ива-ни-е: ч of винт before the verb's -ива-, not винцо's
    ],
)
def test_ch_without_a_noun_suffix_reads_back_nothing(word: str) -> None:
    """No suffix, or a verb's stem suffix, after the ч root: nothing read back."""
    assert not ch_noun_roots(lexicon(), word)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("леденечный", "леденчик"),  # леден-еч: леденец, леденц-а drops the е
        ("пленочный", "пленчатый"),  # плен-оч: плёнка, the о of -ок- before ч is fleeting
    ],
)
def test_glued_suffix_vowel_is_fleeting(target: str, word: str) -> None:
    """The vowel of -оч/-еч a glued -ок/-ец leaves in a root drops in its kin: same root."""
    assert morphology().decide(target, word).match is not None
