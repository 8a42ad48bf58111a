"""Cyrillic → Latin: which foreign words a Russian transcription («хенд», «тичер») may stand for.

Each Cyrillic letter group has several Latin spellings (`referee.lang.foreign.SPELLINGS`); the
combinations are built left to right and cut as soon as they stop being the start of a word of the
foreign lexicon (the most frequent words of wordfreq's list for that language), so the search
stays small. The lexicon of a language is loaded once, on first use, from a table kept on disk
(`referee.language.disk_cache`) when wordfreq's list and the code are those it was read with.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from referee.lang.foreign import (
    FINAL_DEVOICED,
    FOREIGN_FUNCTION_WORDS,
    LENGTHENING_H,
    SILENT_ENDINGS,
    SILENT_ENDINGS_BY_LANG,
    SILENT_INITIAL_H,
    SPELLINGS,
    SPELLINGS_BY_LANG,
)
from referee.language.disk_cache import Stamp, cached_table, code_digest, source_stamp
from referee.language.english_sounds import (
    SoundIndex,
    pronunciation_file,
    read_pronunciations,
    sound_index,
    sound_matches,
)
from referee.language.frequency import read_list, wordlist_file

LEXICON_SIZE = 40_000
CACHE_FORMAT = 1  # bump when the cached layout of the lexicons, skeletons or sound index changes
# The modules whose code derives the cached tables (a change to one rebuilds them).
LEXICON_CODE = (__name__, "referee.language.frequency")
SOUNDS_CODE = (*LEXICON_CODE, "referee.language.english_sounds", "referee.lang.foreign")
MIN_SIMILARITY = 0.5  # edit similarity of a found word to the plain spelling
GLOSS_BAND = 1.0  # candidates this much rarer than the most frequent one may still be the gloss
MAX_GROUP = max(len(k) for k in SPELLINGS)
VOWEL_LETTERS = frozenset("aeiouyäöü")
CYRILLIC_VOWELS = frozenset("аеёиоуыэюя")
DEVOICED = {"z": "s", "d": "t", "b": "p", "g": "k", "v": "f"}
SAME_SOUND = {"c": "k", "q": "k"}


@dataclass(frozen=True)
class ForeignLexicon:
    zipf: dict[str, float]  # word → frequency (wordfreq Zipf scale)
    prefixes: frozenset[str]


@lru_cache(maxsize=8)
def foreign_lexicon(lang: str) -> ForeignLexicon:
    """`read_foreign_lexicon(lang)`, from the disk cache when wordfreq's list and the code that
    reads it are those it was read with."""
    return cached_table(
        f"foreign-{lang}-v{CACHE_FORMAT}", _lexicon_stamp(lang), lambda: read_foreign_lexicon(lang),
        lambda lexicon: (lexicon.zipf, lexicon.prefixes), lambda data: ForeignLexicon(*data),
    )


def _lexicon_stamp(lang: str) -> Stamp:
    """The stamp of the tables read from wordfreq's list for `lang` (`disk_cache.source_stamp`)."""
    return source_stamp(CACHE_FORMAT, [wordlist_file(lang)], code_digest(*LEXICON_CODE))


def read_foreign_lexicon(lang: str) -> ForeignLexicon:
    """The `LEXICON_SIZE` most frequent words of `lang` (two letters or more), their accents
    dropped (`fold`: a transcription has none to write; «эколь» = école)."""
    zipf: dict[str, float] = {}
    for word, frequency in read_list(lang, size=LEXICON_SIZE * 2).items():
        if len(word) >= 2 and len(zipf) < LEXICON_SIZE:
            zipf.setdefault(fold(word), frequency)
    prefixes = frozenset(w[:k] for w in zipf for k in range(1, len(w) + 1))
    return ForeignLexicon(zipf, prefixes)


LIGATURES = str.maketrans({"ß": "ss", "œ": "oe", "æ": "ae"})


def fold(word: str) -> str:
    """`word` without accents or ligatures («tête» → «tete», «Straße» → «strasse»)."""
    decomposed = unicodedata.normalize("NFD", word.translate(LIGATURES))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(frozen=True)
