"""Sound hints heard split or glued by a recognizer: the rhyme word's rest glued to the sound-alike
word, «по звучанию» run together, and «по звучанию» with no comparison word."""

from __future__ import annotations

import pytest

from referee.events import WordEvent
from referee.rules.checker import Checker, check_text


def heard(target: str, words: list[tuple[str, float]]) -> list:
    """Alerts on words heard with the given confidences (times one second apart)."""
    checker = Checker(target)
    for i, (text, conf) in enumerate(words):
        checker.feed(WordEvent(i, text, float(i), i + 0.5, conf))
    return list(checker.alerts)


def sound_alerts(target: str, words: list[tuple[str, float]]) -> list[tuple[str, ...]]:
    return [a.words for a in heard(target, words) if a.rule == "soundalike"]


@pytest.mark.parametrize(("target", "words", "span"), [
    ("калина", [("ягода", 0.86), ("в", 0.68), ("риф", 0.92), ("мумлено", 0.32)],
     ("риф", "мумлено")),  # «в рифму малина»: the rhyme word's rest glued to the word
    ("слюда", [("слоя", 0.75), ("мириф", 0.43), ("ума", 0.72), ("сюда", 0.99)],
     ("мириф", "ума", "сюда")),  # «слоями рифма сюда»: its rest a token of its own
])
def test_a_rhyme_word_heard_split_after_its_head_is_a_hint(target, words, span):
    assert sound_alerts(target, words) == [span]


def test_a_split_rhyme_word_needs_a_clear_sound_alike_word_right_after():
    words = [("коралловый", 0.9), ("риф", 0.9), ("мурены", 0.6), ("живут", 0.9)]
    assert sound_alerts("калина", words) == []
    assert sound_alerts("кальмар", [("тариф", 0.9), ("мобильный", 0.9)]) == []


def test_po_zvuchaniyu_run_together_is_a_hint_with_a_clear_word_after():
    words = [("рыба", 0.6), ("от", 0.5), ("позвучания", 0.5), ("учудок", 0.5)]
    assert sound_alerts("судак", words) == [("позвучания", "учудок")]
    assert sound_alerts("судак", [("позвучания", 0.5), ("рыбный", 0.5)]) == []


def test_a_sound_noun_with_no_comparison_word_vouches_for_a_clear_word_only():
    assert [a.rule for a in check_text("судак", "рыба хищная а по звучанию чудак")] == [
        "soundalike"]
    assert check_text("судак", "музыка приятная на слух и громкая") == []


def test_a_rhyme_verb_tail_opening_the_turn_is_no_hint():
    words = [("мерс", 0.41), ("коема", 0.46), ("ллюскость", 0.41), ("в", 0.31)]
    assert sound_alerts("кальмар", words) == []
    rhyme = [("ручка", 0.9), ("в", 0.5), ("муевце", 0.4), ("с", 0.5), ("кородаш", 0.6)]
    assert sound_alerts("карандаш", rhyme) != []  # its head heard as the word before


def test_k_slovu_run_into_a_rhyme_nouns_tail_vouches_for_a_clear_word():
    words = [("короче", 0.67), ("рев", 0.66), ("у", 0.18), ("макслову", 0.52)]
    assert sound_alerts("скамейка", [*words, ("копейка", 0.66)]) == [("макслову", "копейка")]
    assert sound_alerts("скамейка", [*words, ("говоря", 0.66)]) == []


def test_k_nemu_run_into_a_rhyme_nouns_tail_vouches_for_a_clear_word():
    words = [("бабушки", 0.97), ("арифу", 0.66), ("макнему", 0.66)]
    assert sound_alerts("сервант", [*words, ("сержант", 0.65)]) == [("макнему", "сержант")]
    assert sound_alerts("сервант", [*words, ("стоит", 0.65)]) == []


def test_kak_heard_echoed_after_po_zvuku_vouches_for_a_clear_word_only():
    words = [("дичь", 0.9), ("по", 0.5), ("звуку", 0.9), ("карак", 0.46), ("лупатка", 0.65)]
    assert sound_alerts("куропатка", words) == [("по", "звуку", "карак", "лупатка")]
    other = [("дичь", 0.9), ("по", 0.5), ("звуку", 0.9), ("карак", 0.46), ("бегает", 0.9)]
    assert sound_alerts("куропатка", other) == []
