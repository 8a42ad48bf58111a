"""Foreign words through speech, session 32 (foreign33): «по» and a cue word heard with the
foreign word run into it («по испанскинсе»: испански + энсия) are that cue and its word, not one
cue word heard in two pieces whose word is the next one; the word after such a cue word is
alerted with it when the foreign word may run on into it (unsure, no Russian word), since where
the recognizer cut the foreign word is unsure. A short lone Latin-letter word heard unsure
inside the turn with no cue near is a Russian syllable Whisper wrote so, not a foreign word
said bare (one at the turn's end, in a pair, after a cue, longer or surer still is). Left as a
strict xfail: a foreign word heard as a Russian form right after a verb of naming. Real
pymorphy3, real wordfreq; recognised words with their confidences."""

import pytest
from heard_support import foreign_alerts_heard as heard
from heard_support import heard_tokens

from referee.rules.foreign.cues import cues


@pytest.mark.parametrize(
    "text",
    [
        "по:0.4 английскидог:0.5 ковыле:0.6 лает:0.9 громко:0.9",
        "по:0.4 немецкихунт:0.5 брыдле:0.6 у:0.9 дома:0.9",
    ],
)
def test_a_prefixed_cue_with_its_word_run_in_is_a_glued_cue(text):
    (cue,) = cues(heard_tokens(text, 0.7))
    assert cue.glued and (cue.begin, cue.end) == (0, 2)


def test_the_word_run_into_a_prefixed_cue_is_alerted_with_the_unsure_word_after_it():
    assert heard("собака", "по:0.4 английскидог:0.5 ковыле:0.6 лает:0.9 громко:0.9") == [
        ("английскидог", "ковыле")
    ]


def test_a_russian_word_after_a_glued_cue_is_not_alerted_with_it():
    assert heard("собака", "по:0.4 английскидог:0.5 лает:0.6 громко:0.9") == [
        ("английскидог",)
    ]


def test_a_glued_cue_ending_the_turn_is_decided_when_the_turn_is_over():
    assert heard("собака", "громко:0.9 лает:0.9 по:0.4 английскидог:0.5") == [("английскидог",)]


@pytest.mark.parametrize(
    "target, text",
    [
        ("шкаф", "в:0.9 углу:0.9 стоит:0.8 box:0.2 с:0.9 одеждой:0.9"),
        ("дерево", "за:0.9 окном:0.9 растет:0.8 tree:0.15 высокое:0.9 и:0.9 старое:0.9"),
    ],
)
def test_a_lone_unsure_latin_word_inside_the_turn_is_no_foreign_word(target, text):
    assert heard(target, text) == []


@pytest.mark.parametrize(
    "target, text, alert",
    [
        ("лампа", "в:0.9 комнате:0.9 горит:0.9 light:0.2", ("light",)),  # ends the turn
        ("ночь", "перед:0.9 сном:0.9 good:0.2 night:0.25 детям:0.9", ("good", "night")),
        ("лампа", "в:0.9 комнате:0.9 по:0.8 английски:0.8 light:0.2 горит:0.9", ("light",)),
        ("шкаф", "в:0.9 углу:0.9 стоит:0.8 box:0.5 с:0.9 одеждой:0.9", ("box",)),  # not unsure
        ("вода", "течет:0.9 в:0.9 реке:0.8 water:0.25 холодная:0.9", ("water",)),  # long
    ],
)
def test_a_latin_word_at_the_end_in_a_pair_after_a_cue_or_heard_surer_is_still_foreign(
    target, text, alert
):
    assert heard(target, text) == [alert]


@pytest.mark.xfail(
    strict=True,
    reason="left: a foreign word heard as a Russian form right after a verb of naming («испанцы "
    "называют бота» for bota, Zipf 3.56 against 3.01 for the genitive of бот) is not enough more "
    "frequent than the Russian form for the cued margin; no lower margin was measured on the 52 "
    "sets and outside them this round",
)
def test_a_foreign_word_heard_as_a_russian_form_after_a_naming_verb_is_foreign():
    assert heard("сапог", "в:0.9 саду:0.9 испанцы:0.6 называют:0.8 бота:0.5") == [("бота",)]
