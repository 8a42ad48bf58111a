"""The command line's arguments in Russian: argparse's own messages (usage, errors, help headings)
and the types of numeric options, which refuse a non-number, a non-finite number and one out of
range with a message that says what to give.

argparse looks its messages up through the module-level `_` and `ngettext` it imported from
gettext; no Russian catalog ships with Python, so `speak_russian()` points those two names at the
table below (untranslated messages, e.g. a developer's misuse of argparse, stay in English).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

MESSAGES = {
    "usage: ": "использование: ",
    "positional arguments": "аргументы",
    "options": "параметры",
    "show this help message and exit": "показать эту справку и выйти",
    "%(prog)s: error: %(message)s\n": "%(prog)s: ошибка: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "аргумент %(argument_name)s: %(message)s",
    "the following arguments are required: %s": "не хватает аргументов: %s",
    "unrecognized arguments: %s": "непонятные аргументы: %s (справка: -h)",
    "invalid choice: %(value)r (choose from %(choices)s)":
        "нет такого варианта: %(value)r (можно: %(choices)s)",
    # Only int and float are typed by bare builtins here; other types raise their own message.
    "invalid %(type)s value: %(value)r": "неверное значение %(value)r: нужно число",
    "expected one argument": "нужно одно значение",
    "expected at most one argument": "нужно не больше одного значения",
    "expected at least one argument": "нужно хотя бы одно значение",
    "ambiguous option: %(option)s could match %(matches)s":
        "неоднозначный параметр %(option)s: подходят %(matches)s",
    "not allowed with argument %s": "нельзя вместе с %s",
    "one of the arguments %s is required": "нужен один из аргументов %s",
    "ignored explicit argument %r": "лишнее значение %r",
    "unexpected option string: %s": "неожиданный параметр: %s",
    "can't open '%(filename)s': %(error)s": "не удалось открыть «%(filename)s»: %(error)s",
}


def _russian(message: str) -> str:
    return MESSAGES.get(message, message)


def _russian_plural(singular: str, plural: str, n: int) -> str:
    if singular == "expected %s argument":
        return "нужно значений: %s"
    return singular if n == 1 else plural


def speak_russian() -> None:
    """Make argparse speak Russian (idempotent)."""
    argparse._ = _russian  # type: ignore[attr-defined]
    argparse.ngettext = _russian_plural  # type: ignore[attr-defined]


def number_in(low: float, high: float, example: str, *,
              whole: bool = False) -> Callable[[str], float]:
    """An argparse `type` for a number from `low` to `high` (an integer when `whole`); anything
    else, NaN and infinities included, is refused naming the range and `example`."""
    kind = "целое число" if whole else "число"

    def parse(text: str) -> float:
        try:
            number = int(text) if whole else float(text)
        except ValueError:
            number = math.nan
        if not (math.isfinite(number) and low <= number <= high):
            raise argparse.ArgumentTypeError(
                f"«{text}»: нужно {kind} от {low:g} до {high:g}, например {example}")
        return number

    return parse


PORT = number_in(1, 65535, "8000", whole=True)
CONFIDENCE = number_in(0, 1, "0.5")  # a share of certainty
