"""The secret word analysed once per turn: lemma, derivational family, root shapes, rivals.

`prepare(word, lex)` computes everything the root comparison asks about the secret word, so that
each heard word costs only lookups. The roots come from morpholog when its entry spells the word
out, else from our own cutting (`referee.language.segment`); their shapes cover alternations
(рук/руч)
and the word's own fleeting vowels (сон/сн-а). Rivals are the homonymous nests to beware of.
"""

from __future__ import annotations

from dataclasses import dataclass

from common.analyzer import normalize, parse
from referee.lang.roots import PREFIXES, VOWELS
from referee.language.frequency import russian_starting, russian_zipf
from referee.language.lexicon import Lexicon
from referee.language.segment import (
    alternated_back,
    bare_root,
    bare_stem,
    dropped_vowel,
    grades,
    is_fleeting_pair,
    is_prefix_chain,
    is_tail,
    lemma_stem,
    root_variants,
    short_twins,
    stem_of,
    strip_prefixes,
)
from referee.language.words import (
    NAME_TAGS,
    embedded,
    is_name,
    is_noun,
    known,
    lemmas,
    noun_lemma,
    paradigm,
    paradigm_by_ending,
    pos,
    similarity,
    verb,
)

MIN_KNOWN_ROOT_USES = 5  # a root morpholog finds in this many words is a real root
MIN_GUESSED_ROOT = 3  # shortest base stem taken as the root of a word morpholog does not know
YOUNG_SUFFIXES = ("енок", "онок")  # a young animal's noun, plural in -ят-/-ат- (утята, утёнок)
MIN_YOUNG_STEM = 2  # the stem before -ят- (ут-ят-а): the dictionary's plural form confirms it
MIN_OPENING_TAIL = 2  # letters after the opening root of a rare word (щип-ец)
MIN_RIVAL_NEST = 2  # a verb with this many derivatives heads a rival nest
RIVAL_MAX_SIMILARITY = 0.2  # a same-root nest this close in meaning to the target is no rival
NAMESAKE_ENDINGS = ("", "а", "о", "ь")  # a noun's dictionary form on a bare shape (нож, луч-а)
# Noun suffixes a secret word no resource segments is cut at (`_suffixed_base`): -овик/-евик
# always makes a word of its base (снег-овик, дожд-евик); after the others the base must be near
# in meaning (кузнеч-ик ← кузнец, not кон-ец ← кон).
SURE_NOUN_SUFFIXES = ("овик", "евик")
NOUN_SUFFIXES = ("ник", "чик", "щик", "ик", "ок", "ек", "ец", "ниц", "иц", "ка", "онок", "енок",
                 "ушк", "ышк")
# -ичк- is the diminutive -к- after the ч of -ица/-ик, cut alone (рукавич-к-а ← рукавица); a bare
# -к- after other stems cuts wrongly (колоноч-к-а)
DIMINUTIVE_ICHK = "ичк"
# -н-к-: the -к- of a noun named by its -н- adjective (песчан-к-а ← песчаный, землян-к-а ← земляной)
ADJECTIVE_NK = "нк"
ADJECTIVE_ENDINGS = ("ый", "ой", "ий")
FLEETING_EC = "ц"  # -ец after a consonant, its vowel dropped in a plural noun's stem (бархатц-ы)
THING_SUFFIXES = ("овк", "евк")  # a thing named after its base (ветр-овк-а, лист-овк-а)
SINGULATIVE = "ин"  # one piece of a mass or a fruit (горош-ин-а, абрикос-ин-а, солом-ин-а)
NOUN_OF_QUALITY = "ност"  # -н-ость after a vowel no compound's last stem starts (копч-ён-ость)
# A female being's noun made from the male's: its ending, and the male's in its place (лётч-иц-а
# ← лётчик, арфист-к-а ← арфист, атаман-ш-а ← атаман, любим-иц-а ← любимец, бегун-ья ← бегун)
FEMININE_SUFFIXES = (("щица", "щик"), ("чица", "чик"), ("ница", "ник"), ("ица", "ец"),
                     ("ка", ""), ("ша", ""), ("иха", ""), ("ья", ""))
# A noun made from a being's name by a suffix and ending that need no other word: its young
# (зме-ёныш, гад-ёныш) and its flock (ворон-ьё, комар-ьё); the endings the being's name may take
BEING_SUFFIXES = ("еныш", "оныш", "ье")
BEING_ENDINGS = ("", "а", "я", "ь", "й")
K_TRUNCATING_SUFFIXES = ("ниц", "ник")  # a -ка noun's -к- drops before them (салфет-к-а →
K_NOUN_END = "ка"  # салфет-ниц-а, таблет-к-а → таблет-ниц-а)
AGENT_SUFFIXES = ("щик", "чик")  # an agent made from a verb (валь-щик ← валить)
AGENT_UN = "ун"  # an agent made from a verb's stem (бег-ун, вез-ун)
BASE_ENDINGS = ("", "а", "о", "ь", "ы", "ый", "ий", "ой", "ить", "ать", "еть",
                "иться", "аться", "оться")  # бор-ец ← бор-оть-ся
YOD_NOUN_END = "й"  # a noun on a verb's present stem and й (по-целу-й: целу-ю, ла-й: ла-ю)
YOD_VERB_SIMILARITY = 0.15  # navec cosine of such a noun to its verb (поцелуй/поцеловать 0.18)
VERBAL_NOUN_END = "ение"  # a verbal noun on a verb's stem (нош-ени-е, кваш-ени-е; -ьба: steps.py)
LABIALS = "бпвмф"  # a labial takes an л before -у, -ен- (корм-л-ю, лов-л-ен-ный)
GLUED_K = ("еч", "оч")  # -ок/-к- before -н- as morpholog leaves it in a root (спич-еч-ниц-а)
GRADE_STEM_END = "ой"  # a verb root's o-grade before й (бой: бить, пой: поить, рой: рыть)
STEM_VOWELS = "иаяе"  # verb stem suffixes a noun keeps (носи-лки, выключа-тель, се-я-лка)
DEVERBAL_SUFFIXES = ("л", "тел", "ни", "нь")  # -лк-, -льн-, -тель, -ни(е), -нь(е) after a
# verb's stem vowel
# what may follow such a suffix in the noun's stem (поливал-к-а, кормил-иц-а, учител-ьниц-а;
# not пропел-лер)
DEVERBAL_TAILS = ("", "ь", "к", "ец", "иц", "ьн", "ьщик", "ьщиц", "ьник", "ьниц", "ищ")
ACTION_K = "к"  # a noun of action's suffix after its verb's alternated consonant (глаж-к-а)
PALATAL_ENDS = "жчш"  # the consonants -к- leaves of a verb's д, з, г, т, к, с, х
ACTION_VERB_ENDINGS = ("ить", "ать")  # the verbs such nouns are made from (гладить, мазать)
STEM_VERB_ENDINGS = ("ать", "ить", "еть", "ять")  # infinitives a compound's last stem may take
BARE_STEM_INFINITIVE = "ти"  # the infinitive right on a consonant stem (пас-ти, вез-ти, нес-ти)
FIRST_STEM_SIMILARITY = 0.3  # navec cosine of a compound to its first stem's noun (марсоход:
# марс 0.41; колокол: кол 0.22)
KIND_MIN_SIMILARITY = 0.25  # navec cosine of a compound to its last stem's noun (сухофрукт: 0.33)
SUFFIXED_MIN_SIMILARITY = 0.25  # navec cosine of a base under a short suffix (кузнечик/кузнец 0.34)
BARE_VERB_SIMILARITY = 0.05  # navec cosine of a verb on the bare root to the secret word it
# makes (трещина/трещать 0.18, лечебница/лечить 0.05; палец/палить 0.048, смех/сметь 0.02)
HEAD_SIMILARITY = 0.2  # navec cosine of a prefixed verb to the unprefixed word it is made from
# A loan's doer or device in -атор/-ятор and the action in -ация/-яция of the -ировать verb it
# does (аним-атор: анимация, анимировать; симул-ятор: симуляция); navec keeps apart a device
# named after another action (радиатор/радиация 0.08, эскалатор/эскалация) or a word it
# does not know (элеватор/элевация)
LOAN_AGENT_SUFFIXES = (("атор", "ация"), ("ятор", "яция"))
LOAN_VERB_END = "ировать"
LOAN_AGENT_SIMILARITY = 0.1  # аниматор/анимация 0.19, коммуникатор/коммуникация 0.14
MIN_LOAN_AGENT_ROOT = 4  # not р-атор (рация)
MIN_IJA_ROOT = 5  # letters a loan root in -и keeps without it (иллюз of иллюзи; not лил of лили)
CUT_MIN_STEM = 4  # letters of the stem a -шк- diminutive keeps of the noun it is cut from
CUT_MIN_SIMILARITY = 0.2  # navec cosine of that noun (гармошка/гармонь 0.24; картон 0.08, картотека
# 0.16 and гармония 0.12 stay apart)


