"""Words a recognizer heard slightly wrong, recognised by sound (the phonetic key).

Only a *doubtful* word is taken for another: one the dictionary does not know (a recognizer that
mishears often writes a non-word: «ревмуется», «кид», «велосеред»), and not a one-letter preposition
glued to a known word («снеба» is «с неба»). A dictionary word is taken as said, even heard unsure:
short words sound like too much («там» like «дом», «шесть» like «жест»).

- `heard_as(token, lemmas)`: a cue word of a phrase rule heard wrong («ревмуется» for «рифмуется»):
  a doubtful word that sounds like a form of a cue lemma.
- `misheard_target(token, target)`: the secret word or a word of its family heard wrong («кид» for
  кит): a cognate alert, a little less sure than a word heard right.

«Sounds like» is an edit distance between loose phonetic keys (`referee.language.phonetics`): 0;
or 1 from `LONG_KEY` sounds on, for a cue or the secret word itself (not its family: a family has
hundreds of forms, «водиле» is one sound off «водице»), heard by a recognizer unsure of it
(confidence below `UNSURE`; a typed or surely heard non-word one sound off is more often another
word: «зонне» is German).
A doubtful word that begins with a long enough form (`glued`) counts too: recognizers glue words.
Never a list of misrecognitions.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from common.analyzer import normalize, parse
from referee.events import Alert
from referee.language.morphology import morphology
from referee.language.phonetics import loose_key, sound_distance
from referee.language.words import known
from referee.rules.base import Token

UNSURE = 0.7  # a recognizer's word confidence below this: the word may be misheard
LONG_KEY = {"target": 4, "cue": 7}  # sounds in a key from which one edit is allowed (unsure)
MIN_KEY = 3  # shorter words are too easily alike
CONFIDENCE = {"target": 0.7, "family": 0.6}
GLUED_FORM = 5  # sounds of a form a doubtful word may begin with, glued to the next word
GLUED_TAIL = 7  # sounds of that next word at most


GLUED = ("с", "в", "к")  # one-letter prepositions a recognizer glues to the next word


def doubtful(token: Token) -> bool:
    """A word that may be a real word misheard: unknown to the dictionary, and not a
    one-letter preposition glued to a known word («снеба» is «с неба»). A dictionary word is
    taken as said, even heard unsure: short ones sound like too much («там» like «дом»)."""
    word = token.text
    if known(word):
        return False
    return not (word[:1] in GLUED and len(word) > 3 and known(word[1:]))


def close(word: str, form: str, long_key: int | None) -> bool:
    """`word` sounds like `form` (see the module docstring); one edit is allowed from `long_key`
    sounds on (None: never)."""
    key = loose_key(word)
    if len(key) < MIN_KEY:
        return False
    shorter = min(len(key), len(loose_key(form)))
    allowed = 1 if long_key is not None and shorter >= long_key else 0
    return sound_distance(word, form, allowed + 1) <= allowed or glued(key, loose_key(form))


def glued(key: str, form: str) -> bool:
    """The word begins with `form` glued to a short scrap of the next word («буквайс» is «буква
    эс», «школьникознавит» is «школьник знает»); `form` long enough not to begin words by chance."""
    return len(form) >= GLUED_FORM and key.startswith(form) and len(key) - len(form) <= GLUED_TAIL


@lru_cache(maxsize=1_000)
def forms_of(lemmas: frozenset[str]) -> frozenset[str]:
    """Every inflected form of the lemmas (pymorphy3 lexemes), ё as е."""
    return lemmas | {normalize(f.word) for lemma in lemmas for p in parse(lemma)[:1]
                     for f in p.lexeme}


def heard_as(token: Token, lemmas: Iterable[str]) -> bool:
    """A doubtful `token` that sounds like a form of one of `lemmas` (a cue heard wrong)."""
    if not doubtful(token):
        return False
    return _sounds_like_any(token.text, forms_of(frozenset(lemmas)), _long_key(token, "cue"))


def _long_key(token: Token, use: str) -> int | None:
    """One edit only for a word heard unsure."""
    return LONG_KEY[use] if token.conf < UNSURE else None


@lru_cache(maxsize=50_000)
def _sounds_like_any(word: str, forms: frozenset[str], long_key: int | None) -> bool:
    return any(close(word, form, long_key) for form in forms)


def misheard_target(token: Token, target: str) -> Alert | None:
    """A cognate alert for a doubtful `token` that sounds like the secret word or its family."""
    if not doubtful(token):
        return None
    model, long_key = morphology(), _long_key(token, "target")
    kind = ("target" if _sounds_like_any(token.text, model.target(target).forms, long_key) else
            "family" if _sounds_like_any(token.text, model.family(target), None) else None)
    if kind is None:
        return None
    what = "загаданное слово" if kind == "target" else "однокоренное с загаданным словом"
    return Alert(
        rule="cognate",
        span=(token.index, token.index + 1),
        words=(token.text,),
        confidence=CONFIDENCE[kind],
        explanation=f"„{token.text}“ — похоже по звучанию на {what} „{target}“ "
                    "(ошибка распознавания?)",
        evidence={"method": "sound", "misheard": kind, "key": loose_key(token.text),
                  "conf": token.conf},
        start=token.start,
        end=token.end,
        exact_target=kind == "target",
    )
