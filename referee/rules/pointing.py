"""Rule F: pointing at things in the room, showing them, explaining with gestures.

Patterns (data in `referee.lang.pointing`): «вон …» (not «пошёл вон»); «вот» + a demonstrative
with a here-and-now word nearby («вот эта вещь у меня в руке», «вот что я сейчас жую») or a spot
in the room («вот он в углу стоит», not told in the past), not the narrative «вот» («ну вот
например»); «вот у мамы на доске стоит» (a thing at someone's place, a verb of position now);
an imperative look verb with a direction («посмотри на …», «смотри что у меня …»); showing in
the first person («показываю пальцем»), gestures; the room named as the place («в этой
комнате»); things at the speaker's body («у меня в руке»).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from common.analyzer import normalize, parse
from referee.events import Alert
from referee.lang import pointing as P
from referee.lang.sound import VOWELS
from referee.language.frequency import russian_zipf
from referee.language.phonetics import loose_key
from referee.language.words import known
from referee.rules.base import Token
from referee.rules.matching import (
    Match,
    Pattern,
    PhraseRule,
    anchored,
    can_be,
    grammemes,
    has_lemma,
    lemmas,
    texts,
    to_alerts,
)
from referee.rules.misheard import (
    COMMON,
    doubtful,
    heard_cue,
    heard_echoed,
    respelled,
    unsure,
)

WINDOW = 10  # tokens of context a pointing phrase may need (вот … up to 9 words on)
SPOT_BEFORE = 3  # tokens before «вот» where a room spot may be named («в стене вот эта …»)
ENDING_SLIP = 2  # sounds a gesture noun heard as a non-word may have past its form
SEEN_PLACE = 4  # words before a closing «видишь» where the thing's place is looked for
SEEN_REACH = 6  # words before it that an alert on it covers (`Pointing._seen`)
LIKE_REACH = 5  # words from «вот как» to the place at a player it likens a thing to
CLIPPED = 2  # letters a room spot run into its preposition may lose at its end («напол…»)
CLIPPED_LEFT = 3  # fewest letters of the spot's form left when its end is lost
CLIPPED_NEAR_LEFT = 2  # ... of a place near a player heard apart from its preposition («на ше»)
GLUED_PLACE = 3  # letters at least of a place heard run into its spot preposition
GLUED_SOUNDS = 2  # sounds of the next word a recognizer may echo into «вон у» heard as one word
GAP = 2  # pointing phrases this close are one act of pointing («показываю пальцем у себя на лице»)


def first_person_present(token: Token) -> bool:
    return can_be(token.text, "VERB", "1per")


def here_and_now(tokens: Sequence[Token], begin: int, end: int) -> tuple[int, int] | None:
    """Position of the first word in `tokens[begin:end]` tying the phrase to the room and now, and
    the last position that decision looked at: «сейчас» counts with a player named around it,
    maybe after it («вот такие как сейчас на мне» is decided at «мне»)."""
    end = min(end, len(tokens))
    player = next((k for k in range(max(0, begin - 2), end) if tokens[k].text in P.PLAYERS), None)
    for k in range(max(0, begin), end):
        text = tokens[k].text
        if text in P.HERE_WORDS or first_person_present(tokens[k]):
            return k, k
        if text in P.NOW and player is not None:
            return k, max(k, player)
        if text in P.PERSONAL_PLACES and k > begin and tokens[k - 1].text in P.PREPOSITIONS:
            return k, k
    return None


@lru_cache(maxsize=1)
def _glued_relative_keys() -> frozenset[str]:
    return frozenset(loose_key(p + r) for p in P.GLUED_PREPOSITIONS for r in P.GLUED_RELATIVES)


@lru_cache(maxsize=1)
def _glued_thing_keys() -> frozenset[str]:
    return frozenset(loose_key(d + p) for d in P.THING_DEMONSTRATIVES for p in P.SPOT_PREPOSITIONS)


def glued_relative(token: Token) -> bool:
    """«на чём» heard as one word: a non-word that sounds like a preposition run into «чём» or
    «что» («ночем»), or a word heard unsure a sound off one («начнем» at 0.41)."""
    return _glued(token, _glued_relative_keys())


def glued_thing(token: Token) -> bool:
    """«та на», «тот у» heard as one word: a demonstrative run into the preposition of the spot
    after it («вон как танна картинке»), heard as `glued_relative` is."""
    return _glued(token, _glued_thing_keys())


def _glued(token: Token, keys: frozenset[str]) -> bool:
    """A non-word that sounds like one of `keys`, or a word heard unsure a sound off one."""
    if not (doubtful(token) or unsure(token)):
        return False
    key = loose_key(token.text)
    budget = 1 if unsure(token) else 0
    return any(Levenshtein.distance(key, glued, score_cutoff=budget) <= budget for glued in keys)


def heard_there(tokens: Sequence[Token], i: int) -> bool:
    """«вон» heard as a non-word with a syllable echoed («валон», `heard_echoed`), right before a
    place or a thing named there (`P.THERE_HEARD_NEXT`) that vouches for it; or, echoed or heard
    unsure with its «в» as «б» («бон»), right before a spot preposition and a far demonstrative
    («волон в том вольере», «бон в той кастрюле»: `far_spot_next`)."""
    if i + 1 >= len(tokens):
        return False
    if tokens[i + 1].text in P.THERE_HEARD_NEXT:
        return heard_echoed(tokens[i], P.THERE)
    return far_spot_next(tokens, i + 1) and (heard_echoed(tokens[i], P.THERE)
                                              or there_onset_slipped(tokens[i]))


def heard_there_reach(tokens: Sequence[Token], i: int) -> int:
    """The last position the reading of «вон» at `i` looked at: the far demonstrative after a
    spot preposition that vouched for a heard «вон» (`heard_there`), else the word after it."""
    return i + 2 if tokens[i].text != P.THERE and far_spot_next(tokens, i + 1) else i + 1


def there_onset_slipped(token: Token) -> bool:
    """«вон» heard unsure with its first consonant as the other labial («бон»)."""
    return unsure(token) and token.text == P.THERE_ONSET_HEARD + P.THERE[1:]


def far_spot_next(tokens: Sequence[Token], k: int) -> bool:
    """A spot preposition at `k` and a far demonstrative after it: «в той», «на том» (the thing
    placed over there, where a pointer was said)."""
    return (k + 1 < len(tokens) and tokens[k].text in P.SPOT_PREPOSITIONS
            and tokens[k + 1].text in P.FAR_SPOT_DEMONSTRATIVES)


def there_glued(token: Token) -> bool:
    """«вон» run into the word after it, heard as one uncommon word, unsure or unknown to the
    dictionary: into a spot preposition («вону подъезд» for «вон у подъезда») or a place or a
    thing named there (`P.THERE_HEARD_NEXT`), which a word the dictionary does not know may run
    on into more («вонтаву» for «вон та в углу»)."""
    rest = token.text[len(P.THERE):]
    if not token.text.startswith(P.THERE) or russian_zipf(token.text) >= COMMON:
        return False
    if doubtful(token) and any(rest.startswith(word) for word in P.THERE_HEARD_NEXT):
        return True
    return (rest in P.SPOT_PREPOSITIONS or rest in P.THERE_HEARD_NEXT) and (
        doubtful(token) or unsure(token))


def there_trailing(tokens: Sequence[Token], i: int) -> bool:
    """«вон» run into the end of the word before it, heard as one word the dictionary does not
    know («кремовон на столе» for «крема вон на столе»), right before a spot preposition or a
    place or a thing named there (`P.THERE_HEARD_NEXT`) that vouches for it; or with the spot
    preposition run on too («жаркивона плите», «…вонна плите»: `P.THERE_GLUED_SPOTS`) right
    before a place where a thing is (`located`)."""
    token = tokens[i]
    at = token.text.rfind(P.THERE)
    if at < 3 or not doubtful(token) or i + 1 >= len(tokens):
        return False
    rest, after = token.text[at + len(P.THERE):], tokens[i + 1].text
    if not rest:
        return after in (*P.SPOT_PREPOSITIONS, *P.THERE_HEARD_NEXT)
    spot = P.THERE_GLUED_SPOTS.get(rest)
    return spot is not None and can_be(after, "NOUN") and located(after, spot)


def there_run_into_spot(tokens: Sequence[Token], i: int) -> bool:
    """«вон» run into a spot preposition and a sound or two after it, heard as one word the
    dictionary does not know, right before a person whose place it is or a place where a thing
    is: «вонуть тебя» for «вон у тебя», «вонвы шкафу» for «вон в шкафу». So too, however sure,
    a rare dictionary word that is «вон» and the spot preposition alone («вону», the accusative
    of вона, before «папы» or «тебя»): what follows it vouches, as for a non-word."""
    token = tokens[i]
    if not token.text.startswith(P.THERE) or i + 1 >= len(tokens):
        return False
    rest, after = token.text[len(P.THERE):], tokens[i + 1].text
    if not (doubtful(token) or rest in P.SPOT_PREPOSITIONS and rare_word(token)):
        return False
    return any(rest.startswith(spot) and len(rest) - len(spot) <= GLUED_SOUNDS
               and (person_genitive(after) if spot == P.AT
                    else can_be(after, "NOUN") and located(after, spot))
               for spot in P.SPOT_PREPOSITIONS)


def rare_word(token: Token) -> bool:
    """A dictionary word less common than `COMMON`: likelier two words heard run together where
    what follows it fits them («вону тебя»)."""
    return known(token.text) and russian_zipf(token.text) < COMMON


def here_at_glued(token: Token) -> bool:
    """«вот у» heard as one word the dictionary does not know («воту тебя»)."""
    return token.text == P.HERE + P.AT and doubtful(token)


def at_after_here(token: Token) -> bool:
    """«у» after «вот», or heard with the «т» of «вот» carried over to it, maybe echoed after it
    too («вот ту мамы», «вот тут мамы»): a vowel alone is heard with its neighbour's consonant."""
    carried = P.HERE[-1]
    return token.text.removeprefix(carried).removesuffix(carried) == P.AT and (
        token.text == P.AT or token.text.startswith(carried))