@dataclass(frozen=True)
class Target:
    """Everything about a secret word computed once."""

    word: str
    lemma: str
    lemmas: frozenset[str]  # the word's own lemmas (часы: часы, час)
    family: frozenset[str]  # MorphyNet's nest: all derivatives of the word's underived bases
    roots: tuple[str, ...]
    shapes: frozenset[str]  # every shape of the roots in related words (рук, руч, руц)
    forms: frozenset[str]  # inflected forms of the secret word
    rivals: frozenset[str]  # verbs of other nests with the same root (водить for вода)
    derived: bool  # the secret word has a suffix of its own (пись-м-о): same-root nests are kin
    root_of: tuple[tuple[str, str], ...]  # (shape, root) pairs: руч comes from рук
    twins: frozenset[str] = frozenset()  # Church Slavonic shapes of a full-vowel root (град)
    namesakes: tuple[tuple[str, str], ...] = ()  # (shape, noun): an alternated shape that is
    # the root of an unrelated noun (нож for нога, луч for лук)
    grades: frozenset[str] = frozenset()  # vowel grades and reverse alternations of the roots
    # (шов: шв, ши; плач: плак), trusted only as morpholog's root of a word next to a verb
    fleeting: frozenset[str] = frozenset()  # the roots without their fleeting vowel (окон: окн),
    # trusted only as morpholog's root of the heard word

    @property
    def bare_roots(self) -> frozenset[str]:
        """The roots without a closing soft sign (мышь: мыш), as other words' roots are spelled."""
        return frozenset(bare_root(r) for r in self.roots)


def prepare(word: str, lex: Lexicon) -> Target:
    word = normalize(word)
    own = [normalize(p.normal_form) for p in parse(word)]
    # a word the dictionary lacks is drawn in its dictionary form: the analyzer's guess from
    # its ending may read it as another word's case (каменолом as каменол's instrumental)
    lemma = word if word in own or not known(word) else own[0] if own else word
    family: set[str] = {lemma, word} | lemmas(word)
    # the drawn word heads its own MorphyNet entry though the analyzer reads it as another
    # lemma (грошевой as the surname Грошев's case: грошевой ← грош; флэшка spelt флешка)
    for top in lex.tops(lemma) | lex.tops(word):
        family |= lex.descendants(top)
    forms = paradigm(lemma) | paradigm_by_ending(lemma)  # долма: долму, долмой
    stems = frozenset(stem_of(form) for form in forms)
    roots, base = _roots(lemma, lex)
    base = base or being_made_from(lemma, lex)
    for top in lex.tops(base) if base else ():  # снеговик ← снег: снег's nest is its family
        family |= lex.descendants(top) | {base}
    if base is None:  # ошибочка ← ошибка, which MorphyNet makes from ошибаться
        family |= rare_derivative_family(lemma, lex)
    for top in _unprefixed_coheads(lemma, lex):  # в-ход ⇒ входить ← ходить ← ход
        family |= lex.descendants(top) | {top}
    # леч-ебн-иц-а ⇒ леч-и-ть, кваш-ени-е ⇒ квасить
    if (cut := _unlinked_base(lemma, lex) or _verb_of_verbal_noun(lemma, lex)) is not None:
        for top in lex.tops(cut):
            family |= lex.descendants(top) | {cut}
    family |= _yod_verb_family(lemma, lex)  # поцелуй-чик ⇒ поцелуй ⇒ поцеловать ⇒ целовать
    for head in _unprefixed_heads(lemma, lex):  # вытрезвить ⇒ трезвый
        family |= lex.descendants(head) | {head}
    family |= _zero_suffix_family(lemma, lex)  # от-се-в ⇒ отсеять ⇒ сеять
    for verb_lemma in _participle_verbs(lemma, lex):  # невидимка ← видимый ⇒ видеть
        for top in lex.tops(verb_lemma):
            family |= lex.descendants(top) | {verb_lemma}
    stem = lemma_stem(lemma)  # a root inside a longer stem may lose its fleeting vowel (окон/окн)
    variants = {r: root_variants(bare_root(r), stems) | _unglued(r) | _with_vowel(r)
                | _dropped_k(r, lemma, lex) | _adjective_k(r, lex) | _cut_from(r, lemma)
                | _vowel_of_base(r, lemma, lex) | _head_root_under_prefix(r, lemma, lex)
                for r in roots}
    plain = frozenset().union(*variants.values())
    twins = frozenset().union(*(short_twins(bare_root(r)) for r in roots)) - plain
    variants = {r: vs | short_twins(bare_root(r)) for r, vs in variants.items()}
    shapes = plain | twins
    derived = lex.has_suffix(lemma) or base in lex.parents.get(lemma, ())  # смен-к-а ← смена
    return Target(
        word=word,
        lemma=lemma,
        lemmas=frozenset({lemma, word}) | lemmas(word) | _plural_only_noun(word),
        family=frozenset(family | _plural_only_noun(word)),
        roots=roots,
        shapes=shapes,
        forms=forms,
        rivals=frozenset() if derived else _rivals(lemma, shapes, family, lex),
        derived=derived,
        root_of=tuple((shape, r) for r, vs in variants.items() for shape in sorted(vs)),
        twins=twins,
        namesakes=_namesakes(lemma, shapes - {bare_root(r) for r in roots}, family),
        grades=frozenset().union(*(grades(r) for r in roots)) - shapes,
        fleeting=frozenset().union(*(dropped_vowel(r) for r in roots if r != stem),
                                   *(_without_ija_vowel(r, lex) for r in roots)) - shapes,
    )


def _plural_only_noun(word: str) -> frozenset[str]:
    """The plural-only noun whose singular the secret word is, when the dictionary knows only
    that plural (бахила: бахилы, гамаша: гамаши): its forms are the secret word's. A word some
    reading takes as a common noun's nominative is that noun's, and left alone."""
    if not word.endswith(("а", "я")) or any(
        p.tag.POS == "NOUN" and p.tag.case == "nomn" and not NAME_TAGS & p.tag.grammemes
        for p in parse(word)
    ):
        return frozenset()
    plurals = {word[:-1] + "ы", word[:-1] + "и"}
    return frozenset(
        plural for plural in plurals if known(plural) for p in parse(plural)
        if "Pltm" in p.tag.grammemes and normalize(p.normal_form) == plural
    )


def _without_ija_vowel(root: str, lex: Lexicon) -> frozenset[str]:
    """A loan root closing with the и of a noun in -ия (иллюзи-я, агресси-я) drops that и before
    a consonant suffix (иллюз-орн-ый, агресс-ивн-ый): the root without it, which like a
    fleeting vowel's shape is trusted only as morpholog's root of the heard word, and only when
    no word with that shorter root belongs to a nest another noun heads (колон-н-а for
    колони-я, маляр-н-ый ← маляр for маляри-я)."""
    noun = root + "я"
    if not (len(root) - 1 >= MIN_IJA_ROOT and root.endswith("и") and root[-2] not in VOWELS
            and known(noun)):
        return frozenset()
    shorter = root[:-1]
    heads = {top for word in lex.with_root(shorter) for top in lex.tops(word) | {word}
             if top != noun and is_noun(top) and not lex.parents.get(top)}
    return frozenset() if heads else frozenset({shorter})


def oblique_namesakes(word: str, lemma: str) -> frozenset[str]:
    """Things the secret noun `word` (its own dictionary form `lemma`) is only an oblique-case
    form of (банка: банк's genitive, полка: полк's, душ: душа's genitive plural): a secret word
    is given in its dictionary form, so these are other words. A noun the word is also a
    nominative of stays (часы: час's plural), and so does a being: its oblique form is mostly
    the other sex's name (змея: змей's genitive, ворона: ворон's)."""
    parses = parse(word)
    if not any(p.tag.POS == "NOUN" and normalize(p.normal_form) == lemma for p in parses):
        return frozenset()
    readings: dict[str, set[str | None]] = {}
    for p in parses:
        other = normalize(p.normal_form)
        if p.tag.POS == "NOUN" and other != lemma and p.tag.animacy != "anim":
            readings.setdefault(other, set()).add(p.tag.case)
    return frozenset(other for other, cases in readings.items() if "nomn" not in cases)


