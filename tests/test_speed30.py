"""Session 30 (speed30): the language-cue scan, which reads the whole transcript again at each word,
passes over a word heard sure (or typed) that is no cue word at once: only a recognised word may be
a cue garbled, heard in pieces or run into its foreign word (real pymorphy3, real wordfreq). Words
not taken from any eval or test set."""

from heard_support import heard_tokens

from referee.rules.base import Token
from referee.rules.checker import check_text
from referee.rules.foreign.cues import cues

FILLER = "мы долго сидели у реки и смотрели как плывут облака над старым мостом".split()


def heard(text: str) -> tuple[Token, ...]:
    """Tokens of «word:conf» pairs (a bare word is typed: 1.0)."""
    return heard_tokens(text)


def test_a_typed_cue_deep_in_a_long_turn_is_found_where_it_stands():
    words = FILLER * 12 + ["по", "испански", "гато"] + FILLER
    (cue,) = cues(heard(" ".join(words)))
    at = len(FILLER) * 12
    assert (cue.begin, cue.end, cue.langs) == (at, at + 2, ("es",))


def test_a_tuple_and_a_list_of_the_same_turn_give_the_same_cues():
    turn = heard(" ".join(FILLER * 3 + ["англичане", "говорят", "дог"]))
    assert cues(turn) == cues(list(turn))
    assert [c.langs for c in cues(turn)] == [("en",)]


def test_a_cue_heard_in_two_unsure_pieces_after_many_sure_words_is_still_a_cue():
    turn = heard(" ".join(FILLER * 4) + " из:0.6 панцы:0.7 говорят:0.9")
    (cue,) = cues(turn)
    assert (cue.end - cue.begin, cue.langs) == (2, ("es",))


def test_a_piece_heard_sure_is_no_half_of_a_cue():
    # either piece heard sure: two words said as heard, as typed text is
    assert cues(heard("из:0.995 панцы:0.7 говорят:0.9")) == []
    assert cues(heard("из:0.7 панцы:0.995 говорят:0.9")) == []


def test_a_garbled_people_noun_heard_unsure_before_a_verb_of_naming_is_a_cue_typed_is_not():
    assert [c.langs for c in cues(heard("французно:0.6 называют:0.9 шапо:0.5"))] == [("fr",)]
    assert cues(heard("французно называют шапо")) == []


def test_the_foreign_word_after_a_typed_cue_late_in_a_long_turn_is_flagged():
    text = " ".join(FILLER * 10) + " по немецки хунд"
    alerts = [a for a in check_text("собака", text) if a.rule == "foreign"]
    assert [a.words for a in alerts] == [("хунд",)]
