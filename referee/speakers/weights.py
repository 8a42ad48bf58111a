"""Read the GE2E voice encoder's weights that ship inside the `resemblyzer` wheel, without torch.

`resemblyzer/pretrained.pt` (resemblyzer 0.1.4, Apache-2.0) is a checkpoint in torch's legacy
serialisation: four pickles (magic number, protocol, system info, the object with its tensors as
persistent ids), the list of storage keys, then each storage's raw little-endian bytes after an
int64 element count. A restricted unpickler rebuilds the tensors as numpy arrays; it allows only
plain containers and the tensor rebuilder, never arbitrary globals.

The file is found in one order: explicit path, `HAT_REFEREE_VOICE_ENCODER`, the installed
`resemblyzer` package (installed with `pip install --no-deps resemblyzer==0.1.4`: only its data is
used, so torch is not needed).
"""

from __future__ import annotations

import collections
import importlib.util
import os
import pickle
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

from common.errors import UserError

ENV = "HAT_REFEREE_VOICE_ENCODER"
PACKAGE_FILE = "pretrained.pt"
INSTALL_HINT = "pip install --no-deps resemblyzer==0.1.4"
_MAGIC = 0x1950A86A20F9469CFC6C
_DTYPES = {"FloatStorage": np.float32, "DoubleStorage": np.float64, "LongStorage": np.int64,
           "IntStorage": np.int32, "HalfStorage": np.float16}


def find_weights(path: str | Path | None = None) -> Path:
    """The checkpoint file: `path`, else the environment variable, else resemblyzer's own."""
    if path is None:
        path = os.environ.get(ENV) or _package_file()
    if path is None or not Path(path).is_file():
        raise UserError(
            f"Не найдены веса модели голоса ({path or PACKAGE_FILE}). Установите их: {INSTALL_HINT}"
            f" или укажите файл в переменной {ENV}."
        )
    return Path(path)


def _package_file() -> Path | None:
    spec = importlib.util.find_spec("resemblyzer")  # finds the folder without importing torch
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / PACKAGE_FILE


class _Storage:
    """A placeholder for a storage whose bytes come after the pickles."""

    def __init__(self, key: str, dtype: type, count: int) -> None:
        self.key, self.dtype, self.count = key, dtype, count
        self.data: np.ndarray | None = None


class _Tensor:
    """A view of a storage, rebuilt once the storage is read."""

    def __init__(self, storage: _Storage, offset: int, size: tuple[int, ...],
                 stride: tuple[int, ...]) -> None:
        self.storage, self.offset, self.size, self.stride = storage, offset, size, stride

    def array(self) -> np.ndarray:
        data = self.storage.data
        assert data is not None
        item = data.itemsize
        view = np.lib.stride_tricks.as_strided(
            data[self.offset:], shape=self.size, strides=[s * item for s in self.stride])
        return np.array(view)  # own, contiguous copy


def _rebuild_tensor(storage: _Storage, offset: int, size: tuple[int, ...],
                    stride: tuple[int, ...], *_: Any) -> _Tensor:
    return _Tensor(storage, offset, tuple(size), tuple(stride))


class _Unpickler(pickle.Unpickler):
    """Only what a state dict needs: OrderedDict, torch's tensor rebuilder, storage type names."""

    def __init__(self, file: BinaryIO) -> None:
        super().__init__(file)
        self.storages: dict[str, _Storage] = {}

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) == ("collections", "OrderedDict"):
            return collections.OrderedDict
        if module == "torch._utils" and name in ("_rebuild_tensor", "_rebuild_tensor_v2"):
            return _rebuild_tensor
        if module == "torch" and name in _DTYPES:
            return name
        raise pickle.UnpicklingError(f"forbidden global {module}.{name} in the weights file")

    def persistent_load(self, pid: Any) -> _Storage:
        kind, dtype_name, key, _location, count = pid[:5]
        if kind != "storage" or dtype_name not in _DTYPES:
            raise pickle.UnpicklingError(f"unexpected persistent id {pid!r}")
        if key not in self.storages:
            self.storages[key] = _Storage(key, _DTYPES[dtype_name], int(count))
        return self.storages[key]


def _plain(value: Any) -> Any:
    if isinstance(value, _Tensor):
        return value.array()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_plain(v) for v in value)
    return value


def load_checkpoint(path: Path) -> dict[str, Any]:
    """The checkpoint's object with every tensor as a numpy array."""
    with open(path, "rb") as file:
        restricted = _Unpickler(file)
        if restricted.load() != _MAGIC:
            raise UserError(f"Файл {path} — не веса модели голоса. Переустановите: {INSTALL_HINT}")
        restricted.load()  # protocol version
        restricted.load()  # system info
        result = restricted.load()
        keys = restricted.load()
        for key in keys:
            storage = restricted.storages[key]
            count = int(np.frombuffer(file.read(8), "<i8")[0])
            raw = file.read(count * np.dtype(storage.dtype).itemsize)
            storage.data = np.frombuffer(raw, storage.dtype)
    return _plain(result)


def encoder_state(path: str | Path | None = None) -> dict[str, np.ndarray]:
    """The voice encoder's parameters by name (`lstm.weight_ih_l0`, …, `linear.bias`)."""
    checkpoint = load_checkpoint(find_weights(path))
    state = checkpoint.get("model_state", checkpoint)
    return {k: v.astype(np.float32) for k, v in state.items() if k.startswith(("lstm.", "linear."))}
