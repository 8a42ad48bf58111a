"""Whether a root found by string is a real one: a compound we cut ourselves must have another
stem other words have (вод-о-пад, not ветеран = вете + ран), and a root morpholog wrote with a
suffix or prefix glued on still holds the target's shape (ножниц = нож + ниц, ежедн = еже + дн).
"""

from __future__ import annotations

from referee.language.lexicon import Lexicon
from referee.language.segment import Cut, is_prefix_chain, is_tail, strip_prefixes
from referee.rules.secret import MIN_KNOWN_ROOT_USES

MIN_SEGMENT_ROOT = 3  # our own cutting trusts no shorter root (сн, дн are everywhere), nor a
# one-letter prefix (у-час-ть, о-сн-ов-н-ой are misreadings more often than not)
# Suffixes morpholog sometimes leaves glued inside a root (ножниц = нож + ниц, зубил = зуб + ил,
# высок = выс + ок; not -от: пилот is no пил + от; nor the comparative -ш, which took чаш for
# ча + ш, the root of чай: чашка for чайник).
GLUED_SUFFIXES = frozenset({"ниц", "нич", "ник", "иц", "ич", "ил", "ок"})
MIN_GLUED_PREFIX = 3  # a prefix glued to a short root must be this long (еже-дн); a root of
# MIN_SEGMENT_ROOT letters or more takes a prefix of two letters (за-щит, ис-корен), not one
# (с-кот, о-кошк) nor the particle не (не-леп-ый)


def real_compound(lex: Lexicon, cut: Cut) -> bool:
    """The other stem of a compound we cut ourselves is a root other words have (вод-о-ПАД,
    not ветеран = вете + ран)."""
    if cut.head and not is_prefix_chain(cut.head) and not real_stem(lex, cut.head[:-1]):
        return False
    return is_tail(cut.tail) or real_stem(lex, cut.tail[1:])


def prefix_guess(roots: tuple[str, ...]) -> bool:
    """The target's roots are our guess for a word morpholog does not know: its whole stem and
    the stem without a prefix (залог and лог, наряд and ряд), not a compound (водоворот and
    вод)."""
    return any(
        o != r and r.endswith(o) and is_prefix_chain(r[: -len(o)]) for r in roots for o in roots
    )


def suffix_guess(roots: tuple[str, ...]) -> bool:
    """One root is another with more letters after it (сме and смелост, печ and печень): a
    truncated entry and our guess of the whole stem, not the two stems of a compound."""
    return any(o != r and r.startswith(o) for r in roots for o in roots)


def real_stem(lex: Lexicon, text: str) -> bool:
    """`text` is (prefixes +) a known root (+ suffixes and an ending): пад, повал, любный."""
    heads = [("", text)] + strip_prefixes(text)
    return any(
        len(lex.with_root(rest[:k])) >= MIN_KNOWN_ROOT_USES and is_tail(rest[k:], depth=3)
        for _, rest in heads
        for k in range(MIN_SEGMENT_ROOT, len(rest) + 1)
    )


def extends(root: str, shapes: frozenset[str]) -> bool:
    """A known root with a suffix or prefix glued on still holds the shape (ножниц = нож + ниц,
    ежедн = еже + дн)."""
    glued = (root.startswith(s) and root[len(s) :] in GLUED_SUFFIXES for s in shapes)
    return any(glued) or glued_prefix(root, shapes)


def roots_with_suffix(morphemes: tuple[str, ...]) -> frozenset[str]:
    """Each root of a morpholog cutting with the suffix that follows it (раб-от-а: работ), as
    morpholog writes the root of another word of the nest (работ-ник); no shorter root (хо-хо-т
    is no хот-еть)."""
    return frozenset(
        root + suffix[1:]
        for root, suffix in zip(morphemes, morphemes[1:], strict=False)
        if len(root) >= MIN_SEGMENT_ROOT and root[:1] not in "-+" and not root.endswith("-")
        and suffix.startswith("-") and not suffix.endswith("-")
    )


def glued_prefix(root: str, shapes: frozenset[str]) -> bool:
    """morpholog wrote a prefix into the root (за-щит, ис-корен, еже-дн); a root that is itself a
    shape is none (ворот for ворота, whatever its рот)."""
    if root in shapes:
        return False
    for shape in shapes:
        head = root[: -len(shape)]
        long_enough = len(head) >= MIN_GLUED_PREFIX or (
            len(head) > 1 and head != "не" and len(shape) >= MIN_SEGMENT_ROOT
        )
        if root.endswith(shape) and head and long_enough and is_prefix_chain(head):
            return True
    return False
