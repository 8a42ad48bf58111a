"""Rule E: appeals to the letters, syllables, sounds or parts of the secret word.

Phrase patterns over lemmas (language data in `referee.lang.letters`): letter nouns («буква»,
«слог», «анаграмма», «ударение»), parts of a word («первая часть», «конец слова»), a word's start
or end («начинается на ка», «слово заканчивается …»), spelling and reading («пишется через о»,
«прочитай наоборот»), edits («убери …» + a letter), spelled-out letter names («эр у ка а»).
Innocent uses («начинается после вечера», «часть тела») do not match: each pattern needs a letter,
a syllable, a letter name or the noun «слово» next to it. A part explained by its meaning
(«первая часть слова — то, что идёт из чайника») is allowed by remark G; only a part whose form is
compared, sounded or spelled («первая часть как у слова парус», «вторая половина — это кета») is a
reference.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import lru_cache, partial

from rapidfuzz.distance import Levenshtein

from common.analyzer import parse
from referee.events import Alert
from referee.lang import letters as L
from referee.lang.sound import VOWELS
from referee.language.phonetics import loose_key
from referee.rules.base import Token
from referee.rules.matching import (
    Match,
    Pattern,
    PhraseRule,
    anchored,
    can_be,
    cue_end,
    grammemes,
    has_lemma,
    lemmas,
    to_alerts,
)
from referee.rules.misheard import (
    SURE,
    doubtful,
    forms_of,
    heard_clipped,
    heard_cue,
    taken_as_said,
    unsure,
)

FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "NPRO"})
DANGLING = frozenset({"PREP", "CONJ"})  # parts of speech that end no clause (`dangling`)
GAME_TAIL = 1  # sounds a game noun heard in one non-word may have after it
WINDOW = 6  # tokens a phrase may reach back from the newest token
GAP = 3  # phrases of one kind this close are one reference («одна гласная и три согласных»)
CROSS_GAP = 1  # phrases of two kinds: one only when joined by a word («ударение на второй слог»)
CONTEXT = 4  # tokens around a letter noun searched for letter context
STRESS_REACH = 4  # tokens after «ударение» where the syllable it falls on is named
FRAME_REACH = 3  # tokens before a count where «слово» or «ударение» frames a letter noun
SYLLABLE_KEY = loose_key("слог")
START_SOUNDS = 3  # the secret word's first sounds a longer word heard unsure after «начинается
# на» must begin with to be its first syllable misheard («на платье» for «на пла» of пластырь)
GLUED_SYLLABLE = 5  # sounds of the syllable a recognizer may glue to «слог» («слаг|сток»)


def latin_letter(text: str) -> bool:
    """A lone Latin letter: how a recognizer writes a letter name it heard spelled («эр» → r)."""
    return len(text) == 1 and "a" <= text <= "z"


def is_letter_name(text: str) -> bool:
    return text in L.LETTER_NAMES or latin_letter(text)


def clear_letter_name(text: str) -> bool:
    """A letter name that is no ordinary word («эс», not «и» or «с»)."""
    return text in L.UNAMBIGUOUS_LETTER_NAMES or latin_letter(text)


def is_letter_word(token: Token) -> bool:
    """A letter name, a letter noun, «мягкий/твердый (знак)», or a short syllable-like token."""
    return (
        is_letter_name(token.text)
        or has_lemma(token, L.LETTER_NOUNS)
        or has_lemma(token, L.SIGN_ADJECTIVES)
    )


def is_syllable_like(token: Token) -> bool:
    """A bit of a word said alone («ко», «ба»): at most three letters, no pronoun."""
    return len(token.text) <= 3 and "NPRO" not in grammemes(token.text)


def nearest(tokens: Sequence[Token], i: int, reach: int) -> Iterator[int]:
    """Positions around `i` up to `reach` away, nearest first (the earlier one of a pair)."""
    for distance in range(1, reach + 1):
        for k in (i - distance, i + distance):
            if 0 <= k < len(tokens):
                yield k


def framed_letter_noun(tokens: Sequence[Token], i: int) -> bool:
    """A letter noun heard as another word right after a count or an ordinal: a word a sound off
    a form of «слог» or «буква» where «слово» or «ударение» was said just before — a dictionary
    word only a vowel off, the recognizer's commonest slip («в этом слове два слуга»; «три слона»
    is said as heard) — or a word that sounds just like one of their forms («последний слаг»), or
    «слог» heard glued to the syllable it names, a non-word or a word heard below `SURE`
    («последний слагсток», «первый сладкий при», «последний сладка» at 0.84:
    `glued_letter_noun`).
    A count the word cannot follow frames it too (`misfit_count`).
    The frame, not the word, says what was said: a dictionary word alone is otherwise taken as
    said (`referee.rules.misheard`)."""
    if i == 0 or not frames_letter_noun(tokens[i - 1]):
        return False
    token = tokens[i]
    if has_lemma(token, L.LETTER_NOUNS | L.WORD_NOUNS | L.PART_NOUNS):
        return False
    key = loose_key(token.text)
    if (doubtful(token) or token.conf < SURE) and glued_letter_noun(key):
        return doubtful(token) or not adjective_of_next(tokens, i)
    if key in letter_noun_keys():
        return True  # sounds just like «слог» or «буква» («последний слаг»): the count frames it
    frame = tokens[max(0, i - 1 - FRAME_REACH) : i - 1]
    return near_letter_noun(key, vowel_only=not doubtful(token)) and (
        any(has_lemma(t, L.WORD_NOUNS | L.STRESS_NOUNS) for t in frame)
        or misfit_count(tokens[i - 1], token))


def misfit_count(count: Token, noun: Token) -> bool:
    """A noun that cannot follow the count before it: after «два», «пять», «несколько» a noun is
    in the genitive, and `noun` has no genitive reading («два слуга»: heard wrong, «три слона» is
    said as heard; «один» takes any case)."""
    return (is_count(count) and not has_lemma(count, {L.ONE})
            and "NOUN" in grammemes(noun.text) and not can_be(noun.text, "gent"))


def glued_letter_noun(key: str) -> bool:
    """`key` (loose) is a letter noun heard with what it names glued after it: a form of «слог»
    or «буква» whole («слагсток», «первое буквало» for «первая буква тэ»), or «слог» a sound off
    («слог ак» heard «сладко», «слог при» «сладкий при»)."""
    size = len(SYLLABLE_KEY)
    if any(key.startswith(form) and 0 < len(key) - len(form) <= GLUED_SYLLABLE
           for form in letter_noun_keys()):
        return True
    return 0 < len(key) - size <= GLUED_SYLLABLE and any(
        Levenshtein.distance(key[:cut], SYLLABLE_KEY, score_cutoff=1) <= 1
        for cut in (size, size + 1))


def preposition_glued_noun(token: Token) -> str | None:
    """The preposition of a non-word that is it run into a form of «слог» or «буква» («послога»:
    по слогам, its last sound lost; «набукву»), maybe with a consonant heard at the seam
    («подбуквам»: по буквам); None if it is none («наслово» is no letter)."""
    if not doubtful(token):
        return None
    text = token.text
    for preposition in L.NOUN_PREPOSITIONS:
        rest = text[len(preposition):]
        seamless = rest[1:] if rest[:1] not in VOWELS else rest
        if text.startswith(preposition) and not letter_noun_keys().isdisjoint(
                {loose_key(rest), loose_key(seamless)}):
            return preposition
    return None


def adjective_of_next(tokens: Sequence[Token], i: int) -> bool:
    """The dictionary word at `i` may be an adjective of a noun said next («первый сладкий
    торт»): it parses as one, and the next word is a noun or not heard yet."""
    if "ADJF" not in grammemes(tokens[i].text):
        return False
    return i + 1 >= len(tokens) or "NOUN" in grammemes(tokens[i + 1].text)


@lru_cache(maxsize=1)
def letter_noun_keys() -> frozenset[str]:
    """The loose keys of every form of «слог» and «буква»."""
    return frozenset(loose_key(form) for form in forms_of(frozenset({"слог", "буква"})))


@lru_cache(maxsize=10_000)
def near_letter_noun(key: str, vowel_only: bool) -> bool:
    """`key` (loose) is at most a sound off a form of «слог» or «буква» (`vowel_only`: a vowel
    for a vowel)."""
    for form in forms_of(frozenset({"слог", "буква"})):
        other = loose_key(form)
        if vowel_only:
            apart = [(a, b) for a, b in zip(key, other, strict=False) if a != b]
            if len(key) == len(other) and len(apart) == 1 and set(apart[0]) <= set(VOWELS):
                return True
        elif Levenshtein.distance(key, other, score_cutoff=1) <= 1:
            return True
    return False


def glued_preposition(tail: str) -> bool:
    """What a recognizer glued after «начинается» is «на» or «с» and a letter or syllable
    («начинает|ценовая»: …ца на ва; «наис»: на эс), the preposition's vowel lost too
    («начинает|сынки»: …ся на ке)."""
    return any(glued_syllables(tail))


def glued_syllables(key: str) -> Iterator[str]:
    """The letters or syllables (1–3 sounds, a vowel among them) that `key` may hold after a
    glued «на» or «с» (`glued_preposition`)."""
    for p in preposition_keys():
        rest = key[len(p):]
        if key.startswith(p) and 1 <= len(rest) <= 3 and not VOWELS.isdisjoint(rest):
            yield rest


def secret_start_glued(token: Token, target: str) -> bool:
    """A word after «начинается» that is «на» or «с» and the secret word's own first sounds heard
    as one word, however sure or common («начинается нога» for «… на га» of галактика): the
    secret word's start vouches for the glued syllable."""
    start = loose_key(target)
    return token.text not in L.START_END_PREPOSITIONS and any(
        start.startswith(syllable) for syllable in glued_syllables(loose_key(token.text)))


