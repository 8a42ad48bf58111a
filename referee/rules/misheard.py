"""Words a recognizer heard slightly wrong, recognised by sound (`referee.language.phonetics`).

Only a *doubtful* stretch is taken for another word: one holding a word the dictionary does not
know (a recognizer that mishears often writes a non-word: «ревмуется», «кид», «обухвозе»), not a
one-letter preposition glued to a known word («снеба» is «с неба»), or a word heard unsure. A
dictionary word heard alone is taken as said, even unsure: short words sound like too much («там»
like «дом», «шесть» like «жест»).

- `heard_cue(tokens, i, lemmas)`: a cue word of a phrase rule heard wrong at position `i`, in one
  token («ревмуется» for «рифмуется»), glued to its neighbour («коревмуетца», «обухвозе» for
  «буква бэ») or split over up to `MAX_JOIN` tokens («риф моец», «начинает ценовая» for
  «начинается на вэ»);
- `heard_as(token, lemmas)`: the same for one token alone; `heard_vouched(token, lemmas)`: a
  looser test for a caller that has other evidence («рифома камар»: the rhyme vouches for it);
- `heard_clipped(token, lemmas)`: a long cue heard with its ending garbled («заканчивые» for
  «заканчивается»), to be trusted only where its frame vouches for it (the caller's test);
- `heard_tail(tokens, i, lemmas)`: a long cue heard with its first sounds lost and its reflexive
  ending dropped («в муед», «в муец» for «рифмуется»), to be trusted only where what it governs
  follows (the caller's test);
- `misheard_target(token, target)`: the secret word or a word of its family heard wrong («кид» for
  кит, «мёт» for мёд): a cognate alert, a little less sure than a word heard right, and less sure
  still when only one of the recognizer's other readings (`Token.alternatives`) was it. The
  guesser's word is a guess: a short answer the recognizer turns into a nearby dictionary word
  («смех» for «снег», «зону» for «зонт»), so a dictionary word of the guesser's, heard unsure, is
  also taken for the secret word (never for its family) — it goes to the judge as «Угадано?»;
- `likelier_reading(token)`: the other way round, a rare word heard not quite sure that sounds
  like a common one («домину» for «домино», «пахлебкой» for «похлёбкой»): the common word is the
  likelier thing said, so the rare one's kinship with the secret word is no evidence.

«Sounds like» is `referee.language.phonetics.heard_in` (for the secret word `misheard_form`, the
same test the root comparison's `near` step makes): the loose phonetic keys match within an edit
budget that grows with the length of the form and is zero for a word heard sure (a typed or surely
heard non-word one sound off is more often another word: «зонне» is German). The family of the
secret word gets no budget (it has hundreds of forms: «водиле» is one sound off «водице»).
Never a list of misrecognitions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from math import prod
from os.path import commonprefix

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from common.analyzer import normalize, parse
from referee.events import Alert
from referee.lang.sound import VOWELS
from referee.language.frequency import RARE, russian, russian_zipf
from referee.language.morphology import morphology
from referee.language.phonetics import (
    UNSURE,
    Heard,
    echoed,
    heard_in,
    keyed_forms,
    loose_key,
    misheard_form,
    sound_distance,
    vowel_dropped,
)
from referee.language.words import known
from referee.rules.base import Token
from referee.speakers.attribution import GUESSER

MAX_JOIN = 3  # tokens a cue may be split over
CUE_EDIT = 6  # sounds of a cue form from which it may be heard a sound off (short cue forms are
# a sound off too many words: «шарад» / «горяд», «ткнём» / «однем»)
VOUCHED_EDIT = 4  # the same for a cue that what follows vouches for (`heard_vouched`)
CONFIDENCE = {"target": 0.7, "family": 0.6}
ALTERNATIVE = 0.1  # less sure when only an alternative reading holds the word
# one-letter prepositions a recognizer glues to the next word, with the cases they govern
GLUED = {"с": {"gent", "ablt", "accs", "gen2"}, "в": {"loct", "accs", "loc2"}, "к": {"datv"}}
SURE = 0.9  # a word heard at least this sure is taken as said, however rare (typed text: 1.0)
COMMON = 3.0  # Zipf of a word common enough to be the likelier reading of a rare one (the rare
# one is under `RARE`: the common one is at least ten times as frequent)
SPELLING_EDITS = 2  # letters a rare word and its likelier reading may differ by
LONG_KIN = 7  # sounds of a family form a non-word may be taken for (see `_long_kin`)
CLIPPED_STEM = 7  # sounds a form heard with its ending garbled keeps from its start («заканчивые»)
CLIPPED_TAIL = 3  # sounds heard after them at most
FAR = 2  # sounds between a non-word and the secret word's form it was matched to, from which a
# dictionary word it is to the sound («капейка»: копейка) is the likelier thing said


def doubtful(token: Token) -> bool:
    """A word that may be a real word misheard: unknown to the dictionary, and not a
    one-letter preposition glued to a known word in a case it governs («снеба» is «с неба»;
    «слагам» is no «с лагам»)."""
    return _doubtful(token.text)


@lru_cache(maxsize=100_000)
def _doubtful(word: str) -> bool:
    if known(word):
        return False
    return not (word[:1] in GLUED and len(word) > 3 and known(word[1:])
                and any(p.tag.case in GLUED[word[0]] for p in parse(word[1:])))


def unsure(token: Token) -> bool:
    return token.conf < UNSURE


def common_word(token: Token) -> bool:
    """A dictionary word at least `COMMON` frequent: heard unsure, it is still likelier said
    than a cue heard a few sounds off («молоко» is no «…мовала» of «рифмовала»)."""
    return not doubtful(token) and russian_zipf(token.text) >= COMMON


def taken_as_said(tokens: Sequence[Token], i: int) -> bool:
    """The tokens a cue from position `i` may be heard over (`MAX_JOIN`) are all dictionary words
    heard sure: no cue is heard wrong there, the words were said as heard."""
    return not any(_doubtful(t.text) or t.conf < UNSURE for t in tokens[i : i + MAX_JOIN])


@lru_cache(maxsize=1_000)
def forms_of(lemmas: frozenset[str]) -> frozenset[str]:
    """Every inflected form of the lemmas (pymorphy3 lexemes), ё as е."""
    return lemmas | {normalize(f.word) for lemma in lemmas for p in parse(lemma)[:1]
                     for f in p.lexeme}


@dataclass(frozen=True)
class HeardCue:
    """A cue heard wrong: tokens `[begin, end)` hold `heard.form`."""

    begin: int
    end: int
    heard: Heard


def heard_cue(tokens: Sequence[Token], i: int, lemmas: Iterable[str]) -> HeardCue | None:
    """A form of one of `lemmas` heard wrong from position `i` on, over the fewest tokens: each
    token of a longer window must hold part of the form; a window of known words heard sure is
    taken as said, one of known words some heard unsure gets one edit less («с рогами» is not
    «слогами», «начинает ценовая» is «начинается на ва»)."""
    wanted = frozenset(lemmas)
    for size in range(1, MAX_JOIN + 1):
        window = tokens[i : i + size]
        if len(window) < size:
            return None
        if size == 1 and (not doubtful(window[0]) or _another(window[0], wanted)):
            continue
        if size > 1 and not any(doubtful(t) or unsure(t) for t in window):
            continue
        said = all(known(t.text) for t in window)  # real words in a row: more likely as said
        heard = _heard("".join(t.text for t in window), wanted,
                       any(unsure(t) for t in window), said)
        if heard is None or not _spans(window, heard):
            continue
        if size == 1 and heard.edits > 1 and letter_off_word(window[0].text, wanted):
            continue  # «поклавком»: поплавком a letter off, «буковкам» two sounds off
        return HeardCue(i, i + size, heard)
    return None


LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюя"


@lru_cache(maxsize=10_000)
def letter_off_word(word: str, lemmas: frozenset[str]) -> bool:
    """A word of a common lexeme, not a form of `lemmas`, one letter off `word` (one replaced,
    dropped or added): the likelier thing said than a cue form two or more sounds away."""
    edits = {word[:k] + c + word[k + 1:] for k in range(len(word)) for c in LETTERS}
    edits |= {word[:k] + word[k + 1:] for k in range(len(word))}
    edits |= {word[:k] + c + word[k:] for k in range(len(word) + 1) for c in LETTERS}
    edits.discard(word)
    forms = forms_of(lemmas)
    return any(len(e) > 2 and e not in forms and known(e) and _common_lexeme(e) for e in edits)


def _common_lexeme(word: str) -> bool:
    """The likeliest parse's dictionary form is not rare («поплавком»: поплавок)."""
    return any(russian_zipf(normalize(p.normal_form)) >= RARE for p in parse(word)[:1])


