"""Whisper model management: where the model is found, what a missing or broken one says, the
download from a real HTTP server on 127.0.0.1 (serving the real Whisper base files, or damaged
ones), and the command line around it."""

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from common.errors import UserError
from referee.speech.models.find import PARTIAL_MARK
from referee.speech.models.whisper_catalog import MODEL_FILES, WHISPER_CATALOG
from referee.speech.models.whisper_files import (
    WHISPER_ENV_VAR,
    check_whisper_model,
    download_whisper_model,
    locate_whisper_model,
)
from tests.speech_support import Server, silence
from tests.whisper_support import festival_speech, whisper_base_path

ROOT = Path(__file__).resolve().parent.parent
BASE = WHISPER_CATALOG["whisper-base"]


def fake_model(folder: Path, sizes: dict[str, int] | None = None) -> Path:
    """A folder with every Whisper file, of made-up content (not a catalogue model's name)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in MODEL_FILES:
        (folder / name).write_bytes(b"x" * (sizes or {}).get(name, 100))
    return folder


def test_the_assembled_base_model_matches_the_pinned_files():
    path = whisper_base_path()
    assert check_whisper_model(path).ok
    pinned = {f.name: f for f in BASE.files}
    for name in MODEL_FILES:
        assert (path / name).stat().st_size == pinned[name].size_bytes
    config = hashlib.sha256((path / "config.json").read_bytes()).hexdigest()
    assert config == pinned["config.json"].sha256


def test_locate_prefers_explicit_then_environment_then_models_dir(tmp_path, monkeypatch):
    models = tmp_path / "models"
    found = fake_model(models / "faster-whisper-custom")  # not a catalogue name: no sizes
    other = fake_model(tmp_path / "mine")
    monkeypatch.delenv(WHISPER_ENV_VAR, raising=False)
    assert locate_whisper_model(None, models) == found
    monkeypatch.setenv(WHISPER_ENV_VAR, str(other))
    assert locate_whisper_model(None, models) == other
    assert locate_whisper_model(found, models) == found


def test_no_model_says_what_to_run(tmp_path, monkeypatch):
    monkeypatch.delenv(WHISPER_ENV_VAR, raising=False)
    with pytest.raises(UserError, match="referee model download whisper-base"):
        locate_whisper_model(None, tmp_path)


@pytest.mark.parametrize("damage, problem", [
    (lambda f: (f / "model.bin").unlink(), "нет файла model.bin"),
    (lambda f: (f / "tokenizer.json").write_bytes(b""), "файл tokenizer.json пуст"),
    (lambda f: (f / PARTIAL_MARK).touch(), "неполная"),
])
def test_a_broken_model_says_what_is_wrong_and_what_to_run(tmp_path, damage, problem):
    folder = fake_model(tmp_path / "m")
    damage(folder)
    with pytest.raises(UserError) as err:
        locate_whisper_model(folder)
    assert problem in str(err.value) and "referee model download whisper-base" in str(err.value)


def test_a_catalogue_model_of_the_wrong_size_is_caught(tmp_path):
    folder = tmp_path / BASE.name
    shutil.copytree(whisper_base_path(), folder, ignore=shutil.ignore_patterns("model.bin"))
    (folder / "model.bin").write_bytes(b"\0" * 1000)  # a truncated download
    report = check_whisper_model(folder)
    assert not report.ok and "model.bin" in report.problems[0]


@pytest.mark.slow
def test_a_model_of_the_right_files_that_faster_whisper_cannot_load_is_caught(tmp_path):
    folder = fake_model(tmp_path / "m")
    assert check_whisper_model(folder).ok  # the files are there...
    report = check_whisper_model(folder, load=True)
    assert not report.ok and "не смог загрузить" in report.problems[0]  # ...but not a model


def served(tmp_path, damage=None) -> Server:
    """A server with the real Whisper base files at Hugging Face's paths (one damaged)."""
    files = {n: (whisper_base_path() / n).read_bytes() for n in MODEL_FILES}
    if damage:
        files.update(damage)
    base = f"/{BASE.repo}/resolve/{BASE.revision}/"
    return Server({base + n: (body, None) for n, body in files.items()})


@pytest.mark.slow
def test_download_fetches_and_verifies_every_file(tmp_path):
    server = served(tmp_path)
    try:
        path = download_whisper_model("whisper-base", tmp_path / "models", hub=server.url)
    finally:
        server.close()
    assert path == tmp_path / "models" / BASE.name
    assert check_whisper_model(path).ok and sorted(os.listdir(tmp_path / "models")) == [BASE.name]
    assert locate_whisper_model(None, tmp_path / "models") == path


@pytest.mark.parametrize("damage, message", [
    ({"config.json": b"{" + b" " * 2307 + b"}"}, "Контрольная сумма файла config.json"),
    ({"config.json": b"{}"}, "Размер скачанного файла config.json"),
])
def test_a_damaged_download_leaves_nothing_and_says_what_to_do(tmp_path, damage, message):
    server = served(tmp_path, damage)
    try:
        with pytest.raises(UserError, match=message) as err:
            download_whisper_model("whisper-base", tmp_path / "models", hub=server.url)
    finally:
        server.close()
    assert "referee model download" in str(err.value)
    assert os.listdir(tmp_path / "models") == []  # no half-written model where it is looked for


def test_an_unreachable_server_is_a_clear_error(tmp_path):
    with pytest.raises(UserError, match="Проверьте подключение к интернету"):
        download_whisper_model("whisper-base", tmp_path, hub="http://127.0.0.1:9", timeout=5)
    assert os.listdir(tmp_path) == []


def cli(*args, timeout=300):
    env = {k: v for k, v in os.environ.items() if k != WHISPER_ENV_VAR}
    return subprocess.run([sys.executable, "-m", "api.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_cli_without_a_whisper_model_says_what_to_run(tmp_path):
    wav = silence(tmp_path / "x.wav", 1.0)
    done = cli("transcribe", "--engine", "whisper", "--model", str(tmp_path / "none"), str(wav))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "referee model download whisper-base" in done.stderr


def test_cli_model_check_explains_a_broken_whisper_folder(tmp_path):
    folder = fake_model(tmp_path / "faster-whisper-base")
    done = cli("model", "check", "--quick", str(folder))
    assert done.returncode == 2 and "model.bin" in done.stderr and "whisper-base" in done.stderr


def test_cli_download_refuses_options_that_do_not_apply(tmp_path):
    done = cli("model", "download", "whisper-base", "--sha256", "ab", "--dir", str(tmp_path))
    assert done.returncode == 2 and "--sha256" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.slow
def test_cli_transcribes_russian_with_whisper():
    wav = festival_speech("Кошка спит на диване.")
    done = cli("transcribe", "--engine", "whisper", "--model", str(whisper_base_path()), str(wav))
    assert done.returncode == 0, done.stderr
    words = [json.loads(line)["word"] for line in done.stdout.splitlines()]
    assert "кошка" in words and "диване" in words
