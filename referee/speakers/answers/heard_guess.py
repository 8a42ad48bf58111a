"""The guesser's answer heard wrong: the secret word, or a word of its family, by sound.

A guesser mostly says single words, and a recognizer often turns a short answer into a non-word
(«гетара» for гитара, «кук ка» for кукла) that no rule of the checker takes for the secret word.
A guesser's word the checker raised nothing on is compared by sound (`loose_key`, the key the
misheard-word rule uses) with the secret word's forms and its family's, alone or glued to the
guesser's word before it (a word heard in two pieces):

- a non-word within the edit budget of a naming form (nominative, infinitive: «ножах» is
  nobody's answer) of the secret word (`edit_budget`, one sound off from `TARGET_FIRST` sounds:
  «стул» is never «стол», and it is a word anyway), or a rarer dictionary word that sounds exactly
  like one: «Угадано?», marked as heard unsure;
- the same for a naming form of its family (one sound off only from `FAMILY_FIRST` sounds: the
  family has many forms), its productive diminutives no dictionary holds among them
  (`diminutives`: сейфик, фургончик): the form hint. Of the two, the nearer wins («корандашок»
  is two sounds off «карандаши», none off «карандашок»), the secret word on a tie.

The checker's own same-root verdict on a guesser's word (a non-word sounding like a form of the
secret word, raised as same-root by sound or by a root found in it: «пандар», панд + ар, for
панда) is a guess by the same test, and the secret word heard in a form that is none of its naming
forms is the form hint when it sounds nearer a naming form of the family (`oblique_answer`:
«грибов» for грибок under гриб) (`verdicts.by_speaker`).

The judge decides; an answer heard this way is marked «похоже на …» so the judge knows it was not
heard as said.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from common.analyzer import normalize, parse
from referee.events import Alert, WordEvent
from referee.language.frequency import russian_zipf
from referee.language.morphology import morphology
from referee.language.phonetics import MIN_KEY, edit_budget, loose_key
from referee.language.words import known
from referee.speakers.answers.diminutives import diminutives

# sounds of a secret word's form from which an answer may be a sound off. 5 until session 36; at
# 4, over the 88 rounds with the true speakers, 8 answers heard a sound off a four-sound form are
# found («карф» for карп, «крлык» for клык, «чука» for щука, «ёка» for ёлка) and no other word of a
# guesser's is asked; outside, a four-sound secret word then takes about 10 of 8,011 non-words
# heard in the speech sets' recognitions for itself (1.7 at 5; a five-sound one takes 4.7), and of
# the 16,040 words heard in the explanation sets, each under its line's secret word, 2 more sound
# like it: «коро» under хор, «рилл» under рельс (the foreign words said for them)
TARGET_FIRST = 4
FAMILY_FIRST = 6  # ...and of a family form's
MAX_JOIN = 2  # the guesser's consecutive words an answer may be heard in
CONFIDENCE = {"guess": 0.6, "form": 0.5}
LONG = 99  # sounds: a form long enough for the largest edit budget
METHOD = "heard-guess"  # `Alert.evidence["method"]` of an answer heard this way


def heard_guess(words: Sequence[WordEvent], secret: str) -> Alert | None:
    """The answer that the guesser's last words (consecutive, the newest last) sound like: a
    cognate alert with `prompt` "guess" (the secret word) or "form" (its family), or None. The
    newest word alone is tried first, then glued to the word before it."""
    for size in range(1, min(MAX_JOIN, len(words)) + 1):
        said = words[-size:]
        if any(b.index != a.index + 1 for a, b in zip(said, said[1:], strict=False)):
            break
        text = "".join(w.text.lower() for w in said)
        found = sounds_like(text, secret)
        if found is not None:
            return answer_alert(said, secret, *found)
    return None


def sounds_like(text: str, secret: str) -> tuple[str, str] | None:
    """("guess" or "form", the form it sounds like) for an answer `text` heard wrong, or None;
    the nearer of the secret word's and its family's forms, the secret word's on a tie
    («корандашок» is two sounds off «карандаши», none off «карандашок»)."""
    key = loose_key(text)
    if len(key) < MIN_KEY:
        return None
    word = known(text)
    found = [(edits, order, kind, form)
             for order, (kind, keys, first) in enumerate(
                 (("guess", target_keys(secret), TARGET_FIRST),
                  ("form", family_keys(secret), FAMILY_FIRST)))
             for edits, form in _near(text, key, word, keys, first)]
    if not found:
        return None
    _, _, kind, form = min(found)
    return kind, form


def oblique_answer(text: str, secret: str) -> str | None:
    """The family's naming form that `text`, heard as a form of the secret word that is none of
    its naming forms («грибов» for гриб), sounds nearer than any naming form of the secret word
    does, within a non-word's edit budget of it (`FAMILY_FIRST`), or None: nobody answers in the
    genitive plural, and «грибов» is one sound off «грибок», two off «гриб», so the guesser's
    «грибок» was likelier heard than a «грибов» said. The nearest such form; None too when it
    sounds as near a naming form of the secret word («гриба»: one sound off «гриб» and
    «грибная»)."""
    key = loose_key(text)
    target = min((Levenshtein.distance(key, k) for k, _ in target_keys(secret)), default=0)
    if target == 0:  # a naming form, or a secret word without any (nothing to compare with)
        return None
    nearer = [(edits, form) for edits, form in _near(text, key, False, family_keys(secret),
                                                     FAMILY_FIRST) if edits < target]
    return min(nearer)[1] if nearer else None


def _near(text: str, key: str, word: bool, keys: tuple[tuple[str, str], ...],
          first: int) -> list[tuple[int, str]]:
    """(edits, form) of the forms whose keys `key` is within the edit budget of (none for a
    dictionary `word`, which must also be rarer than the form: else it was said as heard)."""
    most = 0 if word else edit_budget(LONG, True, first)
    near = []
    for _, edits, i in process.extract(key, [k for k, _ in keys], scorer=Levenshtein.distance,
                                       score_cutoff=most, limit=None):
        form_key, form = keys[i]
        if edits > (0 if word else edit_budget(len(form_key), True, first)):
            continue
        if word and (text == form or russian_zipf(text) >= russian_zipf(form)):
            continue
        near.append((edits, form))
    return near


@lru_cache(maxsize=64)
def target_keys(secret: str) -> tuple[tuple[str, str], ...]:
    """(loose key, form) of the secret word's naming forms."""
    return _keys(frozenset({secret}))


