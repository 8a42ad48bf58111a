"""The rules by speaker: what an alert means once the speaker of its words is known.

- The explainer's words are checked as always; the secret word itself said by the explainer is a
  violation, not a guess (`exact_target` cleared).
- The guesser's secret word is a guess: the judge is asked «Угадано?» (`prompt` "guess"), also
  when it was heard only near the secret word (a non-word that sounds like one of its forms, the
  checker's "near" match: «гетара» for гитара), marked so. A guesser's same-root word is not a
  guess yet: the judge is told «однокоренное — пусть уточнит форму» (`prompt` "form"), not a
  violation. The guesser's other words are not checked by the rules, only by sound
  (`heard_answers`: an answer heard wrong, `referee.speakers.heard_guess`).
- A span with words of uncertain speaker (and none of the explainer's) goes to the judge as it was
  raised, marked uncertain; it is never dropped.
- Words without a speaker (no attribution) leave the alert as it was.

The speaker and the prompt go into `Alert.evidence` ("speaker", "prompt").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from referee.events import Alert, WordEvent
from referee.speakers.attribution import EXPLAINER, GUESSER, UNCERTAIN
from referee.speakers.heard_guess import heard_as, heard_guess, sounds_like

FORM_HINT = "однокоренное — пусть уточнит форму"


def prompt_of(alert: Alert) -> str | None:
    """"guess" («Угадано?»), "form" (the form hint) or None (a proposed violation)."""
    return alert.evidence.get("prompt")


def is_violation(alert: Alert) -> bool:
    """A proposed violation (not a prompt to the judge)."""
    return prompt_of(alert) is None and not alert.exact_target


def by_speaker(alert: Alert, speakers: Sequence[str | None]) -> Alert | None:
    """`alert` as it stands given the speakers of its span's words (None: dropped)."""
    known = set(speakers) - {None}
    if not known:
        return alert
    if EXPLAINER in known:
        return _marked(replace(alert, exact_target=False), EXPLAINER)
    if known == {GUESSER}:
        if alert.exact_target:
            return _marked(alert, GUESSER, "guess")
        heard = _heard_secret(alert)
        if heard is not None:
            return _marked(heard, GUESSER, "guess")
        if alert.rule == "cognate":
            return _marked(replace(alert, explanation=f"«{' '.join(alert.words)}» — {FORM_HINT}"),
                           GUESSER, "form")
        return None
    return _marked(replace(alert, explanation=f"{alert.explanation} (кто сказал — не ясно)"),
                   UNCERTAIN)


def _heard_secret(alert: Alert) -> Alert | None:
    """A guesser's same-root alert on a word the checker found only near the secret word by
    sound, as a guess, if the whole word sounds like a naming form of the secret word (not of its
    family: «корандашок» is карандашок)."""
    secret = alert.evidence.get("target_lemma")
    if alert.rule != "cognate" or alert.evidence.get("method") != "near" or not secret:
        return None
    found = sounds_like("".join(alert.words), secret)
    if found is None or found[0] != "guess":
        return None
    return replace(alert, exact_target=True,
                   explanation=heard_as(" ".join(alert.words), secret, "guess", found[1]))


def heard_answers(words: Sequence[WordEvent], secret: str) -> list[Alert]:
    """The guesser's answer heard wrong (`heard_guess`) in the guesser's last words (consecutive,
    on which nothing was raised yet, the newest last), marked as the guesser's prompt."""
    if not words or words[-1].speaker != GUESSER:
        return []
    alert = heard_guess(words, secret)
    if alert is None:
        return []
    if alert.exact_target:
        return [_marked(alert, GUESSER, "guess")]
    return [_marked(replace(alert, explanation=f"{alert.explanation}: {FORM_HINT}"), GUESSER,
                    "form")]


def _marked(alert: Alert, speaker: str, prompt: str | None = None) -> Alert:
    evidence = {**alert.evidence, "speaker": speaker}
    if prompt:
        evidence["prompt"] = prompt
    return replace(alert, evidence=evidence)
