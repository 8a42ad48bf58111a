"""The rules by speaker: what an alert means once the speaker of its words is known.

- The explainer's words are checked as always; the secret word itself said by the explainer is a
  violation, not a guess (`exact_target` cleared).
- The guesser's secret word is a guess: the judge is asked «Угадано?» (`prompt` "guess"). A
  guesser's same-root word is not a guess yet: the judge is told «однокоренное — пусть уточнит
  форму» (`prompt` "form"), not a violation. The guesser's other words are not checked.
- A span with words of uncertain speaker (and none of the explainer's) goes to the judge as it was
  raised, marked uncertain; it is never dropped.
- Words without a speaker (no attribution) leave the alert as it was.

The speaker and the prompt go into `Alert.evidence` ("speaker", "prompt").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from referee.events import Alert
from referee.speakers.attribution import EXPLAINER, GUESSER, UNCERTAIN

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
        if alert.rule == "cognate":
            return _marked(replace(alert, explanation=f"«{' '.join(alert.words)}» — {FORM_HINT}"),
                           GUESSER, "form")
        return None
    return _marked(replace(alert, explanation=f"{alert.explanation} (кто сказал — не ясно)"),
                   UNCERTAIN)


def _marked(alert: Alert, speaker: str, prompt: str | None = None) -> Alert:
    evidence = {**alert.evidence, "speaker": speaker}
    if prompt:
        evidence["prompt"] = prompt
    return replace(alert, evidence=evidence)