@lru_cache(maxsize=64)
def family_keys(secret: str) -> tuple[tuple[str, str], ...]:
    """(loose key, form) of its family's naming forms that are not the secret word's, its
    productive diminutives among them (`diminutives`: сейфик, though no dictionary has it)."""
    target = target_keys(secret)
    made = {(loose_key(form), form) for form in diminutives(secret)}  # whatever the analyzer
    # guesses of a word it does not know, its nominative is itself
    return tuple(sorted(k for k in set(_keys(morphology().target(secret).family)) | made
                        if k not in target))


def _keys(lemmas: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """The loose keys of the lemmas' naming forms: an answer is said in one (nominative or
    infinitive; «ножах» is nobody's answer, and «нужок» is one sound off it)."""
    forms = {normalize(f.word) for lemma in lemmas for p in _as_itself(lemma) for f in p.lexeme
             if {"nomn", "INFN"} & set(f.tag.grammemes)}
    return tuple(sorted((loose_key(f), f) for f in forms))


def _as_itself(lemma: str) -> tuple:
    """`lemma`'s likeliest parse as its own dictionary form, known to the dictionary (one or
    none): «пень» the noun, not the imperative of пенить the analyzer puts first (whose naming
    forms, «пенящий», «пенимая», hold no «пень»), «носок» not носка's plural; else the likeliest
    parse (a guessed lexeme of an unknown word, «мосточеки», is no better than the first)."""
    parses = parse(lemma)
    itself = [p for p in parses
              if p.is_known and normalize(p.normal_form) == normalize(lemma)]
    return tuple((itself or list(parses))[:1])


def heard_as(heard: str, secret: str, kind: str, form: str,
             why: str = "расслышано неуверенно") -> str:
    """The judge's explanation of an answer `heard` that sounds like `form`: of the secret word
    itself (`kind` "guess") or of its family ("form"), and `why`."""
    what = "загаданное слово" if kind == "guess" else "однокоренное с загаданным"
    return f"«{heard}» — похоже на «{form}» ({what} «{secret}», {why})"


def answer_alert(said: Sequence[WordEvent], secret: str, kind: str, form: str,
                 method: str = METHOD, why: str = "расслышано неуверенно") -> Alert:
    """The alert of the guesser's answer `said` heard as `form` (`kind` as in `sounds_like`) by
    `method`, explained with `why`."""
    return Alert(
        rule="cognate",
        span=(said[0].index, said[-1].index + 1),
        words=tuple(w.text for w in said),
        confidence=CONFIDENCE[kind],
        explanation=heard_as(" ".join(w.text for w in said), secret, kind, form, why),
        evidence={"method": method, "form": form, "target_lemma": secret},
        start=said[0].start,
        end=said[-1].end,
        exact_target=kind == "guess",
    )