def _another(token: Token, lemmas: frozenset[str]) -> bool:
    """The token is likelier a common word other than a form of `lemmas` («шестый»: «шестой»,
    not «жесты»; see `likelier_reading`), unless it sounds exactly like one of those forms, spelled
    by ear («слок»: слог, whatever «слов» one sound off)."""
    reading = likelier_reading(token)
    return (reading is not None and reading not in forms_of(lemmas)
            and loose_key(token.text) not in _form_keys(lemmas))


@lru_cache(maxsize=1_000)
def _form_keys(lemmas: frozenset[str]) -> frozenset[str]:
    """The loose keys of every form of `lemmas`."""
    return frozenset(loose_key(form) for form in forms_of(lemmas))


@lru_cache(maxsize=100_000)
def _heard(joined: str, lemmas: frozenset[str], unsure: bool, said: bool) -> Heard | None:
    """Where a form of `lemmas` sounds in `joined` (the tokens of a window run together); the
    rules look at the same windows again as each word arrives, so this is remembered."""
    return heard_in(loose_key(joined), forms_of(lemmas), unsure, penalty=int(said),
                    first=CUE_EDIT)


def _spans(window: Sequence[Token], heard: Heard) -> bool:
    """The form begins in the first token of the window and ends past all but the last."""
    if len(window) == 1:
        return True
    first = len(loose_key(window[0].text))
    before_last = len(loose_key("".join(t.text for t in window[:-1])))
    return heard.begin < first and heard.end > before_last


