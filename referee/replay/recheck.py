"""«Проверить заново»: what the current checker says about an old turn, against what it said live.

A turn log holds the alerts raised during the turn (`referee.replay.turn_log`). Replaying the turn
with today's rules gives a new list; `diff_alerts` tells which alerts are new, which are gone and
which stayed, by `Alert.key` (rule and span). Retracted alerts are in neither list: they did not
stand then and do not stand now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from referee.events import Alert
from referee.replay.turn_log import TurnLog


@dataclass(frozen=True)
class AlertDiff:
    kept: tuple[Alert, ...]  # as now raised
    new: tuple[Alert, ...]
    gone: tuple[Alert, ...]  # as raised then


def logged_alerts(path: Path) -> list[Alert]:
    """The alerts a one-turn log recorded that still stood at its end, in order."""
    return [r.alert for r in TurnLog.read(path).only_turn().alerts.values() if r.standing]


def diff_alerts(before: Sequence[Alert], after: Sequence[Alert]) -> AlertDiff:
    """Compare the alerts raised then (`before`) and now (`after`)."""
    then = {a.key for a in before}
    now = {a.key for a in after}
    return AlertDiff(
        kept=tuple(a for a in after if a.key in then),
        new=tuple(a for a in after if a.key not in then),
        gone=tuple(a for a in before if a.key not in now),
    )
