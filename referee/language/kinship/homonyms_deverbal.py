"""A bare-root noun beside a secret noun MorphyNet makes from a verb (issue #13, roots24).

A noun named after an action (пере-нос-к-а ← переносить, от-гад-к-а ← отгадать, про-тир-к-а ←
протирать, по-вяз-к-а ← повязать) shares its root with the verb, not with a noun that merely
spells the bare root (нос, гад, тир, вяз): such a noun is the verb's own only when MorphyNet puts
it in the verb's nest (езда for поездка ← поездить ← ездить) or makes a word of the nest from both
(стрела, стрелять: `referee.language.kinship.steps.parent_in_family`).
"""

from __future__ import annotations

from referee.language.lexicon import Lexicon
from referee.language.segment import lemma_stem
from referee.language.words import is_noun, verb
from referee.rules.secret import Target


def noun_beside_parent_verb(t: Target, lemma: str, lex: Lexicon) -> bool:
    """The secret noun's MorphyNet parents include a verb, and `lemma` is a noun that is the bare
    root with an ending, outside the nests of those verbs, which MorphyNet heads by verbs: a
    homonymous noun."""
    if not is_noun(t.lemma) or not is_noun(lemma):
        return False
    if lemma_stem(lemma).rstrip("ь") not in t.shapes:
        return False
    verbs = [base for base in lex.parents.get(t.lemma, ()) if verb(base) and lex.prefixes(base)]
    heads = frozenset().union(*(lex.tops(v) for v in verbs))
    # a verb MorphyNet makes from a noun (подсвечивать ← свет) keeps that noun's kin (свеча)
    return bool(heads) and all(verb(h) for h in heads) and not lex.tops(lemma) & heads