class ForeignMatch:
    word: str  # the foreign word found
    lang: str
    zipf: float  # its frequency in that language (wordfreq Zipf scale)
    cost: float = 1.0  # how far from the word's sounds (0: as a transcription writes them)

    @property
    def exact(self) -> bool:
        """Written just as the foreign word sounds («бой» = boy, «дог» = dog)."""
        return self.cost <= EXACT_COST


SPELT_COST = 0.5  # a word found by its spelling only (no pronunciation known)
SOUND_MIN_ZIPF = 3.0  # English words weighed by sound: no rarer one is ever taken for the word said
EXACT_COST = 0.1  # a soft sign at most
COST_BAND = 0.3  # readings this much farther from the sounds than the nearest are not weighed


@lru_cache(maxsize=1)
def english_sounds() -> tuple[SoundIndex, frozenset[str]]:
    """`read_english_sounds()`, from the disk cache when its sources (wordfreq's English list,
    the CMU dictionary, the code) are those it was read from."""
    sources = [wordlist_file("en"), pronunciation_file()]
    stamp = source_stamp(CACHE_FORMAT, sources, code_digest(*SOUNDS_CODE))
    return cached_table(f"english-sounds-v{CACHE_FORMAT}", stamp, read_english_sounds)


def read_english_sounds() -> tuple[SoundIndex, frozenset[str]]:
    """The English lexicon's words by sound, and the words whose pronunciation is known."""
    zipf = {w: z for w, z in foreign_lexicon("en").zipf.items() if z >= SOUND_MIN_ZIPF}
    prons = read_pronunciations(zipf)
    return sound_index(prons, zipf), frozenset(prons)


@lru_cache(maxsize=50_000)
def candidates(
    cyrillic: str, lang: str, min_zipf: float = 0.0, exact_only: bool = False
) -> tuple[tuple[str, float], ...]:
    """The words of `lang` that `cyrillic` may transcribe, with how far each is from its sounds.
    English words are judged by pronunciation (spelling alone reads «суп» as cup); a word
    without a known pronunciation, and French and German words, by spelling. Only words as
    frequent as `min_zipf` are weighed by sound (fewer to align). `exact_only`: the caller takes
    only a word written just as it sounds, so words found by spelling (never exact) are not
    looked for, nor sounds beyond the band `best_foreign` weighs past an exact one."""
    if exact_only:
        if lang != "en":
            return ()
        found = sound_matches(cyrillic, english_sounds()[0], min_zipf, EXACT_COST + COST_BAND)
        return tuple((w, c) for w, c in found.items() if w not in function_words("en"))
    spelt = [w for w in foreign_spellings(cyrillic, lang) if close(cyrillic, w)]
    if lang == "en":
        index, pronounced = english_sounds()
        found = sound_matches(cyrillic, index, min_zipf)
        found.update((w, SPELT_COST) for w in spelt if w not in pronounced)
    else:
        found = dict.fromkeys(spelt, SPELT_COST)
    return tuple((w, cost) for w, cost in found.items() if w not in function_words(lang))


@lru_cache(maxsize=8)
def function_words(lang: str) -> frozenset[str]:
    """The function words of `lang` (`FOREIGN_FUNCTION_WORDS`), folded as its lexicon is."""
    return frozenset(fold(w) for w in FOREIGN_FUNCTION_WORDS.get(lang, ()))


