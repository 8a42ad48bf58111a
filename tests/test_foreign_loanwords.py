"""Loanwords of everyday Russian the dictionary does not know yet (`referee.lang.loanwords`):
allowed by the rules, so never a foreign word when said bare, in any case form; named after a
language cue they are foreign words all the same. Real pymorphy3 and wordfreq."""

import json
import re
from pathlib import Path

import pytest
from checker_cases import flags

from referee.lang.loanwords import LOANWORDS
from referee.language.russianlike import common_word, loanword
from referee.rules.base import Token
from referee.rules.foreign.rule import Foreign

ROOT = Path(__file__).resolve().parents[1]


def test_every_loanword_passes_bare():
    rule = Foreign()
    flagged = [w for w in sorted(LOANWORDS) if rule.check(tokens(f"у нас есть {w} и всё"), "стол")]
    assert flagged == []


def tokens(text: str) -> list[Token]:
    return [Token(i, w, float(i), i + 0.5) for i, w in enumerate(text.split())]


@pytest.mark.parametrize("word", ["коворкинге", "хэштегом", "чеклисты", "воркшопов", "лендингу"])
def test_case_forms_of_a_loanword_pass(word):
    assert loanword(word)
    assert not flags("foreign", "стол", f"мы говорили о {word} вчера")


@pytest.mark.parametrize("word", ["пиллоу", "миррор", "тичер", "сноу", "коворк", "чек"])
def test_other_words_are_not_taken_for_loanwords(word):
    assert not loanword(word)


def test_a_loanword_after_a_language_cue_is_foreign():
    assert flags("foreign", "список", "по английски чеклист", "чеклист")


def test_the_lexicon_holds_only_words_the_dictionary_does_not_know():
    assert [w for w in LOANWORDS if common_word(w)] == []


def test_the_lexicon_holds_no_word_of_the_evaluation_sets():
    """The sets keep measuring the rule's own judgement: no word of theirs is listed."""
    words: set[str] = set()
    for path in [*ROOT.glob("eval/*.jsonl"), *ROOT.glob("tests/data/explanations*.jsonl")]:
        for line in path.read_text(encoding="utf-8").splitlines():
            words |= set(re.findall(r"[а-я]+", json.loads(line)["text"].replace("ё", "е")))
    assert sorted(LOANWORDS & words) == []