def prepare(target: str) -> None:
    """Key the secret word's forms and its family's by sound ahead (when its card is drawn), so
    that the first word heard wrong costs lookups only."""
    for own in (False, True):
        kin_forms(target, own)
    _long_kin(target)
    _kin_keys(target)


@lru_cache(maxsize=64)
def kin_forms(target: str, own: bool) -> dict[str, str]:
    """Loose key -> a form with it (the first alphabetically), over the forms of the secret
    word's family that are not its own (those are `misheard_target`'s); with `own`, over its own
    forms too, which win a key they share with the family's."""
    model = morphology()
    forms = model.target(target).forms
    family = keyed_forms(model.family(target) - forms).form_of()
    return family | keyed_forms(forms).form_of() if own else family


def heard_as(token: Token, lemmas: Iterable[str]) -> bool:
    """A doubtful `token` that sounds like a form of one of `lemmas` (a cue heard wrong)."""
    return heard_cue([token], 0, lemmas) is not None


def heard_echoed(token: Token, word: str) -> bool:
    """A non-word that sounds like the short `word` with one syllable echoed («волон», «валон»
    for «вон»; «валон» is no «в» glued to a name, as `doubtful` may read it): weak alone, to
    trust only where what follows vouches for it (the caller's test)."""
    return not known(token.text) and echoed(loose_key(token.text), loose_key(word))


def heard_clipped(token: Token, lemmas: Iterable[str]) -> bool:
    """A non-word that begins as a long form of one of `lemmas` and ends otherwise: the form's
    first `CLIPPED_STEM` sounds or more, then at most `CLIPPED_TAIL` sounds of a lost ending
    («заканчивые» for «заканчивается»; Whisper slurs long endings). Weak alone: to trust only
    where the frame vouches for the cue (the caller's test)."""
    return doubtful(token) and _clipped(loose_key(token.text), frozenset(lemmas))


