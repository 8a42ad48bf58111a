"""Does an unknown word sound like a Russian dictionary word, misspelt or misheard?

A recognizer writes «малако» for молоко and a player types «тратуар» or «дэдлайн»: the word is not
in the dictionary, but a spelling that differs only in unstressed vowels (о/а, е/и/я/э, ы/и),
or in one vowel, is. Such a word is Russian (or a loanword in Russian use), never a foreign word
said directly. The check only looks up the analyzer's dictionary: no lists to load.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice, product

from rapidfuzz.distance import Levenshtein

from common.analyzer import parse
from referee.lang.loanwords import LOANWORDS
from referee.language.frequency import RARE, russian_zipf
from referee.language.phonetics import phonetic_key
from referee.language.russian_use import CONSONANTS
from referee.language.segment import DIMINUTIVE_SUFFIXES, lemma_stem
from referee.language.words import common_parse, known

# Vowels a Russian ear or spelling confuses when unstressed (аканье, иканье, э for е).
REDUCED: dict[str, str] = {
    "о": "оа",
    "а": "ао",
    "е": "еия",
    "и": "иеы",
    "я": "яе",
    "э": "эе",
    "ы": "ыи",
}
VOWEL_LETTERS = "аеиоуыэюя"
MAX_VARIANTS = 64  # reduced spellings tried per word (2^6: six vowels)
MIN_ONE_VOWEL_LENGTH = 6  # one arbitrary vowel swapped only in longer words (пианине/пианино)


@lru_cache(maxsize=20_000)
def sounds_russian(word: str, rare_too: bool = False) -> bool:
    """`word` (unknown to the dictionary) is a dictionary word with other unstressed vowels, or,
    when long, with one other vowel: a word seen in Russian text (wordfreq), or, `rare_too` (a
    recognizer's guess), any the dictionary knows («дрем» does not make a typed «дрим» Russian)."""
    return any(
        v != word and known(v) and (rare_too or russian_zipf(v) >= RARE) for v in _variants(word)
    )


@lru_cache(maxsize=20_000)
def russian_text_spelling(word: str) -> str | None:
    """`word` itself, or its spelling with other unstressed vowels (when long, one other vowel),
    as Russian text has it (wordfreq, `RARE` and above: loanwords in use included, «баристо» →
    бариста); None when Russian text has neither."""
    if russian_zipf(word) >= RARE:
        return word
    return next((v for v in _variants(word) if v != word and russian_zipf(v) >= RARE), None)


def _variants(word: str) -> list[str]:
    options = [REDUCED.get(c, c) for c in word]
    found = ["".join(p) for p in islice(product(*options), MAX_VARIANTS)]
    if len(word) >= MIN_ONE_VOWEL_LENGTH:
        found += [
            word[:i] + v + word[i + 1 :]
            for i, c in enumerate(word)
            if c in VOWEL_LETTERS
            for v in VOWEL_LETTERS
            if v != c
        ]
    return found


PROPER = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "UNKN"})


@lru_cache(maxsize=100_000)
def common_word(word: str) -> bool:
    """In the Russian dictionary as a common word (not only as a name, place or abbreviation)."""
    if not known(word):
        return False
    return any(not (set(p.tag.grammemes) & PROPER) for p in parse(word))


# Letters a recognizer swaps for one another: voiced and voiceless pairs, and any two vowels.
VOICING = ("бп", "вф", "гк", "дт", "жш", "зс")
SWAPS: dict[str, str] = {c: pair.replace(c, "") for pair in VOICING for c in pair}
SWAPS.update({v: VOWEL_LETTERS.replace(v, "") for v in VOWEL_LETTERS})
DROPPED = frozenset("ьъй" + VOWEL_LETTERS)  # letters a recognizer adds or loses
# A vowel written after a soft sign, its [j] heard («пьеву» for пиву): the plain vowels it stands
# for, unstressed
IOTATED: dict[str, str] = {"е": "еи", "ё": "ео", "ю": "у", "я": "аи"}
NEAR_MIN_ZIPF = 3.0  # a neighbour this common in Russian text (wordfreq) is what was meant,
NEAR_ANY_LENGTH = 5  # or any dictionary word, when the heard word is this long


@lru_cache(maxsize=20_000)
def near_russian(word: str) -> str | None:
    """A common Russian word form one sound-level slip away from `word` (`one_edit`), or None.
    A recognizer that mishears a Russian word is usually one such slip off, so such a word is
    Russian misheard, not foreign."""
    long = len(word) >= NEAR_ANY_LENGTH
    found = [
        (russian_zipf(v), v)
        for v in set(one_edit(word))
        if v != word and common_word(v) and (long or russian_zipf(v) >= NEAR_MIN_ZIPF)
    ]
    if long and (tail := without_tail_consonant(word)):
        found.append((russian_zipf(tail), tail))
    return max(found)[1] if found else None


