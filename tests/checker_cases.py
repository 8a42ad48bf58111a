"""Shared by the rule tests: does a checked text raise a given rule on a given word?"""

from __future__ import annotations

import pytest

from referee.rules.checker import check_text


def flags(rule: str, target: str, text: str, word: str | None = None) -> bool:
    """Whether `text` raises `rule`; with `word`, an alert covering its first occurrence."""
    alerts = [a for a in check_text(target, text) if a.rule == rule]
    if word is None:
        return bool(alerts)
    position = text.split().index(word)
    return any(a.span[0] <= position < a.span[1] for a in alerts)


def rows(table: str) -> list:
    """Lines of a `a | b | c` table as pytest params (cells stripped), named by the line itself."""
    lines = [[c.strip() for c in line.split("|")] for line in table.strip().splitlines()]
    return [pytest.param(*cells, id=" | ".join(cells)) for cells in lines]
