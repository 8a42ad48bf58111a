"""A small Russian phonetic key and sound similarity (for the sound-alike rule).

The key spells a word roughly as it sounds: silent signs dropped, clusters merged («солнце» →
«сонце»), voiced consonants devoiced at the end and before voiceless ones («дуб» → «дуп»),
vowels reduced to four classes since stress is unknown («молоко» → «малака»).
"""

from __future__ import annotations

from dataclasses import dataclass
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


def vowel_dropped(key: str) -> list[str]:
    """`key` with one of its vowels between two consonants dropped, each way: what a key heard
    with a vowel put into a cluster was («арифума» for «рифма»), or what one heard with an
    unstressed vowel slurred is («виртен» for «веретён»)."""
    return [key[:j] + key[j + 1:] for j in range(1, len(key) - 1)
            if key[j] in VOWELS and key[j - 1] not in VOWELS and key[j + 1] not in VOWELS]


@lru_cache(maxsize=100_000)
def loose_key(word: str) -> str:
    """The phonetic key with every consonant devoiced («ревмуется» and «рифмуется», «кид» and
    «кит» share it), «тц» as «ц» and «х» as «к» («начинаетца», «бухва»): what is left of a word
    when a recognizer mishears voicing, unstressed vowels and near consonants, the commonest slips
    of Russian speech recognition."""
    key = "".join(DEVOICE.get(c, c) for c in phonetic_key(word))
    for cluster, sound in LOOSE_CLUSTERS:
        key = key.replace(cluster, sound)
    return "".join(c for i, c in enumerate(key) if i == 0 or c != key[i - 1])


LOOSE_CLUSTERS = (("тц", "ц"), ("тч", "ч"), ("х", "к"))


def sound_distance(a: str, b: str, limit: int = 2) -> int:
    """Edits between the loose keys of two words (`limit` + 1 when more than `limit`)."""
    return Levenshtein.distance(loose_key(a), loose_key(b), score_cutoff=limit)


MIN_KEY = 3  # sounds: shorter words are too easily alike
GLUED_FORM = 5  # sounds of a form that may be heard glued to its neighbours
GLUED_LEAD = 4  # sounds glued before it at most («ко|рифмуетца», «рику|риф моец»)
GLUED_TAIL = 7  # sounds glued after it at most («буква|йс», «школьник|ознавит»)
LONG_FORM = 8  # sounds of a form that may be heard both glued and a sound off («начинаетца|на»)


def edit_budget(sounds: int, unsure: bool, first: int = 4) -> int:
    """Edits a word may be off a form and still be that form misheard: none for a word heard
    sure (or typed), else more the longer the form (one from `first` sounds, two from 8)."""
    if not unsure or sounds < first:
        return 0
    return 1 if sounds < 8 else 2


@dataclass(frozen=True)
class Heard:
    """Where a form was heard inside a key: `edits` off it, at `key[begin:end]`."""

    form: str
    edits: int
    begin: int
    end: int
    tail: str  # what was heard glued after it


@lru_cache(maxsize=100_000)
def heard_in(key: str, forms: frozenset[str], unsure: bool, glued_slips: bool = True,
             penalty: int = 0, first: int = 4) -> Heard | None:
    """The form (of `forms`, words) whose loose key `key` holds within the edit budget: the whole
    key, or a stretch of it glued to a little of its neighbours (forms of `GLUED_FORM` sounds
    on; also one sound off, glued on one side, only if `glued_slips` and the form is long). The
    budget (`edit_budget`, the first edit from `first` sounds) is `penalty` edits less for
    evidence that the word was said as heard. The fewest edits win, then the longest form."""
    if not unsure:  # no budget: only a form heard whole, looked up instead of compared
        return _heard_whole(key, forms)
    best: Heard | None = None
    for form, form_key in keyed_forms(forms).keyed:
        allowed = max(0, edit_budget(len(form_key), unsure, first) - penalty)
        if len(form_key) < MIN_KEY or len(form_key) > len(key) + allowed:
            continue
        place = _place(form_key, key, allowed, glued_slips)
        if place is None:
            continue
        edits, begin, end = place
        if best is None or (edits, -len(form_key)) < (best.edits, -len(loose_key(best.form))):
            best = Heard(form, edits, begin, end, key[end:])
    return best