def doubled_letter(word: str) -> str | None:
    """A common Russian word form (`common_word`; from `NEAR_ANY_LENGTH` letters on any, else one
    Russian text writes often) that `word` is with its last letter, which the recognizer wrote
    twice, written once («шьетт» for шьет). Only at the end and only for heard words: a
    transcription doubles letters inside as its foreign word does («баттон» = button, not
    батон; «литтер» = letter)."""
    if len(word) < 3 or word[-1] != word[-2]:
        return None
    single = word[:-1]
    common = len(word) >= NEAR_ANY_LENGTH or russian_zipf(single) >= NEAR_MIN_ZIPF
    return single if common and common_word(single) else None


CUT_MIN_ZIPF = 3.0  # a word Russian text writes this often (wordfreq), a name or place too
# The «т» of a final «ст»/«сть» that Russian speech drops and a recognizer with it («шерс» for
# шерсть, «мос» for мост)
CLUSTER_TAILS = ("т", "ть")


def lost_endings(stem: str) -> list[str]:
    """What a word heard as `stem` may have lost at its end: one letter of `DROPPED`, or, after
    «с», the «т» of a final «ст»/«сть» (`CLUSTER_TAILS`)."""
    tails = [*DROPPED, *CLUSTER_TAILS] if stem.endswith("с") else DROPPED
    return [stem + tail for tail in tails]


def ending_lost(word: str) -> str | None:
    """A word Russian text writes often (`CUT_MIN_ZIPF`; names and places count, unlike
    `near_russian`'s dictionary words) that `word` is with one vowel, «й» or sign lost at its end
    («на бродве» for «на бродвее»), or the «т» of a final «ст»/«сть» («шерс» for шерсть), from
    five letters on with other unstressed vowels too («омнести» for амнистию): the recognizer
    dropped the last sound of a Russian form, a loanword or name in Russian use, not a foreign
    word (broadway, amnesty, shares)."""
    stems = (word, *_variants(word)) if len(word) >= NEAR_ANY_LENGTH else (word,)
    zipf, found = max((russian_zipf(full), full) for s in stems for full in lost_endings(s))
    return found if zipf >= CUT_MIN_ZIPF else None


VERB_FORMS = frozenset({"VERB", "INFN", "GRND"})  # a verb's finite forms, infinitive, gerund
HEARD_VERB_MIN_ZIPF = 3.0  # a verb form this common in Russian text (wordfreq)
HEARD_VERB_MIN_LENGTH = 5  # letters: shorter words are too easily alike («бой», «бей»)


@lru_cache(maxsize=20_000)
def heard_verb_form(word: str) -> str | None:
    """A common Russian verb form `word` may be heard as: two of its letters swapped for the
    sounds a recognizer confuses (`SWAPS`: a vowel, a voiced or voiceless consonant) leave at most
    one sound of the phonetic key off (unstressed vowels reduced, the last consonant devoiced:
    «висад» for висят, «выивали» for воевали). A recognizer writes a verb it heard with one
    sound off so, as it writes a noun (`near_russian`); a verb is what a cue or a bare foreign
    word is least likely to be, so any such form counts."""
    if len(word) < HEARD_VERB_MIN_LENGTH:
        return None
    key = phonetic_key(word)
    found = [
        (russian_zipf(v), v)
        for v in _swapped_twice(word)
        if russian_zipf(v) >= HEARD_VERB_MIN_ZIPF
        and _levenshtein_within_one(phonetic_key(v), key)
        and any(p.tag.POS in VERB_FORMS for p in parse(v))
    ]
    return max(found)[1] if found else None


CONTRACTED = re.compile(r"[аеяу]йт$")  # a verb's «-ает» heard run together as «-айт»


def contracted_verb(word: str) -> str | None:
    """A Russian present-tense verb form seen in Russian text (`RARE` and above) that `word`,
    ending in a vowel, «й» and «т», is with its last two vowels heard run together: «мерейт»
    for меряет."""
    if not CONTRACTED.search(word):
        return None
    found = [
        (russian_zipf(v), v)
        for ending in ("ает", "яет", "еет", "ует")
        if russian_zipf(v := word[:-3] + ending) >= RARE
        and any(p.tag.POS == "VERB" for p in parse(v))
    ]
    return max(found)[1] if found else None


def _swapped_twice(word: str) -> set[str]:
    """`word` with one or two of its letters swapped (`SWAPS`)."""
    once = {word[:i] + s + word[i + 1 :] for i, c in enumerate(word) for s in SWAPS.get(c, "")}
    twice = {
        v[:i] + s + v[i + 1 :] for v in once for i, c in enumerate(v) for s in SWAPS.get(c, "")
    }
    return (once | twice) - {word}