def secret_start(token: Token, target: str) -> bool:
    """The secret word's own first letters said after «начинается на», longer than a syllable
    («начинается на стре» of стрекоза): a bit of its start, short of the whole word."""
    said, start = loose_key(token.text), loose_key(target)
    return len(said) < len(start) and start.startswith(said)


# «заканчивается на шу» heard «заканчивая сына шу»: the verb without its reflexive ending, which
# a recognizer runs into «на» as one word (a sibilant, a vowel, «н», a vowel), maybe with the piece
# named glued after it («заканчивые сэносы» for «… на сы»), or with the vowel of «на» lost as a
# word of its own («заканчивый сын лан»: `lost_vowel_run_on`).
REFLEXIVE_RUN_ON = re.compile(r"[сзц][аеиоуыэюя]н[аеоэ]")
LOST_VOWEL_RUN_ON = re.compile(r"[сзц][аеиоуыэюя]н")
SIBILANTS = frozenset("сзц")  # the consonant of «-ся» as a recognizer may hear it
PIECE_SOUNDS = 2  # sounds at least of the secret word's own start or end named after such a cue


@lru_cache(maxsize=1)
def _unreflexive_cues() -> frozenset[str]:
    """The start and end verbs without «-ся»: «заканчивать» of «заканчиваться»."""
    return frozenset(v.removesuffix("ся") for v in L.START_END_VERBS if v.endswith("ся"))


