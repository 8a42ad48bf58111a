"""A heard word that shares only letters with the secret word's nest: MorphyNet keeps its nest
apart, and navec puts it near no word of the secret word's nest (болтунья — болт, лесник —
лестница, воровство — ворота). The root both show is a homonym or a look-alike.
"""

from __future__ import annotations

from referee.language.lexicon import Lexicon
from referee.language.semantics import nearest_similarity
from referee.language.words import is_noun
from referee.rules.secret import Target

NEST_FAR_SIMILARITY = 0.09  # navec cosine under which no word of the secret word's nest is
# near the heard word (тряпка is 0.10 to тряпичный, the nearest of тряпичник's nest)
MIN_WEIGHED_NEST = 4  # words of the secret word's nest navec must know for the weighing (a nest of
# three, именинница's, misses its own base имя, which MorphyNet leaves out)
OWN_NEST_LIMIT = 500  # words of the heard word's own nest walked to see whether it meets the other


def own_nest(lex: Lexicon, lemma: str) -> set[str]:
    """The heard word's MorphyNet nest: the descendants of its underived ancestors."""
    return set().union(*(lex.descendants(top, limit=OWN_NEST_LIMIT) for top in lex.tops(lemma)))


def far_from_nest(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is a noun whose MorphyNet nest (none, for a noun MorphyNet does not know: рубин)
    shares no word with the secret word's, and navec puts it far from every word of the secret
    word's nest it knows (at least `MIN_WEIGHED_NEST` of them): the shared letters are no root
    of the secret word's. A prefixed noun is left to the other steps: its nest is often only
    its verb's (просмотр, вход — MorphyNet keeps them apart from пересмотр, расходование).
    (The heard word is outside the secret word's nest here, so it is not weighed against
    itself.)"""
    if not is_noun(lemma) or lex.prefixes(lemma):
        return False
    nearest = nearest_similarity(lemma, t.family, least=MIN_WEIGHED_NEST)
    if nearest is None or nearest >= NEST_FAR_SIMILARITY:
        return False
    return not own_nest(lex, lemma) & t.family  # (the nest walk last: the costliest test)
