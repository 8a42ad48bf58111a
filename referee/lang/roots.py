"""Russian morpheme inventory for finding roots: prefixes, suffixes, endings, alternations.

Used by `referee.language.segment` to cut words no resource knows into prefix + root + suffixes,
and to
compare roots across consonant alternations and fleeting vowels. Strings are lowercase, ё → е.
Sources: Russian grammar (Русская грамматика 1980, §§ on word formation), Tikhonov's morpheme
dictionary conventions as used on Wiktionary («Морфологические и синтаксические свойства»).
"""

from __future__ import annotations

# Prefixes, native and borrowed, as they appear before a root. Longest first when matching.
# Includes the voiced/voiceless twins (без-/бес-, раз-/рас-, ...), the stressed noun prefixes па-,
# пра- (паводок, прадед), the compound-like недо-, противо-, полу-, еже-, сверх-, and the
# forms with the hard sign before е/ё/ю/я (подъ-езд, объ-ём).
PREFIXES: tuple[str, ...] = tuple(
    """
    без бес в во вз взо вс воз вос вы до за из изо ис на над надо наи не недо низ низо нис
    подъ объ съ въ взъ изъ разъ отъ надъ предъ
    о об обо обез обес от ото па пере по под подо пра пре пред предо при про раз разо рас роз
    рос с со су у через черес чрез противо полу еже сверх сверхъ кое ни анти архи контр суб
    супер ультра экс псевдо квази авто само обще все мало много пол поль около меж между
    интер пост транс гипер микро мини макси мега теле радио фото видео аэро гидро электро
    """.split()
)

# Derivational suffixes (without the ending), as cut from the end of a stem, longest first
# when matching. Diminutive, agent, abstract, adjectival, verbal and participle suffixes.
SUFFIXES: tuple[str, ...] = tuple(
    """
    ик ек ок чик ечк очк ичк оньк еньк ушк юшк ышк ишк ешк ейк онк енк ец иц ц к ищ ин инк онок енок
    ат ят ушек ышек ечек очек
    ник щик щиц чиц тель итель атель ист ниц ак як арь ар ун ач лк илк ильн льн овик евик ан ян онн
    ер ор ант ент ыш
    ени ани ств еств ост есть от изн ь е и аци изаци ици
    н ен енн ов ев ск еск ическ ичн ий л ел ив лив чив ит аст ащ ящ ущ ющ вш ш ем им ом т нн
    ачий еч ич
    а я ова ева ыва ива ну ирова изирова нича ствова ся сь
    о ой ью
    """.split()
)

# Inflectional endings of lemmas (nominative singular, infinitive, short forms) and the common
# oblique ones, so that a stem can be cut from any spoken form when the analyzer does not know it.
ENDINGS: tuple[str, ...] = tuple(
    """
    иться аться яться еться уться ться ать ять еть ить уть ыть ть ти чь ся сь
    ый ий ой ая яя ое ее ые ие ого его ому ему ым им ом ем ых их ыми ими ую юю
    ами ями ах ях ам ям ов ев ей ою ею а я о е ы и у ю ь й
    """.split()
)

# Infinitive endings with their stem vowel, as a verb's dictionary form ends.
VERB_ENDINGS: frozenset[str] = frozenset(
    """
    иться аться яться еться уться ыться ться ать ять еть ить уть ыть оть ти чь тись чься
    """.split()
)

# Endings of nouns and adjectives in their dictionary form: a word that is a root plus one of
# these alone is the root word itself, not a derivative (стол-ь is no kin of стол).
NOMINAL_ENDINGS: frozenset[str] = frozenset(
    {"", "а", "я", "о", "е", "ь", "ы", "и", "у", "ю", "й", "ой", "ей", "ий", "ый", "ая", "ое"}
)

# Interfixes joining the stems of a compound (рук-о-пожатие, вод-о-пад; дн-е-вник is a suffix).
INTERFIXES: tuple[str, ...] = ("о", "е")

