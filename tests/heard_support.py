"""A turn fed to the checker as a recognizer hears it: words written «слово:уверенность»."""

from __future__ import annotations

from referee.events import WordEvent
from referee.rules.base import Token
from referee.rules.checker import Checker


def alerts_heard(target: str, text: str) -> list[tuple[str, tuple[str, ...]]]:
    """(rule, words) of every alert on `text`, words written «слово:уверенность» as a recognizer
    gives them (a word without a confidence is typed: 1.0), the turn ended."""
    checker = Checker(target)
    for i, item in enumerate(text.split()):
        word, _, conf = item.partition(":")
        checker.feed(WordEvent(i, word, float(i), i + 0.5, float(conf or 1.0)))
    checker.finish()
    return [(a.rule, a.words) for a in checker.alerts]


def rules_of(target: str, text: str, rule: str) -> list[tuple[str, ...]]:
    """The words of the `rule` alerts on `text` for `target`."""
    return [words for name, words in alerts_heard(target, text) if name == rule]


def foreign_alerts_heard(target: str, text: str) -> list[tuple[str, ...]]:
    """The foreign alerts on `text` (see `alerts_heard`)."""
    return [words for rule, words in alerts_heard(target, text) if rule == "foreign"]


def heard_tokens(text: str, conf: float = 1.0) -> tuple[Token, ...]:
    """Tokens of `text`, words written «слово:уверенность» (a bare word gets `conf`)."""
    found = []
    for i, item in enumerate(text.split()):
        word, _, heard_conf = item.partition(":")
        found.append(Token(i, word, conf=float(heard_conf or conf)))
    return tuple(found)
