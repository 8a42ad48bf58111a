"""«Проверить заново» listens again to the guesser's answers, as the live turn did.

The live turn's second listen (`referee.speakers.answers.live_listen`) finds a guesser's answer
the recognizer heard wrong by scoring its audio again. Checking an old turn again does the same
on the turn's recordings, part by part (a turn resumed after a crash is heard into several, each
with its own seconds), with the same `second_listen` the evaluation runs, and raises each answer
found in the turn checker that checked the turn's words. Without a scorer (the server runs with no
Whisper model) the answers found during the turn cannot be checked again: they are kept as they
were, and the result says why.
"""

from __future__ import annotations

from collections.abc import Sequence

from api.archive.joined import JoinedTurn
from common.errors import UserError
from referee.events import Alert, WordEvent
from referee.rules.cards import TurnChecker
from referee.speakers.answers.second_listen import Likelihoods, second_listen
from referee.speech.audio import read_wav
from referee.speech.pcm import SAMPLE_RATE

NO_SCORER = ("Повторное прослушивание ответов недоступно без модели Whisper: его ответы, "
             "найденные во время хода, оставлены как были.")
UNREADABLE = "Запись части хода не прочитана ({error}): её ответы не прослушаны заново."


def relisten(recording: JoinedTurn, words: Sequence[WordEvent], checker: TurnChecker,
             likelihoods: Likelihoods) -> tuple[list[Alert], list[str]]:
    """The guesser's answers a second listen finds in the turn's recorded parts, raised in
    `checker` (which has been fed `words`), and a note for each part that could not be read."""
    found: list[Alert] = []
    notes: list[str] = []
    stretches = recording.stretches
    for n, stretch in enumerate(stretches):
        if stretch.path is None:
            continue
        last = stretches[n + 1].part.first_word if n + 1 < len(stretches) else len(words)
        heard = [w for w in words if stretch.part.first_word <= w.index < last]
        try:
            audio, rate = read_wav(stretch.path)
        except (UserError, OSError) as err:  # the words were checked, the answers are not
            notes.append(UNREADABLE.format(error=err))
            continue
        if rate != SAMPLE_RATE:
            notes.append(UNREADABLE.format(error=f"частота {rate} Гц вместо {SAMPLE_RATE}"))
            continue
        raised = [c.alert for c in checker.raised]
        by_index = {w.index: w for w in heard}
        for alert in second_listen(heard, raised, audio, checker.secret_of, likelihoods):
            found += checker.answer(by_index[alert.span[0]], alert)
    return found, notes