def _unprefixed_coheads(lemma: str, lex: Lexicon) -> frozenset[str]:
    """A prefixed secret word MorphyNet derives from nothing (в-ход, рас-сол) is the prefixed
    verb's action; that verb (входить) is made from it and from the unprefixed verb on the same
    root (ходить): the heads of that verb's nest (ход) head the secret word's root too."""
    if lex.parents.get(lemma) or not lex.prefixes(lemma):
        return frozenset()
    roots = set(lex.roots(lemma))
    return frozenset(
        top
        for child in lex.children.get(lemma, ())
        if verb(child)
        for other in lex.parents.get(child, ())
        if other != lemma and not lex.prefixes(other) and set(lex.roots(other)) & roots
        for top in lex.tops(other)
    )


def _unlinked_base(lemma: str, lex: Lexicon) -> str | None:
    """The word a secret word MorphyNet derives from nothing is made from, as morpholog's
    segmentation spells it: the longest word its morphemes make with the last suffixes dropped
    and a dictionary ending put on (жен-и-ть-б-а: жен-и-ть; пятн-а-шк-и: пятн-а-ть), keeping a
    suffix after the root (a bare root with an ending is too often a homonym: сот-н-я, not
    соты), which MorphyNet knows and morpholog gives the same roots."""
    parts = lex.morphemes.get(lemma, ())
    if lex.parents.get(lemma) or not lex.covers(lemma) or verb(lemma):
        return None
    body = [part for part in parts if not part.startswith("+")]
    roots = [i for i, part in enumerate(body) if part[:1] != "-" and part[-1:] != "-"]
    if not roots:
        return None
    own = _root_set(lemma, lex)
    for k in range(len(body) - 1, roots[-1], -1):
        stem = "".join(part.strip("-") for part in body[:k])
        bare = k == roots[-1] + 1
        for base in _spelled_bases(stem, own, lex, verbs_only=bare):
            if (base != lemma and base in lemmas(base)
                    and (not bare or (similarity(lemma, base) or 0.0) >= BARE_VERB_SIMILARITY)):
                return base
    return None


def _verb_of_verbal_noun(lemma: str, lex: Lexicon) -> str | None:
    """The verb a noun of action in -ение is made from when MorphyNet links it to nothing
    (кваш-ени-е ← квасить, as нош-ени-е ← носить): a verb in -ить/-еть on the noun's stem, or
    on it with its last consonant alternated back (ш: с, х; ж: з, д, г; labial + л: the labial),
    whose own forms show that stem (квашу, квашеный); the stem as it stands first (леч-ени-е:
    лечить, not лететь, though лечу is a form of both)."""
    if not lemma.endswith(VERBAL_NOUN_END) or lex.parents.get(lemma):
        return None
    stem = lemma[: -len(VERBAL_NOUN_END)]
    for verb_stem in (stem, *sorted(_unalternated(stem) - {stem})):
        for verb_lemma in (verb_stem + "ить", verb_stem + "еть"):
            if verb(verb_lemma) and known(verb_lemma) and _forms_show(verb_lemma, stem):
                return verb_lemma
    return None


def _yod_verb_family(lemma: str, lex: Lexicon) -> set[str]:
    """The family the secret word takes from the verb it, or the noun MorphyNet makes it from,
    is made from as its present stem and й when MorphyNet links that noun to no verb
    (по-целу-й ← поцеловать: поцелую): the verb's derivatives, and its nest's heads navec
    puts near the noun (целовать, 0.19; not троить for самострой ← строить, or строй)."""
    family: set[str] = set()
    for noun in lex.tops(lemma) | {lemma}:
        yod_verb = _verb_of_yod_noun(noun, lex)
        if yod_verb is None:
            continue
        family |= lex.descendants(yod_verb) | {yod_verb}
        for top in lex.tops(yod_verb) - {yod_verb}:
            sim = similarity(noun, top)
            if sim is not None and sim >= YOD_VERB_SIMILARITY:
                family |= lex.descendants(top) | {top}
    return family


def _verb_of_yod_noun(noun: str, lex: Lexicon) -> str | None:
    """The verb a dictionary noun in -й that MorphyNet links to no verb is made from: a
    dictionary verb whose first person is the noun's stem and ю (поцелую), which navec puts
    near the noun (поцелуй/поцеловать 0.18; слай is no dictionary noun: no слать's)."""
    if (not noun.endswith(YOD_NOUN_END) or lex.parents.get(noun) or not is_noun(noun)
            or not known(noun)):
        return None
    first_person = noun[: -len(YOD_NOUN_END)] + "ю"
    for p in parse(first_person):
        verb_lemma = normalize(p.normal_form)
        if p.tag.POS == "VERB" and "1per" in p.tag and known(verb_lemma):
            sim = similarity(noun, verb_lemma)
            if sim is not None and sim >= YOD_VERB_SIMILARITY:
                return verb_lemma
    return None


def _unalternated(stem: str) -> frozenset[str]:
    """`stem` and the stems its closing consonant may alternate from before -у, -ен- (кваш:
    квас, квах; корм-л: корм)."""
    found = {stem}
    if len(stem) > 2 and stem[-1] == "л" and stem[-2] in LABIALS:
        found.add(stem[:-1])
    return frozenset(found | set(alternated_back(stem)))


def _forms_show(verb_lemma: str, stem: str) -> bool:
    """The verb's own forms show `stem`: its first person or its passive participle."""
    shown = {stem + "у", stem + "ю", stem + "енный", stem + "еный"}
    return any(normalize(f.word) in shown for p in parse(verb_lemma)[:1] for f in p.lexeme)


ZERO_NOUN_THEMES = ("ить", "ать", "ять", "еть", "нуть")  # a verb's stem suffix and -ть
ZERO_NOUN_V = ("ев", "ив")  # the -в- of a noun on a verb's vowel stem (от-се-в ← от-се-я-ть,
# за-ли-в ← за-ли-ть); not ыв, a root's (взрыв ← взорвать, not взрыть)
ZERO_NOUN_SIMILARITY = 0.1  # navec cosine under which a verb names another thing than the noun
# (погон/погонять 0.06; отсев/отсеять 0.23, прицеп/прицепить 0.17)
ZERO_NOUN_HEAD_SIMILARITY = 0.05  # navec cosine under which the head of the verb's nest is
# another root's or meaning's (срыв/рыть 0.05, прицел/целый 0.01, заряд/ряда; отсев/сеять 0.11)


def _zero_suffix_family(lemma: str, lex: Lexicon) -> set[str]:
    """The nests of the verbs a zero-suffix noun names the action of (`zero_suffix_verbs`):
    each verb's own derivatives, and those of its nest's heads navec does not put far from the
    noun (MorphyNet joins homonyms under one head: срывать ← срыть ← рыть)."""
    family: set[str] = set()
    for verb_lemma in zero_suffix_verbs(lemma, lex):
        family |= lex.descendants(verb_lemma) | {verb_lemma}
        for top in lex.tops(verb_lemma):
            if (similarity(lemma, top) or 1.0) >= ZERO_NOUN_HEAD_SIMILARITY:
                family |= lex.descendants(top) | {top}
    return family


def zero_suffix_verbs(lemma: str, lex: Lexicon) -> frozenset[str]:
    """The prefixed verbs a noun with no suffix and a zero ending, whose prefix morpholog cuts
    (it is no prefix in о-сень, за-мок, при-мер), names the action of
    (от-кат ← откатить, на-кип-ь ← накипеть, от-се-в ← отсеять): dictionary verbs spelled on
    the noun's whole stem with a stem suffix and -ть, or, for a stem closing in е or и and в,
    on that vowel with -ть or -ять. Not a verb MorphyNet makes from the noun alone (на-воз-и-ть
    ← навоз: the noun's own child), nor one navec puts far from it; none when the stem spells
    verbs of two nests (за-пах: запахнуть ← пахнуть, запахать ← пахать)."""
    stem = lemma.removesuffix("ь")
    if (lemma_stem(lemma) != stem or not noun_lemma(lemma) or lex.has_suffix(lemma)
            or not lex.prefixes(lemma)):
        return frozenset()
    spelled = {stem + theme for theme in ZERO_NOUN_THEMES}
    if stem.endswith(ZERO_NOUN_V):
        spelled |= {stem[:-1] + "ть", stem[:-1] + "ять"}
    verbs = [v for v in sorted(spelled) if verb(v) and known(v)
             and set(lex.parents.get(v, ())) != {lemma}
             and (similarity(lemma, v) or 1.0) >= ZERO_NOUN_SIMILARITY]
    nests = [lex.tops(v) for v in verbs]
    if any(not a & b for a in nests for b in nests):
        return frozenset()
    return frozenset(verbs)


