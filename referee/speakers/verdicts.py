"""The rules by speaker: what an alert means once the speaker of its words is known.

- The explainer's words are checked as always; the secret word itself said by the explainer is a
  violation, not a guess (`exact_target` cleared).
- The guesser's secret word is a guess: the judge is asked «Угадано?» (`prompt` "guess"), also
  when it was heard only near the secret word (a non-word that sounds like one of its forms, the
  checker's "near" match: «гетара» for гитара), marked so. A guesser's same-root word is not a
  guess yet: the judge is told «однокоренное — пусть уточнит форму» (`prompt` "form"), not a
  violation. The guesser's other words are not checked by the rules, only by sound
  (`heard_answers`: an answer heard wrong, `referee.speakers.answers.heard_guess`).
- A span with words of uncertain speaker (and none of the explainer's surely) goes to the judge as
  a question, «кто сказал?» (`prompt` "who"): with both readings, the guesser's (a guess, the form
  hint, or nothing) and the explainer's (a violation); it is never dropped. A guesser's word the
  misheard-word rule took for the secret word glued to more sounds («цамолётик»: самолёт + «ик»)
  is judged by the whole word's sound: nearer a family form, it is the form hint.
- A lone answer: a word the voices give the explainer on little evidence, or no speaker, said in
  a short utterance after a long pause (`WordEvent.speaker_doubtful`; `rule_speaker`: `LONE`).
  Its place decides when it is the secret word or of its family: a guesser answers with a bare
  word between pauses, an explainer who blurts the word says it inside a sentence (in all the
  rounds' scripts, and the lone blurts of s45 and s47 are given to the explainer by the voices,
  surely: log-odds 2.4–5.7). It asks «Угадано?» or gives the form hint as the guesser's, its
  explanation saying the voice was unsure and what the explainer saying it would be
  (`evidence["speaker_unsure"]`); the guesser's answers heard wrong are looked for in it too.
  Any other alert on it asks «кто сказал?».
- A one-letter word («к», «в») holds no root: a same-root or secret-word alert spanning one is
  judged by the speakers of its other words (`_root_speakers`: a guesser's гнёздышко heard «к
  нёздушка» in noise, the «к» in the explainer's segment across the pause, is the guesser's).
- Words without a speaker (no attribution) leave the alert as it was.

The speaker and the prompt go into `Alert.evidence` ("speaker", "prompt").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from referee.events import Alert, WordEvent
from referee.speakers.answers.heard_guess import (
    heard_as,
    heard_guess,
    oblique_answer,
    sounds_like,
)
from referee.speakers.attribution import EXPLAINER, GUESSER, UNCERTAIN

FORM_HINT = "однокоренное — пусть уточнит форму"
LONE = "lone"  # `rule_speaker`: a lone answer, said after a pause, its voice unsure
UNSURE = ("сказано отдельно после паузы, как ответ; голос не узнан уверенно: если это "
          "объясняющий — нарушение")


def prompt_of(alert: Alert) -> str | None:
    """"guess" («Угадано?»), "form" (the form hint), "who" («кто сказал?», the speaker
    uncertain) or None (a proposed violation)."""
    return alert.evidence.get("prompt")


def rule_speaker(word: WordEvent) -> str | None:
    """Who said `word`, for the rules: `LONE` when its voice is unsure in a lone answer's place."""
    return LONE if word.speaker_doubtful else word.speaker


def answering(speaker: str | None) -> bool:
    """Whether a word of `speaker` (`rule_speaker`) may be the guesser's answer to the secret
    word."""
    return speaker in (GUESSER, LONE)


def is_violation(alert: Alert) -> bool:
    """A proposed violation (not a prompt to the judge)."""
    return prompt_of(alert) is None and not alert.exact_target


def by_speaker(alert: Alert, speakers: Sequence[str | None],
               secret: str | None = None) -> Alert | None:
    """`alert` (raised against `secret`) as it stands given the speakers of its span's words
    (`rule_speaker`; None: dropped)."""
    known = set(_root_speakers(alert, speakers)) - {None}
    if not known:
        return alert
    if EXPLAINER in known:
        return _marked(replace(alert, exact_target=False), EXPLAINER)
    heard = _by_sound(alert, secret or alert.evidence.get("target_lemma"))
    unsure = LONE in known
    if all(answering(s) for s in known) and (heard.exact_target or heard.rule == "cognate"):
        if heard.exact_target:
            return _marked(heard, GUESSER, "guess", unsure)
        hint = (f"{heard.explanation}: {FORM_HINT}" if heard.evidence.get("heard")
                else f"«{' '.join(heard.words)}» — {FORM_HINT}")
        return _marked(replace(heard, explanation=hint), GUESSER, "form", unsure)
    if known == {GUESSER}:
        return None
    return _marked(replace(heard, explanation=who_said(heard, alert.explanation)), UNCERTAIN,
                   "who")


