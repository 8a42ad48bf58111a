"""Foreign words through speech, session 30 (foreign30): a heard word that is a common Russian
form ending in «-ст»/«-сть» with its «т» lost is Russian misheard, not a foreign word said bare
(«шерс» for шерсть, not shares). Left as a strict xfail: a word no spelling reaches before a cue
that ends as a Russian noun's instrumental. Real pymorphy3, real wordfreq; recognised words with
their confidences (a word without one is typed)."""

import pytest
from heard_support import foreign_alerts_heard as heard

from referee.language.russianlike import ending_lost


@pytest.mark.parametrize(
    ("word", "full"),
    [("экономис", "экономист"), ("финансис", "финансист"), ("контекс", "контекст"),
     ("хвос", "хвост")],
)
def test_a_final_st_with_its_t_lost_is_restored(word, full):
    assert ending_lost(word) == full


def test_a_word_ending_otherwise_is_not_restored_with_a_t():
    assert ending_lost("крос") is None  # no «кросст»/«крость» in Russian text


@pytest.mark.parametrize(
    "text",
    [
        "в банке работает экономис:0.7 и считает",
        "он хороший финансис:0.7",
        "вне контекс:0.7 не понять",
        "он их передас:0.7 завтра",
    ],
)
def test_a_russian_form_heard_with_its_final_t_lost_is_not_foreign(text):
    assert heard("банкомат", text) == []


def test_a_typed_word_is_not_read_as_a_lost_t():
    # the guard reads what the recognizer heard; typed text keeps the rule's spelling judgement
    assert heard("мольберт", "художник натягивает холс на раму") == [("холс",)]


@pytest.mark.xfail(strict=True, reason="left: a non-word ending as a Russian instrumental "
                   "(«-кой») next to a cue is Russian run together as often as German «-keit» "
                   "heard so («шоверил лозегкой» for schwerelosigkeit): no guard reads the shape")
def test_a_run_together_instrumental_before_a_last_cue_is_russian():
    assert heard("швабра", "протирают стосалфеткой:0.7 по:0.9 английски:0.8") == []


def test_a_word_read_as_nothing_before_a_last_cue_is_still_foreign():
    # foreign29's kind is kept
    assert heard("утёс", "высокая скала над рекой эскарпмент:0.5 по:0.9 английски:0.8") == [
        ("эскарпмент",)
    ]
