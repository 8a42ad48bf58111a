"""Choosing a speech engine by name: find its model (`--model`, environment variable, `models/`)
and load it. Each engine's model rules live with the engine (`referee.speech.models.find` for Vosk,
`referee.speech.models.whisper_files` for Whisper); this is the one place that maps a name to
them."""

from __future__ import annotations

from pathlib import Path

from referee.speech.engines.interface import DEFAULT_ENGINE, ENGINES, EngineName, SpeechEngine

__all__ = ["DEFAULT_ENGINE", "ENGINES", "locate_engine_model", "load_engine", "open_engine"]


def locate_engine_model(engine: EngineName, explicit: str | Path | None = None) -> Path:
    """The model folder of `engine`, checked; `UserError` saying what to run when there is none."""
    if engine == "whisper":
        from referee.speech.models.whisper_files import locate_whisper_model

        return locate_whisper_model(explicit)
    from referee.speech.models.find import locate_model

    return locate_model(explicit)


def load_engine(engine: EngineName, path: Path) -> SpeechEngine:
    """Load `engine`'s model from `path` (seconds: call it off the event loop)."""
    if engine == "whisper":
        from referee.speech.engines.whisper import WhisperEngine

        return WhisperEngine(path)
    from referee.speech.engines.vosk import SpeechModel

    return SpeechModel(path)


def open_engine(engine: EngineName, explicit: str | Path | None = None) -> SpeechEngine:
    """Locate and load `engine`'s model."""
    return load_engine(engine, locate_engine_model(engine, explicit))
