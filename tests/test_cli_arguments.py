"""The command line speaks Russian when it refuses its arguments (argparse's own messages too),
and a numeric option refuses a non-number, NaN, an infinity and a value out of its range."""

from __future__ import annotations

import argparse

import pytest

from api.cli import build_parser
from common.arguments import number_in


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(list(argv))
    assert stop.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize("argv, says", [
    (["serve", "--port", "99999"], "аргумент --port: «99999»: нужно целое число от 1 до 65535"),
    (["demo", "--port", "80.5"], "нужно целое число от 1 до 65535, например 8000"),
    (["listen", "--target", "кот", "--seconds", "nan"], "«nan»: нужно число от 1 до 600"),
    (["listen", "--target", "кот", "--last-guess", "-1"], "нужно число от 0 до 60"),
    (["enrol", "Аня", "--seconds", "inf"], "«inf»: нужно число от 1 до 60"),
    (["tournament", "plan", "--players", "8", "--rounds", "2", "--effort", "NaN"],
     "нужно число от 0.01 до 100"),
    (["check", "--min-confidence", "1.5", "--target", "кот", "кот"], "нужно число от 0 до 1"),
    (["eval", "cognates", "a.tsv", "b.tsv"], "ошибка: непонятные аргументы: b.tsv"),
    (["explain-root", "кот"], "ошибка: не хватает аргументов: СЛОВО"),
    (["bench", "checker", "--rounds", "много"], "неверное значение 'много': нужно число"),
    (["нет-такой"], "аргумент КОМАНДА: нет такого варианта: 'нет-такой'"),
])
def test_a_refused_argument_is_explained_in_russian(capsys, argv, says):
    err = refusal(capsys, *argv)
    assert says in err and "error" not in err and "usage" not in err


def test_help_is_in_russian(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["demo", "--help"])
    shown = capsys.readouterr().out
    assert "показать эту справку и выйти" in shown and "параметры:" in shown
    assert "show this help" not in shown and "options:" not in shown


def every_action(parser: argparse.ArgumentParser):
    for action in parser._actions:
        yield action
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from every_action(sub)


def test_no_option_takes_a_bare_float_that_would_let_nan_through():
    bare = [a.option_strings for a in every_action(build_parser()) if a.type is float]
    assert bare == []


def test_number_in_keeps_its_bounds_and_refuses_the_rest():
    share = number_in(0, 1, "0.5")
    assert (share("0"), share("1"), share("0.25")) == (0.0, 1.0, 0.25)
    for bad in ("-0.1", "1.01", "nan", "inf", "-inf", "", "половина"):
        with pytest.raises(argparse.ArgumentTypeError, match="от 0 до 1, например 0.5"):
            share(bad)
    port = number_in(1, 65535, "8000", whole=True)
    assert port("8000") == 8000 and isinstance(port("1"), int)
    with pytest.raises(argparse.ArgumentTypeError, match="целое число"):
        port("80.5")