def _participle_verbs(lemma: str, lex: Lexicon) -> frozenset[str]:
    """The verbs whose full participle heads the secret word's MorphyNet nest (видимый for
    не-видим-к-а, открытый for открыт-к-а): MorphyNet links no participle to its verb, so the
    verb's nest is the secret word's own."""
    verbs = {
        normalize(p.normal_form)
        for top in lex.tops(lemma)
        for p in parse(top)
        if p.tag.POS == "PRTF" and normalize(p.normal_form) != top
    }  # (косовороть is pymorphy's guess for косоворотый: a verb MorphyNet lacks is none)
    return frozenset(v for v in verbs if known(v) and v in lex.children)


def _unprefixed_heads(lemma: str, lex: Lexicon) -> frozenset[str]:
    """Heads of the secret word's nest that MorphyNet derives from nothing though morpholog
    writes them as prefixes on a root (вы-трезв-и-ть): the unprefixed word its root and
    suffixes spell (трезв-ый), which MorphyNet knows and morpholog gives the same roots; its
    nest is the secret word's."""
    found = set()
    for top in lex.tops(lemma):
        parts = lex.morphemes.get(top, ())
        if (lex.parents.get(top) or not parts or not parts[0].endswith("-") or verb(lemma)
                or not verb(top)):
            continue
        body = [part for part in parts if not part.startswith("+") and not part.endswith("-")]
        own = _root_set(top, lex)
        for k in range(len(body), 0, -1):
            stem = "".join(part.strip("-") for part in body[:k])
            bases = [b for b in _spelled_bases(stem, own, lex)
                     if not is_noun(b) and _not_apart(top, b)]
            if bases:
                found |= {top for b in bases[:1] for top in lex.tops(b)}
                break
    return frozenset(found)


def _root_set(word: str, lex: Lexicon) -> set[str]:
    """morpholog's roots of `word`, a soft sign at the end dropped (кровь: кров)."""
    return set(lex.bare_roots(word))


def _spelled_bases(stem: str, own: set[str], lex: Lexicon, verbs_only: bool = False) -> list[str]:
    """The words `stem` spells with a base ending (plus «ть» after a vowel; only the verb
    endings when `verbs_only`) that MorphyNet knows and morpholog gives the roots `own`, in
    the order of the endings."""
    ends = (*BASE_ENDINGS, "ть") if stem[-1] in VOWELS else BASE_ENDINGS
    if verbs_only:
        ends = tuple(end for end in ends if end.endswith(("ть", "ться")))
    return [base for base in (stem + end for end in ends)
            if base in lex.children and _root_set(base, lex) == own]


def _not_apart(word: str, other: str) -> bool:
    """navec does not put the two words apart (unknown to it: not apart)."""
    sim = similarity(word, other)
    return sim is None or sim >= HEAD_SIMILARITY


def _with_vowel(root: str) -> frozenset[str]:
    """A root whose fleeting vowel is dropped to a soft sign between consonants (льд-ин-к-а,
    льн-ян-ой) with the vowel back, as the bare word shows it (лёд, лён)."""
    at = root.find("ь", 1)
    if at < 1 or at == len(root) - 1 or root[at - 1] in VOWELS or root[at + 1] in VOWELS:
        return frozenset()
    return frozenset({root[:at] + "е" + root[at + 1 :]})


def _dropped_k(root: str, lemma: str, lex: Lexicon) -> frozenset[str]:
    """The stem of the -ка noun MorphyNet makes the secret word from, when the word dropped its
    -к- (ут-ёнок ← ут-к-а, as галч-онок ← галк-а): that noun's root is the word's."""
    base = root + "ка"
    return frozenset({root + "к"}) if base in lex.parents.get(lemma, ()) else frozenset()


def _adjective_k(root: str, lex: Lexicon) -> frozenset[str]:
    """A root morpholog wrote with an adjective's -к- glued on (сладк-о-ежк-а), where it cuts
    that adjective itself as root + -к- (слад-к-ий): the adjective's root (слад-ость)."""
    if len(root) <= MIN_GUESSED_ROOT or root[-1] != "к" or root[-2] in VOWELS:
        return frozenset()
    parts = lex.morphemes.get(root + "ий", ())
    return frozenset({root[:-1]}) if parts[:2] == (root[:-1], "-к") else frozenset()


def _vowel_of_base(root: str, lemma: str, lex: Lexicon) -> frozenset[str]:
    """The stem of the noun MorphyNet makes the secret word from, when the root is that stem
    with its fleeting vowel dropped (дн-евн-ик ← день, сн-ов-идец ← сон): the base's shape."""
    stems = (bare_stem(p) for p in lex.parents.get(lemma, ()) if is_noun(p))
    return frozenset(s for s in stems if len(s) > len(root) and is_fleeting_pair(root, s))


def _cut_from(root: str, lemma: str) -> frozenset[str]:
    """A diminutive in -шк- cut from a longer noun (карто-шк-а ← картофель, гармо-шк-а ←
    гармонь): the stem of each frequent noun its cut stem starts, a consonant on, near in
    meaning (`CUT_MIN_SIMILARITY`)."""
    cut = root[:-1]
    if not root.endswith("ш") or len(cut) < CUT_MIN_STEM or cut[-1] not in VOWELS:
        return frozenset()
    if not lemma.startswith(root + "к"):
        return frozenset()
    return frozenset(lemma_stem(noun) for noun in _nouns_from(cut)
                     if noun != lemma and (similarity(lemma, noun) or 0.0) >= CUT_MIN_SIMILARITY)


def _nouns_from(cut: str) -> list[str]:
    """Frequent nouns in their dictionary form that continue `cut` with a consonant."""
    return [word for word in russian_starting(cut) if len(word) > len(cut)
            and word[len(cut)] not in VOWELS and is_noun(word) and word in lemmas(word)]


def _head_root_under_prefix(root: str, lemma: str, lex: Lexicon) -> frozenset[str]:
    """morpholog wrote a prefix into the root, before the whole stem of the bare noun MorphyNet
    heads the secret word's nest with (по-жар ← жар: пожар-ник): that stem is a shape of the
    root (жаркий, жарить), unless navec opposes the meanings (начинка/чин: MorphyNet's merge)."""
    heads = (top for top in lex.tops(lemma) - {lemma}
             if is_noun(top) and not lex.prefixes(top) and (similarity(lemma, top) or 0.0) >= 0)
    wholes = {bare_stem(head) for head in heads}
    return frozenset(
        whole
        for whole in wholes
        if len(root) > len(whole) and root.endswith(whole)
        and is_prefix_chain(root[: -len(whole)])
    )


def _unglued(root: str) -> frozenset[str]:
    """A root morpholog wrote with the suffix -ок/-к- glued on, turned -еч/-оч before -н-
    (спич-еч-ниц-а, спич-еч-н-ый): the shape of the word the suffix made (спичк-а)."""
    if not root.endswith(GLUED_K) or len(root) - 2 < MIN_GUESSED_ROOT:
        return frozenset()
    return frozenset({root[:-2] + "к"})


def _roots(lemma: str, lex: Lexicon) -> tuple[tuple[str, ...], str | None]:
    """morpholog's roots when its entry spells the word out; a truncated entry (телевизор as
    just теле-) adds our guess and loses its prefix-like roots (теле, авто, фото). With them,
    the word a guess found the secret word made from (`_suffixed_base`), if any."""
    known = lex.roots(lemma, glue=True)
    if known and lex.covers(lemma):
        inside = _parent_root_inside(known, lemma, lex)
        return (known + (inside[0],), inside[1]) if inside else (known, None)
    kept = tuple(r for r in known if r not in PREFIXES)
    if cut_at_interfix(lemma, lex) and (stems := _compound_stems(lemma_stem(lemma), lex,
                                                                  suffixed=False)):
        return tuple(dict.fromkeys(kept + stems)), None  # круг-о-(ворот): ворот
    guessed, base = _guess_roots(lemma, lex)
    spans = _root_spans(lemma, lex)
    guessed = tuple(g for g in guessed if not _straddles(lemma, g, spans))
    return tuple(dict.fromkeys(kept + guessed)), base


