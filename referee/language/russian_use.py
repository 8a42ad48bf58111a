"""Is a word the dictionary does not know in Russian use? It is when Russian text inflects it.

A loanword of everyday Russian takes Russian endings: Russian text has its plural («скиллы»,
«скиллов», «роутерами») or a relational adjective made from it («клининговая»). A foreign word
said bare, or a foreign name Russian text quotes, seldom has either: a name takes the singular
cases («рейна», «фокса») but hardly a plural or an «-овый» adjective. The forms are looked up in
wordfreq's Russian list down to a rare frequency (`frequency.russian_form_zipf`).
"""

from __future__ import annotations

from functools import lru_cache

from referee.language.frequency import russian_form_zipf

CONSONANTS = frozenset("бвгджзклмнпрстфхцчшщ")
VELARS_AND_SIBILANTS = frozenset("гкхжшчщ")  # «и», not «ы», after these (скилл-ы, бранч-и)
SIBILANTS = frozenset("жшчщ")  # genitive plural «-ей» (бранчей), not «-ов»
ADJECTIVE_ENDINGS = ("ый", "ая", "ое", "ые", "ых", "ой", "ую", "ым", "ого")
MIN_FORM_ZIPF = 1.3  # a form this frequent in wordfreq (a few in 100 million words) is attested
MIN_FORMS = 2  # two different such forms: Russian text inflects the word
MIN_LENGTH = 5  # a shorter stem's forms are as likely other words (рум: румы; мач: мачей)


def russian_forms(word: str) -> list[str]:
    """The plural and «-овый» adjective forms a Russian noun ending like `word` would take (none
    for a short word)."""
    if len(word) < MIN_LENGTH or word[-1] not in CONSONANTS:
        return []  # a vowel-final loanword does not decline (смузи, пепперони)
    plural = "и" if word[-1] in VELARS_AND_SIBILANTS else "ы"
    genitive = "ей" if word[-1] in SIBILANTS else "ов"
    endings = (plural, genitive, "ами", "ах", "ам") + tuple("ов" + e for e in ADJECTIVE_ENDINGS)
    return [word + e for e in endings]


@lru_cache(maxsize=20_000)
def in_russian_use(word: str) -> bool:
    """Russian text has at least `MIN_FORMS` of `word`'s plural or «-овый» forms: a loanword in
    Russian use (скилл, принт, клининг), allowed by the rules."""
    attested = [f for f in russian_forms(word) if russian_form_zipf(f) >= MIN_FORM_ZIPF]
    return len(attested) >= MIN_FORMS

