"""A recognised pronoun or adverb that ends the turn right after a cue is the foreign word the
cue announced, heard as the Russian word nearest in sound (real pymorphy3, real wordfreq)."""

import pytest
from test_foreign_speech_guards import finished

from referee.rules.foreign.evidence import heard_closing_evidence


@pytest.mark.parametrize(
    "target,text,conf,word",
    [
        ("лягушка", "квакает в болоте по испански рано", 0.7, "рано"),  # rana
        ("вопрос", "когда спрашивают что по немецки вас", 0.64, "вас"),  # was
        ("корова", "мычит на лугу по французски ваш", 0.37, "ваш"),  # vache (found as vas), unsure
    ],
)
def test_a_heard_pronoun_or_adverb_ending_the_turn_after_a_cue_is_foreign(
    target, text, conf, word
):
    assert finished(target, text, conf) == [(word,)]


def test_typed_it_is_taken_as_spelt():
    assert finished("лягушка", "квакает в болоте по испански рано", 1.0) == []


def test_a_word_barely_heard_is_dropped():
    assert finished("корова", "мычит на лугу по французски ваш", 0.2) == []


@pytest.mark.parametrize(
    "text",
    [
        "квакает в болоте по испански рано утром",  # the turn went on
        "это слово по английски так",  # a conjunction, a particle and a demonstrative
        "живут они по немецки там",  # a demonstrative adverb
        "как сказать по немецки их",  # too short to tell
    ],
)
def test_a_russian_ending_stays_russian(text):
    assert finished("лягушка", text, 0.7) == []


def test_the_evidence_needs_a_pronoun_or_adverb_spelt_as_a_frequent_word():
    assert heard_closing_evidence("рано", ("es",)) is not None
    assert heard_closing_evidence("вас", ("de",)) is not None
    assert heard_closing_evidence("здесь", ("en",)) is None  # spells no English word
    assert heard_closing_evidence("сок", ("en",)) is None  # a noun: `last_word_evidence`