@lru_cache(maxsize=10_000)
def _clipped(key: str, lemmas: frozenset[str]) -> bool:
    for form in _form_keys(lemmas):
        stem = len(commonprefix([key, form]))
        if stem >= CLIPPED_STEM and stem < len(form) and len(key) - stem <= CLIPPED_TAIL:
            return True
    return False


def heard_vouched(token: Token, lemmas: Iterable[str]) -> bool:
    """A non-word that sounds like a form of one of `lemmas` a sound off, even a short form and
    whatever common word is as near («рифома»: рифма, or «реформа»), also with a vowel put into
    a cluster besides («орифума»): a cue to trust only where what follows vouches for it (the
    caller's test)."""
    if not doubtful(token):
        return False
    key, forms = loose_key(token.text), forms_of(frozenset(lemmas))
    return any(heard_in(heard, forms, True, first=VOUCHED_EDIT) is not None
               for heard in (key, *vowel_dropped(key)))


ECHO = 1  # letters of the next word's start a recognizer may write at the end of a word too


def echoed_onset(tokens: Sequence[Token], i: int) -> bool:
    """The non-word at `i` is a common word and the first `ECHO` letter(s) of the next word,
    written twice, on both words («сидян на» for «сидя на»): a common word said is likelier than
    a form of the secret word a sound off."""
    if i + 1 >= len(tokens):
        return False
    return any(tokens[i + 1].text.startswith(echo) for echo in _echoes(tokens[i]))


def may_echo(token: Token) -> bool:
    """The non-word would be an echoed onset if the next word started right (see
    `echoed_onset`): a rule waits for that word before calling it the secret word misheard."""
    return bool(_echoes(token))


def _echoes(token: Token) -> tuple[str, ...]:
    """The last 1–`ECHO` letters of a non-word whose cut leaves a common word."""
    if not doubtful(token):
        return ()
    word = token.text
    return tuple(word[-cut:] for cut in range(1, ECHO + 1) if len(word) - cut > 2 and common_word(
        Token(token.index, word[:-cut], token.start, token.end, token.conf)))


def misheard_target(token: Token, target: str) -> Alert | None:
    """A cognate alert for a doubtful `token` that sounds like the secret word or its family,
    or for a token one of whose other readings does."""
    for reading, alternative in ((token.text, False), *((a, True) for a in token.alternatives)):
        alert = _misheard(token, reading, target, alternative)
        if alert is not None:
            return alert
    return None


def _misheard(token: Token, reading: str, target: str, alternative: bool) -> Alert | None:
    heard = Token(token.index, reading, token.start, token.end, token.conf)
    guess = not doubtful(heard)  # only a guesser's dictionary word may still be the secret word,
    # or a rare one that sounds just like it (`homophone`)
    if guess and not homophone(heard, target) and (token.speaker != GUESSER
                                                   or not unsure(heard)):
        return None
    model, key = morphology(), loose_key(reading)
    form = misheard_form(reading, model.target(target).forms, token.conf)
    kind = ("target" if form else
            "family" if not guess and misheard_form(reading, _long_kin(target), budget=False)
            else None)
    if kind is None:
        return None
    if form and not guess and sound_distance(reading, form) >= FAR and _another_word(reading,
                                                                                     target):
        return None  # a dictionary word to the sound, the secret word FAR sounds away
    what = "загаданное слово" if kind == "target" else "однокоренное с загаданным словом"
    also = f" (другой вариант распознавания: „{reading}“)" if alternative else ""
    return Alert(
        rule="cognate",
        span=(token.index, token.index + 1),
        words=(token.text,),
        confidence=CONFIDENCE[kind] - (ALTERNATIVE if alternative else 0.0),
        explanation=f"„{token.text}“ — похоже по звучанию на {what} „{target}“ "
                    f"(ошибка распознавания?){also}",
        evidence={"method": "sound", "misheard": kind, "key": key, "conf": token.conf,
                  **({"alternative": reading} if alternative else {})},
        start=token.start,
        end=token.end,
        exact_target=kind == "target",
    )


