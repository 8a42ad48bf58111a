"""Whether a heard word spelled on a stem of a secret compound is of the nest of a word that stem
stands for, or only spelled like it (сыр-о-вар: сыр's сырный is kin, сырой is not).

A compound's first stem is mostly a noun's (лес-о-воз, сыр-о-вар, тест-о-мес) and its last a
verb's (-вар: варить, -коп: копать, -мол: молоть). The words a stem may stand for are the
common words that are that stem alone with an ending, of the part of speech its place asks
(`stem_words`); a heard word MorphyNet puts in none of their nests is a homonym on the same
letters: сырой for сыровар, лестница for лесовоз, тесть for тестомес, копьё for рудокоп, лето
for самолёт, отдел (делить's, and делать's is no nest of it either) for винодел. A heard word
of one of them is kept even when the stem spells several (вина and вино for винодел: nothing
here says which one the compound is made from). Clipped first stems (авто-, зоо-) are at the
end: the compounds on one share it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache
from importlib.resources import files

from common.analyzer import normalize, parse
from referee.lang.roots import VOWELS
from referee.language.frequency import russian_starting, russian_zipf
from referee.language.kinship.homonyms import (
    adjective_first_stem,
    collective_compound,
    noun_made_compound,
)
from referee.language.kinship.stems import prefix_guess
from referee.language.lexicon import Lexicon
from referee.language.segment import (
    DIMINUTIVE_SUFFIXES,
    bare_root,
    bare_stem,
    grades,
    is_ending,
    is_prefix_chain,
    lemma_stem,
)
from referee.language.words import (
    embedded,
    indeclinable,
    is_name,
    is_noun,
    known,
    lemmas,
    ordinal,
    pos,
    similarity,
    verb,
)
from referee.rules.secret import Target

NOUN_ENDINGS = ("", "а", "о", "ь", "я", "е", "ей")
ADJECTIVE_ENDINGS = ("ый", "ой", "ий")
STEM_WORD_MIN_ZIPF = 3.0  # a compound's stem stands for a common word (чёрный 4.6, not чернь 2.9)
STEM_KIND_MARGIN = 0.1  # navec margin by which the second kind of a stem's words wins
ACTION_SUFFIXES = frozenset({("-ств",), ("-ени",), ("-ани",), ("-ти",)})  # what is done: -вод-ств-о
VERB_ENDINGS = ("ить", "ать", "ять", "еть", "оть", "ти", "ть", "ыть")
REFLEXIVE = "ся"  # a verb a stem stands for may be reflexive only (бороться: no бороть)


def off_stem_nest(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is a stem of the secret compound alone with an ending (сыр-ой, вод-а, лет-о),
    none of the words that stem may stand for (`stem_words`) and in none of their MorphyNet
    nests: a word of its own on the same letters. Not an adjective beside a verb stem (чист-ый
    for трубо-чист: the adjective is what чистить is made from), nor for a compound guessed by
    taking a prefix off (по-езд), nor a tool's name on a verb stem (`_tool_name`)."""
    if len(t.roots) < 2 or prefix_guess(t.roots):
        return False
    if lemma not in lex.parents and lemma not in lex.children:
        return False
    last = len(t.roots) - 1
    nominal_last = collective_compound(t) or noun_made_compound(t) or adjective_first_stem(t, lex)
    stems = [
        stem_words(root, first=index < last or nominal_last, lex=lex, compound=t.lemma)
        for index, root in enumerate(t.roots)
        if _on_shape(lemma, _shapes(t, root), lex)
        and not (index == last and _tool_name(t, lemma, root) and not names_action(t, root, lex))
    ]
    own = lex.tops(lemma)
    return bool(stems) and not verb(lemma) and all(
        words
        and lemma not in words
        and not (_adjective(lemma) and verb(words[0]))
        and not any(own & lex.tops(w) or lemma in lex.descendants(w) for w in words)
        for words in stems
    )


NUMERAL_ENDINGS = (*NOUN_ENDINGS, "и")  # a numeral as its stem with an ending (пят-ь, дв-а, тр-и)
LINKING_AFTER_NUMERAL = "иоеуё"  # what follows it in a compound (пят-и-, дв-ух-, тр-ё-х-)


def numeral_stem_namesake(
    t: Target, lemma: str, lex: Lexicon, numeral_stems: Callable[[Target], tuple[str, ...]]
) -> bool:
    """The secret compound opens with a numeral's stem (пят-и-дневка: пять, сорок-о-ножка:
    сорок, дв-ух-этажный: два) and every top of `lemma`'s MorphyNet nest is another word
    spelled on that stem, no numeral (пятка ← пята, семя, сорока): a namesake of the numeral,
    not its kin. The numeral's own words keep kin (сороковой ← сорок; пятёрка, пятак, which
    MorphyNet makes from no namesake). `numeral_stems` gives `numeral_first_stems` of the secret
    word (cached per secret word by the caller)."""
    if len(t.roots) < 2:
        return False
    tops = lex.tops(lemma)
    if not tops or tops & lex.tops(t.lemma):
        return False
    return any(
        all(bare_stem(top) == stem and not _numeral_word(top) for top in tops)
        for stem in numeral_stems(t)
    )


def numeral_first_stems(t: Target, lex: Lexicon) -> tuple[str, ...]:
    """The secret word's roots that open it and are a numeral's stem (пят for пятидневка)."""
    return tuple(
        stem for stem in map(bare_root, t.roots)
        if t.lemma.startswith(stem) and len(stem) < len(t.lemma) - 2
        and t.lemma[len(stem)] in LINKING_AFTER_NUMERAL
        and any(_numeral_of_its_own(stem + ending, lex) for ending in NUMERAL_ENDINGS)
    )


