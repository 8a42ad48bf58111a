"""Rule D: a word that sounds like the secret word, said with a hint that it does.

A hint is a rhyme word («рифмуется», «рифма», «созвучно»), a verb of sounding with a comparison
(«звучит как», «слышится почти как») or a likeness with a sound noun («похоже по звучанию на»,
«похоже на слух»). The sound-alike word is the content word near the hint that sounds most like
the secret word (phonetic key in `referee.language.phonetics`); the alert spans hint and word, and
the word
becomes a helper word (rule G) for `referee.rules.helpers`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from common.analyzer import parse
from referee.events import Alert
from referee.lang import sound as S
from referee.lang.numbers import spelled
from referee.language.phonetics import GLUED_LEAD, loose_key, sound_similarity
from referee.rules.base import Token
from referee.rules.matching import (
    Match,
    cue_end,
    grammemes,
    has_lemma,
    lemmas,
    said_alone,
    texts,
    to_alerts,
    with_alternatives,
)
from referee.rules.misheard import (
    MAX_JOIN,
    common_word,
    doubtful,
    forms_of,
    heard_echoed,
    heard_tail,
    heard_tail_vouched,
    heard_vouched,
    unsure,
)
from referee.rules.pointing import there_trailing

WINDOW = 6  # tokens between a hint and its sound-alike word, at most
CLEAR = 0.5  # sound similarity of a word that clearly sounds like the secret one
FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "NPRO", "INTJ"})
RARE_PARSE = 0.01  # pymorphy3 score of a reading too unlikely to make a function word a candidate
# («из» as the plural genitive of the name Иза)
WORD_SOUND = loose_key("слов")  # «слово» in any case, as heard glued to its preposition
TO_WORD_SOUNDS = tuple(loose_key(f"к{word}") for word in ("слов", "нему", "ней"))  # «к слову»,
# «к нему», «к ней» (the secret word) run together
RHYME_TAIL = 2  # sounds of a rhyme noun's end a recognizer may glue before «к слову» («макслову»)
HINT_WORDS = S.RHYME_LEMMAS | S.SOUND_VERBS | S.LIKENESS_LEMMAS | S.SOUND_NOUNS  # a hint's first
ONSET_GLUED = 2  # letters of a word's onset (a consonant, a sign) a recognizer may glue after a
# «с» run into a rhyme verb
LIST_REACH = 3  # tokens after «и» in which the next listed sound-alike word is looked for
HINT_REACH = 3 + WINDOW  # tokens past the position a hint is found at that its match may reach
RHYME_HEAD = "риф"  # «рифму», «рифма» heard split after it: «в риф мумлено», «мириф ума сюда»
LIKENED_BEFORE = 3  # tokens before a sound verb where «как» may open the word likened («как в яник
# звучит»: a preposition heard split off it)
LEAD_GLUED = 2  # letters of the word before a sound-alike non-word that may be glued to its start
MIN_TAIL = 4  # letters of such a word left without them, at least
SPLIT_PIECES = 3  # tokens a sound-alike word may be heard split into («зжа а смин»: жасмин)
VERB_ONSET_LOST = 2  # first sounds of a verb of sounding a recognizer may give the word before it
VERB_TAIL = 4  # sounds of it left at least (a shorter rest ends too many words)
GLUED_VERB_TAIL = 4  # letters at least of a rhyme verb's tail with «с» and the word run on
SPLIT_TAIL = 3  # letters at most of a split rhyme word's rest heard as a token of its own («ума»)


@dataclass(frozen=True)
class Hint:
    begin: int
    end: int
    reach: int  # the last token the hint's recognition looked at
    vouched: bool = False  # a cue heard only loosely (`heard_vouched`): a clear sound-alike next
    glued: int = 0  # letters of the token at `end` that are the hint's, the sound-alike word after


def hints(tokens: Sequence[Token], begin: int = 0) -> Iterator[Hint]:
    """Every sound hint phrase in `tokens` found from position `begin` on; the sound-alike word
    comes after `end`."""
    for i in hint_places(tokens, begin):
        if there_trailing(tokens, i):
            continue  # «кремовон на столе»: «крем вон на …», no hint heard wrong («рифмована»)
        token = tokens[i]
        rhyme = cue_end(tokens, i, S.RHYME_LEMMAS)  # also heard wrong: «риф моец»
        if rhyme is not None:  # a rhyme noun run on into the rhyme verb: «ревму яйца»
            rhyme = max(rhyme, cue_end(tokens, i, S.STRONG_HINTS) or rhyme)
        split = split_rhyme(tokens, i)
        if split is not None and (rhyme is None or split.glued):
            yield split  # «в риф мумлено» is also heard as a rhyme word over both tokens
        if rhyme is not None:
            yield Hint(i, rhyme, rhyme - 1)
        elif split is not None:
            continue
        elif (tail := governed_tail(tokens, i)) is not None:
            yield Hint(i, tail, tail)  # «в муед со словом …»: «рифмуется» its onset lost
        elif glued_sound_noun(token):
            yield Hint(i, i + 1, i, vouched=True)  # «позвучания учудок»: по звучанию, the same
        elif has_lemma(token, S.SOUND_VERBS) or vowel_glued_sound_verb(token.text):
            k = find(tokens, S.COMPARISON_WORDS, i - 1, i + 3)
            if k is not None:
                yield Hint(i, max(i, k) + 1, k)  # «звучит почти как …»
            elif (k := find(tokens, S.LEADING_COMPARISONS, i - LIKENED_BEFORE, i - 1)) is not None:
                yield Hint(k, k + 1, i, vouched=True)  # «как веник звучит»: the word likened first
        elif (like := sound_verb_onset_lost(tokens, i)) is not None:
            yield Hint(i, like + 1, like, vouched=True)  # «учитка кочерга»: звучит как
        elif has_lemma(token, S.LIKENESS_LEMMAS):
            k = find(tokens, S.SOUND_NOUNS, i - 2, i + 6)
            if k is not None:
                yield Hint(i, i + 1, k)  # «похоже по звучанию на …», «похоже на … по звучанию»
                continue
            k = find(tokens, S.WORD_NOUNS, i - 2, i + 3)
            if k is not None:  # «похоже на слово рок», «слово похоже на рок»: words likened
                yield Hint(min(i, k), max(i, k) + 1, max(i, k))
        elif has_lemma(token, S.SOUND_NOUNS) and i > 0 and tokens[i - 1].text in ("на", "по"):
            k = find(tokens, S.COMPARISON_WORDS, i + 1, i + 3)
            if k is not None:
                yield Hint(i - 1, k + 1, k)  # «на слух как …»
            elif i + 1 < len(tokens) and heard_echoed(tokens[i + 1], S.HEARD_COMPARISON):
                yield Hint(i - 1, i + 2, i + 1, vouched=True)  # «по звуку карак лупатка»
            else:  # «а по звучанию чудак»: the very next word, if it clearly sounds alike
                yield Hint(i - 1, i + 1, i, vouched=True)
        elif (token.text.startswith("с") and glued_word_noun(token) and i > 0
              and not said_alone(tokens[i - 1])):  # «со словом» after a hint heard wrong
            yield Hint(i, i + 1, i, vouched=True)  # «с звуточной сословым дочь»: созвучно
        elif glued_to_word(token):
            yield Hint(i, i + 1, i, vouched=True)  # «рев у макслову копейка»: рифма к слову
        elif heard_vouched(token, S.RHYME_LEMMAS):
            yield Hint(i, i + 1, i, vouched=True)  # «рифома камар»: рифма, if камар sounds alike
        elif i > 0 and heard_tail_vouched(token, S.STRONG_HINTS) and governs_with(
                tokens, i + 1, True):  # a tail whose head no word before it took (turn's start)
            yield Hint(i, i + 1, i, vouched=True)  # «в муевце с кородаш»: рифмуется, the same
        elif (word := glued_rhyme_word(token)) is not None:
            yield Hint(i, i, i, vouched=True, glued=word)  # «в муецоскино»: рифмуется с кино


def split_rhyme(tokens: Sequence[Token], i: int) -> Hint | None:
    """A rhyme word heard split after `RHYME_HEAD`, which ends token `i` («риф», «мириф»), its
    rest «м» and a vowel, maybe after a vowel, opening the next token: that rest alone («ума»,
    the sound-alike word the token after it) or glued to the sound-alike word («мумлено»:
    «рифму малина»), that token then no dictionary word. Vouched: only a clear sound-alike word
    right after makes it a hint; and not both tokens said as heard («коралловый риф мурены»)."""
    if not tokens[i].text.endswith(RHYME_HEAD) or i + 1 >= len(tokens):
        return None
    if said_alone(tokens[i]) and said_alone(tokens[i + 1]):
        return None
    rest = tokens[i + 1].text
    at = rest.find("м")
    if at not in (0, 1) or len(rest) < at + 2 or rest[at + 1] not in S.VOWELS or (
            at == 1 and rest[0] not in S.VOWELS):
        return None
    if len(rest) <= SPLIT_TAIL:
        return Hint(i, i + 2, i + 1, vouched=True)
    if not doubtful(tokens[i + 1]):
        return None  # a word of its own («риф мурены»), not a rest with a word glued on
    return Hint(i, i + 1, i + 1, vouched=True, glued=at + 2)


def glued_sound_noun(token: Token) -> bool:
    """«по звучанию», «на слух» heard as one word a little off («позвучания»): a doubtful or unsure
    word that is «по»/«на» and a form of a sound noun with its ending heard wrong."""
    text = token.text
    if not text.startswith(("по", "на")) or not (doubtful(token) or unsure(token)):
        return False
    return any(not lemmas(text[2:][:cut]).isdisjoint(S.SOUND_NOUNS)
               for cut in (len(text) - 2, len(text) - 3))


def hint_places(tokens: Sequence[Token], begin: int) -> list[int]:
    """The positions from `begin` on where a hint may be: at a hint word, or where one may be
    heard wrong (a word unknown or heard unsure among the `MAX_JOIN` from there, see
    `taken_as_said`); each branch of `hints` needs one of them."""
    places: set[int] = set()
    for k, token in enumerate(tokens[begin:], begin):
        said, hint = _hint_word(token.text, token.conf)
        if not said:
            places.update(range(max(begin, k - MAX_JOIN + 1), k + 1))
        elif hint:
            places.add(k)
    return sorted(places)


@lru_cache(maxsize=100_000)
def _hint_word(text: str, conf: float) -> tuple[bool, bool]:
    """Whether the word is taken as said alone (`said_alone`), and is a form of a hint word."""
    token = Token(0, text, conf=conf)
    return said_alone(token), (not lemmas(text).isdisjoint(HINT_WORDS)
                               or vowel_glued_sound_verb(text))


def vowel_glued_sound_verb(text: str) -> bool:
    """A verb of sounding with a vowel of the word before run into it: «звучит» heard «озвучит»
    (a verb of its own, «озвучить», that no comparison follows)."""
    return text[:1] in S.VOWELS and not lemmas(text[1:]).isdisjoint(S.SOUND_VERBS)


def glued_rhyme_word(token: Token) -> int | None:
    """Where the sound-alike word begins in one non-word heard unsure that runs together a rhyme
    verb with its onset lost (`heard_tail`: one sound off, `GLUED_VERB_TAIL` letters at least),
    «с» or «со» and the word («в муецоскино»: рифмуется с кино; `MIN_TAIL` letters of it at
    least). Vouched: only a clear sound-alike rest makes it a hint. None when there is none."""
    text = token.text
    if not (doubtful(token) and unsure(token)):
        return None
    for at in range(GLUED_VERB_TAIL, len(text) - MIN_TAIL):
        verb = Token(token.index, text[:at], conf=token.conf)
        if text[at] == S.WITH[1] and heard_tail([verb], 0, S.STRONG_HINTS) is not None:
            return at + 1
    return None


def sound_verb_onset_lost(tokens: Sequence[Token], i: int) -> int | None:
    """Position of «как» after «звучит» heard with its first sounds lost to the word before it:
    one word the dictionary does not know with «как» run on, its last sound lost too («рыцареза
    учитка кочерга»), or an uncommon word heard wrong ending in what is left of the verb, «как»
    next («стыле разучит как золото»). What is left must be a form of the verb with
    1–`VERB_ONSET_LOST` sounds cut, exactly. Vouched: only a clear sound-alike word right after
    makes it a hint. None when there is none."""
    token = tokens[i]
    text, tails = token.text, _sound_verb_tails()
    if doubtful(token) and any(text.endswith(like) and loose_key(text[: -len(like)]) in tails
                               for like in (S.HEARD_COMPARISON, S.HEARD_COMPARISON[:-1])):
        return i
    if (i + 1 < len(tokens) and tokens[i + 1].text == S.HEARD_COMPARISON
            and (doubtful(token) or unsure(token)) and not common_word(token)
            and loose_key(text).endswith(tuple(tails))):
        return i + 1
    return None


@lru_cache(maxsize=1)
def _sound_verb_tails() -> frozenset[str]:
    """The loose keys of the forms of the verbs of sounding with their first 1–`VERB_ONSET_LOST`
    sounds cut, `VERB_TAIL` sounds at least left."""
    keys = {loose_key(form) for form in forms_of(S.SOUND_VERBS)}
    return frozenset(key[cut:] for key in keys for cut in range(1, VERB_ONSET_LOST + 1)
                     if len(key) - cut >= VERB_TAIL)


def governed_tail(tokens: Sequence[Token], i: int) -> int | None:
    """End of an outright hint heard with its onset lost (`heard_tail`), trusted only when «с»
    follows it, alone, glued to the next word («в муед со …», «в муеце смышану») or glued to the
    hint's own end («в муецос человечек»)."""
    end = heard_tail(tokens, i, S.STRONG_HINTS)
    return end if end is not None and governs_with(tokens, end) else None


