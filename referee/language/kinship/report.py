"""`referee explain-root A B`: whether two words share a root and why, in Russian, for judges.

Says which resource decided (MorphyNet's nest, morpholog's roots, our own cutting), which
alternation links the root shapes, which meaning check (navec) was made, and the branch of the
comparison that decided (`referee.language.kinship.verdict.BRANCH_TEXT`).
"""

from __future__ import annotations

from referee.language.kinship.alternation import alternated_base_verb, confirmed, own_root
from referee.language.kinship.inner_root import inner_root_of, inner_roots
from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import Morphology, morphology
from referee.language.words import similarity, spelled, spelled_part
from referee.rules.secret import Target

# How a resource confirms an alternation (`referee.language.kinship.alternation.confirmed`).
CONFIRMED_BY = {
    "paradigm": "его показывают формы самого слова (pymorphy3)",
    "nest": "MorphyNet выводит слова с одним корнем из слов с другим",
    "suffix": "суффикс загаданного слова превращает к, г, х корня в ч, ж, ш (молочник — молоко)",
    "present": "формы настоящего времени глагола стоят на корне загаданного слова (жать — жну)",
    "": "ни один словарь его не подтверждает",
}


def explain_root(target: str, word: str) -> list[str]:
    """Lines of Russian: the verdict, then the evidence."""
    m = morphology()
    decision = m.decide(target, word)
    t = m.target(target)
    match = decision.match
    head = f"«{spelled(t.lemma)}» и «{spelled(word)}»"
    reason = BRANCH_TEXT.get(decision.branch, decision.branch)
    lines = [f"{head}: {'однокоренные' if match else 'не однокоренные'} — {reason}"]
    roots = ", ".join(f"{spelled_part(r, t.lemma)}-" for r in t.roots)
    lines.append(f"корень загаданного слова: {roots}")
    lemma = match.word_lemma if match else min(m.lemmas(word), default=word)
    cut = inner_root_of(t, lemma, m.lex)  # глубь for глубокий: a suffix left in the root
    if match:
        if match.shape and match.shape not in match.roots and not cut:
            lines.append(f"чередование: {match.roots[0]}-/{match.shape}-")
        if match.via:
            lines.append(f"через слово «{spelled(match.via)}»")
    if cut:
        inner = inner_roots(t)[cut]
        lines.append(
            f"корень {cut}- под суффиксом -{inner.root[len(cut):]}- загаданного слова"
            f" (его показывает форма «{spelled(inner.form)}»)"
        )
    else:
        lines.extend(_alternation(m, t, lemma))
    known = m.lex.roots(lemma)
    source = ", ".join(f"{r}-" for r in known) if known else "нет в словаре"
    lines.append(f"корень «{spelled(lemma)}» по морфемному словарю (morpholog): {source}")
    nest = "да" if lemma in t.family else "нет"
    lines.append(f"в словообразовательном гнезде загаданного (MorphyNet): {nest}")
    sim = similarity(t.lemma, lemma)
    meaning = "слово неизвестно" if sim is None else f"{sim:.2f}"
    lines.append(f"близость значений (navec, косинус): {meaning}")
    if match:
        lines.append(f"уверенность: {match.confidence:.2f}")
    return lines


def _alternation(m: Morphology, t: Target, lemma: str) -> list[str]:
    """The alternation between the target's root and the word's, and what confirms it."""
    root = own_root(m.lex, lemma)
    if not root or root in t.roots or not (root in t.shapes or root in t.grades):
        return []
    base = alternated_base_verb(m.lex, t)
    if base and own_root(m.lex, base) == root:  # обогатить: обогащу for обогащение
        how = f"его показывают формы глагола «{spelled(base)}», от которого образовано загаданное"
    else:
        how = CONFIRMED_BY[confirmed(m.lex, t, lemma)]
    return [f"чередование корня {t.roots[0]}-/{root}-: {how}"]
