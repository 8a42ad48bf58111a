"""Rule G's evidence that one word is foreign: the foreign word it transcribes, how frequent
that is abroad and how rare the word is in Russian, with a language cue near (`cued_evidence`,
by the word's place next to the cue) or with none (`foreign_evidence`), and as a word of a
foreign phrase (`pair_word`, `phrase_word`). `referee.rules.foreign.rule` decides with it.
"""

from __future__ import annotations

import math
from functools import lru_cache

from common.analyzer import parse
from referee.lang import foreign as F
from referee.language.frequency import russian_form_zipf, russian_zipf, seen_in_russian
from referee.language.russian_use import in_russian_use
from referee.language.russianlike import common_word as russian_word
from referee.language.russianlike import (
    dictionary_respellings,
    diminutive_of_known,
    glued_preposition,
    heard_verb_form,
    loanword,
    russian_adjective_shape,
    russian_compound,
    russian_verb_shape,
    sounds_russian,
)
from referee.language.translit import (
    ForeignMatch,
    best_foreign,
    foreign_lexicon,
    foreign_spellings,
    function_words,
    latin_word,
    nearest_foreign,
)
from referee.rules.foreign.compounds import foreign_compound
from referee.rules.foreign.cues import ALL_LANGS, russian_text
from referee.rules.matching import can_be, grammemes

MIN_NEAREST_LENGTH, NEAREST_MARGIN = 4, 1.5  # a misheard transcription after a cue


FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "NPRO", "NUMR", "Apro"})
INTERJECTIONS = frozenset({"INTJ"})

# Thresholds on wordfreq's Zipf scale (log10 of frequency per billion words).
CUED_MIN_ZIPF = 3.0  # near a cue: frequent abroad,
CUED_MARGIN, CUED_NAME_MARGIN = 0.8, 0.3  # and rarer here by this much (a common word / a name)
WAIT_MIN_RU = 3.5  # a Russian word this common before a cue waits for the words after it
RIGHT_AFTER_MARGIN = 0.5  # a Russian homograph right after the cue needs only this margin
PHRASE_MIN_ZIPF, PHRASE_MARGIN = 5.0, 1.0  # the other word of a foreign phrase: very frequent
NEIGHBOUR_MIN_ZIPF = 4.5  # beside a foreign word found, a frequent word suffices («айс крим»)
PAIR_MARGIN, PAIR_MAX_RU = 2.0, 3.5  # two such words in a row, with no cue: rare in Russian
ADJACENT_MIN_ZIPF = 4.5  # a Russian word next to a cue: a basic foreign word («бой», not «копыта»)
BARE_MIN_ZIPF, BARE_MARGIN = 3.5, 1.5  # no cue: the word also unknown to the dictionary,
BARE_MAX_RU = 3.2  # and not common in Russian text (wordfreq counts transliterations: фуд 3.0)
SLANG_MARGIN, SLANG_MAX_RU, SLANG_MIN_LEN = 2.75, 3.0, 4  # or in the dictionary as rare slang
BARE_MAX_COST = 0.5  # how far from the foreign word's sounds (translit.ForeignMatch.cost)
HEARD_LAST_MAX_COST = 0.75  # the turn's last word heard unsure: a vowel heard off its sound too
LONG_WORD, LONG_MIN_ZIPF = 6, 3.0  # a long word written just as a foreign word sounds: rarer ones
# too («хорсмен» = horseman)
FUNCTION_MIN_ZIPF = 4.0  # a function word this common is Russian speech («и», «то»; not «дак»)
LATIN_LONG_WORD = 5  # letters: a word this long in Latin letters that a foreign lexicon has (its
# 40,000 commonest) is foreign however rare: a recognizer decoding Russian writes Latin letters
# only for speech it heard as foreign, and short ones also for a Russian syllable («свет о for»)
LAST_WORD_MARGIN = -1.0  # the turn's last word right after a cue: Russian may have it this much
# more often («по английски рай» = rye)