def _root_speakers(alert: Alert, speakers: Sequence[str | None]) -> Sequence[str | None]:
    """The speakers that decide a same-root or secret-word alert: those of its words that can
    hold a root. A one-letter word («к», «в») holds none: split off a word in noise (гнёздышко
    heard «к нёздушка»), it may fall in the other speaker's segment across the pause, and glued
    back by the misheard-word rule it would turn the guesser's answer into the explainer's
    violation. Its speaker decides only when the span has no other word (or for other rules)."""
    if not (alert.exact_target or alert.rule == "cognate") or len(alert.words) != len(speakers):
        return speakers
    rooted = [s for word, s in zip(alert.words, speakers, strict=True) if not _one_letter(word)]
    return rooted or speakers


def _one_letter(word: str) -> bool:
    """Whether `word` is a single letter (a preposition, a conjunction, or a sound split off)."""
    return sum(ch.isalpha() for ch in word) == 1


def who_said(alert: Alert, violation: str) -> str:
    """The question to the judge about an alert whose speaker is uncertain: what it is if the
    guesser said it (`alert` as the guesser's), and if the explainer did (`violation`)."""
    said = " ".join(alert.words)
    if alert.exact_target:
        guesser = "угадано?"
    elif alert.rule == "cognate":
        guesser = FORM_HINT
    else:
        guesser = "не нарушение"
    return (f"«{said}» — кто сказал? Если отгадывающий: {guesser}; если объясняющий: нарушение "
            f"({violation})")


def _by_sound(alert: Alert, secret: str | None) -> Alert:
    """A guesser's alert on a word the checker matched to the secret word's root or to the secret
    word by sound or by form, judged by the whole word's sound (`sounds_like`): a same-root
    verdict (the checker's "near" match, or a root found in a non-word: «пандар», панд + ар) is a
    guess if the word sounds like a naming form of the secret word («гетара», «пандар»); the
    misheard-word rule's secret word glued to more sounds is the form hint if the word sounds
    nearer a family form («цамолётик»: самолётик, not самолёт + «ик»); the secret word heard in a
    form none would answer in is the form hint if it sounds nearer a family naming form
    (`oblique_answer`: «грибов», said грибок under гриб). Any other alert as it is."""
    if not secret:
        return alert
    method = alert.evidence.get("method")
    said = " ".join(alert.words)
    if alert.rule == "cognate" and not alert.exact_target:
        found = sounds_like("".join(alert.words), secret)
        if found is not None and found[0] == "guess":
            return replace(alert, exact_target=True, explanation=heard_as(said, secret, *found))
        return alert
    if not alert.exact_target or method not in ("sound", "exact"):
        return alert
    if method == "sound":
        found = sounds_like("".join(alert.words), secret)
        form = found[1] if found is not None and found[0] == "form" else None
    else:
        form = oblique_answer(said, secret) if len(alert.words) == 1 else None
    if form is None:
        return alert
    return replace(alert, exact_target=False, explanation=heard_as(said, secret, "form", form),
                   evidence={**alert.evidence, "heard": form})


def heard_answers(words: Sequence[WordEvent], secret: str) -> list[Alert]:
    """The guesser's answer heard wrong (`heard_guess`) in the guesser's last words (consecutive,
    on which nothing was raised yet, the newest last), marked as the guesser's prompt (also in a
    lone answer, `LONE`; not in other words of uncertain speaker: the explainer's would raise
    nothing)."""
    if not words or not answering(rule_speaker(words[-1])):
        return []
    alert = heard_guess(words, secret)
    return [] if alert is None else [guessers_answer(alert, rule_speaker(words[-1]) == LONE)]


def guessers_answer(alert: Alert, unsure: bool = False) -> Alert:
    """An answer of the guesser's heard as the secret word (`exact_target`) or a family form,
    marked as the guesser's «Угадано?» or form hint (`unsure`: in a lone answer, `LONE`)."""
    if alert.exact_target:
        return _marked(alert, GUESSER, "guess", unsure)
    return _marked(replace(alert, explanation=f"{alert.explanation}: {FORM_HINT}"), GUESSER,
                   "form", unsure)


def _marked(alert: Alert, speaker: str, prompt: str | None = None,
            unsure: bool = False) -> Alert:
    evidence = {**alert.evidence, "speaker": speaker}
    if prompt:
        evidence["prompt"] = prompt
    if unsure:
        evidence["speaker_unsure"] = True
        alert = replace(alert, explanation=f"{alert.explanation} ({UNSURE})")
    return replace(alert, evidence=evidence)
