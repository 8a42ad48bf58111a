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
common one («суб» for суп), or a dictionary word with a vowel lost between two consonants
(«дмит» for дымит) that no foreign word is written as exactly. The turn's last word heard
unsure may have a vowel off the English word's sounds («дремер» = dreamer), unless a preposition
heard before it holds it as a Russian noun. The word after «начинается на» names letters, not a
foreign word. A cue is heard even garbled («по англиски», «панемецкие»); of the two words after
it, one no spelling reaches is foreign when it is not Russian at all. How one
word is weighed is `referee.rules.foreign.evidence`; this module places words next to cues and
phrases.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from common.analyzer import parse
from referee.events import Alert
from referee.lang import foreign as F
from referee.lang.letters import LETTER_NOUNS, START_END_PREPOSITIONS, START_END_VERBS
from referee.lang.roots import VOWELS
from referee.language.frequency import russian_zipf, seen_in_russian
from referee.language.phonetics import phonetic_key, rhyme_part
from referee.language.russian_use import in_russian_use
from referee.language.russianlike import common_word as russian_word
from referee.language.russianlike import (
    contracted_verb,
    doubled_letter,
    ending_lost,
    glued_preposition,
    heard_verb_form,
    loanword,
    near_russian,
    run_into_russian,
    russian_adjective_shape,
    russian_text_spelling,
    russian_verb_shape,
    sounds_russian,
    vowel_restored,
)
from referee.language.translit import ForeignMatch, foreign_spellings
from referee.rules.base import Token
from referee.rules.foreign.cues import (
    SURE_CONF,
    Cue,
    agrees,
    cue_langs,
    cues,
    describes,
    glued_prefix_stem,
    russian_text,
)
from referee.rules.foreign.evidence import (
    AFTER,
    BEFORE,
    LATIN_LONG_WORD,
    LONG_WORD,
    NAMED,
    SECOND,
    closing_word_evidence,
    compound_evidence,
    cued_evidence,
    foreign_evidence,
    function_word,
    heard_closing_evidence,
    heard_last_evidence,
    last_word_evidence,
    other_language_evidence,
    pair_word,
    phrase_word,
    plainly_foreign,
    spelt_last_evidence,
    split_word_evidence,
    unused_word_evidence,
)
from referee.rules.matching import Match, can_be, grammemes, lemmas, to_alerts
from referee.speakers.attribution import GUESSER

CUE_REACH = 3  # tokens between a language cue and the foreign word
CUED_WORDS = 2  # words after a cue that may be the foreign word (fillers not counted)
MAX_SCAN = 6  # tokens looked at on each side of a cue, fillers included
MIN_BARE_CONF = 0.6  # a word the recognizer is unsure of, with no language cue, is a garbled
# Russian word more often than a foreign one
MAX_OPENER_LENGTH = 4  # letters of an article's transcription («эль», «дер», «дас», «лос»)
MIN_AFTER_CONF = 0.25  # right after a cue a word no spelling reaches is the foreign word the
# recognizer, decoding Russian, heard unsure; only a word it barely heard is dropped
UNREAD_BEFORE_MIN_LENGTH = 4  # letters of a word read as nothing before a cue ending the turn
UNREAD_BEFORE_MAX_RU = 2.0  # Zipf: a word Russian text writes this often (a name, a place) is
# what the cue translates; of the 50,000 commonest Russian forms, 483 pass the other tests
MIN_CUED_CONF = 0.5  # after a cue a foreign word is expected, and heard less surely than Russian
UNSURE_LAST_MIN_LENGTH = 4  # letters: a shorter last word heard unsure (below `MIN_BARE_CONF`)
# is the end of a Russian word as often («ует» 0.28 for клюёт; the words it found: «тертл», «зерт»)
UNSURE_LONG_WORD = 7  # letters: a last word heard unsure this long may be read in any language
MAX_LAST_CONF = 0.9  # a word heard this surely that is no Russian form is a rare Russian word
# the recognizer knows («нужен чужину» for жемчужину, 0.94), not a foreign word it cannot spell
BLURTED_MIN_CONF = 0.3  # a last word heard from this sure up to `BLURTED_MAX_CONF` may be a
BLURTED_MAX_CONF = 0.7  # thing's foreign name blurted after its description (`blurted_name`)
RUN_IN_PREPOSITIONS = ("во", "на", "со", "от", "по", "за", "из", "без", "под", "над", "об", "до",
                       "при")  # a preposition a recognizer writes together with its noun
BLURTED_NOUN_MIN_CONF = 0.4  # the noun that ends the description, heard at least this surely
SPOKEN_REFLEXIVE = re.compile(r"[аеёиоуыэюя]т?ца$")  # «-тся», «-ться» written as said
# («кувыркаюца»): a Russian verb
RUN_IN_ONE_LETTER = "вску"  # one-letter prepositions, run into a noun that opens on a consonant
MIN_PIECE_LENGTH = 3  # letters of each piece of a foreign name heard in two (`blurted_in_pieces`)
RUSSIAN_SHAPED_POS = ("ADJF", "ADJS", "VERB", "INFN", "PRTF", "PRTS", "GRND")  # pymorphy's
# best reading of a garbled word that keeps a Russian inflection («курсковые», «субтный»)
OBLIQUE_CASES = ("gent", "datv", "ablt", "loct")  # a first piece read in one of them keeps a
# Russian case ending («лукоманом»)
BLURTED = ForeignMatch("", "", 0.0)  # a foreign name told by where it is said, not by a lexicon
DRIFT_MIN_WORDS = 4  # Latin-letter words in a row, heard on average less surely than
DRIFT_MAX_CONF = 0.3  # this: Whisper decoding Russian has drifted into English text


def latin(token: Token) -> bool:
    """The recognizer wrote the word in Latin letters."""
    return token.text.isascii() and token.text.isalpha()


def mean_conf(tokens: Sequence[Token]) -> float:
    return sum(token.conf for token in tokens) / len(tokens)


def near_cues(found: list[Cue]) -> set[int]:
    """Positions within `CUE_REACH` of a language cue: a word there is weighed as cued."""
    return {i for c in found for i in range(c.begin - CUE_REACH, c.end + CUE_REACH)}


def latin_runs(tokens: Sequence[Token]) -> list[range]:
    """The runs of Latin-letter words in `tokens`, in order."""
    runs: list[range] = []
    begin = None
    for i, token in enumerate([*tokens, None]):
        if token is not None and latin(token):
            begin = i if begin is None else begin
        elif begin is not None:
            runs.append(range(begin, i))
            begin = None
    return runs


def drifted(tokens: Sequence[Token], run: range) -> bool:
    """A run of `DRIFT_MIN_WORDS` or more Latin-letter words heard unsure on average (below
    `DRIFT_MAX_CONF`): on unclear Russian speech Whisper, told the language is Russian, may go on
    in English text («инструмент для рубки draft rifle max low voos abort», mean confidence
    0.22). A foreign word a player says comes alone or in a pair («по английски carpet», «good
    bye»); over the 3,752 recognitions of the speech sets no run of four or more was anything
    else. Typed text (conf 1.0) never drifts."""
    words = [tokens[i] for i in run]
    return len(words) >= DRIFT_MIN_WORDS and mean_conf(words) < DRIFT_MAX_CONF


