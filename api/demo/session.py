"""One demo, two seats at the table: `referee demo` (a robot judges) and `referee demo --judge` /
`referee serve --demo` (a person judges with the real buttons). Either way the sample rounds are
what the explainer says (`api.demo.explainer`), heard through the same `Listening` a microphone
uses: recognised by a Russian speech model when one is found, else entered as words from the
rounds' transcripts while their audio is recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from api.demo.cards import Card, sample_cards
from api.demo.explainer import Explainer
from api.demo.judge import RobotJudge, set_up_game
from api.demo.voice import DemoVoice
from api.live.listening import Listening
from api.live.table import Table
from common.errors import UserError
from referee.measure.samples import all_samples
from referee.speech.engines.vosk import SpeechModel
from referee.speech.models.find import locate_model


@dataclass
class Demo:
    """The demo's parts: the cards, the ears (with the explainer), and — unless a person
    judges — the robot judge, seated once the app is ready (`ready`)."""

    cards: dict[str, Card]
    listening: Listening
    explainer: Explainer
    speed: float
    robot: bool
    say: Callable[[str], None]
    judge: RobotJudge | None = None

    def ready(self, table: Table) -> bool:
        """Set the game up (unless one is there already) and seat the robot judge; whether a
        game was set up. Called on the event loop once the app has started."""
        fresh = set_up_game(table, self.cards, self.speed)
        if self.robot:
            self.judge = RobotJudge(table, self.speed, self.say)
            self.explainer.judge = self.judge.on_card
            self.judge.begin()
        return fresh

    @property
    def recognised(self) -> bool:
        return self.listening.model is not None


def open_demo(voice_folder: Path, *, model: Path | None = None, recognise: bool = True,
              speed: float = 1.0, robot: bool = True,
              say: Callable[[str], None] = print) -> Demo:
    """The demo's parts. A Russian model is used when `recognise` and one is found (`model`, or
    the usual places; an explicit `model` that is not usable is an error); then the sound plays
    at the speed of life. Without a model the audio is recorded only at the speed of life."""
    path = _model_path(model) if recognise else None
    if path is not None and speed != 1.0:
        say("С моделью речи звук идёт в своём темпе: --speed не действует.")
        speed = 1.0
    voice = DemoVoice(voice_folder) if speed == 1.0 else None
    explainer = Explainer(sample_cards(all_samples()), voice, speed=speed, improvise=not robot)
    source = voice.source if voice is not None else None
    if path is not None:
        say(f"Загружаю модель речи «{path.name}»…")
        listening = Listening(SpeechModel(path), "", source, speaker=explainer)
    else:
        listening = Listening(None, "демонстрация по готовым расшифровкам.", source,
                              speaker=explainer)
    return Demo(explainer.cards, listening, explainer, speed, robot, say)


def _model_path(model: Path | None) -> Path | None:
    try:
        return locate_model(model)
    except UserError:
        if model is not None:
            raise
        return None