def _levenshtein_within_one(a: str, b: str) -> bool:
    return Levenshtein.distance(a, b, score_cutoff=1) <= 1


@lru_cache(maxsize=20_000)
def vowel_restored(word: str) -> str | None:
    """The commonest dictionary word seen in Russian text (`RARE` and above) that is `word` with
    one vowel put back between two of its consonants («дмит» → дымит): a short unstressed vowel
    the recognizer lost, leaving a cluster. Any frequency: unlike `near_russian`, only this one
    slip is undone."""
    found = [
        (russian_zipf(v), v)
        for i in range(1, len(word))
        if word[i - 1] in CONSONANTS and word[i] in CONSONANTS
        for vowel in VOWEL_LETTERS
        if common_word(v := word[:i] + vowel + word[i:]) and russian_zipf(v) >= RARE
    ]
    return max(found)[1] if found else None


def without_tail_consonant(word: str) -> str | None:
    """`word` without a consonant the recognizer heard after a common Russian word form ending in
    a vowel (`NEAR_MIN_ZIPF`): the next word's first sound or a stop's release run into it
    («рыбут» for «рыбу»). Not after a consonant: a cluster such as «плант» is a word's own."""
    head, last = word[:-1], word[-1]
    if last in DROPPED or head[-1:] not in VOWEL_LETTERS:
        return None
    return head if common_word(head) and russian_zipf(head) >= NEAR_MIN_ZIPF else None


def one_edit(word: str) -> Iterator[str]:
    """`word` with one sound-level slip undone: a voiced/voiceless consonant or a vowel swapped,
    a soft sign, «й» or vowel dropped or added («суб» → суп, «ухеет» → ухает, «возь» → воз),
    or a soft sign's [j] heard before a vowel (`IOTATED`: «пьеву» → пиву)."""
    for i, c in enumerate(word):
        head, tail = word[:i], word[i + 1 :]
        yield from (head + s + tail for s in SWAPS.get(c, ""))
        if c in DROPPED:
            yield head + tail
        if c == "ь" and tail[:1] in IOTATED:
            yield from (head + v + tail[1:] for v in IOTATED[tail[0]])
    for i in range(len(word) + 1):
        yield from (word[:i] + c + word[i:] for c in DROPPED)


@lru_cache(maxsize=20_000)
def dictionary_respellings(word: str) -> tuple[str, ...]:
    """Common dictionary words that differ from `word` by one vowel added or dropped inside it
    («ресепшн» → ресепшен): how Russian spells a loanword that `word` writes another way."""
    found = {word[:i] + v + word[i:] for i in range(1, len(word)) for v in VOWEL_LETTERS}
    found |= {word[:i] + word[i + 1 :] for i in range(1, len(word) - 1) if word[i] in VOWEL_LETTERS}
    return tuple(sorted(v for v in found - {word} if common_word(v)))


GLUED_MIN_ZIPF = 4.0  # a preposition this common, run into the word it governs
GLUED_MIN_TAIL = 4  # letters of that word,
GLUED_ONE_LETTER_ZIPF = 3.5  # a common one after a one-letter preposition («в», «с», «к», «у»:
# «с» + «кросс» is the rare «росс», «у» + «отер»)


@lru_cache(maxsize=20_000)
def glued_preposition(word: str) -> bool:
    """`word` is a common Russian preposition run into the dictionary word it governs, as a
    recognizer writes them together («напятерку» for «на пятёрку», «вдоме»): Russian heard.
    A dictionary word itself («кросс») is not."""
    if known(word):
        return False
    for cut in range(1, len(word) - GLUED_MIN_TAIL + 1):
        head, tail = word[:cut], word[cut:]
        if not any(p.tag.POS == "PREP" for p in parse(head)):
            continue
        if russian_zipf(head) < GLUED_MIN_ZIPF or not common_word(tail):
            continue
        if euphonic(head) and not consonant_cluster(tail):
            continue  # «ко», «со», «во» only before a cluster («ко мне»): «ковылет» is one word
        if cut > 1 or russian_zipf(tail) >= GLUED_ONE_LETTER_ZIPF:
            return True
    return False


RUN_IN_MAX = 2  # sounds of a preposition or a word's end a recognizer may run into the next word
RUN_IN_MIN_TAIL = 4  # letters the Russian word left must have


