"""Where a turn's sound comes from: the microphone, a WAV file, or a recorded turn.

Every source yields the same thing — `bytes` of 16 kHz mono signed 16-bit little-endian PCM, about
100 ms a chunk — through `async for chunk in source.chunks()`, so the recognizer and the recorder
never know whether a turn is live or replayed. `stop()` ends the stream early.

The microphone runs PortAudio's callback on its own thread; each block is handed to the event
loop with `loop.call_soon_threadsafe`. If the device vanishes mid-turn (unplugged, driver gone),
`chunks()` raises `AudioLost` at once when PortAudio ends the stream, or after `stall_timeout`
seconds (2 s) without sound; what was yielded before is kept.
"""

from __future__ import annotations

import asyncio
import time
import wave
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from common.errors import UserError
from referee.speech.pcm import SAMPLE_RATE
from referee.speech.resample import Resampler

CHUNK_SECONDS = 0.1


class AudioLost(Exception):
    """The input device stopped delivering sound in the middle of a stream."""


class AudioSource(Protocol):
    """A stream of 16 kHz mono int16 PCM chunks; `realtime` if they come at the speed of speech
    (the recognizer must keep up), not as fast as they can be read."""

    realtime: bool

    def chunks(self) -> AsyncIterator[bytes]: ...

    def stop(self) -> None: ...


# --- WAV files -------------------------------------------------------------------------------


def read_wav(path: Path | str) -> tuple[np.ndarray, int]:
    """Samples as mono int16 (channels averaged) and the file's sample rate; clear errors."""
    path = Path(path)
    if not path.is_file():
        raise UserError(f"Файл «{path}» не найден. Укажите путь к WAV-файлу.")
    try:
        with wave.open(str(path), "rb") as wav:
            width, channels, rate = wav.getsampwidth(), wav.getnchannels(), wav.getframerate()
            raw = wav.readframes(wav.getnframes())
    except (wave.Error, EOFError) as err:
        raise UserError(
            f"«{path}» — не WAV-файл PCM: он повреждён или в другом формате. Преобразуйте "
            f"его, например: sox «{path.name}» -b 16 out.wav"
        ) from err
    return _to_mono_int16(raw, width, channels), rate


def _to_mono_int16(raw: bytes, width: int, channels: int) -> np.ndarray:
    if width == 1:
        x = (np.frombuffer(raw, np.uint8).astype(np.int32) - 128) << 8
    elif width == 2:
        x = np.frombuffer(raw, "<i2").astype(np.int32)
    elif width == 3:
        b = np.frombuffer(raw, np.uint8).reshape(-1, 3).astype(np.int32)
        x = ((b[:, 0] | (b[:, 1] << 8) | (b[:, 2] << 16)) << 8) >> 16
    elif width == 4:
        x = np.frombuffer(raw, "<i4").astype(np.int64) >> 16
    else:
        raise UserError(f"Неподдерживаемая разрядность WAV: {8 * width} бит.")
    x = x[: len(x) - len(x) % channels].reshape(-1, channels).mean(axis=1)
    return np.clip(np.round(x), -32768, 32767).astype(np.int16)


class WavSource:
    """A WAV file of any rate and channel count, as 16 kHz mono chunks.

    `realtime=True` paces the chunks at the speed of speech, so a file can stand in for a live turn.
    """

    def __init__(self, path: Path | str, *, realtime: bool = False,
                 chunk_seconds: float = CHUNK_SECONDS) -> None:
        samples, rate = read_wav(path)
        self.path = Path(path)
        self.samples = Resampler(rate, SAMPLE_RATE).process(samples)
        self.realtime = realtime
        self.chunk_samples = int(SAMPLE_RATE * chunk_seconds)
        self._stopped = False

    @property
    def duration(self) -> float:
        return len(self.samples) / SAMPLE_RATE

    def frames(self) -> Iterator[bytes]:
        """The chunks, synchronously and unpaced (for batch transcription and benchmarks)."""
        step = self.chunk_samples
        for start in range(0, len(self.samples), step):
            yield self.samples[start:start + step].tobytes()

    async def chunks(self) -> AsyncIterator[bytes]:
        began = time.monotonic()
        sent = 0.0
        for chunk in self.frames():
            if self._stopped:
                return
            if self.realtime:
                sent += len(chunk) / 2 / SAMPLE_RATE
                await asyncio.sleep(max(0.0, began + sent - time.monotonic()))
            else:
                await asyncio.sleep(0)
            yield chunk

    def stop(self) -> None:
        self._stopped = True


# --- microphone ------------------------------------------------------------------------------


@dataclass(frozen=True)
class InputDevice:
    index: int
    name: str
    channels: int
    default_rate: int
    is_default: bool


def input_devices() -> list[InputDevice]:
    """The audio input devices PortAudio sees, in its order."""
    sd = _sounddevice()
    try:
        default_in = sd.default.device[0]
        devices = sd.query_devices()
    except sd.PortAudioError as err:
        raise UserError(f"Звуковая система недоступна: {err}.") from err
    return [
        InputDevice(i, d["name"], d["max_input_channels"], int(d["default_samplerate"]),
                    i == default_in)
        for i, d in enumerate(devices) if d["max_input_channels"] > 0
    ]


