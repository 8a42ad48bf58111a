"""A long word of the secret word's family heard mangled, in one token or split over a few.

A recognizer keeps short words but mangles long derived ones: «прионичный» for пряничный, «вы
сохло» for высохло, «святится» (a rare word of its own) for светится. `heard_family` matches the
sounds of one to `MAX_JOIN` tokens run together (loose keys, `referee.language.phonetics`)
against the forms of the secret word's derivational family, as the cue matching does for cue
words (`referee.rules.misheard.heard_cue`), with an edit budget that grows with the length of the
form and shrinks when the words were heard sure:

- only a stretch holding a word the dictionary does not know is matched with edits; an uncommon
  dictionary word heard unsure only when it differs from a family form of `VOWEL_FORM` sounds or
  more by one vowel at most (stress unknown: «святится», «светится»), and known words heard sure
  are taken as said; dictionary words some heard unsure run together only when they make the
  very sounds of a family form of `SPLIT_FORM` sounds or more («с кварцы»: скворцы, «зон
  тик»: зонтик);
- no edit for a form under `FIRST_EDIT` sounds (a family has hundreds of short forms: «водиле»
  is a sound off «водице»), one from `FIRST_EDIT`, two from `SECOND_EDIT` (from
  `FAINT_SECOND_EDIT` for one non-word heard unsure: «вайлайнчикам» for воланчиком; dictionary
  words run together keep `SECOND_EDIT`: «но левают» is no «нагревают»); one less when every
  word of the stretch was heard sure;
- a non-word a letter off a common word outside the family is that word
  (`referee.rules.misheard.letter_off_word`);
- a non-word heard below 0.9 is no word heard sure: a word the dictionary lacks is itself a sign
  of a slip;
- a non-word whose first letters the recognizer wrote at the end of the word before («нюхали
  табачок» heard «ухалит обачок») is matched with them put back: the very sounds of a family
  form, or a dictionary word of the secret word's root (`_shifted`); the other way round, a
  word and the first letters of the non-word after it that make the very sounds of one of the
  secret word's own forms («лава шокосырм»: лаваш, `_pulled`); a non-word holding the
  very sounds of a family form of `GLUED_KIN` sounds or more glued to scraps of its neighbours is
  that form (`_glued`), and one of `LONG_KIN_HELD` sounds or more anywhere in it (`_held_long`:
  «везбеноличники»); two or three tokens, none heard sure, a non-word or an uncommon word heard
  unsure among them, that hold the very sounds of one of the secret word's own forms of
  `SPANNED_FORM` sounds or more across a word boundary, scraps glued on («ценел обилия» for
  «синяя лобелия», `_spanned`); a non-word heard unsure that is a family form of `ONSET_FORM`
  sounds or more but for its first consonant is that form («челко» for пчёлка, `_onset_lost`);
  one or two tokens with a non-word, none heard sure, that keep every consonant of a family form of
  `VOWELS_OFF_FORM` sounds or more in place, vowels off, are that form («шашлочек» for шашлычок,
  `_vowels_off`), and so of one of the secret word's own forms of `OWN_VOWEL_OFF_FORM` sounds or
  more with one vowel off («крокосы» for крокусы, «шик шуку» for шакшуку).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import Hamming, Levenshtein

from referee.language.frequency import russian_zipf
from referee.language.morphology import morphology
from referee.language.phonetics import (
    consonants,
    heard_in,
    keyed_forms,
    loose_key,
    phonetic_key,
    vowel_dropped,
)
from referee.language.words import known
from referee.rules.base import Token
from referee.rules.misheard import (
    COMMON,
    MAX_JOIN,
    SURE,
    doubtful,
    kin_forms,
    letter_off_word,
    likelier_reading,
    respelled,
    taken_as_said,
    unsure,
)

FIRST_EDIT = 8  # sounds of a family form from which it may be heard one sound off
SECOND_EDIT = 11  # ... two sounds off
FAINT_SECOND_EDIT = 9  # ... two sounds off when heard as one non-word, unsure
VOWEL_FORM = 7  # sounds of a family form an uncommon word a vowel off may be taken for
SPLIT_FORM = 6  # sounds of a family form dictionary words heard unsure may make together
MIN_SOUNDS = 5  # sounds of a family form heard at all (shorter ones are parts of too much)
SHIFT = 2  # letters of a word's end a recognizer may have taken from the start of the next one
SHIFTED_FORM = 7  # sounds of a family form heard with its first letters on the word before
# (a shorter one takes a glued preposition too easily: «…сус голка» for «с иголка», not сколка)
SHIFTED_SLIP = 8  # ... and a sound off besides
ONSET_FORM = 6  # sounds of a family form heard with its first consonant lost
PULLED_FORM = 5  # sounds of the secret word's own form heard with its last letters on the next word
PULLED_REST = 3  # letters at least the next word keeps of its own
CONSONANT_KEYS = "бвгджзйклмнпрстфхцчшщ"  # the consonant it lost may be any of these
GLUED_KIN = 6  # sounds of a family form heard glued to scraps of its neighbours in one non-word
LONG_KIN_HELD = 8  # sounds of a family form heard anywhere within one non-word
SLIP_FORM = 6  # sounds of a family form heard with one vowel dropped or put in
SPANNED_FORM = 6  # sounds of the secret word's own form heard across a word boundary
VOWELS_OFF_FORM = 8  # sounds of a family form heard with its consonants kept, vowels off
VOWELS_OFF = 2  # vowels such a form may be heard off («шашлочек» for шашлычок)
OWN_VOWEL_OFF_FORM = 6  # sounds of one of the secret word's own forms heard with a vowel off
OWN_VOWELS_OFF = 1  # vowels such a form may be heard off («крокосы» for крокусы)
OWN_LAST_PIECE = 3  # letters at least of the last of two tokens heard so («…шуку»; not «…на»)


@dataclass(frozen=True)
class HeardKin:
    """Tokens `[begin, end)` sound like `form` of the secret word's family, `edits` off."""

    begin: int
    end: int
    form: str
    edits: int


