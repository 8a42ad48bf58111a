"""Words by which an explainer points at things in the room or shows them (rule F of «Шляпа»:
«запрещено объяснять слова жестами и прямо указывать на загаданные предметы, если они находятся
в комнате», e.g. «вон та штука с дверцами»). Lemmas with ё written as е, or exact forms where said.
"""

# «вон» points, except after a verb of sending away («пошёл вон», «выгнали вон») or in «вон
# отсюда», «вон как».
THERE = "вон"
THERE_INNOCENT_NEXT = frozenset({"отсюда", "как", "оно"})
# a non-word heard for «вон» (`referee.rules.misheard.heard_echoed`) points only before a place or
# a thing named there: «валон там у гаража», «волон такой в углу»
THERE_HEARD_NEXT = frozenset({"там", "тут", "такой", "такая", "такое", "такие", "та", "тот", "те",
                              "эта", "этот", "эти"})
# «вон» heard with «в» as «б» («бон в той кастрюле»), and the words after a spot preposition that
# vouch for it, or for «вон» echoed («волон в том вольере»): a far demonstrative of the place
THERE_ONSET_HEARD = "б"
FAR_SPOT_DEMONSTRATIVES = frozenset({"том", "той"})
SEND_AWAY_VERBS = frozenset({
    "идти", "пойти", "выйти", "выходить", "убраться", "убираться", "выгнать", "выгонять",
    "выбросить", "выбрасывать", "выкинуть", "выкидывать", "вышвырнуть", "катиться", "гнать",
    "прогнать", "выставить", "бежать", "уйти", "проваливать", "пошел", "выбежать", "вылететь",
})

# «вот» points only with a demonstrative after it and a «here and now» word nearby.
HERE = "вот"
# «вот» spelled by ear, its last consonant voiced («бавод как на этом плакате»: рыба вот): heard so
# at the end of a non-word, it is taken for «вот» only before a likening
# (`referee.rules.pointing.heard_here`)
HERE_SPELLINGS = ("вот", "вод")
DEMONSTRATIVES = frozenset(
    {
        "это",
        "эта",
        "этот",
        "эти",
        "этим",
        "этой",
        "этого",
        "эту",
        "этих",
        "этими",
        "тот",
        "та",
        "то",
        "ту",
        "те",
        "так",
        "такой",
        "такая",
        "такое",
        "такие",
        "здесь",
        "тут",
        "сюда",
        "что",
        "чем",
        "чём",
        "где",
        "куда",
        "он",
        "она",
        "оно",
        "они",
        "его",
        "ее",
        "её",
        "их",
    }
)
# Prepositions of a place where a thing is, as a recognizer runs them into the spot («вуглу»).
SPOT_PREPOSITIONS = ("под", "над", "на", "за", "у", "в")
# A spot preposition run into «вон» at the end of a word, as heard -> the preposition said:
# «вона плите» for «вон на плите» (its «н» heard once), «вонна», «вону», «вонв».
THERE_GLUED_SPOTS = {"а": "на", **{p: p for p in SPOT_PREPOSITIONS}}
AT = "у"  # «вот у мамы на доске стоит»: at a person's, where a thing is shown
# «вот на чём мы сейчас сидим» heard as «вот ночем …»: a preposition a recognizer runs into the
# relative pronoun after it.
GLUED_PREPOSITIONS = ("на", "в", "за", "под", "по")
GLUED_RELATIVES = ("чем", "что")
# Prepositions that place a thing with the instrumental: «за спиной», «под столом».
BESIDE_PREPOSITIONS = frozenset({"за", "под", "над", "перед", "передо"})
PREPOSITIONS = frozenset({"на", "в", "во", "за", "под", "над", "у", "с", "со", "из", "по",
                          "перед", "передо", "возле", "около", "при"})
# Exact forms that tie a phrase to the room and the moment.
HERE_WORDS = frozenset({"здесь", "тут", "сюда", "рядом", "напротив", "передо", "вокруг", "отсюда"})
# «сейчас» ties a thing to the room only with the players in it («что я сейчас жую», «на чём мы
# сейчас сидим»), not in «что сейчас происходит в мире».
NOW = frozenset({"сейчас", "прямо"})
PLAYERS = frozenset({"я", "мы", "ты", "вы", "меня", "мне", "нас", "нам", "тебя", "тебе", "вас",
                     "вам", "мной", "нами", "тобой", "вами"})
