"""The disk cache of derived tables (`referee.language.disk_cache`): data-only unpickling, the
stamp, broken and unwritable caches; and the real tables kept there (the foreign lexicons and
their consonant skeletons, the English sound index, the Russian frequency lists) read back equal
to a fresh build, with the checker's verdicts the same with the cache and without it."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from referee.language import disk_cache, frequency, translit
from referee.language.disk_cache import (
    cached_table,
    code_digest,
    load_data_pickle,
    source_stamp,
)

ROOT = Path(__file__).resolve().parent.parent


class _Gadget:
    pass


def test_data_only_unpickler_refuses_classes(tmp_path):
    path = tmp_path / "evil.pickle"
    path.write_bytes(pickle.dumps({"a": _Gadget()}))
    with pytest.raises(pickle.UnpicklingError):
        load_data_pickle(path)


def test_data_only_unpickler_reads_plain_containers(tmp_path):
    path = tmp_path / "plain.pickle"
    data = {"рука": ("рук", "+а"), "n": [1, 2.5, None], "s": frozenset({"a"}), "t": {"b"}}
    path.write_bytes(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
    assert load_data_pickle(path) == data


# The mechanism, on a small table derived from a file of our own.


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("HAT_REFEREE_CACHE", str(folder))
    return folder


class Counted:
    """A table builder that counts its calls: the table is the source file's lines."""

    def __init__(self, source: Path) -> None:
        self.source, self.calls = source, 0

    def __call__(self) -> dict[str, int]:
        self.calls += 1
        return {line: i for i, line in enumerate(self.source.read_text().split())}


@pytest.fixture()
def source(tmp_path: Path) -> Path:
    path = tmp_path / "words.txt"
    path.write_text("рука\nнога\nголова\n")
    return path


def load(source: Path, build: Counted, version: int = 1) -> dict[str, int]:
    return cached_table("words", source_stamp(version, [source]), build)


def test_a_table_is_built_once_then_read_back_equal(cache, source):
    build = Counted(source)
    built = load(source, build)
    again = load(source, build)
    assert again == built == {"рука": 0, "нога": 1, "голова": 2}
    assert build.calls == 1
    assert [p.name for p in cache.iterdir()] == ["words.pickle"]  # no temporary file left


def test_a_changed_source_rebuilds(cache, source):
    build = Counted(source)
    load(source, build)
    source.write_text("рука\nнос\n")  # (another size)
    assert load(source, build) == {"рука": 0, "нос": 1}
    assert build.calls == 2
    stat = source.stat()
    os.utime(source, (stat.st_atime, stat.st_mtime + 10))  # same size, another mtime
    load(source, build)
    assert build.calls == 3
    load(source, build)
    assert build.calls == 3


def test_another_format_version_rebuilds(cache, source):
    build = Counted(source)
    load(source, build, version=1)
    load(source, build, version=2)
    assert build.calls == 2
    load(source, build, version=2)
    assert build.calls == 2


def test_saving_a_newer_format_deletes_the_older_files_of_that_table_only(cache, source):
    build = Counted(source)
    for name in ("words-v1", "words-v2", "wordsmith-v1", "other-v1"):
        cached_table(name, source_stamp(1, [source]), build)
    (cache / "words-v9.pickle").write_bytes(b"a newer format, from another checkout")
    cached_table("words-v3", source_stamp(3, [source]), build)
    assert sorted(p.name for p in cache.iterdir()) == [
        "other-v1.pickle", "words-v3.pickle", "words-v9.pickle", "wordsmith-v1.pickle"]


def test_a_table_read_from_disk_deletes_nothing(cache, source):
    build = Counted(source)
    cached_table("words-v1", source_stamp(1, [source]), build)
    cached_table("words-v2", source_stamp(2, [source]), build)
    (cache / "words-v1.pickle").write_bytes(b"kept: only a save cleans up")
    cached_table("words-v2", source_stamp(2, [source]), build)
    assert build.calls == 2
    assert (cache / "words-v1.pickle").exists()


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"",
        lambda data: data[: len(data) // 2],
        lambda data: b"not a pickle at all",
        lambda data: pickle.dumps({"stamp": "x", "table": _Gadget()}),
        lambda data: pickle.dumps(["a list", "not a record"]),
        lambda data: data.replace("нога".encode(), "ноги".encode()),  # checksum no longer fits
    ],
    ids=["empty", "truncated", "garbage", "a class", "no record", "a changed word"],
)
def test_a_broken_cache_file_is_rebuilt_silently(cache, source, damage):
    build = Counted(source)
    built = load(source, build)
    path = cache / "words.pickle"
    damaged = damage(path.read_bytes())
    assert damaged != path.read_bytes()
    path.write_bytes(damaged)
    assert load(source, build) == built
    assert build.calls == 2
    assert load(source, build) == built  # and written again, whole
    assert build.calls == 2


