"""Checks for a secret word that is a verb (тереть, бросить, лететь).

A verb is "derived" (its root carries a verb suffix), so it has no rival nests of its own
(`referee.rules.secret.Target.rivals`); these checks stand in for them where the evidence is only
a shared root string:
  - another verb on the very root is kin when it is the verb's aspect partner or a prefixed
    verb of it (гаснуть, вздремнуть, перетаскивать), not a simple verb with a stem suffix of
    its own (терять for тереть, мерить for умереть);
  - a noun or adjective whose root is only an alternated shape of the verb's root and which
    MorphyNet derives from a word outside the verb's nest (брош-к-а ← брошь, for брос-и-ть) is
    a homonym: the alternation lives in the verb's own forms (брошу);
  - a compound whose first stem, before the interfix, is the root of a verb heading its own
    nest (лет-о-пись for лететь, and for лётчик, made from it) has a noun's stem there (лето),
    unless the stem is an adjective's, which verbs are made from (чист-о-тел for чистить:
    чистый); so for a secret noun MorphyNet gives no base when morpholog writes a verb's stem
    vowel after its root (кур-и-льщиц-а, нос-и-лк-и: кур-о-вод, нос-о-рог are nouns' stems).
"""

from __future__ import annotations

from referee.language.kinship.homonyms import noun_stem, on_verb_stem
from referee.language.lexicon import Lexicon
from referee.language.words import is_noun, known, pos, verb
from referee.rules.secret import Target, being_made_from

INTERFIXES = frozenset({"-о-", "-е-"})
ADJECTIVE_ENDINGS = ("ый", "ий", "ой")
INFINITIVE_ENDINGS = frozenset({"+ть", "+ти", "+чь"})  # morpholog's endings of a verb
ASPECT_SUFFIXES = frozenset({"-ну", "-ива", "-ыва", "-ва"})  # гас-ну-ть, пере-таск-ива-ть


def verb_target(t: Target) -> bool:
    """The secret word is read first as an infinitive (not честь: a noun, though an old verb
    is spelled so)."""
    return pos(t.lemma) == "INFN"


def aspect_partner(lex: Lexicon, lemma: str) -> bool:
    """`lemma` is a prefixed verb or one with an aspect suffix (-ну-, -ива-): a form of the
    secret verb's own family rather than a simple verb that only shares the root string."""
    morphemes = lex.morphemes.get(lemma, ())
    return bool(lex.prefixes(lemma)) or any(m in ASPECT_SUFFIXES for m in morphemes)


def alternated_namesake(lex: Lexicon, t: Target, lemma: str, shape: str) -> bool:
    """A noun or adjective on an alternated shape of the secret verb's root, derived from a word
    outside the verb's nest (брошка ← брошь for бросить): a word of another root."""
    if not verb_target(t) or verb(lemma) or not shape:
        return False
    own = t.bare_roots
    if shape in own:
        return False
    bases = lex.tops(lemma) - {lemma}  # кража, гребля: no base, may be the verb's own noun
    return bool(bases) and not bases & t.family


def first_stem_namesake(lex: Lexicon, t: Target, lemma: str) -> bool:
    """`lemma` is a compound whose first stem is the root of the secret verb, or of the verbs
    the secret word is made from (лет-о-пись for лететь, лётчик ← летать; нос-о-рог for
    носилки; лётчица through лётчик, the being it is named after), those verbs head their own
    nests, a noun has that stem (лето, нос) and no adjective does: the noun's stem, not the
    verb's (верт-о-лёт for вертеть)."""
    heads = lex.tops(being_made_from(t.lemma, lex) or t.lemma)
    parts = lex.morphemes.get(lemma, ())
    if len(parts) < 3 or parts[1] not in INTERFIXES or parts[0] not in t.shapes:
        return False
    made = bool(heads) and all(pos(h) == "INFN" and lex.tops(h) == {h} for h in heads)
    if not made and not unlisted_verb_base(lex, t, parts[0]):
        return False
    adjectives = (parts[0] + ending for ending in ADJECTIVE_ENDINGS)
    if any(known(a) and pos(a) == "ADJF" for a in adjectives):
        return False
    return noun_stem(lex, parts[0])  # верт-о-лёт: no noun has the stem, the verb's own


def unlisted_verb_base(lex: Lexicon, t: Target, root: str) -> bool:
    """MorphyNet gives the secret noun no base, but morpholog writes a verb's stem vowel after
    its root (нос-и-лк-и ← носить), and that verb heads a nest of its own, as in
    `first_stem_namesake` (not жен-и-ть-б-а: жениться is made from жена). An entry ending in an
    infinitive's ending is a verb's spelled like the noun (ча-я-ть for чай), not the noun's."""
    if lex.parents.get(t.lemma) or not is_noun(t.lemma):
        return False
    parts = lex.morphemes.get(t.lemma, ())
    if any(m in INFINITIVE_ENDINGS for m in parts) or not on_verb_stem(lex, t.lemma, root):
        return False
    vowels = {b.strip("-") for a, b in zip(parts, parts[1:], strict=False) if a == root}
    verbs = (root + v + end for v in vowels for end in ("ть", "ться"))
    return any(verb(v) and lex.tops(v) == {v} for v in verbs)