PERSONAL_PLACES = frozenset(
    {"меня", "мне", "мной", "тебя", "тебе", "тобой", "нас", "нами", "себя", "себе"}
)
# Spots in a room where a thing stands, hangs or lies: «вот он в углу стоит», «вот она на стене»,
# «вот он у окна». After «вот» + a pronoun they place the thing here, in this room.
ROOM_SPOTS = frozenset(
    {
        "угол",
        "стена",
        "окно",
        "подоконник",
        "потолок",
        "пол",
        "дверь",
        "полка",
        "шкаф",
        "диван",
        "кресло",
        "стол",
        "тумбочка",
        "комод",
        "кровать",
        "люстра",
        "плита",
        "холодильник",
        "раковина",
        "батарея",
        "ковер",
        "стул",
        "табуретка",
        "вешалка",
        "зеркало",
        "телевизор",
        "камин",
        "порог",
    }
)

# Gesture words near «вот так»: the explainer is showing with hands.
GESTURE_LEMMAS = frozenset(
    {"жест", "палец", "рука", "руками", "пальцами", "показывать", "делать", "изображать", "махать"}
)

# Looking verbs: a pointer in the imperative followed by a direction or place.
LOOK_VERBS = frozenset(
    {
        "смотреть",
        "посмотреть",
        "глянуть",
        "взглянуть",
        "поглядеть",
        "глядеть",
        "гляди",
        "обернуться",
        "оглянуться",
        "видеть",
        "увидеть",
    }
)
LOOK_DIRECTIONS = frozenset(
    {
        "на",
        "в",
        "во",
        "сюда",
        "туда",
        "вон",  # «смотри вон у забора»: one act of pointing with the «вон …» after it
        "вокруг",
        "наверх",
        "вверх",
        "вниз",
        "направо",
        "налево",
        "назад",
        "под",
        "за",
        "над",
        "что",
        "у",
        "кто",
    }
)

# «то, на чём мы сейчас сидим»: a relative pronoun after a preposition, tied to here and now.
RELATIVES = frozenset({"чем", "чём", "котором", "которой", "которым", "ком", "что"})

# «посмотри в него», «смотри на неё»: looking into or at the secret thing itself is its use.
THIRD_PERSON = frozenset({"него", "нее", "неё", "них", "нем", "нём", "ней", "ним", "ними"})

# Showing verbs: pointing when the explainer does it (1st person) or names a gesture.
SHOW_VERBS = frozenset(
    {
        "показывать",
        "показать",
        "указывать",
        "указать",
        "тыкать",
        "ткнуть",
        "изображать",
        "изобразить",
    }
)
GESTURE_NOUNS = frozenset({"жест", "пантомима"})

# «в этой комнате», «здесь в комнате»: the room itself named as the place of the thing.
ROOM_NOUNS = frozenset({"комната", "зал", "помещение", "кухня"})
ROOM_DEICTICS = frozenset({"этот", "наш", "здесь", "тут", "данный"})

# Places on one's body or around one; «у меня в руке», «на мне», «у меня на столе»: the body,
# what one wears, the furniture one sits at and the dishes on it («вот как у тебя в тарелке»).
NEAR_PLACES = frozenset(
    {
        "рука", "ладонь", "палец", "ноготь", "запястье", "локоть", "плечо", "спина", "грудь",
        "живот", "нога", "колено", "голова", "лицо", "лоб", "щека", "нос", "ухо", "глаз", "бровь",
        "губа", "рот", "зуб", "шея", "волос",
        "карман", "рукав", "воротник", "платье", "рубашка", "футболка", "кофта", "свитер",
        "куртка", "пиджак", "шапка",
        "стол", "стена", "потолок", "пол",
        "тарелка", "блюдце", "чашка", "кружка", "стакан", "миска",
    }
)
# Things one holds up or wears to show: like the body, but only when «вот» shows them («вот как у
# меня в телефоне», «вот у меня на часах»); «у меня в телефоне есть такая игра», «у меня на часах
# полночь» alone tell, they do not show.
HELD_THINGS = frozenset({"телефон", "экран", "планшет", "ноутбук", "сумка", "рюкзак", "кошелёк",
                         "тетрадь", "книга", "картинка", "фотка", "фото", "фотография",
                         "часы", "браслет", "кольцо", "очки"})