def _numeral_of_its_own(lemma: str, lex: Lexicon) -> bool:
    """`lemma` is a numeral that heads no other word's MorphyNet nest (пять, сорок; not мало,
    which MorphyNet makes from малый, nor много, an adverb first: quantity words whose
    namesakes, малый and многий, are their kin)."""
    return _numeral_word(lemma) and pos(lemma) != "ADVB" and lex.tops(lemma) == {lemma}


def _numeral_word(lemma: str) -> bool:
    """`lemma` is a numeral's dictionary form (пять, сорок; not сорока, a numeral's case form
    too) or an ordinal (пятый)."""
    return ordinal(lemma) or any(
        p.tag.POS == "NUMR" and p.normal_form == lemma for p in parse(lemma)
    )


def last_stem_grade(t: Target, lemma: str, lex: Lexicon) -> bool:
    """The secret word is a compound noun (two roots, not a guessed prefix and rest) whose last
    stem is a verb's, and `lemma`'s root is a vowel grade of that stem (звер-о-бой: би-ть,
    вод-о-пой: пи-ть, путе-вод-итель: вед-у): the compound names a thing, a plant, a place made
    of that verb, which navec puts far from the verb, so meaning says nothing against the grade.
    Not an adjective nor a compound made from nouns (глубок-о-вод-н-ый, мелк-о-водь-е: вода).
    A clipped first stem is a compound's too (авто-гон-щик: гнать)."""
    two_stems = len(t.roots) > 1 and not prefix_guess(t.roots)
    if not is_noun(t.lemma) or not (two_stems or clipped_stem(lex, t.lemma)):
        return False
    if collective_compound(t) or noun_made_compound(t):
        return False
    last = bare_root(t.roots[-1])
    return any(r != last and r in grades(last) for r in lex.bare_roots(lemma))


def _on_shape(lemma: str, shapes: set[str], lex: Lexicon) -> bool:
    """`lemma` is one of the stem's shapes with an ending (сыр-ой), or morpholog writes that
    shape as its root under suffixes (сыр-ость, бел-к-а)."""
    if bare_stem(lemma) in shapes:
        return True
    return not lex.prefixes(lemma) and any(r in shapes for r in lex.bare_roots(lemma))