# Consonant alternations at the end of a root: each key may appear as any of its values in a
# related word (друг/друж-ба/друз-ья, рук-а/руч-ка, свет/осве-щ-ение, лов/лов-л-ю), and back
# (земл-я/под-зем-н-ый, птиц-а/птич-ка).
ALTERNATIONS: dict[str, tuple[str, ...]] = {
    "г": ("ж", "з"),
    "з": ("ж",),
    "д": ("ж", "жд"),
    "жд": ("ж",),  # одежд-а/одёж-к-а, надежд-а/надёж-н-ый (Old Slavonic жд, Russian ж)
    "к": ("ч", "ц"),
    "ц": ("ч", "к"),
    "т": ("ч", "щ"),
    "ст": ("щ",),
    "ск": ("щ",),
    "х": ("ш",),
    "с": ("ш",),
    "в": ("вл",),
    "б": ("бл",),
    "п": ("пл",),
    "м": ("мл",),
    "ф": ("фл",),
    "вл": ("в",),
    "бл": ("б",),
    "пл": ("п",),
    "мл": ("м",),
}

# Full-vowel (East Slavic) root groups and their Church Slavonic short twins (неполногласие):
# город/град, берег/брег, холод/хлад, молоко/млеко, ворота/врата. The short shape is kin only
# when the meaning agrees (голова/главный, дерево/древний drifted apart), see
# `referee.language.morphology`.
PLEOPHONY: tuple[tuple[str, str], ...] = (
    ("оро", "ра"),
    ("оло", "ла"),
    ("оло", "ле"),  # молоко/млеко
    ("ере", "ре"),
)

# Fleeting vowels that drop between the last two consonants of a root (сон/сна, день/дня,
# ветер/ветра, окно/окон) and soft-sign/й variants (день/дн-, соль/сол-).
FLEETING_VOWELS: str = "оеи"

VOWELS: str = "аеиоуыэюя"

# Shortest root worth comparing: shorter ones (в, с, о) are everywhere.
MIN_ROOT: int = 2

# Root grades a resource must confirm (morpholog's root of the heard word equals one of them):
# the consonant alternations read backwards (плач/плак-ать, блеск/блест-еть, сапож-/сапог), the
# vowel grades of roots (о/а: загар/гор-еть, рост/раст-и; о/е: звон/звен-еть, ток/теч-ь;
# ю/е: клюв/клев-ать; о/и/ø: шов/ши-ть/шв-ея, бой/би-ть, зов/зв-ать/зыв; е/ø: лев/льв-ица) and
# fleeting vowels dropped (окон/окн-о). Our own cutting never uses them: alone they would make
# too many look-alikes kin.
REVERSE_ALTERNATIONS: dict[str, tuple[str, ...]] = {
    "ч": ("к", "т", "ц"),
    "ж": ("г", "з", "д"),
    "жд": ("д", "ж"),  # вожд-ь/вод-и-ть, рожд-ени-е/рож-а-ть (Old Slavonic жд, Russian ж)
    "ш": ("х", "с"),
    "щ": ("ст", "ск", "т"),
    "ц": ("к",),
    "ск": ("ст", "щ"),
    "ст": ("ск", "щ"),
    "т": ("с",),  # цвет/цвес-ти, плет/плес-ти: д, т, б before the -ти/-ть of an infinitive
    "д": ("с",),  # крад-у/крас-ть, вед-у/вес-ти
    "б": ("с",),  # греб-у/грес-ти
}
# The same in a verb's own forms: an infinitive's root in с whose present stem shows д, т or б
# (крас-ть: крад-у, цвес-ти: цвет-у) takes that stem as a shape of its root (кража, крадучись).
INFINITIVE_STEM_CONSONANTS: str = "дтб"
# Vowel grades inside a root (the last vowel of the root changes).
VOWEL_GRADES: dict[str, tuple[str, ...]] = {
    "о": ("а", "е", "и", "ы", ""),
    "а": ("о",),
    "е": ("о", "и", ""),
    "ю": ("е", "у"),
    "у": ("о", "ы"),
    "ы": ("о", "у"),
    "и": ("е", "о", ""),
}

# The nasal grades of verb roots: a root of a consonant and а/я (old *ę, *ǫ) shows им/ин or a
# bare н/м in its kin: на-ча-ть/на-чин-ать/на-чн-у, мя-ть/с-мин-ать/мн-у, жа-ть/по-жим-ать/жм-у,
# рас-пя-ть/рас-пин-ать. Trusted, like the other grades, only as morpholog's root of a word.
NASAL_GRADES: tuple[str, ...] = ("им", "ин", "н", "м")
NASAL_VOWELS: str = "ая"

