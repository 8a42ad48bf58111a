"""The blind and held-out sets as regression tests: each set's precision and recall (per rule for
explanations) may not fall below the figures measured when the set was last improved. A fix that
costs elsewhere shows up here; raise a floor when a set improves.

Floors are the figures printed by `referee eval …` on these files, rounded down.
"""

from pathlib import Path

import pytest

from referee.measure import evaluation as ev

DATA = Path(__file__).parent / "data"
EVAL = Path(__file__).parent.parent / "eval"  # the sets written into eval/ (found by name)

# file → {rule: (precision floor, recall floor)}
COGNATE_FLOORS = {
    "cognate_pairs.tsv": {"cognate": (0.986, 0.973)},
    # 0.966 before a verb navec does not know stopped counting as a rival nest (now 0.961): осенить
    # for осень is a false alert since (брызгать for брызги, когтистый for коготь are found)
    "cognate_pairs_red.tsv": {"cognate": (0.971, 0.988)},
    "cognate_pairs_hard.tsv": {"cognate": (0.970, 0.903)},  # 0.915 before озарение (о- glued);
    # 0.907 before roots22 (жара/жаровня: MorphyNet misses жара ← жар, so жар reads as a namesake)
    "cognate_pairs_hard2.tsv": {"cognate": (0.974, 0.922)},  # blind before: 0.921 / 0.690
    "cognate_pairs_hard3.tsv": {"cognate": (0.953, 0.979)},  # blind: 0.937 / 0.899 (0.979: съёмка)
    "cognate_pairs_hard4.tsv": {"cognate": (0.981, 0.958)},  # blind: 0.961 / 0.909
    "cognate_pairs_hard5.tsv": {"cognate": (0.932, 0.986)},  # blind: 0.905 / 0.893
    "cognate_pairs_hard6.tsv": {"cognate": (0.936, 0.930)},  # blind: 0.909 / 0.909
    "cognate_pairs_hard7.tsv": {"cognate": (0.925, 0.953)},  # blind: 0.905 / 0.923
    "cognate_pairs_hard8.tsv": {"cognate": (0.895, 0.927)},  # blind: 0.858 / 0.883
    # blind: 0.876 / 0.878; 0.930 recall before раз-нос-чик's verb was read from its suffix
    # (попутчик ← попутать: путь, путевой lost)
    "cognate_pairs_hard9.tsv": {"cognate": (0.913, 0.935)},
    "cognate_pairs_hard10.tsv": {"cognate": (0.915, 0.938)},  # blind: 0.871 / 0.774
    "cognate_pairs_hard11.tsv": {"cognate": (0.926, 0.930)},  # blind: 0.889 / 0.858
    "cognate_pairs_hard12.tsv": {"cognate": (0.928, 0.944)},  # blind: 0.887 / 0.863
    # blind: 0.960 / 0.826; 0.963 / 0.900 before a rare -ок- noun could come from an adjective
    # (сороч-онок ← сорочий: сорока found, сорочка a false alert); recall 0.929 before roots43
    # (косогор/горный lost while 3 compound-stem false alerts «носок» went, session 26)
    "cognate_pairs_hard13.tsv": {"cognate": (0.953, 0.934)},
    # blind: 0.914 / 0.920; 0.975 recall before a -сти verb's root came from its present tense
    # (бетономешалка/смесь, found through мес-ти's attested alternation, lost)
    "cognate_pairs_hard14.tsv": {"cognate": (0.933, 0.970)},
    # blind: 0.950 / 0.925; 0.959 precision before an unlinked secret word took the nest its
    # morphemes spell (подводник: водить, водитель false alerts)
    "cognate_pairs_hard15.tsv": {"cognate": (0.955, 0.973)},
    "cognate_pairs_hard16.tsv": {"cognate": (0.892, 0.943)},  # blind: 0.871 / 0.903
    "cognate_pairs_hard17.tsv": {"cognate": (0.933, 0.960)},  # blind: 0.909 / 0.913
    "cognate_pairs_hard18.tsv": {"cognate": (0.917, 0.910)},  # blind: 0.902 / 0.851
    # blind: 0.930 / 0.858; 0.940 precision before an unlinked secret word took the nest its
    # morphemes spell (продавщица: дача a false alert; recall 0.906 → 0.929)
    "cognate_pairs_hard19.tsv": {"cognate": (0.937, 0.928)},
    "cognate_pairs_hard20.tsv": {"cognate": (0.886, 0.956)},  # blind: 0.876 / 0.857
    # blind: 0.924 / 0.847; 0.944 / 0.897 before a rare word's opening root (черт-о-полох: чёрт
    # found, черта and чертёж false alerts)
    "cognate_pairs_hard21.tsv": {"cognate": (0.941, 0.919)},
    "cognate_pairs_hard22.tsv": {"cognate": (0.941, 0.899)},  # blind: 0.940 / 0.869
    "cognate_pairs_hard23.tsv": {"cognate": (0.903, 0.925)},  # blind: 0.900 / 0.870
    "cognate_pairs_hard24.tsv": {"cognate": (0.922, 0.981)},  # blind: 0.915 / 0.982
    "cognate_pairs_hard25.tsv": {"cognate": (0.923, 0.899)},  # blind: 0.923 / 0.888
    "cognate_pairs_hard26.tsv": {"cognate": (0.918, 0.942)},  # blind: 0.919 / 0.943
    "cognate_pairs_hard27.tsv": {"cognate": (0.928, 0.902)},  # blind: 0.932 / 0.887
    "cognate_pairs_hard28.tsv": {"cognate": (0.962, 0.986)},  # blind: 0.967 / 0.987
    "cognate_pairs_hard29.tsv": {"cognate": (0.941, 0.945)},  # blind: 0.940 / 0.903
    "cognate_pairs_hard30.tsv": {"cognate": (0.831, 0.950)},  # blind: 0.830 / 0.939
    "cognate_pairs_hard31.tsv": {"cognate": (0.933, 0.949)},  # blind: 0.932 / 0.920
    "cognate_pairs_hard32.tsv": {"cognate": (0.847, 0.919)},  # blind: 0.848 / 0.916
    "cognate_pairs_hard33.tsv": {"cognate": (0.937, 0.924)},  # blind: 0.934 / 0.857
    "cognate_pairs_hard34.tsv": {"cognate": (0.900, 0.953)},  # blind: 0.894 / 0.954
    "cognate_pairs_hard35.tsv": {"cognate": (0.939, 0.961)},  # blind: 0.935 / 0.931
    "cognate_pairs_hard36.tsv": {"cognate": (0.878, 0.963)},  # blind: 0.872 / 0.964
    "cognate_pairs_hard37.tsv": {"cognate": (0.987, 0.922)},  # blind: 0.988 / 0.908
    "cognate_pairs_hard38.tsv": {"cognate": (0.857, 0.944)},  # blind: 0.855 / 0.945
    "cognate_pairs_hard39.tsv": {"cognate": (0.944, 0.915)},  # blind: 0.940 / 0.893
    "cognate_pairs_hard40.tsv": {"cognate": (0.826, 0.960)},  # blind: 0.815 / 0.961
    "cognate_pairs_hard41.tsv": {"cognate": (0.904, 0.920)},  # blind: 0.897 / 0.904
    "cognate_pairs_hard42.tsv": {"cognate": (0.861, 0.891)},  # blind: 0.855 / 0.892
    "cognate_pairs_hard43.tsv": {"cognate": (0.932, 0.928)},  # blind: 0.931 / 0.912
    "cognate_pairs_hard44.tsv": {"cognate": (0.915, 0.944)},  # blind: 0.916 / 0.945
    "cognate_pairs_hard45.tsv": {"cognate": (0.882, 0.870)},  # blind: 0.885 / 0.864
    "cognate_pairs_hard46.tsv": {"cognate": (0.877, 0.926)},  # blind: 0.865 / 0.912
    "cognate_pairs_hard47.tsv": {"cognate": (0.917, 0.917)},  # blind: 0.918 / 0.899
    "cognate_pairs_hard48.tsv": {"cognate": (0.883, 0.896)},  # blind: 0.890 / 0.906
    "cognate_pairs_hard49.tsv": {"cognate": (0.889, 0.833)},  # blind: 0.898 / 0.833
    "cognate_pairs_hard50.tsv": {"cognate": (0.806, 0.853)},  # blind: 0.813 / 0.860
    "cognate_pairs_hard51.tsv": {"cognate": (0.885, 0.830)},  # blind: 0.886 / 0.785
    "cognate_pairs_hard52.tsv": {"cognate": (0.872, 0.949)},  # blind: 0.879 / 0.956
    "cognate_pairs_hard53.tsv": {"cognate": (0.877, 0.912)},  # blind: 0.884 / 0.919
    "cognate_pairs_hard54.tsv": {"cognate": (0.888, 0.808)},  # blind: 0.885 / 0.803
    "cognate_pairs_hard55.tsv": {"cognate": (0.907, 0.898)},  # blind: 0.914 / 0.905
    "cognate_pairs_hard56.tsv": {"cognate": (0.883, 0.718)},  # blind: 0.889 / 0.722
    "cognate_pairs_hard57.tsv": {"cognate": (0.920, 0.805)},  # blind: 0.892 / 0.667
    "cognate_pairs_hard58.tsv": {"cognate": (0.935, 0.825)},  # blind: 0.942 / 0.797
}
EXPLANATION_FLOORS = {
    "explanations_red.jsonl": {
        "letters": (1.0, 1.0),
        "soundalike": (1.0, 1.0),
        "pointing": (1.0, 1.0),
        "foreign": (1.0, 0.923),
        "всего": (0.980, 0.980),
    },
    "explanations_foreign.jsonl": {
        # before English sounds: 0.881 / 0.909; 0.930 / 0.977 before a loanword respelt with a
        # vowel less («ресепшн» for ресепшен) passed
        "foreign": (0.952, 0.977),
        "cognate": (0.5, 1.0),
    },
    "explanations_foreign_spoken.jsonl": {"foreign": (0.962, 0.966)},  # blind: 0.840 / 0.700
    "explanations_foreign_blind2.jsonl": {"foreign": (1.0, 0.931)},  # blind: 0.939 / 0.705
    # blind: 0.879 / 0.763; 0.882 / 0.789 before the silent German h, naming verbs after a cue and
    # the frequent neighbour of a foreign word (вайнахтен, бонжур, свит дримс); 0.889 / 0.868 →
    # 0.892 / 0.895 since a word before a cue that ends the turn is weighed at its end (бёр)
    "explanations_foreign_blind3.jsonl": {"foreign": (0.891, 0.894)},
    # blind: 0.957 / 0.887; 0.979 / 0.906 before the frequent neighbour of a foreign word (крим)
    "explanations_foreign_blind4.jsonl": {"foreign": (0.979, 0.924)},
    # blind (before any change of this round): 0.963 / 0.898; 0.976 / 0.920 → 0.932 since a noun
    # ending the turn after a French cue is the French word it spells (кок = coq)
    # 0.943 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind5.jsonl": {"foreign": (0.975, 0.943)},
    # blind: 1.000 / 0.871; an article that opens a cued phrase («те кьеро») is foreign too
    # 0.914 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind6.jsonl": {"foreign": (1.0, 0.914)},
    # blind, measured once on main's code before any tuning: 0.967 / 0.881; 0.983 / 0.881 since a
    # noun of a Russian phrase before a cue waits for the words after it («большая оса по …»);
    # 0.984 / 0.896 since a Russian noun ending the turn after a cue is the word announced (пил)
    # 0.91 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind7.jsonl": {"foreign": (0.983, 0.91)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.822; 1.000 / 0.877 since a
    # Russian noun ending the turn after a cue is the word announced (сок, рай), a phrase grows
    # from each word found (силь ву пле) and German final consonants are said voiceless (хант)
    # 0.931 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind8.jsonl": {"foreign": (1.0, 0.931)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.877; 0.901 since Spanish z
    # is heard as с (сервеса) and a German function word joins the phrase beside it (ауф); 0.914
    # since French eu, œu heard as э is a French spelling (эф = œuf); 0.926 since a word of
    # another language said bare that Russian text never writes is foreign (эрмано)
    # 0.938 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind9.jsonl": {"foreign": (1.0, 0.938)},
    # blind, measured once on main's code before any tuning: 0.969 / 0.805, on the gold corrected
    # by the rules (each word of a foreign phrase; two same-root words) 1.000 / 0.800; 0.838 since
    # a function word no Russian clause ends on, ending the turn after a cue, is foreign (со, ни);
    # 0.850 since a word of another language said bare that Russian text never writes is foreign
    # (арривидерчи)
    # 0.862 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind10.jsonl": {"foreign": (1.0, 0.862)},
    # blind, measured once on main's code before any tuning: 0.987 / 0.832 (the false alert:
    # «лондон», a name five words after «по английски говорит хорошо»); 1.000 / 0.832 since the
    # second word a cue announces follows the first with no Russian word between; 0.863 since a
    # word of another language said bare that Russian text never writes is foreign (фрюштюк,
    # вундербар, абуэла)
    # 0.884 since a foreign compound said bare counts
    # 0.894 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind11.jsonl": {"foreign": (1.0, 0.894)},
    # blind, measured once on main's code before any tuning: 0.955 / 0.802 (false alerts «сиеста»
    # after «у испанцев», «усы» after «у итальянца», «француз» after «по русски как»); 1.000 /
    # 0.802 since a people named after a preposition is no cue without a verb of naming, and a
    # people word is never the word a cue announced; 0.827 since a word of another language said
    # bare that Russian text never writes is foreign (эскуэла, картоффель)
    # 0.840 since a foreign compound said bare counts
    # 0.851 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind12.jsonl": {"foreign": (1.0, 0.851)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.750 (misses: uncued words
    # of every language, «руфтайл», «тирбушон», «швальбе», and «фрайпэн» after «фрайинг»); 0.766
    # since the second word after a cue that reads as no Russian joins the phrase («фрайпэн»)
    # 0.828 since a foreign compound said bare counts (руфтайл) and a long word of another
    # language from Zipf 3.0 (четриоло)
    # 0.874 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind13.jsonl": {"foreign": (1.0, 0.874)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.807 (misses: uncued words,
    # сишелл, нестбокс, эрдкугель, and «киндляйн» after «шлаф»); 0.825 since the second word
    # after a cue that reads as no Russian joins the phrase
    # 0.860 since German compounds by spelling (эрдкугель) and long words of another language
    # from Zipf 3.0 count
    # 0.894 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind14.jsonl": {"foreign": (1.0, 0.894)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.842 (misses: uncued words,
    # бафроуб, пайнкоун, йоханнисбере, лебкухен, бухфинк, голдфинч, корнкрейк, питчер, and
    # «краних» after «по немецки»)
    # 0.912 since foreign compounds said bare count (бафроуб, пайнкоун, голдфинч, лебкухен)
    "explanations_foreign_blind15.jsonl": {"foreign": (1.0, 0.91)},
    # blind, measured once on main's code before any tuning: 0.981 / 0.912 (misses: uncued
    # эйсцапфен, драм, рэтл, баттеркап, and «тетин» after «по французски»; false alert: the old
    # Russian пестерь)
    "explanations_foreign_blind16.jsonl": {"foreign": (0.98, 0.91)},
    # blind, measured once on main's code before any tuning: 0.981 / 0.879 (misses: uncued гуз,
    # даклинг, хенне, фоул, the Russian homograph «пижон» and «бибер», «балён» after a cue; false
    # alert: «канаде» after «по французски говорят в»); 1.000 / 0.879 since a place name the
    # dictionary knows, governed by a preposition after a cue, is where the language is spoken
    "explanations_foreign_blind17.jsonl": {"foreign": (1.0, 0.87)},
    # blind, measured once on main's code before any tuning: 0.964 / 0.885 (misses: uncued
    # спейссьют, дэйзи, форгетминот, уотерлили, джерм, and «вела», «ваг» after a cue; false
    # alerts: спиннер, «слайма»); 0.965 / 0.918 since a foreign compound said bare counts
    # 0.95 since the typed turn's last word spelt as a foreign word counts (foreign18)
    "explanations_foreign_blind18.jsonl": {"foreign": (0.96, 0.95)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.902 (misses: uncued
    # вайпер, таймтейбл, бризмарке, пэдлок, «пигги» of «пигги бэнк», and «спул» before «по
    # английски» at the turn's end); 0.934 since the typed last word spelt as a foreign word counts
    "explanations_foreign_blind19.jsonl": {"foreign": (1.0, 0.934)},
    # blind, measured once on main's code before any tuning: 0.983 / 0.881 (misses: uncued
    # айсикл, слэд, дак, дэнделайон; «драм» before «по английски», «блиц» after «немцы
    # называют», «иар», «кюд» after a cue; false alert: чирлидинг); unchanged by foreign20
    "explanations_foreign_blind20.jsonl": {"foreign": (0.98, 0.88)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.863 (misses: uncued рейк,
    # дор, миррор, пиг, спайдер, хани, пэар, бэг, «вежетабл гарден»; «падлок» before «по
    # английски»); unchanged by foreign21 (its rule acts on recognised words only)
    "explanations_foreign_blind21.jsonl": {"foreign": (1.0, 0.86)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.915 (misses: uncued
    # форест, грасс, скулбэг, найт, фрост, лиф; «пьяцца» after «по итальянски»); unchanged by
    # foreign22 (its rules act on recognised words only)
    "explanations_foreign_blind22.jsonl": {"foreign": (1.0, 0.91)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.950 (misses: «аж» after
    # «мем» in a cued phrase, uncued «край бэби», «штуцер» after «по немецки»); unchanged by
    # foreign23 (its rule acts on recognised words only)
    "explanations_foreign_blind23.jsonl": {"foreign": (1.0, 0.94)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.986 (miss: uncued «гард»,
    # a Russian dictionary word); unchanged by foreign25 (its rules act on recognised words only)
    "explanations_foreign_blind24.jsonl": {"foreign": (1.0, 0.98)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.892 (misses: uncued
    # «мэнитер», «мартир», «сиф», «коул майнер»; «бой» of «янг бой», a Russian word; «форфар»
    # after «по немецки», a vowel variant of фарфор); unchanged by foreign27 (its rules act on
    # recognised words only)
    "explanations_foreign_blind25.jsonl": {"foreign": (1.0, 0.88)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.864 (misses: uncued
    # брейкуотер, радиесхен, сотано, промонтори, вабен, гаррет; «сигал», «стива» after a cue,
    # Russian words; «лам» of «бриз лам»); unchanged by foreign29 (its rules act on recognised
    # words only)
    "explanations_foreign_blind26.jsonl": {"foreign": (1.0, 0.86)},
    # blind, measured once on main's code before any tuning: 0.983 / 0.894 (misses: uncued
    # муффола, топо, айсцапфен, лондромат, кнойель; «урон» after a cue, a Russian word; German
    # «вешерай»; the one false alert «хэллоуин», a loanword in use)
    "explanations_foreign_blind27.jsonl": {"foreign": (0.98, 0.89)},
    # blind, measured once on main's code before any tuning: 0.949 / 0.862 (misses: uncued
    # фогельшойхе, тапете, ланча, кройцоттер, кантимплора, богаванте; «нет», «люр» after a cue,
    # Russian words; «мольх по немецки»; false alerts «сено» before a cue, the name «телль»,
    # «паэлье» after «испанцы»); unchanged by foreign31 (its rule acts on recognised words only)
    "explanations_foreign_blind28.jsonl": {"foreign": (0.94, 0.86)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.859 (misses: uncued
    # палпебра, цанфляйш, гарапата, капесанта, визон, тунфиш; «арсен», «ил» after a cue, a name
    # and a Russian word; «карпа» after «испанцы называют»; no false alert)
    "explanations_foreign_blind29.jsonl": {"foreign": (1.0, 0.85)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.746 (misses, all uncued
    # and turn-final but «коро»: тренса, арандела, аксе, бонет, боди, килья, гир, шале, пилон,
    # шламм, шемрок, морхель, надельн, шпан, зегешпене, шейвингс, «коро» taken as a kin of хор;
    # no false foreign alert; cognate extras коро, килья and «пилы» for опилки, the last a
    # same-root word the gold leaves out)
    "explanations_foreign_blind30.jsonl": {"foreign": (1.0, 0.74)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.797 (misses, uncued and
    # turn-final: паравенто, бювар, шпуле, штикгарн, настро, франзе, пэнс, тимбро, релюр, матрис,
    # ферула, цаун; cued: «параван», «турникет», Russian words said as the foreign one; no false
    # foreign alert)
    "explanations_foreign_blind31.jsonl": {"foreign": (1.0, 0.79)},
    # blind, measured once on main's code before any tuning: 1.000 / 0.733 (63/63, 63/86; misses,
    # uncued and turn-final: шиффсглокке, муринг лайн, мансшафтсраум, баусприт, эстела,
    # хонигшлойдер, вайзельцелле, атриль, велосиметро, сайленсер, энкофрадо, каццуола,
    # вильбреккен, герунгсладе, романа, полайнас, шнеллхефтер, тортенбоден; cued: «экстрактор»
    # and «гетр», Russian words said as the foreign one, and «каха де инглетес» but its first
    # word; no false foreign alert)
    "explanations_foreign_blind32.jsonl": {"foreign": (1.0, 0.72)},
    # blind, measured once on main's code before any tuning: 0.943 / 0.725 (50/53, 50/69; misses,
    # uncued and turn-final: бергшток, корделетт, штайгклемме, джессо, ремальядора, фюзо,
    # спольина, барботина, эспуэлас, ленте, белихтунгсмессер, паралюче, энроке, «апуро де»,
    # «гран маэстро», орло; cued: «финале», a Russian word said as the foreign one; false foreign
    # alerts: «пешки» before «итальянцы говорят», the loanwords «буллете» and «колд брю»)
    "explanations_foreign_blind33.jsonl": {"foreign": (0.93, 0.71)},
    # blind, measured once on main's code before any tuning: 0.900 / 0.616 (45/50, 45/73; misses,
    # uncued and turn-final: формзигналь, корню, тропфрор, аусдюннен, шлепплифт, пистенраупе,
    # чэрлифт, маркирунгсштанге, шиблере, мессшраубе, портулано, дампфглеттер; uncued in mid-turn:
    # кольвааген, рокка, бехер, тенасилья, лима, штернмессер, бойя; cued: «сигнал», «лифт», «пол»,
    # Russian words said as the foreign one, «тьюб», «пауч», «стимер», телекабин, такиметро,
    # «эмериборд по английски»; false foreign alerts: «туда» after «по немецки культурбойтель»,
    # the loanwords «тревел», «ски пасс» and «мелей»)
    "explanations_foreign_blind34.jsonl": {"foreign": (0.88, 0.60)},
    # typed, written blind: 0.982 / 0.948; 0.965 since the second word of a cued phrase has its
    # own alert; 0.982 / 0.949 since the gold marks every word of a cued phrase («хэнд драйер»)
    # 0.983 / 0.966 after the same-root rounds 3-4; 0.983 / 0.983 since a -шк- diminutive cut from
    # a longer noun shares its root (гармо-шк-а: гармонист)
    "explanations_spoken_blind4.jsonl": {"всего": (0.982, 0.98)},
    # blind, measured once before any tuning: 1.000 / 0.804; 0.824 since «вот как у меня сейчас
    # на руках» points (found on its misses), 0.843 since a foreign phrase grows from each word
    "explanations_spoken_blind5.jsonl": {"всего": (0.998, 0.841)},
    # blind, measured once before any tuning: 0.978 / 0.880; 1.000 / 0.940 since «вон как та …»,
    # «вот как у меня в телефоне» point and «большими буквами» is no letters (found on its misses)
    "explanations_spoken_blind6.jsonl": {"всего": (0.998, 0.93)},
    # blind, measured once before any tuning: 1.000 / 0.870; 0.963 since «вот как этот …» with a
    # room spot points (found on its misses), 0.981 after the same-root rounds of its session
    "explanations_spoken_blind7.jsonl": {"всего": (0.998, 0.98)},
    # blind, measured once before any tuning: 1.000 / 0.920 (сачкует, кегельбане, этажей and
    # «вот как у тебя на ногах» missed); 0.940 since the listener's body shown with «вот» points
    "explanations_spoken_blind8.jsonl": {"всего": (0.998, 0.94)},
    # blind, measured once before any tuning: 0.980 / 0.980 (хлещет for хлыст missed, «тив» of
    # «последний слог тив» taken for a foreign word)
    "explanations_spoken_blind9.jsonl": {"всего": (0.98, 0.98)},
    # blind, measured once before any tuning: 0.939 / 0.920 («шестигранная» taken for «жесте»
    # glued to more, «вот как эта в моей сумке» and «шиномонтаж» missed); 1.000 / 0.960 since a
    # gesture noun is heard only from a word's start and «вот … в моей сумке» points
    # козинак/коза («коза тут не при чём», a trap): roots16's opening root of a rare word (коз-инак)
    # came in parallel with this set and makes it one false alert typed (1.000 → 0.980); recall
    # 0.980 since «вот как та что у ребёнка во рту» points (heard17)
    "explanations_spoken_blind10.jsonl": {"всего": (0.97, 0.98)},
    # blind, measured once before any tuning: 0.978 / 0.900 («вот на мне шапка», «вот как на мне
    # сейчас», «вот как на той картинке у тебя за спиной», тельник, телеграф missed; the «зяб» of
    # «первый слог зяб» taken for a same-root word); 0.979 / 0.940 since «вот (как) на мне» points;
    # 0.980 / 0.980 since «вот как на той картинке у тебя за спиной» points (heard17)
    "explanations_spoken_blind11.jsonl": {"всего": (0.97, 0.98)},
    # blind, measured once before any tuning: 0.978 / 0.917 (судачить taken for a same-root word;
    # «по звучанию чудак», «похоже на костыль», «вот такая плоская как моя ладонь», облепили
    # missed); 0.978 / 0.938 since «по звучанию» with no comparison word vouches for a clear
    # sound-alike; 0.979 / 0.958 since «вот такая … как моя ладонь» points (heard18)
    "explanations_spoken_blind12.jsonl": {"всего": (0.97, 0.95)},
    # blind, measured once before any tuning: 0.978 / 0.917 («созвучно с тачка» named «чайка»
    # before the hint, «вот на картинке у меня», «видишь на проводе сидит», «почти как копчик у
    # человека звучит» missed); 1.000 / 0.938 since a word before a hint waits for the words after
    # it; 1.000 / 0.958 and 1.000 / 0.979 since the two pointings count (heard19)
    "explanations_spoken_blind13.jsonl": {"всего": (0.98, 0.97)},
    # blind, measured once before any tuning: 0.978 / 0.880 («почти как веник звучит», «вот как у
    # тебя в тарелке», «вот этот в банке», «смотри сколько налепили», «как лёд» missed; «слово на
    # тэ начинается» flagged short of «начинается»); 0.979 / 0.900 since a word likened before a
    # sound verb counts, 0.979 / 0.920 since a dish before a player is a place near them (heard21)
    "explanations_spoken_blind14.jsonl": {"всего": (0.97, 0.91)},
    # blind, measured once before any tuning: 0.978 / 0.957 («рифмуется с обёртка» also flagged
    # as kin of отвёртка; «вот у меня на часах такой», «вот как этот в ящике у папы» missed);
    # 1.000 / 0.957 since a surer sound-alike alert supersedes a cognate one on its word,
    # 1.000 / 0.978 since a watch shown with «вот» is a thing at a player (heard22), 1.000 /
    # 1.000 since «вот как этот в ящике» shows the thing in its place (heard23)
    "explanations_spoken_blind15.jsonl": {"всего": (0.99, 0.97)},
    # blind, measured once before any tuning: 1.000 / 0.920 (missed: «вот у нашей открыт», «вот
    # здесь где браслет», тьма for затмение, общага for общежитие); unchanged by heard23
    "explanations_spoken_blind16.jsonl": {"всего": (0.99, 0.91)},
    # blind, measured once before any tuning: 1.000 / 0.906 (the gold as committed missed four
    # same-root words, fixed before speech: 0.917 / 0.898); 1.000 / 0.962 since «вот у тебя на
    # парте лежит» and «начинается на стре» count (heard25). Missed: солнце for подсолнух, «вот у
    # соседей за забором дымит»
    "explanations_spoken_blind17.jsonl": {"всего": (0.99, 0.95)},
    # blind, measured once before any tuning: 0.981 / 1.000 (one extra: «ворона» read as kin of
    # воронка); unchanged by heard26
    "explanations_spoken_blind18.jsonl": {"всего": (0.97, 0.99)},
    # blind, measured once before any tuning: 0.982 / 1.000 (one extra: «лог» of «последний слог
    # лог» read as kin of геолог, beside the letter hint); unchanged by heard27
    "explanations_spoken_blind19.jsonl": {"всего": (0.97, 0.99)},
    # blind, measured once before any tuning: 0.948 / 0.948 (extra: «лог» of «последний слог
    # лог» and «логично» read as kin of метеоролог/археолог, «таблицу с буквами» as letters;
    # missed: скорняжное, эскимосы, «вот такие как на этой полке стоят»); 0.966 / 0.966 after
    # heard29 (the syllable a letters cue names is no kin word, the thing likened to one at a
    # spot of this room); 0.982 / 0.966 after heard30 («таблицу с буквами»: what a thing has)
    "explanations_spoken_blind20.jsonl": {"всего": (0.98, 0.96)},
    # blind, measured once before any tuning: 0.983 / 0.966 (extra: «логично» read as kin of
    # вулканолог; missed: «вот такой как на этой картинке», «вот такой как у дяди на стене
    # висит»); 0.983 / 0.983 after heard30 (a picture shown is a spot where the thing is shown)
    "explanations_spoken_blind21.jsonl": {"всего": (0.98, 0.98)},
    # blind, measured once before any tuning: 0.981 / 0.929 (extra: «курил» read as kin of
    # курник; missed: «курица» for курник, «долму» (долма unknown to the dictionary), «вот как у
    # бабушки в шкатулке лежат», «вот как на этой пачке хлопьев»); 0.981 / 0.946 after heard31
    # (a printed thing held up is a spot where the thing is shown)
    "explanations_spoken_blind22.jsonl": {"всего": (0.98, 0.94)},
    # blind, measured once before any tuning: 0.982 / 0.931 (extra: «нут» of «а нут по английски
    # чикпи» as foreign; missed: «ламинировать», «ламинированную» (no kin of ламинатор in the
    # lexicon), «заканчивается на шука», «вот как у меня на ковре висит»); 0.982 / 0.948 after
    # heard33 (a thing likened to one standing now at someone's place is pointing)
    "explanations_spoken_blind23.jsonl": {"всего": (0.98, 0.94)},
    # blind, measured once before any tuning: 0.983 / 0.983 (extra: «харчи» read as kin of харчо;
    # missed: «вот как на этом портрете», a portrait is no picture held up on the list); 0.983 /
    # 1.000 after pointing39 (wall pictures are pictures shown)
    "explanations_spoken_blind24.jsonl": {"всего": (0.98, 0.99)},
    # blind, measured once before any tuning: 0.968 / 0.968 (extra: «сорок» of «сорок жуков» read
    # as kin of сорокопут, «валенки» as kin of валлаби; missed: «халибат» after «по английски»,
    # «вот как на этом календаре», a calendar being no picture held up on the list); 0.968 / 0.983
    # after pointing39 (the calendar found)
    "explanations_spoken_blind25.jsonl": {"всего": (0.96, 0.98)},
    # blind, measured once before any tuning: 0.984 / 0.940 (extra: «душем» of «над душем» read as
    # kin of душица; missed: «петунька», «космеи», «вот как у меня на балконе растут», «вот как у
    # меня в баночке на полке»); 0.984 / 0.926 once «душистая», a same-root word a clean line used
    # by accident, was labelled (missed too); 0.984 / 0.955 after pointing39 (a thing likened to
    # one at a player's home spot is pointing)
    "explanations_spoken_blind26.jsonl": {"всего": (0.98, 0.95)},
    # blind, measured once before any tuning: 0.967 / 0.906 (extra: «косит» of «кто косит сено»,
    # a same-root word of сенокосец the gold had missed, labelled since (0.983 / 0.908), and «актёр»
    # read as kin of актиния; missed: «золотыми» for златоглазка, «голубого», «голубянки», «чешуёй»,
    # «вот как у меня в альбоме нарисована», «вот как у меня в аквариуме ползает»)
    "explanations_spoken_blind27.jsonl": {"всего": (0.98, 0.90)},
    # blind, measured once before any tuning: 0.958 / 0.958 (extra: «режет» of «ну режет кафель
    # заканчивается на рез», a same-root word of плиткорез the gold had missed, labelled since
    # (0.972 / 0.958), and «рез», the piece named, read as kin too; missed: «шпатлевать», no kin
    # of шпатлёвка in the lexicon, «вот как у меня в ящике с инструментами лежит», «в слове три
    # слога» after «концом», read as a letters phrase from «концом»)
    "explanations_spoken_blind28.jsonl": {"всего": (0.96, 0.95)},
}


def _path(name: str) -> Path:
    return DATA / name if (DATA / name).exists() else EVAL / name


def _check(report: ev.Report, floors: dict[str, tuple[float, float]]) -> None:
    errors = "\n".join(ev.format_report(report))
    for rule, (p_floor, r_floor) in floors.items():
        score = report.overall if rule == "всего" else report.score(rule)
        assert score.precision >= p_floor, f"{rule}: P {score.precision:.3f}\n{errors}"
        assert score.recall >= r_floor, f"{rule}: R {score.recall:.3f}\n{errors}"


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(COGNATE_FLOORS))
def test_cognate_set_keeps_its_floor(name):
    report = ev.evaluate_cognates(ev.read_cognates(str(DATA / name)))
    _check(report, COGNATE_FLOORS[name])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(EXPLANATION_FLOORS))
def test_explanation_set_keeps_its_floor(name):
    report = ev.evaluate(ev.read_explanations(str(_path(name))))
    _check(report, EXPLANATION_FLOORS[name])
