"""The sample rounds in `samples/`: ground-truth words, secret words, expected alerts, audio.

A sample is a folder `samples/<id>/` with `round.json` (title, the script, secret words with their
time spans and outcomes, the alerts a checker should raise, which words the guesser spoke),
`turn.jsonl` (the words with their exact times, see `referee.replay.transcript`) and `turn.wav` (16
kHz mono int16, Festival's Russian voice). The WAVs are not committed: `ensure_audio` synthesises a
missing one from the script in `round.json` (a few seconds a round) and checks that the word timings
come out as in `turn.jsonl`. Each WAV has a stamp beside it (`.turn.wav.stamp`): the digest of what
it was made from. A WAV whose stamp does not match (left from an older script or voice) is made
again, so a checkout that changed a round never plays stale audio. `scripts/make_samples.py`
regenerates everything; `samples/README.md` describes the format.
"""

from __future__ import annotations

import hashlib
import json
import os
import sysconfig
import zlib
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from common.errors import UserError
from referee.events import Alert
from referee.measure.noise import add_noise
from referee.measure.synth import (
    PADDING,
    ExpectedAlert,
    SecretWord,
    Synthesis,
    festival_version,
    synthesise,
    write_wav,
)
from referee.replay.transcript import CardSpan, read_words, write_words
from referee.speech.audio import read_wav


def _samples_dir() -> Path:
    """A source checkout's `samples/`, else the copy an install put in <prefix>/share/."""
    checkout = Path(__file__).resolve().parents[2] / "samples"
    installed = Path(sysconfig.get_path("data")) / "share" / "hat-referee" / "samples"
    return checkout if checkout.is_dir() or not installed.is_dir() else installed


SAMPLES_DIR = _samples_dir()
META = "round.json"
AUDIO = "turn.wav"
NOISY_AUDIO = "turn-noisy.wav"
WORDS = "turn.jsonl"
NOISE_SNR_DB = 10.0
TIME_TOLERANCE = 1e-6  # seconds; ground truth times are whole samples


@dataclass(frozen=True)
class Noise:
    """The round's noisy variant: room noise (`referee.measure.noise`) at `snr_db`, from `seed`."""

    snr_db: float
    seed: int

    @classmethod
    def for_round(cls, id: str) -> Noise:
        return cls(NOISE_SNR_DB, zlib.crc32(id.encode("utf-8")))


@dataclass(frozen=True)
class Sample:
    id: str
    title: str
    folder: Path
    script: tuple[SecretWord, ...]
    targets: tuple[CardSpan, ...]
    expected: tuple[ExpectedAlert, ...]
    guesser_words: frozenset[int]
    padding: float
    noise: Noise

    @property
    def audio(self) -> Path:
        return self.folder / AUDIO

    @property
    def noisy_audio(self) -> Path:
        return self.folder / NOISY_AUDIO

    @property
    def words(self) -> Path:
        return self.folder / WORDS


def is_sample(folder: Path) -> bool:
    return (Path(folder) / META).is_file()


def load_sample(folder: Path) -> Sample:
    """Read `round.json` of a sample folder."""
    folder = Path(folder)
    try:
        meta = json.loads((folder / META).read_text(encoding="utf-8"))
        return Sample(
            id=meta["id"],
            title=meta["title"],
            folder=folder,
            script=tuple(
                SecretWord(s["target"], s["outcome"], tuple((sp, text) for sp, text in s["lines"]))
                for s in meta["script"]
            ),
            targets=tuple(CardSpan(**t) for t in meta["targets"]),
            expected=tuple(ExpectedAlert(**e) for e in meta["expected"]),
            guesser_words=frozenset(meta["guesser_words"]),
            padding=float(meta["padding"]),
            noise=Noise(**meta["noise"]),
        )
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise UserError(
            f"Образец {folder} повреждён ({err}); пересоздайте: python3 scripts/make_samples.py"
        ) from err


def all_samples(root: Path = SAMPLES_DIR) -> list[Sample]:
    """Every sample under `root`, ordered by id."""
    return [load_sample(d) for d in sorted(Path(root).iterdir()) if is_sample(d)]


@dataclass(frozen=True)
class Comparison:
    """How a replay's alerts meet a sample's expected ones.

    An expected alert is found by an alert of the same rule heard at the same time (their time
    spans overlap), so the comparison also works when a recognizer's words differ from the ground
    truth. An alert that finds no expected alert of its rule is unexpected.
    """

    found: tuple[tuple[ExpectedAlert, Alert], ...]
    missed: tuple[ExpectedAlert, ...]
    unexpected: tuple[Alert, ...]


