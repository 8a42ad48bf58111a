"""The downloadable Russian Vosk models and what is pinned about each (one table, data only).

Source: the official model list, https://alphacephei.com/vosk/models (names, addresses and the
sizes it publishes, rounded: "45M", "1.8G"). This machine cannot reach that site, so the exact
byte counts and SHA-256 checksums are NOT pinned yet (`size_bytes=None`, `sha256=None`); fill them
in from a verified download (`sha256sum vosk-model-small-ru-0.22.zip`, `stat -c %s ...`) and the
download starts enforcing them. Until then a download is checked against the published size
(within `SIZE_TOLERANCE`), the server's Content-Length, the zip's own CRC-32 of every member, the
folder layout of a Vosk model, and — the user can pass `--sha256` — a checksum given by hand.
"""

from __future__ import annotations

from dataclasses import dataclass

BASE_URL = "https://alphacephei.com/vosk/models/"
SIZE_TOLERANCE = 0.15  # a published "45M" accepts 45 MB ± 15 %


@dataclass(frozen=True)
class ModelSpec:
    name: str  # the zip's top folder and the folder under models/
    url: str
    published_mb: float  # the size the model list shows, in MB (10**6 bytes)
    size_bytes: int | None = None  # exact size of the zip, when pinned
    sha256: str | None = None  # checksum of the zip, when pinned

    def size_ok(self, size: int) -> bool:
        if self.size_bytes is not None:
            return size == self.size_bytes
        return abs(size - self.published_mb * 1e6) <= SIZE_TOLERANCE * self.published_mb * 1e6


CATALOG = {
    # small: ~45 MB, runs on any laptop, accepts runtime grammars (forbidden-word spotting)
    "small": ModelSpec("vosk-model-small-ru-0.22", BASE_URL + "vosk-model-small-ru-0.22.zip", 45),
    # big: ~1.8 GB, more accurate, needs several GB of RAM; no runtime grammars
    "big": ModelSpec("vosk-model-ru-0.42", BASE_URL + "vosk-model-ru-0.42.zip", 1800),
}
DEFAULT = "small"
