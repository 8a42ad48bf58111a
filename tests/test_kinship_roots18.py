"""A noun MorphyNet gives, with a verb of the secret word's nest, as the joint base of a word of
that nest is that verb's own noun (issue #13, roots18): not a bare-root homonym, nor the head of
a nest of its own, nor a noun beside the secret word's base verb, whatever navec says
(стрел-к-а ← стрела, стрелять); so is a verb beside a compound's first-stem noun (пил-о-рам-а:
пилить, as пилка ← пила, пилить)."""

from types import SimpleNamespace

from referee.language.kinship.homonyms import HomonymChecks
from referee.language.kinship.steps import parent_in_family
from referee.language.kinship.verdict import Probe
from referee.language.morphology import morphology


def probe(lemma: str, family: set[str], children: dict, parents: dict) -> tuple:
    lex = SimpleNamespace(children=children, parents=parents)
    t = SimpleNamespace(family=frozenset(family), lemmas=frozenset())
    return SimpleNamespace(lex=lex), Probe(t, lemma, "root", None)  # type: ignore[arg-type]


def test_a_verbs_noun_is_kin_though_it_heads_a_nest_of_its_own():
    m = morphology()
    # чих-н-уть ← чих, чихать; гон-к-а ← гон, гонять: navec alone put the nouns apart
    assert m.decide("чихать", "чих").match is not None
    assert m.decide("гонять", "гон").match is not None
    assert m.decide("хулиганить", "хулиган").match is not None


def test_the_joint_base_must_be_a_verb_of_the_nest_and_the_heard_word_a_noun():
    kids = {"шпиль": ("шпилька",), "трамбовать": ("трамбовка",)}
    bases = {"шпилька": ("шпиль", "шпинат"), "трамбовка": ("трамбовать", "утрамбовать"),
             "чихнуть": ("чих", "чихать")}
    # two nouns as joint bases: MorphyNet may have mixed homonyms
    assert not parent_in_family(*probe("шпиль", {"шпилька", "шпинат"}, kids, bases))
    # the heard word is itself a verb: its homonym's nest may be the one mixed in
    assert not parent_in_family(*probe("трамбовать", {"трамбовка", "утрамбовать"}, kids, bases))
    kids["чих"] = ("чихнуть",)
    assert parent_in_family(*probe("чих", {"чихнуть", "чихать"}, kids, bases))
    assert not parent_in_family(*probe("чих", {"чихнуть"}, kids, bases))  # no verb in the nest


def test_a_verbs_noun_beside_the_secret_words_base_verb_is_kin():
    m = morphology()
    # чих-а-ни-е ← чихать, and чих-н-уть ← чих, чихать: чих is the verb's own noun, not a
    # homonym outside the base verb's nest (as нос is for нос-и-льщик)
    assert m.decide("чихание", "чих").match is not None
    assert m.decide("указание", "указ").match is not None


def test_a_verb_sharing_a_derivative_with_the_compounds_first_stem_noun_is_that_nouns():
    lex = SimpleNamespace(children={"стругать": ("стружка", "стругальщик")},
                          parents={"стружка": ("струг", "стругать"), "стругальщик": ("стругать",)})
    checks = SimpleNamespace(lex=lex)
    # струг-∅ and стругать are both bases of стружка: стругать is no homonym of a струг-о-...
    assert HomonymChecks._stem_nouns_verb(checks, {"стругать"}, "струг")  # type: ignore[arg-type]
    lex.parents["стружка"] = ("стругать",)  # no noun beside the verb: nothing shown
    assert not HomonymChecks._stem_nouns_verb(checks, {"стругать"}, "струг")  # type: ignore[arg-type]
