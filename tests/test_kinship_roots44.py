"""Same-root misses of issue #13 (roots44): a drawn word the analyzer reads as another lemma
(another word's case, another spelling) still heads its own MorphyNet entry; a compound's last
stem is no verb's when the only verb spelled on it carries a suffix of its own
(машин-изир-ова-ть is made from машина); a passive participle's tail counts as its verb's
suffixes. No pair here is from an eval or test pair set (single words may be)."""

import pytest

from referee.language.kinship.homonyms import on_bare_stem
from referee.language.kinship.steps import verb_tail
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("флэшка", "флэш"),  # the analyzer spells it флешка; MorphyNet: флэшка ← флэш
        ("грошевой", "грош"),  # read as the surname Грошев's case; MorphyNet: ← грош
    ],
)
def test_drawn_word_keeps_its_own_morphynet_nest(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "in-family"


@pytest.mark.parametrize(
    ("verb_lemma", "stem", "expected"),
    [
        ("водить", "вод", True),  # stem vowel only: a compound's -вод may be this verb's
        ("гореть", "гор", True),
        ("печь", "печ", True),  # the -чь infinitive keeps no vowel at all
        ("бороться", "бор", True),  # reflexive with no plain verb beside it
        ("машинизировать", "машин", False),  # -изир-ова- is made from the noun машина
        ("членить", "чле", False),  # the stem must be the whole root before the vowel
    ],
)
def test_verb_on_bare_stem(verb_lemma: str, stem: str, expected: bool) -> None:
    assert on_bare_stem(verb_lemma, stem) is expected


def test_compound_last_stem_of_a_denominal_verb_is_the_noun() -> None:
    """сельхоз-машин-а: only машинизировать is spelled on -машин-, a verb made from машина, so
    машина is the compound's own last stem, no namesake of a verbal stem."""
    decision = morphology().decide("сельхозмашина", "машина")
    assert decision.match is not None
    assert decision.branch == "compound-stem"


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        ("ированный", "ировать"),  # хлор-ир-ова-нн-ый: the verb's -ировать
        ("янный", "ять"),
        ("енный", ""),  # -енный follows a consonant stem: no verb tail to read back
        ("ный", ""),  # an adjective's suffix, no participle
    ],
)
def test_verb_tail_of_a_passive_participle(tail: str, expected: str) -> None:
    assert verb_tail(tail) == expected
