"""Session 35's rules by speaker: a guesser's word the checker took for the secret word's root or
for the secret word itself, judged by its whole sound.

- A same-root verdict on a non-word (a root found in it, «пандар»: панд + ар) sounding like a
  naming form of the secret word is the guesser's guess, as the checker's "near" match was.
- The secret word heard in a form nobody answers in («грибов», genitive plural) that sounds nearer
  a naming form of its family («грибок») than any of its own is the form hint.
"""

from __future__ import annotations

import pytest

from referee.speakers.answers.heard_guess import oblique_answer
from tests.test_speakers_rules import alerts_on_last


def _prompts(target: str, spoken: str) -> list[str | None]:
    return sorted(str(a.evidence.get("prompt")) for a in alerts_on_last(target, spoken)
                  if a.rule == "cognate")


@pytest.mark.parametrize("target, spoken, prompts", [
    ("панда", "e:медведь g:пандар", ["guess"]),  # панд + ар: one sound off панда
    ("панда", "e:медведь d:пандар", ["guess"]),  # a lone answer the same
    ("панда", "e:медведь e:пандар", ["None"]),  # the explainer's: a violation, as before
    ("гриб", "e:в e:лесу g:грибов", ["form"]),  # one sound off грибок, two off гриб
    ("гриб", "e:в e:лесу g:гриба", ["guess"]),  # as near гриб as грибная: the secret word
    ("гриб", "e:в e:лесу g:грибы", ["guess"]),  # a naming form: as said
    ("кот", "e:мяукает g:котов", ["guess"]),  # коток is a sound off, but a short form's budget is 0
    ("гриб", "e:в e:лесу e:грибов", ["None"]),  # the explainer's: a violation
    ("гриб", "e:в e:лесу g:грибок", ["form"]),  # the family form itself, as before
])
def test_a_guessers_word_is_judged_by_its_whole_sound(target, spoken, prompts) -> None:
    assert _prompts(target, spoken) == prompts


def test_the_oblique_answer_names_the_family_form_it_sounds_like() -> None:
    assert oblique_answer("грибов", "гриб") == "грибок"
    assert oblique_answer("гриб", "гриб") is None
    assert oblique_answer("уголь", "уголь") is None
    # a secret word read first as a word without naming forms (блин, the interjection): nothing
    # to compare with, so nothing changes
    assert oblique_answer("блинов", "блин") is None
