"""«Проверить заново»: what the current checker says about an old turn, against what it said live.

A recorded turn's log holds the alerts raised during the turn (`{"type": "alert", ...}` lines, see
`referee.speech.recorder`). Replaying the turn with today's rules gives a new list; `diff_alerts`
tells
which alerts are new, which are gone and which stayed, by `Alert.key` (rule and span).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from pathlib import Path

from common.errors import UserError
from referee.events import Alert
from referee.replay.transcript import read_lines

_ALERT_FIELDS = {f.name for f in fields(Alert)}


@dataclass(frozen=True)
class AlertDiff:
    kept: tuple[Alert, ...]  # as now raised
    new: tuple[Alert, ...]
    gone: tuple[Alert, ...]  # as raised then


def logged_alerts(path: Path) -> list[Alert]:
    """The alerts a turn log recorded, in order."""
    alerts = []
    for where, data in read_lines(path):
        if data.get("type") != "alert":
            continue
        try:
            values = {k: v for k, v in data.items() if k in _ALERT_FIELDS}
            values["span"] = tuple(values["span"])
            values["words"] = tuple(values.get("words", ()))
            alerts.append(Alert(**values))
        except (KeyError, TypeError, ValueError) as err:
            raise UserError(f"{where}: сигнал записан не полностью ({err}).") from err
    return alerts


def diff_alerts(before: Sequence[Alert], after: Sequence[Alert]) -> AlertDiff:
    """Compare the alerts raised then (`before`) and now (`after`)."""
    then = {a.key for a in before}
    now = {a.key for a in after}
    return AlertDiff(
        kept=tuple(a for a in after if a.key in then),
        new=tuple(a for a in after if a.key not in then),
        gone=tuple(a for a in before if a.key not in now),
    )
