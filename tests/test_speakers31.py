"""Session 31's changes to the guesser's answers (`referee.speakers.answers`): the secret word's
naming forms are its own, not those of another word the analyzer reads first."""

from __future__ import annotations

from referee.speakers.answers.heard_guess import sounds_like, target_keys
from referee.speakers.answers.second_listen import candidates


def _forms(secret: str) -> set[str]:
    return {form for _, form in target_keys(secret)}


def test_the_secret_words_forms_are_its_own_not_a_homographs() -> None:
    """The analyzer reads «банка» first as банк's genitive, «берет» as брать's present, «вина» as
    вино's genitive: the naming forms listened for were then банк's, брать's participles and вино's,
    and the secret word itself was not among them."""
    assert _forms("банка") == {"банка", "банки"}
    assert {"берет", "береты"} <= _forms("берет") and "берущий" not in _forms("берет")
    assert _forms("вина") == {"вина", "вины"}


def test_a_secret_word_read_first_as_itself_keeps_its_forms() -> None:
    assert _forms("ключ") == {"ключ", "ключи"}
    assert _forms("ёж") == {"еж", "ежи"}  # forms are spelt with е


def test_the_guessers_answer_heard_a_sound_off_is_matched_to_the_secret_word_itself() -> None:
    assert sounds_like("бонка", "банка") == ("guess", "банка")
    assert ("guess", "банка") in candidates("банко", "банка")
    assert sounds_like("бирет", "берет") == ("guess", "берет")
