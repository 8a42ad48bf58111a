"""Cyrillic → Latin: which foreign words a Russian transcription («хенд», «тичер») may stand for.

Each Cyrillic letter group has several Latin spellings (`referee.lang.foreign.SPELLINGS`); the
combinations are built left to right and cut as soon as they stop being the start of a word of the
foreign lexicon (the most frequent words of wordfreq's list for that language), so the search
stays small. The lexicon of a language is loaded once, on first use.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import Levenshtein
from wordfreq import top_n_list, zipf_frequency

from referee.lang.foreign import SILENT_ENDINGS, SPELLINGS

LEXICON_SIZE = 40_000
MIN_SIMILARITY = 0.5  # edit similarity of a found word to the plain spelling
MAX_GROUP = max(len(k) for k in SPELLINGS)


@dataclass(frozen=True)
class Lexicon:
    words: frozenset[str]
    prefixes: frozenset[str]


@lru_cache(maxsize=8)
def lexicon(lang: str) -> Lexicon:
    words = frozenset(w for w in top_n_list(lang, LEXICON_SIZE) if w.isalpha() and len(w) >= 3)
    prefixes = frozenset(w[:k] for w in words for k in range(1, len(w) + 1))
    return Lexicon(words, prefixes)


@dataclass(frozen=True)
class ForeignMatch:
    word: str  # the foreign word found
    lang: str
    zipf: float  # its frequency in that language (wordfreq Zipf scale)


@lru_cache(maxsize=50_000)
def foreign_spellings(cyrillic: str, lang: str) -> tuple[str, ...]:
    """Words of `lang`'s lexicon that `cyrillic` may be a Russian transcription of."""
    lex = lexicon(lang)
    found: set[str] = set()
    stack = [(0, "")]
    while stack:
        pos, latin = stack.pop()
        if pos == len(cyrillic):
            found.update(latin + e for e in SILENT_ENDINGS if latin + e in lex.words)
            continue
        for size in range(min(MAX_GROUP, len(cyrillic) - pos), 0, -1):
            for spelling in SPELLINGS.get(cyrillic[pos : pos + size], ()):
                nxt = latin + spelling
                if not nxt or nxt in lex.prefixes:
                    stack.append((pos + size, nxt))
    return tuple(sorted(found))


@lru_cache(maxsize=50_000)
def plain_spelling(cyrillic: str) -> str:
    """The first-choice Latin spelling of each letter group («тичер» → «ticher»)."""
    out, pos = [], 0
    while pos < len(cyrillic):
        for size in range(min(MAX_GROUP, len(cyrillic) - pos), 0, -1):
            options = SPELLINGS.get(cyrillic[pos : pos + size])
            if options:
                out.append(options[0])
                pos += size
                break
        else:
            pos += 1
    return "".join(out)


def close(cyrillic: str, word: str) -> bool:
    """Whether `word` stays near the plain spelling (rules out far-fetched spellings)."""
    return Levenshtein.normalized_similarity(plain_spelling(cyrillic), word) >= MIN_SIMILARITY


def best_foreign(cyrillic: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The most frequent foreign word `cyrillic` may transcribe, over `langs`."""
    best = None
    for lang in langs:
        for word in filter(lambda w: close(cyrillic, w), foreign_spellings(cyrillic, lang)):
            zipf = zipf_frequency(word, lang)
            if best is None or zipf > best.zipf:
                best = ForeignMatch(word, lang, zipf)
    return best


def preload(langs: tuple[str, ...]) -> None:
    """Load the lexicons of `langs` now, so that no checked word waits for them."""
    for lang in langs:
        lexicon(lang)
