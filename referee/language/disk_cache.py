"""Tables derived from installed data files, kept on disk between processes.

A table is saved as a pickle of plain data (dicts, lists, tuples, sets, strings, numbers) under
`$HAT_REFEREE_CACHE` or `~/.cache/hat-referee/`, with a checksum and a stamp: the table's format
version, each source data file's path, size and modification time, and, where given, a digest of
the code that derives it. A file whose stamp differs, or that cannot be read or fails its checksum,
is rebuilt silently; an unwritable cache folder only costs the rebuild in the next process. Cache
files are read with an unpickler that allows no classes at all, and written through a temporary
file renamed into place.
"""

from __future__ import annotations

import contextlib
import gc
import glob
import hashlib
import io
import os
import pickle
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable
from importlib import import_module
from pathlib import Path
from typing import Any, TypeVar

Table = TypeVar("Table")
Stamp = list  # [version, [path, size, mtime]..., *extra]: compared for equality only


class _DataOnlyUnpickler(pickle.Unpickler):
    """Reads dicts, lists, tuples, sets, strings, numbers, None; refuses any class or function."""

    def find_class(self, module: str, name: str):  # noqa: ANN201 - signature from pickle
        raise pickle.UnpicklingError(f"refusing to load {module}.{name}: data only")


def load_data_pickle(path: Path) -> object:
    with path.open("rb") as f:
        return _DataOnlyUnpickler(f).load()


def cache_dir() -> Path:
    explicit = os.environ.get("HAT_REFEREE_CACHE")
    if explicit:
        return Path(explicit)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "hat-referee"


def source_stamp(version: int, sources: Iterable[Path], *extra: object) -> Stamp:
    """The stamp of a table of format `version` derived from the files `sources` (and `extra`
    plain values that shape it, e.g. a `code_digest`)."""
    files = [[str(p), p.stat().st_size, int(p.stat().st_mtime)] for p in sources]
    return [version, *files, *extra]


def code_digest(*modules: str) -> str:
    """A digest of the source text of the named modules and of the version of Python's Unicode
    database (`str.isalpha`, accents split off by `unicodedata.normalize`): a table derived by
    that code is rebuilt when either changes, with no format version to remember to bump (by
    content, not path or mtime, so that checkouts of the same code share the cache)."""
    digest = hashlib.sha256(unicodedata.unidata_version.encode())
    for name in modules:
        digest.update(Path(import_module(name).__file__ or "").read_bytes())
    return digest.hexdigest()[:16]


def _as_is(value: Any) -> Any:
    return value


def cached_table(
    name: str,
    stamp: Stamp,
    build: Callable[[], Table],
    to_data: Callable[[Table], Any] = _as_is,
    from_data: Callable[[Any], Table] = _as_is,
) -> Table:
    """The table `name` read from the cache folder when its stamp is `stamp`, else `build()`
    and saved there. `to_data` turns the table into plain data for the pickle and `from_data`
    turns that back (both identities when the table is plain data already); any failure to read
    or turn back means a rebuild.

    The garbage collector is kept off while the table is read or built: its many long-lived
    objects would trigger collections that each walk all of them."""
    path = cache_dir() / f"{name}.pickle"
    enabled = gc.isenabled()
    gc.disable()
    try:
        table = _read(path, stamp, from_data)
        built = table is None
        if built:
            table = build()
    finally:
        if enabled:
            gc.enable()
    if built:
        _write(path, stamp, to_data(table))
    return table


def _read(path: Path, stamp: Stamp, from_data: Callable[[Any], Table]) -> Table | None:
    """The table saved at `path` if its stamp is `stamp` and its bytes are those written; None
    when missing, stale or broken."""
    try:
        saved = load_data_pickle(path)
        if not isinstance(saved, dict) or saved.get("stamp") != stamp:
            return None
        payload = saved["table"]
        if hashlib.sha256(payload).hexdigest() != saved["sha256"]:
            return None  # damaged on disk: a flipped byte could change a word, not just fail
        return from_data(_DataOnlyUnpickler(io.BytesIO(payload)).load())
    except Exception:  # a missing or broken file of any kind is rebuilt, never fatal
        return None


def _write(path: Path, stamp: Stamp, data: object) -> None:
    """Save `data` at `path` with its stamp and checksum, atomically (a reader sees the old
    file or the new one, never half of one)."""
    # A temporary file of this thread's own: two threads or processes may save a table at once.
    tmp = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
    try:
        payload = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
        record = {"stamp": stamp, "sha256": hashlib.sha256(payload).hexdigest(), "table": payload}
        path.parent.mkdir(parents=True, exist_ok=True)
        with tmp.open("wb") as f:
            pickle.dump(record, f, protocol=pickle.HIGHEST_PROTOCOL)
        tmp.replace(path)
    except (OSError, pickle.PicklingError):  # a read-only cache folder: rebuilt next time
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        return
    _drop_older_formats(path)


_VERSIONED = re.compile(r"(?P<base>.+)-v(?P<version>\d+)\.pickle")


def _drop_older_formats(path: Path) -> None:
    """Delete the files of the same table in older formats (`lexicon-v12` once `lexicon-v13`
    is saved): nothing reads them again, and the lexicon alone is 10 MB."""
    saved = _VERSIONED.fullmatch(path.name)
    if saved is None:
        return
    for other in path.parent.glob(f"{glob.escape(saved['base'])}-v*.pickle"):
        old = _VERSIONED.fullmatch(other.name)
        if old and old["base"] == saved["base"] and int(old["version"]) < int(saved["version"]):
            with contextlib.suppress(OSError):
                other.unlink()