def governs_with(tokens: Sequence[Token], end: int, vouched: bool = False) -> bool:
    """«с» follows a rhyme verb ending at `end`: alone, glued to the next word («в муеце
    смышану») or glued to the verb's own end («в муецос человечек»), maybe with up to
    `ONSET_GLUED` letters of the next word's onset after it, no vowel («муецость убек»:
    рифмуется с тюбик; not «муфса»); the next word is heard. For a `vouched` hint (a clear
    sound-alike must follow), «с» may be heard unsure with a vowel before it, alone or glued to a
    non-word («моец из бриллиант», «моец иззывал»), or after the verb's last vowel heard apart
    as «и» unsure («муец и степлало»: рифмуется с тепло)."""
    if end >= len(tokens):
        return False
    last = tokens[end - 1].text
    if last.endswith(S.WITH):
        return True
    at = last.rfind(S.WITH[1])  # the next word's first consonant glued on after it («муецость»)
    if 0 <= at and len(last) - at <= ONSET_GLUED + 1 and not S.VOWELS & set(last[at:]):
        return True
    after = tokens[end]
    if vouched and after.text == S.VOWEL_APART and unsure(after) and end + 1 < len(tokens):
        after = tokens[end + 1]
    glued = after.text.startswith("с") and (doubtful(after) or unsure(after))
    voweled = vouched and after.text.startswith(S.WITH_HEARD) and unsure(after) and (
        after.text in S.WITH_HEARD or doubtful(after))  # «моец из бриллиант», «моец иззывал»
    return after.text in S.WITH or glued or voweled


