"""Foreign words through speech, session 34 (foreign35): a candidate search by sound skeleton for
the turn's last word heard garbled (consonant classes, voicing and vowels loosened, over the
ordinary foreign lexicons) was probed and not built. On the 30 older foreign sets it reaches the
said word among its candidates for a third of the missed endings heard as no Russian word, but
gives tens of candidates a word, and the audio (Whisper's forced likelihood under each reading's
language, foreign34's listen) does not part them from garbled Russian endings: at foreign34's
margins the best candidate passed on 42 foreign endings and on 34 of 250 clean ones.
Here: the behaviour any such search must keep (a Russian word heard garbled at the turn's end is
no foreign word) and, as strict xfails, what is left. Real pymorphy3, real wordfreq; words from no
eval set."""

import pytest
from heard_support import foreign_alerts_heard as heard


@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("глаз", "девушки:0.9 кокетливо:0.9 падмегевают:0.6"),  # подмигивают
        ("лист", "на:0.9 ветру:0.9 тихо:0.9 шалестят:0.6"),  # шелестят
        ("акробат", "на:0.9 арене:0.9 клоуны:0.9 кувыркаюца:0.6"),  # кувыркаются
    ],
)
def test_a_russian_word_heard_garbled_at_the_turns_end_is_not_foreign(target, text):
    """Garbled Russian verbs ending a turn share a consonant skeleton with some foreign word
    (that is how a skeleton search went wrong on clean lines: «density», «churches»); they stay
    Russian."""
    assert heard(target, text) == []


@pytest.mark.xfail(strict=True, reason=(
    "left: a foreign word said bare at the turn's end and heard with its vowels and a consonant "
    "changed (chimney heard «шимне», window «вендо») reaches no foreign word by spelling; by "
    "sound skeleton «шимне» has chimney fifth of 85 candidates and «вендо» 276 without window, "
    "and the audio cannot tell a right candidate from a garbled Russian word (foreign35's "
    "probe)"))
@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("труба", "дым:0.9 уходит:0.9 через:0.9 неё:0.9 шимне:0.6"),
        ("рама", "в:0.9 неё:0.9 вставляют:0.9 стекло:0.9 вендо:0.6"),
    ],
)
def test_a_foreign_word_heard_garbled_at_the_turns_end_is_foreign(target, text):
    assert heard(target, text) == [(text.split()[-1].split(":")[0],)]
