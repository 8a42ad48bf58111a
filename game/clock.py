"""Clocks the engine reads time from: injected, so tests and replays drive time themselves.

Times are seconds since the Unix epoch (floats), so a timestamp written before a crash still means
the same moment after a restart.
"""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Current time in seconds since the epoch."""


class SystemClock:
    """Wall-clock time of the machine."""

    def now(self) -> float:
        return time.time()


class FakeClock:
    """A clock that moves only when told to (tests, simulations, replays)."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> float:
        """Move forward by `seconds` (≥ 0) and return the new time."""
        if seconds < 0:
            raise ValueError("a clock never goes back")
        self._now += seconds
        return self._now

    def set(self, moment: float) -> None:
        """Jump to `moment` (not earlier than now)."""
        self.advance(moment - self._now)
