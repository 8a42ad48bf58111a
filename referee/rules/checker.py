"""The streaming rule checker of one turn: words in, new alerts out.

The recognizer emits words one by one, and revises partial ones: an event with an index already
seen replaces that word; `truncate` drops words a shrunk partial hypothesis no longer has. After
each change the rules look at the transcript from the first changed word on. An alert is raised
once: a later alert of the same rule on the same span, or overlapping one already raised, is not
new. When `truncate` withdraws words, the alerts raised on any of them are withdrawn too
(returned, so the judge's screen can retract them) and are raised again if the same words come
back. A stream consumer calls `withdraw(event)` before `feed(event)`: when the event replaces a
word with another word, the alerts resting on the old word are withdrawn the same way, and the
new word is checked afresh (`referee.rules.cards.checked`).

    checker = Checker("рука")
    for event in events:
        for alert in checker.feed(event):
            show(alert)
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TextIO

from common.analyzer import normalize
from referee.events import Alert, WordEvent
from referee.rules.base import Rule, Token
from referee.rules.cognate import Cognate
from referee.rules.foreign.rule import Foreign
from referee.rules.helpers import HelperWords
from referee.rules.letters import Letters
from referee.rules.pointing import Pointing
from referee.rules.soundalike import SoundAlike


def default_rules() -> tuple[Rule, ...]:
    """The rules a turn is checked against, in the order their alerts are reported."""
    return (Cognate(), Letters(), SoundAlike(), Pointing(), Foreign(), HelperWords())


def warm_up(all_languages: bool = False) -> None:
    """Load the resources the rules use (dictionaries, word frequencies, the English lexicon) now,
    e.g. at server start, so that the first turn is as fast as the others (about 2 s; 5 to 6 s
    when the tables are built, not read from the disk cache: `referee.language.disk_cache`). The
    other foreign lexicons load on their first language cue («по-немецки»: about 0.1 s each from
    the cache, 0.6 s built) unless `all_languages` (0.1 s more, 3 s built; run it in a background
    thread at server start). With them, the cue words' own foreign readings are looked up too: a
    cue word stands next to every foreign word said after it, and is asked whether it is half of
    a foreign phrase (a few ms)."""
    from referee.lang.foreign import CUE_FORMS
    from referee.language import frequency
    from referee.language.translit import preload
    from referee.rules.foreign.cues import ALL_LANGS
    from referee.rules.foreign.evidence import phrase_word

    preload(ALL_LANGS if all_languages else ALL_LANGS[:1])
    frequency.preload()
    check_text("рука", "рукопожатие по английски хенд по немецки хант по французски мэн эр у "
                       "ка а первая буква слог рифмуется с мука вон там ревмуется")
    if all_languages:  # (`phrase_word` reads every language)
        for form in CUE_FORMS:
            for lang in ALL_LANGS:
                phrase_word(form, lang)
    gc.freeze()  # what was loaded lives as long as the process: out of the collector's walks (the
    # lexicons loaded after the Russian one froze its own: a full collection over them stalled
    # a word by 150 ms, see `referee.language.lexicon.lexicon`)


def prepare(target: str, rules: Sequence[Rule] | None = None) -> None:
    """Analyse secret word `target` for the rules ahead of its first word (a live turn calls it
    when the card is drawn; a `Checker` on construction; cached, so done once).

    The draw is also where the garbage collector runs, where nobody waits for a word
    (`_collect_and_set_aside`)."""
    for rule in default_rules() if rules is None else rules:
        ahead = getattr(rule, "prepare", None)  # only rules with per-target analysis have it
        if ahead is not None:
            ahead(normalize(target))
    _collect_and_set_aside()


def _collect_and_set_aside() -> None:
    """Collect what the earlier turns left, then freeze what lives on (the word caches' entries:
    hundreds of thousands of objects after a few thousand turns) out of the collector's walks.
    Left in, they made a full collection that grew with them stall one word of a turn in the
    middle of a long session (22 times over 4,600 turns, up to 2 s), and a collection of the
    middle generation cost about 1 ms on a word. What is frozen is still freed when no longer
    referenced; only a reference cycle that outlives a draw and dies later is never collected
    (the checker makes none: tests/test_checker_caches.py)."""
    gc.collect()  # walks only what the last turn added: the rest is frozen
    gc.freeze()


class Checker:
    """Checks one turn of explaining `target` as the words arrive.

    `debug` (a text stream, e.g. `sys.stderr`) logs each alert raised or suppressed and why.
    """

    def __init__(
        self,
        target: str,
        *,
        rules: Sequence[Rule] | None = None,
        min_confidence: float = 0.5,
        debug: TextIO | None = None,
    ) -> None:
        self.target = normalize(target)
        self.rules = tuple(default_rules() if rules is None else rules)
        prepare(self.target, self.rules)
        self.min_confidence = min_confidence
        self.debug = debug
        self._tokens: list[Token] = []
        self._heard: list[str] = []  # the words as the recognizer spelled them (ё, case)
        self._alerts: list[Alert] = []
        self._keys: set[tuple[str, int, int]] = set()

    @property
    def tokens(self) -> tuple[Token, ...]:
        return tuple(self._tokens)

    @property
    def alerts(self) -> tuple[Alert, ...]:
        return tuple(self._alerts)

    def feed(self, event: WordEvent) -> list[Alert]:
        """Add or revise the word at `event.index`; return the alerts raised for the first time."""
        if event.index < 0 or event.index > len(self._tokens):
            raise ValueError(
                f"word index {event.index} skips ahead: the turn has {len(self._tokens)} words"
            )
        token = Token(event.index, normalize(event.text), event.start, event.end, event.conf,
                      tuple(normalize(a) for a in event.alternatives), event.speaker)
        if event.index == len(self._tokens):
            self._tokens.append(token)
            self._heard.append(event.text.strip())
            return self._run(event.index)
        self._heard[event.index] = event.text.strip()
        if self._tokens[event.index] == token:
            return []
        self._tokens[event.index] = token
        return self._run(event.index)

    def truncate(self, length: int) -> list[Alert]:
        """Forget the words from position `length` on (a partial hypothesis got shorter); return
        the alerts raised on any of them, now withdrawn."""
        length = max(length, 0)
        del self._tokens[length:]
        del self._heard[length:]
        return self._forget(lambda span: span[1] > length)

    def withdraw(self, event: WordEvent) -> list[Alert]:
        """Call before `feed(event)`: if `event` replaces the word at its index with another word
        (not the same word in other case or with ё), forget the alerts whose span holds that word
        and return them; `feed` then checks the new word afresh."""
        index = event.index
        if index >= len(self._tokens) or self._tokens[index].text == normalize(event.text):
            return []
        return self._forget(lambda span: span[0] <= index < span[1])

    def _forget(self, withdrawn_at: Callable[[tuple[int, int]], bool]) -> list[Alert]:
        withdrawn = [a for a in self._alerts if withdrawn_at(a.span)]
        if withdrawn:
            self._alerts = [a for a in self._alerts if not withdrawn_at(a.span)]
            self._keys = {a.key for a in self._alerts}
        return withdrawn

    def finish(self) -> list[Alert]:
        """The turn (or its card) is over: the alerts a rule held back for words that did not
        come (a rule's optional `finish(tokens, target)`: the foreign rule's «по английски сок»
        at the end). Call once, after the last word."""
        return self._run(0, finished=True)

    def _run(self, start: int, finished: bool = False) -> list[Alert]:
        found: list[tuple[Rule, Alert]] = []
        tokens = tuple(self._tokens)  # one transcript for all the rules: what they share (the
        # language cues, `referee.rules.foreign.cues.cues`) is read once
        for rule in self.rules:
            ending = getattr(rule, "finish", None)  # only rules that hold alerts back have it
            if finished and ending is None:
                continue
            if finished:
                found += [(rule, alert) for alert in ending(tokens, self.target)]
            else:
                found += [(rule, alert) for alert in rule.check(tokens, self.target, start)]
        likened = self._likened([alert for _, alert in found] + self._alerts)
        new = []
        for rule, alert in found:
            accepted = self._accept(rule, alert, likened)
            if accepted is not None:
                new.append(accepted)
        return new

    def _likened(self, alerts: Sequence[Alert]) -> dict[int, float]:
        """The positions of the words that sound-alike alerts liken to the secret word, with the
        confidence of the surest such alert."""
        likened: dict[int, float] = {}
        for alert in alerts:
            if alert.rule != "soundalike" or alert.confidence < self.min_confidence:
                continue
            for k in range(*alert.span):
                if k < len(self._tokens) and self._tokens[k].text == alert.evidence.get("helper"):
                    likened[k] = max(likened.get(k, 0.0), alert.confidence)
        return likened

    def _accept(self, rule: Rule, alert: Alert, likened: dict[int, float]) -> Alert | None:
        """The alert as raised (its words as heard), or None when it is rejected."""
        reason = self._rejection(alert, likened)
        if self.debug is not None:
            verdict = f"отклонено ({reason})" if reason else "ПРИНЯТО"
            print(
                f"[{rule.name}] {verdict}: {alert.rule} {list(alert.span)} "
                f"{' '.join(alert.words)!r} {alert.confidence:.2f} {alert.evidence}",
                file=self.debug,
            )
        if reason:
            return None
        alert = replace(alert, words=tuple(self._heard[alert.span[0] : alert.span[1]]))
        self._alerts.append(alert)
        self._keys.add(alert.key)
        return alert

    def _rejection(self, alert: Alert, likened: dict[int, float]) -> str | None:
        if alert.confidence < self.min_confidence:
            return f"уверенность ниже {self.min_confidence}"
        if _superseded(alert, likened):
            return "слово названо как созвучное"
        if alert.key in self._keys:
            return "уже было"
        for old in self._alerts:
            if old.rule == alert.rule and _overlap(old.span, alert.span):
                return f"перекрывается с {list(old.span)}"
        return None


def _superseded(alert: Alert, likened: dict[int, float]) -> bool:
    """A cognate alert on a word that a surer sound-alike alert likens to the secret word: one
    alert a word, for the stronger reason. The player offered the word for its sound («рифма с
    галка» heard «сгалка» for скалка, «рифмуется с обёртка» for отвёртка), so its sounds or a
    root read in them are the hint, not a slip; a word of the secret word's family that sounds
    only a little like it («звучит как кувшин» for кувшинка) stays a cognate. An alert raised
    before the sound-alike one is not taken back."""
    return alert.rule == "cognate" and any(
        alert.confidence <= likened.get(k, 0.0) for k in range(*alert.span))


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def check_text(
    target: str, text: str, min_confidence: float = 0.5, *, debug: TextIO | None = None
) -> list[Alert]:
    """All alerts on `text.split()` for `target`, fed word by word as the recognizer would."""
    checker = Checker(target, min_confidence=min_confidence, debug=debug)
    for index, word in enumerate(text.split()):
        checker.feed(WordEvent(index=index, text=word, start=float(index), end=float(index) + 0.5))
    checker.finish()
    return list(checker.alerts)


if __name__ == "__main__":  # python3 -m referee.rules.checker TARGET TEXT: debug trace of one line
    for found in check_text(sys.argv[1], sys.argv[2], debug=sys.stderr):
        print(found.to_json())
