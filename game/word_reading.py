"""How a candidate for the hat reads: all of pymorphy3's parses weighed by their scores, corpus
frequency (wordfreq), and proper-name signs the dictionary does not tag.

A word may have a common-noun parse and still be a poor hat word: «пьяный» and «военный» are
mostly adjectives, «целое» is far more often a form of «целый», «весь» is a pronoun with a rare
noun reading, «твиттер» is a brand. Each function here names one such reading; the word-list check
(`game.wordlist`) turns them into questions for the judge, and the built-in generator
(`game.builtin_words`) drops such words.
"""

from __future__ import annotations

from collections.abc import Sequence

from pymorphy3.analyzer import Parse
from wordfreq import word_frequency

from common.analyzer import normalize
from game.lang.hat_words import BRANDS

# Adjective and participle parses: a noun that is also one of these is a substantivised adjective.
ADJECTIVAL = frozenset({"ADJF", "PRTF"})
# Nominative forms of an adjective that show its use as an adjective.
NOMINATIVES = ({"masc", "sing", "nomn"}, {"femn", "sing", "nomn"}, {"neut", "sing", "nomn"},
               {"plur", "nomn"})


def other_reading(parses: Sequence[Parse]) -> Parse | None:
    """The most probable parse that is not a noun, when such parses together weigh more than the
    noun ones («пьяный»: adjective 0.67 against noun 0.33; «весь»: pronoun 0.91)."""
    nouns = [p for p in parses if p.tag.POS == "NOUN"]
    others = [p for p in parses if p.tag.POS != "NOUN" and "Abbr" not in p.tag.grammemes]
    if others and weight(others) > weight(nouns):
        return max(others, key=lambda p: p.score)
    return None


def weight(parses: Sequence[Parse]) -> float:
    """The summed score of `parses`, an indeclinable lexeme counted once: pymorphy3 gives each
    of its identical case forms a score of its own («кит» as an abbreviation has 24)."""
    fixed: dict[tuple[str, str], float] = {}
    total = 0.0
    for p in parses:
        if "Fixd" in p.tag.grammemes:
            key = (str(p.tag.POS), p.normal_form)
            fixed[key] = max(fixed.get(key, 0.0), p.score)
        else:
            total += p.score
    return total + sum(fixed.values())


def adjective_use(word: str, parses: Sequence[Parse]) -> str | None:
    """The adjective a substantivised noun comes from, when the adjective's own nominative forms
    (those the noun does not share) are at least as frequent as the word: «целое» (целый, целая
    are used far more), not «ванная» (ванный, ванное are rare)."""
    adjectives = [p for p in parses if p.tag.POS in ADJECTIVAL]
    nouns = [p for p in parses if p.tag.POS == "NOUN"]
    if not adjectives or not nouns:
        return None
    shared = {form.word for p in nouns for form in p.lexeme}
    adjective = adjectives[0]
    forms = {form.word for grammemes in NOMINATIVES
             if (form := adjective.inflect(grammemes)) is not None} - shared
    used = sum(word_frequency(form, "ru") for form in forms)
    return adjective.normal_form if used and used >= word_frequency(word, "ru") else None


def brand(word: str) -> bool:
    """A brand or service name that the dictionary lists as a common noun («твиттер»)."""
    return normalize(word) in BRANDS


def name_like(parses: Sequence[Parse]) -> bool:
    """An animate, indeclinable noun with no plural at all («торо»): in the dictionary these are
    mostly names of persons and characters borrowed as they are."""
    return bool(parses) and all({"anim", "Fixd", "Sgtm"} <= p.tag.grammemes for p in parses
                                if p.tag.POS == "NOUN") and parses[0].tag.POS == "NOUN"


def singular_of(word: str, parses: Sequence[Parse]) -> str | None:
    """The singular noun `word` is also the plural of («выборы» → «выбор», «часы» → «час»)."""
    for p in parses:
        tag = p.tag
        if tag.POS == "NOUN" and {"plur", "nomn"} <= tag.grammemes \
                and normalize(p.normal_form) != normalize(word):
            return p.normal_form
    return None