def at_person(tokens: Sequence[Token], i: int) -> int | None:
    """Position of the person after «вот у» from `i` («вот у мамы», «воту мамы», «вот тут
    мамы»), else None."""
    if here_at_glued(tokens[i]):
        return i + 1
    if tokens[i].text == P.HERE and i + 1 < len(tokens) and at_after_here(tokens[i + 1]):
        return i + 2
    return None


def likened_at_person(tokens: Sequence[Token], i: int) -> int | None:
    """Position of the person after «вот как у» or «вот такой как у» from `i` («вот как у меня
    на ковре висит», «вот такой как у дяди на стене висит»): a thing likened to one shown where it
    stands now at someone's place; else None."""
    k = i + 1
    if k < len(tokens) and tokens[k].text in P.SUCH:
        k += 1
    if k + 1 < len(tokens) and tokens[k].text == P.LIKE and tokens[k + 1].text == P.AT:
        return k + 2
    return None


def heard_here(token: Token) -> bool:
    """«вот» heard unsure as a word that sounds the same («вод»), or run into the end of the word
    before it as one word the dictionary does not know, spelled either way («рыба вот» heard
    «бавод»): weak alone, to trust only where a likening follows (`said_here`)."""
    if not unsure(token) or token.text == P.HERE:
        return False
    key = loose_key(token.text)
    return key == _here_key() or doubtful(token) and key.endswith(_here_key()) and any(
        token.text.endswith(spelling) for spelling in P.HERE_SPELLINGS)