def reflexive_run_on(tokens: Sequence[Token], i: int, target: str) -> int | None:
    """End of «заканчивается на шука» heard with «-ся на» run into one word after the verb heard
    without it, or with its ending garbled («заканчивая сына шука», «заканчивые сэносы»), and the
    secret word's own first or last `PIECE_SOUNDS` sounds or more named right after «на» (glued
    to it or the next word): that piece vouches for the cue; else None."""
    token = tokens[i]
    if i + 1 >= len(tokens) or not (lemmas(token.text) & _unreflexive_cues()
                                    or heard_clipped(token, L.START_END_VERBS)):
        return None
    glued, split = tokens[i + 1], split_reflexive(tokens, i + 1)
    if split is not None:
        glued = split
    if lost_vowel_run_on(token, glued):
        rest = ""
    else:
        run_on = REFLEXIVE_RUN_ON.match(glued.text)
        if run_on is None or not (doubtful(glued) or unsure(glued)):
            return None  # «начиная заново» heard sure is said as heard
        rest = glued.text[run_on.end():]
    if rest and not doubtful(glued):
        return None  # a word of its own («заново»), not «-ся на» and a piece run together
    end = (i + 2 if rest else i + 3) + int(split is not None)
    if end > len(tokens) or not rest and not heard_piece(tokens[i + 2]):
        return None
    piece = loose_key(rest or tokens[i + 2].text)
    whole = loose_key(target)
    if not PIECE_SOUNDS <= len(piece) < len(whole):
        return None
    return end if whole.startswith(piece) or whole.endswith(piece) else None


def split_reflexive(tokens: Sequence[Token], k: int) -> Token | None:
    """The sibilant of «-ся» heard as a word of its own, unsure, and the rest run into the word
    after it («заканчивый с аналон» for «… на лон»): the two as one token, heard as unsure as
    the less sure of them; else None."""
    sibilant = tokens[k]
    if k + 1 >= len(tokens) or sibilant.text not in SIBILANTS or not unsure(sibilant):
        return None
    rest = tokens[k + 1]
    return replace(rest, text=sibilant.text + rest.text, conf=min(sibilant.conf, rest.conf))


def lost_vowel_run_on(verb: Token, glued: Token) -> bool:
    """«-ся на» heard as one word of three sounds, the vowel of «на» lost («сын»), after the verb
    heard clipped, a non-word («заканчивый»): the garbled verb, not the word's confidence, says
    the recognizer lost the ending there («заканчивая сын» of a real verb form is said as heard).
    The piece named after it must still vouch (`reflexive_run_on`)."""
    return (heard_clipped(verb, L.START_END_VERBS)
            and LOST_VOWEL_RUN_ON.fullmatch(glued.text) is not None)


def heard_piece(token: Token) -> bool:
    """A word that may be a piece of a word named, not a word said: no function word, and unknown
    to the dictionary or heard unsure («шука» of шакшука; not «на», nor «внуками» heard sure)."""
    return not grammemes(token.text) & FUNCTION_WORDS and (doubtful(token) or unsure(token))


def pointed_start(tokens: Sequence[Token], end: int, tail: str) -> int | None:
    """Position of what «начинается на» (the verb over `[…, end)`, `tail` heard glued after it)
    points at: after the preposition said apart, or right after the verb with the preposition
    heard glued to it («начинает|сан е»: …ся н|а е); None without a preposition."""
    if end < len(tokens) and tokens[end].text in L.START_END_PREPOSITIONS:
        return end + 1
    return end if tail in preposition_keys() else None


