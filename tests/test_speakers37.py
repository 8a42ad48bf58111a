"""Session 36's lone answers caught by another rule: a lone answer (`verdicts.LONE`) that another
rule (pointing, foreign) only asked «кто сказал?» about is listened to again over its whole stretch
like any lone answer, in `eval speakers` and in the live turn alike (`TurnChecker.answer` takes an
answer beside a question «кто сказал?»); a judged alert whose rule and span were already raised is
not raised twice."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from referee.events import Alert, WordEvent
from referee.replay.transcript import CardSpan
from referee.rules.base import Token
from referee.rules.cards import TurnChecker
from referee.speakers.answers.live_listen import LiveListen
from referee.speakers.answers.second_listen import METHOD, second_listen, unanswered
from referee.speakers.attribution import EXPLAINER, GUESSER
from referee.speakers.verdicts import prompt_of

SECRET = "бамбук"
RATE = 16_000


def _turn(lone: bool = True) -> list[WordEvent]:
    """The explainer's «растение», then «вон бук» said alone after a pause (a lone answer: the
    guesser's «бамбук» heard wrong, which the pointing rule reads as «вон …»)."""
    return [WordEvent(0, "растение", 0.0, 0.6, speaker=EXPLAINER),
            WordEvent(1, "вон", 1.6, 1.8, speaker=EXPLAINER if not lone else GUESSER,
                      speaker_doubtful=lone),
            WordEvent(2, "бук", 1.85, 2.1, speaker=EXPLAINER if not lone else GUESSER,
                      speaker_doubtful=lone)]


def _checker() -> TurnChecker:
    return TurnChecker.for_targets([CardSpan(SECRET, 0.0, 100.0, "guessed")])


def _fed(checker: TurnChecker, words: Sequence[WordEvent]) -> list[Alert]:
    return [alert for word in words for alert in checker.feed(word)]


class _Scorer:
    """Likelihoods favouring the secret word by 4 (natural log) over any heard text, with the
    audio lengths it was asked about."""

    def __init__(self) -> None:
        self.lengths: list[int] = []
        self.texts: list[tuple[str, ...]] = []

    def __call__(self, audio: np.ndarray, texts: Sequence[str]) -> list[tuple[float, ...]]:
        self.lengths.append(len(audio))
        self.texts.append(tuple(texts))
        return [(-1.0,) if text == SECRET else (-5.0,) for text in texts]


def test_the_pointing_rule_only_asks_who_said_a_lone_answer() -> None:
    alerts = _fed(_checker(), _turn())
    assert [(a.rule, prompt_of(a), a.span) for a in alerts] == [("pointing", "who", (1, 3))]


def test_a_lone_answer_only_asked_who_said_it_is_listened_to_as_one_stretch() -> None:
    words = _turn()
    covered, back = unanswered(words, _fed(_checker(), words))
    assert covered == {1} and back == {2: 1}  # its last word, with the one before it


def test_other_verdicts_on_it_are_not_listened_to_again() -> None:
    words = _turn(lone=False)  # the explainer's «вон бук»: a plain violation
    alerts = _fed(_checker(), words)
    assert [prompt_of(a) for a in alerts] == [None]
    assert unanswered(words, alerts) == ({1, 2}, {})


def test_the_second_listen_scores_the_whole_stretch_and_asks_whether_guessed() -> None:
    words, scorer = _turn(), _Scorer()
    audio = np.zeros(3 * RATE, np.int16)
    [found] = second_listen(words, _fed(_checker(), words), audio, lambda _: SECRET, scorer)
    # and the family's forms near the stretch's sounds run together (`second_listen.sound_key`)
    assert [texts[:2] for texts in scorer.texts] == [("вон бук", SECRET)]
    assert scorer.lengths == [int(2.4 * RATE) - int(1.3 * RATE)]  # from «вон» − 0.3 s on
    assert found.span == (1, 3) and prompt_of(found) == "guess" and found.exact_target
    assert found.evidence["method"] == METHOD and found.evidence["speaker_unsure"]


def test_the_turn_checker_raises_it_beside_the_question_once() -> None:
    words, checker = _turn(), _checker()
    raised = _fed(checker, words)
    [found] = second_listen(words, raised, np.zeros(3 * RATE, np.int16), lambda _: SECRET,
                            _Scorer())
    assert checker.answer(words[2], found) == [found]
    assert checker.answer(words[2], found) == []  # raised once


def test_the_turn_checker_refuses_an_answer_beside_a_violation() -> None:
    lone, checker = _turn(), _checker()
    [found] = second_listen(lone, _fed(_checker(), lone), np.zeros(3 * RATE, np.int16),
                            lambda _: SECRET, _Scorer())
    explainers = _turn(lone=False)  # the same words, surely the explainer's: a violation
    _fed(checker, explainers)
    assert checker.answer(explainers[2], found) == []


def test_the_live_turn_listens_to_it_and_raises_the_answer() -> None:
    words, checker = _turn(), _checker()
    _fed(checker, words)
    listen, scorer = LiveListen(_Scorer(), inline=True), _Scorer()
    listen.likelihoods = scorer
    listen.hear(np.zeros(3 * RATE, np.int16).tobytes())
    listen.consider(words, checker)
    [answer] = listen.raised(checker)
    assert answer.span == (1, 3) and prompt_of(answer) == "guess"
    assert ("вон бук", SECRET) in [texts[:2] for texts in scorer.texts]
    listen.consider(words, checker)  # the same stretch is not listened to twice
    assert listen.raised(checker) == []


class _LateMatch:
    """A rule that takes a word for the secret word only once the next word arrives."""

    name = "late"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        if len(tokens) < 2 or tokens[-1].index < start:
            return []
        word = tokens[-2]
        return [Alert(rule="cognate", span=(word.index, word.index + 1), words=(word.text,),
                      confidence=0.9, explanation=f"«{word.text}» — загаданное слово",
                      evidence={"target_lemma": target}, start=word.start, end=word.end,
                      exact_target=True)]


def test_a_verdict_already_raised_is_not_raised_twice() -> None:
    """The guesser's answer heard wrong («бамбуг») asks «Угадано?» as it is heard; a rule that
    reaches the same verdict on it later does not ask again."""
    checker = TurnChecker.for_targets([CardSpan(SECRET, 0.0, 100.0, "guessed")],
                                      rules=[_LateMatch()])
    first = _fed(checker, [WordEvent(0, "бамбуг", 0.0, 0.4, speaker=GUESSER)])
    assert [(a.key, prompt_of(a)) for a in first] == [(("cognate", 0, 1), "guess")]
    assert _fed(checker, [WordEvent(1, "да", 1.0, 1.2, speaker=GUESSER)]) == []
    assert len(checker.raised) == 1