@lru_cache(maxsize=1)
def _here_key() -> str:
    return loose_key(P.HERE)


def said_here(tokens: Sequence[Token], k: int) -> bool:
    """«вот» at `k`, or heard wrong (`heard_here`) right before «как» or «такой»: the thing shown
    and likened («вод такая как у меня в банке», «бавод как на этом плакате»)."""
    if tokens[k].text == P.HERE:
        return True
    return (k + 1 < len(tokens) and (tokens[k + 1].text == P.LIKE or tokens[k + 1].text in P.SUCH)
            and heard_here(tokens[k]))


def person_genitive(word: str) -> bool:
    """A person in the genitive, whose place a thing is at: «мамы», «соседей», «тебя», «него»."""
    return can_be(word, "NOUN", "anim", "gent") or can_be(word, "NPRO", "gent")


def person_after_at(tokens: Sequence[Token], person: int) -> bool:
    """The person at `person` after «вот у» or «вот как у»: in the genitive, or a person noun heard
    in the nominative right after «у» heard as itself, which cannot take it: the recognizer's
    ending («как у дядя на стене висит»; «вот тут мама на кухне стоит», whose «у» is only
    guessed from «тут», tells where the person is)."""
    word = tokens[person].text
    return person_genitive(word) or tokens[person - 1].text == P.AT and can_be(
        word, "NOUN", "anim", "nomn")


def positioned_at(tokens: Sequence[Token], k: int) -> int | None:
    """Position of a verb of position in the present right after a spot preposition at `k` and a
    place where a thing is («на доске стоит», «за забором висит»; the two heard as one word the
    dictionary does not know: «вторелки лежит» for «в тарелке лежит»; the place heard as a
    non-word apart: `place_heard_apart`), else None."""
    if k + 1 < len(tokens) and (glued_place(tokens[k]) or k > 0 and glued_place(
            vowel_carried_off(tokens[k], tokens[k - 1]))):
        at = k + 1
    elif k + 2 < len(tokens) and tokens[k].text in P.SPOT_PREPOSITIONS and (can_be(
            tokens[k + 1].text, "NOUN") and located(tokens[k + 1].text, tokens[k].text)
            or place_heard_apart(tokens[k + 1])):
        at = k + 2
    else:
        return None
    verb = tokens[at]
    return at if has_lemma(verb, P.POSITION_VERBS) and can_be(verb.text, "VERB", "pres") else None


def home_spot_at(tokens: Sequence[Token], k: int, ended: bool = False) -> int | None:
    """Position of the last place of the spot phrases from `k` («на балконе», «в баночке на
    полке») when one of them is a spot at home (`P.HOME_SPOTS`), once the word after it is heard
    (or the turn has `ended`) and is no verb in the past («на балконе росли» tells); else None."""
    last, home = None, False
    while (k + 1 < len(tokens) and tokens[k].text in P.SPOT_PREPOSITIONS
           and can_be(tokens[k + 1].text, "NOUN") and located(tokens[k + 1].text, tokens[k].text)):
        home = home or has_lemma(tokens[k + 1], P.HOME_SPOTS) and not (
            tokens[k].text == P.INSIDE and has_lemma(tokens[k + 1], P.SEEN_THROUGH))
        last, k = k + 1, k + 2
    if last is None or not home:
        return None
    if last + 1 >= len(tokens):
        return last if ended else None
    return None if can_be(tokens[last + 1].text, "VERB", "past") else last


def place_heard_apart(token: Token) -> bool:
    """The place after a spot preposition heard as a word the dictionary does not know, often with
    its first sound carried over to the preposition («над орелки лежит» for «на тарелке лежит»):
    as in `glued_place`, the verb of position after it vouches for a place."""
    return doubtful(token)


def glued_place(token: Token) -> bool:
    """A spot preposition run into the place after it, heard as one word the dictionary does not
    know («вторелки»: в тарелке), the place's sounds left unchecked: a verb of position vouches."""
    return doubtful(token) and any(
        token.text.startswith(spot) and len(token.text) - len(spot) >= GLUED_PLACE
        for spot in P.SPOT_PREPOSITIONS)


def vowel_carried_off(token: Token, before: Token) -> Token:
    """`token` without a first vowel that sounds as the last of the word before it, heard twice
    («тебя авторелки» for «тебя в тарелке»); `token` itself when it has none."""
    head = token.text[:1]
    if not head or head not in VOWELS or loose_key(head) != loose_key(before.text)[-1:]:
        return token
    return Token(token.index, token.text[1:], token.start, token.end, token.conf)