def run_into_russian(word: str) -> bool:
    """`word` is a Russian word, or one with other vowels (`sounds_russian`), with one or two
    sounds run in before it, a preposition and its vowel or the end of the word before
    («вуманастырь» for «в монастырь»): Russian heard, whatever the head is."""
    return any(
        common_word(tail) or sounds_russian(tail, True)
        for tail in (word[cut:] for cut in range(1, RUN_IN_MAX + 1))
        if len(tail) >= RUN_IN_MIN_TAIL
    )


def euphonic(preposition: str) -> bool:
    """A preposition's form with «о» added (ко, со, во, обо, подо), said before a cluster."""
    head = preposition[:-1]
    return preposition.endswith("о") and any(p.tag.POS == "PREP" for p in parse(head))


def consonant_cluster(word: str) -> bool:
    """`word` opens with two consonants («мне», «всём», «стола»)."""
    return len(word) > 1 and not set(word[:2]) & set(VOWEL_LETTERS + "ьъй")


LINKS = "оеи"  # the linking vowel of a Russian compound (ног-о-мяч, пар-о-ход)
MIN_PART = 3  # letters in each part of a compound


@lru_cache(maxsize=20_000)
def russian_compound(word: str) -> bool:
    """`word` joins two Russian words with a linking vowel («ногомяч», «мокроступы»): a Russian
    coinage, a calque, never a foreign word."""
    for i in range(MIN_PART, len(word) - MIN_PART):
        head, tail = word[:i], word[i + 1 :]
        if word[i] in LINKS and known(tail) and any(known(head + e) for e in ("", "а", "о", "ь")):
            return True
    return False


MIN_DIMINUTIVE_BASE = 4  # letters of the dictionary noun a diminutive is built on (кальмар)
NOUN_ENDINGS = ("", "а", "я", "о", "ь")  # a base noun's stem back to its dictionary form


@lru_cache(maxsize=20_000)
def diminutive_of_known(word: str) -> bool:
    """`word` is a diminutive, in any form, of a Russian dictionary noun that no dictionary
    lists itself, of the base's gender as diminutives are («кальмарчики»: кальмар-чик-и,
    «пиццочка»; not «горлик», no masculine of горло): Russian however foreign its base."""
    for reading in parse(word)[:3]:
        if reading.tag.POS != "NOUN":
            continue
        stem = lemma_stem(reading.normal_form)
        for suffix in DIMINUTIVE_SUFFIXES:
            base = stem[: -len(suffix)]
            if stem.endswith(suffix) and len(base) >= MIN_DIMINUTIVE_BASE and any(
                _noun_of_gender(base + e, reading.tag.gender) for e in NOUN_ENDINGS
            ):
                return True
    return False


def _noun_of_gender(word: str, gender: str | None) -> bool:
    """`word` is a dictionary noun of `gender` (its likeliest parse that is no proper name)."""
    common = common_parse(word) if known(word) else None
    return common is not None and common.tag.POS == "NOUN" and common.tag.gender == gender

# A Russian relational adjective's suffix and ending («русский», «нарубский» as heard for «на
# русский»): a shape no transcription of a foreign word takes.
ADJECTIVE_SHAPE = re.compile(r"[сц]к(ий|ая|ое|ие|ого|ой|ом|ую|их|им|ими|ому)$")


def russian_adjective_shape(word: str) -> bool:
    """`word` ends as a Russian adjective in -ский / -цкий does, in any form."""
    return ADJECTIVE_SHAPE.search(word) is not None


# A Russian verb's personal ending or infinitive («освоивает» heard for осваивает, «кушаешь»):
# a shape no transcription of a foreign word in the project's sets takes (none of 570).
VERB_SHAPE = re.compile(r"(ает|яет|ует|еет|ают|яют|уют|еют|ется|ются|ешь|ишь|ать|ять|ить|еть|уть)$")


def russian_verb_shape(word: str) -> bool:
    """`word` ends as a Russian verb in the present tense or the infinitive does."""
    return VERB_SHAPE.search(word) is not None


# Case endings a loanword takes in Russian use («имейлом», «фидбека», «вайфаю»), longest first.
CASE_ENDINGS = (
    "ами",
    "ями",
    "ом",
    "ем",
    "ов",
    "ев",
    "ам",
    "ям",
    "ах",
    "ях",
    "ой",
    "ей",
    "а",
    "я",
    "у",
    "ю",
    "е",
    "ы",
    "и",
)


@lru_cache(maxsize=20_000)
def loanword(word: str) -> bool:
    """`word` is a form of a loanword of everyday Russian the dictionary does not know yet
    (`referee.lang.loanwords`): allowed by the rules, never a foreign word said bare."""
    if word in LOANWORDS:
        return True
    stems = (word[: -len(e)] for e in CASE_ENDINGS if word.endswith(e) and len(word) > len(e) + 2)
    return any(stem + tail in LOANWORDS for stem in stems for tail in ("", "й", "ь"))