def find_input_device(spec: int | str | None) -> InputDevice:
    """An input device by index, by (part of) its name, or the default one when `spec` is None."""
    devices = input_devices()
    if not devices:
        raise UserError(
            "Микрофон не найден: в системе нет устройств записи звука. Подключите микрофон и "
            "проверьте список командой `referee devices`."
        )
    if spec is None:
        return next((d for d in devices if d.is_default), devices[0])
    if isinstance(spec, int) or str(spec).isdigit():
        found = [d for d in devices if d.index == int(spec)]
    else:
        exact = [d for d in devices if d.name == spec]
        found = exact or [d for d in devices if str(spec).lower() in d.name.lower()]
    if len(found) != 1:
        problem = "не найдено" if not found else "подходит несколько"
        names = "; ".join(f"{d.index}: {d.name}" for d in devices)
        raise UserError(
            f"Устройство записи «{spec}» {problem}. Укажите номер или имя из списка "
            f"(`referee devices`): {names}."
        )
    return found[0]


def _sounddevice() -> Any:
    try:
        import sounddevice
    except OSError as err:  # PortAudio library missing
        raise UserError(
            "Не найдена библиотека PortAudio. Установите её: sudo apt-get install libportaudio2."
        ) from err
    return sounddevice


_END = object()


class MicrophoneSource:
    """The judge's microphone: mono int16, resampled to 16 kHz when the device needs another rate.

    `device_rate` forces the rate the device is opened at (else 16 kHz if it accepts it, else its
    default rate).
    """

    realtime = True

    def __init__(self, device: int | str | None = None, *, device_rate: int | None = None,
                 chunk_seconds: float = CHUNK_SECONDS, stall_timeout: float = 2.0,
                 startup_timeout: float = 5.0) -> None:
        self.device = find_input_device(device)
        self.rate = device_rate or (SAMPLE_RATE if self._accepts(SAMPLE_RATE, 1)
                                    else self.device.default_rate)
        # Mono when the device allows it; some only record in stereo (then averaged here).
        self.channels = 1 if self._accepts(self.rate, 1) else min(2, self.device.channels)
        self.chunk_seconds = chunk_seconds
        self.stall_timeout = stall_timeout
        self.startup_timeout = startup_timeout  # some drivers take over a second to start
        self._queue: asyncio.Queue[Any] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping = False
        self._captured = 0  # frames the device has delivered, at `rate`

    @property
    def captured_seconds(self) -> float:
        """Seconds of audio captured so far, also what still waits in the queue to be read (a
        card drawn now is stamped there, `referee.speech.live.LiveTurn.set_target`)."""
        return self._captured / self.rate

    def _accepts(self, rate: int, channels: int) -> bool:
        try:
            _sounddevice().check_input_settings(self.device.index, samplerate=rate,
                                                channels=channels, dtype="int16")
            return True
        except Exception:  # PortAudio reports unsupported settings in several ways
            return False

    async def chunks(self) -> AsyncIterator[bytes]:
        sd = _sounddevice()
        self._loop = asyncio.get_running_loop()
        self._queue = asyncio.Queue()
        resampler = Resampler(self.rate, SAMPLE_RATE)
        try:
            stream = sd.InputStream(
                device=self.device.index, samplerate=self.rate, channels=self.channels,
                dtype="int16",
                blocksize=int(self.rate * self.chunk_seconds), callback=self._on_block,
                finished_callback=self._on_finished,
            )
            stream.start()
        except sd.PortAudioError as err:  # the device went between choosing it and the turn
            raise AudioLost(
                f"не удалось включить микрофон «{self.device.name}»: {err}; проверьте, что он "
                f"подключён и не занят другой программой, список устройств: `referee devices`"
            ) from err
        timeout = self.startup_timeout
        try:
            while True:
                try:
                    item = await asyncio.wait_for(self._queue.get(), timeout)
                except TimeoutError:
                    raise AudioLost("микрофон перестал присылать звук") from None
                timeout = self.stall_timeout
                if item is _END:
                    if self._stopping:
                        return
                    raise AudioLost("микрофон отключился")
                yield resampler.process(item).tobytes()
        finally:
            self._stopping = True
            try:
                stream.abort()
                stream.close()
            except sd.PortAudioError:
                pass  # the device is already gone

    def _on_block(self, indata: np.ndarray, frames: int, time_info: Any, status: Any) -> None:
        """PortAudio's thread: hand a copy of the block to the event loop."""
        mono = indata[:, 0].copy() if self.channels == 1 else indata.mean(axis=1).astype(np.int16)
        self._captured += frames
        self._post(mono)

    def _on_finished(self) -> None:
        self._post(_END)

    def _post(self, item: Any) -> None:
        if self._loop is not None and self._queue is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._queue.put_nowait, item)
            except RuntimeError:
                pass  # the loop closed between the check and the call

    def stop(self) -> None:
        self._stopping = True
        self._post(_END)
