"""`referee eval speakers`: speaker attribution and the rules by speaker on the two-speaker rounds.

Each round is recognised (Whisper, or the true words with `recognize=None`), clean and with noise
at 10 dB SNR; its words are attributed as live (`Attributor.tag`, causally) with the players'
prints (enrolled) and without (unenrolled), and fed to the turn checker. A recognised word's true
speaker is the speaker of the true word it overlaps most (words overlapping none are not counted);
an uncertain word counts as wrong. Rule figures are summed over the four runs of every round;
`with_true_speakers` gives them once more over the clean and the noisy recognition with every
word's true speaker, i.e. what recognition alone misses (twice the rounds, not four times).
`guess_prompts_false` counts «Угадано?» asked over no guess of the secret word in the script.
An alert whose speaker is uncertain asks the judge «кто сказал?» (`prompt` "who") and counts as
neither a violation nor a prompt: an explainer's secret word so asked is missed, and so is a
guesser's guess or same-root guess; `who_asked_guesser` and `who_asked_explainer` count these
questions by the true speaker of their words (all the guesser's, or any of the explainer's).

With `likelihoods` (Whisper's, `WhisperEngine.likelihoods`), the guesser's words left without an
alert are listened to again (`referee.speakers.answers.second_listen`) in every run, and what it
finds is raised as the live turn raises it (`TurnChecker.answer`: only where its words stand
without another verdict than a question «кто сказал?»);
`second_listens` counts the stretches of audio scored (each once: the runs of a round share them)
and `second_listen_p50_ms`/`_p95_ms` give the CPU time of one (the process's, both cores).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from referee.events import Alert, WordEvent
from referee.measure.synth import EXPLAINER, GUESSER, ExpectedAlert
from referee.replay.cards import target_of
from referee.rules.cards import TurnChecker
from referee.speakers.answers.second_listen import Likelihoods, second_listen
from referee.speakers.attribution import UNCERTAIN, Attributor, Settings
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import PairPrints, voice_print
from referee.speakers.rounds import SpeakerRound, all_rounds, enrolment_audio
from referee.speakers.verdicts import is_violation, prompt_of

Recognize = Callable[[np.ndarray], list[WordEvent]]
RUNS = (("enrolled", False), ("unenrolled", False), ("noisy", True), ("noisy_unenrolled", True))


@dataclass
class Tally:
    """Counts over the runs."""

    correct: dict[str, int] = field(default_factory=dict)
    counted: dict[str, int] = field(default_factory=dict)
    rules: dict[str, int] = field(default_factory=lambda: dict.fromkeys(
        ("guesser_violations", "explainer_secret_missed", "guess_prompts_missed",
         "form_hints_missed", "guess_prompts_false", "who_asked_guesser",
         "who_asked_explainer"), 0))
    words: int = 0

    def accuracy(self, run: str) -> float:
        return round(self.correct.get(run, 0) / max(1, self.counted.get(run, 0)), 4)


def true_speaker(round_: SpeakerRound, word: WordEvent) -> str | None:
    """The speaker of the true word `word` overlaps most (None: it overlaps none)."""
    best, speaker = 0.0, None
    for truth, who in zip(round_.words, round_.speakers, strict=True):
        overlap = min(word.end, truth.end) - max(word.start, truth.start)
        if overlap > best:
            best, speaker = overlap, who
    return speaker


def attributed(words: Sequence[WordEvent], audio: np.ndarray, encoder: VoiceEncoder,
               prints: PairPrints | None, settings: Settings | None = None) -> list[WordEvent]:
    """The words tagged one by one, each with the audio up to its end (as live; `settings`
    None: the attribution's own)."""
    attributor = Attributor(encoder, prints, settings or Settings())
    given = 0
    tagged = []
    for word in words:
        until = min(len(audio), int(np.ceil(word.end * 16_000)) + 1)
        if until > given:
            attributor.extend(audio[given:until])
            given = until
        tagged.append(attributor.tag(word))
    return tagged


class Scored:
    """`likelihoods` remembered by audio and texts (the runs of a round score the same words),
    with the CPU time of each scoring."""

    def __init__(self, likelihoods: Likelihoods) -> None:
        self.likelihoods = likelihoods
        self.known: dict[tuple[str, tuple[str, ...]], list[tuple[float, ...]]] = {}
        self.cpu_ms: list[float] = []

    def __call__(self, audio: np.ndarray, texts: Sequence[str]) -> list[tuple[float, ...]]:
        key = (hashlib.sha1(np.ascontiguousarray(audio).tobytes()).hexdigest(), tuple(texts))
        if key not in self.known:
            began = time.process_time()
            self.known[key] = self.likelihoods(audio, texts)
            self.cpu_ms.append((time.process_time() - began) * 1000)
        return self.known[key]

    def figures(self) -> dict[str, object]:
        spent = self.cpu_ms or [0.0]
        return {"second_listens": len(self.cpu_ms),
                "second_listen_p50_ms": round(float(np.percentile(spent, 50)), 1),
                "second_listen_p95_ms": round(float(np.percentile(spent, 95)), 1)}


def checked(round_: SpeakerRound, words: Sequence[WordEvent], audio: np.ndarray | None = None,
            scored: Scored | None = None) -> list[Alert]:
    """The turn checker's alerts on `words`, and those of a second listen to `audio` if
    `scored`, as the live turn raises them (`TurnChecker.answer`)."""
    checker = TurnChecker.for_targets(round_.targets)
    alerts = [alert for word in words for alert in checker.feed(word)]
    if scored is None or audio is None:
        return alerts
    by_index = {word.index: word for word in words}
    found = second_listen(words, alerts, audio, lambda word: round_.targets[target_of(
        round_.targets, word.start)].word, scored)
    return alerts + [raised for alert in found
                     for raised in checker.answer(by_index[alert.span[1] - 1], alert)]


def _heard(expected: ExpectedAlert, round_: SpeakerRound, alerts: Sequence[Alert],
           wanted: Callable[[Alert], bool]) -> bool:
    return any(wanted(a) and _over(a, round_.words[expected.index]) for a in alerts)


def _over(alert: Alert, word: WordEvent) -> bool:
    return (alert.start is not None and alert.end is not None
            and alert.start < word.end and word.start < alert.end)


def score_rules(round_: SpeakerRound, words: Sequence[WordEvent], alerts: Sequence[Alert],
                tally: Tally) -> None:
    by_index = {w.index: w for w in words}
    for alert in alerts:
        spoken = [true_speaker(round_, by_index[i]) for i in range(*alert.span) if i in by_index]
        if is_violation(alert) and spoken and all(s == GUESSER for s in spoken):
            tally.rules["guesser_violations"] += 1
        if prompt_of(alert) == "who" and spoken:
            tally.rules["who_asked_explainer" if EXPLAINER in spoken else "who_asked_guesser"] += 1
        guesses = [round_.words[e.index] for e in round_.expected
                   if e.speaker == GUESSER and e.exact_target]
        if prompt_of(alert) == "guess" and not any(_over(alert, w) for w in guesses):
            tally.rules["guess_prompts_false"] += 1
    for expected in round_.expected:
        if expected.speaker == EXPLAINER and expected.exact_target:
            key, wanted = "explainer_secret_missed", is_violation
        elif expected.speaker == GUESSER and expected.exact_target:
            key, wanted = "guess_prompts_missed", lambda a: prompt_of(a) == "guess"
        elif expected.speaker == GUESSER and expected.rule == "cognate":
            key, wanted = "form_hints_missed", lambda a: prompt_of(a) == "form"
        else:
            continue
        if not _heard(expected, round_, alerts, wanted):
            tally.rules[key] += 1


def evaluate(recognize: Recognize | None, encoder: VoiceEncoder | None = None,
             rounds: Sequence[SpeakerRound] | None = None,
             likelihoods: Likelihoods | None = None) -> dict[str, object]:
    """The figures of `referee eval speakers --json` (with a second listen given
    `likelihoods`)."""
    scored = Scored(likelihoods) if likelihoods is not None else None
    encoder = encoder or VoiceEncoder()
    rounds = list(rounds) if rounds is not None else all_rounds()
    enrolled = {name: voice_print(encoder, enrolment_audio(name))
                for name in {p for r in rounds for p in (r.explainer, r.guesser)}}
    tally = Tally()
    baseline = Tally()  # the rules with the true speakers: what the recognizer alone misses
    for round_ in rounds:
        prints = PairPrints(enrolled[round_.explainer], enrolled[round_.guesser])
        for noisy in (False, True):
            audio = round_.noisy() if noisy else round_.audio
            words = list(round_.words) if recognize is None else recognize(audio)
            tally.words += len(words) if not noisy else 0
            for run, run_noisy in RUNS:
                if run_noisy == noisy:
                    _run(round_, words, audio, encoder,
                         None if run.endswith("unenrolled") else prints, run, tally, scored)
            truly = [replace(w, speaker=true_speaker(round_, w) or UNCERTAIN) for w in words]
            score_rules(round_, truly, checked(round_, truly, audio, scored), baseline)
    return {"rounds": len(rounds), "words": tally.words,
            **{f"accuracy_{run}": tally.accuracy(run) for run, _ in RUNS}, **tally.rules,
            "with_true_speakers": baseline.rules, **(scored.figures() if scored else {})}


def _run(round_: SpeakerRound, words: list[WordEvent], audio: np.ndarray, encoder: VoiceEncoder,
         prints: PairPrints | None, run: str, tally: Tally, scored: Scored | None) -> None:
    tagged = attributed(words, audio, encoder, prints)
    for word in tagged:
        truth = true_speaker(round_, word)
        if truth is not None:
            tally.counted[run] = tally.counted.get(run, 0) + 1
            tally.correct[run] = tally.correct.get(run, 0) + (word.speaker == truth)
    score_rules(round_, tagged, checked(round_, tagged, audio, scored), tally)