def test_a_record_with_the_right_stamp_is_what_is_read(cache, source):
    """The control of the tests above: the cache is really read, the stamp decides."""
    build = Counted(source)
    stamp = source_stamp(1, [source])
    disk_cache._write(cache / "words.pickle", stamp, {"подмена": 7})
    assert load(source, build) == {"подмена": 7}
    assert build.calls == 0


def test_an_unwritable_cache_folder_still_gives_the_table(tmp_path, monkeypatch, source):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    monkeypatch.setenv("HAT_REFEREE_CACHE", str(blocker / "cache"))  # under a file: no folder
    build = Counted(source)
    assert load(source, build) == {"рука": 0, "нога": 1, "голова": 2}
    assert load(source, build) == {"рука": 0, "нога": 1, "голова": 2}
    assert build.calls == 2  # built in memory each time
    assert blocker.read_text() == ""


def test_the_code_digest_follows_the_code():
    assert code_digest("referee.language.frequency") == code_digest("referee.language.frequency")
    assert code_digest("referee.language.frequency") != code_digest("referee.language.translit")
    assert code_digest("referee.language.frequency", "referee.language.translit") not in (
        code_digest("referee.language.frequency"),
        code_digest("referee.language.translit"),
    )


# The real tables: read from wordfreq (and the CMU dictionary), kept in a fresh cache folder.

LOADERS = (translit.foreign_lexicon, translit.english_sounds, translit.skeleton_index,
           frequency._russian_lists)


@pytest.fixture()
def fresh(cache: Path):
    """An empty cache folder and none of the tables loaded in this process (before and after)."""
    for loader in LOADERS:
        loader.cache_clear()
    yield cache
    for loader in LOADERS:
        loader.cache_clear()


def reload(loader, *args):
    loader.cache_clear()
    return loader(*args)