def _root_spans(lemma: str, lex: Lexicon) -> tuple[tuple[int, int], ...]:
    """Where morpholog's roots of `MIN_GUESSED_ROOT` letters or more stand in `lemma` (start,
    end), from its morphemes written in order (`по-`, `печ`, `-и`); none when they do not spell
    the lemma's start. A shorter root says too little alone (раз-де-ть-ся: a guess is kept
    beside де)."""
    spans, at = [], 0
    for morpheme in lex.morphemes.get(lemma, ()):
        text = morpheme.strip("-+")
        if not lemma.startswith(text, at):
            return ()
        root = morpheme[:1] not in "-+" and not morpheme.endswith("-")
        if root and len(text) >= MIN_GUESSED_ROOT:
            spans.append((at, at + len(text)))
        at += len(text)
    return tuple(spans)


def _straddles(lemma: str, guess: str, spans: tuple[tuple[int, int], ...]) -> bool:
    """The guessed root, where it first stands in `lemma`, runs across an edge of a root
    morpholog gives: it starts in a prefix and ends inside the root, or starts inside it and
    ends past it (по-печ-и-тель read as поп-е-чит-ель): morpholog's own cut rules it out."""
    start = lemma.find(guess)
    end = start + len(guess)
    return start >= 0 and any(
        start < first < end < last or first < start < last < end for first, last in spans
    )


def cut_at_interfix(lemma: str, lex: Lexicon) -> bool:
    """morpholog's truncated entry ends with an interfix (круг-о-, вод-о-): the word is a
    compound, its last stem the rest (ворот), though that stem is a word of its own too, which
    makes a guessed compound doubtful (бег-е-мот)."""
    return lex.morphemes.get(lemma, ())[-1:] in (("-о-",), ("-е-",))


def _parent_root_inside(known: tuple[str, ...], lemma: str, lex: Lexicon) -> tuple[str, str] | None:
    """morpholog wrote the secret word's whole stem as its one root (лиственниц-а), a suffix
    glued in, where MorphyNet makes the word from a parent whose root opens it (листва: лист):
    that root and that parent, when navec puts the word near the parent (лиственница/листва
    0.27; not столица/стол 0.05, бочка/бок 0.05)."""
    if len(known) != 1:
        return None
    return next((
        (root, parent)
        for parent in sorted(lex.parents.get(lemma, ()))
        for root in lex.roots(parent)
        if MIN_GUESSED_ROOT <= len(root) < len(known[0]) and known[0].startswith(root)
        and (similarity(lemma, parent) or 0.0) >= SUFFIXED_MIN_SIMILARITY
    ), None)


def _guess_roots(lemma: str, lex: Lexicon) -> tuple[tuple[str, ...], str | None]:
    """Roots of a word morpholog does not know: the stem of the word MorphyNet derives it from
    when the word holds it (раз-работ-чик ← работа, молот-ок ← молот; both stems when that is
    a compound: пар-о-вар-ить), else those of the word it is made from by a noun suffix
    (`_suffixed_base`; that word is returned too, for its nest), else the two stems of a
    compound (`_compound_stems`: хлеб-о-печ-к-а), else its own stem, and the stem without a
    prefix when that is a root other words are known to have (по-езд)."""
    stem = lemma_stem(lemma)
    if based := _segmented_base(lemma, stem, lex):
        return based
    if lemma[-2:] in ("ой", "ей", "ай") and is_noun(lemma):
        stem = lemma[:-1]  # геро-й: the й of a noun is its stem's (геро-иня, геро-изм)
    inner = [
        base
        for top in sorted(lex.tops(lemma) - {lemma})
        if len(base := lemma_stem(top)) >= MIN_GUESSED_ROOT
        and base in stem
        and not stem.endswith(base)  # по-жар: a prefix on the base keeps the old guess
    ]
    if inner:
        base = max(inner, key=len)
        return _compound_stems(base, lex, suffixed=False) or (base,), None
    if based := (_suffixed_base(lemma, stem, lex) or _young_base(stem, lex)
                 or _loan_agent_base(lemma, stem, lex)):
        return based
    if verbal := _verb_stem_base(lemma, stem, lex) or _action_noun_base(lemma, stem, lex):
        return verbal
    # a noun in -ой keeps its й as a compound's last stem (вод-о-пой, звер-о-бой)
    whole = lemma if lemma.endswith(GRADE_STEM_END) and stem != lemma else ""
    if stems := (_compound_stems(stem, lex, lemma=lemma)
                 or (whole and _compound_stems(whole, lex))):
        return stems, None
    rests = [rest for prefix, rest in strip_prefixes(stem) if len(prefix) > 1]
    # the rest itself, else the rest without a noun suffix (за-вар-ник, про-лес-ок), else
    # without its fleeting vowel (от-тепел-ь: тепл, as in тёпл-ый)
    cuts = [*rests, *(rest.removesuffix(suffix) for rest in rests for suffix in NOUN_SUFFIXES
                      if rest.endswith(suffix) and len(rest) - len(suffix) >= MIN_GUESSED_ROOT),
            *(cut for rest in rests for cut in sorted(dropped_vowel(rest))
              if len(cut) >= MIN_GUESSED_ROOT)]
    bare = [cut for cut in cuts if len(lex.with_root(cut)) >= MIN_KNOWN_ROOT_USES]
    return (stem, *(bare[:1] or _opening_root(lemma, stem, lex))), None


def _opening_root(lemma: str, stem: str, lex: Lexicon) -> tuple[str, ...]:
    """The longest root other words have that a rare secret word's stem opens with, a tail
    of two letters or more after it (щип-ец, лаз-утчик, черт-о-полох): what nothing else cut,
    navec does not know either, is most likely a word on that root. One consonant after it is
    more often the root's own (плеск: плес-ну-ть is its verb, no rival nest's)."""
    if embedded(lemma):
        return ()
    return next(((stem[:k],) for k in range(len(stem) - MIN_OPENING_TAIL, MIN_GUESSED_ROOT - 1, -1)
                 if len(lex.with_root(stem[:k])) >= MIN_KNOWN_ROOT_USES), ())


