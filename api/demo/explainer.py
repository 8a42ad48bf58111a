"""The demo's explainer: a `Speaker` (`api.live.listening`) who, in every turn, says what a card
says about the secret word — the sample round's audio into the demo's voice (recognised when a
speech model is loaded, else recorded) and, when nothing recognises it, its words, entered at
the times they were said like typed ones, grey first and then confirmed, each with who said it in
the sample's script (the dashboard shows the guesser's words apart, and the rules judge by
speaker). The samples' two roles are one Festival voice, so recognised audio is not attributed.

With a robot judge (`referee demo`) it tells the judge when a card was said (`judge`), and says
nothing more about a word than its sample round did. With a person judging (`referee demo
--judge`, `referee serve --demo`) it improvises about the word after a pause, again and again,
until the word changes or the turn ends.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace

from api.demo.cards import Card, improvised_card
from api.demo.voice import DemoVoice
from api.live.listening import HeardTurn
from referee.events import WordEvent
from referee.speech.engines.spotting import default_family

PARTIAL_SECONDS = 0.2  # a word shows grey this long before it is confirmed
PAUSE_SECONDS = 2.0  # before improvising about the same word again


class Explainer:
    """Says `cards` in the turns it is begun in; `voice`: where their audio goes (None: no
    audio); `speed`: how much faster than life; `improvise`: keep talking about a word."""

    def __init__(self, cards: dict[str, Card], voice: DemoVoice | None = None, *,
                 speed: float = 1.0, improvise: bool = False, seed: int | None = None) -> None:
        self.cards = cards
        self.voice = voice
        self.speed = speed
        self.improvise = improvise
        self.judge: Callable[[Card], Awaitable[None]] | None = None  # told when a card was said
        self.rng = random.Random(seed)
        self._moved = asyncio.Event()
        self._task: asyncio.Task | None = None

    def note(self, recognised: bool) -> str:
        if recognised:
            return ("Демонстрация: звук образцов распознаёт модель речи, как микрофон; ходы "
                    "записываются — их можно переслушать в «Записях и спорах».")
        voiced = (" Звук образцов записывается — ходы можно переслушать в «Записях и спорах»."
                  if self.voice is not None else "")
        return ("Демонстрация: объясняющий говорит по образцам, микрофон не нужен; слова "
                "можно и вписывать в поле «Услышано»." + voiced)

    def begin(self, turn: HeardTurn, typed: bool) -> None:
        self.stop()
        self._moved = asyncio.Event()
        self._task = asyncio.create_task(self._talk(turn, typed))

    def retarget(self, word: str) -> None:
        self._moved.set()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    @property
    def talking(self) -> bool:
        return self._task is not None and not self._task.done()

    # ---- one turn -----------------------------------------------------------------------

    async def _talk(self, turn: HeardTurn, typed: bool) -> None:
        began = asyncio.get_running_loop().time()
        word = turn.secret_word()
        while word is not None:
            card = self.cards.get(word) or await self._improvised(word)
            await self._say(card, turn, typed, began)
            if self.judge is not None:
                await self.judge(card)
            word = await self._next_word(word, turn)

    async def _next_word(self, word: str, turn: HeardTurn) -> str | None:
        """The word to explain next: the new secret word once one is drawn; the same word after
        a pause when improvising; None once the turn has no word on."""
        while True:
            self._moved.clear()
            now = turn.secret_word()
            if now != word:
                return now
            try:
                await asyncio.wait_for(self._moved.wait(),
                                       PAUSE_SECONDS / self.speed if self.improvise else None)
            except TimeoutError:
                return word

    async def _improvised(self, word: str) -> Card:
        family = await asyncio.get_running_loop().run_in_executor(None, default_family, word)
        return improvised_card(word, family, self.rng)

    async def _say(self, card: Card, turn: HeardTurn, typed: bool, began: float) -> None:
        """The card's audio into the voice; its words entered unless a model hears the audio,
        timed from where the audio starts in the turn's recording (in step with it)."""
        piece = await self.voice.say(card) if self.voice is not None else None
        if piece is not None and not typed:
            await piece.said()
            return
        offset = asyncio.get_running_loop().time() - began
        if piece is not None:
            offset = await piece.started()
            if offset is None:  # the turn ended before the card was said
                return
        await turn.enter(self._timed(card, offset))

    async def _timed(self, card: Card, offset: float) -> AsyncIterator[WordEvent]:
        """The card's words at the pace they were said, `offset` seconds into the turn; each a
        partial first, then final (indices count from 0, a partial and its final share one)."""
        loop = asyncio.get_running_loop()
        card_began = loop.time()
        for n, said in enumerate(card.words):
            start, end = said.start / self.speed, said.end / self.speed
            await asyncio.sleep(max(0.0, card_began + start - loop.time()))
            word = WordEvent(n, said.text, round(offset + start, 3), round(offset + end, 3),
                             said.conf, final=False, speaker=said.speaker)
            yield word
            await asyncio.sleep(PARTIAL_SECONDS / self.speed)
            yield replace(word, final=True)
