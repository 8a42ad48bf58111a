"""Session 37's answers heard in two words: a guesser's answer the recognizer cut in two («вам
букв» for бамбук) is listened to again as one stretch (`second_listen.joins`, `answer_joined`),
its sounds run together (`sound_key`), and over several words a form with fewer tokens than the
heard text does not win by its brevity (`shorter`); the live turn listens to it as
`eval speakers` does."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from referee.events import Alert, WordEvent
from referee.language.phonetics import loose_key
from referee.replay.transcript import CardSpan
from referee.rules.cards import TurnChecker
from referee.speakers.answers.live_listen import LiveListen
from referee.speakers.answers.second_listen import (
    METHOD,
    candidates,
    second_listen,
    shorter,
    sound_key,
)
from referee.speakers.attribution import EXPLAINER, GUESSER
from referee.speakers.verdicts import prompt_of

SECRET = "бамбук"
RATE = 16_000
AUDIO = np.zeros(3 * RATE, np.int16)


def _turn(first: str = GUESSER) -> list[WordEvent]:
    """The explainer's «растение», then the guesser's «бамбук» heard «вам букв» (the first of
    the two words said by `first`)."""
    return [WordEvent(0, "растение", 0.0, 0.6, speaker=EXPLAINER),
            WordEvent(1, "вам", 1.6, 1.8, speaker=first),
            WordEvent(2, "букв", 1.85, 2.1, speaker=GUESSER)]


def _checker() -> TurnChecker:
    return TurnChecker.for_targets([CardSpan(SECRET, 0.0, 100.0, "guessed")])


def _fed(checker: TurnChecker, words: Sequence[WordEvent]) -> list[Alert]:
    return [alert for word in words for alert in checker.feed(word)]


class _Scorer:
    """Likelihoods per token: the secret word `tokens` tokens summing to −2, any heard text two
    tokens summing to −6 (the secret word 4 likelier); the texts and audio lengths asked about."""

    def __init__(self, tokens: int = 4) -> None:
        self.tokens = tokens
        self.texts: list[tuple[str, ...]] = []
        self.lengths: list[int] = []

    def __call__(self, audio: np.ndarray, texts: Sequence[str]) -> list[tuple[float, ...]]:
        self.texts.append(tuple(texts))
        self.lengths.append(len(audio))
        return [(-2.0 / self.tokens,) * self.tokens if text == SECRET else (-3.0, -3.0)
                for text in texts]


def test_a_stretch_sounds_as_its_words_run_together() -> None:
    assert sound_key("вам букв") == loose_key("вамбукв") != loose_key("вам букв")
    assert sound_key("букв") == loose_key("букв")


def test_the_secret_word_is_near_the_two_words_run_together_not_the_last_alone() -> None:
    assert ("guess", SECRET) in candidates("вам букв", SECRET)
    assert candidates("букв", SECRET) == []


def test_a_form_shorter_in_tokens_than_several_heard_words_is_not_taken() -> None:
    assert shorter("а лая", (-1.0,), (-1.0, -1.0))
    assert not shorter("а лая", (-1.0, -1.0), (-1.0, -1.0))
    assert not shorter("лая", (-1.0,), (-1.0, -1.0))  # one word: `MARGIN` alone decides


def test_the_guessers_two_words_are_listened_to_as_one_answer() -> None:
    words, scorer = _turn(), _Scorer()
    alerts = _fed(_checker(), words)
    assert alerts == []  # no rule takes «вам букв» for the secret word
    [found] = second_listen(words, alerts, AUDIO, lambda _: SECRET, scorer)
    assert [texts[:2] for texts in scorer.texts] == [("вам букв", SECRET)]
    assert found.span == (1, 3) and prompt_of(found) == "guess" and found.exact_target
    assert found.evidence["method"] == METHOD and not found.evidence.get("speaker_unsure")
    assert "«вам букв» — похоже на «бамбук»" in found.explanation


def test_a_form_winning_by_its_brevity_over_two_words_is_not_an_answer() -> None:
    words = _turn()
    assert second_listen(words, _fed(_checker(), words), AUDIO, lambda _: SECRET,
                         _Scorer(tokens=1)) == []


def test_the_explainers_word_is_not_joined_to_the_guessers() -> None:
    words, scorer = _turn(first=EXPLAINER), _Scorer()
    assert second_listen(words, _fed(_checker(), words), AUDIO, lambda _: SECRET, scorer) == []
    assert all(texts[0] != "вам букв" for texts in scorer.texts)


def test_the_live_turn_finds_it_on_the_same_audio_as_eval_speakers() -> None:
    words, checker = _turn(), _checker()
    evaluated = _Scorer()
    [found] = second_listen(words, _fed(checker, words), AUDIO, lambda _: SECRET, evaluated)
    listen, live = LiveListen(_Scorer(), inline=True), _Scorer()
    listen.likelihoods = live
    listen.hear(AUDIO.tobytes())
    listen.consider(words, checker)
    [answer] = listen.raised(checker)
    assert (answer.span, answer.explanation) == (found.span, found.explanation)
    assert live.texts == evaluated.texts and live.lengths == evaluated.lengths