def lone_unsure(tokens: Sequence[Token], run: range) -> bool:
    """A short Latin-letter word (under `LATIN_LONG_WORD` letters) heard unsure (below
    `DRIFT_MAX_CONF`) between words of Cyrillic text, the turn going on after it: Whisper wrote
    a Russian syllable or two so («там с type …» for «стоит»), as it writes «свет о for». A
    foreign word said bare ends the turn («в траве firefly») or comes in a pair («good bye»);
    one inside the turn with a cue near is read as cued. Of the 5,111 cached recognitions of
    the speech sets, 5 have a lone Latin word inside the turn (any confidence, any length), none
    a foreign word said; 2 of them are short and unsure: «s» (no alert) and «type» (a clean
    line's false alert). Typed text (conf 1.0) is never unsure."""
    word = tokens[run.start]
    return (
        len(run) == 1
        and run.stop < len(tokens)
        and word.conf < DRIFT_MAX_CONF
        and len(word.text) < LATIN_LONG_WORD
    )


def latin_decisions(tokens: Sequence[Token]) -> tuple[dict[int, int], set[int], set[int]]:
    """When each Latin-letter word is decided; the words not decided yet; the `drifted` and
    `lone_unsure` ones, never decided. A word is decided at the first word of its run from which
    on the run so far
    is heard surely enough (mean at `DRIFT_MAX_CONF` or above: no drift), else by the word after
    the run; a run still open and unsure waits (`Foreign.finish` decides it if the turn ends on
    it). Typed text is decided word by word, as it arrives."""
    when: dict[int, int] = {}
    waiting: set[int] = set()
    drift: set[int] = set()
    for run in latin_runs(tokens):
        if drifted(tokens, run) or lone_unsure(tokens, run):
            drift.update(run)
            continue
        sure = [j for j in run if mean_conf(tokens[run.start : j + 1]) >= DRIFT_MAX_CONF]
        after = run.stop if run.stop < len(tokens) else None
        for i in run:
            decided = next((j for j in sure if j >= i), after)
            if decided is None:
                waiting.add(i)
            else:
                when[i] = decided
    return when, waiting, drift


def misheard(token: Token, min_conf: float = MIN_BARE_CONF) -> bool:
    """A recognised word the recognizer is unsure of (below `min_conf`), or, while not sure beyond
    doubt, a Russian dictionary word («парт»), one sound slip from a common one («суб» for суп,
    «ухеет» for ухает, «возь» for воз), a word Russian text writes often, a name included, with
    its last sound lost (`ending_lost`: «на бродве» for бродвее: 1 false alert gone on the cached
    recognitions of 45 sets, no word lost; with other unstressed vowels, «ласос» for лосося: 1
    more), a common one with a letter written twice (`doubled_letter`: «шьетт»: 1 false alert
    gone), a dictionary word with other vowels or a common verb
    form a sound off (`heard_verb_form`: «висад» for висят): Russian heard,
    never a foreign word said without a cue. A word written in Latin letters is not Russian
    misheard, however unsure («good bye»)."""
    if latin(token):
        return False  # the recognizer wrote it in Latin letters: it heard a foreign word
    if token.conf < min_conf:
        return True
    if token.conf >= SURE_CONF:
        return False
    word = token.text
    return (
        russian_word(word)
        or near_russian(word) is not None
        or ending_lost(word) is not None
        or doubled_letter(word) is not None
        or sounds_russian(word, True)
        or heard_verb_form(word) is not None
    )


def unsure_but_long(token: Token) -> bool:
    """A recognised word heard unsure (below `MIN_BARE_CONF`) yet `UNSURE_LONG_WORD` letters
    long: a garbled Russian word of that length is seldom spelt just as a frequent foreign word
    («рандине» = rondine, «джилота» = gelato), while shorter ones are so by chance («рабуль»,
    «пикент» heard for уикенд)."""
    return token.conf < MIN_BARE_CONF and len(token.text) >= UNSURE_LONG_WORD


def lost_vowel(token: Token, evidence: ForeignMatch) -> bool:
    """Recognised word (not typed) heard with a vowel lost between two consonants, a dictionary
    word with it put back (`vowel_restored`: «дмит» for дымит), while the foreign reading found
    needs its sounds changed too (not `exact`: admit): Russian misheard, not a foreign word said
    bare. A word written just as a foreign word sounds keeps its reading («милк» = milk)."""
    return token.conf < SURE_CONF and not evidence.exact and vowel_restored(token.text) is not None


def unheard(token: Token, place: str) -> bool:
    """A word next to a cue that no foreign spelling reaches is Russian misheard, not the foreign
    word: before the cue or second after it when heard unsure or near a Russian word
    (`misheard`); right after the cue or the verb of naming after it (`NAMED`), where the
    recognizer meets the foreign word it cannot spell and is unsure of it («по немецки битвия»:
    0.44, «по испански текера», «немцы говорят гутенах»: 0.47), only when barely heard at all."""
    if place in (AFTER, NAMED):
        return token.conf < MIN_AFTER_CONF
    return misheard(token, MIN_CUED_CONF)


def heard_russian_text(tokens: Sequence[Token], i: int) -> bool:
    """Recognised word `i` (not typed) is a word of Russian text misheard or heard in two pieces
    («баристо» for бариста, «дай винг» for дайвинг, «мейк ап» for мейкап, «благерь» for блогер):
    spelt as Russian text has it, alone, without a soft sign at its end or joined with a neighbour,
    it passes as a loanword in use."""
    token = tokens[i]
    if token.conf >= SURE_CONF:
        return False
    texts = [token.text]
    if token.text.endswith("ь"):
        texts.append(token.text[:-1])  # a soft sign the recognizer wrote at the end («благерь»)
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


def content(tokens: Sequence[Token], positions: range, langs: tuple[str, ...] = ()) -> list[int]:
    """The first `CUED_WORDS` positions holding a word that may be the foreign one: not a filler,
    function word («его») or article of `langs` («эль»); the second right after the first but
    for fillers and articles: a Russian function word, verb or adverb past the first ends the
    phrase («по английски говорит хорошо и едет в лондон»: not лондон)."""
    found: list[int] = []
    for i in positions:
        word = tokens[i].text
        if word in F.FILLERS or phrase_opener(word, langs):
            continue
        if function_word(word) or naming_verb(word):
            if found:
                break
            continue
        if found and russian_word(word) and not can_be(word, "NOUN"):
            break
        found.append(i)
    return found[:CUED_WORDS]