def starting_letters(what: Token, target: str) -> bool:
    """What follows «начинается на» is a letter or a syllable, the secret word's own first letters,
    or a word heard wrong: unknown to the dictionary and unsure, or heard unsure with the secret
    word's first sounds (a syllable heard as a longer word: «на платье» for «на пла»)."""
    return (is_letter_word(what) or is_syllable_like(what) or secret_start(what, target)
            or unsure(what) and (doubtful(what) or secret_syllable_heard(what, target)))


def named_piece(tokens: Sequence[Token], i: int) -> bool:
    """The word at `i` is the sounds a letters cue names, not a word said for its meaning: right
    after «первый/последний слог» («последний слог лог», «первый слог зяб»), or a non-word or a
    syllable that is no noun after «начинается на/с» («начинается на гео»; not «утро начинается
    с чая», «день начинается на работе»).
    The letters rule judges it; it is no same-root word."""
    if i < 2:
        return False
    cue, before, piece = tokens[i - 1], tokens[i - 2], tokens[i]
    if cue.text in L.START_END_PREPOSITIONS:
        return has_lemma(before, L.START_END_VERBS) and (doubtful(piece) or is_syllable_like(
            piece) and "NOUN" not in grammemes(piece.text))
    return has_lemma(cue, {"слог"}) and has_lemma(before, L.POSITION_ADJECTIVES)


def secret_syllable_heard(token: Token, target: str) -> bool:
    """`token` begins with the secret word's first `START_SOUNDS` sounds."""
    return loose_key(token.text)[:START_SOUNDS] == loose_key(target)[:START_SOUNDS]


def dangling(token: Token) -> bool:
    """A short conjunction or preposition (a syllable long), which ends no clause: said last
    after «начинается», it is the preposition and the letter heard as one short word
    («начинается но» for «… на у»; «… начинается значит» ends a clause)."""
    return is_syllable_like(token) and not grammemes(token.text).isdisjoint(DANGLING)


@lru_cache(maxsize=1)
def preposition_keys() -> frozenset[str]:
    """The loose keys of «на», «с», «со», also without their vowel («н»)."""
    keys = frozenset(map(loose_key, L.START_END_PREPOSITIONS))
    return keys | {"".join(c for c in key if c not in VOWELS) for key in keys}


def glued_to_letter(token: Token) -> bool:
    """A word after «начинается» that may be «на»/«с» and a letter heard as one word («наис»):
    not a preposition itself, and unknown to the dictionary or heard unsure («со звонка», «ночью»
    are said as heard)."""
    return (token.text not in L.START_END_PREPOSITIONS and (doubtful(token) or unsure(token))
            and glued_preposition(loose_key(token.text)))


def is_piece_of(token: Token, target: str) -> bool:
    """A bit of the secret word said alone, not a word of its own family: «кета» for ракета."""
    text = token.text
    return (
        3 <= len(text) < len(target)
        and text in target
        and not grammemes(text) & FUNCTION_WORDS
    )


def letter_context(
    tokens: Sequence[Token], i: int, end: int | None = None, reach: int = CONTEXT
) -> int | None:
    """Position of a word at most `reach` away from the letter noun at `i` (heard over
    `[i, end)`) that ties it to the word's letters."""
    end = i + 1 if end is None else end
    if i > 0 and tokens[i - 1].text in L.LETTER_PREPOSITIONS and not comitative(tokens, i):
        return i - 1  # «на букву», «с буквы», «по слогам»
    after = tokens[end].text if end < len(tokens) else ""
    if after in L.LETTER_NAMES - L.FUNCTION_LETTERS or latin_letter(after):
        return end  # «буква о», «буква эс», «буква s»
    wanted = (
        L.NUMBER_WORDS
        | L.POSITION_ADJECTIVES
        | L.WORD_NOUNS
        | L.START_END_VERBS
        | L.EDIT_VERBS
        | L.LETTER_CONTEXT
        | L.PART_NOUNS - L.LETTER_NOUNS
        | L.GAME_NOUNS
    )
    # none for a noun heard wrong (a dictionary's guess is no case): agreement unknown
    noun_cases = frozenset() if doubtful(tokens[i]) else cases(tokens[i].text)
    for k in nearest(tokens, i, reach + end - i - 1):
        near = tokens[k]
        if i <= k < end or k > end - 1 + reach:
            continue
        if clear_letter_name(near.text):
            return k
        if has_lemma(near, wanted) or is_count(near):
            if has_lemma(near, L.SIZE_ADJECTIVES) and only_plural(tokens[i].text):
                continue  # «большими буквами»: how something is written
            if has_lemma(near, L.POSITION_ADJECTIVES) and noun_cases and not (
                cases(near.text) & noun_cases
            ) and not places(tokens, k, i):
                continue  # «буквы в первом …»: the ordinal does not agree with the letter noun
            if counts_other_noun(tokens, k, i):
                continue  # «учат буквы в первом классе», «три раза»
            return k
    return None