@lru_cache(maxsize=100_000)
def foreign_evidence(
    word: str,
    langs: tuple[str, ...],
    cued: bool,
    right_after: bool = False,
    adjacent: bool = False,
    named: bool = False,
    heard_last: bool = False,
) -> ForeignMatch | None:
    """The foreign word `word` transcribes, if it is foreign: `cued` near a language cue,
    `right_after` the cue itself («по-английски стар»: even a Russian homograph counts),
    `adjacent` to it on either side («бой по-английски»: a Russian homograph needs a smaller
    margin, since the cue names that very word), `named` after a verb of naming (any part of
    speech: «французы здороваются бонжур»), `heard_last`: said bare as the turn's last word and
    heard unsure, where a vowel heard off the foreign sound is allowed (`HEARD_LAST_MAX_COST`:
    «дремер» = dreamer, «фрест» = frost)."""
    if len(word) < (2 if right_after else 3) or not word.isalpha() or word in F.ESTABLISHED:
        return None
    if word.isascii():
        found = latin_word(word, langs)
        if found and not cued and found.word in function_words(found.lang):
            return None  # «свет о for»: a Russian syllable heard, written as an English word
        if right_after and (found is None or found.zipf < CUED_MIN_ZIPF):
            return ForeignMatch(word, langs[0], 0.0)  # «по английски skylar»: heard as foreign
        if found and len(word) >= LATIN_LONG_WORD:
            return found  # «в траве firefly» (Zipf 3.1): no Russian word heard so
        return found if found and found.zipf >= (CUED_MIN_ZIPF if cued else BARE_MIN_ZIPF) else None
    if function_word(word):
        return None
    if russian_word(word) and not can_be(word, "NOUN") and not (right_after or named):
        return None  # a Russian verb or adjective next to a cue is the explanation itself
    ru = russian_zipf(word)
    known = russian_word(word)
    if not cued and not bare_candidate(word):
        return None
    # said bare, a dictionary word counts only as a foreign word's exact sounds (below)
    match = best_foreign(word, langs, CUED_MIN_ZIPF if cued else LONG_MIN_ZIPF, known and not cued)
    if match is None:
        return None
    if cued:
        relaxed = adjacent and match.zipf >= ADJACENT_MIN_ZIPF
        min_zipf = CUED_MIN_ZIPF
        margin = CUED_MARGIN if known and not relaxed else CUED_NAME_MARGIN
        if right_after:
            margin = min(margin, RIGHT_AFTER_MARGIN)  # «по английски пот»: the cue names it
            if match.exact and not known:
                margin = -math.inf  # «по английски долл»: Russian text has it as an abbreviation
    elif (known and not match.exact) or match.cost > (
        HEARD_LAST_MAX_COST if heard_last else BARE_MAX_COST
    ):
        return None  # said bare, a foreign word is said as it sounds (a dictionary word exactly)
    else:
        min_zipf, margin = BARE_MIN_ZIPF, SLANG_MARGIN if known else BARE_MARGIN
        if match.exact and len(word) >= LONG_WORD:
            min_zipf = LONG_MIN_ZIPF
    if match.zipf < min_zipf or match.zipf - ru < margin:
        return None
    return None if not cued and respelt_loanword(word, match, langs) else match


def respelt_loanword(word: str, match: ForeignMatch, langs: tuple[str, ...]) -> bool:
    """`word` is a dictionary loanword spelt with one vowel more or less («ресепшн» for
    ресепшен): that noun, in its dictionary form (not «ботал» of ботало), reads as the same
    foreign word, near its sounds. In Russian use, not a word said bare."""
    return any(
        any(p.tag.POS == "NOUN" and p.normal_form == v for p in parse(v))
        and (found := best_foreign(v, langs)) is not None
        and found.word == match.word
        and found.cost <= BARE_MAX_COST
        for v in dictionary_respellings(word)
    )


def function_word(word: str) -> bool:
    """A common Russian preposition, conjunction, particle, pronoun or numeral: never the foreign
    word (a rare one may be: «дак» = duck)."""
    return bool(grammemes(word) & FUNCTION_WORDS) and russian_zipf(word) >= FUNCTION_MIN_ZIPF


def bare_candidate(word: str) -> bool:
    """Whether `word`, with no language cue near, may be a foreign word at all: not common in
    Russian text (a loanword in Russian use is allowed: шапито, секьюрити; wordfreq also counts
    transliterations: фуд 3.0), not a short dictionary word, and not a Russian word misspelt or
    misheard in its unstressed vowels («малако», «тратуар», «рифрижератор»), nor a loanword of
    everyday Russian the dictionary does not know yet («коворкинг», «хэштег»), nor one that Russian
    text inflects («скиллы», «клининговая»: `in_russian_use`)."""
    if loanword(word):
        return False
    if russian_word(word):
        return russian_zipf(word) < SLANG_MAX_RU and len(word) >= SLANG_MIN_LEN
    if russian_zipf(word) >= BARE_MAX_RU or sounds_russian(word) or glued_preposition(word):
        return False
    return not in_russian_use(word) and not diminutive_of_known(word)


