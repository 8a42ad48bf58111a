"""Vosk model management: find the model, check a folder, download and unpack one safely.

Order of search (`locate_model`): `--model PATH`, then the environment variable
`HAT_REFEREE_MODEL`, then `models/vosk-model-small-ru-0.22`, then any `models/vosk-model-*ru*`.
What is pinned for each downloadable model is in `CATALOG` (see
`referee/speech/models/vosk_catalog.py`).
The search itself (`find_model`) and the child-process load check (`load_problems`) serve the
Whisper models too (`referee.speech.models.whisper_files`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from common.errors import UserError
from referee.speech.models.vosk_catalog import CATALOG, DEFAULT

ENV_VAR = "HAT_REFEREE_MODEL"
MODELS_DIR = Path(__file__).resolve().parents[3] / "models"
PARTIAL_MARK = ".incomplete"  # present in a folder whose unpacking did not finish
DOWNLOAD_HINT = "Скачайте модель: referee model download (или укажите путь: --model ПАПКА)."


@dataclass(frozen=True)
class ModelReport:
    """What `check_model` found: `problems` in Russian, empty when the folder is a usable model."""

    path: Path
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def locate_model(explicit: str | Path | None = None, models_dir: Path = MODELS_DIR) -> Path:
    """The model folder to use, checked; `UserError` saying what to run when there is none."""
    default = models_dir / CATALOG[DEFAULT].name
    return find_model(explicit, ENV_VAR, [default, *sorted(models_dir.glob("vosk-model-*ru*"))],
                      check_model, what="Модель", hint=DOWNLOAD_HINT,
                      missing=f"Модель распознавания речи не найдена (искал в «{models_dir}»).")


def find_model(explicit: str | Path | None, env_var: str, candidates: list[Path],
               check: Callable[[Path], ModelReport], *, what: str, hint: str,
               missing: str) -> Path:
    """The search every engine's models follow: `explicit` (--model), then the folder named in
    `env_var`, then the first of `candidates` (in models/) that exists; each checked by `check`.
    `UserError` naming `what` is wrong and ending with `hint` (what to run)."""
    if explicit is not None:
        found, where = Path(explicit), "указанная в --model"
    elif os.environ.get(env_var):
        found, where = Path(os.environ[env_var]), f"указанная в переменной {env_var}"
    else:
        found = next((path for path in candidates if path.is_dir()), None)
        where = "найденная в models/"
    if found is None:
        raise UserError(f"{missing} {hint}")
    report = check(found)
    if not report.ok:
        raise UserError(f"{what} {where} («{found}») непригодна: {'; '.join(report.problems)}. "
                        f"{hint}")
    return found


def check_model(path: Path | str, *, load: bool = False) -> ModelReport:
    """Whether `path` holds a complete Vosk model; with `load`, also whether Vosk can load it.

    Loading runs in a child process: a corrupt graph can abort the native library, and the judge's
    process must survive that.
    """
    path = Path(path)
    if not path.is_dir():
        return ModelReport(path, ("папка не существует",))
    if (path / PARTIAL_MARK).exists():
        return ModelReport(path, ("распаковка не была завершена (модель неполная)",))
    problems = _file_problems(path)
    if not problems and load:
        problems += _load_problems(path)
    return ModelReport(path, tuple(problems))


def _file_problems(path: Path) -> list[str]:
    """Files a Vosk model cannot work without (the `am/` layout or the old flat one): present and
    not empty."""
    model = "am/final.mdl" if (path / "am").is_dir() else "final.mdl"
    conf = "conf/mfcc.conf" if (path / "conf").is_dir() else "mfcc.conf"
    graph = "graph/" if (path / "graph").is_dir() else ""
    graphs = [[f"{graph}HCLG.fst"], [f"{graph}HCLr.fst", f"{graph}Gr.fst"]]
    usable_graph = next((g for g in graphs if all((path / f).is_file() for f in g)), None)
    problems = [] if usable_graph else [f"нет файла {graph}HCLG.fst (или {graph}HCLr.fst и Gr.fst)"]
    for name in [model, conf, *(usable_graph or [])]:
        file = path / name
        if not file.is_file():
            problems.append(f"нет файла {name}")
        elif file.stat().st_size == 0:
            problems.append(f"файл {name} пуст")
    return problems


def _load_problems(path: Path) -> list[str]:
    return load_problems("import sys, vosk; vosk.SetLogLevel(-1); vosk.Model(sys.argv[1])",
                         path, "Vosk")


def load_problems(code: str, path: Path, engine: str) -> list[str]:
    """Run `code` (which loads the model at `sys.argv[1]`) in a child process: a corrupt model can
    abort a native library, and the judge's process must survive that. [] when it loaded."""
    try:
        done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                              text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return [f"{engine} не смог загрузить модель за 10 минут"]
    if done.returncode != 0:
        return [f"{engine} не смог загрузить модель (код {done.returncode}): файлы повреждены"]
    return []
