"""Figures through speech as regression floors: the sample rounds and the spoken explanation sets,
spoken by Festival and recognised by Whisper base, then checked. A change to the checker that
costs on misheard words shows up here; raise a floor when a set improves.

Floors are the figures `referee eval speech … --engine whisper --json` printed when last improved,
rounded down. Whisper's recognitions differ between two machines of this workplace on the same
Festival audio (a few words a set: spoken_blind4 0.962 / 0.845 on one, 0.942 / 0.814 on the other;
the CPU's int8 kernels or an unpinned package, now pinned), so a floor is the lower of the two
machines' figures; "2nd machine" below gives the other one. Recognitions are cached
(`$HAT_REFEREE_CACHE/recognitions/`), so a re-run after a checker change takes seconds; the first
run recognises every line (minutes).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.whisper_support import whisper_base_path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
EVAL = ROOT / "eval"  # the sets written into eval/

# file → ({rule or "overall": (precision floor, recall floor)}, false alerts per clean line ceiling)
SPOKEN_FLOORS = {
    DATA / "explanations_spoken.jsonl": ({"overall": (0.97, 0.74)}, 0.03),  # 1.000 / 0.762 / 0
    # blind: 0.917 / 0.733 / 0.036 before the checker learned likelier readings; 0.897 / 0.833 /
    # 0.071 since метель counts as kin of метла (both мет- from мести; the line calls it a trap)
    # 0.900 / 0.900 / 0.071 since dictionary words heard unsure run together into a family form
    # 2nd machine: 0.889 / 0.800 / 0.071
    # 3rd machine (session 12): 0.857 / 0.800 / 0.071 (бинокль said in syllables heard whole)
    # 0.906 / 0.967 / 0.071 since a start/end verb heard with its ending garbled after «слово»
    # counts («слово заканчивые»)
    DATA / "explanations_spoken_blind.jsonl": ({"overall": (0.85, 0.83)}, 0.08),
    # written before the foreign rule was tuned for speech: misheard Russian must not turn foreign
    # (2nd machine: 1.000 / 0.433 / 0); 1.000 / 0.500 / 0 since a word no spelling reaches right
    # after a cue is foreign unless barely heard (conf < 0.25)
    # 1.000 / 0.600 / 0 since a foreign word run into the cue word counts («английскетус»)
    # 1.000 / 0.633 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    DATA / "explanations_foreign_spoken.jsonl": ({"foreign": (1.0, 0.48)}, 0.05),
    # blind, measured once before any tuning: 0.880 / 0.667 / 0.038; 0.926 / 0.758 / 0 since
    # 2nd machine, with each word of a cued foreign phrase in the gold: 0.958 / 0.657 / 0
    # 0.960 / 0.686 / 0 since a letter noun heard as another word in a letter frame counts
    # 0.966 / 0.829 / 0 since a word that sounds just like «слог» after an ordinal counts
    # («последний слаг»)
    EVAL / "explanations_spoken_blind2.jsonl": ({"overall": (0.91, 0.74)}, 0.04),
    # blind, measured once before any tuning: 0.906 / 0.690 / 0.033; 1.000 / 0.714 / 0 since
    # 1.000 / 0.762 / 0 since long family words are matched by sound over joined tokens
    # 2nd machine: 0.971 / 0.738 / 0
    # 0.972 / 0.786 / 0 since a secret word no resource knows is cut at a noun suffix (снег-овик,
    # кузнеч-ик ← кузнец): its base's nest is its family
    # 0.973 / 0.810 / 0 since «с» heard glued to a rhyme verb's tail counts («в муецос человечек»)
    EVAL / "explanations_spoken_blind3.jsonl": ({"overall": (0.97, 0.80)}, 0.02),
    # blind, measured once before any tuning: 0.923 / 0.810 / 0.024; 0.962 / 0.845 / 0.024 since
    # 2nd machine, with each word of a cued foreign phrase in the gold: 0.942 / 0.814 / 0.024
    # 0.961 / 0.814 / 0.024 on the 2nd machine since an English function word heard alone in
    # Latin letters («свет о for» for светофор) is not foreign
    # 0.962 / 0.831 / 0.024 since a letter noun heard as another word in a letter frame counts;
    # 0.962 / 0.831 / 0.024 on the 2nd machine since a word in Latin letters right after a cue is
    # foreign however rare («skylar»)
    # 0.962 / 0.847 / 0.024 with both
    # 0.964 / 0.898 / 0.024 since a word no spelling reaches right after a
    # cue is foreign unless barely heard (conf < 0.25)
    EVAL / "explanations_spoken_blind4.jsonl": ({"overall": (0.95, 0.86)}, 0.03),
    # blind, measured once before any tuning: 1.000 / 0.608 / 0 (WER 0.354); 1.000 / 0.627 / 0
    # since the pointing and foreign changes of the same session
    EVAL / "explanations_spoken_blind5.jsonl": ({"overall": (0.95, 0.60)}, 0.03),
    # blind, measured once before any tuning: 0.944 / 0.660 / 0.026 (WER 0.360); 0.974 / 0.740 / 0
    # since the pointing and letters changes found on its misses
    EVAL / "explanations_spoken_blind6.jsonl": ({"overall": (0.93, 0.66)}, 0.03),
    # blind, measured once before any tuning: 0.944 / 0.630 / 0.029 (WER 0.390); 0.947 / 0.667 /
    # 0.029 since «вот как этот …» points with a room spot; 0.950 / 0.704 / 0.029 since a cue heard
    # spelled by ear («первый слок») and a room spot run into its preposition («напаталке») count;
    # 0.975 / 0.722 / 0.029 once «донат» (on the loanword list) was reworded «доунат»
    EVAL / "explanations_spoken_blind7.jsonl": ({"overall": (0.94, 0.70)}, 0.03),
    # blind, measured once before any tuning: 0.949 / 0.740 / 0 (WER 0.393); 0.952 / 0.800 / 0
    # since a rare dictionary word with the secret word's very sounds is it («колошу», «панами»),
    # 0.955 / 0.840 / 0 since a non-word below 0.9 gets the unsure budget for family forms and
    # one whose first letters went to the word before is matched with them back («ухалит обачок»),
    # 0.956 / 0.860 / 0 since «вот как у тебя на ногах» points
    EVAL / "explanations_spoken_blind8.jsonl": ({"overall": (0.94, 0.84)}, 0.03),
    # blind, measured once before any tuning: 1.000 / 0.725 / 0 (WER 0.423); 1.000 / 0.745 / 0
    # since «начинается на …» heard with the preposition's vowel lost counts («начинает сынки»),
    # 1.000 / 0.765 / 0 since a non-word heard unsure after «начинается на» does, 1.000 / 0.784 / 0
    # since «вот какая то …» (for «вот как этот …») with a room spot points (found on its misses),
    # 1.000 / 0.804 / 0 since «вон» heard with a syllable echoed («волон такой») points
    EVAL / "explanations_spoken_blind9.jsonl": ({"overall": (0.95, 0.78)}, 0.03),
    # blind, measured once before any tuning: 0.917 / 0.660 / 0.026 (WER 0.426); 0.946 / 0.700 /
    # 0.026 since a hint ending on «как» names the word after it and «вот как эта в моей сумке»
    # points, 1.000 / 0.740 / 0 since a misheard «с» («из») is no sound-alike word, a gesture noun
    # is heard only from a word's start and a count frames a word it cannot take («два слуга»),
    # 1.000 / 0.780 / 0 since the secret word heard a sound off at 0.7–0.9 is («повиделом») and
    # «смотри валон там» points, 1.000 / 0.800 / 0 since a misheard «с» heard as «из» after a
    # clipped «рифмуется» is the «с» when a clearly alike word follows
    EVAL / "explanations_spoken_blind10.jsonl": ({"overall": (0.95, 0.78)}, 0.03),
    # blind, measured once before any tuning: 0.946 / 0.700 / 0.026 (WER 0.500); 0.949 / 0.740 /
    # 0.026 since «вот как на мне сейчас» points and «звучит» heard «озвучит» is a sound hint
    EVAL / "explanations_spoken_blind11.jsonl": ({"overall": (0.92, 0.72)}, 0.05),
    # blind, measured once before any tuning: 0.853 / 0.604 / 0.100 (WER 0.520); 0.868 / 0.688 /
    # 0.100 since a rhyme word heard split after «риф» and «по звучанию» run together or with no
    # comparison word vouch for a clear sound-alike, and «послога» is «по слогам»; 0.892 / 0.688 /
    # 0.075 since a rhyme verb's tail opening the turn is no hint (heard18); 0.943 / 0.688 /
    # 0.025 since a country named with no verb of naming is no cue («в америке» heard before a
    # garbled word) and an unsure short last word is no English (foreign18), 0.944 / 0.708 since
    # «по звуку» with «как» heard echoed vouches (heard20)
    EVAL / "explanations_spoken_blind12.jsonl": ({"overall": (0.90, 0.68)}, 0.05),
    # blind, measured once before any tuning: 0.903 / 0.583 / 0.049 (WER 0.383); 0.935 / 0.604
    # since a word before a hint waits for the words after it, 0.938 / 0.625 since «к нему» run
    # into a rhyme noun's tail vouches, 0.939 / 0.646 since «вот на картинке у меня» points,
    # 0.941 / 0.667 / 0.049 since «видишь на проводе сидит» does (heard19)
    EVAL / "explanations_spoken_blind13.jsonl": ({"overall": (0.90, 0.64)}, 0.06),
    # blind, measured once before any tuning: 0.944 / 0.680 / 0.026 (WER 0.502; «дрочками» for
    # дырочками taken for тёрочками, «сгалка» for «с галка»); 0.971 / 0.680 / 0 since a vowel slip
    # keeps the consonants' voicing, 0.972 / 0.700 since «как в яник звучит» likens, 0.973 / 0.720
    # since «орифума» (a vowel put in) is a vouched rhyme cue, 0.974 / 0.740 since «подбуквам» is
    # «по буквам» (heard21)
    EVAL / "explanations_spoken_blind14.jsonl": ({"overall": (0.95, 0.72)}, 0.03),
    # blind, measured once before any tuning: 0.702 / 0.717 / 0.071 (WER 0.455; 10 of the 14
    # false alerts are English the recognizer wrote for Russian speech, «to make a black box»,
    # taken as foreign words); 0.745 / 0.761 since a surer sound-alike alert supersedes a cognate
    # one on its word and «вону», «оглянь» point, 0.750 / 0.783 / 0.071 since «последний сладка»
    # at 0.84 is «слог» glued to its syllable, 0.766 / 0.783 / 0.048 since «ка часть» heard
    # unsure for «качаясь» names no letter (heard22), 0.878 / 0.783 / 0.048 since a long unsure
    # run of Latin-letter words is the recognizer's drift, not foreign words (lead)
    EVAL / "explanations_spoken_blind15.jsonl": ({"overall": (0.87, 0.78)}, 0.05),
    # blind, measured once before any tuning: 0.868 / 0.660 / 0 (WER 0.434; «кремовон на столе»
    # read as a rhyme cue, «питок» as kin of пиджак); 0.872 / 0.680 since «начинается нога» is
    # «на га» of галактика, 0.875 / 0.700 since «на слово выгорох» names горох, 0.878 / 0.720
    # since «кремовон на столе» is «… вон на столе» (heard23), 0.902 / 0.740 since «муец и
    # степлало» is «рифмуется с тепло», the verb's vowel heard apart (heard25)
    # machine of sessions 35-36: 0.897 / 0.700 / 0 (the same at session 35's start and end code)
    EVAL / "explanations_spoken_blind16.jsonl": ({"overall": (0.87, 0.70)}, 0.03),
    # blind, measured once before any tuning: 0.954 / 0.774 / 0 (WER 0.493; «шашлочек» for
    # шашлычок, «жакивона плите» for «жарки вон на плите», «вот у мамы на доске стоит», «молоко
    # сладко» read as «рифмуется с ладко»); 0.978 / 0.849 / 0 after heard25
    # 0.958 / 0.868 / 0.025 since a name blurted after the description is foreign (foreign38):
    # «масло жквырчат» («шкварчит» heard garbled after a noun) is read foreign on a clean line
    EVAL / "explanations_spoken_blind17.jsonl": ({"overall": (0.95, 0.83)}, 0.03),
    # blind, measured once before any tuning: 0.930 / 0.769 / 0.025 (WER 0.428; «начинает сан е»,
    # «начинаютсяными», «на платье» for «на пла», «вонуть тебя», «вот у тебя вторелки лежит»,
    # «ревмует со зжа а смин», «тревмуется скорый то»; the false alert: foreign «висад»);
    # 0.959 / 0.904 / 0.025 after heard26
    EVAL / "explanations_spoken_blind18.jsonl": ({"overall": (0.95, 0.89)}, 0.05),
    # blind, measured once before any tuning: 0.898 / 0.815 / 0.111 (WER 0.438; «воту тебя
    # авторелки лежит», «вот тут бабушки в сумочке лежит», «рыцареза учитка кочерга»; false
    # alerts: letters «старинокам не металли на крепость», foreign «шьетт», «мерейт», «пьеву»);
    # 0.922 / 0.870 / 0.083 after heard27
    EVAL / "explanations_spoken_blind19.jsonl": ({"overall": (0.91, 0.85)}, 0.10),
    # blind, measured once before any tuning: 0.904 / 0.810 / 0.054 (WER 0.409; «натариальной»
    # for нотариальной, «вот такие как на этой полке» missed typed too, «в муецоскино» for
    # «рифмуется с кино», «с кем усы» for эскимосы, «хлижат» for лежат; false alerts: letters
    # «с висбуквыми», foreign «печи», «ротут», «смантер», «муецоскино»); 0.907 / 0.845 / 0.054
    # after heard29
    # 3rd machine (session 35): 0.941 / 0.828 / 0.027
    EVAL / "explanations_spoken_blind20.jsonl": ({"overall": (0.90, 0.82)}, 0.06),
    # blind, measured once before any tuning: 0.918 / 0.763 / 0.045 (WER 0.420; «самцы» for
    # самсу, «в тандреле» for в тандыре, «обан джебринчатка» for «на банджо бренчат», «вот он» for
    # «вон», «вот такой как на этой картинке» missed typed too; false alerts: «визор» of
    # «ревизор» heard split and «логично», both read as kin typed too); 0.920 / 0.780 / 0.045
    # after heard30 (a picture shown is a spot where the thing is shown)
    # 3rd machine (session 35): 0.891 / 0.831 / 0.045
    EVAL / "explanations_spoken_blind21.jsonl": ({"overall": (0.89, 0.77)}, 0.05),
    # blind, measured once before any tuning: 0.935 / 0.768 / 0.045 (WER 0.437; «сей в
    # смеческое» for сейсмической, «полетами» for эполетами, «науккули» for «на укулеле», «ом
    # антоварке», «мы рокы сами», «вот как на этой пачке» missed typed too; false alerts: «курил»
    # read as kin of курник typed too, «коленз» as English); 0.936 / 0.786 / 0.045 after heard31
    # (a printed thing held up is a spot where the thing is shown)
    EVAL / "explanations_spoken_blind22.jsonl": ({"overall": (0.93, 0.78)}, 0.05),
    # blind, measured once before any tuning: 0.905 / 0.655 / 0.068 (WER 0.486; family forms
    # heard a few sounds off or split: «посморюсь» for опоссумы, «цса аркия», «сусарку», «выдала
    # сморину» for «водолаз мурену», «из мужики» for «из мушкета», «покачившую», «куску что»,
    # «шик шуку»; «заканчивая сына шука»; «вон» lost: «его людей душки», «зоу севан»; «вод
    # такая»; false alerts: «кусочен» read as kin of кускус, «блюдоб», «зоу уся» as foreign);
    # 0.907 / 0.672 / 0.068 after heard33 («заканчивая сына шука»: «-ся на» run into one word)
    # 3rd machine (session 35, every recognition made afresh): 0.870 / 0.690 / 0.068
    EVAL / "explanations_spoken_blind23.jsonl": ({"overall": (0.86, 0.67)}, 0.07),
    # blind, measured once before any tuning: WER 0.500, 0.917 / 0.717 / 0.091 (misses: family
    # forms heard split or several sounds off: «окат» for окапи, «кулайный», «нум рабу», «же
    # не гинопекла» for «шаньги напекла», «шинишки», «форшами комы», «повырд а туй»,
    # «некрессосливками», «в тем по ресоусам», «кнатсии»; «заканчивый сын лан»; «рифмуется с»
    # heard «мой яйцо с», «мой яйца»; «вон» heard «волон», «бон»; «вот» heard «бавод»; «вот как
    # на этом портрете», typed too; false alerts: «харчи», «сидян», «судьдуке» read as kin,
    # «танцеров» as foreign); 0.922 / 0.767 / 0.091 after heard34 («вот» heard «вод» or «…вод»
    # before a likening; «вон» heard «волон», «бон» before «в том», «в той»)
    # 3rd machine (session 35): 0.900 / 0.733 / 0.091, 0.902 / 0.750 / 0.091 after pointing39
    # («вот как на этом портрете»)
    EVAL / "explanations_spoken_blind24.jsonl": ({"overall": (0.9, 0.75)}, 0.1),
    # blind, measured once before any tuning: WER 0.463, 0.880 / 0.710 / 0.045 (misses: family
    # forms heard split or run into the next word: «пикт шуспереп», «филиппик шеделы»,
    # «филипсека», «40 путы», «окна пли», «ка на пленку», «анулы», «сервелуй», «стадогнут», «сам
    # балистоз», «нацем было их»; «стиры» for сайры; «рифмуется с» heard «рыбкариф муец из»;
    # «заканчивый сын на 0»; «вот как у меня над орелки лежит», «вон музыкань то на сцене»,
    # «вот как на этом календаре», typed too; «сноу леопард» heard «снова апперт»; false alerts:
    # «валенки», typed too, and «отоманом» for «атаман от…» read as kin, «апперт», «симпалы»,
    # «антиллоп», «беларусси» as foreign); 0.882 / 0.726 / 0.045 after heard36 (a place heard
    # as a non-word before a verb of position: «над орелки лежит»)
    EVAL / "explanations_spoken_blind25.jsonl": ({"overall": (0.88, 0.72)}, 0.05),
    # blind, measured once before any tuning: WER 0.396, 0.877 / 0.746 / 0.136 (misses: the
    # secret word's forms heard a sound or two off, split or as other words: «фликсии», «ценел
    # обилия», «крокосы», «эхина цели», «около», «мастера», «пижным», «пизму», «к луженица»;
    # «петунька», typed too; «заканчивается на кусть»; «пиццепировая буква»; «вон» run into a word
    # («цветуклон», «маворн там»), «вот как у меня …», typed too; «рифмуется с идея» heard «а
    # машкарев муецус и дель»; false alerts: «души» of «душистая», a same-root word the line used
    # by accident, labelled since (0.895 / 0.750 / 0.116), «душем», typed too, «мантер» for
    # монтёр, «куполем» read as kin, «укротно», «амелья» as foreign, «заканчивается олета» as
    # letters); 0.898 / 0.779 / 0.116 after heard38 (an own form cut across a word boundary:
    # «ценел обилия», «эхина цели»)
    EVAL / "explanations_spoken_blind26.jsonl": ({"overall": (0.89, 0.77)}, 0.12),
    # blind, measured once before any tuning: WER 0.453, 0.957 / 0.703 / 0.023 (misses: the secret
    # word's forms heard split or as other words: «паются кады», «для» for тля, «пойдемки»,
    # «оброн заблистит», «проще такие», «полошники», «в сарайстинок остей», «актине», «он
    # утилился», «кармаздов не», «джим чук»; «голубого», «голубянки», «чешуей», «золотыми», typed
    # too; «вон» heard «по укланду», «а шкафон»; «вот как у меня в альбоме…», typed too;
    # «рифмуется» heard «ревмует»; false alerts: «актер», typed too, and «касит» for «косит», a
    # same-root word the gold had missed, labelled since: 0.979 / 0.708 / 0.023)
    EVAL / "explanations_spoken_blind27.jsonl": ({"overall": (0.97, 0.70)}, 0.03),
    # blind, measured once before any tuning: WER 0.382, 0.873 / 0.789 / 0.045 (misses: «вон у»
    # heard «вону», a rare dictionary word heard sure, and «его там»; «вот как у меня в ящике…»,
    # typed too; family forms heard split or a sound off: «и мрежут», «рубы», «над фильм»,
    # «надеумели», «мы рассид», «их марсид», «же подлевать»; «заканчивый с аналон»; rhymes with
    # their cue mangled: «стенуров муется свилка», «неборев муед со сьяну варь»; false alerts:
    # «мячек» for the clean line's «мячик» read as kin of метчик, «погоду» for «пагоду», a
    # homophone); 0.889 / 0.792 / 0.045 once «режет», a same-root word the gold had missed, was
    # labelled; 0.894 / 0.833 / 0.045 after heard40 («вону» before a person in the genitive;
    # the «с» of «-ся на» heard apart). One machine only: room left
    EVAL / "explanations_spoken_blind28.jsonl": ({"overall": (0.88, 0.82)}, 0.05),
    # blind, before any tuning: 0.824 / 0.318 (the voice and the recognizer mangle foreign words);
    # 0.944 / 0.386 since a word heard split («игл» → two pieces) is carried to both pieces
    # 1.000 / 0.386 / 0 since a recognised word spelt as Russian text has it passes
    # 2nd machine: 1.000 / 0.364 / 0
    # 1.000 / 0.432 / 0 since a Russian noun heard ending the turn right after a cue is the word
    # announced (conf 0.5 and up, read or not: «по английски дому»)
    # 1.000 / 0.455 / 0 since a cue heard with the foreign word run into it counts
    # 1.000 / 0.500 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 1.000 / 0.614 / 0 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind2.jsonl": ({"foreign": (0.99, 0.48)}, 0.0),
    # 0.833 / 0.395 / 0.097 before the speech work of issue #11; 0.947 / 0.474 / 0.032 since a
    # word heard split («дай винг») or misspelt («баристо») is joined or respelt, and a mangled
    # cue («профанцвистки») is heard
    # 0.950 / 0.500 / 0.032 since a German silent h, a naming verb after a cue and a phrase's
    # frequent second word are heard (бонжур, вайнахтен)
    # 3rd machine (session 12), main's code as it was: 0.864 / 0.500 / 0.097
    # 0.870 / 0.526 / 0.097 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 0.880 / 0.579 / 0.097 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind3.jsonl": ({"foreign": (0.86, 0.52)}, 0.10),
    # blind, measured once before any tuning: 1.000 / 0.321 / 0 (WER 0.585); 1.000 / 0.377 / 0
    # 2nd machine: 1.000 / 0.340 / 0
    # 1.000 / 0.358 / 0 since a heard noun ending the turn after a cue is the word announced
    # 1.000 / 0.453 / 0 since a word no spelling reaches right after a
    # cue is foreign unless barely heard (conf < 0.25)
    # 3rd machine (session 12): 1.000 / 0.415 / 0
    # 1.000 / 0.453 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 1.000 / 0.528 / 0 since the last word after a cue heard unsure counts (floor +half)
    # machine of sessions 35-36: 0.946 / 0.698 / 0.042 (the same at session 35's start and end code)
    EVAL / "explanations_foreign_blind4.jsonl": ({"foreign": (0.94, 0.46)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.979 / 0.511 / 0.053 (WER 0.508;
    # the false alert is «итальянские десерции» heard for «итальянский десерт»); 1.000 / 0.511 /
    # 0.026 since the word right after a language adjective gets no unclear reading; 1.000 / 0.523 /
    # 0.026 since a foreign phrase grows from each word found
    # 1.000 / 0.557 / 0.026 since a heard noun ending the turn after a cue is the word announced
    # 1.000 / 0.614 / 0.026 since a word no spelling reaches right after a
    # cue is foreign unless barely heard (conf < 0.25)
    # 1.000 / 0.659 / 0.026 since a cue heard in two pieces or run into its word counts
    # 1.000 / 0.693 / 0.026 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 1.000 / 0.739 / 0.026 since the last word after a cue heard unsure counts (floor +half)
    # 0.985 / 0.739 / 0.054 since a name blurted after the description is foreign (foreign38):
    # «воскресенья пикент», the loanword уикенд heard off, is read foreign on a clean line
    EVAL / "explanations_foreign_blind5.jsonl": ({"foreign": (0.98, 0.63)}, 0.06),
    # blind, measured once on main's code before any tuning: 0.970 / 0.443 / 0.029 (WER 0.465;
    # «итальянская заплеканка» heard for «итальянская запеканка»); 1.000 / 0.443 / 0 since
    # (one machine only: the floor leaves room for the other's recognitions)
    # 1.000 / 0.514 / 0 since a heard noun ending the turn after a cue is the word announced
    # 1.000 / 0.571 / 0 since a cue heard in two pieces or run into its word counts («спанцы»)
    # 1.000 / 0.614 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 1.000 / 0.643 / 0 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind6.jsonl": ({"foreign": (0.96, 0.55)}, 0.03),
    # blind, measured once on main's code before any tuning: 0.980 / 0.701 / 0.025 (WER 0.476)
    # 0.981 / 0.761 / 0.025 since a heard noun ending the turn after a cue is the word announced
    # 3rd machine (session 12), main's code as it was: 0.978 / 0.642 / 0
    # 0.978 / 0.672 / 0 since a cue heard in two pieces counts («врансузы говорят обентат»)
    # 0.979 / 0.687 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 0.980 / 0.731 / 0 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind7.jsonl": ({"foreign": (0.95, 0.66)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.935 / 0.425 / 0.086 (WER 0.463; on
    # 35 clean lines, one of them since found to hold the cognate «сам»: 0.029 on 34); 0.968 /
    # 0.438 / 0.029 since a foreign phrase grows from each word found and a word after a cue
    # shaped as a Russian verb is no foreign word misheard («профанцвюйский … освоивает»)
    # 0.971 / 0.479 / 0.029 since a heard noun ending the turn after a cue is the word announced
    # (not one the cue adjective describes: «в испанском ресторане»)
    # 0.974 / 0.534 / 0.029 since a word no spelling reaches right after a
    # cue is foreign unless barely heard (conf < 0.25)
    # 3rd machine (session 12): 1.000 / 0.493 / 0
    # 1.000 / 0.562 / 0 since a cue heard in two pieces or run into its word counts
    # 1.000 / 0.589 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 1.000 / 0.658 / 0 since the last word after a cue heard unsure counts (floor +half)
    # 1.000 / 0.740 / 0 since «по-французски» heard blurred («ансюстские», «профансфюстки») is a
    # cue and the last word heard fairly surely spelt as a foreign word counts; 1.000 / 0.767 / 0
    # since a verb heard unsure ending the turn after a cue counts («запер», «делай»; floor +half)
    EVAL / "explanations_foreign_blind8.jsonl": ({"foreign": (0.95, 0.60)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.976 / 0.531 / 0 (WER 0.467);
    # 0.979 / 0.593 / 0 since Spanish z is heard as с, a German function word joins its phrase
    # and a heard noun ending the turn after a cue is the word announced; 0.979 / 0.605 / 0
    # (a change made before blind9 was read) since a word no spelling reaches right after a
    # cue is foreign unless barely heard (conf < 0.25)
    # 0.979 / 0.593 / 0 since a cue heard in two pieces or run into its word counts
    # 0.980 / 0.617 / 0 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 0.981 / 0.667 / 0 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind9.jsonl": ({"foreign": (0.95, 0.60)}, 0.03),
    # blind, measured once on main's code before any tuning: 1.000 / 0.456 / 0 (WER 0.451); 1.000
    # / 0.450 / 0 on the gold corrected by the rules (each word of «данке шён»); 0.973 / 0.450 /
    # 0.024 on main's code and now once two clean lines lost their listed loanwords («сторис» →
    # «рилсы»: the recognizer writes «youtube» in Latin letters next to it)
    # 0.975 / 0.487 / 0.024 since a cue heard in two pieces or with the foreign word run into it
    # counts («англича они говорят метч», «по испанскитию», «английскерк»)
    # 0.976 / 0.512 / 0.024 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 0.977 / 0.550 / 0.024 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind10.jsonl": ({"foreign": (0.95, 0.45)}, 0.03),
    # blind, measured once on main's code before any tuning: 0.907 / 0.411 / 0.095 (WER 0.478;
    # false alerts «лондон», «язы» for языки, «кастра» for костра, a cognate «писта» for песто);
    # 0.957 / 0.474 / 0.048 since a cue heard in two pieces («из панские», «из панцы», «англича
    # не») or run into the word after it counts, and a cue's second word follows its first;
    # 0.957 / 0.474 / 0.024 once «песто» (on the loanword list) was reworded «болоньезе»
    # (one machine only: the floor leaves room for the others' recognitions, and each floor
    # raised this round by half its gain here)
    # 0.957 / 0.484 / 0.024 since a garbled cue is re-heard (`cue_listen`; floor +half)
    # 0.981 / 0.547 / 0 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind11.jsonl": ({"foreign": (0.90, 0.45)}, 0.08),
    # blind, measured once on main's code before any tuning: 0.958 / 0.617 / 0.222 on the first
    # gold (WER 0.457), 0.958 / 0.617 / 0.077 once 17 same-root words were labelled cognate (the
    # false alerts left: cognate «позанимается», «переводится» and foreign «леба», хлеба heard in
    # two pieces after «французская»); 0.979 / 0.617 / 0.077 since a people word is never the
    # word a cue announced («по рубски как француз»). One machine only: room for the others
    # 0.982 / 0.728 / 0.077 since the last word after a cue heard unsure counts (floor +half)
    EVAL / "explanations_foreign_blind12.jsonl": ({"foreign": (0.93, 0.58)}, 0.12),
    # blind, measured once on main's code before any tuning: 0.905 / 0.609 / 0.114 (WER 0.497;
    # false alerts «фиэр верк» for фейерверк, «гитаре» after «на испанской», «озв» after «с
    # немецкого», «площади» after «итальянские»); 0.974 / 0.609 / 0.029 since a language learnt,
    # translated from or describing a thing after «на» is no cue. One machine only: room left
    # 1.000 / 0.656 / 0 since «по-французски» heard blurred («ансюстский», «фансвюсски») is a cue
    # and the last word heard fairly surely spelt as a foreign word counts («швальбе»; floor +half)
    EVAL / "explanations_foreign_blind13.jsonl": ({"foreign": (0.92, 0.58)}, 0.08),
    # blind, measured once on main's code before any tuning: 0.923 / 0.667 / 0.086 (WER 0.516;
    # false alerts «благерь» for блогер, «французжинка» after «был немец», «повторником» after
    # «уроки английского»); 1.000 / 0.702 / 0 since those name no language («уроки английского»,
    # one person of a people), a soft sign ends a loanword heard, «по английски биц» (ц = t+s) and
    # «немцы говорят шлав киндлин» (the second word). One machine only: room left
    # 1.000 / 0.737 / 0 since «по-французски» heard blurred («ансвюстский») is a cue and the last
    # word heard fairly surely spelt as a foreign word counts («шпатс»; floor +half)
    EVAL / "explanations_foreign_blind14.jsonl": ({"foreign": (0.95, 0.66)}, 0.06),
    # blind, measured once on main's code before any tuning: 0.930 / 0.684 / 0.083 (WER 0.495;
    # false alerts «красавер» for кроссовер, «завлоде» after «на немецком» for заводе, «паста»
    # after «итальянская»), unchanged by this round's work. One machine only: room left
    # 0.932 / 0.702 / 0.083 since a cue in two pieces with the word run in counts («из
    # панскиерба»; floor +half)
    EVAL / "explanations_foreign_blind15.jsonl": ({"foreign": (0.90, 0.63)}, 0.12),
    # blind, measured once on main's code before any tuning: 0.942 / 0.842 / 0.083 (WER 0.542;
    # false alerts «рогим нази» for гимназии after «немецкий», «сыр» after «итальянский»);
    # 0.943 / 0.860 / 0.083 since a cue in two pieces with a word run in ends the turn or
    # announces the word after it («понимет скевтый стулинг»). One machine only: room left
    EVAL / "explanations_foreign_blind16.jsonl": ({"foreign": (0.90, 0.78)}, 0.12),
    # blind, measured once on main's code before any tuning: 0.904 / 0.793 / 0.111 (WER 0.505;
    # false alerts «соборде» for сапборде, «бейрен» for боярин, «пиут» for пьют after
    # «англичане», «кнд» after «по французски говорят в»). One machine only: room left
    EVAL / "explanations_foreign_blind17.jsonl": ({"foreign": (0.87, 0.75)}, 0.14),
    # blind, measured once on main's code before any tuning: 0.941 / 0.738 / 0.083 (WER 0.472;
    # false alerts «слайма», «напятерку» for «на пятёрку» after «немецкий», «иму» for ему after
    # «итальянская кухня»); 0.960 / 0.738 / 0.056 since a preposition run into its word is
    # Russian heard. One machine only: room left
    EVAL / "explanations_foreign_blind18.jsonl": ({"foreign": (0.90, 0.70)}, 0.10),
    # blind, measured once on main's code before any tuning: 0.878 / 0.574 / 0.143 (WER 0.495;
    # false alerts «сквад» for сканворд, «фильм» after «вранцузский», «авчарта» for овчарка after
    # «немецкая», «любятов синку» for «любят овсянку» after «англичане»), unchanged by this
    # round's work (foreign18); 0.923 / 0.574 / 0.086 since a feminine or neuter language
    # adjective describes the noun after it and a heard last word after a transitive verb is its
    # object (foreign19). One machine only: room left
    EVAL / "explanations_foreign_blind19.jsonl": ({"foreign": (0.88, 0.55)}, 0.12),
    # blind, measured once on main's code before any tuning: 0.957 / 0.627 / 0.062 (WER 0.448;
    # false alerts «консерш» for консьерж, «язык» after «испанский» with «учит» heard «учет»);
    # 0.979 / 0.672 / 0.031 since a verb after a verb of naming, a Latin word with no cue and a
    # stem run into the cue's «по» count and the language noun never does (foreign20). One
    # machine only: room left
    EVAL / "explanations_foreign_blind20.jsonl": ({"foreign": (0.95, 0.64)}, 0.07),
    # blind, measured once on main's code before any tuning: 1.000 / 0.550 / 0 (WER 0.502; no
    # false foreign alert; most misses are words Whisper wrote as Russian words or not at all:
    # «пилу», «мир», «снег», «бег», «по английски» ending the turn); 0.544 on the gold fixed
    # afterwards; 1.000 / 0.557 / 0 since a foreign word run into a people noun is read after it
    # (foreign21, found on its miss «врансузыбер»). One machine only: room left
    EVAL / "explanations_foreign_blind21.jsonl": ({"foreign": (0.97, 0.55)}, 0.04),
    # blind, measured once on main's code before any tuning: 1.000 / 0.707 / 0 (WER 0.427; most
    # misses uncued last words heard unsure or as Russian words: «фрест», «грасс» 0.54, «дрис»
    # 0.31, «вечер», «лиф»); 1.000 / 0.732 / 0 since «по-французски» heard with «франц» blurred
    # («сапфонсферский») is a French cue and an unsure «не» ending the turn after a cue is read in
    # the cue's language (foreign22). One machine only: room left
    EVAL / "explanations_foreign_blind22.jsonl": ({"foreign": (0.97, 0.7)}, 0.04),
    # blind, measured once on main's code before any tuning: 1.000 / 0.825 (WER 0.401; misses
    # mostly uncued words heard as Russian ones or unsure: «браки», «дремер», «хумбади», «край
    # баби», «в таре»; «пилгрим» heard «пел грим» after the cue); 1.000 / 0.838 / 0 since a
    # foreign word heard cut in two ending the turn after a cue is foreign (foreign23). The
    # blind run had 0.032 false per clean line: same-root words the gold missed, added after it.
    # One machine only: room left
    EVAL / "explanations_foreign_blind23.jsonl": ({"foreign": (0.97, 0.8)}, 0.04),
    # blind, measured once on main's code before any tuning: 0.966 / 0.826 / 0.062 (WER 0.397;
    # misses mostly uncued last words heard with a vowel off or as Russian words: «лаунар»,
    # «визитер», «гарт», «контрактор»; false alerts «на саюте», «англичане выивали»); 0.983 /
    # 0.855 / 0.031 since the heard last word may have a vowel off the English sounds, is held by
    # a preposition heard before it, and beats a rare vowel variant when long and exact
    # (foreign25). One machine only: room left
    EVAL / "explanations_foreign_blind24.jsonl": ({"foreign": (0.97, 0.83)}, 0.04),
    # blind, measured once on main's code before any tuning: 0.963 / 0.800 / 0.057 (WER 0.436;
    # misses mostly uncued last words heard garbled or a sound off: «кринротер», «импестер»,
    # «мартер», «пурман и», «каумэнер»; cues heard «понимецкие», «панеметские» with the foreign
    # word split into Russian words; false alerts «на бродве», «омнести» for амнистию); 0.964 /
    # 0.815 / 0.057 since an unsure second word ending the turn after a cue is foreign, 0.981 /
    # 0.815 / 0.029 since a name Russian text writes heard with its last sound lost is Russian
    # (foreign27). One machine only: room left
    EVAL / "explanations_foreign_blind25.jsonl": ({"foreign": (0.97, 0.8)}, 0.04),
    # blind, measured once on main's code before any tuning: 0.940 / 0.727 / 0.057 (WER 0.470;
    # misses mostly uncued last words heard garbled: «ковилота», «рдсхин», «ветлестнис»,
    # «ханидио», «горед»; cued words heard as Russian ones: «а не то», «двести ровно»; false
    # alerts «на итальянском рекет» for «на каяках по реке», «в итальянской маркестре»); 0.961 /
    # 0.773 / 0.029 since a verb-shaped non-word after a cue ending the turn, a word read as
    # nothing before a cue ending the turn are foreign, and a feminine language adjective after
    # «в» describes a thing (foreign29). One machine only: room left
    # machine of sessions 35-36: 0.946 / 0.818 / 0.057 (the same at session 35's start and end code)
    # 0.929 / 0.818 / 0.086 since a name blurted after the description is foreign (foreign38):
    # «а пару сэвисат» («паруса висят» heard garbled) is read foreign on a clean line
    EVAL / "explanations_foreign_blind26.jsonl": ({"foreign": (0.92, 0.75)}, 0.09),
    # blind, measured once on main's code before any tuning: 0.966 / 0.818 / 0.091 (WER 0.521;
    # misses mostly uncued last words heard garbled or as Russian words: «муфолы», «с эйдок»,
    # «топот», «айст сапфен», «с на банк», «бинокируплерс», «калорбон», «друмот»; «тальпа по
    # итальянски» heard «толь папы толянски»; false alerts on clean lines: cognate «корреск»
    # for хорёк, letters «на хлауен» and «муравейника», a same-root word the gold had missed,
    # then added);
    # 0.983 / 0.818 / 0.063 since a Russian «-ст(ь)» form heard with its «т» lost is Russian
    # («шерс» for шерсть; foreign30; the gold fix makes 32 clean lines). One machine only: room left
    # machine of sessions 35-36: 0.965 / 0.788 / 0.094 (the same at session 35's start and end code)
    EVAL / "explanations_foreign_blind27.jsonl": ({"foreign": (0.95, 0.78)}, 0.10),
    # blind, measured once on main's code before any tuning: 0.938 / 0.677 / 0.061 (WER 0.514;
    # misses mostly uncued last words heard garbled, often with their first consonant heard as
    # «в»: «в услайсте», «в ракане», «в триндыш», «месмушель», «боговантии»; cued words heard
    # as Russian ones: «сверху» for сэр, «по ней» for пони; false alerts on clean lines «рючет»
    # for «учит» before «немецкий», «файлию» after «испанцев»); 0.957 / 0.677 / 0.030 since a
    # heard people noun with no nominative reading and no verb of naming near is no cue
    # (foreign31; the gold's «приносят» makes 33 clean lines still). One machine only: room left
    EVAL / "explanations_foreign_blind28.jsonl": ({"foreign": (0.93, 0.65)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.956 / 0.688 / 0.029 (WER 0.508;
    # misses mostly uncued last words heard garbled or split: «полпебра», «звук быца он флишь»,
    # «достамыка», «и гадо», «с ударе», «шефтель пупия», «гора опыта», «каписанта», «боклова»,
    # «шубовесанно», «и донала», «отпустит жена», «тремель», «алюбинистоком бре», «выхтун фиш»;
    # cued words heard split or with «в»: «джин джива», «в маслу»; false alerts «type» heard for
    # «стоит» on a clean line, «розывле» after the cue run into its word, «по испанскинсе»).
    # One machine only: room left
    EVAL / "explanations_foreign_blind29.jsonl": ({"foreign": (0.94, 0.66)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.971 / 0.493 / 0.027 (WER 0.499,
    # 19 % of the foreign words heard intact; misses mostly uncued last words heard garbled:
    # «криница», «погу», «редине», «кинус», «то в нелье», «окси», «вингса», «келья», «анселле»,
    # «колече», «шили», «шла», «шемрик», «надель», «картича», «мешевинкуса»; cued words heard
    # split or lost: «т е зери», «ко», «так хал» (whose «хал» is the one false foreign alert);
    # «на авершал» a letters alert on a clean line). One machine only: room left
    EVAL / "explanations_foreign_blind30.jsonl": ({"foreign": (0.94, 0.47)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.902 / 0.522 / 0.105 (WER 0.461,
    # 10 % of the foreign words heard intact; misses mostly uncued last words heard garbled or
    # split: «провента», «илайн двант», «загелек», «штоудом», «шпулья», «жти в гарн», «на стру»,
    # «вранцы», «бабера», «пыльстан», «тембра», «мотрис», «вентаси ко», «их во сер», «быку отер»,
    # «алтилье», «и постивья», «спотала», «волн пек», «зен в пластер», «лача еще», «томферрула»,
    # «корал», «на дачице»; cued words heard garbled: «подсерн», «бродирик котен», «вид»; false
    # alerts «педером», «мастеры», «мец» twice (of «медсестра» heard split) on clean lines).
    # One machine only: room left
    EVAL / "explanations_foreign_blind31.jsonl": ({"foreign": (0.87, 0.49)}, 0.13),
    # blind, measured once on main's code before any tuning: 0.982 / 0.663 / 0.029 (WER 0.463,
    # 19 % of the foreign words heard intact; misses mostly uncued last words heard garbled or
    # split: «из глыки», «муринку лайн», «с шеф с раум», «был сприт», «стила», «ханик шлайдер»,
    # «в зелецелле», «от рель», «пила 7 метра», «тауспов», «коодерно», «инка фродо», «цицола»,
    # «герон к сладе», «шнелого хивтир», «гладенны», «рель», and heard intact or nearly: «релинг»,
    # «вильбрекен», «романа», «полайнас», «буриш»; cued words heard garbled: «мра», «по», «кахадин
    # глетес», «от панемецки»; the false alert «пруснике» after «на английском»). One machine
    # only: room left
    EVAL / "explanations_foreign_blind32.jsonl": ({"foreign": (0.94, 0.63)}, 0.06),
    # blind, measured once on main's code before any tuning: 1.000 / 0.565 / 0 (WER 0.454, 9 % of
    # the foreign words heard intact; misses mostly uncued last words heard garbled or split:
    # «оберка шток», «кардилет», «кештых длими», «мелькостин», «джиса», «андеркелут»,
    # «старинуретель», «мульодора», «физу», «спулено», «и которо», «борботенны», «каблукома
    # спылась», «ленты», «били хтунк смесор», «пролючи», «вюхир», «золотие нырки», «а по вроде
    # темпа», «лизебент хен», «кровь», «арла»; cued words heard garbled: «филто сделал»,
    # «по журамидсер», «кослинг», «тайма трабул», «грм стер», «в финале»). One machine only:
    # room left
    EVAL / "explanations_foreign_blind33.jsonl": ({"foreign": (0.95, 0.53)}, 0.05),
    # blind, measured once on main's code before any tuning: 0.974 / 0.534 / 0 (WER 0.454, 12 % of
    # the words heard intact; misses: uncued last words heard garbled or split («издформ с
    # зигналь», «швинка хольца», «корню», «тракинге фес», «перед тазбринер», «в три зерма тель»,
    # «ауздюнин», «шалиплифт», «черлифт», «левела», «угловенки люмейсер», «материнк с штанги»,
    # «миша уби», «окипарт лэну», «подглядтер»), uncued in mid-turn run into the next word
    # («клевогин короче», «ткурака но», «бюхерну», «кальбенну», «и насилия ну», «сиджу ве
    # короче», «бой ну»), cued words heard garbled («весь сигнал», «флаг стал», «межарен к
    # бекир», «грузию тетюб», «мере бар по английски», «силин где рикошинс», «гормен стемир»);
    # the false alert «туда» after «культур батель»). One machine only: room left
    EVAL / "explanations_foreign_blind34.jsonl": ({"foreign": (0.95, 0.51)}, 0.03),
    # 0.957 / 0.807 / 0.020; 2nd machine: 0.972 / 0.831 / 0
    # 0.972 / 0.843 / 0 since a letter noun heard as another word in a letter frame counts
    # («в этом слов 3 слуга»)
    # 0.959 / 0.843 / 0.020 since a word no spelling reaches right after a cue is foreign unless
    # barely heard: «по английски ногомяч», a calque heard «на грамячат» (conf 0.4), is taken
    # 3rd machine (session 12): 0.957 / 0.807 / 0.040 with main's code as it was, 0.958 / 0.831 /
    # 0.040 since a cue heard spelled by ear, «на чём» heard as one word and a rhyme cue vouched
    # for by its rhyme count («первый слок», «вот начнем мы сейчас», «рифома камар»)
    # 0.947 / 0.855 / 0.040 since a start/end verb heard with its ending garbled after «слово»
    # counts («слова заканчивые»)
    EVAL / "explanations_dev.jsonl": ({"overall": (0.94, 0.83)}, 0.045),
}
# of 66 expected alerts: 61 with the misheard-family matching alone; 60 since a secret noun is
# built on a verb stem only before a deverbal suffix («лошать» after «по английски хорс» was found
# only as a pseudo-verb; a word just after a language cue is not matched by sound). 2nd machine:
# 60, none unexpected since a consonant run into a Russian word («рыбут») is not a transliteration
SAMPLES_FOUND_FLOOR = 60
SAMPLES_UNEXPECTED_CEILING = 0


def eval_speech(*args: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "api.cli", "eval", "speech", *args, "--engine", "whisper",
         "--model", str(whisper_base_path()), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=3600,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(SPOKEN_FLOORS), ids=lambda p: p.name)
def test_spoken_set_keeps_its_floor(path):
    result = eval_speech(str(path))
    floors, false_ceiling = SPOKEN_FLOORS[path]
    errors = "\n".join(f"{e['line']}: {e['kind']} [{e['rule']}] {e['words']} — {e['heard']}"
                       for e in result["errors"])
    for rule, (p_floor, r_floor) in floors.items():
        score = result["overall"] if rule == "overall" else result["rules"][rule]
        assert score["p"] >= p_floor, f"{rule}: P {score['p']}\n{errors}"
        assert score["r"] >= r_floor, f"{rule}: R {score['r']}\n{errors}"
    assert result["false_alerts_per_clean_line"] <= false_ceiling, errors


@pytest.mark.slow
def test_sample_rounds_through_speech_keep_their_floor():
    result = eval_speech("--samples")
    errors = "\n".join(f"{e['round']}: {e['kind']} [{e['rule']}] {e['words']}"
                       for e in result["errors"])
    assert result["found"] >= SAMPLES_FOUND_FLOOR, errors
    assert result["unexpected"] <= SAMPLES_UNEXPECTED_CEILING, errors
