"""Whisper model management: find the model folder, check it, assemble or download one atomically.

A Whisper model here is a folder of faster-whisper's CTranslate2 files (`MODEL_FILES`). It is found
like the Vosk model: `--model PATH`, then the environment variable `HAT_REFEREE_WHISPER_MODEL`,
then `models/faster-whisper-base`, `models/faster-whisper-small`, any `models/faster-whisper-*`.
Nothing half-written is ever where the engine looks: files are written into a hidden staging folder,
verified against `WHISPER_CATALOG`, and the folder is renamed into place in one step.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from common.errors import UserError
from referee.speech.model_download import RETRY_HINT, Progress, fetch_file
from referee.speech.models import MODELS_DIR, PARTIAL_MARK, ModelReport
from referee.speech.whisper_catalog import (
    DEFAULT_WHISPER,
    MODEL_FILES,
    WHISPER_CATALOG,
    PinnedFile,
    WhisperSpec,
)

WHISPER_ENV_VAR = "HAT_REFEREE_WHISPER_MODEL"
WHISPER_HINT = ("Скачайте модель: referee model download whisper-base "
                "(или укажите путь: --model ПАПКА).")


def locate_whisper_model(explicit: str | Path | None = None,
                         models_dir: Path = MODELS_DIR) -> Path:
    """The Whisper model folder to use, checked; `UserError` saying what to run if there is none."""
    if explicit is not None:
        return _usable(Path(explicit), "указанная в --model")
    if os.environ.get(WHISPER_ENV_VAR):
        return _usable(Path(os.environ[WHISPER_ENV_VAR]),
                       f"указанная в переменной {WHISPER_ENV_VAR}")
    known = [models_dir / spec.name for spec in WHISPER_CATALOG.values()]
    for path in [*known, *sorted(models_dir.glob("faster-whisper-*"))]:
        if path.is_dir():
            return _usable(path, "найденная в models/")
    raise UserError(f"Модель Whisper не найдена (искал в «{models_dir}»). {WHISPER_HINT}")


def _usable(path: Path, where: str) -> Path:
    report = check_whisper_model(path)
    if not report.ok:
        raise UserError(f"Модель Whisper {where} («{path}») непригодна: "
                        f"{'; '.join(report.problems)}. {WHISPER_HINT}")
    return path


def spec_for(path: Path) -> WhisperSpec | None:
    """The catalogue entry whose folder name `path` has (its pinned sizes apply), if any."""
    return next((s for s in WHISPER_CATALOG.values() if s.name == path.name), None)


def check_whisper_model(path: Path | str, *, load: bool = False,
                        spec: WhisperSpec | None = None) -> ModelReport:
    """Whether `path` holds a complete Whisper model: every file present, not empty, and of the
    pinned size when the folder is a catalogue model (`spec`, else found by the folder's name);
    with `load`, also whether faster-whisper can load it (in a child process: a corrupt model can
    abort the native library)."""
    path = Path(path)
    if not path.is_dir():
        return ModelReport(path, ("папка не существует",))
    if (path / PARTIAL_MARK).exists():
        return ModelReport(path, ("запись модели не была завершена (модель неполная)",))
    pinned = {f.name: f for f in (spec or spec_for(path) or WhisperSpec("", "", "", ())).files}
    problems = [p for name in MODEL_FILES if (p := _file_problem(path / name, pinned.get(name)))]
    if not problems and load:
        problems += _load_problems(path)
    return ModelReport(path, tuple(problems))


def _file_problem(file: Path, pinned: PinnedFile | None) -> str | None:
    if not file.is_file():
        return f"нет файла {file.name}"
    size = file.stat().st_size
    if size == 0:
        return f"файл {file.name} пуст"
    if pinned is not None and not pinned.size_ok(size):
        return f"размер файла {file.name} ({size} байт) не тот: файл повреждён или недокачан"
    return None


def _load_problems(path: Path) -> list[str]:
    code = ("import sys; from faster_whisper import WhisperModel; "
            "WhisperModel(sys.argv[1], device='cpu', compute_type='int8', cpu_threads=1)")
    try:
        done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                              text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return ["faster-whisper не смог загрузить модель за 10 минут"]
    if done.returncode != 0:
        return [f"faster-whisper не смог загрузить модель (код {done.returncode}): "
                f"файлы повреждены"]
    return []


def build_model_folder(target: Path, pieces: Mapping[str, Iterable[Path]],
                       spec: WhisperSpec | None = None) -> Path:
    """Write the model folder `target` from local files: each of its files is the concatenation
    of its `pieces` (e.g. `model.bin` from `model.bin.part1` + `model.bin.part2`). Staged, checked
    (against `spec` when given) and renamed into place; an intact existing folder is kept."""
    if check_whisper_model(target, spec=spec).ok:
        return target
    with _staging(target, spec) as staging:
        for name, parts in pieces.items():
            with (staging / name).open("wb") as out:
                for part in parts:
                    with part.open("rb") as piece:
                        shutil.copyfileobj(piece, out, 1 << 20)
    return target


def download_whisper_model(key: str = DEFAULT_WHISPER, models_dir: Path = MODELS_DIR, *,
                           progress: Progress | None = None, timeout: float = 30.0,
                           spec: WhisperSpec | None = None) -> Path:
    """Fetch the catalogue model `key` (or `spec`) into `models_dir/<name>`, every file verified
    (size, SHA-256 where pinned); returns the folder. `UserError` on any fault."""
    spec = spec or WHISPER_CATALOG[key]
    target = models_dir / spec.name
    if check_whisper_model(target, spec=spec).ok:
        return target
    models_dir.mkdir(parents=True, exist_ok=True)
    with _staging(target, spec) as staging:
        for file in spec.files:
            digest = fetch_file(spec.url(file), staging / file.name, progress, timeout)
            _verify(file, staging / file.name, digest)
    return target


def _verify(file: PinnedFile, path: Path, digest: str) -> None:
    size = path.stat().st_size
    if not file.size_ok(size):
        expected = file.size_bytes or f"около {file.published_bytes} байт"
        raise UserError(f"Размер скачанного файла {file.name} ({size} байт) не совпадает с "
                        f"ожидаемым ({expected}): файл повреждён или это не модель. {RETRY_HINT}")
    if file.sha256 and file.sha256 != digest:
        raise UserError(f"Контрольная сумма файла {file.name} не совпала (SHA-256 {digest}, "
                        f"ожидалось {file.sha256}): файл повреждён или подменён. {RETRY_HINT}")


class _staging:
    """A hidden folder beside `target` to write into; on success checked and renamed to `target`
    in one step, on failure removed."""

    def __init__(self, target: Path, spec: WhisperSpec | None) -> None:
        self.target, self.spec = target, spec
        self.path = target.parent / f".{target.name}.{os.getpid()}.staging"

    def __enter__(self) -> Path:
        shutil.rmtree(self.path, ignore_errors=True)
        self.path.mkdir(parents=True)
        return self.path

    def __exit__(self, kind: type | None, *_: object) -> None:
        try:
            if kind is None:
                report = check_whisper_model(self.path, spec=self.spec)
                if not report.ok:
                    raise UserError(f"Модель Whisper неполная: {'; '.join(report.problems)}. "
                                    f"{RETRY_HINT}")
                shutil.rmtree(self.target, ignore_errors=True)  # a broken earlier copy
                try:
                    self.path.rename(self.target)
                except OSError:  # another process put an intact copy there meanwhile
                    if not check_whisper_model(self.target, spec=self.spec).ok:
                        raise
        finally:
            shutil.rmtree(self.path, ignore_errors=True)