def homophone(token: Token, target: str) -> bool:
    """A rare dictionary word (Zipf under `RARE`), recognised (heard below `SURE`), with the very
    sounds of a form of the secret word: a recognizer spells the secret word it heard with its
    unstressed vowels or voicing otherwise as any word the dictionary has, however rare («колошу»
    of колосить for калошу, «панами» for панаме). Typed text keeps its spelling."""
    return (token.conf < SURE and russian_zipf(token.text) < RARE
            and loose_key(token.text) in _own_keys(target))


@lru_cache(maxsize=64)
def _own_keys(target: str) -> frozenset[str]:
    """The loose keys of the secret word's own forms."""
    return frozenset(keyed_forms(morphology().target(target).forms).first)


def _another_word(reading: str, target: str) -> bool:
    """A non-word that is a dictionary word spelled by ear («капейка»: копейка, to the sound),
    neither of the secret word's root nor a form of it or its family to the sound: that word was
    said, not the secret word a sound or two away. Only for words of two vowels or more: a
    word's only vowel is stressed, spelled as heard («кид» is no «кед»)."""
    if sum(c in VOWELS for c in reading) < 2 or loose_key(reading) in _kin_keys(target):
        return False
    spelling = respelled(reading)
    return spelling is not None and morphology().same_root(target, spelling) is None


@lru_cache(maxsize=64)
def _long_kin(target: str) -> frozenset[str]:
    """The forms of the secret word's family of `LONG_KIN` sounds or more: a family has
    hundreds of shorter forms, and a non-word heard with the sounds of one of them is as often
    another word heard wrong («голка», «токоле»: колка, токали for заколка)."""
    keyed = keyed_forms(morphology().family(target)).keyed
    return frozenset(form for form, key in keyed if len(key) >= LONG_KIN)


@lru_cache(maxsize=64)
def _kin_keys(target: str) -> frozenset[str]:
    """The loose keys of the secret word's forms and its family's."""
    model = morphology()
    return frozenset(keyed_forms(model.target(target).forms).first) | frozenset(
        keyed_forms(model.family(target)).first)


def likelier_reading(token: Token, *, same_sounds: bool = False) -> str | None:
    """What was more likely said than the rare `token` heard less than `SURE`: the dictionary
    word it is when its unstressed vowels are spelled otherwise («пахлебкой»: «похлебкой»), or a
    common word it sounds like, loose keys at most one sound apart («домину»: «долину»,
    «фунболист»: «футболист»). With `same_sounds`, a word the dictionary does not know gets
    only the first: one sound off, it is as near the word it was matched to (the secret word's
    family, by its parts) as to the common one («березная»: «березовая» or «серьезная»). None for
    a word heard sure or not rare."""
    if token.conf >= SURE or russian_zipf(token.text) >= RARE:
        return None
    spelling = respelled(token.text)
    if spelling is not None or (same_sounds and not known(token.text)):
        return spelling
    return _likelier(token.text)


VOWEL_SPELLINGS = ("оа", "еия")  # vowels unstressed alike, spelled by ear one for another
MAX_SPELLINGS = 3**4  # spellings of a word's vowels tried at most (о/а two each, е/и/я three)


@lru_cache(maxsize=10_000)
def respelled(word: str) -> str | None:
    """The dictionary word `word` (not one) is with its vowels spelled otherwise, if any."""
    if known(word):
        return None
    places = [(i, group) for i, c in enumerate(word) for group in VOWEL_SPELLINGS if c in group]
    if not places or prod(len(group) for _, group in places) > MAX_SPELLINGS:
        return None
    for letters in product(*(group for _, group in places)):
        spelling = list(word)
        for (i, _), letter in zip(places, letters, strict=True):
            spelling[i] = letter
        candidate = "".join(spelling)
        if candidate != word and known(candidate):
            return candidate
    return None


