"""Model management: where the model is found, what a broken one says, and the download
(against a real HTTP server on 127.0.0.1 serving a small zip: good, bad checksum, broken
connection, wrong content)."""

import hashlib
import io
import zipfile

import pytest

from common.errors import UserError
from referee.speech.models.download import download_model
from referee.speech.models.find import ENV_VAR, PARTIAL_MARK, check_model, locate_model
from referee.speech.models.vosk_catalog import CATALOG, ModelSpec
from tests.speech_support import Server, korean_model_path

NAME = "vosk-model-test-ru"
MODEL_FILES = {"am/final.mdl": b"m" * 5000, "conf/mfcc.conf": b"--use-energy=false\n",
               "graph/HCLG.fst": b"g" * 3000}


def fake_model(folder, files=MODEL_FILES):
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return folder


def zip_bytes(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


GOOD_ZIP = zip_bytes({f"{NAME}/{k}": v for k, v in MODEL_FILES.items()})


@pytest.fixture
def server():
    s = Server({
        "/good.zip": (GOOD_ZIP, None),
        "/broken.zip": (GOOD_ZIP[: len(GOOD_ZIP) // 2], len(GOOD_ZIP)),
        "/stray.zip": (zip_bytes({"../evil.txt": b"x", f"{NAME}/am/final.mdl": b"m"}), None),
        "/incomplete.zip": (zip_bytes({f"{NAME}/am/final.mdl": b"m" * 10}), None),
        "/page.html": (b"<html>not found</html>" * 400, None),
    })
    yield s
    s.close()


def spec(server, path, **pins):
    body = server.routes.get(path, (b"", None))[0]
    pins.setdefault("size_bytes", len(body))
    pins.setdefault("sha256", hashlib.sha256(body).hexdigest())
    return ModelSpec(NAME, server.url + path, published_mb=len(body) / 1e6, **pins)


def leftovers(models_dir):
    return sorted(p.name for p in models_dir.iterdir()) if models_dir.exists() else []


def test_download_verifies_and_unpacks(server, tmp_path):
    seen = []
    path = download_model(spec(server, "/good.zip"), tmp_path,
                          progress=lambda got, total: seen.append((got, total)))
    assert path == tmp_path / NAME and check_model(path).ok
    assert (path / "am/final.mdl").read_bytes() == MODEL_FILES["am/final.mdl"]
    assert leftovers(tmp_path) == [NAME]  # no .part file, no staging folder
    assert seen[-1] == (len(GOOD_ZIP), len(GOOD_ZIP))


def test_model_already_there_is_not_downloaded_again(server, tmp_path):
    download_model(spec(server, "/good.zip"), tmp_path)
    download_model(spec(server, "/good.zip"), tmp_path)
    assert server.hits == ["/good.zip"]


@pytest.mark.parametrize("path, pins, message", [
    ("/good.zip", {"sha256": "0" * 64}, "Контрольная сумма"),
    ("/good.zip", {"size_bytes": len(GOOD_ZIP) + 1}, "Размер"),
    ("/broken.zip", {}, "оборвалась"),
    ("/missing.zip", {}, "не удалась"),
    ("/stray.zip", {}, "посторонний путь"),
    ("/incomplete.zip", {}, "неполная модель"),
    ("/page.html", {}, "повреждён"),
])
def test_bad_download_leaves_nothing_and_says_what_to_do(server, tmp_path, path, pins, message):
    with pytest.raises(UserError, match=message) as err:
        download_model(spec(server, path, **pins), tmp_path)
    assert "referee model download" in str(err.value)
    assert leftovers(tmp_path) == []


def test_checksum_given_by_hand_is_enforced(server, tmp_path):
    unpinned = spec(server, "/good.zip", sha256=None)
    with pytest.raises(UserError, match="Контрольная сумма"):
        download_model(unpinned, tmp_path, sha256="ab" * 32)
    assert download_model(unpinned, tmp_path, sha256=hashlib.sha256(GOOD_ZIP).hexdigest())


def test_published_size_is_checked_when_exact_size_is_not_pinned():
    small = CATALOG["small"]
    assert small.size_bytes is None and small.sha256 is None  # see model_catalog: not pinned yet
    assert small.size_ok(45_500_000)
    assert not small.size_ok(2_000_000)  # e.g. an error page instead of the zip


def test_locate_prefers_explicit_then_environment_then_models_dir(tmp_path, monkeypatch):
    models = tmp_path / "models"
    default = fake_model(models / CATALOG["small"].name)
    other = fake_model(tmp_path / "other")
    explicit = fake_model(tmp_path / "explicit")
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert locate_model(None, models) == default
    monkeypatch.setenv(ENV_VAR, str(other))
    assert locate_model(None, models) == other
    assert locate_model(explicit, models) == explicit


def test_locate_finds_another_russian_model_in_models_dir(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    big = fake_model(tmp_path / "vosk-model-ru-0.42")
    assert locate_model(None, tmp_path) == big


def test_no_model_says_what_to_run(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    with pytest.raises(UserError, match="referee model download"):
        locate_model(None, tmp_path)


def test_bad_model_named_in_environment_is_not_silently_skipped(tmp_path, monkeypatch):
    fake_model(tmp_path / CATALOG["small"].name)
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "nowhere"))
    with pytest.raises(UserError, match=ENV_VAR):
        locate_model(None, tmp_path)


@pytest.mark.parametrize("damage, problem", [
    (lambda m: (m / PARTIAL_MARK).touch(), "распаковка не была завершена"),
    (lambda m: (m / "am/final.mdl").unlink(), "нет файла am/final.mdl"),
    (lambda m: (m / "conf/mfcc.conf").write_bytes(b""), "файл conf/mfcc.conf пуст"),
    (lambda m: (m / "graph/HCLG.fst").unlink(), "HCLG.fst"),
])
def test_partial_models_are_named_as_such(tmp_path, damage, problem):
    model = fake_model(tmp_path / "m")
    damage(model)
    report = check_model(model)
    assert not report.ok and any(problem in p for p in report.problems)


def test_corrupt_model_is_caught_by_loading_it_in_vosk(tmp_path):
    report = check_model(fake_model(tmp_path / "m"), load=True)
    assert any("Vosk не смог загрузить" in p for p in report.problems)


def test_real_model_passes_the_quick_check():
    assert check_model(korean_model_path()).ok
