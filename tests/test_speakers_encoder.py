"""The numpy voice encoder, its weights reader and voice prints, on real weights and real voices
(Festival's Russian voice, shifted by sox)."""

from __future__ import annotations

import io
import json
import os
import pickle
from functools import cache

import numpy as np
import pytest

from common.errors import UserError
from referee.speakers import weights
from referee.speakers.mel import N_MELS, filterbank, mel_frames
from referee.speakers.prints import FILE, load_prints, save_print, voice_print
from referee.speakers.voices import PLAYERS, speak_all
from tests.speakers_support import encoder

PHRASES = ["маленькое судно на озере", "белый снег падает зимой", "горячий чай с сахаром"]


@cache
def spoken(player: str) -> dict[str, np.ndarray]:
    return speak_all(PHRASES, PLAYERS[player])


def as_float(samples: np.ndarray) -> np.ndarray:
    return samples.astype(np.float32) / 32768


def test_weights_are_the_ge2e_lstm() -> None:
    state = weights.encoder_state()
    assert state["lstm.weight_ih_l0"].shape == (1024, 40)
    assert state["lstm.weight_hh_l2"].shape == (1024, 256)
    assert state["linear.weight"].shape == (256, 256)
    assert all(v.dtype == np.float32 and np.isfinite(v).all() for v in state.values())


def test_weights_reader_refuses_other_globals() -> None:
    class Evil:
        def __reduce__(self):
            return (os.system, ("true",))

    data = pickle.dumps(Evil())
    with pytest.raises(pickle.UnpicklingError, match="forbidden"):
        weights._Unpickler(io.BytesIO(data)).load()


def test_missing_weights_say_how_to_install(tmp_path) -> None:
    with pytest.raises(UserError, match="pip install --no-deps resemblyzer"):
        weights.find_weights(tmp_path / "nothing.pt")


def test_mel_filters_cover_the_band_in_order() -> None:
    bank = filterbank()
    assert bank.shape == (N_MELS, 201) and (bank >= 0).all()
    peaks = bank.argmax(axis=1)
    assert (np.diff(peaks) >= 0).all() and peaks[0] < 5 and peaks[-1] > 180


def test_a_tone_lights_its_own_mel_channel() -> None:
    t = np.arange(16_000) / 16_000
    low = mel_frames(np.sin(2 * np.pi * 300 * t)).mean(axis=0).argmax()
    high = mel_frames(np.sin(2 * np.pi * 3000 * t)).mean(axis=0).argmax()
    assert low < high


def test_embeddings_are_unit_and_tell_voices_apart() -> None:
    a, b = spoken("Борис"), spoken("Вера")
    e = encoder().embed([as_float(a[p]) for p in PHRASES] + [as_float(b[p]) for p in PHRASES])
    assert np.allclose(np.linalg.norm(e, axis=1), 1.0, atol=1e-5) and (e >= 0).all()
    sim = e @ e.T
    same = [sim[i, j] for i in range(3) for j in range(3) if i != j]
    same += [sim[i + 3, j + 3] for i in range(3) for j in range(3) if i != j]
    other = [sim[i, j + 3] for i in range(3) for j in range(3)]
    assert min(same) > max(other)


def test_print_is_nearest_to_its_own_voice(tmp_path) -> None:
    prints = {p: voice_print(encoder(), np.concatenate(list(spoken(p).values())))
              for p in ("Борис", "Анна")}
    word = encoder().embed([as_float(spoken("Анна")[PHRASES[1]])])[0]
    assert word @ prints["Анна"] > word @ prints["Борис"]
    for name, value in prints.items():
        save_print(tmp_path, name, value)
    loaded = load_prints(tmp_path)
    assert set(loaded) == {"Борис", "Анна"}
    assert np.allclose(loaded["Анна"], prints["Анна"], atol=1e-5)


def test_silence_gives_no_print() -> None:
    with pytest.raises(UserError, match="Голос почти не слышен"):
        voice_print(encoder(), np.zeros(16_000 * 6, dtype=np.int16))


@pytest.mark.parametrize("content", [{"players": 3}, {"players": {"Аня": [0.1, 0.2]}}, "{"])
def test_damaged_prints_file_says_what_to_do(tmp_path, content) -> None:
    text = content if isinstance(content, str) else json.dumps(content)
    (tmp_path / FILE).write_text(text, encoding="utf-8")
    with pytest.raises(UserError, match="referee enrol"):
        load_prints(tmp_path)