def _segmented_base(lemma: str, stem: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """A word morpholog spells out that the secret word is made from by a suffix: the
    MorphyNet parent its stem opens with (смен-к-а ← с-мен-а), or the masculine of a
    feminine agent noun (часов-щиц-а ← час-ов-щик). Its roots are the secret word's, a
    prefix morpholog cuts off included."""
    masculine = masculines(lemma)
    opened = [base for base in lex.parents.get(lemma, ())
              if stem.startswith(_base_stems(base, lex)) or _agent_of_adjective(stem, base)]
    for base in sorted(opened) + masculine:
        roots = lex.roots(base, glue=True) if lex.covers(base) else _agent_verb_roots(base, lex)
        # (a short root says little: на-ча-ть would make начало kin of чай)
        if roots and min(map(len, roots)) >= MIN_GUESSED_ROOT:
            return roots, base
    return None


def being_made_from(lemma: str, lex: Lexicon) -> str | None:
    """The being a secret noun MorphyNet derives from nothing is named after (лётчица ← лётчик,
    вороньё ← ворон, лягушатник ← лягушата: лягушонок), the first MorphyNet knows: its nest is
    the word's family. One only: a second name's nest may join a homonym (ворона's: воронка)."""
    if lex.parents.get(lemma):
        return None
    young = _young_base(lemma_stem(lemma), lex)  # лягуш-ат-ник: лягушонок
    beings = masculines(lemma) + named_beings(lemma) + ([young[1]] if young else [])
    return next((b for b in beings if b in lex.children or b in lex.parents), None)


def masculines(lemma: str) -> list[str]:
    """The male beings' nouns the female being's noun `lemma` may be made from by a feminine
    suffix (`FEMININE_SUFFIXES`: лётчица ← лётчик), both animate nouns the dictionary knows;
    none for a thing (кожанка, not кожан)."""
    if not noun_lemma(lemma, being=True, gender="femn"):
        return []
    return [male for end, male_end in FEMININE_SUFFIXES if lemma.endswith(end)
            and len(male := lemma.removesuffix(end) + male_end) > MIN_GUESSED_ROOT
            and known(male) and noun_lemma(male, being=True, gender="masc")]


def named_beings(lemma: str) -> list[str]:
    """The beings whose young or flock the noun `lemma` names (`BEING_SUFFIXES`: змеёныш ←
    змея, змей; вороньё ← ворона, ворон), animate nouns the dictionary knows; not a thing's
    (платье, not плата)."""
    stems = [lemma.removesuffix(end) for end in BEING_SUFFIXES if lemma.endswith(end)]
    return [being for stem in stems if len(stem) >= MIN_GUESSED_ROOT - 1
            for being in (stem + end for end in BEING_ENDINGS)
            if being != lemma and known(being) and noun_lemma(being, being=True)]


def _base_stems(base: str, lex: Lexicon) -> tuple[str, ...]:
    """The stem of `base` and, for a stem whose -к- morpholog cuts as a suffix, its shapes before
    the diminutive -очк-/-ечк- (снег-урк-а: снегур-очк-а), which a word made from it opens with;
    not a -к- morpholog keeps in the root (колонк-а: колоноч-к-а may be колонок's)."""
    stem = lemma_stem(base)
    if not stem.endswith("к") or any(r.endswith("к") for r in lex.roots(base)):
        return (stem,)
    return (stem, stem[:-1] + "очк", stem[:-1] + "ечк")


def _young_base(stem: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """The young animal's noun in -ёнок/-онок whose plural stem in -ят-/-ат- opens the secret
    stem, a suffix after it (ут-ят-ник: утята, утёнок; крольч-ат-ник: крольчонок): its roots,
    and that noun for its nest."""
    for at in range(MIN_YOUNG_STEM, len(stem) - 2):
        if stem[at : at + 2] not in ("ят", "ат"):
            continue
        for young in sorted(lemmas(stem[: at + 2] + "а")):
            if young.endswith(YOUNG_SUFFIXES) and (roots := lex.roots(young, glue=True)):
                return roots, young
    return None


def _agent_verb_roots(noun: str, lex: Lexicon) -> tuple[str, ...]:
    """The roots of the verb an agent noun in -ун no morphemic dictionary knows is made from
    (вез-ун ← вез-ти, болт-ун ← болт-ать): its stem before -ун with a verb's ending."""
    rest = noun.removesuffix(AGENT_UN)
    if rest == noun or len(rest) < MIN_GUESSED_ROOT or not is_noun(noun):
        return ()
    verbs = (rest + end for end in ("ти", *STEM_VERB_ENDINGS))
    return next((lex.roots(v, glue=True) for v in verbs
                 if known(v) and pos(v) == "INFN" and lex.roots(v, glue=True)), ())


def _agent_of_adjective(stem: str, base: str) -> bool:
    """An agent in -щик/-чик made from an adjective in -н-, which drops its -н- before the
    suffix (дальнобой-щик ← дальнобой-н-ый, as камен-щик ← каменный)."""
    rest = lemma_stem(base).removesuffix("н")
    return (pos(base) == "ADJF" and rest != lemma_stem(base) and len(rest) >= MIN_GUESSED_ROOT
            and stem.removeprefix(rest) in AGENT_SUFFIXES)


def _loan_agent_base(lemma: str, stem: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """The action a loan doer or device in -атор/-ятор no resource segments is named after
    (`LOAN_AGENT_SUFFIXES`: аним-атор ← анимация, симул-ятор ← симуляция), or the -ировать
    verb it does, when navec puts it near: its roots (the stem before the suffix where morpholog
    lacks them) and the secret word's own stem, which its own derivatives keep (регуляторный)."""
    for suffix, action in LOAN_AGENT_SUFFIXES:
        rest = stem.removesuffix(suffix)
        if rest == stem or len(rest) < MIN_LOAN_AGENT_ROOT:
            continue
        for kin in (rest + action, rest + LOAN_VERB_END):
            if (known(kin) and kin in lemmas(kin)
                    and (similarity(lemma, kin) or 0.0) >= LOAN_AGENT_SIMILARITY):
                return (*(lex.roots(kin, glue=True) or (rest,)), stem), kin
    return None


def _verb_stem_base(lemma: str, stem: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """The verb a noun no resource segments is made from, and its morpholog roots: the noun's
    stem opens with the verb's stem and its stem vowel, a deverbal suffix after it and nothing
    but a suffix after that (полива-лк-а ← поливать: ли, as in лить; not пропе-ллер)."""
    if not is_noun(lemma):
        return None
    for i in range(len(stem) - 1, MIN_GUESSED_ROOT, -1):
        if stem[i - 1] in STEM_VOWELS and deverbal_rest(stem[i:]):
            verb = stem[:i] + "ть"
            roots = lex.roots(verb, glue=True)
            if roots and known(verb) and pos(verb) == "INFN":
                return roots, verb
    return None


def deverbal_rest(rest: str) -> bool:
    """`rest`, what a noun's stem has after a verb's stem and stem vowel, is a deverbal suffix
    with nothing but a suffix after it (л-к, тел, ни, л-ьщик; not л-лер of пропеллер)."""
    return any(rest == suffix + tail for suffix in DEVERBAL_SUFFIXES for tail in DEVERBAL_TAILS)


def _action_noun_base(lemma: str, stem: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """The verb a noun of action in -к- no resource segments is made from, its last consonant
    turned into ж, ч or ш before the -к- (глаж-к-а ← глад-ить): the stem before -к- with that
    consonant back and the verb's -ить or -ать is a verb morpholog knows."""
    rest = stem.removesuffix(ACTION_K)
    if not is_noun(lemma) or rest == stem or rest[-1:] not in PALATAL_ENDS:
        return None
    for shape in alternated_back(rest, PALATAL_ENDS):
        for ending in ACTION_VERB_ENDINGS:
            verb = shape + ending
            roots = lex.roots(verb, glue=True)
            if roots and known(verb) and pos(verb) == "INFN":
                return roots, verb
    return None


def with_fleeting_vowel(rest: str) -> list[str]:
    """`rest` ending in two consonants with a fleeting е or о put back between them, as the
    base's own nominative has it (ветр-овк-а ← ветер)."""
    if len(rest) < MIN_GUESSED_ROOT or rest[-1] in VOWELS or rest[-2] in VOWELS + "ьй":
        return []
    return [rest[:-1] + vowel + rest[-1] for vowel in "ео"]


def _suffix_cuts(stem: str) -> list[tuple[str, str]]:
    """(suffix, rest) for each noun suffix `stem` ends in with a rest long enough to be a base;
    -ичк- loses its -к- only (рукавичк: рукавич)."""
    suffixes = (*SURE_NOUN_SUFFIXES, *NOUN_SUFFIXES, *THING_SUFFIXES, SINGULATIVE)
    cuts = [(suffix, stem.removesuffix(suffix)) for suffix in suffixes if stem.endswith(suffix)]
    if stem.endswith(DIMINUTIVE_ICHK) or stem.endswith(ADJECTIVE_NK):
        cuts.append(("к", stem.removesuffix("к")))
    if stem.endswith(FLEETING_EC) and stem[-2:-1] not in VOWELS + "ь":  # бархат-ц-ы: -ец
        cuts.append(("ец", stem.removesuffix(FLEETING_EC)))  # with its vowel dropped
    return [(suffix, rest) for suffix, rest in cuts if len(rest) >= MIN_GUESSED_ROOT]


def _suffixed_base(lemma: str, stem: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """The word a secret word no resource segments is made from by a noun suffix, and its
    roots: the rest of its stem, or that rest with its consonant alternated back (кузнеч-ик:
    кузнец), is the stem of a word morpholog knows (снег-овик: снег). A rare secret word
    navec does not know either, with a longer rest, is made from any noun that rest spells
    (бублич-ек: бублик, whose stem is its root when no morphemic dictionary has it)."""
    if is_name(lemma):
        return None
    for suffix, rest in _suffix_cuts(stem):
        shapes = [rest, *alternated_back(rest), *with_fleeting_vowel(rest)]
        bases = [shape + end for shape in shapes for end in BASE_ENDINGS]
        named_by_adjective = suffix == "к" and rest.endswith(ADJECTIVE_NK[0])
        if named_by_adjective:  # песчан-к-а ← песчан-ый: the adjective names it, near or not
            bases = [rest + end for end in ADJECTIVE_ENDINGS]
        if suffix in K_TRUNCATING_SUFFIXES and _underived(rest + K_NOUN_END, lex):
            bases.append(rest + K_NOUN_END)  # салфет-ниц-а ← салфет-к-а, whose -к- is its stem's
        if suffix in AGENT_SUFFIXES and rest.endswith("ь"):  # валь-щик ← вал-ить, not вал
            bases = [rest[:-1] + end for end in STEM_VERB_ENDINGS]
        for base in bases:
            if base not in lemmas(base) or not known(base):
                continue
            roots = lex.roots(base, glue=True)
            rare = not embedded(lemma) and len(rest) > MIN_GUESSED_ROOT
            agent = rare and suffix in AGENT_SUFFIXES and pos(base) == "INFN"
            rare = rare and (is_noun(base) or pos(base) == "ADJF")  # ночн-ушк-а ← ночной
            if rare and not roots:
                roots = (lemma_stem(base),)  # a noun only pymorphy knows (бублик)
            if roots and (suffix in SURE_NOUN_SUFFIXES or rare or agent or named_by_adjective
                          or (similarity(lemma, base) or 0.0) >= SUFFIXED_MIN_SIMILARITY):
                return roots, base
    return None


def _underived(noun: str, lex: Lexicon) -> bool:
    """MorphyNet knows the -ка noun `noun`, its -к- after a consonant, and makes it from no
    noun (салфетка, таблетка ← таблетный: no -к- of a diminutive or a feminine to take off;
    not татарка ← татарин, конфетка ← конфета)."""
    parents = lex.parents.get(noun, ())
    return ((noun in lex.children or bool(parents)) and noun[-3] not in VOWELS
            and not any(is_noun(p) for p in parents))


def _compound_stems(
    stem: str, lex: Lexicon, suffixed: bool = True, lemma: str = ""
) -> tuple[str, str] | None:
    """The two roots of a compound no resource segments, joined by the interfix о/е: a root
    other words have, then one followed by suffixes (хлеб-о-печ-к-а) or, for the stem of the
    verb MorphyNet makes the word from (`suffixed` False), by nothing (пар-о-вар-ить). A
    compound with no suffix takes a last stem that only a verb is spelled on (снег-о-ступ:
    ступать); one that is a dictionary word of its own too (бег-е-мот, вод-о-ворот) may be no
    compound or one of two nouns; a token navec has seen that no dictionary knows as a word is
    none (шуруп-о-верт: вертеть), and a compound navec puts near the noun its last stem spells is
    a kind of that noun (сух-о-фрукт-ы: фрукт; not бег-е-мот: мот). The first root may also be
    the stem of a noun with derivatives of its own (мух-о-бой-к-а: муха)."""
    for i in range(MIN_GUESSED_ROOT, len(stem) - MIN_GUESSED_ROOT):
        first, rest = stem[:i], stem[i + 1 :]
        if stem[i] not in "ое" or not _known_first_stem(first, lex):
            continue
        if rest.startswith(NOUN_OF_QUALITY):
            continue  # копч-ен-ость: the е of a participle's -ен-, no interfix before a root
        if suffixed and _kind_of(lemma, rest):
            return first, rest  # a root only a few words have is still that noun's (фрукт)
        for k in range(len(rest), MIN_GUESSED_ROOT - 1, -1):
            if len(lex.with_root(rest[:k])) >= MIN_KNOWN_ROOT_USES and is_tail(rest[k:], depth=3):
                last = rest[:k]
                bare_verb_stem = _verb_stem(last) and not (embedded(last) and known(last))
                bare_verb_stem = bare_verb_stem or _graded_verb_stem(last) or _past_stem(last)
                named = _named_after(lemma, first) or _unseen_noun_compound(lemma, last)
                return (first, last) if rest[k:] or not suffixed or bare_verb_stem or named \
                    else None
    return None


def _kind_of(lemma: str, stem: str) -> bool:
    """navec puts the compound `lemma` near a noun spelled on its last stem: it names a kind of
    that thing (сухофрукты: фрукт)."""
    nouns = (stem + end for end in NAMESAKE_ENDINGS)
    return bool(lemma) and any(
        known(n) and is_noun(n) and (similarity(lemma, n) or 0.0) >= KIND_MIN_SIMILARITY
        for n in nouns
    )


def _named_after(lemma: str, stem: str) -> bool:
    """navec puts the compound `lemma` near a noun spelled on its first stem: the word is named
    after that thing, so it is a compound of two stems (марс-о-ход: марс 0.41, лун-о-ход: луна
    0.36), not a word that merely starts like it (бег-е-мот: бег 0.03, кол-о-кол: кол 0.22)."""
    nouns = (stem + end for end in NAMESAKE_ENDINGS)
    return bool(lemma) and any(
        known(n) and is_noun(n) and (similarity(lemma, n) or 0.0) >= FIRST_STEM_SIMILARITY
        for n in nouns
    )


def _unseen_noun_compound(lemma: str, stem: str) -> bool:
    """A compound noun navec has never seen whose last stem is a noun of its own (овощ-е-база,
    рыб-о-ферма): nothing says it is no compound (бег-е-мот and вод-о-ворот, which a noun also
    ends, are frequent words navec knows and puts apart from their first stem)."""
    if not lemma or embedded(lemma) or not is_noun(lemma):
        return False
    nouns = (stem + end for end in NAMESAKE_ENDINGS)
    return any(known(n) and is_noun(n) and n in lemmas(n) for n in nouns)


def _verb_stem(stem: str) -> bool:
    """A verb is spelled on this stem (ступ-ать, рез-ать): a compound's last stem with no suffix
    after it is that verb's (снег-о-ступ, лед-о-рез), as in agent and tool compounds."""
    infinitives = (stem + end for end in STEM_VERB_ENDINGS)
    return any(known(v) and pos(v) == "INFN" for v in infinitives)


def _past_stem(stem: str) -> bool:
    """The stem is the past tense of a verb in -ти on it (пас: пас-ти, вёз: вез-ти): a word of
    its own only as that verb's form, so a compound's last stem with no suffix after it is that
    verb's (коз-о-пас, вод-о-вёз)."""
    infinitive = stem + BARE_STEM_INFINITIVE
    return known(infinitive) and pos(infinitive) == "INFN" and infinitive in lemmas(stem)


def _graded_verb_stem(stem: str) -> bool:
    """A stem in -ой that is the grade of a verb's root (пой: по-ить, пи-ть; бой: би-ть): a
    compound's last stem with no suffix after it is that verb's (вод-о-пой, звер-о-бой)."""
    if not stem.endswith(GRADE_STEM_END):
        return False
    root = stem[: -len(GRADE_STEM_END)]
    infinitives = (root + "оить", root + "ить", root + "ыть")
    return any(known(v) and pos(v) == "INFN" for v in infinitives)


def _known_first_stem(stem: str, lex: Lexicon) -> bool:
    """Other words have this root, or it is the stem of a noun MorphyNet derives words from."""
    if len(lex.with_root(stem)) >= MIN_KNOWN_ROOT_USES:
        return True
    nouns = (stem + end for end in NAMESAKE_ENDINGS)
    return any(noun in lex.children and is_noun(noun) for noun in nouns)


def _namesakes(lemma: str, shapes: frozenset[str], family: set[str]) -> tuple[tuple[str, str], ...]:
    """Nouns spelled as one of the target root's other shapes (+ an ending) whose meaning is
    apart: нож for нога (ног/нож), луч for лук. Words built on that shape may be theirs."""
    found = []
    for shape in sorted(shapes):
        for noun in (shape + e for e in NAMESAKE_ENDINGS):
            if noun in family or not known(noun) or noun not in lemmas(noun) or not is_noun(noun):
                continue
            sim = similarity(lemma, noun)
            if sim is not None and sim < RIVAL_MAX_SIMILARITY:
                found.append((shape, noun))
    return tuple(found)


def _rivals(lemma: str, shapes: frozenset[str], family: set[str], lex: Lexicon) -> frozenset[str]:
    """Verbs outside the family heading a nest with one of the target's root shapes and an
    unrelated meaning: the homonymous roots (водить for вода, гореть for гора). For a noun
    target these are what homonymy mostly looks like; nouns sharing the root string are more
    often unlinked kin (земляк, конюх). A prefixed target is made from its root's verb
    (по-вар ← варить): that verb is its base, no rival. Only a meaning known to be apart makes
    a rival (`_apart_in_meaning`): a verb the embeddings do not know is no evidence of one."""
    rests = [rest for _, rest in strip_prefixes(lemma) if lex.prefixes(lemma)]
    bare = {*rests, *(lemma_stem(rest) for rest in rests)}  # по-вар, о-хран-а
    return frozenset(
        other
        for shape in shapes
        for other in lex.with_root(shape)
        if other not in family
        and not lex.prefixes(other)
        and len(lex.roots(other)) == 1
        and len(lex.children.get(other, ())) >= MIN_RIVAL_NEST
        and not _denominal(other, lex)
        and _apart_in_meaning(lemma, other, lex)
        and (pos(other) == "INFN" or pos(lemma) == "INFN")
        and lemma_stem(other) not in bare
    )


DENOMINAL_VERB_SUFFIXES = frozenset({"-ова", "-ирова", "-изирова", "-ствова"})  # ревн-ова-ть


def _denominal(verb: str, lex: Lexicon) -> bool:
    """morpholog cuts the verb as its root and a suffix that makes verbs of nouns and adjectives
    (ревн-ова-ть, like ревн-ост-ь): the verb is made from a word on the root, not a rival
    nest's head."""
    parts = lex.morphemes.get(verb, ())
    return len(parts) > 1 and parts[1] in DENOMINAL_VERB_SUFFIXES


def _apart_in_meaning(lemma: str, verb: str, lex: Lexicon) -> bool:
    """The verb's nest means something else than the secret word: the verb, or when navec does
    not know it the nearest of its derivatives navec knows, is less similar than
    `RIVAL_MAX_SIMILARITY`. Unknown on both counts is not apart (брызгать for брызги). A secret
    word navec does not know gives no meaning to compare: its verb nests stay rivals (водить for
    рыбовод, whose -вод is водить's, not вода's)."""
    if not embedded(lemma):
        return True
    sim = similarity(lemma, verb)
    if sim is None:
        sims = [s for child in lex.children.get(verb, ())
                if (s := similarity(lemma, child)) is not None]
        sim = max(sims, default=None)
    return sim is not None and sim < RIVAL_MAX_SIMILARITY


# The common word a rare secret word is a regular suffix derivative of, when MorphyNet lacks the
# secret word and no other guess found its base (roots64, session 33): ошиб-очк-а ← ошибка,
# плотнич-их-а ← плотник. That word's nest is the secret word's family too.
#
# Evidence, all needed: the secret word, no proper name, opens with the base's stem (ч, ш read back
# as к, ц, х allowed) and a regular noun suffix follows; the base is a frequent noun (a verb under
# a doer's suffix) MorphyNet knows, far commoner than the secret word; navec, when it knows the
# secret word, does not put it apart from the base. A namesake base is turned away by these (руб-а
# is no common word, so рубашка gets no руба's nest).

# Suffixes of a noun made from a noun or a verb: diminutives, agents and devices, females,
# as the stem without its ending shows them (маршрут-к-а, дом-ик, газет-чик, лес-ник,
# плотнич-их-а). Not -арь, -арий: their bases are namesakes too often (тропарь, альпари).
DERIVATIVE_SUFFIXES = (
    "к", "ик", "чик", "щик", "ник", "ок", "ек", "ух", "их", "иц", "ниц", "ист", "ун", "ыш",
    "ушк", "юшк", "ишк", "ышк",
)
# Suffixes of a doer or a thing made from a verb (загруз-чик, болт-ун, движ-ух-а); a noun's
# suffix on a verb's stem is mostly a namesake's (влад-ик, not владеть's; пожит-к-и).
VERB_SUFFIXES = frozenset({"чик", "щик", "ун", "ух"})
# The consonants a suffix turns to ч, ш before it goes back to: к, ц, х (плотнич-их-а ← плотник,
# монаш-ек ← монах); a т or с read back is a namesake too often (закач-к-а is no закат's).
ALTERNATED_BACK = ("к", "ц", "х")
# A feminine in -ика is a loan's (мотор-ик-а, ангел-ик-а), no diminutive -ик-: its stem's namesake
# is related by origin only.
LOAN_IKA = "ика"
# A diminutive in -очк-/-ечк- made from a noun in -к- keeps that -к- (ошиб-очк-а ← ошиб-к-а).
DIMINUTIVE_OF_K = ("очк", "ечк")
RARE_BASE_ENDINGS = ("", "а", "я", "о", "е", "ь", "ы", "ить", "ать", "еть", "ять")
DOER_NOUN_SUFFIXES = frozenset({"чик", "щик"})
MIN_NOUN_AGENT_REST = 5  # a doer's -чик/-щик on a shorter noun stem is mostly a verb's doer
# (клад-чик ← класть, not клад; газет-чик ← газета keeps five letters)
MIN_BASE_REST = 4  # shortest stem of the base: a short one is too often a namesake (руб-а)
MIN_BASE_ZIPF = 3.0  # the base is a common word (ошибка 4.5, маршрут 4.2)
MIN_ZIPF_GAP = 0.5  # and far commoner than its rare derivative
MIN_NEAR = 0.0  # navec cosine of the secret word and its base when navec knows both: navec
# knows a rare word poorly (ошибочка/ошибка 0.07), so it only turns away a base it puts apart


def _rests(lemma: str) -> list[tuple[str, str]]:
    """(suffix, stem) pairs: the stems a base may have under the secret word's last suffix,
    longest suffix first."""
    stem = lemma_stem(lemma)
    rests = [(s, stem[: -len(s)] + "к") for s in DIMINUTIVE_OF_K if stem.endswith(s)]
    for suffix in sorted(DERIVATIVE_SUFFIXES, key=len, reverse=True):
        if stem.endswith(suffix) and not (suffix == "ик" and lemma.endswith(LOAN_IKA)):
            rest = stem.removesuffix(suffix)
            back = [shape for shape in alternated_back(rest) if shape.endswith(ALTERNATED_BACK)]
            rests += [(suffix, shape) for shape in (rest, *back)]
    return [(suffix, rest) for suffix, rest in dict.fromkeys(rests)
            if len(rest.removesuffix("ь")) >= MIN_BASE_REST]


def _named(lemma: str) -> bool:
    """Some parse of `lemma` is a proper name (ленька, петровка, лисицкий; марина, слава as the
    base): a name's suffixes make its pet forms, no derivative of the common word it spells."""
    return any(NAME_TAGS & p.tag.grammemes for p in parse(lemma))


def _confirmed(lemma: str, suffix: str, base: str, lex: Lexicon) -> bool:
    """`base` is a common noun, or a verb under a doer's suffix, MorphyNet knows, far commoner
    than the secret word and, when navec knows both, not apart from it in meaning."""
    if base == lemma or not known(base) or base not in lemmas(base) or _named(base):
        return False
    if pos(base) == "NOUN":
        if suffix in DOER_NOUN_SUFFIXES and len(lemma_stem(base)) < MIN_NOUN_AGENT_REST:
            return False
    elif not (pos(base) == "INFN" and suffix in VERB_SUFFIXES):
        return False
    if base not in lex.children and base not in lex.parents:
        return False
    zipf = russian_zipf(base)
    if zipf < MIN_BASE_ZIPF or zipf - russian_zipf(lemma) < MIN_ZIPF_GAP:
        return False
    near = similarity(lemma, base)
    return near is None or near >= MIN_NEAR


def rare_derivative_family(lemma: str, lex: Lexicon) -> frozenset[str]:
    """The family the rare secret noun takes from its base: the base and its own derivatives
    (ошибка: ошибочный), not the words MorphyNet makes the base from, whose other derivatives
    are often related by origin only (плотник ← плот, горчица ← горький, кладка ← класть:
    кладбище)."""
    base = rare_derivative_base(lemma, lex)
    return frozenset(lex.descendants(base) | {base}) if base else frozenset()


def rare_derivative_base(lemma: str, lex: Lexicon) -> str | None:
    """The common word the rare secret noun `lemma`, which MorphyNet lacks, is made from by a
    regular suffix (ошибочка ← ошибка, маршрутка ← маршрут), if the evidence confirms one."""
    if lemma in lex.parents or lemma in lex.children or pos(lemma) != "NOUN" or _named(lemma):
        return None
    for suffix, rest in _rests(lemma):
        for base in (rest + end for end in RARE_BASE_ENDINGS):
            if _confirmed(lemma, suffix, base, lex):
                return base
    return None