FIRST_PERSON_PLACES = frozenset({"меня", "мне", "себя", "себе"})
# The listener's body points only when «вот» shows it («вот как у тебя на ногах»): «когда у тебя
# на ногах мозоли» is anyone's.
SECOND_PERSON_PLACES = frozenset({"тебя", "тебе", "вас", "вам"})
PERSON_PLACES = FIRST_PERSON_PLACES | SECOND_PERSON_PLACES
WORN_ON = "на"  # «вот на мне шапка»: worn by a player, shown with «вот»
# «вон у соседа в саду стоит видишь»: a turn closed by asking the listener whether they see the
# thing just placed somewhere (with a spot preposition or one of these verbs before it).
SEE_QUESTIONS = frozenset({"видишь", "видите"})
POSITION_VERBS = frozenset({"стоять", "лежать", "висеть", "сидеть", "расти"})
# «вот как у меня на балконе растут», «вот как у меня в баночке на полке»: a thing likened to one
# at a player's home spot, a room spot or one of these, is shown there, whatever grows or stands
# there («вот как у меня на даче растёт» tells of a place elsewhere)
PLAYER_GENITIVES = frozenset({"меня", "тебя", "нас", "вас"})
HOME_SPOTS = ROOM_SPOTS | frozenset({"балкон", "лоджия", "горшок", "ваза", "антресоль"})
# ... but «в окне», «в телевизоре», «в зеркале» is seen through or in it, not placed there
# («вот как у нас в окне напротив живут», «как у меня в телевизоре показывают»)
SEEN_THROUGH = frozenset({"окно", "телевизор", "зеркало", "экран"})
INSIDE = "в"
# After «вот как у …» a verb of growth tells how a thing grows there («вот как у меня на даче
# растёт морковка»), not where a thing likened to the one shown stands.
HOW_VERBS = frozenset({"расти"})
# «вот как эта в моей сумке», «вот такой как в твоём кармане»: a thing shown in a player's own
# place (only with «вот»: «в моём детстве» is a story).
POSSESSIVES = frozenset({"мой", "твой"})
# «вот такая плоская как моя ладонь»: a size or shape shown with the hands, likened to a player's
# own body part or clothes («вот такая история как мой дед рассказывал» is told).
SUCH = frozenset({"такой", "такая", "такое", "такие"})
# «вот такие как на этой полке»: a demonstrative before a room spot, the spot where it is shown.
SPOT_DEMONSTRATIVES = frozenset({"этой", "этом"})  # (not «той», «том»: a place remembered)
# «вот такой как на этой картинке»: a picture held up to the listener is a spot where the thing is
# shown, as a room spot is («как в этой книге» quotes a text, it shows nothing)
SHOWN_PICTURES = frozenset({"картинка", "фото", "фотка", "фотография", "снимок", "рисунок",
                            "экран", "плакат", "портрет", "картина", "календарь", "постер",
                            "афиша"})
# «вот такой как на этой пачке хлопьев»: a printed thing held up, its picture shown as a picture is
# («на этой пачке» said of a box in the room; a text on it would be read out, not shown)
SHOWN_PRINTS = frozenset({"пачка", "коробка", "упаковка", "этикетка", "обертка", "фантик",
                          "открытка", "обложка", "наклейка"})
SHOWN_SPOTS = ROOM_SPOTS | SHOWN_PICTURES | SHOWN_PRINTS
# The head of a phrase naming the thing at the speaker: «(вот) то что у меня на руке».
RELATIVE_HEADS = frozenset({"что", "который", "которое", "которая", "которые"})
DEMONSTRATIVE_HEADS = frozenset({"то", "это", "эта", "этот", "эти", "та", "тот", "те"})
LIKE = "как"  # «вот как у меня на руках»: a thing like the one at the speaker
# «вон как та …», «вот как этот …»: after «вон как» or «вот как» a demonstrative names a thing
# there, not how something is done («вон как быстро бегает», «вон как у того мальчика в мультике»
# are told)
THING_DEMONSTRATIVES = frozenset({"та", "тот", "то", "те", "эта", "этот", "это", "эти"})
# «вот этот в банке», «вот как эта на вешалке»: a demonstrative with a gender or a number names the
# thing itself, so a place right after it is where the thing is shown («вот это в школе проходят»
# names no thing)
THING_SHOWN = frozenset({"та", "тот", "те", "эта", "этот", "эти"})
# «как эта» run together and heard as «какая» (lemma «какой»), the «-то» of an indefinite after it:
# «вот как этот что на стене» heard «вот какая то что на стене»
LIKE_RUN_IN = "какой"
LIKE_RUN_IN_TAIL = "то"
