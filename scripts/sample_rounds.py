"""Scripted rounds of «Шляпа» for the sample recordings (language data, no logic).

Each round is one explainer's turn: one or more secret words in the order they were drawn, each with
what was said while it was being explained. A line is spoken by the explainer (`E`) or the guesser
(`G`); the guesser's words are heard by the microphone too, and a correct guess is the secret word
itself, which is how the checker tells the judge «Угадано?».

Inline marks give the alerts a checker should raise: `[word:rule]`, or `[word:rule!]` when the
word is the secret word itself (`Alert.exact_target`). The mark sits on the word the eval protocol
names: the offending word for cognate/soundalike/foreign, the key word of the phrase for
letters/pointing. Punctuation sets the pauses (a comma pauses a little, a full stop more); it is
not part of the words.

Outcomes: `guessed`; `time` (the 20 s ran out, the word goes back to the hat); `returned` (the
explainer gave up early and put the word back).
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.measure.synth import EXPLAINER, GUESSER, SecretWord


@dataclass(frozen=True)
class Round:
    id: str
    title: str  # Russian, shown in reports and the demo
    words: tuple[SecretWord, ...]


def E(text: str) -> tuple[str, str]:
    return (EXPLAINER, text)


def G(text: str) -> tuple[str, str]:
    return (GUESSER, text)


ROUNDS: tuple[Round, ...] = (
    Round("01-clean", "Чистый ход: два слова отгаданы, третье не успели", (
        SecretWord("самолёт", "guessed", (
            E("Так, первое. Большая железная птица, у неё крылья и двигатели. "
              "В аэропорту в неё садятся пассажиры, пилот управляет."),
            G("Ракета? [Самолёт:cognate!]"),
        )),
        SecretWord("зонтик", "guessed", (
            E("Дальше. Когда идёт дождь, раскрываешь над головой, чтобы не промокнуть. "
              "Складной бывает, с ручкой."),
            G("[Зонтик:cognate!]"),
        )),
        SecretWord("часы", "time", (
            E("Так, висят на стене, тикают, стрелки показывают время."),
        )),
    )),
    Round("02-cognate", "Однокоренные слова: уменьшительное, родственное, глагол", (
        SecretWord("лодка", "guessed", (
            E("Плывёт по озеру, маленькая, деревянная, в ней сидят и гребут вёслами. "
              "Ну такая [лодочка:cognate], рыбаки на ней рыбу ловят."),
            G("[Лодка:cognate!]"),
        )),
        SecretWord("молоток", "guessed", (
            E("Инструмент, им забивают гвозди. У кузнеца есть большой [молот:cognate], "
              "а этот поменьше."),
            G("[Молоток:cognate!]"),
        )),
        SecretWord("звонок", "time", (
            E("Звучит в школе перед уроком, все бегут в класс. "
              "Ещё в дверь [звонят:cognate] гости."),
        )),
    )),
    Round("03-exact-word", "Объясняющий произнёс само слово и однокоренное", (
        SecretWord("подушка", "guessed", (
            E("Мягкая, кладёшь под голову, когда спишь, в наволочке. "
              "Ну, мягкая такая [подушка:cognate!], ой."),
            G("[Подушка:cognate!]"),
        )),
        SecretWord("чайник", "guessed", (
            E("Дальше. На кухне, в нём кипятят воду, свистит на плите. "
              "Наливаешь и завариваешь [чай:cognate]."),
            G("Чашка? [Чайник:cognate!]"),
        )),
    )),
    Round("04-letters", "Отсылки к буквам и слогам", (
        SecretWord("собака", "guessed", (
            E("Друг человека, лает, виляет хвостом. [Начинается:letters] на эс, "
              "в слове три [слога:letters]."),
            G("[Собака:cognate!]"),
        )),
        SecretWord("арбуз", "guessed", (
            E("Большая полосатая ягода, внутри красная и сладкая, с косточками. "
              "Последняя [буква:letters] зэ."),
            G("[Арбуз:cognate!]"),
        )),
        SecretWord("сыр", "time", (
            E("Жёлтый, с дырками, мыши его любят. [Эс:letters], ы, эр."),
        )),
    )),
    Round("05-soundalike", "Подсказки созвучием", (
        SecretWord("кит", "guessed", (
            E("Огромный, живёт в океане, пускает фонтан. Рифмуется со словом [щит:soundalike]."),
            G("[Кит:cognate!]"),
        )),
        SecretWord("бочка", "guessed", (
            E("Деревянная, круглая, в ней солят огурцы. Звучит почти как [точка:soundalike]."),
            G("[Бочка:cognate!]"),
        )),
    )),
    Round("06-pointing", "Указание на предметы в комнате", (
        SecretWord("дверь", "guessed", (
            E("[Вон:pointing] та штука, через которую мы сюда вошли, с ручкой. "
              "Её открывают и закрывают."),
            G("[Дверь:cognate!]"),
        )),
        SecretWord("лампа", "guessed", (
            E("[Посмотри:pointing] наверх, она светит над нами, в неё вкручивают "
              "[лампочку:cognate]."),
            G("Люстра? [Лампа:cognate!]"),
        )),
    )),
    Round("07-foreign", "Иностранные слова; заимствование разрешено", (
        SecretWord("лошадь", "guessed", (
            E("Животное, на ней скачут, ржёт, у неё грива и копыта. По английски [хорс:foreign]."),
            G("[Лошадь:cognate!]"),
        )),
        SecretWord("яблоко", "guessed", (
            E("Фрукт, круглый, красный или зелёный, растёт в саду. "
              "Скажи [эппл:foreign] по русски."),
            G("[Яблоко:cognate!]"),
        )),
        SecretWord("холодильник", "time", (
            E("Большой белый шкаф на кухне, в нём хранят продукты, рефрижератор по простому."),
        )),
    )),
    Round("08-parts", "Объяснение по частям: вспомогательные слова под теми же правилами", (
        SecretWord("пароход", "guessed", (
            E("Старинное судно с большой трубой, дымит. Слово из двух частей. "
              "Первая часть, то, что идёт от кипящей кастрюли, в бане [парятся:cognate]. "
              "Вторая, как [ходить:cognate] пешком."),
            G("[Пароход:cognate!]"),
        )),
        SecretWord("листопад", "guessed", (
            E("Осенью, когда всё жёлтое летит с деревьев вниз. Первая часть, зелёное на ветке, "
              "вторая, как [падать:cognate]."),
            G("[Листопад:cognate!]"),
        )),
    )),
    Round("09-mixed", "Смешанный ход: указание, отказ от слова, созвучие", (
        SecretWord("телевизор", "guessed", (
            E("Смотрим по вечерам новости и сериалы, пультом каналы переключаешь. "
              "[Вот:pointing] он в углу стоит."),
            G("[Телевизор:cognate!]"),
        )),
        SecretWord("гитара", "returned", (
            E("Музыкальный инструмент, шесть струн, на ней играют у костра. Нет, не знаю, пас."),
        )),
        SecretWord("мёд", "guessed", (
            E("Сладкий, густой, его делают пчёлы в сотах, с чаем вкусно. "
              "Рифмуется с [лёд:soundalike]."),
            G("[Мёд:cognate!]"),
        )),
    )),
    Round("10-fillers-cognate", "Длинные объяснения со словами-паразитами; однокоренные", (
        SecretWord("карандаш", "guessed", (
            E("Ну, короче, это самое, им рисуют и пишут в школе, деревянный, внутри грифель. "
              "Ну, его ещё точат точилкой, бывает цветной. Короче, маленький такой "
              "[карандашик:cognate], у художника в коробке."),
            G("Ручка? [Карандаш:cognate!]"),
        )),
        SecretWord("пирог", "guessed", (
            E("Ну, это самое, бабушка печёт в духовке, с яблоками или с капустой. "
              "Короче, маленький такой [пирожок:cognate], только большой."),
            G("[Пирог:cognate!]"),
        )),
        SecretWord("подарок", "time", (
            E("Ну, короче, на день рождения его [дарят:cognate], в красивой коробке с бантом."),
        )),
    )),
    Round("11-fillers-letters", "Слова-паразиты вокруг отсылок к буквам", (
        SecretWord("ворона", "guessed", (
            E("Ну, это самое, птица такая, серая, каркает громко, сидит на заборе. "
              "Короче, [начинается:letters] на вэ."),
            G("Воробей? [Ворона:cognate!]"),
        )),
        SecretWord("лимон", "guessed", (
            E("Ну, короче, жёлтый, кислый, его кладут в чай. "
              "Это самое, первая [буква:letters] эл."),
            G("[Лимон:cognate!]"),
        )),
        SecretWord("утка", "time", (
            E("Короче, плавает в пруду, крякает. Ну, в слове два [слога:letters]."),
        )),
    )),
    Round("12-clean-traps", "Чистый ход с ловушками: ничего не нарушено", (
        SecretWord("корова", "guessed", (
            E("Ну, короче, домашнее животное, даёт молоко, мычит на лугу. "
              "Буквально в каждой деревне есть, одним словом, кормилица."),
            G("Коза? [Корова:cognate!]"),
        )),
        SecretWord("гвоздь", "guessed", (
            E("Железный, острый, его забивают молотком в стену, короче, держит картину. "
              "Это самое, у него есть шляпка."),
            G("[Гвоздь:cognate!]"),
        )),
        SecretWord("зеркало", "time", (
            E("Ну, утром умываешься и видишь себя, стеклянное, висит в ванной. "
              "Как слово сказать, ну, короче, отражение."),
        )),
    )),
    Round("13-fillers-foreign", "Созвучие и иностранные слова среди слов-паразитов", (
        SecretWord("мышь", "guessed", (
            E("Ну, маленький серый зверёк, короче, боится кошку, любит сыр. "
              "Это самое, рифмуется с [камыш:soundalike]."),
            G("[Мышь:cognate!]"),
        )),
        SecretWord("птица", "guessed", (
            E("Ну, короче, летает, у неё перья и клюв, вьёт гнездо. "
              "По английски [бёрд:foreign]."),
            G("[Птица:cognate!]"),
        )),
        SecretWord("машина", "returned", (
            E("Ну, это самое, на ней ездят, четыре колеса. Не, не знаю, дальше."),
        )),
    )),
    Round("14-clean-long", "Чистый длинный ход: заимствованное слово, время вышло", (
        SecretWord("велосипед", "guessed", (
            E("Ну, это самое, два колеса, педали крутишь ногами, руль, звонок. "
              "Короче, на нём катаются летом в парке, цепь бывает слетает."),
            G("Самокат? [Велосипед:cognate!]"),
        )),
        SecretWord("врач", "guessed", (
            E("Ну, в белом халате, лечит людей, работает в больнице, слушает сердце. "
              "Короче, когда заболел, идёшь к нему."),
            G("[Врач:cognate!]"),
        )),
        SecretWord("мяч", "time", (
            E("Круглый, резиновый, его пинают ногами на поле, короче, футболисты."),
        )),
    )),
    Round("15-fillers-pointing", "Указание и уменьшительное среди слов-паразитов", (
        SecretWord("стул", "guessed", (
            E("Ну, это самое, [вот:pointing] на чём ты сейчас сидишь, четыре ножки, спинка."),
            G("[Стул:cognate!]"),
        )),
        SecretWord("дождь", "guessed", (
            E("Короче, капает с неба, когда тучи, мокро, берёшь зонтик. "
              "Ну, [дождик:cognate] такой, осенний."),
            G("[Дождь:cognate!]"),
        )),
        SecretWord("солнце", "guessed", (
            E("Это самое, [посмотри:pointing] в окно, жёлтое, светит днём и греет."),
            G("Лампа? [Солнце:cognate!]"),
        )),
    )),
    Round("16-fillers-exact", "Однокоренное и угадывание коротких слов", (
        SecretWord("кот", "guessed", (
            E("Ну, короче, мяукает, ловит мышей, это самое, [котик:cognate] пушистый."),
            G("[Кот:cognate!]"),
        )),
        SecretWord("сок", "guessed", (
            E("Пьют на завтрак, апельсиновый или яблочный, короче, выжимают из фруктов."),
            G("Компот? [Сок:cognate!]"),
        )),
    )),
)
