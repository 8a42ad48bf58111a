"""roots24 (issue #13, same-root false alerts): a bare-root noun beside a secret noun MorphyNet
makes from a prefixed verb is a homonym unless the verb's nest holds it (нос for переноска ←
переносить ← носить); an unprefixed verb's bare root stays the verb's own (жара for жарево)."""

from types import SimpleNamespace

from referee.language.kinship.homonyms import noun_beside_parent_verb
from referee.language.morphology import morphology


def fake(parents: dict, tops: dict, prefixes: dict) -> SimpleNamespace:
    return SimpleNamespace(
        parents=parents,
        tops=lambda w: frozenset(tops.get(w, {w})),
        prefixes=lambda w: prefixes.get(w, ()),
    )


def target(lemma: str, shapes: set[str]) -> SimpleNamespace:
    return SimpleNamespace(lemma=lemma, shapes=frozenset(shapes))


def test_a_bare_root_noun_outside_the_prefixed_verbs_nest_is_a_homonym():
    lex = fake(
        {"переноска": ("переносить",)}, {"переносить": {"носить"}}, {"переносить": ("пере",)}
    )
    t = target("переноска", {"нос"})
    assert noun_beside_parent_verb(t, "нос", lex)  # type: ignore[arg-type]
    # the verb's own noun: MorphyNet puts it in the verb's nest
    lex.tops = lambda w: frozenset({"носить"} if w in ("нос", "переносить") else {w})
    assert not noun_beside_parent_verb(t, "нос", lex)  # type: ignore[arg-type]


def test_an_unprefixed_verb_or_a_verb_made_from_a_noun_keeps_the_bare_root():
    t = target("жарево", {"жар"})
    lex = fake({"жарево": ("жарить",)}, {}, {})
    assert not noun_beside_parent_verb(t, "жара", lex)  # type: ignore[arg-type]
    t = target("подсвечник", {"свеч", "свет"})
    lex = fake({"подсвечник": ("подсвечивать",)}, {"подсвечивать": {"свет"}},
               {"подсвечивать": ("под",)})
    assert not noun_beside_parent_verb(t, "свеча", lex)  # type: ignore[arg-type]
    # a suffixed noun is no bare root with an ending
    t = target("отгадка", {"гад"})
    lex = fake({"отгадка": ("отгадать",)}, {"отгадать": {"гадать"}}, {"отгадать": ("от",)})
    assert noun_beside_parent_verb(t, "гад", lex)  # type: ignore[arg-type]
    assert not noun_beside_parent_verb(t, "гадание", lex)  # type: ignore[arg-type]


def test_the_checker_rejects_the_bare_root_noun_and_keeps_the_verbs_kin():
    m = morphology()
    assert m.decide("переноска", "нос").match is None
    assert m.decide("отгадка", "гад").match is None
    assert m.decide("переноска", "носить").match is not None
    assert m.decide("жарево", "жара").match is not None
