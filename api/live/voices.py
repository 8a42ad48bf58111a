"""Players' voice prints at the table: recorded at setup, carried into each game, paired per turn.

On the setup page each player reads `referee.speakers.prints.SENTENCE` into the dashboard's
microphone (`Listening.source`, the one the turns are heard on); the print goes to the data folder's
`voiceprints.json` (the same file `referee enrol` writes by default). A new game takes the prints
of its players into its own folder (`<data>/games/<id>/voiceprints.json`), so a game keeps the
voices it was played with; a turn is attributed with the prints of its explainer and guesser from
there (`turn_prints`), or by two voices found in the turn when either is missing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from common.errors import UserError
from referee.speakers.prints import PairPrints, load_prints, pair, save_print
from referee.speech.audio import AudioLost, AudioSource
from referee.speech.pcm import SAMPLE_RATE

ENROL_SECONDS = 6.0
QUIET_GRACE = 3.0  # seconds a microphone may stay silent (no chunks at all) before it is given up
NO_AUDIO = ("Микрофон не дал звука за {seconds:.0f} с: проверьте, что он подключён и выбран "
            "(referee serve --device), и запишите голос ещё раз.")


async def recorded(source: AudioSource, seconds: float = ENROL_SECONDS) -> np.ndarray:
    """`seconds` of 16 kHz int16 audio from `source` (UserError if the microphone fails)."""
    chunks: list[np.ndarray] = []
    wanted = int(seconds * SAMPLE_RATE)

    async def take() -> None:
        async for chunk in source.chunks():
            chunks.append(np.frombuffer(chunk, dtype=np.int16))
            if sum(len(c) for c in chunks) >= wanted:
                source.stop()

    try:
        await asyncio.wait_for(take(), seconds + QUIET_GRACE)
    except TimeoutError:
        source.stop()
        if not chunks:
            raise UserError(NO_AUDIO.format(seconds=seconds + QUIET_GRACE)) from None
    except AudioLost as err:
        raise UserError(f"Микрофон пропал во время записи ({err}): проверьте подключение и "
                        "запишите голос ещё раз.") from None
    return np.concatenate(chunks) if chunks else np.zeros(0, dtype=np.int16)


def enrolled(folder: Path) -> list[str]:
    """Names of the players with a print in `folder` (a damaged file: UserError)."""
    return sorted(load_prints(folder))


def carry_prints(roster: Path, game_folder: Path, players: Sequence[str]) -> list[str]:
    """Copy the prints of `players` from the roster folder into a new game's; the names copied.
    A damaged roster file is skipped (the game then runs without prints, said in the notice)."""
    try:
        prints = load_prints(roster)
    except UserError:
        return []
    copied = [name for name in players if name in prints]
    for name in copied:
        save_print(game_folder, name, prints[name])
    return copied


def turn_prints(game_folder: Path, explainer: str, guesser: str
                ) -> tuple[PairPrints | None, str | None]:
    """The prints of a turn's two players from the game's folder (None: not both enrolled), and a
    notice for the judge when the stored prints could not be read."""
    try:
        return pair(load_prints(game_folder), explainer, guesser), None
    except UserError as err:
        return None, f"{err} Пока говорящие определяются без отпечатков."
