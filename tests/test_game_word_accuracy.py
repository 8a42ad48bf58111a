"""The hat's word checks against 305 hand-labelled candidates (tests/data/hat_words_labelled.tsv):
the judge's check agrees with at least 98 % of the labels, and the built-in generator passes no bad
word. Floors are today's figures (`referee bench words` prints them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from common.errors import UserError
from game.word_accuracy import load_labelled, measure

LABELLED = Path(__file__).resolve().parent / "data" / "hat_words_labelled.tsv"


@pytest.fixture(scope="module")
def checks():
    return measure(LABELLED)


def test_the_list_is_large_and_balanced():
    rows = load_labelled(LABELLED)
    assert len(rows) >= 300 and len({r.word for r in rows}) == len(rows)
    assert 80 <= sum(not r.ok for r in rows) <= 150


def test_the_judges_check_agrees_with_the_labels(checks):
    check = checks["check"]
    assert check.accuracy >= 0.985, check.to_json()
    assert len(check.passed_bad) <= 2, check.passed_bad


def test_the_generator_passes_no_bad_word(checks):
    assert checks["generator"].passed_bad == (), checks["generator"].to_json()


def test_a_malformed_labelled_list_is_refused_in_russian(tmp_path):
    bad = tmp_path / "bad.tsv"
    bad.write_text("стол\tda\tпричина\n", encoding="utf-8")
    with pytest.raises(UserError, match="строка 1"):
        load_labelled(bad)
    with pytest.raises(UserError, match="--labelled"):
        load_labelled(tmp_path / "missing.tsv")