def strong_hint(tokens: Sequence[Token], hint: Hint) -> bool:
    """The hint says outright that the words sound alike («рифмуется», also heard wrong)."""
    return (cue_end(tokens, hint.begin, S.STRONG_HINTS) == hint.end
            or has_lemma(tokens[hint.begin], S.STRONG_HINTS)
            or governed_tail(tokens, hint.begin) == hint.end)


def find(tokens: Sequence[Token], wanted: frozenset[str], begin: int, end: int) -> int | None:
    """Position of the first token in `tokens[begin:end]` with a lemma in `wanted`."""
    for k in range(max(0, begin), min(end, len(tokens))):
        if has_lemma(tokens[k], wanted):
            return k
    return None


def is_candidate(token: Token) -> bool:
    """A word that could be the sound-alike one: not a filler, not only a function word."""
    if token.text in S.FILLERS or has_lemma(token, S.WORD_NOUNS) or glued_word_noun(token):
        return False
    return any(not (p.tag.grammemes & FUNCTION_WORDS) for p in parse(token.text)
               if p.score >= RARE_PARSE)


def glued_word_noun(token: Token) -> bool:
    """A doubtful or unsure word that is «со словом» run together and heard a little off
    («сословым», «сусловым»): the sound of «слов» within its first sounds."""
    heard_wrong = doubtful(token) or unsure(token)
    return heard_wrong and 0 <= loose_key(token.text).find(WORD_SOUND) <= GLUED_LEAD