def said_abroad(tokens: Sequence[Token]) -> set[int]:
    """Positions said in another language after a language cue: the first word after each cue
    and, up to the last of its first `CUED_WORDS` words that transcribes a foreign word, the words
    between («по английски гуте нахт»). A word after the foreign word is Russian again («по
    английски хорс лошать»: the secret word misheard may follow)."""
    found: set[int] = set()
    for cue in cues(tokens):
        if cue.glued:
            found.add(cue.end - 1)  # «испанскитию»: the foreign word is in the cue's token
            continue
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
        openers = F.PHRASE_OPENERS.get(lang)
        if openers is None or len(word) > MAX_OPENER_LENGTH:
            continue
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


PLURAL_CUE = "ие"  # «итальянские», «русские»: a language adjective heard in the plural


LOCATING_PREPOSITIONS = frozenset({"на", "в"})  # «на английском», «в немецком»


def locating_cue(tokens: Sequence[Token], cue: Cue) -> bool:
    """The cue is «на» or «в» and a language adjective in the prepositional singular, spelt right
    («на английском», «в немецком»): said of the language («на английском это хаус») or of a
    thing of that country the noun after it names («на английском корабле»)."""
    if cue.end - cue.begin != 2 or tokens[cue.begin].text not in LOCATING_PREPOSITIONS:
        return False
    word = tokens[cue.begin + 1].text
    return russian_word(word) and any(
        p.tag.POS == "ADJF" and p.tag.case == "loct" and p.tag.number == "sing" for p in parse(word)
    )


def declined_agreeing(adjective: str, noun: str) -> bool:
    """`noun` is a Russian noun `adjective` describes (`cues.describes`, its ending heard off or
    not) and agrees with in its likeliest reading, by a form of a Russian noun of its own: not
    as an indeclinable noun that agrees with any case (шале, кафе: words said abroad too), nor
    by a rarer namesake («бане» heard for bunny: баня, not бан)."""
    if not describes(adjective, noun, heard=True):
        return False
    readings = parse(noun)
    likeliest = readings[0].normal_form if readings else None
    nouns = [p.tag for p in readings if p.normal_form == likeliest and p.tag.POS == "NOUN"
             and "Fixd" not in p.tag and russian_word(p.normal_form)]
    adjectives = [p.tag for p in parse(adjective) if p.tag.POS == "ADJF"]
    return any(agrees(a, n) for a in adjectives for n in nouns)


def names_thing(tokens: Sequence[Token], cue: Cue, i: int) -> bool:
    """Word `i`, right after a cue that is a lone language adjective (`describing_cue`), is a
    Russian noun it agrees with, its ending heard off or not (`cues.describes`: «итальянский
    сыр», «итальянские мастеры»): a thing of that country, not a word said in the language,
    even when it is spelt as a word of it (сыр as Italian sir). Heard, only a plural adjective
    (`PLURAL_CUE`) is taken so: the recognizer writes «по-английски» as «английский» («английский
    мост» for «по-английски mast»). After «на» or «в» and the adjective in the prepositional
    (`locating_cue`), typed or heard, a declined noun in the same case is such a thing too («на
    итальянском комоде», «на английском корабле»): «по-английски» is never heard so."""
    if i != cue.end:
        return False
    adjective, noun = tokens[cue.end - 1], tokens[i].text
    if locating_cue(tokens, cue):
        return declined_agreeing(adjective.text, noun)
    return (
        describing_cue(tokens, cue)
        and (adjective.conf >= SURE_CONF or adjective.text.endswith(PLURAL_CUE))
        and describes(adjective.text, noun, heard=True)
    )


def plainly_named(tokens: Sequence[Token], i: int, evidence: ForeignMatch) -> bool:
    """Russian word `i`, right before a cue, is plainly the foreign word named («лает дог по
    английски»: `plainly_foreign`), unless a Russian phrase holds it: an adjective that agrees with
    it or a preposition right before it. Then it is a Russian noun («большая оса по английски …»,
    «тяжёлый камень по английски …», «под нос по английски …»), the word the cue translates,
    weighed only once the words after the cue are in."""
    if i > 0 and in_russian_phrase(tokens[i - 1].text, tokens[i].text):
        return False
    return plainly_foreign(tokens[i].text, evidence)


def in_russian_phrase(before: str, word: str) -> bool:
    """`word` is governed or described by the Russian word `before` it: a preposition («под
    нос») or an adjective that agrees with it («большая оса»)."""
    return "PREP" in grammemes(before) or describes(before, word)


def heard_last_noun(tokens: Sequence[Token], i: int, cue: Cue) -> ForeignMatch | None:
    """Recognised word `i`, right after the cue and ending the turn, is the word the cue announced
    misheard even when it reads as no foreign word: a recognizer writes a foreign word it does not
    know as the Russian noun nearest in sound («по английски дому» for doe); a function word it
    barely heard between does not count (`right_after`). Not typed (a typed
    Russian noun there is asked about), nor a word a Russian phrase holds («по английски с …»,
    «в испанском ресторане»)."""
    word = tokens[i].text
    if tokens[i].conf >= SURE_CONF or not right_after(tokens, i, cue) or not can_be(word, "NOUN"):
        return None
    if not lemmas(word).isdisjoint(F.SPEECH_NOUNS):
        return None  # «испанский язык», «по английски слово»: the language's own noun
    if russian_adjective_shape(word) or russian_verb_shape(word) or glued_preposition(word):
        return None  # «с английского нарубский», «немецкий напятерку»: Russian heard wrong
    if cue.end - cue.begin == 1 and describes(tokens[cue.begin].text, word):
        return None  # «в испанском ресторане»: a thing of that country
    if thing_of_country(tokens, cue):
        return None  # «в итальянской маркестре» for «в итальянском оркестре»
    return ForeignMatch("", cue.langs[0], 0.0)


def thing_of_country(tokens: Sequence[Token], cue: Cue) -> bool:
    """The cue is a language adjective after «в» or «на», feminine or plural in every reading
    («в итальянской», «на французских»): it describes a thing of that country, not the language
    a word is said in («на итальянском [языке]» is masculine), so the word after it is that
    thing's Russian name, heard garbled as it may be («в итальянской маркестре» for «в
    итальянском оркестре»; a dictionary noun there undoes the cue already: `cues.thing_on`)."""
    adjective = cue.end - 1
    if adjective == 0 or tokens[adjective - 1].text not in THING_PREPOSITIONS:
        return False
    if cue.end - cue.begin > 2:
        return False
    readings = [p for p in parse(tokens[adjective].text) if p.tag.POS == "ADJF"]
    return bool(readings) and all("femn" in p.tag or "plur" in p.tag for p in readings)


THING_PREPOSITIONS = ("в", "на")  # not «по»: «по английские» is the cue «по-английски» heard


MAX_VERB_CONF = 0.8  # a Russian verb ending the turn after a cue heard less surely than this
VERB_POS = frozenset({"VERB", "INFN", "ADJS", "PRTS"})  # a verb, or a short adjective or
# participle: the predicate of a clause, which a cue does not announce