def look_glued(token: Token) -> bool:
    """A look imperative heard with a sound of the word before glued to its start, as a word the
    dictionary does not know («оглянь на полке» for «… глянь на полке»)."""
    return doubtful(token) and look_imperative(Token(token.index, token.text[1:], token.start,
                                                     token.end, token.conf))


def room_spot(tokens: Sequence[Token], begin: int, end: int, ended: bool = False) -> int | None:
    """Position of a spot in the room («в углу», «на стене», «у окна»; also heard as one word,
    `glued_spot`) among `tokens[begin:end]`, once the word after it is heard (or the turn has
    `ended`), unless the phrase tells a story (a verb in the past: «вот он стоял в углу», «вот он
    в углу сидел»)."""
    last = len(tokens) if ended else len(tokens) - 1
    for k in range(max(begin, 0), min(end, last)):
        spot = k > 0 and has_lemma(tokens[k], P.ROOM_SPOTS) and tokens[k - 1].text in P.PREPOSITIONS
        if spot or glued_spot(tokens[k].text):
            told = any(can_be(t.text, "VERB", "past") for t in tokens[begin : k + 2])
            return None if told else k
    return None


def body_spot(tokens: Sequence[Token], begin: int, end: int, ended: bool = False) -> int | None:
    """Position of a place on a body or near it where a thing is («во рту», «на шее», «на
    столе») among `tokens[begin:end]`, before any verb, once the word after it is heard (or the
    turn has `ended`) and is no verb in the past («вот как тот что у бабушки на столе стоял»
    tells): where the thing likened with «вот как та …» is shown."""
    last = len(tokens) if ended else len(tokens) - 1
    for k in range(max(begin, 1), min(end, last)):
        if can_be(tokens[k].text, "VERB"):
            return None
        if (has_lemma(tokens[k], P.NEAR_PLACES) and tokens[k - 1].text in P.PREPOSITIONS
                and located(tokens[k].text, tokens[k - 1].text)):
            told = k + 1 < len(tokens) and can_be(tokens[k + 1].text, "VERB", "past")
            return None if told else k
    return None


def placed_thing(tokens: Sequence[Token], k: int, ended: bool = False) -> int | None:
    """Position of the place right after the demonstrative at `k` where the thing it names is
    shown («вот этот | в банке маринованный», «вот как эта | на вешалке»): a spot preposition and
    a noun in the case of where a thing is, once the word after it is heard (or the turn has
    `ended`) and is no verb in the past («вот этот в армии служил» tells)."""
    place = k + 2
    if place >= len(tokens) or place + 1 >= len(tokens) and not ended:
        return None
    preposition, noun = tokens[k + 1].text, tokens[place].text
    if (preposition not in P.SPOT_PREPOSITIONS or not can_be(noun, "NOUN")
            or not located(noun, preposition)):
        return None
    told = place + 1 < len(tokens) and can_be(tokens[place + 1].text, "VERB", "past")
    return None if told else place


@lru_cache(maxsize=10_000)
def glued_spot(word: str) -> bool:
    """A room spot heard run into its preposition («вуглу», «настоле»), maybe spelled by ear or
    with a sound of the next word on it («напаталке»: на потолке, «настолес»: на столе с …), or
    its end lost into the next word («наполежит»: на полу лежит)."""
    if known(word):
        return False
    for preposition in P.SPOT_PREPOSITIONS:
        rest = word[len(preposition):]
        if not word.startswith(preposition) or len(rest) < 3:
            continue
        if any(rest.startswith(clip) for clip in clipped_places(P.ROOM_SPOTS)):
            return True  # «наполежит»: на полу лежит, the spot's ending lost into the next word
        for piece in (rest, rest[:-1]):
            for spelling in (piece, respelled(piece)):
                if (spelling and known(spelling) and lemmas(spelling) & P.ROOM_SPOTS
                        and located(spelling)):
                    return True
    return False


@lru_cache(maxsize=4)
def clipped_places(places: frozenset[str], left: int = CLIPPED_LEFT) -> frozenset[str]:
    """The forms of `places` (room spots, places near a player) of where a thing is («полу»,
    «вешалке», «шее») with their last `CLIPPED` letters lost, `left` or more letters left
    («пол», «вешал», «ше»)."""
    forms = {normalize(form.word) for place in places for p in parse(place)
             if p.tag.POS == "NOUN" and p.normal_form == place
             for case in ("loct", "loc2")
             if (form := p.inflect({case, "sing"})) is not None}
    return frozenset(form[:-cut] for form in forms for cut in range(1, CLIPPED + 1)
                     if len(form) - cut >= left)


def clipped_near_place(token: Token) -> bool:
    """A non-word that is a place near a player with its end lost, the turn's last sounds
    clipped by the recognizer («вот как у меня на ше» for «на шее»)."""
    return doubtful(token) and token.text in clipped_places(P.NEAR_PLACES, CLIPPED_NEAR_LEFT)


def located(word: str, preposition: str = "") -> bool:
    """A noun in the case of where a thing is («в руке», «на шкафу»; after `preposition` «за»,
    «под», «над», «перед» the instrumental: «за спиной»), not where it goes («за спину»)."""
    return (can_be(word, "loct") or can_be(word, "loc2")
            or preposition in P.BESIDE_PREPOSITIONS and can_be(word, "ablt"))


def look_imperative(token: Token) -> bool:
    """«смотри», «посмотри», «гляди»: the listener asked to look."""
    return has_lemma(token, P.LOOK_VERBS) and "impr" in grammemes(token.text)


