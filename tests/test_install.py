"""A fresh machine: the package installed into a new virtual environment without extras (only
the runtime dependencies) plays the README's main command, `referee demo`, to the end of its first
turn; and what the wheel ships matches what the code reads."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

import pytest
from demo_support import first_match, output_of

from api.serving import free_port

ROOT = Path(__file__).resolve().parent.parent
JUNK = shutil.ignore_patterns(".git", "test-artifacts", "build", "dist", "*.egg-info",
                              "__pycache__", ".*_cache", "turn*.wav")


def left_out(folder: str, names: list[str]) -> set[str]:
    """What a user's clone would not have: caches, build output, synthesised audio, and the
    top-level `data/` and `models/` folders (not `referee/speech/models/`, which is code)."""
    top = {"data", "models"} & set(names) if Path(folder) == ROOT else set()
    return set(JUNK(folder, names)) | top


def test_every_sample_round_is_shipped_with_the_package():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = config["tool"]["setuptools"]["data-files"]
    rounds = sorted(p.parent.name for p in (ROOT / "samples").glob("*/round.json"))
    assert rounds and all(f"share/hat-referee/samples/{r}" in shipped for r in rounds)


def turns_played(url: str) -> int:
    with urllib.request.urlopen(f"{url}/api/game?view=player", timeout=10) as answer:
        game = json.load(answer)["game"]
    return game["turns_played"] if game else 0


@pytest.mark.slow
def test_a_fresh_venv_without_extras_plays_the_demo_to_the_end_of_a_turn(tmp_path):
    checkout = tmp_path / "checkout"
    shutil.copytree(ROOT, checkout, ignore=left_out)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "HAT_REFEREE_MODEL", "VIRTUAL_ENV")}
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, env=env)
    python = venv / "bin" / "python"
    install = subprocess.run([str(python), "-m", "pip", "install", "-q", str(checkout)],
                             capture_output=True, text=True, env=env, timeout=1200)
    assert install.returncode == 0, install.stdout + install.stderr
    port = free_port()
    process = subprocess.Popen(
        [str(venv / "bin" / "referee"), "demo", "--no-browser", "--port", str(port)],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seen: list[str] = []
    try:
        lines = output_of(process)
        url = first_match(lines, r"Демонстрация: (http://[^/\s]+)/login", 180, seen)[1]
        first_match(lines, r"Ход 1: ", 60, seen)
        deadline = time.monotonic() + 90
        while turns_played(url) < 1:
            assert process.poll() is None, "".join(seen)
            assert time.monotonic() < deadline, f"the first turn did not end: {''.join(seen)}"
            time.sleep(1)
    finally:
        process.terminate()
        process.wait(30)