def glued_to_word(token: Token) -> bool:
    """A doubtful or unsure word that is «к слову» (or «к нему», «к ней») run together with up to
    `RHYME_TAIL` sounds of the rhyme noun before it («макслову» for «рифма к слову», «макнему»
    for «рифма к нему», the «риф» heard as another word)."""
    if not (doubtful(token) or unsure(token)):
        return False
    key = loose_key(token.text)
    return any(0 <= key.find(sound) <= RHYME_TAIL for sound in TO_WORD_SOUNDS)


def listed(tokens: Sequence[Token], k: int, target: str) -> list[int]:
    """Positions of the sound-alike words listed after the one at `k` («рифмуется с букашкой и с
    промокашкой»): after «и»/«или», the first candidate among the next `LIST_REACH` tokens, each
    one clearly sounding like `target`."""
    found: list[int] = []
    end = k
    while end + 1 < len(tokens) and tokens[end + 1].text in S.LIST_JOINERS:
        reach = range(end + 2, min(end + 2 + LIST_REACH, len(tokens)))
        nxt = next((j for j in reach if is_candidate(tokens[j])), None)
        if nxt is None or said_similarity(tokens[nxt], target) < CLEAR:
            break
        found.append(nxt)
        end = nxt
    return found


def modifier(token: Token) -> bool:
    """An adjective or participle: the sound-alike noun is still to come («с большой кошкой»)."""
    return bool(grammemes(token.text) & {"ADJF", "PRTF"})