def gesture_noun(token: Token) -> bool:
    """«жест», «пантомима»: a form of one, or a non-word that sounds like one from its start, an
    ending's sound or two off at most («жестамы»; «шестигранная» is no «жесте» glued to more)."""
    if not lemmas(token.text).isdisjoint(P.GESTURE_NOUNS):
        return True
    heard = heard_cue([token], 0, P.GESTURE_NOUNS)
    return heard is not None and heard.heard.begin == 0 and len(heard.heard.tail) <= ENDING_SLIP


def shown_before(tokens: Sequence[Token], begin: int, end: int) -> bool:
    """«вот эта», «вон тот» among `tokens[begin:end]`: a pointer with a demonstrative after it."""
    return any(tokens[k].text in (P.HERE, P.THERE) and tokens[k + 1].text in P.THING_DEMONSTRATIVES
               for k in range(begin, end - 1))


def looked_from(tokens: Sequence[Token], i: int) -> int:
    """Start of a pointing phrase at `i` with the look imperative said right before it: «смотри
    вот этот …» is one act of pointing, from «смотри» on."""
    return i - 1 if i > 0 and look_imperative(tokens[i - 1]) else i


def pointed_head(tokens: Sequence[Token], begin: int) -> int:
    """Start of the phrase naming the thing before a place at `begin`: «то что | у меня на руке»,
    «вот это | у меня на шее», «вот как | у меня на руках», «вот как эта | в моей сумке» (the head
    belongs to the pointing)."""
    k = begin
    if k > 1 and tokens[k - 1].text in P.RELATIVE_HEADS:
        if tokens[k - 2].text in P.DEMONSTRATIVE_HEADS:
            k -= 2
    elif k > 0 and tokens[k - 1].text in (*P.DEMONSTRATIVE_HEADS, P.LIKE):
        k -= 1
        if k > 0 and tokens[k].text != P.LIKE and tokens[k - 1].text == P.LIKE:
            k -= 1  # «вот как эта | в моей сумке»
    if k > 0 and said_here(tokens, k - 1):
        k -= 1
    return k if said_here(tokens, k) else shown_like(tokens, k)


def held_up(tokens: Sequence[Token], k: int) -> bool:
    """«вот», a preposition and a thing held up to show from `k` on, right before a player's place
    («вот на картинке | у меня», «вот в телефоне | у тебя»)."""
    return (k >= 0 and tokens[k].text == P.HERE and tokens[k + 1].text in P.PREPOSITIONS
            and has_lemma(tokens[k + 2], P.HELD_THINGS))


def shown_like(tokens: Sequence[Token], begin: int) -> int:
    """«вот как» up to `LIKE_REACH` words before `begin` with no verb between: the thing at a
    player likened to one shown («вот как на той картинке | у тебя за спиной»); else `begin`."""
    for k in range(begin - 1, max(0, begin - LIKE_REACH) - 1, -1):
        if can_be(tokens[k].text, "VERB"):
            break
        if tokens[k + 1].text == P.LIKE and said_here(tokens, k):
            return k
    return begin


def shown_such(tokens: Sequence[Token], like: int) -> int:
    """«вот такой» up to `LIKE_REACH` words before «как» at `like` with no verb between: a size or
    shape shown with the hands and likened to what follows; else `like`."""
    for k in range(like - 1, max(0, like - LIKE_REACH) - 1, -1):
        if can_be(tokens[k].text, "VERB"):
            break
        if tokens[k + 1].text in P.SUCH and said_here(tokens, k):
            return k
    return like