def heard_last_verb(tokens: Sequence[Token], i: int, cue: Cue) -> ForeignMatch | None:
    """Recognised word `i`, right after the cue and ending the turn, heard not surely (below
    `MAX_VERB_CONF`), and only a verb or short adjective to the dictionary, is the word the cue
    announced misheard: the recognizer, decoding Russian, writes a foreign word as the nearest
    Russian word of any part of speech («по немецки идешь» for Tisch 0.72, «по немецки брать» for
    Brot 0.77, «по английски видал» for widow 0.73, «по английски достоин» for dustpan 0.6;
    after a verb of naming too: «немцы называют брать», 0.59, for Brot), while a Russian
    predicate after a cue that ends the turn («он по английски понимает») is heard surely.
    Measured on the cached recognitions of the foreign, dev and spoken sets: the last words
    after a cue on clean lines heard below 0.8 were nouns, adjectives or adverbs. A word no
    dictionary has, written with a Russian verb's ending, counts the same: the recognizer made a
    verb of the foreign sounds («по английски хайтают» for «хай тайд», 0.59)."""
    word = tokens[i].text
    if tokens[i].conf >= MAX_VERB_CONF or not right_after(tokens, i, cue):
        return None
    if not (verb_only(word) or (not russian_word(word) and russian_verb_shape(word))):
        return None
    return ForeignMatch("", cue.langs[0], 0.0)


def verb_only(word: str) -> bool:
    """`word` is a dictionary word, and only a verb or a short adjective or participle there
    (`VERB_POS`)."""
    tags = {p.tag.POS for p in parse(word)}
    return russian_word(word) and bool(tags) and tags <= VERB_POS


def right_after(tokens: Sequence[Token], i: int, cue: Cue) -> bool:
    """Word `i` follows the cue right away, or with only a verb of naming («немцы называют …»)
    and function words between that the recognizer was unsure of (below `MIN_CUED_CONF`), sounds
    it wrote where none was said («на немецком в милях» for «на немецком мильх», «в» 0.22; «по
    английски и сук» for sock, «и» 0.41)."""
    between = tokens[cue.end : i]
    return all(
        (function_word(t.text) and t.conf < MIN_CUED_CONF) or naming_verb(t.text) for t in between
    )


def governed(tokens: Sequence[Token], begin: int, i: int) -> bool:
    """A preposition heard surely (`MIN_CUED_CONF`) among `tokens[begin:i]`: word `i` is the
    Russian noun it governs («по немецки в доме»), not the foreign word the cue announced."""
    return any(
        "PREP" in grammemes(t.text) and t.conf >= MIN_CUED_CONF for t in tokens[begin:i]
    )


def place_governed(tokens: Sequence[Token], begin: int, i: int) -> bool:
    """Word `i` after a cue is a place name the Russian dictionary knows (Geox: «канаде»,
    «мексике»; not a guess for an unknown word) governed by a preposition heard after the cue
    (`governed`): where the language is spoken, not the foreign word the cue announced, which a
    Russian preposition does not decline."""
    parses = parse(tokens[i].text)
    return (bool(parses) and parses[0].is_known and "Geox" in parses[0].tag.grammemes
            and governed(tokens, begin, i))


def heard_unsure_last(tokens: Sequence[Token], i: int, cue: Cue) -> ForeignMatch | None:
    """Recognised word `i`, the first after the cue (or after its verb of naming: «французы
    называют поле» for poulet, 0.39) and the turn's last, heard unsure (below
    `MIN_CUED_CONF`), is the word the cue announced whatever Russian word it was written as: the
    recognizer, decoding Russian, met a word it does not know («по английски сердце» for sword,
    0.21; heard more surely, only a verb is taken: `heard_last_verb`). Through speech
    (Festival, Whisper base) the last words after a cue on clean lines were all heard at 0.82 or
    more. Not a thing of the country a lone language adjective describes («итальянские
    площади»), nor a word a function word follows: that may be the foreign word heard as one
    («пафан свистки ваш» for «по французски вош»)."""
    if not said_last(tokens, i, False):
        return None
    if cue.end - cue.begin == 1 and describes(tokens[cue.begin].text, tokens[i].text):
        return None
    return ForeignMatch("", cue.langs[0], 0.0)


def in_russian_sentence(tokens: Sequence[Token], i: int) -> bool:
    """The word before `i` makes word `i` a word of the Russian sentence: a preposition governs
    it («в кемпере») or a conjunction joins it to the word before («эспрессо и латте»), so a
    loanword in Russian use, not a foreign word said bare."""
    return i > 0 and bool(grammemes(tokens[i - 1].text) & {"PREP", "CONJ"})


def verb_object(tokens: Sequence[Token], i: int) -> bool:
    """Recognised word `i` follows a transitive verb the dictionary knows, heard at
    `MIN_BARE_CONF` or more and no verb of naming: the object of a Russian clause («решает
    сквад» heard for «решает сканворд»), not a foreign word said bare («испанцы называют …»
    keeps it). Not for typed text: «моросит дризл» (pymorphy's моросить is transitive) lost a
    typed word."""
    if i == 0 or tokens[i - 1].conf < MIN_BARE_CONF:
        return False
    before = tokens[i - 1].text
    return not naming_verb(before) and any(
        p.is_known and p.tag.POS == "VERB" and "tran" in p.tag for p in parse(before)
    )


def blurted_name(tokens: Sequence[Token], i: int) -> bool:
    """Last word `i`, heard unsure (`BLURTED_MIN_CONF` to `BLURTED_MAX_CONF`), said right after
    a dictionary noun and read at best as a bare noun (singular, nominative or accusative), with no
    Russian verb or adjective shape and no preposition run into it: the explainer has described
    the thing and blurts its name abroad («им шьют на пальце фингерхут»). Garbled
    Russian there is what a preposition, verb or adjective holds, heard in an oblique case, as
    a verb, or with its preposition written on it («шуршит неветру», «в ореховом зоосе», «на
    подарке» heard «нападарке»), or a name Russian text writes (wordfreq has it at all). The
    caller has ruled out dictionary words and slips of one."""
    word = tokens[i].text
    if i == 0 or not BLURTED_MIN_CONF <= tokens[i].conf < BLURTED_MAX_CONF:
        return False
    if len(word) < UNSURE_LAST_MIN_LENGTH or not word.isalpha():
        return False
    if tokens[i - 1].conf < BLURTED_NOUN_MIN_CONF:
        return False  # the noun before is a guess too («море цосогон» for «с огонь»)
    before = parse(tokens[i - 1].text)
    if not before or not before[0].is_known or before[0].tag.POS != "NOUN":
        return False  # a word before heard garbled too may be the first piece of the same word
    return not russian_framed(word) and bare_singular_noun(word)


def russian_framed(word: str) -> bool:
    """`word` shows Russian about it: Russian text writes it (a name, a place: «… у дома
    беспалов»), a preposition is written on it («нападарке», «с маленькая»), or it is shaped or
    heard as a Russian verb, adjective or form with its ending lost («шуршит», «курсковые»)."""
    return bool(seen_in_russian(word) or glued_preposition(word) or preposition_run_in(word)
                or heard_verb_form(word) or ending_lost(word) or russian_verb_shape(word)
                or russian_adjective_shape(word) or SPOKEN_REFLEXIVE.search(word))