OTHER_LANGS = tuple(lang for lang in ALL_LANGS if lang != "en")
OTHER_MIN_LENGTH = 6  # letters: a shorter spelling fits a word of some language by chance
OTHER_LONG_WORD = 7  # letters: a longer one fits by chance so seldom that rarer words count too
# (`LONG_MIN_ZIPF`: «четриоло» = cetriolo, «шауфель» = Schaufel), as for English
ONE_OFF_MIN_RU = 3.0  # a Russian word this common, one letter away, is what was meant
RUSSIAN_LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюя"


def spelt_foreign(word: str, min_length: int, langs: tuple[str, ...],
                  min_zipf: float) -> ForeignMatch | None:
    """The word of `langs`, at least `min_zipf` frequent there, that `word` (Cyrillic, at least
    `min_length` letters, a bare candidate and no Russian form) is spelt as, near enough."""
    if len(word) < min_length or word.isascii() or not bare_candidate(word):
        return None
    if russian_word(word) or russian_form_zipf(word):
        return None
    match = best_foreign(word, langs, min_zipf)
    if match is None or match.zipf < min_zipf or match.cost > BARE_MAX_COST:
        return None
    return match


@lru_cache(maxsize=50_000)
def other_language_evidence(word: str) -> ForeignMatch | None:
    """The French, German, Italian or Spanish word `word`, said with no cue, is spelt as
    («эскуэла» = escuela, «картоффель» = Kartoffel): a frequent word there (`BARE_MIN_ZIPF`; from
    `OTHER_LONG_WORD` letters on, `LONG_MIN_ZIPF`) that
    Russian text never writes (wordfreq has not seen it: names and places it has, мейсон,
    франсиско, долорес, гульельмо), long enough not to fit by chance, and no Russian word,
    loanword, word with other unstressed vowels (`bare_candidate`) or common word with a letter
    lost or changed (`one_letter_off`)."""
    match = spelt_foreign(word, OTHER_MIN_LENGTH, OTHER_LANGS, LONG_MIN_ZIPF)
    if match is None or (match.zipf < BARE_MIN_ZIPF and len(word) < OTHER_LONG_WORD):
        return None
    # the dearer tests last
    return None if one_letter_off(word) or seen_in_russian(word) else match


COMPOUND_MIN_LENGTH = 7  # letters: two pieces of at least three, and a short one


@lru_cache(maxsize=50_000)
def compound_evidence(word: str) -> ForeignMatch | None:
    """The foreign compound `word`, said with no cue, runs together («пайнкоун» = pine cone,
    «сноудрифт» = snowdrift: `foreign_compound`), when Russian text never writes it (a loanword
    in use, «кикбоксинг», «сноуборд», is seen in wordfreq's Russian) and it is no Russian word,
    form, coinage or vowel variant of one (`bare_candidate`)."""
    if len(word) < COMPOUND_MIN_LENGTH or word.isascii() or not bare_candidate(word):
        return None
    if russian_word(word) or russian_form_zipf(word) or russian_compound(word):
        return None
    pieces = foreign_compound(word)
    if pieces is None or seen_in_russian(word):
        return None
    joined = "".join(p.word for p in pieces)
    return ForeignMatch(joined, pieces[0].lang, min(p.zipf for p in pieces), 0.0)


LAST_MIN_LENGTH = 5  # letters: the turn's last word heard fairly surely (`heard_last_evidence`)
LAST_MIN_ZIPF, LAST_MARGIN = 3.0, 1.0  # frequent abroad, and rarer here by this much


