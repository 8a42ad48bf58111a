"""The turn recorder: audio on disk as it comes (audio only), crash damage repaired."""

import signal
import subprocess
import sys
import textwrap
import wave
from pathlib import Path

import numpy as np
import pytest

from referee.replay.turn_log import TurnLog
from referee.speech.recorder import (
    TurnRecorder,
    repair_recordings,
    repair_wav,
    wav_header,
)
from tests.speech_support import read_samples, write_wav

ROOT = Path(__file__).resolve().parent.parent


def noise(seconds: float, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(-20000, 20000, int(16000 * seconds), dtype=np.int16)


def test_recording_equals_the_audio_and_nothing_else_is_written(tmp_path):
    audio = noise(2.35)
    recorder = TurnRecorder(tmp_path, "t1")
    for start in range(0, len(audio), 1600):
        recorder.write(audio[start:start + 1600].tobytes())
    recorder.close()
    samples, rate = read_samples(tmp_path / "t1.wav")
    assert rate == 16000 and np.array_equal(samples, audio)
    assert [p.name for p in tmp_path.iterdir()] == ["t1.wav"]


def test_header_is_valid_while_recording(tmp_path):
    recorder = TurnRecorder(tmp_path, "t2", sync_seconds=1.0)
    for _ in range(25):  # 2.5 s
        recorder.write(noise(0.1).tobytes())
    with wave.open(str(tmp_path / "t2.wav")) as w:  # read by another reader, mid-turn
        assert 2.0 * 16000 <= w.getnframes() <= 2.5 * 16000
    recorder.close()


def test_an_existing_recording_is_never_overwritten(tmp_path):
    TurnRecorder(tmp_path, "same").close()
    with pytest.raises(FileExistsError):
        TurnRecorder(tmp_path, "same")


def test_killed_process_loses_at_most_a_second(tmp_path):
    """A real crash: the writers are killed with SIGKILL mid-turn, then the next start repairs."""
    script = textwrap.dedent(f"""
        import sys, time
        import numpy as np
        from referee.events import WordEvent
        from referee.replay.turn_log import TurnLog
        from referee.speech.recorder import TurnRecorder
        r = TurnRecorder({str(tmp_path)!r}, "crash")
        log = TurnLog.open({str(tmp_path / "crash.jsonl")!r})
        for i in range(35):  # 3.5 s of audio, then wait to be killed
            r.write(np.full(1600, i, np.int16).tobytes())
            log.take(0, WordEvent(i, "x", i / 10, i / 10 + 0.1))
        print("written", flush=True)
        time.sleep(60)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout.readline().strip() == "written"
    child.send_signal(signal.SIGKILL)
    child.wait()
    wav = tmp_path / "crash.wav"
    assert repair_recordings(tmp_path) == [wav]
    samples, _ = read_samples(wav)
    assert len(samples) == 35 * 1600  # the OS kept every write; the header now says so
    assert np.array_equal(samples[::1600], np.arange(35))
    assert len(TurnLog.read(tmp_path / "crash.jsonl").only_turn().words) == 35
    assert repair_recordings(tmp_path) == []  # a repaired file stays repaired


def test_stale_header_is_patched_to_the_data(tmp_path):
    path = tmp_path / "stale.wav"
    audio = noise(1.5)
    path.write_bytes(wav_header(16000) + audio.tobytes() + b"\x01")  # odd trailing byte too
    assert repair_wav(path)
    samples, _ = read_samples(path)
    assert np.array_equal(samples, audio)


def test_header_cut_short_becomes_an_empty_recording(tmp_path):
    path = tmp_path / "short.wav"
    path.write_bytes(wav_header(0)[:20])
    assert repair_wav(path)
    assert read_samples(path)[0].size == 0


def test_other_wav_files_are_left_alone(tmp_path):
    stereo = tmp_path / "stereo.wav"
    with wave.open(str(stereo), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(44100)
        w.writeframes(noise(0.2).tobytes())
    before = stereo.read_bytes()
    good = write_wav(tmp_path / "good.wav", noise(0.3))
    assert not repair_wav(stereo) and stereo.read_bytes() == before
    assert not repair_wav(good)


def test_a_torn_log_line_is_moved_aside_by_the_repair(tmp_path):
    wav = write_wav(tmp_path / "t.wav", noise(0.3))
    log = tmp_path / "t.jsonl"
    log.write_text('{"index": 0, "text": "да", "start": 0, "end": 0.2}\n{"type": "al')
    assert repair_recordings(tmp_path) == [log]
    assert log.read_text() == '{"index": 0, "text": "да", "start": 0, "end": 0.2}\n'
    assert (tmp_path / "t.jsonl.torn").read_text() == '{"type": "al\n'  # nothing is lost
    assert repair_recordings(tmp_path) == [] and wav.is_file()
