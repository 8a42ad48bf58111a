"""The frequency list's search by beginning finds what a scan of the whole list finds."""

from __future__ import annotations

import pytest

from referee.language.frequency import russian, russian_starting


@pytest.mark.parametrize("beginning", ["самолет", "вело", "кот", "я", "щ", "ъь"])
def test_the_words_starting_so_are_those_a_whole_scan_finds_in_alphabetical_order(beginning):
    scanned = sorted(word for word in russian() if word.startswith(beginning))
    assert list(russian_starting(beginning)) == scanned


def test_a_beginning_past_the_last_word_finds_nothing():
    assert list(russian_starting("яяяяя")) == []
    assert len(list(russian_starting("кот"))) > 10  # the scan above compares real finds