@lru_cache(maxsize=1)
def _common_words() -> tuple[str, ...]:
    return tuple(word for word, zipf in russian().items() if zipf >= COMMON)


def _likelier(word: str) -> str | None:
    return max(sound_alikes(word), key=russian_zipf, default=None)


@lru_cache(maxsize=10_000)
def sound_alikes(word: str) -> tuple[str, ...]:
    """The common words `word` sounds like, loose keys at most one sound apart (not itself)."""
    near = process.extract(word, _common_words(), scorer=Levenshtein.distance,
                           score_cutoff=SPELLING_EDITS, limit=None)
    return tuple(w for w, _, _ in near if w != word and sound_distance(word, w, 1) <= 1)


TAIL_CUT = 3  # first sounds of a cue a recognizer may lose («ри|фмуется» heard «в муед»)
MIN_TAIL = 5  # sounds of a cue's tail heard (a shorter tail is part of too many words)


def heard_tail(tokens: Sequence[Token], i: int, lemmas: Iterable[str]) -> int | None:
    """End of one or two tokens from `i`, the last one doubtful, that sound like the tail of a
    form of `lemmas` (its first 1–`TAIL_CUT` sounds lost, a reflexive «-ся» too, one sound off):
    the cue heard with its onset lost («в муед»). None when there is none."""
    for size in (1, 2):
        window = tokens[i : i + size]
        if len(window) < size or not doubtful(window[-1]):
            continue
        if _tail_of("".join(t.text for t in window), frozenset(lemmas)):
            return i + size
    return None


@lru_cache(maxsize=100_000)
def _tail_of(joined: str, lemmas: frozenset[str]) -> bool:
    key = loose_key(joined)
    if len(key) < MIN_TAIL:
        return False
    return any(Levenshtein.distance(key, tail, score_cutoff=1) <= 1 for tail in _tails(lemmas))


SHORT_TAIL = 4  # sounds of a cue's tail a vouched hearing may match (`heard_tail_vouched`)
TAIL_SLIPS = 2  # sounds such a tail may be heard off


def heard_tail_vouched(token: Token, lemmas: Iterable[str]) -> bool:
    """A doubtful or unsure token that sounds like a form of `lemmas` with its first `TAIL_CUT`
    sounds lost, up to `TAIL_SLIPS` sounds off from the same first sound («в муевце», «моец»,
    «башниров муецость» for «рифмуется»): a cue to trust only where what follows vouches for it
    (the caller's test)."""
    if not (doubtful(token) or unsure(token)) or common_word(token):
        return False
    key = loose_key(token.text)
    return len(key) >= TAIL_SLIPS + 1 and any(
        key[0] == tail[0] and Levenshtein.distance(key, tail, score_cutoff=TAIL_SLIPS)
        <= TAIL_SLIPS for tail in _cut_tails(frozenset(lemmas)))


@lru_cache(maxsize=100)
def _cut_tails(lemmas: frozenset[str]) -> frozenset[str]:
    """The loose keys of the forms of `lemmas` with their first `TAIL_CUT` sounds cut,
    `SHORT_TAIL` sounds at least."""
    keys = {loose_key(form) for form in forms_of(lemmas)}
    return frozenset(k[TAIL_CUT:] for k in keys if len(k) - TAIL_CUT >= SHORT_TAIL)


@lru_cache(maxsize=100)
def _tails(lemmas: frozenset[str]) -> frozenset[str]:
    """The loose keys of the forms of `lemmas` (also without «-ся»/«-сь») with their first
    1–`TAIL_CUT` sounds cut, `MIN_TAIL` sounds at least."""
    forms = forms_of(lemmas)
    keys = {loose_key(f[:-2] if f.endswith(("ся", "сь")) else f) for f in forms} | {
        loose_key(f) for f in forms}
    return frozenset(k[cut:] for k in keys for cut in range(1, TAIL_CUT + 1)
                     if len(k) - cut >= MIN_TAIL)

