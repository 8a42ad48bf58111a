"""A Cyrillic word that runs frequent foreign words together, each written just as it sounds
(«пайнкоун» = pine + cone, «руфтайл» = roof + tile, «хандшух» = Hand + Schuh): an English or
German compound said whole, which no transcription of one word reaches. No piece may be a
Russian dictionary word («сапборд»: сап), so that Russian coinages and loanwords built on
Russian pieces stay out; the caller decides whether the whole is Russian in use.
"""

from __future__ import annotations

from functools import lru_cache

from referee.language.translit import EXACT_COST, SPELT_COST, ForeignMatch, best_foreign
from referee.language.words import known

# Languages that write compounds as one word, with how far a piece may be from the word's
# reading: English words as they sound, exactly; German ones by spelling («хунд» = Hund)
COMPOUND_LANGS = {"en": EXACT_COST, "de": SPELT_COST}
PIECE_MIN_ZIPF = 3.5  # every piece a frequent word of that language,
SHORT_PIECE, SHORT_MIN_ZIPF = 2, 5.0  # a two-letter piece a very frequent one («ми» = me)
MAX_PIECES = 3


@lru_cache(maxsize=50_000)
def piece(cyrillic: str, lang: str) -> ForeignMatch | None:
    """The frequent word of `lang` that `cyrillic` is written as (`COMPOUND_LANGS`), when no
    Russian word."""
    if len(cyrillic) < SHORT_PIECE or known(cyrillic):
        return None
    bar = SHORT_MIN_ZIPF if len(cyrillic) == SHORT_PIECE else PIECE_MIN_ZIPF
    exact = COMPOUND_LANGS[lang] == EXACT_COST
    match = best_foreign(cyrillic, (lang,), bar, exact_only=exact)
    return match if match and match.cost <= COMPOUND_LANGS[lang] and match.zipf >= bar else None


@lru_cache(maxsize=50_000)
def foreign_compound(cyrillic: str) -> tuple[ForeignMatch, ...] | None:
    """The fewest frequent words of one language (`COMPOUND_LANGS`, at most `MAX_PIECES`) that
    `cyrillic` is written as, one after another; None when it is not so written."""
    for pieces in range(2, MAX_PIECES + 1):
        for lang in COMPOUND_LANGS:
            found = _split(cyrillic, lang, pieces)
            if found:
                return found
    return None


def _split(cyrillic: str, lang: str, pieces: int) -> tuple[ForeignMatch, ...] | None:
    """`cyrillic` as exactly `pieces` words of `lang` (`piece`), or None."""
    if pieces == 1:
        whole = piece(cyrillic, lang)
        return (whole,) if whole else None
    for cut in range(SHORT_PIECE, len(cyrillic) - SHORT_PIECE + 1):
        head = piece(cyrillic[:cut], lang)
        if head is None:
            continue
        rest = _split(cyrillic[cut:], lang, pieces - 1)
        if rest:
            return (head, *rest)
    return None