def said_similarity(token: Token, target: str) -> float:
    """How alike `token` sounds to `target`, a number heard in digits as it is said («40»:
    сорок); a word the dictionary does not know also without up to `LEAD_GLUED` letters of the
    word before it glued to its start («на слово выгорох»: горох)."""
    similarity = sound_similarity(spelled(token.text), target)
    if not doubtful(token):
        return similarity
    tails = (token.text[cut:] for cut in range(1, LEAD_GLUED + 1)
             if len(token.text) - cut >= MIN_TAIL)
    return max([similarity, *(sound_similarity(tail, target) for tail in tails)])


def split_end(tokens: Sequence[Token], k: int, target: str) -> int:
    """End of the sound-alike word at `k` heard in pieces: the word heard wrong (unknown to the
    dictionary or unsure) and up to `SPLIT_PIECES` - 1 tokens after it, each heard wrong or short
    (`SPLIT_TAIL` letters at most), that together, a «с» glued to their start dropped, sound like
    `target` (at least as much as the word alone): «зжа а смин» for «жасмин», «скорый то» for «с
    корыто». `k` + 1 when none do."""
    if not (doubtful(tokens[k]) or unsure(tokens[k])):
        return k + 1
    alone, best = said_similarity(tokens[k], target), k + 1
    for end in range(k + 2, min(k + SPLIT_PIECES, len(tokens)) + 1):
        piece = tokens[end - 1]
        if not (doubtful(piece) or unsure(piece) or len(piece.text) <= SPLIT_TAIL):
            break
        if joined_similarity(tokens, k, end, target) >= max(CLEAR, alone):
            best = end
    return best


def joined_similarity(tokens: Sequence[Token], k: int, end: int, target: str) -> float:
    """How alike `tokens[k:end]` heard as one word sound to `target`, a «с» glued to its start
    dropped or kept."""
    joined = "".join(texts(tokens, k, end))
    return max(sound_similarity(joined, target),
               sound_similarity(joined.removeprefix(S.WITH[1]), target))