# Verb roots whose shapes alternate inside one nest beyond the regular grades, as Russian
# grammar lists them (чередующиеся корни; the shapes morpholog writes, ё = е): бр-ать, со-бир-ать,
# с-бор; ех-ать, за-езд; пере-вер-нуть, вер-т-еть, пере-ворот; с-жечь, с-жиг-ать, о-жог, со-жж-ение;
# при-ня-ть, при-ним-ать, при-ём, по-йм-ать, по-им-ка; по-сл-ать, по-сыл-ать; сес-ть, сид-еть,
# сад-иться, на-сест; тя-нуть, тяг-а; над-зир-ать, над-зор, зр-ение; пек-арь, печ-ник; тек-ут,
# ис-ток; вез-ти, при-воз; жд-ать, о-жид-ать; рв-ать, вы-рыв-ать; мы-ть, мой-щик, у-мыв-ать;
# пряс-ть, пря-ха; лез-ть, вы-лаз-ка; раст-и, под-рос-ток; плы-ть, пла-вать, плов-ец (not плав:
# плав-и-ть, to melt, is a verb of its own; with it плавание took плавить, hard7 P 0.915 →
# 0.913, so по-плав-ок/плыть stays a miss); the paired verbs of motion нес-ти, нос-и-ть, раз-нос-
# чик and брес-ти, брод-и-ть, за-брел; скак-ать, вы-скоч-ить, скач-ок, скок; жр-ать, об-жир-ать-ся,
# об-жор-а (жир, fat, drifts); плю-нуть, плев-ок; ки-нуть, кид-ать, под-кид-ыш; ши-ть, шв-ея, шов.
# Left out, each a new false alert on the pair sets: вес-ти/вод-и-ть (раз-вед-чик is no раз-вод-
# и-ть's), тк-нуть/тык/тыч (тк-ач), лг-ать/лож (лож-и-ть-ся), чит/чт/чес (рас-чёс-ка). Series
# whose shapes are also everyday nouns' roots (мер/мир/мор, пер/пир/пор, тер/тир/тор) are left
# out: they are homonyms more often than kin (мир, пора, тир).
# A series marked * drifts apart under other prefixes (при-ня-ть, по-ня-ть, об-ня-ть; со-бр-ать,
# до-бр-ать-ся; на-дзир-ать, пре-зир-ать): there only the secret word's own prefix, or none, is kin.
_SERIES: tuple[str, ...] = (
    "бер бир бор бр бра *",
    "дер дир дор др дра *",
    "стел стил стл",
    "ех езд езж",
    "верт вер ворот ворач вращ",
    "жег жиг жог жг жж жечь",
    "ем им ним ня йм ын *",
    "сыл сл",
    "сед сид сад сес сест сяд",
    "тяг тяж тя тян",
    "зор зир зр *",
    "пек печ печь",
    "тек теч течь ток",
    "вез воз",
    "зов зыв зв",
    "жд жид",
    "рв рыв",
    "мы мыт мой мыв",
    "пряд пряс пря",
    "лез лаз",
    "раст рос рост ращ",
    "плы пла плов",
    "нес нос нош",
    "брес брод брож брел",
    "скак скач скоч скок",
    "жор жир жра *",
    "плю плев",
    "кид ки кин",
    "ши шв шов",
)
VERB_ROOT_SERIES: tuple[frozenset[str], ...] = tuple(
    frozenset(series.split()) - {"*"} for series in _SERIES
)
DRIFTING_SERIES: tuple[frozenset[str], ...] = tuple(
    frozenset(series.split()) - {"*"} for series in _SERIES if series.endswith("*")
)

# Prefixes that take a vowel or a hard sign before some roots, with their plain shape: со-бир-ать
# and с-бор-ка, разо-бр-ать and раз-бор, отъ-езд and от-ъ-ех-ать are the same prefix.
PREFIX_SHAPES: dict[str, str] = {
    "со": "с", "съ": "с", "во": "в", "въ": "в", "разо": "раз", "разъ": "раз", "рас": "раз",
    "ото": "от", "отъ": "от", "подо": "под", "подъ": "под", "надо": "над", "надъ": "над",
    "обо": "об", "объ": "об", "изо": "из", "изъ": "из", "ис": "из", "взо": "вз", "вс": "вз",
    "взъ": "вз", "бес": "без", "вос": "воз", "предъ": "пред",
}