def bare_singular_noun(word: str) -> bool:
    """The analyzer's best reading of `word` is a singular noun in the nominative or accusative:
    a name said on its own, not a word a Russian frame inflects."""
    reading = parse(word)[0].tag
    return reading.POS == "NOUN" and reading.case in ("nomn", "accs") and reading.number == "sing"


def blurted_in_pieces(tokens: Sequence[Token]) -> bool:
    """The turn's last two words, each heard unsure (below `MAX_LAST_CONF`) and no Russian at
    all (`alien_piece`), the last read at best as a bare noun (singular, nominative or
    accusative) and the first as no verb, adjective or participle nor in an oblique case
    (`OBLIQUE_CASES`): one foreign name, blurted
    after the description, that the recognizer cut in two («вращает ручку ханик шлайдер» for
    Honigschleuder). Garbled Russian heard so ends on an adjective or verb shape («курсковые
    рафинут»), or a piece of it is a word Russian text writes."""
    if len(tokens) < 3 or not all(alien_piece(t) for t in tokens[-2:]):
        return False
    first = parse(tokens[-2].text)[0].tag
    return (bare_singular_noun(tokens[-1].text) and first.POS not in RUSSIAN_SHAPED_POS
            and first.case not in OBLIQUE_CASES)


def alien_piece(token: Token) -> bool:
    """A word heard unsure (below `MAX_LAST_CONF`), of letters, `MIN_PIECE_LENGTH` or more, that
    is no Russian word, slip of one or word Russian text writes, nor shaped or heard as a Russian
    verb, adjective or form with its ending lost."""
    word = token.text
    if token.conf >= MAX_LAST_CONF or not word.isalpha() or len(word) < MIN_PIECE_LENGTH:
        return False
    if russian_word(word) or near_russian(word) is not None:
        return False
    return not russian_framed(word)


def preposition_run_in(word: str) -> bool:
    """`word` opens on a preposition a recognizer writes together with the noun it holds: one of
    two letters or more before four more letters («напасыки»), or в, с, к, у before a consonant
    («вслякать»)."""
    if word[0] in RUN_IN_ONE_LETTER and word[1] not in VOWELS:
        return True
    return any(word.startswith(p) and len(word) > len(p) + 3 for p in RUN_IN_PREPOSITIONS)


def said_last(tokens: Sequence[Token], i: int, function_words: bool = True) -> bool:
    """Word `i` is the explainer's last word of `tokens` but fillers and, with `function_words`,
    function words («… сок и всё»); the guesser's words after it («носок?») do not count. A
    function word itself is last only before fillers («по английски со мной»: it led on)."""
    return all(
        t.speaker == GUESSER or t.text in F.FILLERS or (function_words and function_word(t.text))
        for t in tokens[i + 1 :]
    )


def runs_on(token: Token) -> bool:
    """The word after a cue word with a foreign word run into it may hold the rest of that
    word: heard unsure, a word of letters that is no word of Russian text, filler or cue."""
    word = token.text
    if token.conf >= SURE_CONF or not word.isalpha() or word in F.FILLERS:
        return False
    return not russian_text(word) and cue_langs(token) is None


def naming_verb(word: str) -> bool:
    """A verb of naming or saying («называют», «пишут»): the word after it is the one named."""
    return not lemmas(word).isdisjoint(F.NAMING_VERBS)


