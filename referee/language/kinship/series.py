"""A verb root's alternation series (`referee.lang.roots.VERB_ROOT_SERIES`): a prefixed noun
made from a verb and that verb's other shapes (с-бор-ка: со-бир-ать, со-бр-ать, бр-ать; за-езд:
за-ех-ать, ех-ать; при-ём-ник: при-ня-ть, при-ним-ать).

No resource links these shapes (MorphyNet and morpholog keep с-бор, со-бир-ать and бр-ать in
three nests) and navec often puts the noun far from the verb, so the grammar's series decides.
It is trusted only where homonyms are rare: the secret word carries a prefix on the root (a bare
бор, мир or гора is a noun of its own), and the heard word is a verb, or is made from one, with
the same prefix, or is a verb of the series with any prefix or none (брать, ехать, сесть; с-жечь
for под-жиг-а-тель; not another prefix in a series that drifts there: по-ня-ть for при-ём-ник,
пре-зир-ать for над-зор); a secret word with a suffix and no prefix takes verbs only (тяг-ач:
тя-ну-ть, вы-тя-ну-ть). morpholog often glues the prefix into the root (приня, надзир, пойм): it
is read off there.
"""

from __future__ import annotations

from referee.lang.roots import DRIFTING_SERIES, PREFIX_SHAPES, PREFIXES, VERB_ROOT_SERIES
from referee.language.kinship.stems import prefix_guess
from referee.language.lexicon import Lexicon
from referee.language.segment import bare_root
from referee.language.words import is_noun, verb
from referee.rules.secret import Target

_MEMBERS = frozenset().union(*VERB_ROOT_SERIES)
MIN_GLUED_PREFIX = 2  # a one-letter "prefix" read off a root is mostly the root's own letter


def _series(root: str) -> frozenset[str]:
    return next((s for s in VERB_ROOT_SERIES if root in s), frozenset())


def series_shapes(root: str) -> frozenset[str]:
    """`root` and the other shapes of its series (бор: бир, бр, …), or `root` alone."""
    return _series(root) | {root}


def _readings(lex: Lexicon, lemma: str, roots: tuple[str, ...]) -> set[tuple[str, str, bool]]:
    """(prefix chain, root, glued) readings of a word whose roots are series members: the prefix
    taken from morpholog's prefixes, in its plain shape, or read off a glued root (приня: при +
    ня; not a one-letter one: с-ем is no reading of сем-я)."""
    own = "".join(PREFIX_SHAPES.get(p, p) for p in lex.prefixes(lemma))
    found = set()
    for root in (bare_root(r) for r in roots):
        if root in _MEMBERS:
            found.add((own, root, False))
        for prefix in PREFIXES:
            rest = root[len(prefix) :]
            if len(prefix) >= MIN_GLUED_PREFIX and root.startswith(prefix) and rest in _MEMBERS:
                found.add((own + PREFIX_SHAPES.get(prefix, prefix), rest, True))
    return found


def series_kin(lex: Lexicon, t: Target, lemma: str) -> bool:
    """`lemma` is the secret prefixed noun's verb (or made from it), or a prefixed noun, on
    another shape of the same series with the same prefix (с-бор for со-бир-а-тель, на-сед-к-а
    for на-сест), or a verb of the series, or for a secret verb with no prefix a prefixed noun
    of a series that does not drift (раз-рыв for рвать, о-жид-ани-е for ждать); a suffixed
    secret word without a prefix takes verbs only (тяг-ач: тя-ну-ть, печ-ник: печь, not
    печень ← печь), and so does a compound's last stem (верх-о-лаз: лезть), which also takes
    the nouns made from such a verb (водо-рос-ль: раст-ени-е ← расти, посудо-мой-к-а: у-мыв-
    а-льн-ик ← мыть)."""
    prefixed_noun = is_noun(lemma) and bool(lex.prefixes(lemma))  # с-бор for со-бир-а-тель
    if not (verb(lemma) or prefixed_noun or any(verb(top) for top in lex.tops(lemma))):
        return False
    bare_ok = t.derived or verb(t.lemma)  # тяг-ач, жд-ать; not a bare noun (бор)
    compound = len(t.roots) > 1 and not prefix_guess(t.roots)  # not вос-ток
    last = bare_root(t.roots[-1]) if compound else ""  # верх-о-лаз: a compound's
    targets = {  # last stem is a verb's
        (p, r, g) for p, r, g in _readings(lex, t.lemma, t.roots) if p or bare_ok or r == last
    }
    if not targets:
        return False
    own_verb = verb(lemma)
    verb_noun = verb(t.lemma) and prefixed_noun  # раз-рыв for рвать, под-жог for жечь
    deverbal = not own_verb and any(verb(top) for top in lex.tops(lemma))  # раст-ени-е ← расти
    return any(
        _series(root) == _series(own)
        and (
            (prefix and prefix == word_prefix)
            or (own_verb and not glued and (not word_prefix or _series(own) not in DRIFTING_SERIES))
            or (verb_noun and not prefix and _series(own) not in DRIFTING_SERIES)
            or (deverbal and own == last and not glued and _series(own) not in DRIFTING_SERIES)
        )
        for prefix, own, glued in targets  # a prefix morpholog glued in (вос-ток, по-зор) may
        for word_prefix, root, _ in _readings(lex, lemma, lex.roots(lemma))  # be no prefix now
    )