@lru_cache(maxsize=50_000)
def heard_last_evidence(word: str) -> ForeignMatch | None:
    """The foreign word of any language `word` is written as, when the recognizer heard it fairly
    surely as the explainer's last word, no Russian word, slip or vowel variant of one: a word
    of some language frequent there (`LAST_MIN_ZIPF`) and rarer in Russian text by `LAST_MARGIN`
    («бамбина» = bambina, «сурис» = souris, «швальбе» = Schwalbe). Unlike a typed word
    (`other_language_evidence`), a name wordfreq has seen or a common word one letter off does
    not make it Russian: the recognizer's slips are sound slips, tested before."""
    match = spelt_foreign(word, LAST_MIN_LENGTH, ALL_LANGS, LAST_MIN_ZIPF)
    if match is None or match.zipf - russian_zipf(word) < LAST_MARGIN:
        return None
    return match


@lru_cache(maxsize=50_000)
def unused_word_evidence(word: str) -> ForeignMatch | None:
    """The English word `word` is written exactly as it sounds («визитер» = visitor, «слиперс» =
    slippers), a frequent one (`LONG_MIN_ZIPF`, as for any long word written so), when `word`,
    of `LONG_WORD` letters or more, is a dictionary word Russian text all but never uses
    (`russian_text`), and only a noun there: heard as the turn's last word, it is the English
    word the recognizer, decoding Russian, wrote as the nearest dictionary spelling. A word
    Russian text uses keeps its Russian reading, and so does a rare form of a Russian verb
    («травлен»: traveling)."""
    if len(word) < LONG_WORD or not russian_word(word) or russian_text(word):
        return None
    if any(p.tag.POS != "NOUN" for p in parse(word)):
        return None
    match = best_foreign(word, ("en",), LONG_MIN_ZIPF, True)
    return match if match is not None and match.exact else None


SPELT_LAST_MIN_LENGTH = 4  # letters: «лок», «пен» are Russian words or syllables as often


@lru_cache(maxsize=50_000)
def spelt_last_evidence(word: str) -> ForeignMatch | None:
    """The English word `word`, typed as the turn's last word, is written just as it sounds
    («вайпер» = viper), when no dictionary word, loanword or word Russian text inflects: a word
    frequent in English (`LAST_MIN_ZIPF`) and rarer in Russian text by `LAST_MARGIN`, though
    Russian text has it as a name or a brand («тичер», «флауэр»), yet not common there
    (`BARE_MAX_RU`: «латте» 3.4 is a loanword in use, read as latter)."""
    if len(word) < SPELT_LAST_MIN_LENGTH or word.isascii() or russian_word(word):
        return None
    if russian_zipf(word) >= BARE_MAX_RU:
        return None
    if loanword(word) or in_russian_use(word) or sounds_russian(word):
        return None
    match = best_foreign(word, ("en",), LAST_MIN_ZIPF, True)
    if match is None or not match.exact or match.zipf - russian_zipf(word) < LAST_MARGIN:
        return None
    return match


def one_letter_off(word: str) -> bool:
    """`word` is a common Russian word with one letter lost or changed, as a typist or a
    recognizer loses or mishears it («интерет» for интернет, «машиса» for машина)."""
    return any(
        russian_zipf(word[:i] + c + word[i + cut :]) >= ONE_OFF_MIN_RU
        for cut in (0, 1)
        for i in range(len(word) + 1 - cut)
        for c in RUSSIAN_LETTERS
    )


AFTER, SECOND, BEFORE, NAMED = "after", "second", "before", "named"


@lru_cache(maxsize=50_000)
def cued_evidence(word: str, langs: tuple[str, ...], place: str) -> ForeignMatch | None:
    """The foreign word `word` transcribes at `place` next to a cue of `langs`. Right after the
    cue even a Russian homograph counts («по английски пот»); the second word after it only when
    it is not Russian. A word after the cue that no spelling reaches may be a transcription
    misheard in its vowels (`nearest_foreign`: «по английски франд»), unless shaped as a Russian
    adjective or verb; failing that, a word after the cue that is not Russian at all is foreign
    all the same, its reading unknown (`word` empty; the caller drops it when the recognizer was
    unsure of it). After a verb of naming a Russian homograph needs the full margin («называют
    это футбол» is Russian)."""
    if place == SECOND and russian_word(word):
        return None
    found = foreign_evidence(
        word, langs, True, place == AFTER, place in (AFTER, BEFORE), place == NAMED
    )
    if found or place == BEFORE or word.isascii() or russian_word(word):
        return found
    if len(word) < MIN_NEAREST_LENGTH:
        return None
    if russian_adjective_shape(word) or russian_verb_shape(word) or heard_verb_form(word):
        return None  # «с английского нарубский», «для тех кто освоивает»: Russian heard wrong
    near = nearest_foreign(word, langs)
    if near and near.zipf - russian_zipf(word) >= NEAREST_MARGIN:
        return near
    if sounds_russian(word) or russian_compound(word) or russian_zipf(word) >= BARE_MAX_RU:
        return None
    if glued_preposition(word):
        return None  # «немецкий напятерку»: a preposition and its word heard as one
    return ForeignMatch("", langs[0], 0.0)  # foreign, though which word is not clear