def stem_elsewhere(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is a compound too, and a stem the two share stands first in one and last in the
    other, where it stands for words of different nests (птице-вод: водить; вод-о-пад: вода):
    a homonym, not the same stem (водо-провод and вод-о-пад share вода's)."""
    if len(t.roots) < 2 or prefix_guess(t.roots) or not lex.joined(lemma):
        return False
    own = list(lex.bare_roots(lemma))
    if len(own) < 2:
        return False
    mine = [bare_root(r) for r in t.roots]
    shared = set(own) & set(mine)  # водо-провод has вод first and last: no place is its own
    moved = [r for r in shared if not _places(own, r) & _places(mine, r)]
    return bool(shared) and len(moved) == len(shared) and all(_apart(r, lex) for r in moved)


def _places(stems: list[str], root: str) -> set[bool]:
    """Where `root` stands among a compound's stems: True for first, False for later."""
    return {i == 0 for i, stem in enumerate(stems) if stem == root}


def _apart(root: str, lex: Lexicon) -> bool:
    """The words a stem stands for first (a noun's) and last (a verb's) are of different nests."""
    first, last = stem_words(root, first=True, lex=lex), stem_words(root, first=False, lex=lex)
    if not first or not last or set(first) & set(last):
        return False
    nests = [frozenset().union(*(lex.tops(w) for w in words)) for words in (first, last)]
    return not nests[0] & nests[1]


def _tool_name(t: Target, noun: str, root: str) -> bool:
    """A suffix follows the compound's last stem (лесо-пил-к-а, сено-кос-ил-к-а): the compound
    names a tool made from the verb, and a noun on the verb's bare root is often that tool's
    plain name (пила, коса), whatever MorphyNet links, unless navec puts it apart (вода for
    путе-вод-итель)."""
    rest = t.lemma[t.lemma.rfind(root) + len(root) :] if root in t.lemma else ""
    sim = similarity(t.lemma, noun)
    return is_noun(noun) and bool(rest) and not is_ending(rest) and (sim is None or sim >= 0)


def names_action(t: Target, root: str, lex: Lexicon) -> bool:
    """morpholog cuts an action or activity suffix right after the compound's last stem
    (домо-вод-ств-о, водо-снабж-ени-е, руко-по-жа-ти-е): the compound names what is done, not a
    tool, so a noun on the stem is no plain name of it (вода for домоводство, unlike пила for
    лесо-пил-к-а)."""
    parts = lex.morphemes.get(t.lemma, ())
    return any(
        bare_root(part) == bare_root(root) and parts[at + 1 : at + 2] in ACTION_SUFFIXES
        for at, part in enumerate(parts)
    )


def _shapes(t: Target, root: str) -> set[str]:
    """The root's shapes in the secret word's family (рук, руч), and the root itself."""
    return {s for s, r in t.root_of if r == root} | {bare_root(root)}


def stem_words(root: str, first: bool, lex: Lexicon, compound: str = "") -> tuple[str, ...]:
    """The common words (MorphyNet has them as lemmas, navec knows them) that are the stem
    alone with an ending: of the first kind there is among nouns, adjectives, verbs for a first
    stem, verbs, nouns for a last one. A stem that spells words of two kinds takes the second
    kind when navec puts it clearly nearer the `compound` and the two are of different nests
    (част-о-кол: частый 0.10, not часть −0.05; кол 0.18, not колоть 0.05)."""
    stem = bare_root(root)
    spelled = {stem + e for e in (*NOUN_ENDINGS, *ADJECTIVE_ENDINGS, *VERB_ENDINGS)}
    if not first:  # a last stem is a verb's, maybe a reflexive one's (рат-о-бор-ств-о: бороться)
        spelled |= {stem + e + REFLEXIVE for e in VERB_ENDINGS}
    found = {w for w in spelled if (w in lex.parents or w in lex.children) and embedded(w)
             and russian_zipf(w) >= STEM_WORD_MIN_ZIPF}  # not чернь for черн-о-слив
    kinds = (is_noun, _adjective, verb) if first else (verb, is_noun)
    chosen = [words for kind in kinds if (words := tuple(sorted(w for w in found if kind(w))))]
    if first and compound and len(chosen) > 1:
        near = [max((similarity(compound, w) or 0.0) for w in words) for words in chosen[:2]]
        nests = [frozenset().union(*(lex.tops(w) for w in words)) for words in chosen[:2]]
        if near[1] > near[0] + STEM_KIND_MARGIN and not nests[0] & nests[1]:
            return chosen[1]  # not пар-ов-ой for пар-о-воз: an adjective of the noun's nest
    return chosen[0] if chosen else ()


def _adjective(lemma: str) -> bool:
    return pos(lemma) == "ADJF"


# Clipped first stems of compounds (авто-, авиа-, зоо-, фото-): a shortened word that opens
# many compounds and stands for one thing in all of them (авто-вокзал, авто-мобиль, авто-бус).
# morpholog segments the known compounds with the clipped stem as their first root (авто-мобиль,
# авиа-баз-а, зоо-лог); it is a clipped stem when it opens many of them. A secret compound on it
# (авто-заправк-а, which no resource segments: a dictionary word follows the stem) shares its
# root with the stem itself and with every compound that opens with it.
MIN_STEM = 3  # shortest clipped stem (зоо)
LINKING_VOWEL = "о"  # the interfix morpholog cuts off a loan stem (аэр-о-порт)
MAX_STEM = 5  # longest one looked for in a word no resource segments (радио)
MIN_COMPOUNDS = 15  # morpholog's compounds a clipped stem opens (авто: 98, зоо: 22, авиа: 19)
MIN_REST = 4  # shortest word after the stem (авто-мат, авто-р are no compounds)
REST_MIN_ZIPF = 3.0  # a word after the stem this common (вокзал, магазин; not рель)
REST_MIN_SIMILARITY = 0.2  # navec: the compound means its rest (авто-кран 0.44, not фото-граф 0.18)


def opens_compounds(lex: Lexicon, stem: str) -> bool:
    """`stem`, ending in a vowel, is the first root of many of morpholog's compounds."""
    if len(stem) < MIN_STEM or stem[-1] not in VOWELS:
        return False
    first = [w for w in lex.with_root(stem) if lex.roots(w)[:1] == (stem,)
             and len(lex.roots(w)) > 1]
    return len(first) >= MIN_COMPOUNDS or _opens_linked(lex, stem)


def _opens_linked(lex: Lexicon, stem: str) -> bool:
    """`stem` is a loan stem with its linking о (аэр-о, гидр-о, электр-о), which morpholog cuts
    off as an interfix: the stem without it spells no common word (`stem_words`) and the stem
    with it no word at all, and it opens many of morpholog's compounds (аэр-о-порт,
    гидр-о-план), not a native word's stem (вод-о-пад: вода; мал-о-: мало)."""
    bare = stem[:-1]
    if stem[-1] != LINKING_VOWEL or len(bare) < MIN_STEM or known(stem):
        return False
    if stem_words(bare, first=True, lex=lex):
        return False
    first = [w for w in lex.with_root(bare) if w.startswith(stem) and lex.roots(w)[:1] == (bare,)
             and len(lex.roots(w)) > 1]
    return len(first) >= MIN_COMPOUNDS


def _word_after(lemma: str, stem: str) -> bool:
    """The rest of `lemma` after `stem` is a common dictionary noun (авто-вокзал, зоо-магазин)."""
    rest = lemma[len(stem):]
    return (len(rest) >= MIN_REST and rest in lemmas(rest) and is_noun(rest)
            and russian_zipf(rest) >= REST_MIN_ZIPF)


def clipped_stem(lex: Lexicon, lemma: str, opens: Callable[[str], bool] | None = None) -> str:
    """The clipped stem `lemma` opens with as a compound, or "": morpholog's first root of a
    compound it segments (авто-мобиль), else a stem followed by a common noun (авто-заправка).
    `opens` tells a clipped stem (`opens_compounds` on `lex` unless given, e.g. cached);
    `referee.language.morphology.Morphology.clipped_stem` remembers the answer per lemma."""
    opens = opens or (lambda stem: opens_compounds(lex, stem))
    roots = lex.roots(lemma)
    if roots:  # a compound morpholog segments, or truncates after the stem (авто for автовокзал)
        head = roots[0]
        if len(roots) > 1 and lemma.startswith(head + LINKING_VOWEL):  # аэр-о-порт
            linked = head + LINKING_VOWEL
            if opens(linked):
                return linked
        whole = opens(head) and (len(roots) > 1 or _word_after(lemma, head))
        return head if whole else ""
    return next(
        (lemma[:n] for n in range(MIN_STEM, MAX_STEM + 1)
         if opens(lemma[:n]) and _word_after(lemma, lemma[:n])),
        "",
    ) or _stem_of_derived(lex, lemma, opens)


def _stem_of_derived(lex: Lexicon, lemma: str, opens: Callable[[str], bool]) -> str:
    """The clipped stem of a compound morpholog does not segment, as it segments a word
    MorphyNet makes of it (авто-бус-н-ый for автобус, whose rest бус is no common word)."""
    for child in sorted(lex.children.get(lemma, ())):
        roots = lex.roots(child)
        if len(roots) > 1 and lemma.startswith(roots[0]) and opens(roots[0]):
            return roots[0]
    return ""


# A clipped stem few compounds of morpholog open (вело-, мото-, драм-) is still one when the
# secret compound is that stem and a common noun (драм-кружок, мото-блок, вело-дорожка) and the
# frequency list holds another compound of the stem and a common noun (драм-театр, мото-спорт).
LINKING_VOWELS = ("о", "е")  # броне-машина, вело-дорожка
MAX_LISTED_STEM = 6  # квадро, электро
MIN_LISTED_CLIP = 4  # вело, драм; not ком-пакт, лам-почка
MIN_LISTED_COMPOUNDS = 2  # the secret compound and one more
REST_MIN_LISTED_SIMILARITY = 0.1  # navec: near its rest (вело-прокат 0.17; not кап-итан 0.07)
UNKNOWN_MIN_LISTED = 5  # listed compounds on a stem when no resource knows the word (вело: 7)


def secret_clip(lex: Lexicon, target: str, opens: Callable[[str], bool]) -> str:
    """The clipped stem the secret compound opens with: `clipped_stem`, else a stem of four
    letters or more that morpholog writes as the word's first root (драм for драмкружок, a
    truncated entry; брон-е for бронемашина; not a common word's stem, as пищ of пищ-е-блок is
    пища's), or that opens a word morpholog does not know (вело-дорожка), when the word is the
    stem and a common noun it means (`clip_and_noun`) and the frequency list holds another
    such compound on the stem (`listed_compounds`: драм-театр, вело-гонка); else the stem
    morpholog gives a compound it segments (`_segmented_clip`: бенз-о-воз)."""
    if stem := clipped_stem(lex, target, opens):
        return stem
    roots = lex.roots(target)
    if len(roots) > 1 and stem_words(roots[0], first=True, lex=lex):
        return ""  # пищ-е-блок, нов-о-стройка: a word's stem, whose compounds are weighed as such
    if stem := _segmented_clip(target, roots):
        return stem
    heads = roots[:1] or tuple(target[:n] for n in range(MIN_LISTED_CLIP, MAX_LISTED_STEM + 1))
    stems = [head + vowel for head in heads for vowel in (*LINKING_VOWELS, "")]
    return next((stem for stem in stems if len(stem) >= MIN_LISTED_CLIP
                 and clip_and_noun(target, stem)
                 and len(set(listed_compounds(stem)) | {target}) >= MIN_LISTED_COMPOUNDS), "")


def _segmented_clip(target: str, roots: tuple[str, ...]) -> str:
    """morpholog's first root of the secret word when it segments two roots or more and that
    root, of four letters or more, spells no common word (checked before: `stem_words`), with
    the linking vowel after it (о, е): бенз-о for бенз-о-воз, мото for мото-воз. morpholog
    itself says the word is a compound on a stem that is no word of its own, so a clipped one;
    not an adverb's (много-, везде-) nor a numeral's (сорок-о-ножка: `numeral_stem_namesake`
    weighs those)."""
    if len(roots) < 2 or len(roots[0]) < MIN_LISTED_CLIP or not target.startswith(roots[0]):
        return ""
    if any(_numeral_word(roots[0] + ending) for ending in NUMERAL_ENDINGS):
        return ""
    stem = roots[0]
    if stem[-1] not in LINKING_VOWELS:  # мото-воз: the vowel in the root
        stem += target[len(stem):len(stem) + 1]
    if stem[-1] not in LINKING_VOWELS:
        return ""  # кинем-а-тограф
    return stem if not known(stem) or is_noun(stem) else ""  # not много-, везде-


def clip_and_noun(word: str, stem: str) -> bool:
    """`word` is `stem`, no prefix, and a common noun (`_word_after`) that navec does not put
    apart from it (or, when navec does not know them, the dictionary knows `word` or the stem
    opens `UNKNOWN_MIN_LISTED` listed compounds: вело-курьер): мото-блок, драм-театр, видео-клип;
    not вуд-хаус, a name, nor карам-ель, nor под-группа (`_prefixes_only`)."""
    if not word.startswith(stem) or _prefixes_only(stem) or not _word_after(word, stem):
        return False
    sim = similarity(word, word[len(stem):])
    if sim is None:  # a word navec does not know: the dictionary does, or the stem is productive
        return known(word) or len(listed_compounds(stem)) >= UNKNOWN_MIN_LISTED
    return sim >= REST_MIN_LISTED_SIMILARITY


def _prefixes_only(stem: str) -> bool:
    """`stem` is a chain of prefixes (под, пере, при-с) and no common indeclinable noun: видео,
    радио, фото are on the prefix list as loan elements, yet each is a word of its own that the
    compounds on it are cut from."""
    own_word = indeclinable(stem) and is_noun(stem) and russian_zipf(stem) >= STEM_WORD_MIN_ZIPF
    return is_prefix_chain(stem) and not own_word  # (not недо, a rare noun of the dictionary)


@lru_cache(maxsize=2_000)
def listed_compounds(stem: str) -> tuple[str, ...]:
    """The nouns of the frequency list, as lemmas, that are `stem` and a common noun
    (`_word_after`: драм-театр, вело-гонка)."""
    return tuple(
        word for word in russian_starting(stem)
        if russian_zipf(word[len(stem):]) >= REST_MIN_ZIPF and _word_after(word, stem)
        and word in lemmas(word) and is_noun(word)  # not гам-летом
    )


# The word a clipped stem is cut from (вело- ← велосипед, бензо- ← бензин, авто- ← автомобиль,
# кино- ← кинематограф): no resource links them, and the stem's letters open namesakes too
# (величина, бензол, автор, кинжал). The common nouns that open with the stem (without its
# linking vowel) are ranked by how near navec puts them, on average, to the nouns the stem is put
# before in its compounds (гонка, спорт, трек, дорожка for вело-); the first is the source when
# the evidence is broad (enough such nouns) and it stands clear of the next unrelated one
# (`referee.language.morphology.Morphology`); its family is the compound's kin (велосипедист,
# бензиновый, автомобильный).
SOURCE_MIN_ZIPF = 3.0  # a common noun (велосипед 3.9, бензин 4.1, кинематограф 3.4)
SOURCE_MIN_SIMILARITY = 0.08  # mean navec cosine to the rests (бензин 0.09, радиация 0.07)
CLIP_SENSE_MARGIN = 0.15  # navec: a compound's rest this much nearer a short noun (граф: автор)
SHORT_NOUN_TAIL = 2  # letters that noun has after the clip (авто-р, фото-н)
SOURCE_MIN_RESTS = 5  # the rests it is weighed on (мото-: гонщик, коляска, лодка, пехота, пробег)
SOURCE_MIN_MARGIN = 0.04  # over the next word outside its family (богатство 0.119, бог 0.083)


def clip_sources(lex: Lexicon, clip: str, target: str) -> tuple[tuple[str, float], ...]:
    """The candidates for the word clipped stem `clip` is cut from, nearest first, with their mean
    navec cosine to the rests of the compounds on it (`_clip_rests`); empty when those are fewer
    than `SOURCE_MIN_RESTS`. The common words the bare stem spells (`stem_words`: лес for лес-о-,
    тело for тел-е-) compete: when one of them comes first, the stem is that word's."""
    rests = _clip_rests(lex, clip, target)
    if len(rests) < SOURCE_MIN_RESTS:
        return ()
    own = tuple(word for word in stem_words(_bare_clip(clip), first=True, lex=lex) if word != clip)
    return _clip_sources(clip, rests, own)


def _clip_rests(lex: Lexicon, clip: str, target: str) -> tuple[str, ...]:
    """The common nouns `clip` is put before (`_word_after`) in the listed compounds, in
    morpholog's compounds on it and in `target`."""
    bare = _bare_clip(clip)
    segmented = [word for root in {bare, clip} for word in lex.with_root(root)
                 if lex.roots(word)[:1] == (root,) and len(lex.roots(word)) > 1]
    return tuple(sorted({word[len(clip):] for word in (*listed_compounds(clip), *segmented, target)
                         if word.startswith(clip) and _word_after(word, clip)}))


def _bare_clip(clip: str) -> str:
    """`clip` without its linking vowel, which follows a consonant (кин for кин-о; not the о of
    ауди-о, ради-о), the letters its source opens with."""
    linked = clip[-1] in LINKING_VOWELS and clip[-2] not in VOWELS
    return clip[:-1] if linked and len(clip) > MIN_STEM else clip


@lru_cache(maxsize=2_000)
def _clip_sources(clip: str, rests: tuple[str, ...],
                  own: tuple[str, ...]) -> tuple[tuple[str, float], ...]:
    ranked = []
    for word in (*own, *russian_starting(_bare_clip(clip))):
        if word not in own and (
                len(word) <= len(_bare_clip(clip)) + 1 or russian_zipf(word) < SOURCE_MIN_ZIPF
                or word not in lemmas(word) or not is_noun(word) or _clip_and_word(word, clip)):
            continue  # (кино itself; теле-шоу, a compound on the stem)
        sims = [sim for rest in rests if (sim := similarity(word, rest)) is not None]
        if sims:
            ranked.append((word, sum(sims) / len(sims)))
    ranked.sort(key=lambda pair: -pair[1])
    if not ranked or ranked[0][0] in own or ranked[0][1] < SOURCE_MIN_SIMILARITY:
        return ()
    return tuple(ranked)


def clip_of_another(clip: str, source: str, lemma: str) -> bool:
    """`lemma` is `clip` and a common noun that navec puts away from the word the secret
    compound's clip is cut from (`source`) and clearly nearer a short noun those letters open
    (`_short_nouns_on`), and puts `lemma` itself nearer that noun than the source: there the
    letters stand for that noun (авто-граф, авто-биография: автор, not автомобиль; фото-синтез:
    фотон, not фотография)."""
    rest = lemma[len(clip):] if lemma.startswith(clip) else ""
    if len(rest) < MIN_STEM or not known(rest) or not is_noun(rest):
        return False
    near = similarity(source, rest)
    return near is not None and near < 0 and any(
        (sim := similarity(word, rest)) is not None and sim >= near + CLIP_SENSE_MARGIN
        and _nearer(lemma, word, source) for word in _short_nouns_on(clip) if word != source
    )


def _nearer(word: str, one: str, other: str) -> bool:
    """navec puts `word` nearer `one` than `other` (автограф: автор, not автомобиль)."""
    near, far = similarity(word, one), similarity(word, other)
    return near is not None and (far is None or near > far)


@lru_cache(maxsize=200)
def _short_nouns_on(clip: str) -> tuple[str, ...]:
    """Common nouns that are `clip`'s letters and one or two more (авто-р, фото-н; not кино
    itself, which is its source's word)."""
    return tuple(
        word for word in russian_starting(clip)
        if len(clip) < len(word) <= len(clip) + SHORT_NOUN_TAIL
        and russian_zipf(word) >= SOURCE_MIN_ZIPF
        and word in lemmas(word) and is_noun(word)
    )


def _clip_and_word(word: str, clip: str) -> bool:
    """`word` is `clip` and a dictionary word (теле-шоу, теле-ведущий): a compound on the stem."""
    rest = word[len(clip):]
    return word.startswith(clip) and len(rest) >= MIN_STEM and known(rest)


def clipped_kin(stem_of: Callable[[str], str], clip: str, lemma: str) -> bool:
    """`lemma` is the clipped stem `clip` the secret compound opens with (авто for
    автозаправка), or another compound on it (автобусный, авиабаза, зоомагазин for автовокзал,
    авианосец, зоопарк; мотоцикл for мотоблок, a stem and a common noun); `stem_of` gives a
    lemma's clipped stem (`clipped_stem` on a lexicon)."""
    return bool(clip) and (lemma == clip or stem_of(lemma) == clip
                           or (lemma.startswith(clip) and _word_after(lemma, clip)))


def clip_namesake(clip: str, source: str, lemma: str, kin_of: Callable[[str, str], bool]) -> bool:
    """`lemma` opens with the letters of the secret compound's clipped stem `clip` (without its
    linking vowel), the stem is cut from `source`, and `lemma` is no kin of `source` nor, when the
    stem is a noun of its own, of the stem (киношник for кино-): a namesake of the letters, as
    велеть, величина are for вело-шлем (← велосипед). Compounds on the stem are weighed before
    (`clipped_kin`); `kin_of(word, lemma)` is the checker's verdict on `lemma` for `word`."""
    if not source or not lemma.startswith(_bare_clip(clip)) or kin_of(source, lemma):
        return False
    return not (is_noun(clip) and kin_of(clip, lemma))


def clipped_rest(stem_of: Callable[[str], str], target: str) -> str:
    """The word the secret compound's clipped stem is put before (кран for авто-кран, диспетчер
    for авиа-диспетчер): a common dictionary noun (`_word_after`), whose own kin are the
    compound's; "" when the compound opens with no clipped stem, the rest is no such word, or
    navec puts the compound apart from it (гидро-цикл: цикл −0.15, авто-граф: граф 0.01)."""
    stem = stem_of(target)
    if not stem or not _word_after(target, stem):
        return ""
    rest = target[len(stem):]
    sim = similarity(target, rest)
    return rest if sim is None or sim >= REST_MIN_SIMILARITY else ""


# Soviet-style clipped compounds (ген-директор, гор-совет, кап-ремонт, хим-чистка): a stem of three
# to five letters closing on a consonant, cut from an adjective (генеральный, городской,
# капитальный), put before a common noun the compound means. No resource segments them and their
# first letters open namesakes (ген, горе, капуста), so the reading asks for evidence on both
# sides: navec puts the compound near its rest, and near a common adjective the clip opens (the
# clip's source) or near another listed compound on the clip (хим-оружие for хим-чистка).
CONSONANT_CLIP_LENGTHS = range(MIN_STEM, MAX_STEM + 1)  # ген, глав, спорт
CONSONANT_REST_MIN_SIMILARITY = 0.25  # navec: горсовет/совет 0.27, химчистка/чистка 0.25; not
# сюр-приз 0.23, ком-мент 0.22, пик-коло 0.23
CLIP_ADJECTIVE_MIN_SIMILARITY = 0.3  # капремонт/капитальный 0.79, горсовет/городской 0.38;
# not ветврач/ветхий 0.19
NOT_CLOSING_A_CLIP = VOWELS + "ьъй"


def consonant_clip(lex: Lexicon, target: str) -> tuple[str, str]:
    """The clipped stem closing on a consonant the secret compound opens with and the adjective
    it is cut from ("" when no common adjective is near enough), or ("", "") for no such
    compound: кап and капитальный for капремонт, хим and "" for химчистка; not тар-елка,
    кофев-арка (no adjective, no other compound), ветврач (ветхий is far), матр-ешка (morpholog's
    root runs across the clip: `_root_across`)."""
    for n in CONSONANT_CLIP_LENGTHS:
        clip = target[:n]
        if (clip[-1] in NOT_CLOSING_A_CLIP or not near_rest(target, clip)
                or _root_across(lex, target, clip)):
            continue
        source = _clip_adjective(target, clip)
        others = (word for word in listed_compounds(clip) if word != target)
        if source or any(near_rest(word, clip) for word in others):
            return clip, source
    return "", ""


def near_rest(word: str, clip: str) -> bool:
    """`word` is `clip`, no prefix, and a common noun (`_word_after`) that navec puts it near
    (`CONSONANT_REST_MIN_SIMILARITY`; a word navec does not know is no evidence): ген-план,
    гор-совет; not кап-итан, гор-елка."""
    if not word.startswith(clip) or _prefixes_only(clip) or not _word_after(word, clip):
        return False
    sim = similarity(word, word[len(clip):])
    return sim is not None and sim >= CONSONANT_REST_MIN_SIMILARITY


def _root_across(lex: Lexicon, target: str, clip: str) -> bool:
    """morpholog opens `target` with a root longer than `clip` (матрешк for матр-ешка)."""
    head = lex.roots(target)[:1]
    return bool(head) and target.startswith(head[0]) and len(head[0]) > len(clip)


def _clip_adjective(target: str, clip: str) -> str:
    """The common adjective opening with `clip` that navec puts nearest `target`, when near enough
    (`CLIP_ADJECTIVE_MIN_SIMILARITY`); not one that goes on with the compound's rest
    (захолустный for захол-устье: the compound's own adjective)."""
    rest = target[len(clip):]
    ranked = [
        (sim, word) for word in russian_starting(clip)
        if russian_zipf(word) >= SOURCE_MIN_ZIPF and pos(word) == "ADJF" and word in lemmas(word)
        and not word[len(clip):].startswith(rest[:2])
        and (sim := similarity(target, word)) is not None
    ]
    sim, word = max(ranked, default=(0.0, ""))
    return word if sim >= CLIP_ADJECTIVE_MIN_SIMILARITY else ""


# Compounds of clipped stems joined with no linking vowel (зам-пред, глав-ком, воен-ком, испол-ком,
# нар-деп, худ-рук): each part is cut from a word (заместитель, председатель, главнокомандующий,
# командующий, комиссар) no resource links to it, and the letters open namesakes too (замок,
# предок, комар). A part's source is the common dictionary word opening with its letters that navec
# puts nearest the compound, near enough and clear of the next one outside its kin; the compound
# is read so when morpholog cuts it into roots with such a part among them, or, when morpholog
# does not know it, when it splits into two parts that both have a source. navec knows few of
# these compounds (местком, профорг), so most stay unread: the rule asks the meaning for evidence
# because the parts alone are none (ком is комитет's in партком, командующий's in главком).
JOINED_SOURCE_MIN_SIMILARITY = 0.3  # исполком/комитет 0.37, зампред/председатель 0.65
JOINED_SOURCE_MIN_MARGIN = 0.05  # over the next word outside its kin (not диктофон's фонарик)
MIN_JOINED_REST = 3  # the last part of a compound morpholog does not know (ком, пред)
NAMESAKE_MAX_SIMILARITY = 0.25  # navec: жилой/жилищный 0.31; not городской/горный 0.19


def joined_clips(lex: Lexicon, target: str) -> tuple[str, ...]:
    """The parts of `target` that may be clipped stems joined with no linking vowel: morpholog's
    roots of three letters or more that close on a consonant, are no prefix chain and meet the
    next or the previous root with no vowel between (воен-ком, спец-кор; not дикт-о-фон, экс-гум);
    for a compound morpholog does not know, the two parts of each split after three to five
    letters, consonant on both sides (зам + пред, глав + ком). Not a clip and a common noun
    (физ-культура), read by `consonant_clip` or not at all, nor a compound morpholog opens with a
    prefix's letters (об-ком)."""
    roots = lex.roots(target)
    if any(_word_after(target, target[:n]) for n in CONSONANT_CLIP_LENGTHS):
        return ()  # a clip and a noun (физ-культура, ген-штаб): `consonant_clip`'s to read
    if len(roots) > 1:
        if target.startswith(roots[0]) and is_prefix_chain(roots[0]):
            return ()  # об-ком: it opens with morpholog's root of a prefix's letters
        return tuple(root for place, root in enumerate(roots) if _joined(target, root, place))
    if roots or not known(target) or is_name(target):
        return ()
    return tuple(part for n in CONSONANT_CLIP_LENGTHS if n <= len(target) - MIN_JOINED_REST
                 and target[n - 1] not in VOWELS and target[n] not in VOWELS
                 for part in (target[:n], target[n:]))


def _joined(target: str, root: str, place: int) -> bool:
    """morpholog's root `root`, at `place` among its roots, is a clip joined with no vowel."""
    at = target.find(root)
    if len(root) < MIN_STEM or root[-1] in VOWELS or is_prefix_chain(root) or at < 0:
        return False
    if place == 0:
        return at == 0 and target[len(root):len(root) + 1] not in VOWELS
    return at > 0 and target[at - 1] not in VOWELS


def joined_source_candidates(target: str, clip: str) -> tuple[tuple[float, str], ...]:
    """The common dictionary nouns and adjectives opening with `clip` (no name, no form of
    another noun, no compound on the clip: замглавы), with navec's cosine to `target`, nearest
    first."""
    ranked = [
        (sim, word) for word in russian_starting(clip)
        if word != target and len(word) > len(clip) + 1 and russian_zipf(word) >= SOURCE_MIN_ZIPF
        and pos(word) in ("NOUN", "ADJF") and _own_lemma(word) and not _compound_on(word, clip)
        and (sim := similarity(target, word)) is not None
    ]
    return tuple(sorted(ranked, reverse=True))


def _own_lemma(word: str) -> bool:
    """`word` is a dictionary lemma, no name and no form of another noun (залом: зал)."""
    return (known(word) and not is_name(word) and word in lemmas(word)
            and not any(other != word and is_noun(other) for other in lemmas(word)))


def _compound_on(word: str, clip: str) -> bool:
    """`word` is `clip` and a form of a common noun (зам-главы, зам-министра): a compound on the
    clip, no word it is cut from (корр-еспондент: респондент is rare)."""
    rest = word[len(clip):]
    return len(rest) >= MIN_REST and any(
        is_noun(lemma) and russian_zipf(lemma) >= REST_MIN_ZIPF for lemma in lemmas(rest))


def joined_source(lex: Lexicon, target: str, clip: str,
                  family_of: Callable[[str], frozenset[str]]) -> str:
    """The word clip `clip` of `target` is cut from (`joined_source_candidates`'s first), or "":
    not near enough, a word of the clip's own root (колючий for кол), or not clear of the next
    candidate outside its family (`family_of(word)`: MorphyNet's, as the checker reads it)."""
    ranked = joined_source_candidates(target, clip)
    if not ranked or ranked[0][0] < JOINED_SOURCE_MIN_SIMILARITY:
        return ""
    sim, source = ranked[0]
    if lex.roots(source)[:1] == (clip,):
        return ""
    close = {word for other, word in ranked[1:] if sim - other < JOINED_SOURCE_MIN_MARGIN}
    return "" if close - family_of(source) else source


# Clipped compounds a dictionary spells out (райисполком — районный исполнительный комитет), from
# ru.wiktionary's definitions (the data file's header says which and under which licence): each
# part and the word it is cut from, read before navec's guess, which knows few of these compounds.
SPELLED_OUT_FILE = "clipped_compounds.tsv"


@lru_cache(maxsize=1)
def _spelled_out() -> dict[str, tuple[tuple[str, str], ...]]:
    """The data file read once: compound → its (part, source word) pairs."""
    text = files("referee.language").joinpath(SPELLED_OUT_FILE).read_text(encoding="utf-8")
    entries = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            compound, *parts = line.split("\t")
            entries[normalize(compound)] = tuple(
                (clip, source) for clip, source in (part.split(" ") for part in parts))
    return entries


def spelled_out(word: str) -> tuple[tuple[str, str], ...]:
    """The parts of clipped compound `word` and the words they are cut from, as the dictionary
    spells it out: (рай, районный), (испол, исполнительный), (ком, комитет) for райисполком; ()
    for a word it does not list."""
    return _spelled_out().get(normalize(word), ())


# A clip the dictionary's entries always spell out by one word (гос- ← государственный in ten
# entries, воен- ← военный in three) is evidence for the compounds it does not list (госплан,
# военторг, замполит): a compound that is such a clip closing on a consonant and a common noun or
# another such clip reads as those parts. The clips closing on a vowel (теле-, био-, авиа-) are
# `clipped_stem`'s, which reads their compounds and their namesakes (телёнок, авиатор) already.
LISTED_CLIP_MIN_ENTRIES = 2  # entries that spell the clip out (зам- in замдиректора, замминистра)
ORGANISATION = "Orgn"  # the analyzer's tag of an organisation's name (военторг, райисполком)
SAME_SOURCE_MAX_ENDING = 2  # политический, политически: one word's forms (not море, морской)


@lru_cache(maxsize=1)
def listed_clips() -> dict[str, str]:
    """The clips closing on a consonant that at least `LISTED_CLIP_MIN_ENTRIES` entries of the
    data file spell out, always by one word (`_same_word`), and that word (the most listed)."""
    sources: dict[str, list[str]] = {}
    for parts in _spelled_out().values():
        for clip, source in parts:
            if normalize(source) != clip and clip[-1] not in VOWELS:
                sources.setdefault(clip, []).append(normalize(source))
    found = {}
    for clip, words in sources.items():
        first = max(words, key=words.count)
        if len(words) >= LISTED_CLIP_MIN_ENTRIES and all(_same_word(first, w) for w in words):
            found[clip] = first
    return found


def _same_word(one: str, other: str) -> bool:
    """`one` and `other` differ at most in their last `SAME_SOURCE_MAX_ENDING` letters, each
    keeping at least seven (хозяйство, хозяйственный; политический, политически)."""
    common = len(os.path.commonprefix([one, other]))
    return common >= 7 and min(len(one), len(other)) - common <= SAME_SOURCE_MAX_ENDING


def listed_clip_reading(lex: Lexicon, target: str) -> tuple[tuple[str, str], ...]:
    """`target`, a compound the data file does not list, read as a clip of `listed_clips` and a
    common noun (`_word_after`: гос-план) or another such clip (зам-полит): its parts and the
    words they are cut from, the noun for itself; () when it is no such compound, morpholog
    segments it with another first root (кор-м-ушка), MorphyNet derives it from a word, it is a
    diminutive on the clip's letters (`_diminutive_on`: сан-очк-и), or it is
    a guess of the analyzer (a name: кор-тина, a form: спорт-кара) whose rest navec does not put
    near it (`near_rest`: тех-паспорт)."""
    if spelled_out(target) or not (is_noun(target) or _organisation(target)) or lex.parents.get(
            target):
        return ()
    clips = listed_clips()
    roots = lex.roots(target)
    for clip, source in sorted(clips.items(), key=lambda item: -len(item[0])):
        rest = target[len(clip):]
        if not target.startswith(clip) or (roots and roots[0] != clip) or _diminutive_on(
                target, clip):
            continue
        if rest in clips and known(target):
            return (clip, source), (rest, clips[rest])
        if _word_after(target, clip) and (known(target) or near_rest(target, clip)):
            return (clip, source), (rest, rest)
    return ()


def _organisation(word: str) -> bool:
    """Every parse of `word` is an organisation's name (военторг, госдума; not коркино, a town)."""
    parses = parse(word)
    return bool(parses) and all(ORGANISATION in p.tag.grammemes for p in parses)


def _diminutive_on(word: str, clip: str) -> bool:
    """`word` is the clip's letters and a diminutive suffix (сан-очк-и ← сан-к-и)."""
    return lemma_stem(word)[len(clip):] in DIMINUTIVE_SUFFIXES


def clip_reading(lex: Lexicon, word: str) -> tuple[tuple[str, str], ...]:
    """The parts of clipped compound `word` and the words they are cut from, as the dictionary
    spells them out (`spelled_out`) or as its clips read it (`listed_clip_reading`: гос-бюджет);
    () for any other word."""
    return spelled_out(word) or listed_clip_reading(lex, word)


def joined_sources(lex: Lexicon, target: str,
                   family_of: Callable[[str], frozenset[str]]) -> tuple[tuple[str, str], ...]:
    """The clipped stems of `target` and the words they are cut from: the dictionary's
    (`spelled_out`), else those joined with no linking vowel (`joined_clips`) that have a source
    word (`joined_source`): (ком, комитет) for испол-ком, (зам, заместитель) and (пред,
    председатель) for зам-пред; a compound morpholog does not know counts only split in two
    parts that both have one."""
    if spelled := clip_reading(lex, target):
        return spelled
    clips = joined_clips(lex, target) if embedded(target) else ()  # (navec is the evidence)
    if lex.roots(target):
        found = ((clip, joined_source(lex, target, clip, family_of)) for clip in clips)
        return tuple((clip, source) for clip, source in found if source)
    for first, last in zip(clips[::2], clips[1::2], strict=True):
        if (opening := joined_source(lex, target, first, family_of)) and (
                closing := joined_source(lex, target, last, family_of)):
            return (first, opening), (last, closing)
    return ()


def joined_namesake(target: str, clips_and_sources: tuple[tuple[str, str], ...], lemma: str,
                    kin_of: Callable[[str, str], bool]) -> bool:
    """`lemma` opens with the letters of a clip of `target` whose source is known (`joined_source`)
    and is no kin of that source nor a compound on the clip (зам-министра for зам-пред) nor a word
    navec puts near it (`NAMESAKE_MAX_SIMILARITY`: жильё, жилищный for жил-площадь ← жилой, which
    the checker does not link): a namesake of the letters, as маг, магия are for универ-маг
    (← магазин), кора for спец-кор."""
    return any(lemma.startswith(clip) and lemma != target and not _compound_on(lemma, clip)
               and not kin_of(source, lemma) and not _near_source(source, lemma)
               for clip, source in clips_and_sources)


def _near_source(source: str, lemma: str) -> bool:
    sim = similarity(source, lemma)
    return sim is not None and sim >= NAMESAKE_MAX_SIMILARITY
