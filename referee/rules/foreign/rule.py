"""Rule G (foreign words): a foreign word said directly, as a Russian recognizer transcribes it.

A token is foreign when it may transcribe a frequent word of a foreign language
(`referee.language.translit`: English words by their sounds, French and German by spelling)
that is far more frequent there than the token is in Russian (wordfreq). Next to a language cue
(«по английски», «по-немецки», «скажи … по-русски», «в Америке называют») the bar is lower and the
cue's language is searched; elsewhere only words unknown to the Russian dictionary are considered.
Established loanwords (рефрижератор, пенальти, компьютер) are frequent Russian words and pass, and
so does a word Russian text inflects (скиллы, клининговая: `referee.language.russian_use`).
A Russian word right before a cue is what gets translated more often than the foreign word itself
(«суп по английски пот»): unless it is plainly the foreign word («бой по английски»), it is
weighed only once the words after the cue have arrived.
When the secret word is itself foreign, naming its language and a Russian translation passes too
(«по-гречески далеко звук» for телефон): the translation consists of Russian words.

On recognised speech (confidence below 1.0) a word is Russian misheard, not foreign, when the
recognizer was unsure of it, or, with no cue, when it is a dictionary word or one sound slip from a
common one («суб» for суп). A cue is heard even garbled («по англиски», «панемецкие»); of the two
words after it, one no spelling reaches is foreign when it is not Russian at all.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from common.analyzer import parse
from referee.events import Alert
from referee.lang import foreign as F
from referee.language.frequency import russian_zipf
from referee.language.russian_use import in_russian_use
from referee.language.russianlike import common_word as russian_word
from referee.language.russianlike import (
    dictionary_respellings,
    loanword,
    near_russian,
    russian_adjective_shape,
    russian_compound,
    russian_text_spelling,
    sounds_russian,
)
from referee.language.translit import (
    ForeignMatch,
    best_foreign,
    foreign_spellings,
    latin_word,
    nearest_foreign,
)
from referee.rules.base import Token
from referee.rules.foreign.cues import ALL_LANGS, SURE_CONF, Cue, cue_langs, cues
from referee.rules.matching import Match, can_be, grammemes, lemmas, to_alerts

CUE_REACH = 3  # tokens between a language cue and the foreign word
CUED_WORDS = 2  # words after a cue that may be the foreign word (fillers not counted)
MAX_SCAN = 6  # tokens looked at on each side of a cue, fillers included
MIN_NEAREST_LENGTH, NEAREST_MARGIN = 4, 1.5  # a misheard transcription after a cue
MIN_BARE_CONF = 0.6  # a word the recognizer is unsure of, with no language cue, is a garbled
# Russian word more often than a foreign one
MIN_CUED_CONF = 0.5  # after a cue a foreign word is expected, and heard less surely than Russian
FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "NPRO", "NUMR", "Apro"})
INTERJECTIONS = frozenset({"INTJ"})

# Thresholds on wordfreq's Zipf scale (log10 of frequency per billion words).
CUED_MIN_ZIPF = 3.0  # near a cue: frequent abroad,
CUED_MARGIN, CUED_NAME_MARGIN = 0.8, 0.3  # and rarer here by this much (a common word / a name)
RIGHT_AFTER_MARGIN = 0.5  # a Russian homograph right after the cue needs only this margin
PHRASE_MIN_ZIPF, PHRASE_MARGIN = 5.0, 1.0  # the other word of a foreign phrase: very frequent
NEIGHBOUR_MIN_ZIPF = 4.5  # beside a foreign word found, a frequent word suffices («айс крим»)
PAIR_MARGIN, PAIR_MAX_RU = 2.0, 3.5  # two such words in a row, with no cue: rare in Russian
ADJACENT_MIN_ZIPF = 4.5  # a Russian word next to a cue: a basic foreign word («бой», not «копыта»)
BARE_MIN_ZIPF, BARE_MARGIN = 3.5, 1.5  # no cue: the word also unknown to the dictionary,
BARE_MAX_RU = 3.2  # and not common in Russian text (wordfreq counts transliterations: фуд 3.0)
SLANG_MARGIN, SLANG_MAX_RU, SLANG_MIN_LEN = 2.75, 3.0, 4  # or in the dictionary as rare slang
BARE_MAX_COST = 0.5  # how far from the foreign word's sounds (translit.ForeignMatch.cost)
LONG_WORD, LONG_MIN_ZIPF = 6, 3.0  # a long word written just as a foreign word sounds: rarer ones
# too («хорсмен» = horseman)
FUNCTION_MIN_ZIPF = 4.0  # a function word this common is Russian speech («и», «то»; not «дак»)


@lru_cache(maxsize=100_000)
def foreign_evidence(
    word: str,
    langs: tuple[str, ...],
    cued: bool,
    right_after: bool = False,
    adjacent: bool = False,
    named: bool = False,
) -> ForeignMatch | None:
    """The foreign word `word` transcribes, if it is foreign: `cued` near a language cue,
    `right_after` the cue itself («по-английски стар»: even a Russian homograph counts),
    `adjacent` to it on either side («бой по-английски»: a Russian homograph needs a smaller
    margin, since the cue names that very word), `named` after a verb of naming (any part of
    speech: «французы здороваются бонжур»)."""
    if len(word) < (2 if right_after else 3) or not word.isalpha() or word in F.ESTABLISHED:
        return None
    if word.isascii():
        found = latin_word(word, langs)
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
    elif (known and not match.exact) or match.cost > BARE_MAX_COST:
        return None  # said bare, a foreign word is said as it sounds (a dictionary word exactly)
    else:
        min_zipf, margin = BARE_MIN_ZIPF, SLANG_MARGIN if known else BARE_MARGIN
        if match.exact and len(word) >= LONG_WORD:
            min_zipf = LONG_MIN_ZIPF
    if match.zipf < min_zipf or match.zipf - ru < margin:
        return None
    return None if not cued and respelt_loanword(word, match, langs) else match


def respelt_loanword(word: str, match: ForeignMatch, langs: tuple[str, ...]) -> bool:
    """`word` is a dictionary loanword spelt with one vowel more or less («ресепшн» for ресепшен):
    that spelling reads as the same foreign word. A loanword in Russian use, not a word said bare."""
    return any(
        (found := best_foreign(v, langs)) is not None and found.word == match.word
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
    if russian_zipf(word) >= BARE_MAX_RU or sounds_russian(word):
        return False
    return not in_russian_use(word)


def misheard(token: Token, min_conf: float = MIN_BARE_CONF) -> bool:
    """A recognised word the recognizer is unsure of (below `min_conf`), or, while not sure beyond
    doubt, a Russian dictionary word («парт»), one sound slip from a common one («суб» for суп,
    «ухеет» for ухает, «возь» for воз) or a dictionary word with other vowels: Russian heard,
    never a foreign word said without a cue. A word written in Latin letters is not Russian
    misheard, however unsure («good bye»)."""
    word = token.text
    if word.isascii() and word.isalpha():
        return False  # the recognizer wrote it in Latin letters: it heard a foreign word
    if token.conf < min_conf:
        return True
    if token.conf >= SURE_CONF:
        return False
    return russian_word(word) or near_russian(word) is not None or sounds_russian(word, True)


def heard_russian_text(tokens: Sequence[Token], i: int) -> bool:
    """Recognised word `i` (not typed) is a word of Russian text misheard or heard in two pieces
    («баристо» for бариста, «дай винг» for дайвинг, «мейк ап» for мейкап): spelt as Russian text
    has it, alone or joined with a neighbour, it passes as a loanword in use."""
    token = tokens[i]
    if token.conf >= SURE_CONF:
        return False
    texts = [token.text]
    if i > 0:
        texts.append(tokens[i - 1].text + token.text)
    if i + 1 < len(tokens):
        texts.append(token.text + tokens[i + 1].text)
    for text in texts[1:]:
        if loanword(text) or in_russian_use(text):
            return True
    for text in texts:
        spelt = russian_text_spelling(text)
        if spelt is None or spelt == token.text:
            continue
        if not foreign_evidence(spelt, ("en",), False):
            return True
    return False


AFTER, SECOND, BEFORE, NAMED = "after", "second", "before", "named"


def cue_window(tokens: Sequence[Token], cue: Cue) -> list[tuple[int, str]]:
    """Where a cue's foreign word may stand: the first `CUED_WORDS` words after the cue and the
    word before it, fillers («ну», «это самое», «и») skipped and not counted. The first word
    after a verb of naming («итальянцы называют её феста») is `NAMED`: not right after the cue."""
    after = content(tokens, range(cue.end, min(len(tokens), cue.end + MAX_SCAN)), cue.langs)
    before = content(tokens, range(cue.begin - 1, max(-1, cue.begin - 1 - MAX_SCAN), -1))
    named = bool(after) and any(naming_verb(t.text) for t in tokens[cue.end : after[0]])
    first = NAMED if named else AFTER
    places = [(i, first if n == 0 else SECOND) for n, i in enumerate(after[:CUED_WORDS])]
    return places + [(i, BEFORE) for i in before[:1]]


def content(
    tokens: Sequence[Token], positions: range, langs: tuple[str, ...] = ()
) -> list[int]:
    """The first `CUED_WORDS` positions holding a word that may be the foreign one: not a filler,
    function word («его») or article of `langs` («эль»); past the first, not a Russian verb or
    adverb («называют»)."""
    found: list[int] = []
    for i in positions:
        word = tokens[i].text
        if word in F.FILLERS or function_word(word) or naming_verb(word):
            continue
        if phrase_opener(word, langs):
            continue
        if not found or not russian_word(word) or can_be(word, "NOUN"):
            found.append(i)
    return found[:CUED_WORDS]


def said_abroad(tokens: Sequence[Token]) -> set[int]:
    """Positions said in another language after a language cue: the first word after each cue
    and, up to the last of its first `CUED_WORDS` words that transcribes a foreign word, the words
    between («по английски гуте нахт»). A word after the foreign word is Russian again («по
    английски хорс лошать»: the secret word misheard may follow)."""
    found: set[int] = set()
    for cue in cues(tokens):
        after = [i for i, place in cue_window(tokens, cue) if place != BEFORE]
        if not after:
            continue
        last = after[0]
        for i in after[1:]:
            if cue.langs and (evidence := cued_evidence(tokens[i].text, cue.langs, SECOND)):
                last = i if evidence.word else last
        found.update(range(cue.end, last + 1))
    return found


@lru_cache(maxsize=20_000)
def phrase_opener(word: str, langs: tuple[str, ...]) -> ForeignMatch | None:
    """The article or short pronoun of one of `langs` that `word` transcribes, one that opens a
    phrase («эль» = el, «ле» = le, «те» = te: `F.PHRASE_OPENERS`), or None."""
    for lang in langs:
        openers = F.PHRASE_OPENERS.get(lang, frozenset())
        spelt = next((w for w in foreign_spellings(word, lang) if w in openers), None)
        if spelt:
            return ForeignMatch(spelt, lang, 0.0)
    return None


def describing_cue(tokens: Sequence[Token], cue: Cue) -> bool:
    """The cue is a language adjective said alone, spelt right («итальянская», «итальянские»),
    right before the word after it: that word is more often a thing of that country
    (`cues.describes`) than a foreign word, so the words after it that read as no foreign word
    are that thing's name misheard («итальянская заплеканка», «итальянские десерции
    москорпания»). Not when a word stands between («английский с трубири»)."""
    word = tokens[cue.begin].text
    if cue.end - cue.begin != 1 or not russian_word(word):
        return False  # «по итальянски», «на итальянском», a cue heard garbled («понимецкий»)
    return any(p.tag.POS == "ADJF" for p in parse(word))


def naming_verb(word: str) -> bool:
    """A verb of naming or saying («называют», «пишут»): the word after it is the one named."""
    return not lemmas(word).isdisjoint(F.NAMING_VERBS)


@lru_cache(maxsize=50_000)
def cued_evidence(word: str, langs: tuple[str, ...], place: str) -> ForeignMatch | None:
    """The foreign word `word` transcribes at `place` next to a cue of `langs`. Right after the
    cue even a Russian homograph counts («по английски пот»); the second word after it only when
    it is not Russian. A word after the cue that no spelling reaches may be a transcription
    misheard in its vowels (`nearest_foreign`: «по английски франд»); failing that, a word after
    the cue that is not Russian at all is foreign all the same, its reading unknown (`word`
    empty; the caller drops it when the recognizer was unsure of it). After a verb of naming a
    Russian homograph needs the full margin («называют это футбол» is Russian)."""
    if place == SECOND and russian_word(word):
        return None
    found = foreign_evidence(
        word, langs, True, place == AFTER, place in (AFTER, BEFORE), place == NAMED
    )
    if found or place == BEFORE or word.isascii() or russian_word(word):
        return found
    if len(word) < MIN_NEAREST_LENGTH:
        return None
    near = nearest_foreign(word, langs)
    if near and near.zipf - russian_zipf(word) >= NEAREST_MARGIN:
        return near
    if sounds_russian(word) or russian_compound(word) or russian_zipf(word) >= BARE_MAX_RU:
        return None
    if russian_adjective_shape(word):
        return None  # «с английского нарубский»: Russian heard wrong
    return ForeignMatch("", langs[0], 0.0)  # foreign, though which word is not clear


def plainly_foreign(word: str, evidence: ForeignMatch) -> bool:
    """A Russian word before a cue that is plainly the foreign word named («бой по английски»,
    «дог по английски»): written just as that word sounds, and more frequent abroad than here.
    Any other Russian word before a cue («суп по английски пот», «соль по французски мер») is
    more likely what gets translated, and is weighed only once the words after the cue are in."""
    return evidence.exact and evidence.zipf - russian_zipf(word) >= CUED_NAME_MARGIN


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
        return None
    return match if match.zipf - russian_zipf(word) >= PHRASE_MARGIN else None


class Foreign:
    name = "foreign"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        found = cues(tokens)
        matches = [m for cue in found for m in self._cued(tokens, cue, target)]
        near_cue = {i for c in found for i in range(c.begin - CUE_REACH, c.end + CUE_REACH)}
        for i in range(max(0, start - CUE_REACH), len(tokens)):
            if i in near_cue or misheard(tokens[i]) or same_word(tokens[i].text, target):
                continue
            if heard_russian_text(tokens, i):
                continue
            evidence = foreign_evidence(tokens[i].text, ("en",), False)
            if evidence is None and i > 0 and (pair := self._pair(tokens, i, target)):
                matches += pair
            elif evidence:
                matches.append(self._match(tokens, i, evidence, i))
        matches += self._phrase_neighbours(tokens, matches, target)
        # a word decided before is reported already: the next word of its phrase («ливинг рум»)
        # makes an alert of its own, not one that overlaps it
        return to_alerts(self.name, tokens, [m for m in matches if m.decided >= start], start)

    def _pair(self, tokens: Sequence[Token], i: int, target: str) -> list[Match]:
        """Two words in a row, each a very frequent English word far rarer in Russian («бест
        френд», «гуд найт»): a foreign phrase, even when Russian slang has the words."""
        prev = tokens[i - 1]
        if misheard(prev) or same_word(prev.text, target):
            return []
        words = (prev.text, tokens[i].text)
        found = [pair_word(word) for word in words]
        if None in found or all(word in F.ESTABLISHED for word in words):
            return []
        return [self._match(tokens, i - 1 + k, m, i) for k, m in enumerate(found) if m]

    def _phrase_neighbours(
        self, tokens: Sequence[Token], matches: list[Match], target: str
    ) -> list[Match]:
        """The other word of a foreign phrase next to a foreign word («гуд морнинг», «бест
        френд»): a very frequent word of the same language, much rarer in Russian."""
        taken = {i for m in matches for i in range(m.begin, m.end)}
        extra = []
        for m in matches:
            lang = dict(m.detail).get("lang", "en")
            for i in (m.begin - 1, m.end):
                if i in taken or not 0 <= i < len(tokens) or same_word(tokens[i].text, target):
                    continue
                found = phrase_word(tokens[i].text, str(lang))
                if found:
                    taken.add(i)
                    extra.append(self._match(tokens, i, found, m.reach))
        return extra

    def _cued(self, tokens: Sequence[Token], cue: Cue, target: str) -> list[Match]:
        """The likeliest foreign word next to a language cue: the word right before it, or one of
        the first two after it (fillers skipped); and the other of those two when it transcribes a
        foreign word too («по-немецки гуте нахт»: a phrase, each word decided as it arrives, so
        that the second is not merged over the first one, reported already)."""
        if not cue.langs:
            return []  # a language we cannot look up (Greek, Latin): a translation is allowed
        best, best_rank = None, None
        phrase: list[Match] = []
        window = cue_window(tokens, cue)
        after = [i for i, place in window if place != BEFORE and cue_langs(tokens[i]) is None]
        described = bool(after) and after[0] == cue.end and describing_cue(tokens, cue)
        for i, place in window:
            word = tokens[i].text
            if same_word(word, target) or cue_langs(tokens[i]) is not None:
                continue  # the secret word, or another language word («говорят в Америке»)
            if place == BEFORE and misheard(tokens[i]):
                continue  # «суп по английски пот»: a Russian word heard is what gets translated
            evidence = cued_evidence(word, cue.langs, place)
            if evidence is None:
                continue
            if not evidence.word and (misheard(tokens[i], MIN_CUED_CONF) or described):
                continue  # no reading found: Russian heard (after an adjective, its noun)
            reach = cue.end - 1
            if place == BEFORE and russian_word(word) and not plainly_foreign(word, evidence):
                if not after:
                    continue  # «каждый день по немецки …»: wait for the words after the cue
                reach = after[-1]
            margin = evidence.zipf - russian_zipf(word)
            rank = (not russian_word(word), place in (AFTER, NAMED), margin)
            match = self._match(tokens, i, evidence, reach)
            if place != BEFORE and evidence.word:
                phrase.append(match)
            if best_rank is None or rank > best_rank:
                best, best_rank = match, rank
        if best is None:
            return []
        found = [best] + [m for m in phrase if m is not best] if best in phrase else [best]
        return found + self._openers(tokens, cue, found)

    def _openers(self, tokens: Sequence[Token], cue: Cue, found: list[Match]) -> list[Match]:
        """The articles between the cue and the foreign word found after it: the phrase's own
        («по испански эль гато», «по испански те кьеро»)."""
        first = min((m.begin for m in found if m.begin >= cue.end), default=None)
        if first is None:
            return []
        reach = max(m.decided for m in found)
        return [
            self._match(tokens, i, opener, reach)
            for i in range(cue.end, first)
            if (opener := phrase_opener(tokens[i].text, cue.langs))
        ]

    @staticmethod
    def _match(tokens: Sequence[Token], i: int, found: ForeignMatch, reach: int) -> Match:
        cued = reach != i
        return Match(
            i,
            i + 1,
            0.9 if cued else 0.7,
            "language_cue" if cued else "unknown_word",
            f"«{tokens[i].text}» — иностранное слово ({found.lang}: {found.word or '?'})",
            (("foreign_word", found.word), ("lang", found.lang)),
            max(reach, i),
        )


def same_word(word: str, target: str) -> bool:
    """The secret word itself (the cognate rule's business, not a foreign word)."""
    return not lemmas(word).isdisjoint(lemmas(target))
