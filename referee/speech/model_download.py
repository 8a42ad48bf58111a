"""Download a Vosk model zip, verify it, and unpack it into `models/` atomically.

Nothing half-done is ever left where the recognizer looks: the zip is streamed to a hidden
`.<name>.zip.part`, verified (size, checksum, every member's CRC, a model's layout), unpacked into
a hidden temporary folder, checked, and only then renamed to `models/<name>` in one step.
"""

from __future__ import annotations

import hashlib
import http.client
import shutil
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath

from common.errors import UserError
from referee.speech.model_catalog import ModelSpec
from referee.speech.models import MODELS_DIR, PARTIAL_MARK, check_model

Progress = Callable[[int, int | None], None]  # (bytes so far, total or None)
BLOCK = 1 << 20
RETRY_HINT = "Проверьте подключение к интернету и запустите `referee model download` снова."


def download_model(spec: ModelSpec, models_dir: Path = MODELS_DIR, *,
                   progress: Progress | None = None, sha256: str | None = None,
                   timeout: float = 30.0) -> Path:
    """Fetch `spec` into `models_dir/<spec.name>`; returns that folder. `UserError` on any fault."""
    target = models_dir / spec.name
    if check_model(target).ok:
        return target
    models_dir.mkdir(parents=True, exist_ok=True)
    part = models_dir / f".{spec.name}.zip.part"
    try:
        digest = fetch_file(spec.url, part, progress, timeout)
        _verify(spec, part, digest, sha256)
        _unpack(spec, part, models_dir)
    finally:
        part.unlink(missing_ok=True)
    return target


def fetch_file(url: str, part: Path, progress: Progress | None, timeout: float) -> str:
    """Stream `url` to `part`; returns the SHA-256 of what was received."""
    digest = hashlib.sha256()
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response, part.open("wb") as out:
            total = response.headers.get("Content-Length")
            total = int(total) if total and total.isdigit() else None
            got = 0
            while block := response.read(BLOCK):
                out.write(block)
                digest.update(block)
                got += len(block)
                if progress:
                    progress(got, total)
    except (urllib.error.URLError, http.client.HTTPException, OSError) as err:
        raise UserError(f"Загрузка модели с {url} не удалась ({err}). {RETRY_HINT}") from err
    if total is not None and got != total:
        raise UserError(f"Загрузка модели оборвалась: получено {got} из {total} байт. {RETRY_HINT}")
    return digest.hexdigest()


def _verify(spec: ModelSpec, part: Path, digest: str, sha256: str | None) -> None:
    size = part.stat().st_size
    if not spec.size_ok(size):
        expected = spec.size_bytes or f"около {spec.published_mb:g} МБ"
        raise UserError(f"Размер скачанного архива ({size} байт) не совпадает с ожидаемым "
                        f"({expected}): файл повреждён или это не модель. {RETRY_HINT}")
    for pinned in (spec.sha256, sha256):
        if pinned and pinned.lower() != digest:
            raise UserError(f"Контрольная сумма архива не совпала (SHA-256 {digest}, ожидалось "
                            f"{pinned}): файл повреждён или подменён. {RETRY_HINT}")


def _unpack(spec: ModelSpec, part: Path, models_dir: Path) -> None:
    """Unpack into a hidden folder, check, then rename into place in one step."""
    staging = models_dir / f".{spec.name}.unpacking"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    try:
        with zipfile.ZipFile(part) as archive:
            _check_members(spec, archive)
            (staging / spec.name).mkdir()
            (staging / spec.name / PARTIAL_MARK).touch()
            archive.extractall(staging)
        (staging / spec.name / PARTIAL_MARK).unlink()
        report = check_model(staging / spec.name)
        if not report.ok:
            raise UserError(f"В архиве неполная модель: {'; '.join(report.problems)}. {RETRY_HINT}")
        target = models_dir / spec.name
        shutil.rmtree(target, ignore_errors=True)  # a broken earlier copy (a good one returned)
        (staging / spec.name).rename(target)
    except zipfile.BadZipFile as err:
        raise UserError(f"Скачанный архив повреждён ({err}). {RETRY_HINT}") from err
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _check_members(spec: ModelSpec, archive: zipfile.ZipFile) -> None:
    """Every member intact (CRC-32) and inside the model's own folder."""
    for name in archive.namelist():
        parts = PurePosixPath(name).parts
        if not parts or parts[0] != spec.name or ".." in parts or name.startswith("/"):
            raise UserError(f"Архив содержит посторонний путь «{name}» вместо папки "
                            f"{spec.name}/: это не та модель. {RETRY_HINT}")
    broken = archive.testzip()
    if broken is not None:
        raise UserError(f"Файл «{broken}» в архиве повреждён (CRC). {RETRY_HINT}")