def _place(form_key: str, key: str, allowed: int, glued_slips: bool
           ) -> tuple[int, int, int] | None:
    """(edits, begin, end) of the form's key heard in `key[begin:end]` (see `heard_in`)."""
    edits = Levenshtein.distance(form_key, key, score_cutoff=allowed)
    if edits == 0:
        return 0, 0, len(key)
    long_enough = len(form_key) >= GLUED_FORM
    at = key.find(form_key) if long_enough else -1
    if 0 <= at <= GLUED_LEAD and len(key) - at - len(form_key) <= GLUED_TAIL:
        return 0, at, at + len(form_key)  # «ко|рифмуетца», «о|букфа|зе»
    if edits <= allowed and (edits < 2 or abs(len(key) - len(form_key)) < 2):
        return edits, 0, len(key)  # two sounds off only as long as the form («ревкнуется»)
    if not glued_slips or allowed < 1 or len(form_key) < LONG_FORM:
        return None
    for size in (len(form_key), len(form_key) - 1, len(form_key) + 1):
        rest = len(key) - size
        if 0 < rest <= GLUED_TAIL and _one_off(form_key, key[:size]):
            return 1, 0, size  # «начинает|ценовая»: …ца на ва after it
        if 0 < rest <= GLUED_LEAD and _one_off(form_key, key[rest:]):
            return 1, rest, len(key)
    return None


@dataclass(frozen=True)
class KeyedForms:
    """A set of forms with their loose keys, in alphabetical order (the same in every process,
    whatever the string hashing), and each key's first form."""

    keyed: tuple[tuple[str, str], ...]  # (form, loose key)
    first: dict[str, tuple[int, str]]  # loose key -> (position in `keyed`, form) of its first form

    def form_of(self) -> dict[str, str]:
        """Loose key -> its first form, the keys in the order of their first forms."""
        return {key: form for key, (_, form) in self.first.items()}


@lru_cache(maxsize=2_000)
def keyed_forms(forms: frozenset[str]) -> KeyedForms:
    """The loose keys of `forms`, computed once per set (a cue's forms, a secret word's family)."""
    keyed = tuple((form, loose_key(form)) for form in sorted(forms))
    first: dict[str, tuple[int, str]] = {}
    for position, (form, form_key) in enumerate(keyed):
        first.setdefault(form_key, (position, form))
    return KeyedForms(keyed, first)


def _heard_whole(key: str, forms: frozenset[str]) -> Heard | None:
    """`heard_in` with no edit budget: the form whose key is `key` itself, or the longest one
    (the first in `keyed_forms` order of those as long) that `key` holds glued to its neighbours
    (its first occurrence at most `GLUED_LEAD` sounds in, at most `GLUED_TAIL` sounds after it)."""
    first = keyed_forms(forms).first
    found: list[tuple[int, int, int, int, str]] = []  # (-length, position, begin, end, form)
    whole = first.get(key) if len(key) >= MIN_KEY else None
    if whole is not None:
        found.append((-len(key), whole[0], 0, len(key), whole[1]))
    for begin in range(min(GLUED_LEAD, len(key) - GLUED_FORM) + 1):
        for end in range(max(begin + GLUED_FORM, len(key) - GLUED_TAIL), len(key) + 1):
            part = key[begin:end]
            hit = first.get(part)
            if hit is not None and part != key and key.find(part) == begin:
                found.append((-len(part), hit[0], begin, end, hit[1]))
    if not found:
        return None
    _, _, begin, end, form = min(found)
    return Heard(form, 0, begin, end, key[end:])


def _one_off(a: str, b: str) -> bool:
    return Levenshtein.distance(a, b, score_cutoff=1) <= 1

UNSURE = 0.7  # a recognizer's word confidence below this: the word may be misheard


def misheard_form(word: str, forms: frozenset[str], conf: float = 1.0,
                  budget: bool = True) -> str | None:
    """The form of `forms` that `word` (one the dictionary does not know) most likely is, heard
    or said slightly wrong; None when it sounds like none. The one test of «the secret word or
    its family heard wrong», for the root comparison (`near`, typed text) and the cognate rule
    (recognised words with their confidence): the loose keys match within the edit budget of a
    word heard with confidence `conf` (none when not `budget`), or a form is heard glued to a
    scrap of the next word."""
    heard = heard_in(loose_key(word), forms, budget and conf < UNSURE, glued_slips=False)
    return heard.form if heard is not None else None


def echoed(key: str, form_key: str) -> bool:
    """`key` is `form_key` with one syllable echoed: after a vowel, a consonant and that vowel
    again («фалан» for «фан»: a recognizer hears «вон» as «валон», «волон»)."""
    if len(key) != len(form_key) + 2:
        return False
    return any(vowel in VOWELS and key[: i + 1] == form_key[: i + 1]
               and key[i + 1] not in VOWELS and key[i + 2] == vowel
               and key[i + 3:] == form_key[i + 1:]
               for i, vowel in enumerate(form_key))
