"""Same root, session 36 (roots74): a form of the secret word whose other readings are no words.

The analyzer offers some forms of a noun under a second dictionary lemma besides the noun
(вантуза: вантуз's genitive and a feminine вантуза; талька, зубастика; гренок: гренка's genitive
plural and a masculine гренок). Such a form that is itself a dictionary form of the other lemma
was judged an other reading of the secret word, below the alert (душа, a word of its own, is no
form of душ meant). When navec knows none of the other lemmas, they are dictionary variants or
rare entries, not a homograph a speaker means: the form is the secret word's.

Pair sets: 5 misses fixed (hard26 тальк/талька, hard37 гренка/гренок, hard47 вантуз/вантуза,
вантузы, hard53 зубастик/зубастика), none newly wrong. Outside, over the forms of wordfreq's 2,459
commonest nouns (Zipf >= 3; 24,389 forms), 152 meet the test, all a form of their noun (донья,
чаны, маргарит, логик, пушку, ванной); the alert changes on 5, all right (дно/донья, маргарита/
маргарит, плей/плея, тель/телей, телях): elsewhere the form was no other lemma's dictionary form,
so it was already the secret word's."""

import pytest
from kinship_support import sure_alert

from referee.language.morphology import morphology, secret_word_meant
from referee.language.words import lemmas


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("вантуз", "вантуза"),
        ("вантуз", "вантузы"),
        ("тальк", "талька"),
        ("гренка", "гренок"),
        ("зубастик", "зубастика"),
        ("дно", "донья"),
        ("маргарита", "маргарит"),
    ],
)
def test_a_form_whose_other_lemma_navec_does_not_know_is_the_secret_word(target, word):
    assert sure_alert(target, word)
    assert morphology().decide(target, word).branch == "exact"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("душ", "душа"),  # душа: a word of its own
        ("мять", "мята"),  # мята, the plant, though мятый is unknown
        ("банка", "банк"),
        ("пар", "пара"),
    ],
)
def test_a_homograph_navec_knows_stays_an_other_reading(target, word):
    t = morphology().target(target)
    assert not secret_word_meant(word, lemmas(word), t)
    assert morphology().decide(target, word).branch != "exact"
