"""Same-root misses on hard pairs (issue #13, roots19): a secret word MorphyNet derives from
nothing takes the nest of the word its morphemes spell without the last suffixes; a diminutive
of the secret noun is kin; an agent in -щик made from an adjective that drops its -н-, and one
in -ун no morphemic dictionary knows, take their base's roots."""

from referee.language.kinship.target_base import diminutive_of
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology
from referee.rules.secret import (
    _agent_of_adjective,
    _agent_verb_roots,
    _unlinked_base,
    _unprefixed_heads,
)


def test_an_unlinked_secret_word_takes_the_nest_its_morphemes_spell():
    lex = lexicon()
    assert _unlinked_base("жених", lex) == "женить"  # жен-их: жен-и-ть, whose head is жена
    assert _unlinked_base("пятнашки", lex) == "пятнать"  # пятн-а-шк-и: the stem vowel kept
    assert _unlinked_base("сотня", lex) is None  # сот-н-я: a bare root + ending (соты) is not
    assert _unlinked_base("палец", lex) is None  # пал-ец: палить, far in meaning (navec)
    assert _unlinked_base("просить", lex) is None  # a secret verb is not cut
    assert morphology().decide("женитьба", "жена").match is not None


def test_a_diminutive_of_the_secret_noun_is_kin():
    assert diminutive_of("простыня", "простынка")
    assert diminutive_of("рукавица", "рукавичка")  # ц/ч before the suffix
    assert not diminutive_of("пряжа", "пряжка")  # a four-letter stem: a look-alike's
    assert not diminutive_of("простыня", "простой")  # no diminutive suffix
    assert morphology().decide("простыня", "простынка").match is not None


def test_an_agent_made_from_an_adjective_drops_its_n():
    assert _agent_of_adjective("каменщик", "каменный")
    assert not _agent_of_adjective("каменщик", "каменистый")  # no -н- adjective
    assert not _agent_of_adjective("каменщик", "камень")  # a noun base is cut elsewhere
    assert morphology().decide("дальнобойщик", "даль").match is not None


def test_an_agent_in_un_takes_its_verbs_roots():
    lex = lexicon()
    assert _agent_verb_roots("болтун", lex) == ("болт",)
    assert _agent_verb_roots("чугун", lex) == ()  # no verb чуг-ать
    assert _agent_verb_roots("болтовня", lex) == ()  # no -ун
    assert morphology().decide("везунчик", "повезло").match is not None


def test_an_unlinked_prefixed_verb_head_takes_its_unprefixed_words_nest():
    lex = lexicon()
    assert _unprefixed_heads("вытрезвитель", lex) == {"трезвый"}  # вы-трезв-и-ть ⇒ трезв-ый
    assert _unprefixed_heads("засов", lex) == frozenset()  # a noun head: за-сов is no сова's
    assert morphology().decide("вытрезвитель", "трезвость").match is not None
