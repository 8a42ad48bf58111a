"""The root under a suffix morpholog glued to the secret word's root, confirmed by the word's
own forms: широк-ий is шир + ок (шире), глубок-ий is глуб + ок (глубже), высок-ий is выс + ок
(выше); песок is no пес + ок (песк-а only drops a fleeting vowel). Words on the inner root
(ширина, углубить, высота) then share the secret word's root.

Only the secret word's paradigm confirms the cut: a form that holds the inner root and no
shape of the glued one (шире, not широко; жесточе keeps жесток, so жест- is no root of
жестокий).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from referee.language.lexicon import Lexicon
from referee.language.segment import bare_stem, dropped_vowel, root_variants
from referee.language.words import paradigm
from referee.rules.secret import Target

GLUED_ROOT_SUFFIXES = ("ок", "ек")  # adjective suffixes morpholog leaves in the root (-к- alone
# is mostly a fleeting-vowel stem: лёгок, тонок)
MIN_INNER_ROOT = 3  # shorter inner roots (вы, ши) are everywhere


@dataclass(frozen=True)
class Inner:
    """A root under a glued suffix: the root morpholog wrote, and the form that drops it."""

    root: str  # глубок
    form: str  # глубже


@lru_cache(maxsize=1_000)
def inner_roots(t: Target) -> dict[str, Inner]:
    """Inner root → where it comes from, for each root whose paradigm drops the suffix."""
    found = {}
    forms = sorted(paradigm(t.lemma), key=len)
    for root in t.roots:
        for suffix in GLUED_ROOT_SUFFIXES:
            inner = root[: -len(suffix)]
            if not root.endswith(suffix) or len(inner) < MIN_INNER_ROOT:
                continue
            glued = root_variants(root) | dropped_vowel(root)  # песок/песк-а: a fleeting о
            shapes = root_variants(inner)
            shown = next((f for f in forms if _drops(f, glued, shapes)), None)
            if shown:
                found[inner] = Inner(root, shown)
                break
    return found


def _drops(form: str, glued: frozenset[str], shapes: frozenset[str]) -> bool:
    return not any(g in form for g in glued) and any(form.startswith(s) for s in shapes)


def with_inner_roots(t: Target) -> Target:
    """`t` with the shapes of its inner roots added (and recorded as coming from their root)."""
    inner = inner_roots(t)
    if not inner:
        return t
    added = {(shape, i.root) for cut, i in inner.items() for shape in root_variants(cut)}
    return replace(
        t,
        shapes=t.shapes | {shape for shape, _ in added},
        root_of=t.root_of + tuple(sorted(added)),
    )


def on_inner_root(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is built on an inner root of the secret word (глуб-ь, выс-от-а for глубокий,
    высокий): the word the secret word is made from, or its kin, not a homonymous nest."""
    return inner_root_of(t, lemma, lex) is not None


def inner_root_of(t: Target, lemma: str, lex: Lexicon) -> str | None:
    """The inner root of the secret word `lemma` is built on, if any."""
    own = set(lex.bare_roots(lemma)) or {bare_stem(lemma)}
    return next((cut for cut in inner_roots(t) for r in own if r in root_variants(cut)), None)