@lru_cache(maxsize=50_000)
def foreign_spellings(cyrillic: str, lang: str) -> tuple[str, ...]:
    """Words of `lang`'s lexicon that `cyrillic` may be a Russian transcription of."""
    prefixes, words = foreign_lexicon(lang).prefixes, foreign_lexicon(lang).zipf
    lengthened = lang in LENGTHENING_H
    steps = letter_groups(cyrillic, lang)
    end = len(cyrillic)
    found: set[str] = set()
    stack = [(0, "")]
    if lang in SILENT_INITIAL_H and cyrillic[:1] in CYRILLIC_VOWELS and "h" in prefixes:
        stack.append((0, "h"))  # «эрмано» = hermano
    seen: set[tuple[int, str]] = set()  # a spelling reached again (another grouping): searched
    while stack:
        state = stack.pop()
        if state in seen:
            continue
        seen.add(state)
        pos, latin = state
        if pos == end:
            found.update(latin + e for e in silent_endings(lang) if latin + e in words)
            continue
        for after, options in steps[pos]:
            for first, spellings in options:
                if first and latin + first not in prefixes:
                    continue  # no word goes on with any of these spellings
                for spelling in spellings:
                    nxt = latin + spelling
                    if len(spelling) > 1 and nxt not in prefixes:
                        continue  # (nor with «h» after it: a prefix's prefixes are all there)
                    stack.append((after, nxt))  # (the empty spelling: a sign, `latin` kept)
                    if lengthened and nxt[-1:] in VOWEL_LETTERS and nxt + "h" in prefixes:
                        stack.append((after, nxt + "h"))  # «яр» = Jahr
    return tuple(sorted(found))


Spellings = tuple[tuple[str, tuple[str, ...]], ...]  # (first letter, the spellings it begins)


def letter_groups(cyrillic: str, lang: str) -> list[list[tuple[int, Spellings]]]:
    """For each position of `cyrillic`, the letter groups starting there (longest first), each as
    where it ends and its Latin spellings in `lang` (`lang_spellings`)."""
    spellings = lang_spellings(lang)
    end = len(cyrillic)
    groups = [
        [(pos + size, spellings.get(cyrillic[pos : pos + size], ()))
         for size in range(min(MAX_GROUP, end - pos), 0, -1)]
        for pos in range(end)
    ]
    devoiced = FINAL_DEVOICED.get(lang, {}).get(cyrillic[-1:])
    if devoiced:  # German «хант» = Hand
        groups[-1].append((end, tuple((s[:1], (s,)) for s in devoiced)))
    return groups


@lru_cache(maxsize=8)
def lang_spellings(lang: str) -> dict[str, Spellings]:
    """Each Cyrillic letter group's Latin spellings in `lang` (the common ones and its own), by
    their first letter: a search tries the others only when a word goes on with that letter."""
    own = SPELLINGS_BY_LANG.get(lang, {})
    found: dict[str, Spellings] = {}
    for group in {*SPELLINGS, *own}:
        spellings = SPELLINGS.get(group, ()) + own.get(group, ())
        firsts = dict.fromkeys(s[:1] for s in spellings)
        found[group] = tuple((f, tuple(s for s in spellings if s[:1] == f)) for f in firsts)
    return found


def silent_endings(lang: str) -> tuple[str, ...]:
    """Unpronounced endings a word of `lang` may have («-e», French «-ent»)."""
    return SILENT_ENDINGS_BY_LANG.get(lang, SILENT_ENDINGS)


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
    """Whether `word` stays near the plain spelling (rules out far-fetched spellings), or has the
    same consonants once voicing is ignored («шуз» = shoes: English spells many vowels with two
    letters and a final voiced s with one)."""
    plain = plain_spelling(cyrillic)
    if Levenshtein.normalized_similarity(plain, word) >= MIN_SIMILARITY:
        return True
    skeleton = consonants(plain)
    return len(skeleton) >= 2 and skeleton == consonants(word)


def consonants(latin: str) -> str:
    """The consonant letters of `latin`, voiced ones as voiceless (z = s, d = t, …), c and q as
    k, a doubled one once («soccer» = «skr», as «сокер» sounds)."""
    out = [DEVOICED.get(c, SAME_SOUND.get(c, c)) for c in latin if c not in VOWEL_LETTERS]
    return "".join(c for i, c in enumerate(out) if i == 0 or c != out[i - 1])


