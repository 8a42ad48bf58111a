"""roots48: loan roots the resources leave whole or keep with the и of -ия.

A loan doer or device in -атор/-ятор that no morphemic dictionary segments is named after the
action in -ация/-яция (or the -ировать verb) navec puts near it: the stem before the suffix is
its root. A loan root closing with the и of a noun in -ия drops that и before a consonant
suffix (депресси-я: депресс-ивн-ый), unless a noun nest of its own has the shorter root. A heard
compound whose morpholog entry stops at its interfix keeps its last stem (свет-о-фильтр).
Words here are taken from no eval or test pair set.
"""

from __future__ import annotations

import pytest

from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("симулятор", "симуляция"),  # the device imitates: симул-ятор ← симуляция
        ("симулятор", "симулировать"),  # the -ировать verb of the same action
        ("идентификатор", "идентификация"),  # a code named after the action, navec 0.27
        ("коммуникатор", "коммуникация"),  # a device named after the action, navec 0.14
    ],
)
def test_loan_doer_shares_the_root_of_its_action(target: str, word: str) -> None:
    """The stem before -атор/-ятор is the root the action's words have."""
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("элеватор", "элевация"),  # a grain store is no raising: navec knows neither, no kin
        ("симулятор", "симпатия"),  # the cut root is no licence for other loans on сим-
    ],
)
def test_loan_doer_without_a_near_action_keeps_its_whole_stem(target: str, word: str) -> None:
    """Without an action navec puts near, the secret word keeps its whole stem as root."""
    assert morphology().decide(target, word).match is None


def test_loan_doer_keeps_its_own_derivatives() -> None:
    """The whole stem stays a root beside the cut one, so the word's own adjective is kin
    though MorphyNet lacks it (регуляторный)."""
    assert morphology().decide("регулятор", "регуляторный").match is not None
    assert {"симул", "симулятор"} <= set(morphology().target("симулятор").roots)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("депрессия", "депрессивный"),  # депресси-я: депресс-ивн-ый
        ("привилегия", "привилегированный"),  # привилеги-я: привилег-ирова-нн-ый
    ],
)
def test_ija_root_without_its_i_before_a_consonant_suffix(target: str, word: str) -> None:
    """morpholog's root of the heard word is the secret root without the и of -ия."""
    assert morphology().decide(target, word).match is not None


def test_ija_root_whose_shorter_shape_heads_a_noun_nest_stays_whole() -> None:
    """профессор heads a nest of its own on професс-: no kin of профессия through the cut и."""
    assert "професс" not in morphology().target("профессия").fleeting


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("хирургия", "нейрохирург"),  # morpholog: нейр-о- only; the rest хирург is of the nest
        ("фильтровать", "светофильтр"),  # свет-о-: the last stem фильтр, the verb's base
    ],
)
def test_compound_whose_entry_stops_at_the_interfix_keeps_its_last_stem(
    target: str, word: str
) -> None:
    """The rest after morpholog's truncated entry is a word of the secret word's nest."""
    assert morphology().decide(target, word).match is not None