class Pointing(PhraseRule):
    name = "pointing"
    window = WINDOW
    gap = GAP

    def patterns(self, target: str) -> tuple[Pattern, ...]:
        return (
            self._there,
            self._here,
            self._here_at_someone,
            self._look,
            self._see_placed,
            self._show,
            self._room,
            self._at_body,
            self._in_mine,
            self._this_spot,
            self._relative,
        )

    @anchored(lambda token: token.text == P.THERE or heard_echoed(token, P.THERE)
              or there_glued(token) or P.THERE in token.text or there_onset_slipped(token))
    def _there(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """«вон …», also heard as a non-word («валон там»: `heard_there`) or run into the word
        after it («вону подъезд»: `there_glued`) or before it («кремовон на»: `there_trailing`);
        not «вон» heard unsure before a non-word heard unsure."""
        if i + 1 >= len(tokens):
            return
        if there_glued(tokens[i]) or there_trailing(tokens, i) or there_run_into_spot(tokens, i):
            yield Match(i, i + 1, 0.85, "there", f"«{tokens[i].text}» — указание на предмет",
                        reach=i + 1)  # decided at the word after it
            return
        if not (tokens[i].text == P.THERE or heard_there(tokens, i)):
            return
        sent_away = i > 0 and has_lemma(tokens[i - 1], P.SEND_AWAY_VERBS)
        if unsure(tokens[i]) and doubtful(tokens[i + 1]) and unsure(tokens[i + 1]):
            return  # «вон терни» for «в интернете»: both heard wrong, a longer word's pieces
        if (not sent_away and tokens[i + 1].text == P.LIKE and i + 2 < len(tokens)
                and (tokens[i + 2].text in P.THING_DEMONSTRATIVES or glued_thing(tokens[i + 2]))):
            yield Match(i, i + 3, 0.8, "there_like",
                        f"«{' '.join(texts(tokens, i, i + 3))}» — указание на предмет")
        elif not sent_away and tokens[i + 1].text not in P.THERE_INNOCENT_NEXT:
            yield Match(
                i,
                i + 2,
                0.85,
                "there",
                f"«{tokens[i].text} {tokens[i + 1].text}» — указание на предмет",
                reach=heard_there_reach(tokens, i),
            )

    @anchored(lambda token: token.text == P.HERE or heard_here(token))
    def _here(self, tokens: Sequence[Token], i: int, ended: bool = False) -> Iterator[Match]:
        """«вот» + a demonstrative (after up to two prepositions, or «как» before a thing's: «вот
        как эта свеча на столе»; or «на чём» heard as one word) with a here-and-now word or a
        room spot near it."""
        if not said_here(tokens, i):
            return
        k = i + 1
        while k < len(tokens) and k <= i + 2 and tokens[k].text in P.PREPOSITIONS:
            k += 1
        if (k == i + 1 and k + 1 < len(tokens) and tokens[k].text == P.LIKE
                and tokens[k + 1].text in P.THING_DEMONSTRATIVES):
            k += 1  # «вот как этот …»: like the thing shown
        elif (k == i + 1 and k + 1 < len(tokens) and has_lemma(tokens[k], {P.LIKE_RUN_IN})
              and tokens[k + 1].text == P.LIKE_RUN_IN_TAIL):
            k += 1  # «вот какая то …»: «как эта» heard run together, «то» for the thing
        if k >= len(tokens) or not (tokens[k].text in P.DEMONSTRATIVES
                                    or k == i + 1 and glued_relative(tokens[k])):
            return
        start = looked_from(tokens, i)
        phrase = f"«{' '.join(t.text for t in tokens[start : k + 1])}»"
        marker = None if tokens[k].text == "так" else here_and_now(tokens, k + 1, k + 7)
        spot = None
        if tokens[k].text != "так":  # «вот он в углу стоит», «в стене вот эта штука»
            spot = room_spot(tokens, k + 1, k + 4, ended)
            if spot is None:
                spot = room_spot(tokens, max(0, i - SPOT_BEFORE), i + 1, ended)
            if spot is None and tokens[k].text in P.THING_SHOWN:
                spot = placed_thing(tokens, k, ended)  # «вот этот в банке маринованный»
            if spot is None and k == i + 2 and tokens[i + 1].text == P.LIKE:
                # «вот как та что у ребёнка во рту»: like the thing shown at a body
                spot = body_spot(tokens, k + 1, k + 1 + LIKE_REACH, ended)
        if marker is None and spot is not None:
            begin, end = min(start, spot - 1), max(spot + 1, k + 1)
            yield Match(
                begin,
                end,
                0.75,
                "here_room",
                f"«{' '.join(texts(tokens, begin, end))}» — указание на предмет в комнате",
                (("marker", tokens[spot].text),),
                reach=max(spot + 1, k),
            )
        elif marker is not None:
            at, decided = marker  # the phrase shown up to the word that decided it
            yield Match(
                start,
                decided + 1,
                0.8,
                "here_now",
                f"{phrase} — указание на предмет рядом",
                (("marker", tokens[at].text),),
            )
        elif tokens[k].text == "так":
            gesture = self._gesture_near(tokens, i)
            if gesture is not None:
                yield Match(
                    start, k + 1, 0.8, "gesture", f"{phrase} — объяснение жестом", reach=gesture
                )

    @anchored(lambda token: token.text == P.HERE or here_at_glued(token) or heard_here(token))
    def _here_at_someone(self, tokens: Sequence[Token], i: int, ended: bool = False
                         ) -> Iterator[Match]:
        """«вот у мамы на доске стоит», «вот у тебя на парте лежит»: «вот», «у» and a person, a
        spot preposition and a place where a thing is, then a verb of position in the present
        (`positioned_at`): the thing shown where it stands now, at someone («вот у бабушки в
        деревне стоял» tells a story). «вот у» may be heard as one word («воту») or «у» with the
        «т» of «вот» carried over («вот ту», «вот тут»: `at_after_here`); the thing may be likened
        to the one there («вот как у бабушки в шкатулке лежат»: `likened_at_person`), or to one
        at a player's home spot, with no verb needed («вот как у меня на балконе растут»:
        `home_spot_at`, judged at the turn's end too)."""
        person = at_person(tokens, i)
        likened = person is None and said_here(tokens, i)
        if likened:
            person = likened_at_person(tokens, i)
        if person is None or person + 2 >= len(tokens):
            return
        home = (home_spot_at(tokens, person + 1, ended)
                if likened and tokens[person].text in P.PLAYER_GENITIVES else None)
        if home is not None:
            yield Match(i, home + 1, 0.7, "here_at",
                        f"«{' '.join(texts(tokens, i, home + 1))}» — указание на предмет")
            return
        if not person_after_at(tokens, person):
            return
        verb = positioned_at(tokens, person + 1)
        if verb is not None and not (likened and has_lemma(tokens[verb], P.HOW_VERBS)):
            yield Match(i, verb + 1, 0.7, "here_at",
                        f"«{' '.join(texts(tokens, i, verb + 1))}» — указание на предмет")

    def finish(self, tokens: Sequence[Token], target: str) -> list[Alert]:
        """The turn is over: a room spot said last («вот эта свеча на столе») no longer waits for
        a verb after it that would make the phrase a story."""
        begin = max(0, len(tokens) - self.window)
        found = [m for i in range(begin, len(tokens)) for m in self._here(tokens, i, ended=True)]
        found.extend(m for i in range(begin, len(tokens))
                     for m in self._here_at_someone(tokens, i, ended=True))
        found.extend(self._this_spot(tokens, len(tokens) - 2, ended=True))
        found.extend(self._seen(tokens))
        return to_alerts(self.name, tokens, found, 0, self.gap)

    @staticmethod
    def _seen(tokens: Sequence[Token]) -> Iterator[Match]:
        """«вон у соседа в саду стоит видишь», «вот эта над окном смотри»: the turn ends asking
        whether the listener sees the thing, or asking them to look at it, the thing placed just
        before (a spot preposition or a verb of position among the `SEEN_PLACE` words before the
        last, not denied) or shown (`shown_before`); the pointing is the clause, its last
        `SEEN_REACH` words (the pointer itself or the place is often lost through speech: «в волон
        тоту дорогие видишь», «вот это надо к нум смотри»)."""
        last = len(tokens) - 1
        if last < 1 or tokens[last - 1].text == "не":
            return
        if tokens[last].text not in P.SEE_QUESTIONS and not look_imperative(tokens[last]):
            return
        before = tokens[max(0, last - SEEN_PLACE) : last]
        begin = max(0, last - SEEN_REACH)
        if (any(t.text in P.SPOT_PREPOSITIONS or has_lemma(t, P.POSITION_VERBS) for t in before)
                or shown_before(tokens, begin, last)):
            yield Match(begin, last + 1, 0.7, "seen",
                        f"«{' '.join(texts(tokens, begin, last + 1))}» — указание на предмет")

    @staticmethod
    def _gesture_near(tokens: Sequence[Token], i: int) -> int | None:
        near = [*range(max(0, i - 3), i), *range(i + 2, min(i + 4, len(tokens)))]
        for k in near:
            if has_lemma(tokens[k], P.GESTURE_LEMMAS):
                return k
        return None

    @anchored(lambda token: look_imperative(token) or look_glued(token))
    def _look(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not (look_imperative(token) or look_glued(token)):
            return
        for k in range(i + 1, min(i + 3, len(tokens))):
            heard = heard_there(tokens, k)  # «смотри валон там»
            if tokens[k].text not in P.LOOK_DIRECTIONS and not heard:
                continue
            if tokens[k].text in P.PREPOSITIONS:
                if k + 1 >= len(tokens) or tokens[k + 1].text in P.THIRD_PERSON:
                    return  # «посмотри в него»: how the thing is used, not where it is
            if tokens[k].text == P.THERE:
                if k + 1 >= len(tokens) or tokens[k + 1].text in P.THERE_INNOCENT_NEXT:
                    return  # «смотри вон как …»: an exclamation, not a place
            yield Match(
                i, k + 1, 0.8, "look",
                f"«{token.text} {tokens[k].text}» — просьба посмотреть на предмет",
                reach=heard_there_reach(tokens, k) if heard
                else k + 1 if tokens[k].text in (*P.PREPOSITIONS, P.THERE) else k,
            )
            return

    @anchored(lambda token: token.text in P.SEE_QUESTIONS)
    def _see_placed(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """«видишь на проводе сидит»: the listener asked whether they see the thing, placed right
        after (a spot preposition, a word, a verb of position in the present: not «видишь ли»,
        not «видишь на картинке было»)."""
        if tokens[i].text not in P.SEE_QUESTIONS or i + 3 >= len(tokens):
            return
        verb = tokens[i + 3]
        if (tokens[i + 1].text in P.SPOT_PREPOSITIONS and has_lemma(verb, P.POSITION_VERBS)
                and can_be(verb.text, "VERB", "pres")):
            yield Match(i, i + 4, 0.7, "seen",
                        f"«{' '.join(texts(tokens, i, i + 4))}» — указание на предмет")

    @anchored(lambda token: has_lemma(token, P.SHOW_VERBS) or gesture_noun(token))
    def _show(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if has_lemma(token, P.SHOW_VERBS) and first_person_present(token):
            yield Match(i, i + 1, 0.8, "show", f"«{token.text}» — объясняющий показывает")
        elif gesture_noun(token):
            yield Match(i, i + 1, 0.7, "gesture", f"«{token.text}» — объяснение жестом")

    @anchored(lambda token: has_lemma(token, P.ROOM_NOUNS))
    def _room(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        if not has_lemma(tokens[i], P.ROOM_NOUNS):
            return
        before = tokens[max(0, i - 2) : i]
        if any(has_lemma(t, P.ROOM_DEICTICS) for t in before):
            yield Match(
                i - len(before), i + 1, 0.7, "room", f"«{tokens[i].text}» — предмет в этой комнате"
            )

    @anchored(lambda token: token.text in P.PERSON_PLACES)
    def _at_body(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """«у меня в руке», «на мне», «у меня сейчас на руках»: a thing at the speaker now; a thing
        held up with «вот» before it («вот как у меня в телефоне»), or at the listener shown with
        «вот» («вот как у тебя на ногах»); a thing worn, shown with «вот» («вот как на мне»)."""
        if i == 0 or tokens[i - 1].text not in P.PREPOSITIONS:
            return
        if tokens[i].text not in P.PERSON_PLACES:
            return
        if held_up(tokens, i - 4) and i + 1 < len(tokens) and not can_be(tokens[i + 1].text,
                                                                          "VERB", "past"):
            yield Match(i - 4, i + 1, 0.65, "at_me",
                        f"«{' '.join(texts(tokens, i - 4, i + 1))}» — предмет у играющего",
                        reach=i + 1)
            return  # «вот на картинке у меня», not «вот на фото у меня был кот» (told)
        second = tokens[i].text in P.SECOND_PERSON_PLACES
        now = i + 1 < len(tokens) and tokens[i + 1].text in P.NOW  # «сейчас» before the place
        begin = pointed_head(tokens, i - 1)
        if second and not said_here(tokens, begin):
            return
        if (said_here(tokens, begin) and tokens[i - 1].text == P.WORN_ON
                and i + 1 < len(tokens) and not can_be(tokens[i + 1].text, "VERB")):
            yield Match(begin, i + 1, 0.65, "at_me",
                        f"«{' '.join(texts(tokens, begin, i + 1))}» — предмет на играющем",
                        reach=i + 1)
            return  # «вот как на мне сейчас», «вот на мне шапка»: worn (no verb next: «вот на мне
            # лежит вся работа» tells)
        places = P.NEAR_PLACES | P.HELD_THINGS if said_here(tokens, begin) else P.NEAR_PLACES
        for k in range(i + 1 + now, min(i + 3 + now, len(tokens))):
            if tokens[k - 1].text in P.PREPOSITIONS and (
                    has_lemma(tokens[k], places) and located(tokens[k].text, tokens[k - 1].text)
                    or clipped_near_place(tokens[k])):  # «на колени»: where to, no place
                yield Match(
                    begin,
                    k + 1,
                    0.65,
                    "at_me",
                    f"«{' '.join(t.text for t in tokens[begin : k + 1])}» — предмет у "
                    f"{'отгадывающего' if second else 'объясняющего'}",
                )
                return

    @anchored(lambda token: has_lemma(token, P.POSSESSIVES))
    def _in_mine(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """«вот как эта в моей сумке», «вот как у тебя … » said with a possessive: a thing shown
        with «вот» in a place of a player's own (a body part, a thing held); or a size or shape
        shown with «вот такой» likened to one («вот такая плоская как моя ладонь»)."""
        if not has_lemma(tokens[i], P.POSSESSIVES) or i == 0 or i + 1 >= len(tokens):
            return
        likened = tokens[i - 1].text == P.LIKE  # «вот такая плоская как моя ладонь»
        if likened:
            begin = shown_such(tokens, i - 1)
        elif tokens[i - 1].text in P.PREPOSITIONS:
            begin = pointed_head(tokens, i - 1)
        else:
            return
        place = tokens[i + 1]
        if (said_here(tokens, begin) and has_lemma(place, P.NEAR_PLACES | P.HELD_THINGS)
                and (likened or located(place.text))):
            yield Match(begin, i + 2, 0.65, "at_me",
                        f"«{' '.join(texts(tokens, begin, i + 2))}» — предмет у играющего")

    @anchored(lambda token: token.text in P.SPOT_DEMONSTRATIVES)
    def _this_spot(self, tokens: Sequence[Token], i: int, ended: bool = False
                   ) -> Iterator[Match]:
        """«вот такие как на этой полке стоят», «вот как в этом шкафу»: a thing likened, with «вот
        такой как» or «вот как», to one at a spot of this room named with a demonstrative (a
        spot preposition, «этой/том» and a room spot where a thing is, or a picture shown: «вот
        такой как на этой картинке»), once the word after it is
        heard and is no verb in the past («вот как на этой стене висел» tells), or the turn has
        `ended` on the spot."""
        last = len(tokens) - (2 if ended else 3)
        if i < 3 or i > last or tokens[i].text not in P.SPOT_DEMONSTRATIVES:
            return
        preposition, spot = tokens[i - 1].text, tokens[i + 1]
        if (preposition not in P.SPOT_PREPOSITIONS
                or not has_lemma(spot, P.SHOWN_SPOTS)
                or not located(spot.text, preposition)
                or i + 2 < len(tokens) and can_be(tokens[i + 2].text, "VERB", "past")):
            return
        like = i - 2
        begin = shown_such(tokens, like) if tokens[like].text == P.LIKE else like
        if tokens[like].text == P.LIKE and begin == like:
            begin = like - 1 if like > 0 and said_here(tokens, like - 1) else like
        if not said_here(tokens, begin):
            return
        yield Match(begin, i + 2, 0.7, "like_spot",
                    f"«{' '.join(texts(tokens, begin, i + 2))}» — указание на предмет в комнате",
                    reach=i + 2)

    @anchored(lambda token: token.text in P.PREPOSITIONS)
    def _relative(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """«то на чём мы сейчас сидим»: a thing described by what we do with it right now."""
        if tokens[i].text not in P.PREPOSITIONS or i + 1 >= len(tokens):
            return
        if tokens[i + 1].text not in P.RELATIVES:
            return
        players = any(t.text in P.PLAYERS for t in tokens[i + 2 : i + 5])
        for k in range(i + 2, min(i + 5, len(tokens))):
            if tokens[k].text in P.HERE_WORDS or (tokens[k].text in P.NOW and players):
                yield Match(
                    i,
                    k + 1,
                    0.65,
                    "relative_now",
                    f"«{' '.join(t.text for t in tokens[i : k + 1])}» — предмет здесь и сейчас",
                )
                return