def latin_word(word: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """`word` written in Latin letters (a recognizer writes «hospital» as heard) as a word of the
    lexicon of one of `langs`, the most frequent reading."""
    found = [
        ForeignMatch(word, lang, zipf)
        for lang in langs
        if (zipf := foreign_lexicon(lang).zipf.get(word)) is not None
    ]
    return max(found, key=lambda m: m.zipf, default=None)


def best_foreign(
    cyrillic: str, langs: tuple[str, ...], min_zipf: float = 0.0, exact_only: bool = False
) -> ForeignMatch | None:
    """The foreign word `cyrillic` most likely transcribes, over `langs`, with the Zipf value of
    the most frequent candidate. The word shown is, among the candidates nearly as frequent, the
    closest to the sounds, then to the plain spelling, a silent final e free («хорс» = horse).
    `min_zipf`: rarer words need not be weighed by sound (the caller would not take them).
    `exact_only`: the caller takes only an exact match (see `candidates`); the match found is
    then the same as without it whenever it is exact."""
    found = [
        ForeignMatch(word, lang, foreign_lexicon(lang).zipf[word], cost)
        for lang in langs
        for word, cost in candidates(cyrillic, lang, min_zipf, exact_only)
    ]
    if not found:
        return None
    nearest = min(m.cost for m in found)
    top = max(m.zipf for m in found if m.cost <= nearest + COST_BAND)
    closest = [m for m in found if m.cost == nearest]
    top_closest = max(m.zipf for m in closest)
    plain = plain_spelling(cyrillic)
    gloss = min(
        (m for m in closest if m.zipf >= top_closest - GLOSS_BAND),
        key=lambda m: (Levenshtein.distance(plain, m.word.removesuffix("e")), -m.zipf),
    )
    return replace(gloss, zipf=top)  # how foreign the word sounds: its likeliest reading


SKELETON_MIN_ZIPF = 3.5  # words found by their consonants alone: only frequent ones
SKELETON_MIN_LENGTH = 3  # consonants: fewer fit too many words
SKELETON_WORDS = 8  # words kept per skeleton


@lru_cache(maxsize=8)
def skeleton_index(lang: str) -> dict[str, tuple[ForeignMatch, ...]]:
    """The frequent words of `lang` by consonant skeleton (`consonants`), most frequent first;
    kept on disk as (word, Zipf) pairs, stamped as the lexicon it comes from."""
    pairs = cached_table(
        f"skeletons-{lang}-v{CACHE_FORMAT}", _lexicon_stamp(lang), lambda: read_skeletons(lang)
    )
    return {
        key: tuple(ForeignMatch(word, lang, zipf) for word, zipf in found)
        for key, found in pairs.items()
    }


def read_skeletons(lang: str) -> dict[str, tuple[tuple[str, float], ...]]:
    """The frequent words of `lang`'s lexicon with their Zipf value, by consonant skeleton."""
    index: dict[str, list[tuple[str, float]]] = {}
    for word, zipf in foreign_lexicon(lang).zipf.items():
        if zipf >= SKELETON_MIN_ZIPF:
            index.setdefault(consonants(word), []).append((word, zipf))
    return {key: tuple(found[:SKELETON_WORDS]) for key, found in index.items()}


def nearest_foreign(cyrillic: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """A frequent foreign word with the consonants of `cyrillic` and vowels near enough: a
    transcription misheard in its vowels («франд» for friend), which no spelling reaches. Of
    several, the one closest to the plain spelling."""
    plain = plain_spelling(cyrillic)
    skeleton = consonants(plain)
    if len(skeleton) < SKELETON_MIN_LENGTH:
        return None
    found = [
        m
        for lang in langs
        for m in skeleton_index(lang).get(skeleton, ())
        if Levenshtein.normalized_similarity(plain, m.word) >= MIN_SIMILARITY
    ]
    return min(found, key=lambda m: (Levenshtein.distance(plain, m.word), -m.zipf), default=None)


def preload(langs: tuple[str, ...]) -> None:
    """Load the lexicons of `langs` now, so that no checked word waits for them."""
    for lang in langs:
        skeleton_index(lang)
    if "en" in langs:
        english_sounds()
