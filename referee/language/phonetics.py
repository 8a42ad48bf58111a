"""A small Russian phonetic key and sound similarity (for the sound-alike rule).

The key spells a word roughly as it sounds: silent signs dropped, clusters merged («солнце» →
«сонце»), voiced consonants devoiced at the end and before voiceless ones («дуб» → «дуп»),
vowels reduced to four classes since stress is unknown («молоко» → «малака»).
"""

from __future__ import annotations

from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from common.analyzer import normalize
from referee.lang.sound import CLUSTERS, DEVOICE, SILENT, VOICELESS, VOWEL_CLASS, VOWELS


@lru_cache(maxsize=50_000)
def phonetic_key(word: str) -> str:
    word = normalize(word)
    for cluster, sound in CLUSTERS:
        word = word.replace(cluster, sound)
    letters = [c for c in word if c not in SILENT]
    out = []
    for i, c in enumerate(letters):
        nxt = letters[i + 1] if i + 1 < len(letters) else None
        if c in DEVOICE and (nxt is None or nxt in VOICELESS):
            c = DEVOICE[c]
        out.append(VOWEL_CLASS.get(c, c))
    # collapse doubled letters: «касса» sounds as «каса»
    return "".join(c for i, c in enumerate(out) if i == 0 or c != out[i - 1])


def rhyme_part(key: str) -> str:
    """The key from the last-but-one vowel on (a rough stressed-syllable-to-end rhyme)."""
    vowels = [i for i, c in enumerate(key) if c in VOWELS]
    if len(vowels) >= 2:
        return key[vowels[-2] + 1 :] if len(key) - vowels[-2] > 2 else key[vowels[-2] :]
    return key[vowels[-1] :] if vowels else key


@lru_cache(maxsize=100_000)
def sound_similarity(a: str, b: str) -> float:
    """0..1: how alike two words sound (whole-word key similarity, or a shared rhyme)."""
    ka, kb = phonetic_key(a), phonetic_key(b)
    if not ka or not kb:
        return 0.0
    whole = Levenshtein.normalized_similarity(ka, kb)
    ra, rb = rhyme_part(ka), rhyme_part(kb)
    if ra and ra == rb:
        return 0.9
    if consonants(ra) and consonants(ra) == consonants(rb):
        return max(whole, 0.7)  # same consonants, vowels differ: «нож» / «ёж» (stress unknown)
    return max(whole, Levenshtein.normalized_similarity(ra, rb) * 0.8)


def consonants(key: str) -> str:
    return "".join("V" if c in VOWELS else c for c in key)


@lru_cache(maxsize=100_000)
def loose_key(word: str) -> str:
    """The phonetic key with every consonant devoiced («ревмуется» and «рифмуется», «кид» and
    «кит» share it): what is left of a word when a recognizer mishears voicing and unstressed
    vowels, the commonest slips of Russian speech recognition."""
    key = "".join(DEVOICE.get(c, c) for c in phonetic_key(word))
    return "".join(c for i, c in enumerate(key) if i == 0 or c != key[i - 1])


def sound_distance(a: str, b: str, limit: int = 2) -> int:
    """Edits between the loose keys of two words (`limit` + 1 when more than `limit`)."""
    return Levenshtein.distance(loose_key(a), loose_key(b), score_cutoff=limit)
