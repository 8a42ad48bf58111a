"""Language cues of rule G: the words that name a language («по английски», «немцы», «скажи …
по-русски»), also as a recognizer garbles them: one sound slip from a cue form («по англиски»,
«панемецкие»), or, long, mangled further but with most of a cue form's letters in order
(«профанцвистки» for «по-французски»)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from pymorphy3.analyzer import Parse
from pymorphy3.tagset import OpencorporaTag

from common.analyzer import parse
from referee.lang import foreign as F
from referee.language.frequency import russian_zipf
from referee.language.phonetics import sound_distance
from referee.language.russianlike import common_word as russian_word
from referee.rules.base import Token
from referee.rules.matching import grammemes, lemmas

MIN_HEARD_CUE = 6  # a garbled cue word is matched by sound from this length on
SURE_CONF = 0.99  # typed text (1.0): taken as spelt; Whisper gives even a misheard word 0.95
ALL_LANGS = tuple(dict.fromkeys(F.LANGUAGES.values()))


@dataclass(frozen=True)
class Cue:
    """A language cue: its tokens [begin, end) and the languages it names (empty: one with no
    lexicon to look in, such as Greek). `glued`: the recognizer ran the foreign word into the
    cue word («испанскитию»), so its last token holds the foreign word too. `split`: glued, and
    the cue word heard in two pieces («из панскиерба»): only when it ends the turn (a word after
    it is rather the foreign word, the pieces a cue's garble), decided when the turn is over."""

    begin: int
    end: int
    langs: tuple[str, ...]
    glued: bool = False
    split: bool = False


def cue_langs(token: Token) -> tuple[str, ...] | None:
    """Languages a cue word names; None when `token` is not a language word."""
    return word_cue_langs(token.text)


@lru_cache(maxsize=50_000)
def word_cue_langs(text: str) -> tuple[str, ...] | None:
    """`cue_langs` of a word (every word of a turn is looked at again as each word arrives)."""
    word = text.removeprefix(F.CUE_PREFIX + "-")
    for lemma in lemmas(word) | {word}:
        if lemma in F.LANGUAGES:
            return (F.LANGUAGES[lemma],)
        if lemma in F.RUSSIAN:
            return ALL_LANGS
        if lemma in F.OTHER_LANGUAGES:
            return ()
    return heard_cue(word)


@lru_cache(maxsize=50_000)
def heard_cue(word: str) -> tuple[str, ...] | None:
    """The languages of a cue word the recognizer garbled («английскии», «руфски»): one sound
    slip from a cue form, and not a Russian word itself; or, long and ending as a cue word does,
    most of its letters in a language's cue form, in order (`loose_cue`: «профанцвистки»)."""
    if len(word) < MIN_HEARD_CUE:
        return None
    for form, lang in F.CUE_FORMS.items():
        if abs(len(form) - len(word)) <= 2 and sound_distance(word, form, 1) <= 1:
            return None if russian_word(word) else (lang,) if lang else ALL_LANGS
    return loose_cue(word) or blurred_french_cue(word)


CUE_ENDING = re.compile(r"к(и|ий|ие|ом|ая|ое|ого)$")  # «…ски», «…цкий», «…ском»
MIN_LOOSE_CUE, MIN_CUE_LIKENESS = 8, 0.65  # letters; difflib ratio to the cue form


def loose_cue(word: str) -> tuple[str, ...] | None:
    """A language cue the recognizer mangled beyond one slip («фанцверский», «профранцветский»
    for «по-французски»): at least `MIN_LOOSE_CUE` letters, a cue word's ending, a
    `MIN_CUE_LIKENESS` share of its letters matching a cue form of a named language, and not a
    Russian word («францисканский», «полоски»). «По-русски» is not matched so loosely: it names no
    language to look in, and many Russian words end like it."""
    if len(word) < MIN_LOOSE_CUE or not CUE_ENDING.search(word) or russian_word(word):
        return None
    likeness = [
        (SequenceMatcher(None, word, form).ratio(), lang)
        for form, lang in F.CUE_FORMS.items()
        if lang
    ]
    ratio, lang = max(likeness)
    return (lang,) if ratio >= MIN_CUE_LIKENESS else None


FRENCH_CORE = re.compile(r"(ю|фу)с+т?с?к(и|ий|ие|ом|е)$")  # «…юстский», «…фюстки», «…юсски»
FRANC_CORE = re.compile(r"ф[аоуыэе]н[цсзчш][^к].*к(и|ий|ие|их|ом|е)$")  # «…фанц…ски»: «франц»
# heard with its «р» lost, then more letters before the cue word's ending (not «марафонский»)


def blurred_french_cue(word: str) -> tuple[str, ...] | None:
    """«По-французски» heard with its first syllables blurred or lost, too far from the cue form
    for `loose_cue` («ансюстский», «фюстки», «фанцвюстский», «анфюсски»): the French «у» heard
    «ю» (or after «ф») right before the cue word's «ск…» ending, or the stem «франц» heard with its
    «р» lost and its vowel changed before more letters and that ending («сапфонсферский»,
    «прифанчивский», «фанцюрских»), in a word of at least `MIN_HEARD_CUE` letters that is no
    Russian word. Through speech (Festival, Whisper base) 38 words of the first kind and 60 with
    the stem (14 of them no cue to any other reading) were heard in the 3,931 cached recognitions
    of the foreign, dev and spoken sets, every one of them for «по французски»; of wordfreq's
    300,000 commonest Russian forms only «афонский» and «марафонский» have the stem and such an
    ending, with nothing between."""
    if len(word) < MIN_HEARD_CUE or russian_word(word):
        return None
    return ("fr",) if FRENCH_CORE.search(word) or FRANC_CORE.search(word) else None


def cues(tokens: Sequence[Token]) -> list[Cue]:
    """The language cues of `tokens`, «по» before a cue word included; not a language adjective
    that describes the noun after it («итальянский десерт с маскарпоне»). The same-root rule
    (`referee.rules.foreign.rule.said_abroad`) and the foreign rule both ask at each word: the
    `Checker` hands every rule one tuple of the tokens, read once (`LastCues`)."""
    if isinstance(tokens, tuple):
        return list(LAST.of(tokens))
    return list(_scan(tokens))


class LastCues:
    """The cues of the last tuple of tokens read (a tuple cannot change: the same object is the
    same transcript); a rule checking a list reads it afresh."""

    def __init__(self) -> None:
        self._last: tuple[tuple[Token, ...], tuple[Cue, ...]] = ((), ())

    def of(self, tokens: tuple[Token, ...]) -> tuple[Cue, ...]:
        read, found = self._last  # one read of the pair: safe when checkers run in threads
        if read is not tokens:
            found = _scan(tokens)
            self._last = (tokens, found)
        return found


def _scan(tokens: Sequence[Token]) -> tuple[Cue, ...]:
    found: list[Cue] = []
    for i, token in enumerate(tokens):
        if found and found[-1].end > i:
            continue  # the second half of a cue heard in two pieces
        langs, size, glued, split = cue_langs(token), 1, False, False
        if langs is None and token.conf >= SURE_CONF:
            continue  # every reading below (pieces, a foreign word run in, a people noun
            # garbled) needs this word heard unsure; typed and sure words, most of a long turn
            # read again at each word, stop here (a reading of sure words goes above this line)
        if langs is None and (pieces := split_cue(tokens, i)) is not None:
            langs, size = pieces, 2  # «из панцы», «англича не»
        if langs is None and (run := glued_cue(token)) is not None:
            langs, tail = run
            glued = tail not in F.FILLERS  # «испанскитию»; «по итальянскину» is a cue and «ну»
        if langs is None and (run := split_glued_cue(tokens, i)) is not None:
            (langs, tail), size = run, 2  # «из панскиерба»: in two pieces, the word run in
            glued = split = tail not in F.FILLERS and i + 2 == len(tokens)  # else a cue's garble
        if langs is None:
            langs = naming_people(tokens, i)  # «французно называют»
        if langs is None:
            continue
        prefixed = i > 0 and tokens[i - 1].text in (F.CUE_PREFIX, "на")
        alone = not prefixed and size == 1 and not glued
        if alone and (attribute(tokens, i) or people_not_speaking(tokens, i)
                      or country_not_speaking(tokens, i)):
            continue  # «итальянский десерт», «у испанцев сиеста», «в америке»: a thing, a place
        if size == 1 and not glued and (language_itself(tokens, i) or thing_on(tokens, i)):
            continue  # «выучил немецкий язык», «с немецкого», «на испанской гитаре»
        found.append(Cue(i - 1 if prefixed else i, i + size, langs, glued, split))
    return tuple(found)


PEOPLE_FORMS = {form: lang for form, lang in F.CUE_FORMS.items() if lemmas(form) & F.PEOPLE}
PEOPLE_SLIPS = 2  # sounds a people noun may be heard off before a verb of naming


def naming_people(tokens: Sequence[Token], i: int) -> tuple[str, ...] | None:
    """The language of a people noun the recognizer garbled beyond one slip («французно» for
    французы, «футальянцы» for итальянцы), `PEOPLE_SLIPS` sounds off at most, when a verb of
    naming follows it right away («французно называют брует», «футальянцы говорят грации»): a
    frame that names the people speaking. Not a Russian word; recognised, not typed. In the
    cached recognitions of the foreign, dev and spoken sets a word this near a people noun came
    without a verb of naming after it on clean lines («испанция любит»)."""
    word = tokens[i].text
    if i + 1 >= len(tokens) or tokens[i].conf >= SURE_CONF or len(word) < MIN_HEARD_CUE:
        return None
    if lemmas(tokens[i + 1].text).isdisjoint(F.NAMING_VERBS) or russian_word(word):
        return None
    return next((
        (lang,) for form, lang in PEOPLE_FORMS.items()
        if sound_distance(word, form, PEOPLE_SLIPS) <= PEOPLE_SLIPS
    ), None)


def split_cue(tokens: Sequence[Token], i: int) -> tuple[str, ...] | None:
    """The languages of a cue word the recognizer heard in two pieces, recognised token `i` and
    the next («из панцы» for испанцы, «англича не» for англичане): neither piece a cue word, at
    least one no word of Russian text («и талии» is Russian, not «Италии»; «из панские» is not:
    the dictionary's панские is all but unused), the two run together a cue word
    (`word_cue_langs`, garbled as a whole word may be)."""
    joined = split_pieces(tokens, i)
    return None if joined is None else word_cue_langs(joined)


def split_glued_cue(tokens: Sequence[Token], i: int) -> tuple[tuple[str, ...], str] | None:
    """`glued_cue_word` of recognised token `i` and the next run together: a cue word heard in
    two pieces with the foreign word run into the second («из панскиерба» for «по-испански
    йерба»), under `split_pieces`' conditions; the second piece is no word of Russian text
    («врансуський мультфильм»), and the cue names a language to look in (a garbled «по-русски»
    is too near many Russian words: «брусь киптас», «рубский на»)."""
    joined = split_pieces(tokens, i)
    if joined is None or russian_text(tokens[i + 1].text):
        return None
    run = glued_cue_word(joined)
    return run if run is not None and run[0] != ALL_LANGS else None


def split_pieces(tokens: Sequence[Token], i: int) -> str | None:
    """Recognised token `i` and the next run together, when they may be one word heard in two
    pieces: both heard unsurely, at least one no word of Russian text, the second no cue word,
    nor a cue word with the foreign word run into it (`glued_cue`: «по испанскинсе» is «по» and
    that cue, its own word in it, not one cue word in two pieces followed by its word)."""
    if i + 1 >= len(tokens) or max(tokens[i].conf, tokens[i + 1].conf) >= SURE_CONF:
        return None
    first, second = tokens[i].text, tokens[i + 1].text
    if cue_langs(tokens[i + 1]) is not None or (russian_text(first) and russian_text(second)):
        return None
    if glued_cue(tokens[i + 1]) is not None:
        return None
    return first + second


MIN_TEXT_ZIPF = 2.0  # a dictionary word Russian text uses (wordfreq's floor is 1.5)


def russian_text(word: str) -> bool:
    """A Russian dictionary word that Russian text uses, not one it all but never does."""
    return russian_word(word) and russian_zipf(word) >= MIN_TEXT_ZIPF


# where a cue word may end inside a token: «…ки», «…ке», «…ком»; a people noun «…цы», «…зы», «…не»
GLUED_CUE_END = re.compile(r"(к(и|е|ом)|[цз]ы|не)$")
MIN_GLUED_TAIL = 2  # letters of the foreign word run into the cue word


@lru_cache(maxsize=50_000)
def glued_cue_word(word: str) -> tuple[tuple[str, ...], str] | None:
    """The languages of a cue word that `word` begins with, and the rest of `word`: the foreign
    word run into it («испанскитию» = испански + тию, «английскиент» = английски + ант), also into
    a people noun («говорят врансузыбер» = французы + бёр). `word` is neither a cue word nor a
    Russian word, and its longest beginning that ends as a cue word does (…ки, …ке, …ком; …цы,
    …зы, …не) and leaves `MIN_GLUED_TAIL` letters or more is a cue word, spelt right or garbled."""
    if len(word) < MIN_HEARD_CUE + MIN_GLUED_TAIL or russian_word(word):
        return None
    for end in range(len(word) - MIN_GLUED_TAIL, MIN_HEARD_CUE - 1, -1):
        head = word[:end]
        if GLUED_CUE_END.search(head) and (langs := word_cue_langs(head)):
            return langs, word[end:]
    return None


GLUED_PREFIX = re.compile(r"(.{3,})п[оаы]")  # «фишпы», «херберпа»: a word with «по» run in


def glued_prefix_stem(tokens: Sequence[Token], cue: Cue) -> str | None:
    """The word right before a cue word heard without its «по», when the recognizer ran that «по»
    into the word's end («фишпы английки» for «фиш по-английски», «брашпы английский»): the word
    without it. Only a recognised word that is no word of Russian text, before a cue of one
    token that names a language to look in."""
    i = cue.begin - 1
    if cue.end - cue.begin != 1 or cue.glued or i < 0 or tokens[i].conf >= SURE_CONF:
        return None
    run = GLUED_PREFIX.fullmatch(tokens[i].text)
    if run is None or russian_text(tokens[i].text):
        return None
    return run.group(1)


def glued_cue(token: Token) -> tuple[tuple[str, ...], str] | None:
    """`glued_cue_word` of a recognised token (typed text does not run words together)."""
    return None if token.conf >= SURE_CONF else glued_cue_word(token.text)


LAST = LastCues()


PEOPLE_REACH = 3  # tokens after a people noun where a verb of naming makes it a cue


def people_not_speaking(tokens: Sequence[Token], i: int) -> bool:
    """Cue word `i` names a people after a preposition, so in a case other than the nominative
    («у испанцев сиеста», «у итальянца усы», «к французам»), or one person of it («дедушка был
    немец а бабушка француженка»), and no verb of naming follows it: the people and their ways,
    not a word of their language («у немцев это называют …», «немец скажет …» are cues, and so
    is «вежливое слово испанцев»: no preposition). Heard, a people noun with no nominative
    reading is one too, preposition or not (`oblique_people`: «их любят испанцев файлию» for
    «испанцы в паэлье»)."""
    people = [p for p in parse(tokens[i].text) if p.normal_form in F.PEOPLE]
    if not people:
        return False
    one = all(p.tag.number == "sing" for p in people)  # «дедушка был немец»: a person
    prepositional = i > 0 and "PREP" in grammemes(tokens[i - 1].text)
    if not (one or prepositional or oblique_people(tokens, i, people)):
        return False
    after = tokens[i + 1 : i + 1 + PEOPLE_REACH]
    return all(lemmas(t.text).isdisjoint(F.NAMING_VERBS) for t in after)


def oblique_people(tokens: Sequence[Token], i: int, people: list[Parse]) -> bool:
    """Recognised people noun `i` is in no reading a nominative («испанцев», «немцам»), and the
    word before it is neither a noun of speech it depends on («слово испанцев») nor a verb of
    naming («как говорят немцем хэршер» for «немцы»): the people as the object of a Russian
    sentence («их любят испанцев …»), not a frame that names a word of their language. Typed
    text keeps «вежливое слово испанцев»-like cues as written."""
    if tokens[i].conf >= SURE_CONF or any(p.tag.case == "nomn" for p in people):
        return False
    if i == 0:
        return True
    before = lemmas(tokens[i - 1].text)
    return before.isdisjoint(F.SPEECH_NOUNS) and before.isdisjoint(F.NAMING_VERBS)


def country_not_speaking(tokens: Sequence[Token], i: int) -> bool:
    """Cue word `i` names a country («в америке», «из германии»; heard, the preposition is often
    lost or moved: «ква америки в …» for «в америке»), and no verb of naming follows it: a place,
    where things are or happen, not a language («в америке его называют …» is a cue)."""
    if not any("Geox" in p.tag.grammemes and p.normal_form in F.LANGUAGES
               for p in parse(tokens[i].text)):
        return False
    after = tokens[i + 1 : i + 1 + PEOPLE_REACH]
    return all(lemmas(t.text).isdisjoint(F.NAMING_VERBS) for t in after)


LIST_JOINS = frozenset({"и", "или"})


def language_itself(tokens: Sequence[Token], i: int) -> bool:
    """Cue word `i` names the language itself, no word said in it: the object of a verb of
    learning or knowing («выучил немецкий язык», «знает английский»: `F.LEARNING_VERBS`), or the
    language translated from («переводит книги с немецкого»), the language a thing is of («уроки
    английского»: `of_noun`), or one listed after such a language («учит французский и
    немецкий»). Heard, the noun after it is often garbled («выучил немецкие
    язы», «с немецкого озв ка») and would read as the foreign word."""
    if i == 0 or tokens[i - 1].text == F.CUE_PREFIX:
        return False
    before = tokens[i - 1].text
    if before in LIST_JOINS and i > 1 and cue_langs(tokens[i - 2]) is not None:
        return language_itself(tokens, i - 2)
    if before in F.FROM_PREPOSITIONS:
        return genitive(tokens[i].text)
    return not lemmas(before).isdisjoint(F.LEARNING_VERBS) or of_noun(before, tokens[i].text)


def genitive(adjective: str) -> bool:
    """A language adjective in the genitive («с немецкого», «уроки английского»)."""
    return any(p.tag.case == "gent" for p in parse(adjective) if p.tag.POS == "ADJF")


def of_noun(before: str, word: str) -> bool:
    """Cue word `word` is a genitive language adjective that depends on the Russian noun `before`
    it, no word of speech: the language a thing is of («уроки английского», «учитель немецкого»,
    «курсы французского»), not one a word is said in. Heard, the words after it are often
    garbled («уроки английского повторником» for «по вторникам»). «Слово английского языка»
    stays a cue (`F.SPEECH_NOUNS`)."""
    if not genitive(word) or not russian_word(before) or "PREP" in grammemes(before):
        return False
    nouns = [p for p in parse(before) if p.tag.POS == "NOUN"]
    return bool(nouns) and not any(p.normal_form in F.SPEECH_NOUNS for p in nouns)


LANGUAGE_CASE = "ком"  # «на английском», «на немецком»: the language (its word «языке» left out)


def thing_on(tokens: Sequence[Token], i: int) -> bool:
    """Cue word `i`, after «на», describes the Russian noun after it («играет на испанской гитаре»,
    «на немецкой машине»): a thing of that country. «На английском» names the language («на
    английском языке», «на английском хэнд») and stays a cue whatever follows: heard, the
    foreign word is often written as a Russian noun that agrees with it («на английском бане»
    for bunny)."""
    return (
        i > 0
        and tokens[i - 1].text == "на"
        and not tokens[i].text.endswith(LANGUAGE_CASE)
        and i + 1 < len(tokens)
        and describes(tokens[i].text, tokens[i + 1].text)
    )


AGREEMENT = ("case", "number", "gender")


def attribute(tokens: Sequence[Token], i: int) -> bool:
    """Cue word `i` describes the word after it: typed, a noun it agrees with (`describes`); a
    recognizer hears «по-английски» as «английский» often enough that a heard one stays a cue.
    Typed or heard, a feminine or neuter language adjective (`thing_form`) describes whatever
    follows but a word of speech, the noun garbled or not («немецкая авчарта» heard for
    «немецкая овчарка»)."""
    if i + 1 >= len(tokens):
        return False
    adjective, noun = tokens[i].text, tokens[i + 1].text
    if thing_form(adjective):
        return lemmas(noun).isdisjoint(F.SPEECH_NOUNS)
    return tokens[i].conf >= SURE_CONF and describes(adjective, noun)


THING_FORM = re.compile(r"(ая|ое|ую)$")  # «немецкая», «английское», «испанскую»: never «…ски»


def thing_form(adjective: str) -> bool:
    """A dictionary language adjective in the feminine or neuter singular, nominative or
    accusative: the recognizer makes «английский», «немецкие», «итальянской» of a «по-…ски» cue,
    never these forms, while a cue it glued to a word («нофранцузская» for «на французском»)
    is no dictionary word."""
    return bool(THING_FORM.search(adjective)) and russian_word(adjective)


@lru_cache(maxsize=20_000)
def describes(adjective: str, noun: str, heard: bool = False) -> bool:
    """`adjective` is a full adjective agreeing with `noun` after it, a Russian dictionary noun
    and no word of speech (`F.SPEECH_NOUNS`): «итальянский десерт», «немецкая овчарка» name things
    of a country, while «английское слово хэнд» still names the language. `adjective` is a
    dictionary word: a cue the recognizer garbled («паниметский цук» for «по-немецки Zug») only
    parses as an adjective by its ending, and describes nothing. `heard`: the noun may also be
    a Russian noun heard with its ending off (`garbled_ending`: «итальянские мастеры»)."""
    if not russian_word(adjective):
        return False
    if not russian_word(noun) and not (heard and garbled_ending(noun)):
        return False  # «английский хэнд»: a foreign word, not a thing named in Russian
    nouns = [p for p in parse(noun) if p.tag.POS == "NOUN"]
    if not nouns or any(p.normal_form in F.SPEECH_NOUNS for p in nouns):
        return False
    adjectives = [p.tag for p in parse(adjective) if p.tag.POS == "ADJF"]
    return any(agrees(a, n.tag) for a in adjectives for n in nouns)


def garbled_ending(noun: str) -> bool:
    """`noun`, no dictionary word, is read as a form of a dictionary noun (the analyzer's guess
    by its ending: «мастеры» of мастер): a Russian noun heard with its ending off."""
    return any(p.tag.POS == "NOUN" and russian_word(p.normal_form) for p in parse(noun))


def agrees(adjective: OpencorporaTag, noun: OpencorporaTag) -> bool:
    """An adjective's tag agrees with a noun's in case, number and, in the singular, gender
    (a plural adjective has none: «итальянские площади»)."""
    return all(
        getattr(adjective, g) == getattr(noun, g)
        for g in AGREEMENT
        if getattr(noun, g) and not (g == "gender" and noun.number == "plur")
    )
