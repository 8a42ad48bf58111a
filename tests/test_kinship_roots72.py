"""Same root, session 36 (roots72): the blind set hard55's contract, and the kin a rule on the
look-alikes read as a root plus suffixes must keep.

roots72 measured signals for the root-and-suffixes false alerts (205 against 820 kin over every pair
set): none separated them, so no rule was kept. The nearest one turned away a heard word MorphyNet
keeps in a nest apart from the secret word's when navec puts it below zero to every word MorphyNet
makes the secret word from (гадалка ← гадать: гадюка, гадкий; изменник ← измена: менять): 12 false
alerts against 5 kin on the sets. The kin below are the ones it lost; a rule of that kind must keep
them."""

from pathlib import Path

import pytest
from kinship_support import sure_alert

DATA = Path(__file__).parent / "data"
HARD55 = DATA / "cognate_pairs_hard55.tsv"


def _rows(path: Path) -> list[list[str]]:
    return [
        line.split("\t")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line[:1] != "#" and not line.startswith("target\t")
    ]


def test_hard55_s_secret_words_are_the_secret_word_of_no_other_pair_set():
    """A blind set measures words nobody tuned on: none of its secret words is another set's."""
    own = {row[0] for row in _rows(HARD55)}
    others = {
        row[0] for path in DATA.glob("cognate_pairs*.tsv") if path != HARD55 for row in _rows(path)
    }
    assert len(own) == 53
    assert not own & others


def test_hard55_is_half_negatives_with_a_note_on_every_pair():
    rows = _rows(HARD55)
    assert len(rows) == 650
    assert sum(row[2] == "0" for row in rows) == 334
    assert all(len(row) == 5 and row[2] in ("0", "1") and row[4] for row in rows)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("банщица", "баня"),  # банщица ← банщик: navec below zero to банщик
        ("стрелочник", "стрелочный"),
        ("остановка", "остановочный"),
        ("старик", "старуха"),
        ("невидимка", "видимо"),
    ],
)
def test_kin_navec_puts_below_zero_to_the_secret_word_s_bases_stays_kin(target, word):
    assert sure_alert(target, word)
