"""Foreign words through speech, session 33 (foreign34): the foreign listen (the turn's last word
read in rarer foreign lexicons and scored on its audio under the reading's own language) was built
and measured but not kept: on the 54 older speech sets it found 9 more foreign words with no false
alert, on the blind foreign_blind30 none (its garbled last words have no rarer reading at all:
the text side's candidates, not the audio, are the limit); it is on branch foreign34-listen.
Here: the behaviour any such listen must keep (a loanword in Russian use heard a little off at the
turn's end is no foreign word) and, as strict xfails, what is left. Real pymorphy3, real wordfreq;
words from no eval set."""

import pytest
from heard_support import foreign_alerts_heard as heard


@pytest.mark.parametrize("word", ["кардиганн", "пармезанн", "гуакомоле"])
def test_a_loanword_heard_a_little_off_at_the_turns_end_is_not_foreign(word):
    """Heard for кардиган, пармезан, гуакамоле (loanwords in Russian use): said as Russian words."""
    assert heard("кофта", f"тёплая:0.9 на:0.9 пуговицах:0.9 {word}:0.6") == []


# A rare foreign word said bare at the turn's end (German Fingerhut, Stecknadel, Zipf 2.5–2.7) is
# below the common lexicons' reach, but said right after the noun that ends the description and
# read as a bare noun it is a name blurted there (foreign38's `blurted_name`).
@pytest.mark.parametrize("word", ["фингерхут", "штекнадель"])
def test_a_rare_foreign_word_at_the_turns_end_is_foreign(word):
    assert heard("напёрсток", f"им:0.9 шьют:0.9 на:0.9 пальце:0.9 {word}:0.6") == [(word,)]