class Foreign:
    name = "foreign"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        found = cues(tokens)
        matches = [m for cue in found for m in self._cued(tokens, cue, target)]
        near_cue = near_cues(found)
        when, waiting, drift = latin_decisions(tokens)
        first = min([max(0, start - CUE_REACH)] + [i for i, j in when.items() if j >= start])
        for i in range(first, len(tokens)):
            if i not in near_cue and i not in waiting and i not in drift:
                found_here = self._bare(tokens, i, target)
                matches += [replace(m, reach=max(m.reach, when.get(i, -1))) for m in found_here]
        matches += self._phrase_neighbours(tokens, matches, target)
        # a word decided before is reported already: the next word of its phrase («ливинг рум»)
        # makes an alert of its own, not one that overlaps it
        return to_alerts(self.name, tokens, [m for m in matches if m.decided >= start], start)

    def _bare(self, tokens: Sequence[Token], i: int, target: str) -> list[Match]:
        """The foreign word at `i`, said with no cue near (or with the next, as a pair)."""
        if misheard(tokens[i]) or same_word(tokens[i].text, target):
            return []
        if heard_russian_text(tokens, i) or letters_named(tokens, i):
            return []
        word = tokens[i].text
        evidence = foreign_evidence(word, ("en",), False)
        if evidence is not None and lost_vowel(tokens[i], evidence):
            return []
        if evidence is None and tokens[i].conf >= SURE_CONF and not plays_on(word, target):
            # typed: a recognizer writes garbled Russian so («фламенька», «вертицы») far
            # more often than such a word or a run of foreign words («пайнкоун»)
            evidence = other_language_evidence(word) or compound_evidence(word)
        if evidence is None and i > 0 and (pair := self._pair(tokens, i, target)):
            return pair
        return [self._match(tokens, i, evidence, i)] if evidence else []

    def finish(self, tokens: Sequence[Token], target: str) -> list[Alert]:
        """The turn is over: a Russian noun that ends it right after a cue, the word the cue
        announced with no other said (`last_word_evidence`: «надевают на ногу по английски сок»),
        when nothing was found at that cue; a Russian word before a cue that ends the turn, which
        waited for words after the cue (`_cued`: «это бой по английски»); an English word heard
        unsure that ends the turn (`_unsure_last`)."""
        matches = []
        found = cues(tokens)
        for cue in found:
            if cue.glued:  # its foreign word was found at the word after it (`_cued`), or,
                # the cue heard in two pieces or ending the turn, is decided now it is over
                if cue.split or cue.end == len(tokens):
                    matches += self._cued(tokens, cue, target, final=True)
                continue
            window = cue_window(tokens, cue)
            after = [i for i, place in window if place in (AFTER, NAMED)]
            if cue.langs and all(place == BEFORE for _, place in window):
                cued = self._cued(tokens, cue, target, final=True)  # «это бой по английски»
                matches += cued or self._unread_before_last_cue(tokens, cue, target)
            if cue.langs and (closing := self._closing_word(tokens, cue, target)):
                matches.append(closing)  # «пилят ей доски на английском со»
            elif cue.langs and (split := self._split_last(tokens, cue, target)):
                matches.append(split)  # «по английски пел грим»
            elif cue.langs and (second := self._unsure_second_last(tokens, cue, target)):
                matches.append(second)  # «по немецки крынки аншвестера»
            if not cue.langs or not after or not said_last(tokens, after[0]):
                continue
            i = after[0]
            if same_word(tokens[i].text, target):
                continue  # heard, the cue's last word is a Russian noun by construction
            if cue_langs(tokens[i]) is not None:
                continue  # «по русски как француз»: a language or people word, not its word
            if tokens[i].conf < MIN_CUED_CONF:
                evidence = heard_unsure_last(tokens, i, cue)
            elif dict(window)[i] == NAMED:
                # heard surely after a verb of naming, a noun is Russian («называют это футбол»)
                evidence = heard_last_verb(tokens, i, cue)
            elif governed(tokens, cue.end, i):
                continue  # «пьют по немецки в доме»: a Russian noun a preposition holds
            elif names_thing(tokens, cue, i):
                continue  # «итальянский сыр»: a thing of that country
            else:
                evidence = (
                    last_word_evidence(tokens[i].text, cue.langs)
                    or heard_last_noun(tokens, i, cue)
                    or heard_last_verb(tokens, i, cue)
                )
            if evidence and not self._cued(tokens, cue, target):
                matches.append(self._match(tokens, i, evidence, len(tokens) - 1))
        matches += self._unsure_last(tokens, target, found)
        matches += self._last_in_pieces(tokens, target, found, matches)
        _, waiting, _ = latin_decisions(tokens)  # the run the turn ended on, unsure till now
        held = sorted(waiting - near_cues(found))
        matches += [m for i in held for m in self._bare(tokens, i, target)]
        return to_alerts(self.name, tokens, matches, 0)

    def _unsure_last(self, tokens: Sequence[Token], target: str, found: list[Cue]) -> list[Match]:
        """The explainer's last word of the turn, far from any cue, that the recognizer was
        not sure of (from `MIN_AFTER_CONF` up to `MAX_LAST_CONF`) and that is no Russian word, slip
        or vowel variant of one, nor Russian text misheard, nor a play on the secret word: a
        turn ends on the word explained more often than anywhere else, while an unsure word
        mid-turn is garbled Russian far more often (`misheard`). Heard unsure (below
        `MIN_BARE_CONF`), it is foreign when it sounds as a frequent English word
        (`foreign_evidence`: «тертл» 0.46, «зерт» 0.35 for desert; 4 words gained on the cached
        recognitions, one false alert: a piece of «пикэкс» heard «пик какус»); heard more surely,
        when it is written as a frequent word of any language (`heard_last_evidence`: «швальбе»
        0.73, «блаус» 0.63: 3 words gained, no false alert below `MAX_LAST_CONF`). One sound slip
        from a Russian word («уинтер», «унтер»), it is foreign only when spelt exactly as a
        frequent English word is transcribed (4 words gained, no alert more on clean lines).
        Typed (spelt: `SURE_CONF`), it is foreign when written as a frequent word of any language
        (`heard_last_evidence`: «гартен», «ботелья»; unlike a word mid-turn,
        `other_language_evidence`, even a name wordfreq has seen) or just as a frequent English
        word sounds (`spelt_last_evidence`), unless the word before makes it a word of the Russian
        sentence (`in_russian_sentence`): typed, 20 words gained on the 19 foreign sets, no
        alert more on any clean line. A word the recognizer heard between `MAX_LAST_CONF` and
        `SURE_CONF` is a rare Russian word it knows (one false alert, no word gained). Heard
        right after a preposition heard surely, it is the Russian noun the preposition holds
        («на саюте» for «на сайте»: 2 false alerts gone, no word lost). Heard below
        `MIN_BARE_CONF` or not, an English word it may transcribe with one vowel heard off its
        sounds counts too (`foreign_evidence`'s `heard_last`: «дремер» = dreamer, «фрест» =
        forest: 9 words gained on the cached recognitions, no alert more). A long dictionary word
        Russian text all but never uses, heard there and written exactly as a frequent English
        word sounds, is that English word (`unused_word_evidence`: «визитер» = visitor, «слиперс»
        = slippers: 2 words gained on the cached recognitions of 45 sets, no alert more).
        Heard, a word that is a Russian form with its last sound lost, other unstressed vowels
        allowed (`ending_lost`: «омнести» for амнистию), or, heard unsure, a verb whose «-ает»
        ran together into «-айт» (`contracted_verb`: «мерейт» for меряет) is Russian: 2 false
        alerts on clean lines gone over 46 sets, no word lost; heard surely, «грейт» stays
        great. Heard unsure but long (`unsure_but_long`), it may be written as a frequent word
        of any language too (`heard_last_evidence`: «рандине» 0.51 = rondine, «джилота» 0.43 =
        gelato): 7 words gained on the cached recognitions of 46 sets, no alert more (from six
        letters on, 9 words and 2 false alerts on clean lines)."""
        i = len(tokens) - 1
        if i < 0 or i in near_cues(found):
            return []
        token, word = tokens[i], tokens[i].text
        spelt = token.conf >= SURE_CONF
        if token.speaker == GUESSER or token.conf < MIN_AFTER_CONF:
            return []
        if token.conf >= MAX_LAST_CONF and (not spelt or in_russian_sentence(tokens, i)):
            return []
        if not spelt and governed(tokens, i - 1, i):
            return []  # «на саюте» for «на сайте»: a Russian noun the preposition holds
        if word.isascii():
            return []
        unused = None if spelt else unused_word_evidence(word)
        if unused is None and (russian_word(word) or other_vowels(word, spelt)):
            return []
        if not spelt and ending_lost(word):
            return []  # «омнести» for амнистию: a Russian form with its last sound lost
        if not spelt and heard_verb_form(word):
            return []  # «кисти висад» for висят: a Russian verb heard a sound off
        if token.conf < MIN_BARE_CONF and contracted_verb(word):
            return []  # «мерейт» 0.39 for меряет; heard surely, «грейт» stays great
        if same_word(word, target) or plays_on(word, target) or heard_russian_text(tokens, i):
            return []
        if letters_named(tokens, i) or (not spelt and verb_object(tokens, i)):
            return []
        if token.conf < MIN_BARE_CONF and len(word) < UNSURE_LAST_MIN_LENGTH:
            return []
        if unused is not None:
            return [self._match(tokens, i, unused, i)]
        english = evidence = foreign_evidence(word, ("en",), False)
        slip = near_russian(word) is not None
        if slip and (evidence is None or evidence.cost > 0 or spelt):
            return []
        if token.conf >= MIN_BARE_CONF and not slip:  # found as it arrived (`check`), if English
            evidence = None if evidence else heard_last_evidence(word)
            if evidence is None and spelt:
                evidence = spelt_last_evidence(word)
        if evidence is None and english is None and not (spelt or slip):
            evidence = foreign_evidence(word, ("en",), False, heard_last=True)
        if evidence is None and not slip and unsure_but_long(token):
            evidence = heard_last_evidence(word)  # «рандине» 0.51 = rondine
        if evidence is not None and lost_vowel(token, evidence):
            evidence = None
        if evidence is None and not slip and blurted_name(tokens, i):
            evidence = BLURTED  # «… в качку релинг»: a name said after the thing described
        if evidence is None:
            return []
        return [self._match(tokens, i, evidence, i)]

    def _last_in_pieces(
        self, tokens: Sequence[Token], target: str, found: list[Cue], matches: list[Match]
    ) -> list[Match]:
        """The turn's last two words, far from any cue and said by the explainer, when nothing
        was found at either: one foreign name heard in two pieces (`blurted_in_pieces`)."""
        i = len(tokens) - 2
        if i < 1 or {i, i + 1} & near_cues(found) or any(m.end > i for m in matches):
            return []
        pieces = tokens[i:]
        if any(t.speaker == GUESSER or same_word(t.text, target) for t in pieces):
            return []
        if any(plays_on(t.text, target) for t in pieces) or rhymes(pieces[-1].text, target):
            return []  # «… крев моец воспитачок» for «рифмуется с пятачок» (сачок)
        if not blurted_in_pieces(tokens):
            return []
        if self._bare(tokens, i, target) or self._bare(tokens, i + 1, target):
            return []  # a piece found as it arrived
        heard = " ".join(t.text for t in pieces)
        why = f"«{heard}» — похоже на иностранное слово, услышанное по частям: сказано в конце, "
        why += "после описания"
        return [replace(self._match(tokens, i, BLURTED, i), end=i + 2, explanation=why)]

    def _closing_word(self, tokens: Sequence[Token], cue: Cue, target: str) -> Match | None:
        """The Russian function word right after the cue that ends the turn, when no Russian
        clause can end on it and it is spelt as a frequent word of the cue's language
        (`closing_word_evidence`: «по английски со» = saw), and nothing else was found at the
        cue; heard unsure too, down to `MIN_AFTER_CONF` («по фанцверски не», 0.33, for nez:
        3 words gained on the cached recognitions, no clean line has such a word). Recognised,
        a pronoun or adverb there is the foreign word heard as the Russian word
        nearest in sound (`heard_closing_evidence`: «по испански рано» = rana), even unsure
        down to `MIN_AFTER_CONF` («по французски ваш», 0.37, for vache, found as French vas):
        measured on the cached recognitions, 4 words gained on the foreign sets, no alert more
        on dev and the spoken sets."""
        i = cue.end
        if i >= len(tokens) or tokens[i].speaker == GUESSER or not said_last(tokens, i, False):
            return None
        conf = tokens[i].conf
        if conf < MIN_AFTER_CONF or same_word(tokens[i].text, target):
            return None
        evidence = closing_word_evidence(tokens[i].text, cue.langs)
        if evidence is None and conf < SURE_CONF:
            evidence = heard_closing_evidence(tokens[i].text, cue.langs)
        if evidence is None or self._cued(tokens, cue, target):
            return None
        return self._match(tokens, i, evidence, len(tokens) - 1)

    def _unread_before_last_cue(
        self, tokens: Sequence[Token], cue: Cue, target: str
    ) -> list[Match]:
        """The recognised word right before a cue that ends the turn («горж по английски» for
        gorge, 0.53), when no spelling reaches it: nothing follows the cue, so the word before it
        is the one the cue names. Taken only when it is no Russian word at all (`misheard` at any
        confidence: no dictionary word, slip, vowel variant or verb form a sound off, nor one with a
        preposition run in: `run_into_russian`), of
        `UNREAD_BEFORE_MIN_LENGTH` letters or more, rare in Russian text (below
        `UNREAD_BEFORE_MAX_RU`), not shaped as a Russian verb or adjective and no Russian compound
        (`cued_evidence` right after a cue), not held by a preposition or an adjective before it,
        and heard from `MIN_AFTER_CONF` on; a Russian word there is what the cue translates («суп
        по английски»)."""
        i = cue.begin - 1
        if i < 0 or tokens[i].speaker == GUESSER:
            return []
        token = tokens[i]
        if not MIN_AFTER_CONF <= token.conf < SURE_CONF:
            return []
        if len(token.text) < UNREAD_BEFORE_MIN_LENGTH:
            return []
        if misheard(token, 0.0) or same_word(token.text, target):
            return []
        if run_into_russian(token.text):
            return []  # «главный вуманастырь по английски»: «в монастырь» run together
        if russian_zipf(token.text) >= UNREAD_BEFORE_MAX_RU:
            return []  # a name or word Russian text writes («гоголь по английски»)
        if i > 0 and in_russian_phrase(tokens[i - 1].text, token.text):
            return []
        evidence = cued_evidence(token.text, cue.langs, AFTER)
        return [self._match(tokens, i, evidence, len(tokens) - 1)] if evidence else []

    def _split_last(self, tokens: Sequence[Token], cue: Cue, target: str) -> Match | None:
        """The turn's last two words, right after the cue and heard (not typed), that together
        are the cue's foreign word cut in two by the recognizer (`split_word_evidence`: «по
        английски пел грим» = pilgrim), when nothing else was found at the cue."""
        i = cue.end
        pieces = tokens[i:]
        if len(pieces) != 2 or any(t.conf >= SURE_CONF or t.speaker == GUESSER for t in pieces):
            return None
        if any(same_word(t.text, target) for t in pieces):
            return None
        evidence = split_word_evidence(pieces[0].text, pieces[1].text, cue.langs)
        if evidence is None or self._cued(tokens, cue, target):
            return None
        heard = " ".join(t.text for t in pieces)
        why = f"«{heard}» — иностранное слово, услышанное по частям "
        why += f"({evidence.lang}: {evidence.word})"
        return replace(self._match(tokens, i, evidence, i + 1), end=i + 2, explanation=why)

    def _unsure_second_last(self, tokens: Sequence[Token], cue: Cue, target: str) -> Match | None:
        """The second word of the cue's window, ending the turn, heard unsure (from
        `MIN_AFTER_CONF` up to `MIN_CUED_CONF`), and neither Russian heard (`misheard` at any
        confidence: a dictionary word, a slip or vowel variant of one, a verb form a sound off)
        nor a word any foreign spelling reaches (`cued_evidence` with no reading), when nothing
        was found at the cue: the cue's foreign word after a Russian word the recognizer made of
        its first sounds («по немецки крынки аншвестера», 0.50, for Krankenschwester; «немцы
        говорят шню разенкель» for Schnürsenkel), unsure as such a word right after a cue is
        (`unheard`). Mid-turn such a word is as often Russian garbled, which the words after it
        show. Measured on the cached recognitions of 45 sets: 2 words gained, no alert more."""
        second = [i for i, place in cue_window(tokens, cue) if place == SECOND]
        if not second or not said_last(tokens, second[0]) or describing_cue(tokens, cue):
            return None
        token = tokens[second[0]]
        if token.speaker == GUESSER or not MIN_AFTER_CONF <= token.conf < MIN_CUED_CONF:
            return None
        if same_word(token.text, target) or misheard(token, 0.0):
            return None
        evidence = cued_evidence(token.text, cue.langs, SECOND)
        if evidence is None or evidence.word or self._cued(tokens, cue, target):
            return None
        return self._match(tokens, second[0], evidence, len(tokens) - 1)

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
        """The other words of a foreign phrase next to a foreign word («гуд морнинг», «бест
        френд»), each next to one found (the third of «силь ву пле»): a very frequent word of the
        same language, much rarer in Russian."""
        taken = {i for m in matches for i in range(m.begin, m.end)}
        extra: list[Match] = []
        waiting = list(matches)
        while waiting:  # the word decided first first: a word is found by the earliest it can be
            m = min(waiting, key=lambda m: m.decided)
            waiting.remove(m)
            lang = dict(m.detail).get("lang", "en")
            for i in (m.begin - 1, m.end):
                if i in taken or not 0 <= i < len(tokens) or same_word(tokens[i].text, target):
                    continue
                found = phrase_word(tokens[i].text, str(lang))
                if found:
                    taken.add(i)
                    extra.append(self._match(tokens, i, found, m.reach))
                    waiting.append(extra[-1])  # the word found extends the phrase
        return extra

    def _cued(
        self, tokens: Sequence[Token], cue: Cue, target: str, final: bool = False
    ) -> list[Match]:
        """The likeliest foreign word next to a language cue: the word right before it, or one of
        the first two after it (fillers skipped); and the other of those two when it transcribes a
        foreign word too («по-немецки гуте нахт»: a phrase, each word decided as it arrives, so
        that the second is not merged over the first one, reported already). `final`: the turn
        is over, and a Russian word before a cue with nothing after it waits no longer."""
        if not cue.langs:
            return []  # a language we cannot look up (Greek, Latin): a translation is allowed
        if cue.glued:  # «по испанскитию»: the word run into the cue word is the foreign one
            glued = cue.end - 1
            waits = glued + 1 == len(tokens) and not final  # the foreign word may run on
            if (cue.split and not final) or waits or same_word(tokens[glued].text, target):
                return []
            return [self._glued_match(tokens, glued, cue.langs[0])]
        best, best_rank = None, None
        phrase: list[Match] = []
        window = cue_window(tokens, cue)
        after = [i for i, place in window if place != BEFORE and cue_langs(tokens[i]) is None]
        described = bool(after) and after[0] == cue.end and (
            describing_cue(tokens, cue) or thing_of_country(tokens, cue)
        )
        for i, place in window:
            token, bar = tokens[i], MIN_BARE_CONF
            if place == BEFORE and i == cue.begin - 1 and (stem := glued_prefix_stem(tokens, cue)):
                # «фишпы английки»: the cue's «по» run into a word the recognizer could not
                # spell, heard unsure as a word right after a cue is («брашпы» 0.50, «херберпа»
                # 0.48); a Russian stem is still Russian heard («стенепа английский»)
                token, bar = replace(token, text=stem), MIN_AFTER_CONF
            word = token.text
            if same_word(word, target) or cue_langs(token) is not None:
                continue  # the secret word, or another language word («говорят в Америке»)
            if place != BEFORE and place_governed(tokens, cue.end, i):
                continue  # where the language is spoken: «по французски говорят в канаде»
            if names_thing(tokens, cue, i):
                continue  # «итальянские мастеры»: a thing of that country
            if place == BEFORE and misheard(token, bar):
                continue  # «суп по английски пот»: a Russian word heard is what gets translated
            evidence = cued_evidence(word, cue.langs, place)
            if evidence is None:
                continue
            if not evidence.word and (described or unheard(token, place)):
                continue  # no reading found: Russian heard (after an adjective, its noun)
            reach = cue.end - 1
            if place == BEFORE and russian_word(word) and not plainly_named(tokens, i, evidence):
                if not after and not final:
                    continue  # «каждый день по немецки …»: wait for the words after the cue
                reach = after[-1] if after else len(tokens) - 1
            margin = evidence.zipf - russian_zipf(word)
            rank = (not russian_word(word), place in (AFTER, NAMED), margin)
            match = self._match(tokens, i, evidence, reach)
            if place == SECOND or (place != BEFORE and evidence.word):
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

    def _glued_match(self, tokens: Sequence[Token], glued: int, lang: str) -> Match:
        """The foreign word run into cue word `glued`, decided at the word after it: that word
        too when the foreign word ran on into it (`runs_on`: «по немецкилых бухтер» for
        лайбвехтер, «по испанскинсе розывле» for энсия: where the recognizer cut it is unsure)."""
        match = self._match(tokens, glued, ForeignMatch("", lang, 0.0), glued + 1)
        if glued + 1 < len(tokens) and runs_on(tokens[glued + 1]):
            return replace(match, end=glued + 2)
        return match

    @staticmethod
    def _match(tokens: Sequence[Token], i: int, found: ForeignMatch, reach: int) -> Match:
        cued = reach != i
        return Match(
            i,
            i + 1,
            0.9 if cued else 0.7,
            "language_cue" if cued else "unknown_word",
            explained(tokens[i].text, found),
            (("foreign_word", found.word), ("lang", found.lang)),
            max(reach, i),
        )


