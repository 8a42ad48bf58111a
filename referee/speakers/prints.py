"""Voice prints: one embedding per player from a short read sentence, stored with the game.

A print is the mean of the encoder's embeddings of 1.6 s windows (every 0.8 s) over the voiced
part of the recording, as resemblyzer embeds an utterance. Prints are kept in `voiceprints.json`
next to the game's data (`{"version": 1, "players": {name: [256 floats]}}`, about 3 KB a player),
written atomically; nothing else about the recording is kept.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from common.errors import UserError
from referee.speakers.encoder import VoiceEncoder
from referee.speech.pcm import SAMPLE_RATE

FILE = "voiceprints.json"
SENTENCE = "Съешь же ещё этих мягких французских булок, да выпей же чаю."  # about 5 s read
WINDOW = int(1.6 * SAMPLE_RATE)
STEP = int(0.8 * SAMPLE_RATE)
MIN_VOICED_SECONDS = 2.0
VOICED = 0.02  # |sample| above this fraction of full scale counts as voiced (10 ms frames)
DECIMALS = 5
EMBEDDING = 256


@dataclass(frozen=True)
class PairPrints:
    """The prints of the two players of a turn."""

    explainer: np.ndarray
    guesser: np.ndarray


def voiced(samples: np.ndarray) -> np.ndarray:
    """The 10 ms frames of 16 kHz int16 audio that are not near-silence, joined (float -1..1)."""
    audio = np.asarray(samples, dtype=np.int16).astype(np.float32) / 32768.0
    frame = SAMPLE_RATE // 100
    frames = audio[: len(audio) // frame * frame].reshape(-1, frame)
    loud = np.abs(frames).max(axis=1) > VOICED
    return frames[loud].reshape(-1)


def voice_print(encoder: VoiceEncoder, samples: np.ndarray) -> np.ndarray:
    """A player's print from their reading (16 kHz int16); `UserError` if too little was heard."""
    speech = voiced(samples)
    if len(speech) < MIN_VOICED_SECONDS * SAMPLE_RATE:
        raise UserError(
            f"Голос почти не слышен (речи {len(speech) / SAMPLE_RATE:.1f} с, нужно не меньше "
            f"{MIN_VOICED_SECONDS:.0f} с): прочитайте фразу ещё раз громче и ближе к микрофону."
        )
    starts = range(0, max(1, len(speech) - WINDOW + 1), STEP)
    embeddings = encoder.embed([speech[s : s + WINDOW] for s in starts])
    mean = embeddings.mean(axis=0)
    return mean / np.linalg.norm(mean)


def load_prints(folder: Path) -> dict[str, np.ndarray]:
    """The prints stored in a game's folder ({} if none)."""
    path = Path(folder) / FILE
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        prints = {name: np.asarray(v, dtype=np.float32) for name, v in data["players"].items()}
        if any(v.shape != (EMBEDDING,) for v in prints.values()):
            raise ValueError(f"a print is not {EMBEDDING} numbers")
        return prints
    except (ValueError, KeyError, TypeError, AttributeError) as err:
        raise UserError(f"Файл отпечатков голоса {path} повреждён ({err}): запишите игроков "
                        "заново (referee enrol)") from err


def save_print(folder: Path, player: str, embedding: np.ndarray) -> Path:
    """Add or replace one player's print in the game's folder."""
    prints = load_prints(folder)
    prints[player] = embedding
    path = Path(folder) / FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"version": 1,
            "players": {n: [round(float(x), DECIMALS) for x in v] for n, v in prints.items()}}
    part = path.with_name(f".{FILE}.{os.getpid()}.part")
    part.write_text(json.dumps(data, ensure_ascii=False) + "\n", encoding="utf-8")
    part.replace(path)
    return path


def pair(prints: dict[str, np.ndarray], explainer: str, guesser: str) -> PairPrints | None:
    """The turn's two prints, or None unless both players are enrolled."""
    if explainer in prints and guesser in prints:
        return PairPrints(prints[explainer], prints[guesser])
    return None