def compare(sample: Sample, alerts: Sequence[Alert]) -> Comparison:
    """Match `alerts` (with times) against the sample's expected alerts."""
    truth = {w.index: w for w in read_words(sample.words)}

    def hits(expected: ExpectedAlert, alert: Alert) -> bool:
        word = truth[expected.index]
        return (alert.rule == expected.rule and alert.start is not None and alert.end is not None
                and alert.start < word.end and word.start < alert.end)

    found, missed = [], []
    for expected in sample.expected:
        alert = next((a for a in alerts if hits(expected, a)), None)
        if alert is None:
            missed.append(expected)
        else:
            found.append((expected, alert))
    unexpected = [a for a in alerts if not any(hits(e, a) for e in sample.expected)]
    return Comparison(tuple(found), tuple(missed), tuple(unexpected))


def round_meta(id: str, title: str, script: tuple[SecretWord, ...], synth: Synthesis
               ) -> dict[str, Any]:
    """The content of `round.json` for a synthesised round."""
    return {
        "id": id,
        "title": title,
        "targets": [t.to_json() for t in synth.targets],
        "expected": [e.to_json() for e in synth.expected],
        "guesser_words": list(synth.guesser_words),
        "padding": PADDING,
        "noise": asdict(Noise.for_round(id)),
        "festival": festival_version(),
        "script": [
            {"target": s.target, "outcome": s.outcome, "lines": [list(line) for line in s.lines]}
            for s in script
        ],
    }


def write_sample(folder: Path, id: str, title: str, script: tuple[SecretWord, ...]) -> Synthesis:
    """Synthesise a round and write its three files into `folder`."""
    synth = synthesise(script)
    folder.mkdir(parents=True, exist_ok=True)
    write_words(folder / WORDS, synth.words)
    meta = round_meta(id, title, script, synth)
    (folder / META).write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", "utf-8")
    _write_wav_atomically(folder / AUDIO, synth.audio, _source_digest(load_sample(folder)))
    return synth


def _stamp(path: Path) -> Path:
    return path.with_name(f".{path.name}.stamp")


def _source_digest(sample: Sample, *parts: object) -> str:
    """What the sample's audio is made from: its ground truth words, script and noise."""
    digest = hashlib.sha256(sample.words.read_bytes() if sample.words.is_file() else b"")
    digest.update(repr((sample.script, sample.padding) + parts).encode("utf-8"))
    return digest.hexdigest()


def _is_current(path: Path, digest: str) -> bool:
    stamp = _stamp(path)
    return path.is_file() and stamp.is_file() and stamp.read_text("utf-8").strip() == digest


def ensure_audio(sample: Sample) -> Path:
    """The sample's WAV, synthesised from its script first if it is missing or stale."""
    digest = _source_digest(sample)
    if _is_current(sample.audio, digest):
        return sample.audio
    synth = synthesise(sample.script)
    stored = read_words(sample.words)
    drift = [
        (a.text, b.text) for a, b in zip(synth.words, stored, strict=False)
        if a.text != b.text or abs(a.start - b.start) > TIME_TOLERANCE
        or abs(a.end - b.end) > TIME_TOLERANCE
    ]
    if drift or len(synth.words) != len(stored):
        raise UserError(
            f"Синтез образца {sample.id} не совпал с его расшифровкой "
            "(другая версия Festival или голоса?). "
            "Пересоздайте образцы: python3 scripts/make_samples.py"
        )
    _write_wav_atomically(sample.audio, synth.audio, digest)
    return sample.audio


def ensure_noisy_audio(sample: Sample) -> Path:
    """The sample's noisy variant (clean audio + room noise at its SNR), made first if missing
    or stale."""
    digest = _source_digest(sample, sample.noise)
    if not _is_current(sample.noisy_audio, digest):
        clean, _ = read_wav(ensure_audio(sample))
        noisy = add_noise(clean, sample.noise.snr_db, sample.noise.seed)
        _write_wav_atomically(sample.noisy_audio, noisy, digest)
    return sample.noisy_audio


def _write_wav_atomically(path: Path, audio: np.ndarray, digest: str) -> None:
    """Write the WAV, then its stamp: a crash between the two leaves a WAV that is made again."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.part")
    write_wav(partial, audio)
    partial.replace(path)
    stamp = _stamp(path)
    stamp_part = stamp.with_name(f"{stamp.name}.{os.getpid()}.part")
    stamp_part.write_text(digest + "\n", "utf-8")
    stamp_part.replace(stamp)