def explained(word: str, found: ForeignMatch) -> str:
    """The judge's line for a foreign word found."""
    if found is BLURTED:
        return f"«{word}» — похоже на иностранное слово: сказано в конце, после описания"
    return f"«{word}» — иностранное слово ({found.lang}: {found.word or '?'})"


def other_vowels(word: str, spelt: bool) -> bool:
    """`word`, no dictionary word, is one with other vowels (`sounds_russian`): typed, any the
    dictionary knows; heard, the same, unless the word is long (`LONG_WORD` letters) and written
    just as a frequent English word sounds («контрактор» = contractor, «мининг» = meaning): then
    only a word Russian text uses counts, not a rare one the recognizer's guess happens to be
    near (контрактура)."""
    if spelt or len(word) < LONG_WORD:
        return sounds_russian(word, True)
    english = foreign_evidence(word, ("en",), False)
    return sounds_russian(word, english is None or not english.exact)


def plays_on(word: str, target: str) -> bool:
    """`word` is the secret word with one letter changed, dropped or added («лобус» for
    глобус): a play on its sound (the sound-alike rule's business), not a foreign word."""
    return Levenshtein.distance(word, target.lower().replace("ё", "е")) <= 1


def rhymes(word: str, target: str) -> bool:
    """`word` ends as the secret word sounds from its last-but-one vowel on: a rhyme said for it
    (the sound-alike rule's business), not a foreign word."""
    return rhyme_part(phonetic_key(word)) == rhyme_part(phonetic_key(target))


def same_word(word: str, target: str) -> bool:
    """The secret word itself (the cognate rule's business, not a foreign word)."""
    return not lemmas(word).isdisjoint(lemmas(target))


def letters_named(tokens: Sequence[Token], i: int) -> bool:
    """Token `i` names letters or a syllable (the letters rule's), not an English word: a letter
    noun stands just before it («на первом месте букв в айф»: a letter's name heard garbled), or
    it follows a verb of starting or ending and its preposition («начинается на тром»: the
    syllable the word starts with)."""
    if any(lemmas(t.text) & LETTER_NOUNS for t in tokens[max(0, i - CUE_REACH) : i]):
        return True
    return (
        i >= 2
        and tokens[i - 1].text in START_END_PREPOSITIONS
        and not lemmas(tokens[i - 2].text).isdisjoint(START_END_VERBS)
    )