def comitative(tokens: Sequence[Token], i: int) -> bool:
    """«с буквами», «со слогами» after «с»: the letter noun heard sure and only in the instrumental
    is what a thing has («таблица с буквами», «кубики с буквами»), not a letter the word starts
    with («с буквы»); a count or a letter name near it still ties it to the word («с двумя
    буквами эн»)."""
    return (tokens[i - 1].text in L.WITH_PREPOSITIONS and not doubtful(tokens[i])
            and cases(tokens[i].text) == {"ablt"})


@lru_cache(maxsize=50_000)
def cases(word: str) -> frozenset[str]:
    """Every case some parse of `word` may be in."""
    return frozenset(p.tag.case for p in parse(word) if p.tag.case)


def only_plural(word: str) -> bool:
    """Every parse of `word` is plural («буквами»; not «буквы», also «с буквы»)."""
    return all(p.tag.number == "plur" for p in parse(word))


def is_count(token: Token) -> bool:
    """A number word or numeral («два», «3»)."""
    return has_lemma(token, L.NUMBER_WORDS) or bool(grammemes(token.text) & {"NUMR", "NUMB"})


def joined(tokens: Sequence[Token], begin: int, end: int) -> bool:
    """A conjunction among `tokens[begin:end]`: what follows is said of something else too
    («слога и два слога»)."""
    return any("CONJ" in grammemes(t.text) for t in tokens[begin:end])


def places(tokens: Sequence[Token], k: int, i: int) -> bool:
    """The ordinal at `k` names the place in a row of the letter noun at `i` right after it
    («на первом месте буква эф»; not «на первом месте а буквы …»)."""
    return i == k + 2 and has_lemma(tokens[k + 1], L.PLACE_NOUNS)


def counts_other_noun(tokens: Sequence[Token], k: int, i: int) -> bool:
    """Whether the number or ordinal at `k` qualifies the noun after it, one that is neither the
    letter noun at `i` nor a word or part noun («в первом классе», «три раза»)."""
    if not has_lemma(tokens[k], L.NUMBER_WORDS | L.POSITION_ADJECTIVES):
        return False
    n = k + 1
    if n >= len(tokens) or n == i:
        return False
    noun = tokens[n]
    related = L.LETTER_NOUNS | L.PART_NOUNS | L.WORD_NOUNS
    return "NOUN" in grammemes(noun.text) and not has_lemma(noun, related) and not places(
        tokens, k, i)


def game_noun_end(tokens: Sequence[Token], i: int) -> int | None:
    """End of a game noun at `i` («анаграмма»): the word itself, or heard wrong with its very
    sounds («а на грамме»); a game noun a sound off is too like other words («на грамячат»:
    «городы» is no «шарады»), and one heard in a single non-word with more sounds after it is
    a chance likeness («жародитель» is no «шараде» glued to more)."""
    if not lemmas(tokens[i].text).isdisjoint(L.GAME_NOUNS):
        return i + 1
    if taken_as_said(tokens, i):
        return None
    heard = heard_cue(tokens, i, L.GAME_NOUNS - L.STRESS_NOUNS)
    if heard is None or heard.heard.edits > 0:
        return None
    glued = heard.end == i + 1 and len(heard.heard.tail) > GAME_TAIL
    return None if glued else heard.end


def letter_noun_end(tokens: Sequence[Token], i: int) -> int | None:
    """End of a letter noun at `i`, also heard wrong (`cue_end`); not one heard with more sounds
    after it in a single non-word the recognizer was sure of («одна классника» for «на
    одноклассника»: no «гласной» glued to more; a slip is heard unsure)."""
    end = cue_end(tokens, i, L.LETTER_NOUNS)
    if end != i + 1 or not doubtful(tokens[i]) or tokens[i].conf < SURE:
        return end
    heard = heard_cue(tokens, i, L.LETTER_NOUNS)
    return None if heard is not None and heard.heard.tail else end


LETTER_NOUN_CUES = L.STRESS_NOUNS | L.GAME_NOUNS | L.LETTER_NOUNS | L.LETTER_ADJECTIVES | (
    L.SIGN_ADJECTIVES)  # what `Letters._letter_noun` begins at


def frames_letter_noun(token: Token) -> bool:
    """A count or an ordinal: what a letter noun heard as another word follows
    (`framed_letter_noun`)."""
    return is_count(token) or has_lemma(token, L.POSITION_ADJECTIVES)