def sound_alike_word(tokens: Sequence[Token], hint: Hint, target: str, final: bool = False
                     ) -> tuple[int, int] | None:
    """(position of the sound-alike word of a hint, position where that became clear), or None
    while it is not yet clear.

    Candidates after the hint are taken in order, so a streaming turn decides as a whole text
    would: the first one that sounds like `target`; after an outright hint («рифмуется с …»), the
    first noun; else, once two candidates are heard, the likelier of the two. Before the hint only
    a clear one counts («с мукой рифмуется»), and none before a hint that ends on «как»; only once
    the `WINDOW` after the hint is heard, or the turn is over (`final`): a word after it may still
    be the one («как маленькая чайка созвучно с тачкой»).
    """
    strong = strong_hint(tokens, hint)
    if hint.glued:  # the word glued after the hint's last letters
        rest = tokens[hint.end].text[hint.glued:]
        return (hint.end, hint.end) if sound_similarity(rest, target) >= CLEAR else None
    seen: list[int] = []
    settled = 0  # where the pieces of a word heard wrong (`split_end`) were all heard
    for k in range(hint.end, min(hint.end + WINDOW, len(tokens))):
        if not is_candidate(tokens[k]):
            continue
        seen.append(k)
        alike = said_similarity(tokens[k], target) >= CLEAR
        if not alike and (doubtful(tokens[k]) or unsure(tokens[k])):
            if not final and len(tokens) < k + SPLIT_PIECES:
                return None  # the word may go on in pieces still to come
            settled = min(k + SPLIT_PIECES, len(tokens)) - 1
            alike = split_end(tokens, k, target) > k + 1
        decided = max(k, settled)
        if hint.vouched:  # only the very next word, and only a clear one, vouches for the cue
            return (k, decided) if alike else None
        if alike or (strong and not modifier(tokens[k])):
            return k, decided
        if len(seen) == 2:
            return max(seen, key=lambda j: said_similarity(tokens[j], target)), decided
    if hint.vouched or tokens[hint.end - 1].text in S.LEADING_COMPARISONS:
        return None  # «кружки звучит как чашки»: the word after «как», once heard
    heard_after = min(hint.end + WINDOW, len(tokens))
    if heard_after < hint.end + WINDOW and not final:
        return None  # the sound-alike word may still come after the hint
    before = [
        k
        for k in range(max(1, hint.begin - 3), hint.begin)
        if is_candidate(tokens[k]) and tokens[k - 1].text in S.BEFORE_MARKERS
    ]
    clear = [k for k in before if said_similarity(tokens[k], target) >= CLEAR]
    return (clear[-1], max(hint.reach, heard_after - 1)) if clear else None


class SoundAlike:
    name = "soundalike"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        """The hints are looked for from `HINT_REACH` tokens before `start` (a hint found earlier
        decides its match before `start`), and further back while a match found may be merged
        with one of an earlier hint (one ending at most `HINT_REACH` tokens past its hint): the
        alerts the whole turn gives, without re-reading all of it at each word."""
        begin = max(0, start - HINT_REACH)
        while True:
            found = with_alternatives(tokens[max(0, start - WINDOW):], tokens,
                                      lambda view, at=begin: self.matches(view, target, at))
            first = min((m.begin for m in found), default=len(tokens))
            if begin == 0 or first >= begin + HINT_REACH:
                return to_alerts(self.name, tokens, found, start)
            begin = max(0, first - HINT_REACH)

    def finish(self, tokens: Sequence[Token], target: str) -> list[Alert]:
        """The turn is over: a sound-alike word before a hint that no `WINDOW` of words followed
        («с мукой рифмуется» at the turn's end), decided at its last word."""
        found = with_alternatives(tokens[-WINDOW:], tokens,
                                  lambda view: self.matches(view, target, final=True))
        return to_alerts(self.name, tokens, found, len(tokens) - 1)

    def matches(self, tokens: Sequence[Token], target: str, begin: int = 0,
                final: bool = False) -> list[Match]:
        """The matches of the hints found from position `begin` on (`final`: the turn is over)."""
        found = []
        for hint in hints(tokens, begin):
            found_word = sound_alike_word(tokens, hint, target, final)
            if found_word is None:
                continue
            k, decided = found_word
            cue = tokens[hint.begin].text
            base, weight = (0.55, 0.4) if strong_hint(tokens, hint) else (0.15, 0.75)
            end = split_end(tokens, k, target)
            found.append(_match(tokens, (k, end), target, cue, min(k, hint.begin),
                                max(end, hint.end), base, weight,
                                max(hint.reach, decided, end - 1)))
            found.extend(_match(tokens, (j, j + 1), target, cue, j, j + 1, base, weight, j)
                         for j in listed(tokens, k, target))  # alerts of their own
        return found


def _match(tokens: Sequence[Token], word_at: tuple[int, int], target: str, cue: str, begin: int,
           end: int, base: float, weight: float, reach: int) -> Match:
    """The match of the sound-alike word at `tokens[k:k_end]` (`word_at`; more than one token when
    heard in pieces: `split_end`), hinted at by `cue`, over `tokens[begin:end]`."""
    k, k_end = word_at
    word, similarity = tokens[k].text, said_similarity(tokens[k], target)
    if k_end > k + 1:
        word = " ".join(texts(tokens, k, k_end))
        similarity = max(similarity, joined_similarity(tokens, k, k_end, target))
    return Match(begin, end, base + weight * similarity, "sound_hint",
                 f"«{word}» названо с намёком на созвучие («{cue}»)",
                 (("helper", word), ("similarity", f"{similarity:.2f}")), reach)