def unbuildable(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> None:
    """Make `module.name` (a table's builder) fail: what is loaded then comes from the disk."""

    def refuse(*args: object) -> object:
        raise AssertionError(f"{name} called: the table was not read from the cache")

    monkeypatch.setattr(module, name, refuse)


def test_a_foreign_lexicon_read_back_equals_a_fresh_build(fresh, monkeypatch):
    built = translit.foreign_lexicon("fr")
    skeletons = translit.skeleton_index("fr")
    assert built == translit.read_foreign_lexicon("fr")
    assert {p.name for p in fresh.iterdir()} == {"foreign-fr-v1.pickle", "skeletons-fr-v1.pickle"}
    unbuildable(monkeypatch, translit, "read_foreign_lexicon")
    unbuildable(monkeypatch, translit, "read_skeletons")
    cached = reload(translit.foreign_lexicon, "fr")
    assert cached == built and len(cached.zipf) == translit.LEXICON_SIZE
    assert list(cached.zipf) == list(built.zipf)  # the same order (most frequent first)
    assert cached.zipf["ecole"] == built.zipf["ecole"] and "eco" in cached.prefixes
    again = reload(translit.skeleton_index, "fr")
    assert again == skeletons and again["msn"][0].word == "maison"


def test_the_english_sound_index_read_back_equals_a_fresh_build(fresh, monkeypatch):
    index, pronounced = translit.english_sounds()
    unbuildable(monkeypatch, translit, "read_english_sounds")
    cached_index, cached_pronounced = reload(translit.english_sounds)
    assert cached_pronounced == pronounced and "duck" in pronounced
    assert cached_index == index
    assert [list(v) for v in cached_index.values()] == [list(v) for v in index.values()]
    heard = translit.sound_matches("дак", cached_index)
    assert heard == translit.sound_matches("дак", index) and heard["duck"] == 0.0


def test_the_russian_lists_read_back_equal_a_fresh_build(fresh, monkeypatch):
    common, rare_forms = frequency._russian_lists()
    assert (common, rare_forms) == frequency._read_russian_lists()
    unbuildable(monkeypatch, frequency, "_read_russian_lists")
    cached_common, cached_rare = reload(frequency._russian_lists)
    assert cached_common == common and cached_rare == rare_forms
    assert list(cached_common) == list(common)
    assert frequency.russian_zipf("рука") == common["рука"] > 4


def test_a_damaged_russian_table_is_rebuilt_not_read(fresh):
    """A changed letter inside the saved table (the file still parses): the checksum catches it,
    and the table is read from wordfreq again, not with «ъъъъ» for «рука» (or for a word starting
with it)."""
    common, _ = frequency._russian_lists()
    (path,) = fresh.glob("russian-frequency-*.pickle")
    data = path.read_bytes()
    assert "рука".encode() in data
    path.write_bytes(data.replace("рука".encode(), "ъъъъ".encode(), 1))
    again, _ = reload(frequency._russian_lists)
    assert again == common and not any(word.startswith("ъъъъ") for word in again)
    assert "рука".encode() in path.read_bytes()  # written again


def test_a_stale_stamp_rebuilds_a_real_table(fresh, monkeypatch):
    """A table saved from another wordfreq list (its file's mtime differs) or another version of
    the code is not read: the one built now is, and it replaces the file."""
    real = translit.foreign_lexicon("de")
    path = fresh / "foreign-de-v1.pickle"
    stamp = load_data_pickle(path)["stamp"]
    version, (name, size, mtime), digest = stamp
    assert name.endswith("large_de.msgpack.gz") and digest == code_digest(*translit.LEXICON_CODE)
    wrong = ({"falsch": 9.0}, frozenset({"f"}))
    for stale in ([version, [name, size, mtime - 1], digest], [version, [name, size, mtime], "0"],
                  [version + 1, [name, size, mtime], digest]):
        disk_cache._write(path, stale, wrong)
        assert reload(translit.foreign_lexicon, "de") == real
        assert load_data_pickle(path)["stamp"] == stamp
    disk_cache._write(path, stamp, wrong)  # the control: with its own stamp, the file is read
    assert reload(translit.foreign_lexicon, "de").zipf == {"falsch": 9.0}


def test_the_real_tables_load_from_an_unwritable_cache_folder(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    monkeypatch.setenv("HAT_REFEREE_CACHE", str(blocker / "cache"))
    try:
        translit.foreign_lexicon.cache_clear()
        frequency._russian_lists.cache_clear()
        assert translit.foreign_lexicon("it") == translit.read_foreign_lexicon("it")
        assert frequency._russian_lists() == frequency._read_russian_lists()
    finally:
        translit.foreign_lexicon.cache_clear()
        frequency._russian_lists.cache_clear()


VERDICTS = """
import json, sys
from referee.measure.checker_bench import TURNS, WARM_UP
from referee.rules.checker import check_text, warm_up
warm_up(all_languages=True)
lines = [WARM_UP, *TURNS, ("рука", "по-английски хенд по-немецки хант по-французски мэн"),
         ("школа", "по-французски эколь по-испански эскуэла по-итальянски скуола"),
         ("собака", "по английски дог по немецки хунд франд дак монинг шуз")]
print(json.dumps([[a.to_json() for a in check_text(t, s)] for t, s in lines], ensure_ascii=False))
"""


@pytest.mark.slow
def test_the_checkers_verdicts_are_the_same_with_the_cache_and_without(tmp_path):
    """A process that builds every table (empty cache folder) and one that reads them back give
    the same alerts, on the bench's turns and lines of foreign words in all the languages."""
    env = {**os.environ, "HAT_REFEREE_CACHE": str(tmp_path), "PYTHONPATH": str(ROOT)}
    runs = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", VERDICTS], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True)
        runs.append(json.loads(done.stdout))
    names = {p.name for p in tmp_path.iterdir()}
    assert {"english-sounds-v1.pickle", "russian-frequency-v1.pickle"} <= names
    assert {f"foreign-{lang}-v1.pickle" for lang in ("en", "de", "fr", "es", "it")} <= names
    assert runs[0] == runs[1]
    assert sum(map(len, runs[0])) >= 5  # alerts were raised: the comparison compares verdicts