class Letters(PhraseRule):
    name = "letters"
    window = WINDOW
    gap = GAP
    cross_gap = CROSS_GAP

    def patterns(self, target: str) -> tuple[Pattern, ...]:
        return (
            self._letter_noun,
            self._lone_letter,
            partial(self._word_part, target=target),
            partial(self._start_end, target=target),
            self._spelling,
            self._edit,
            self._spelled_out,
        )

    def finish(self, tokens: Sequence[Token], target: str) -> list[Alert]:
        """The turn is over with «начинается на» (or «с», «со»): the letter or syllable after it
        was lost to the recognizer or never said aloud, yet the start of the word was pointed
        at; no clause ends on a preposition. Or it is over with «начинается» (also heard wrong)
        and one word the dictionary lacks, heard unsure or ending no clause (`dangling`): the
        preposition and the letter heard as one garbled word («начинается значит» for «начинается
        на чэ», «начинает ссп» for «начинается с тэ», «начинается но» for «… на у»). Or it is
        over right after «начало слова» (`_word_part`: the sound or letter noun that might have
        followed did not come)."""
        last = len(tokens) - 1
        if last < 1:
            return []
        found = [m for i in range(max(0, last - 2), last)
                 for m in self._word_part(tokens, i, target, ended=True)]
        started = self._started_last(tokens)
        if started is not None:  # with the references just before it, merged as in the stream
            found.append(started)  # («слово из четырёх букв начинается на у» is one)
            found.extend(m for i in range(max(0, last - self.window), last - 1)
                         for pattern in self.patterns(target) for m in pattern(tokens, i))
        return to_alerts(self.name, tokens, found, last, self.gap, self.cross_gap)

    @staticmethod
    def _started_last(tokens: Sequence[Token]) -> Match | None:
        """The turn's last two words point at the start of the word (see `finish`)."""
        last = len(tokens) - 1
        verb = tokens[last - 1]
        if tokens[last].text in L.START_END_PREPOSITIONS:
            if not has_lemma(verb, L.START_END_VERBS):
                return None
        elif not (doubtful(tokens[last]) or unsure(tokens[last]) or dangling(tokens[last])) or not (
                has_lemma(verb, L.START_END_VERBS)
                or heard_cue(tokens, last - 1, L.START_END_VERBS) is not None):
            return None
        said = f"{tokens[last - 1].text} {tokens[last].text}"
        return Match(last - 1, last + 1, 0.75, "starts_with_letter",
                     f"«{said}» — ссылка на начало или конец слова")

    @anchored(lambda token: has_lemma(token, LETTER_NOUN_CUES), after=frames_letter_noun,
              heard=True)
    def _letter_noun(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if has_lemma(token, L.STRESS_NOUNS):
            yield from self._stress(tokens, i)
        elif (game := game_noun_end(tokens, i)) is not None:
            words = " ".join(t.text for t in tokens[i:game])
            yield Match(i, game, 0.9, "game_noun", f"«{words}» — игра с буквами слова")
        elif (preposition := preposition_glued_noun(token)) is not None:
            yield Match(i, i + 1, 0.9, "letter_noun",
                        f"«{token.text}» — ссылка на буквы или слоги",
                        (("context", preposition),))
        elif (noun := letter_noun_end(tokens, i)) is not None or (
            adjective := has_lemma(token, L.LETTER_ADJECTIVES) and "ADJF" in grammemes(token.text)
        ) or framed_letter_noun(tokens, i):
            heard = not (noun is None and adjective) and lemmas(token.text).isdisjoint(
                L.LETTER_NOUNS)
            # a framed dictionary adjective was decided by the word after it (`adjective_of_next`)
            reach = i + 1 if noun is None and not adjective and not doubtful(token) and (
                "ADJF" in grammemes(token.text)) else -1
            noun = noun or i + 1  # a noun heard wrong needs its context next to it
            context = letter_context(tokens, i, noun, 1 if heard else CONTEXT)
            if context is None:  # kept below the default threshold: seen with --min-confidence
                yield Match(i, noun, 0.45, "letter_noun", f"«{token.text}» — буквы или слоги?")
                return
            begin, end = min(i, context), max(noun - 1, context) + 1  # «первая … буква»
            if context >= noun and is_count(tokens[context]) and joined(tokens, noun, context):
                if context + 1 >= len(tokens):
                    return  # «слога и два …»: a second count, its noun may be next
                end = cue_end(tokens, context + 1, L.LETTER_NOUNS) or end  # «… и два слога»
            yield Match(
                begin, end, 0.9, "letter_noun",
                f"«{' '.join(t.text for t in tokens[begin:end])}» — ссылка на буквы или слоги",
                (("context", tokens[context].text),), reach,
            )
        elif has_lemma(token, L.SIGN_ADJECTIVES):
            if i + 1 < len(tokens) and has_lemma(tokens[i + 1], {L.SIGN_NOUN}):
                yield Match(
                    i,
                    i + 2,
                    0.9,
                    "sign",
                    f"«{token.text} {tokens[i + 1].text}» — ссылка на буквы слова",
                )

    @staticmethod
    def _stress(tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """«ударение на последний слог»: the whole phrase, decided once the syllable or letter it
        falls on is heard (or STRESS_REACH words later), so that one alert covers it all. The noun
        heard wrong («старинокам» for «в старину камни») is one only with that place named."""
        last = min(i + STRESS_REACH, len(tokens) - 1)
        for k in range(i + 1, last + 1):
            if is_letter_word(tokens[k]):
                last = k
                break
        else:
            if last < i + STRESS_REACH or lemmas(tokens[i].text).isdisjoint(L.STRESS_NOUNS):
                return  # the place of the stress may still come, or a word heard wrong
        words = " ".join(t.text for t in tokens[i : last + 1])
        yield Match(i, last + 1, 0.9, "stress", f"«{words}» — ссылка на ударение в слове")

    @anchored(lambda token: clear_letter_name(token.text))
    def _lone_letter(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """A letter name next to a word part, a letter noun, a count or spelling: «тэ в конце»,
        «в начале эс», «две эс», «пишется с двумя эн». Not a letter name heard unsure right before
        a part noun: a syllable the recognizer split off the word after it («ка часть» for
        «качаясь»; one names a letter after the part, «часть ка», or with a preposition)."""
        token = tokens[i]
        if not clear_letter_name(token.text):
            return
        wanted = L.PART_NOUNS | L.LETTER_NOUNS | L.START_END_VERBS | L.WORD_NOUNS | L.LETTER_CONTEXT
        counts = L.NUMBER_WORDS
        for k in [*range(max(0, i - 2), i), *range(i + 1, min(i + 3, len(tokens)))]:
            if k == i + 1 and unsure(token) and has_lemma(tokens[k], L.PART_NOUNS):
                continue
            if has_lemma(tokens[k], wanted) or (k == i - 1 and has_lemma(tokens[k], counts)):
                yield Match(
                    min(i, k),
                    max(i, k) + 1,
                    0.75,
                    "letter_name",
                    f"«{token.text}» — название буквы слова",
                )
                return

    @anchored(lambda token: has_lemma(token, L.PART_NOUNS))
    def _word_part(self, tokens: Sequence[Token], i: int, target: str,
                   ended: bool = False) -> Iterator[Match]:
        """«конец слова», «первая половина»: a part of the word. A part one may explain by its
        meaning (remark G: «первая часть — то, что идёт из чайника») is a reference only when
        its form is compared or spelled next («первая часть слова как у слова парус»). «в начале
        слова» is decided a word later (or when the turn has `ended`): a sound or letter noun
        right after it is the same reference («в начале слова звуки с в»)."""
        token = tokens[i]
        if not has_lemma(token, L.PART_NOUNS) or "NOUN" not in grammemes(token.text):
            return
        phrase = self._part_phrase(tokens, i)
        if phrase is None:
            return
        begin, end, confidence, pattern = phrase
        if not has_lemma(token, L.MEANING_PART_NOUNS):
            reach = end if pattern == "position_part" else -1
            if pattern == "part_of_word":
                if end >= len(tokens) and not ended:
                    return  # the sound or letter noun may come next
                reach = end
                if end < len(tokens) and has_lemma(tokens[end], L.PART_NOUNS | L.LETTER_NOUNS):
                    end += 1
            words = " ".join(t.text for t in tokens[begin:end])
            yield Match(begin, end, confidence, pattern, f"«{words}» — ссылка на часть слова",
                        reach=reach)
            return
        words = " ".join(t.text for t in tokens[begin:end])
        cue = self._form_cue(tokens, end, target)
        if cue is not None:
            yield Match(
                begin, cue + 1, 0.85, "part_form",
                f"«{words} … {tokens[cue].text}» — часть слова по форме, а не по смыслу",
                (("cue", tokens[cue].text),),
            )

    def _part_phrase(
        self, tokens: Sequence[Token], i: int
    ) -> tuple[int, int, float, str] | None:
        """Span, confidence and pattern of «часть слова» / «первая часть» around the noun at `i`."""
        for k in range(i + 1, min(i + 3, len(tokens))):
            if has_lemma(tokens[k], L.WORD_NOUNS):
                return i, k + 1, 0.85, "part_of_word"
        if i > 0 and has_lemma(tokens[i - 1], L.POSITION_ADJECTIVES) and i + 1 < len(tokens):
            if not self._foreign_genitive(tokens[i + 1]):
                return i - 1, i + 1, 0.75, "position_part"
        return None

    @staticmethod
    def _form_cue(tokens: Sequence[Token], k: int, target: str) -> int | None:
        """Position of what, right after a part ending at `k`, makes it a matter of form: a
        comparison or sound word, a letter, or a literal piece of the secret word («это кета»)."""
        for q in range(k, min(k + 4, len(tokens))):
            near = tokens[q]
            if has_lemma(near, L.FORM_CUES) or is_letter_word(near) or is_piece_of(near, target):
                return q
            if not has_lemma(near, L.PART_LINKS):
                return None  # what is said next is the part's meaning
        return None

    @staticmethod
    def _foreign_genitive(token: Token) -> bool:
        """A noun in the genitive that is not «слово»: «первая часть тела», «конец фильма»."""
        g = grammemes(token.text)
        return "NOUN" in g and "gent" in g and not has_lemma(token, L.WORD_NOUNS)

    @anchored(lambda token: has_lemma(token, L.START_END_VERBS) or has_lemma(
        token, _unreflexive_cues()), heard=True)
    def _start_end(self, tokens: Sequence[Token], i: int, target: str) -> Iterator[Match]:
        """«слово начинается», «начинается на вэ»; the verb also heard wrong, the preposition and
        letter glued to it («начинает ценовая») or to the secret word's first sounds as another
        word («начинается нога»: на га), or its ending garbled right after «слово» («слово
        заканчивые»)."""
        token = tokens[i]
        run_on = reflexive_run_on(tokens, i, target)
        if run_on is not None:
            said = " ".join(t.text for t in tokens[i:run_on])
            yield Match(i, run_on, 0.8, "starts_with_letter",
                        f"«{said}» — ссылка на начало или конец слова")
            return
        heard = None if not lemmas(token.text).isdisjoint(L.START_END_VERBS) else heard_cue(
            tokens, i, L.START_END_VERBS)  # also a non-word that sounds like it: its glued tail
        if heard is None and not has_lemma(token, L.START_END_VERBS):
            if heard_clipped(token, L.START_END_VERBS) and i > 0 and has_lemma(
                    tokens[i - 1], L.WORD_NOUNS):
                said = f"{tokens[i - 1].text} {token.text}"
                yield Match(i - 1, i + 1, 0.8, "word_starts",
                            f"«{said}» — ссылка на начало или конец слова")
            return
        end = i + 1 if heard is None else heard.end
        words = " ".join(t.text for t in tokens[i:end])
        explanation = f"«{words}» — ссылка на начало или конец слова"
        for k in range(max(0, i - 3), i):
            if has_lemma(tokens[k], L.WORD_NOUNS):
                yield Match(k, end, 0.8, "word_starts", explanation)
                break
        tail = "" if heard is None else heard.heard.tail
        if glued_preposition(tail):
            yield Match(i, end, 0.8, "starts_with_letter", explanation)
        elif end < len(tokens) and (glued_to_letter(tokens[end])
                                    or secret_start_glued(tokens[end], target)):
            yield Match(i, end + 1, 0.8, "starts_with_letter", explanation)  # «начинается наис»
        else:
            at = pointed_start(tokens, end, tail)
            if at is not None and at < len(tokens) and starting_letters(tokens[at], target):
                yield Match(i, at + 1, 0.85, "starts_with_letter", explanation)

    @anchored(lambda token: has_lemma(token, L.SPELLING_VERBS))
    def _spelling(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not has_lemma(token, L.SPELLING_VERBS):
            return
        for k, nxt in enumerate(tokens[i + 1 : i + 4], start=i + 1):
            if nxt.text in L.SPELLING_MARKERS and (
                nxt.text != "через" or self._letter_at(tokens, k + 1)
            ):
                end = k + 2 if nxt.text == "через" else k + 1  # «через о»: the letter too
                yield Match(
                    i, end, 0.8, "spelling",
                    f"«{' '.join(t.text for t in tokens[i:end])}» — ссылка на написание слова",
                )
                return

    @staticmethod
    def _letter_at(tokens: Sequence[Token], k: int) -> bool:
        return k < len(tokens) and is_letter_word(tokens[k])

    @anchored(lambda token: has_lemma(token, L.EDIT_VERBS))
    def _edit(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not has_lemma(token, L.EDIT_VERBS):
            return
        for k in range(i + 1, min(i + 5, len(tokens))):
            if clear_letter_name(tokens[k].text) or has_lemma(tokens[k], L.LETTER_NOUNS):
                yield Match(
                    i,
                    k + 1,
                    0.8,
                    "edit_letters",
                    f"«{token.text} … {tokens[k].text}» — игра с буквами слова",
                )
                return

    @anchored(lambda token: is_letter_name(token.text))
    def _spelled_out(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """Letter names said in a row («эр у ка а»): starts only at the first of the run."""
        if not is_letter_name(tokens[i].text) or (i > 0 and is_letter_name(tokens[i - 1].text)):
            return
        j = i
        while j < len(tokens) and is_letter_name(tokens[j].text):
            j += 1
        run = [t.text for t in tokens[i:j]]
        clear = [r for r in run if clear_letter_name(r)]
        named = [r for r in run if len(r) > 1]  # «эм», «че»: not a one-letter preposition
        if len(set(run)) < 2:
            return
        if (clear and (len(run) >= 3 or len(clear) == 2)) or (named and len(set(run)) >= 3):
            yield Match(
                i, j, 0.85, "spelled_out", f"«{' '.join(run)}» — слово произносится по буквам"
            )
