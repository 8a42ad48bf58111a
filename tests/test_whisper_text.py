"""How Whisper's words are written for the rest of the referee, and decoding loops cut off (pure
functions, no model)."""

import numpy as np
import pytest

from referee.speech.engines.whisper import as_float32, spoken_form, without_loops
from referee.speech.engines.whisper_stream import HeardWord


def heard(text: str) -> list[HeardWord]:
    return [HeardWord(w, i * 0.5, i * 0.5 + 0.4, 0.9) for i, w in enumerate(text.split())]


def test_spoken_form_strips_punctuation_but_keeps_inner_hyphens():
    assert spoken_form(" По-английски,") == "по-английски"
    assert spoken_form(" «Рука»…") == "рука"
    assert spoken_form(" —") == ""


def test_pcm_becomes_whispers_float_range():
    assert as_float32(np.array([-32768, 0, 16384], np.int16)).tolist() == [-1.0, 0.0, 0.5]
    assert as_float32(np.array([16384], np.int16).tobytes()).tolist() == [0.5]


@pytest.mark.parametrize("text, kept", [
    ("круглый мяч бросают лучка лучка лучка лучка лучка", "круглый мяч бросают лучка"),
    ("мяч луковый лучка лучка лучка лучка лучка луч", "мяч луковый лучка"),  # token limit
    ("это ну вот ну вот ну вот ну вот", "это ну вот"),
    ("да да да", "да да да"),  # said three times: speech, not a loop
    ("нет нет нет нет это не то", "нет нет нет нет это не то"),  # not to the end: speech
    ("а б в", "а б в"),
    ("коза корова пппппппппппппппппппп", "коза корова"),  # a loop of one letter, one word
    ("ааааа это корова", "ааааа это корова"),  # a drawn-out filler, not the decoding's end
    ("длинношеее животное", "длинношеее животное"),  # three letters in a row: a word
    ("ещё чёрный или белый ну хлеб же чёрный или белый ну хлеб же чёрный или белый ну хлеб же",
     "ещё чёрный или белый ну хлеб же"),  # a long phrase, three times to the end
    ("летает у неё крылья летает у неё крылья летает у неё крылья летает у",
     "летает у неё крылья"),  # cut off inside its fourth time
    ("ну вот это ну вот это", "ну вот это ну вот это"),  # twice: speech
    ("это мяч это мяч это мяч и всё", "это мяч это мяч это мяч и всё"),  # not to the end
])
def test_a_decoding_loop_at_the_end_is_kept_once(text, kept):
    assert " ".join(w.text for w in without_loops(heard(text))) == kept