def budget(sounds: int, sure: bool, faint: bool = False) -> int:
    """Edits a stretch may be off a family form of `sounds` sounds (see the module); a `faint`
    one, one non-word heard unsure, may be two off from `FAINT_SECOND_EDIT` sounds."""
    second = FAINT_SECOND_EDIT if faint else SECOND_EDIT
    edits = 2 if sounds >= second else 1 if sounds >= FIRST_EDIT else 0
    return max(0, edits - int(sure))


def heard_family(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """A form of the secret word's family heard wrong from position `i` on, over the fewest
    tokens (each holding a part of it), or None."""
    if taken_as_said(tokens, i):
        return None
    for size in range(1, MAX_JOIN + 1):
        window = tokens[i : i + size]
        if len(window) < size:
            break
        if not any(doubtful(t) for t in window):
            if size == 1 and _uncommon_unsure(window[0]):
                found = _nearest(window[0].text, target, vowel=True)
                if found is not None and not _another_word(window[0], target, 0):
                    return HeardKin(i, i + 1, *found)
            elif size > 1 and any(unsure(t) for t in window):
                found = _nearest("".join(t.text for t in window), target, said=True, own=True)
                if found is not None and _spans(window, found[0]):
                    return HeardKin(i, i + size, *found)
            continue
        sure = not any(unsure(t) or t.conf < SURE for t in window)
        faint = size == 1 and unsure(window[0])
        found = _nearest("".join(t.text for t in window), target, sure=sure, own=not sure,
                         faint=faint)
        if found is None or not _spans(window, found[0]):
            continue
        if size == 1 and _another_word(window[0], target, found[1]):
            continue
        return HeardKin(i, i + size, *found)
    return (_shifted(tokens, i, target) or _pulled(tokens, i, target) or _glued(tokens, i, target)
            or _spanned(tokens, i, target) or _onset_lost(tokens, i, target)
            or _vowel_slip(tokens, i, target) or _vowels_off(tokens, i, target))


def _spanned(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """Two or three tokens from `i`, none heard `SURE`, a non-word or an uncommon word heard
    unsure among them («эхина»), that run together hold the very sounds of one of the secret
    word's own forms of `SPANNED_FORM` sounds or more across a word boundary, scraps of their
    neighbours glued on («ценел обилия» for «синяя лобелия», «эхина цели» for «эхинацеи от»):
    the recognizer cut the word in the wrong place, `_glued` over a boundary. The form begins in
    the first token and ends in the last. Own forms only: a family's hundreds of forms are met
    across word boundaries ten times as often."""
    keys = _spanned_forms(target)
    for size in range(2, MAX_JOIN + 1):
        window = tokens[i : i + size]
        if (len(window) < size or any(t.conf >= SURE for t in window)
                or not any(doubtful(t) or _uncommon_unsure(t) for t in window)):
            return None
        pieces = [loose_key(t.text) for t in window]
        if any(piece in _own_forms(target) for piece in pieces):
            return None  # a form heard whole is the main path's, with a scrap of its neighbour
        key = "".join(pieces)  # each word's own sounds: none merged across a boundary
        heard = heard_in(key, keys, False)
        if heard is None or heard.end - heard.begin == len(key):
            continue  # a whole stretch is the main path's, where a likelier reading may overrule
        if heard.begin < len(pieces[0]) and heard.end > len(key) - len(pieces[-1]):
            return HeardKin(i, i + size, heard.form, 0)
    return None


@lru_cache(maxsize=64)
def _spanned_forms(target: str) -> frozenset[str]:
    """The secret word's own forms of `SPANNED_FORM` sounds or more."""
    return frozenset(form for key, form in _own_forms(target).items() if len(key) >= SPANNED_FORM)


def _vowels_off(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """One or two tokens from `i`, a non-word among them, none heard `SURE`, that keep every
    consonant of a family form of `VOWELS_OFF_FORM` sounds or more in its place, up to
    `VOWELS_OFF` vowels heard off («шашлочек» for шашлычок, «болучное» for булочное): a
    recognizer mishears unstressed vowels far more often than consonants, and so long a row of
    the family's consonants is no chance. Not a non-word a letter off a common word outside the
    family (`_another_word`). The secret word's own forms, a handful against a family's
    hundreds, are so heard from `OWN_VOWEL_OFF_FORM` sounds with `OWN_VOWELS_OFF` vowel off
    («крокосы» for крокусы, «шик шуку» for шакшуку), over two tokens only when the last keeps
    `OWN_LAST_PIECE` letters or more: a short word after a piece («петью на», «колду не») is as
    often a word of its own."""
    for size in (1, 2):
        window = tokens[i : i + size]
        if (len(window) < size or not any(doubtful(t) for t in window)
                or any(t.conf >= SURE for t in window)):
            continue
        key = loose_key("".join(t.text for t in window))
        own = size == 1 or len(window[-1].text) >= OWN_LAST_PIECE
        for skeletons, off in ((_skeletons(target), VOWELS_OFF),
                               (_own_skeletons(target) if own else {}, OWN_VOWELS_OFF)):
            for form_key, form in skeletons.get(consonants(key), ()):
                edits = Hamming.distance(key, form_key)
                if (edits <= off and _spans(window, form)
                        and not (size == 1 and _another_word(window[0], target, edits))):
                    return HeardKin(i, i + size, form, edits)
    return None


@lru_cache(maxsize=64)
def _skeletons(target: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """The consonants of the family forms (own forms too) of `VOWELS_OFF_FORM` sounds or more,
    vowels as placeholders (`consonants`) -> their (key, form)."""
    return _skeletons_of(kin_forms(target, True), VOWELS_OFF_FORM)


@lru_cache(maxsize=64)
def _own_skeletons(target: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """The same over the secret word's own forms of `OWN_VOWEL_OFF_FORM` sounds or more."""
    return _skeletons_of(_own_forms(target), OWN_VOWEL_OFF_FORM)


def _skeletons_of(keys: dict[str, str], least: int) -> dict[str, tuple[tuple[str, str], ...]]:
    """The consonants of the keys of `least` sounds or more, vowels as placeholders
    (`consonants`) -> their (key, form)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for form_key, form in sorted(keys.items()):
        if len(form_key) >= least:
            found.setdefault(consonants(form_key), []).append((form_key, form))
    return {skeleton: tuple(forms) for skeleton, forms in found.items()}


def _vowel_slip(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """A non-word heard below `SURE` that is the very sounds of a family form of `SLIP_FORM`
    sounds or more with one vowel between two consonants dropped («виртен» for веретён…,
    «тирме» for тереме) or put in («теленик» for тельник): a recognizer slurs an unstressed vowel
    or hears one in a cluster far more often than it changes a consonant (a common word a letter
    off is no likelier: «теленик» is as near «телёнок»)."""
    token = tokens[i]
    if not doubtful(token) or token.conf >= SURE:
        return None
    key = loose_key(token.text)
    keys = kin_forms(target, True)
    form = _slipped_keys(target).get(key)
    if form is None:
        form = next((keys[short] for short in vowel_dropped(key)
                     if len(short) >= SLIP_FORM and short in keys), None)
    if form is None or not same_consonants(token.text, form):
        return None
    return HeardKin(i, i + 1, form, 1)


def same_consonants(heard: str, form: str) -> bool:
    """`heard` keeps the consonants of `form` as they sound, voicing too (phonetic keys, not
    loose ones): the vowel slip is the one slip allowed, a voicing heard wrong besides makes two
    («дрочками», from «дырочками», is no «тёрочками»)."""
    return consonants(phonetic_key(heard)).replace("V", "") == (
        consonants(phonetic_key(form)).replace("V", ""))


@lru_cache(maxsize=64)
def _slipped_keys(target: str) -> dict[str, str]:
    """The keys of the family forms of `SLIP_FORM` sounds or more, each with one vowel between
    consonants dropped -> the form (no key a form of the family has itself)."""
    keys = kin_forms(target, True)
    slipped: dict[str, str] = {}
    for form_key, form in keys.items():
        if len(form_key) >= SLIP_FORM:
            for short in vowel_dropped(form_key):
                if short not in keys:
                    slipped.setdefault(short, form)
    return slipped


def _onset_lost(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """A non-word heard unsure that is the very sounds of a family form of `ONSET_FORM` sounds or
    more but for its first consonant, lost in the recognizer's word boundary («челко» for
    пчёлка); not when the word before ends in it (that is `_shifted`'s, or a preposition glued
    there: «…сус голка» for «с иголка», no «сколка»)."""
    token = tokens[i]
    key = loose_key(token.text)
    if not doubtful(token) or not unsure(token) or len(key) + 1 < ONSET_FORM:
        return None
    keys = kin_forms(target, True)
    before = loose_key(tokens[i - 1].text)[-1:] if i > 0 else ""
    for consonant in CONSONANT_KEYS:
        form = keys.get(consonant + key)
        if form is not None and consonant != before:
            return HeardKin(i, i + 1, form, 1)
    return None


def _glued(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """A non-word heard below `SURE` that holds the very sounds of a family form of `GLUED_KIN`
    sounds or more, glued to a scrap of a neighbour («неделемандай»: недели + мандэй)."""
    token = tokens[i]
    if not doubtful(token) or token.conf >= SURE:
        return None
    key = loose_key(token.text)
    keys = kin_forms(target, True)
    heard = heard_in(key, frozenset(keys.values()), False)
    whole = heard is not None and heard.end - heard.begin == len(key)
    if heard is None:
        return _held_long(key, keys, i)
    if whole or len(loose_key(heard.form)) < GLUED_KIN:
        return None  # a whole word is the main path's, where a likelier reading may overrule
    return HeardKin(i, i + 1, heard.form, 0)


def _held_long(key: str, keys: dict[str, str], i: int) -> HeardKin | None:
    """The longest family form of `LONG_KIN_HELD` sounds or more whose very sounds the non-word's
    key holds with more glued before it than `heard_in` allows («везбеноличники»: в избе
    наличники); so long a stretch of a form is no chance."""
    held = [form_key for form_key in keys if len(form_key) >= LONG_KIN_HELD
            and form_key != key and form_key in key]
    return HeardKin(i, i + 1, keys[max(held, key=len)], 0) if held else None


def _shifted(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """The token after `i`, a non-word heard below `SURE`, is the very sounds of a family form
    but for its first 1–`SHIFT` letters, which the recognizer wrote at the end of token `i`
    («нюхали табачок» heard «ухалит обачок»), or a sound off a form of `SHIFTED_SLIP` sounds or
    more so: the form over both tokens."""
    if i + 1 >= len(tokens) or not doubtful(nxt := tokens[i + 1]) or nxt.conf >= SURE:
        return None
    keys = kin_forms(target, True)
    for cut in range(1, SHIFT + 1):
        head = tokens[i].text[-cut:]
        word = head + nxt.text
        key = loose_key(word)
        if len(tokens[i].text) <= cut or not head.isalpha() or len(key) < SHIFTED_FORM:
            continue
        form = keys.get(key) or _kin_spelling(word, target)
        if form is not None:
            return HeardKin(i, i + 2, form, 0)
        near = _long_keys(target)
        slip = process.extractOne(key, near, scorer=Levenshtein.distance, score_cutoff=1)
        if slip is not None:  # «сотовы сковые»: восковые, its «во» heard «вы» on the word before
            return HeardKin(i, i + 2, keys[slip[0]], 1)
    return None


def _pulled(tokens: Sequence[Token], i: int, target: str) -> HeardKin | None:
    """Token `i` and the first 1–`SHIFT` letters of the token after it, a non-word heard below
    `SURE` that keeps `PULLED_REST` letters or more of its own, are the very sounds of one of the
    secret word's own forms of `PULLED_FORM` sounds or more: the recognizer wrote its last letters
    at the start of the next word («лава шокосырм» for «лаваш…», «кумы сокислый» for «кумыс
    кислый»), the mirror of `_shifted`. Own forms only: a family has too many short forms."""
    if i + 1 >= len(tokens) or not doubtful(nxt := tokens[i + 1]) or nxt.conf >= SURE:
        return None
    keys = _own_forms(target)
    for cut in range(1, SHIFT + 1):
        tail = nxt.text[:cut]
        key = loose_key(tokens[i].text + tail)
        if (tail.isalpha() and len(nxt.text) - cut >= PULLED_REST and len(key) >= PULLED_FORM
                and key in keys):
            return HeardKin(i, i + 2, keys[key], 0)
    return None


@lru_cache(maxsize=64)
def _own_forms(target: str) -> dict[str, str]:
    """Loose key -> a form with it, over the secret word's own forms."""
    return keyed_forms(morphology().target(target).forms).form_of()


@lru_cache(maxsize=64)
def _long_keys(target: str) -> tuple[str, ...]:
    """The keys of the family forms (own forms too) of `SHIFTED_SLIP` sounds or more."""
    return tuple(key for key in kin_forms(target, True) if len(key) >= SHIFTED_SLIP)


def _kin_spelling(word: str, target: str) -> str | None:
    """The dictionary word `word` is, as spelled or with its unstressed vowels spelled by ear,
    when it shares the secret word's root («тобачок»: табачок for табакерка)."""
    spelling = word if known(word) else respelled(word)
    if spelling is None:
        return None
    match = morphology().same_root(target, spelling)
    return spelling if match is not None and match.method != "near" else None


def _another_word(token: Token, target: str, edits: int) -> bool:
    """A common word outside the family is the likelier thing said: the rare word's likelier
    reading («сорак»: сорок), or a word a letter off a non-word matched with edits
    («поклавком»: поплавком)."""
    family = morphology().target(target).family
    reading = likelier_reading(token)
    if reading is not None and reading not in morphology().family(target):
        return True
    return edits > 0 and letter_off_word(token.text, family)


def _uncommon_unsure(token: Token) -> bool:
    return known(token.text) and unsure(token) and russian_zipf(token.text) < COMMON


@lru_cache(maxsize=50_000)
def _nearest(joined: str, target: str, sure: bool = False, vowel: bool = False,
             said: bool = False, own: bool = False, faint: bool = False) -> tuple[str, int] | None:
    """(form, edits) of the family form nearest to `joined` by sound within its budget (with
    `vowel`: a vowel off at most; with `said`, dictionary words run together: the very sounds
    of a form of `SPLIT_FORM` sounds or more), the fewest edits, then the longest form. With
    `own`, the secret word's own forms count too: for words heard not sure, over a few tokens
    («ввелось серед»; said in pieces on purpose, it is heard sure: «би нокль») or in one non-word
    heard at `UNSURE` or more («повиделом»: `referee.rules.misheard.misheard_target` gives a
    budget only below it)."""
    key = loose_key(joined)
    keys = kin_forms(target, own)
    best: tuple[str, int] | None = None
    for form_key, edits, _ in process.extract(key, list(keys), scorer=Levenshtein.distance,
                                              score_cutoff=2, limit=None):
        if len(form_key) < MIN_SOUNDS:
            continue
        if said and (len(form_key) < SPLIT_FORM or edits > 0):
            continue
        if vowel and (len(form_key) < VOWEL_FORM or edits > 1
                      or consonants(form_key) != consonants(key)):
            continue
        if not vowel and not said and edits > budget(len(form_key), sure, faint):
            continue
        if best is None or (edits, -len(form_key)) < (best[1], -len(loose_key(best[0]))):
            best = (keys[form_key], edits)
    return best


def _spans(window: Sequence[Token], form: str) -> bool:
    """Every token of a longer window holds a part of the form: the form is longer than the
    window without its last token."""
    if len(window) == 1:
        return True
    return len(loose_key(form)) > len(loose_key("".join(t.text for t in window[:-1])))