@lru_cache(maxsize=50_000)
def last_word_evidence(word: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The foreign word a Russian noun transcribes when it ends the turn right after a cue: the
    cue announced a foreign word and no other came, so a noun written just as a frequent foreign
    word sounds is that word even when Russian has it as often («по английски сок» = sock, «по
    английски рай» = rye); after another language's cue, a noun spelt as its frequent word is
    («по французски кок» = coq). Before the turn ends it is more likely the Russian word the cue
    translates («по английски сок будет джус»)."""
    if len(word) < 3 or not russian_word(word) or function_word(word):
        return None
    if not can_be(word, "NOUN"):
        return None
    match = spelt_frequent(word, langs)
    return match if match and match.zipf - russian_zipf(word) >= LAST_WORD_MARGIN else None


@lru_cache(maxsize=50_000)
def closing_word_evidence(word: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The foreign word a Russian function word transcribes when it ends the turn right after a
    cue: no Russian clause ends on a preposition, conjunction or particle that leans on a word
    next to it («по английски со», «по французски ли»), so it is the word the cue announced when
    spelt as a frequent word of the cue's language (saw, lit). A word with a reading that can
    close a clause or stand alone, as an interjection, adverb, pronoun, pronoun adjective,
    predicative or numeral, is Russian («по английски да», «так», «то», «три»: `CLOSING`), and
    so is a filler («вот»). Cost: 42 of the 503 commonest Russian function words read as foreign
    in that one place after an English cue, 49–52 after another language's."""
    if len(word) < 2 or word in F.FILLERS or not function_word(word):
        return None
    if any(p.tag.POS in CLOSING for p in parse(word)):
        return None
    return spelt_frequent(word, langs)


CLOSING = frozenset({"INTJ", "ADVB", "NPRO", "PRED", "ADJF", "NUMR"})  # may end a clause
HEARD_CLOSING_MARGIN = -1.5  # Zipf: Russian may have it this much more often («рано» 4.9, rana 3.7)
HEARD_CLOSING_MIN_LENGTH = 3  # letters: «их», «да» fit a frequent word of some language by chance
LEANING = frozenset({"PREP", "CONJ", "PRCL", "INTJ"})  # with a demonstrative, readings that end a
# Russian turn: «по английски так», «по немецки там», «по французски да»


@lru_cache(maxsize=50_000)
def heard_closing_evidence(word: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The foreign word a recognised pronoun or adverb transcribes when it ends the turn right
    after a cue: the recognizer, decoding Russian, writes a foreign word it does not know as the
    Russian word nearest in sound, and a pronoun or adverb is as near as a noun («по испански
    рано» for rana, «по немецки вас» for was, «по французски ваш» for vache, found as French
    vas). Only one with no reading as a particle, conjunction, interjection or demonstrative
    (those end a Russian sentence: «так», «там», «да»), spelt as a frequent word of the cue's
    language that Russian has at most `HEARD_CLOSING_MARGIN` more often. Typed text is taken as
    spelt (`closing_word_evidence`)."""
    if len(word) < HEARD_CLOSING_MIN_LENGTH or word in F.FILLERS:
        return None
    tags = [p.tag for p in parse(word)]
    if not any(t.POS in ("ADVB", "NPRO") or "Apro" in t for t in tags):
        return None
    if any(t.POS in LEANING or "Dmns" in t for t in tags):
        return None
    match = spelt_frequent(word, langs)
    return match if match and match.zipf - russian_zipf(word) >= HEARD_CLOSING_MARGIN else None


def spelt_frequent(word: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The frequent foreign word (Zipf `CUED_MIN_ZIPF` or more) of `langs` that `word` is written
    as: English by its sounds, exactly; another language by its spelling."""
    found = [best_foreign(word, (lang,), CUED_MIN_ZIPF, exact_only=lang == "en") for lang in langs]
    match = max((m for m in found if m and (m.exact or m.lang != "en")), key=lambda m: m.zipf,
                default=None)
    return match if match and match.zipf >= CUED_MIN_ZIPF else None


SPLIT_MIN_LETTERS = 5  # letters of a foreign word heard cut in two: fewer join by chance


def split_word_evidence(first: str, second: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The foreign word of `langs` that two heard words make together: the recognizer, forced
    to Russian, cuts a word it cannot spell into Russian-looking pieces («пел грим» = pilgrim,
    «на дель» = Nadel, «шла ух» = Schlauch). The whole must be no Russian word, and written as a
    frequent word of those languages (`spelt_frequent`: English exactly by its sounds)."""
    word = first + second
    if len(word) < SPLIT_MIN_LETTERS or not word.isalpha() or russian_word(word):
        return None
    return spelt_frequent(word, langs)


def plainly_foreign(word: str, evidence: ForeignMatch) -> bool:
    """A Russian word before a cue that is plainly the foreign word named («дог по английски»):
    written just as that word sounds, more frequent abroad than here, and not a common Russian
    word. Any other Russian word before a cue («суп по английски пот», «кот по английски кэт»,
    «соль по французски мер») is more likely what gets translated, and is weighed only once the
    words after the cue are in, or the turn ends with the cue («это бой по английски»)."""
    ru = russian_zipf(word)
    return evidence.exact and evidence.zipf - ru >= CUED_NAME_MARGIN and ru < WAIT_MIN_RU


@lru_cache(maxsize=50_000)
def pair_word(word: str) -> ForeignMatch | None:
    """`word` may be half of a foreign phrase said without a cue: a very frequent English word,
    far rarer in Russian, not a function word (an interjection of Russian speech such as «бай»
    counts only beside a word that is not one: «гуд бай»)."""
    if len(word) < 2 or not word.isalpha() or function_word(word):
        return None
    if loanword(word):
        return None  # «бизнес ланч», «фуд корт»: Russian words
    established = word in F.ESTABLISHED  # Russian only as this very interjection
    if not established and russian_zipf(word) > PAIR_MAX_RU:
        return None
    match = best_foreign(word, ("en",), PHRASE_MIN_ZIPF)
    if match is None or match.zipf < PHRASE_MIN_ZIPF:
        return None
    if not established and sounds_russian(word):  # the dearer test last
        return None
    if established:
        return match if match.exact else None
    return match if match.zipf - russian_zipf(word) >= PAIR_MARGIN else None


@lru_cache(maxsize=50_000)
def phrase_word(word: str, lang: str) -> ForeignMatch | None:
    """`word` next to a foreign word is the rest of the phrase: it transcribes a very frequent
    word of that language, far rarer in Russian (гуд, бест, ти; not «на», «и»)."""
    if not word.isalpha() or word in F.FILLERS or function_word(word):
        return None
    if grammemes(word) & INTERJECTIONS and word not in F.ESTABLISHED:
        return None  # «э», «ой»: a sound of speech
    # the phrase's language first, then any: «гутен таг» is German
    matches = [best_foreign(word, langs, NEIGHBOUR_MIN_ZIPF) for langs in ((lang,), ALL_LANGS)]
    match = max((m for m in matches if m), key=lambda m: m.zipf, default=None)
    if match is None or match.zipf < NEIGHBOUR_MIN_ZIPF:
        return phrase_function_word(word, lang)
    return match if match.zipf - russian_zipf(word) >= PHRASE_MARGIN else None


def phrase_function_word(word: str, lang: str) -> ForeignMatch | None:
    """`word` next to a foreign word of `lang` is a function word of that language the phrase
    holds («ауф видерзеен», «фиш энд чипс»), when Russian has no such word: not in the
    dictionary, and rare in Russian text («а бьентот»: «а» is Russian)."""
    if russian_word(word) or russian_zipf(word) >= BARE_MAX_RU:
        return None
    spelt = next((w for w in foreign_spellings(word, lang) if w in function_words(lang)), None)
    return ForeignMatch(spelt, lang, foreign_lexicon(lang).zipf[spelt], 0.0) if spelt else None
