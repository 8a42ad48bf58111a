"""A partial word that ends right at the end of the audio a pass heard is likely cut off by it
(Whisper hears «лод» for «лодочка», «ябл» for «яблоко»): the stream holds it back until a later
pass hears past it (`referee.speech.engines.whisper_stream._held_back`)."""

from referee.speech.engines.whisper_stream import CUT_OFF, HeardWord, _held_back


def heard(*ends: float) -> list[HeardWord]:
    return [HeardWord(f"w{k}", end - 0.3, end, 0.9) for k, end in enumerate(ends)]


def test_the_last_word_at_the_end_of_the_audio_waits_and_the_words_before_it_are_shown():
    words = heard(1.0, 1.6, 2.0)
    assert _held_back(words, 2.0) == words[:2]
    assert _held_back(words, 2.0 + CUT_OFF + 0.01) == words  # heard past it: shown


def test_every_trailing_word_inside_the_margin_waits_and_nothing_else():
    words = heard(1.0, 1.95, 2.0)
    assert _held_back(words, 2.0) == words[:1]
    assert _held_back([], 2.0) == []
    assert _held_back(heard(2.0), 2.0) == []
