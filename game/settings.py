"""Settings of one game: timings, circles, the «Ошибка» rule, the draw seed."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from common.errors import UserError

MIN_PLAYERS = 2
MAX_PLAYERS = 30


@dataclass(frozen=True)
class Settings:
    """How a game is played.

    `circles`: how many times the hat goes round the table; None means n − 1 (every ordered pair
    of players exactly once). `violation_removes_word`: a judge's «Ошибка» takes the word out of the
    hat (the official tournament rule); when False the word goes back into the hat. Either way the
    turn ends at once and the word scores nothing. `seed` makes the draws reproducible; None lets
    the game pick one (and store it, so a resumed game draws the same words).
    """

    explain_seconds: float = 20.0
    last_guess_seconds: float = 3.0
    circles: int | None = None
    violation_removes_word: bool = True
    seed: int | None = None

    def __post_init__(self) -> None:
        if not self.explain_seconds > 0:
            raise UserError("Время на объяснение должно быть больше нуля секунд.")
        if self.last_guess_seconds < 0:
            raise UserError("Время на последнюю версию не может быть отрицательным.")
        if self.circles is not None and self.circles < 1:
            raise UserError("Число кругов должно быть не меньше 1.")

    def circles_for(self, players: int) -> int:
        """The number of circles actually played with `players` at the table."""
        return self.circles if self.circles is not None else players - 1

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        return cls(**data)


def check_player_count(players: int) -> None:
    """Raise a UserError unless the table has a supported number of players."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise UserError(
            f"Игроков должно быть от {MIN_PLAYERS} до {MAX_PLAYERS}, а указано {players}."
        )
