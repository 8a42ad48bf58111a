"""What the replay page shows of a game and of one turn, and «Проверить заново» on an old turn.

Times on the page are seconds from the turn's start, as the transcript's words and the recording
have them; the cards (secret words) are placed on the same scale from the engine's draw times.
Alerts the recognizer's revisions retracted are listed with `retracted` set (epoch seconds), and
are neither counted nor compared by «Проверить заново». Words are shown, and checked again, with
the judge's corrections of who said them (`api.archive.speakers`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from api.archive.games import OpenGame
from api.archive.joined import JoinedTurn
from api.archive.relisten import NO_SCORER, relisten
from api.archive.rulings import Ruling
from api.archive.speakers import SpeakerFix, with_fixes
from game.export import END_REASONS, OUTCOMES
from game.turn import Outcome, Phase, Turn
from referee.events import Alert
from referee.replay.recheck import diff_alerts
from referee.replay.transcript import CardSpan
from referee.replay.turn_record import TurnPart, TurnRecord, secret_in
from referee.rules.base import Rule
from referee.rules.cards import TurnChecker
from referee.speakers.answers.second_listen import Likelihoods, found_again


def game_summary(opened: OpenGame, rulings: dict[int, Ruling]) -> dict[str, Any]:
    """A game and its turns, for the list on the left of the page."""
    game = opened.game
    started = datetime.strptime(opened.id[:15], "%Y%m%d-%H%M%S")
    return {
        "id": opened.id, "live": opened.live, "finished": game.finished,
        "started": started.strftime("%d.%m.%Y %H:%M"),
        "players": list(game.players), "turns_total": game.total_turns,
        "standings": [s.to_json() for s in game.standings()],
        "turns": [_turn_line(opened, t, rulings.get(t.turn_no), opened.recording(t.turn_no))
                  for t in game.turns],
    }


def _turn_line(opened: OpenGame, turn: Turn, ruling: Ruling | None,
               recording: JoinedTurn) -> dict[str, Any]:
    transcript = opened.transcripts.get(turn.turn_no)
    return {
        "turn_no": turn.turn_no, "circle": turn.slot.circle,
        "explainer": opened.game.players[turn.slot.pair.explainer],
        "guesser": opened.game.players[turn.slot.pair.guesser],
        "played": turn.phase == Phase.DONE,
        "guessed": sum(w.outcome == Outcome.GUESSED for w in turn.words),
        "alerts": sum(a.standing for a in transcript.alerts.values()) if transcript else 0,
        "audio": recording.has_audio,
        "ruling": ruling.verdict.value if ruling else None,
    }


def turn_detail(opened: OpenGame, turn_no: int, history: Sequence[Ruling],
                fixes: dict[int, SpeakerFix]) -> dict[str, Any]:
    """Everything the page shows of turn `turn_no` (`fixes`: its speaker corrections)."""
    game = opened.game
    turn = game.turns[turn_no]
    transcript = opened.transcripts.get(turn_no)
    corrected: dict[int, str] = {}  # slip → its outcome before the first correction
    for event in game.event_log:
        if event.kind == "corrected" and event.turn_no == turn_no:
            corrected.setdefault(event.secret["slip"], event.public["from"])
    recording = opened.recording(turn_no)
    times = _card_times(turn, recording, targets(turn, transcript, resumptions(opened, turn_no)))
    return {
        "game_id": opened.id, "live": opened.live,
        **_turn_line(opened, turn, history[-1] if history else None, recording),
        "phase": turn.phase.value,
        "end_reason": END_REASONS[turn.end_reason.value if turn.end_reason else None],
        "length": None if turn.ended_at is None
        else round(turn.ended_at - (turn.started_at or 0.0), 2),
        "cards": [{"word": w.word, "outcome": w.outcome.value if w.outcome else None,
                   "outcome_title": OUTCOMES[w.outcome.value if w.outcome else None],
                   "from": since, "to": until,
                   "corrected_from": OUTCOMES[corrected[w.slip_id]]
                   if w.slip_id in corrected else None}
                  for w, (since, until) in zip(turn.words, times, strict=True)],
        "transcript": [{**recording.word(w.to_json()),
                        **({"speaker_was": fixes[w.index].was} if w.index in fixes else {})}
                       for w in with_fixes(transcript.words if transcript else [], fixes)],
        "alerts": [recording.alert(a.to_json())
                   for a in (transcript.alerts.values() if transcript else [])],
        "parts": [s.offset for s in recording.stretches] if recording.joined else [],
        "rulings": [r.to_json() for r in history],
        "notes": list(opened.notes),
        "standings": [s.to_json() for s in game.standings()],
    }


def _card_times(turn: Turn, recording: JoinedTurn, parts: Sequence[TurnPart]
                ) -> list[tuple[float, float | None]]:
    """Each card's seconds on the page's time scale: from the turn's start by the game's clock;
    for a turn heard in parts, on the joined recording, from where its part starts there plus
    its start in the part (`parts`: `targets`), each card lasting until the next."""
    start = turn.started_at or 0.0
    clock = [(round(w.drawn_at - start, 2),
              None if w.settled_at is None else round(w.settled_at - start, 2))
             for w in turn.words]
    if not recording.joined:
        return clock
    firsts: dict[str, float] = {}
    for stretch, part in zip(recording.stretches, parts, strict=False):
        for card in part.cards:
            firsts.setdefault(card.word, round(stretch.offset + card.start, 2))
    starts = [firsts.get(w.word, since) for w, (since, _) in zip(turn.words, clock, strict=True)]
    return [(since, starts[n + 1] if n + 1 < len(starts) else None)
            for n, since in enumerate(starts)]


def targets(turn: Turn, transcript: TurnRecord | None = None,
            resumed: Sequence[float] = ()) -> list[TurnPart]:
    """The turn's cards as the checker sees them, part by part, each on the time scale of its
    part's words: as stamped live when the log has them; else (a log from before the stamps) by
    the game's clock, from the start of the part each was drawn in (`resumed`: when each later
    part began by that clock, which also counts the time the server was down), the card on the
    table when a part began standing from its 0 s."""
    if not turn.words:
        return []
    logged = list(transcript.parts) if transcript is not None and transcript.parts else [
        TurnPart(0)]
    begun = [turn.started_at or 0.0, *resumed]
    parts = []
    for n, part in enumerate(logged):
        if part.cards:
            parts.append(part)
            continue
        since = begun[min(n, len(begun) - 1)]
        until = begun[n + 1] if n + 1 < len(begun) and n + 1 < len(logged) else math.inf
        cards = [CardSpan(w.word, max(0.0, w.drawn_at - since)) for w in turn.words
                 if w.drawn_at < until and (w.settled_at is None or w.settled_at > since)]
        parts.append(TurnPart(part.first_word, cards, part.recording))
    return parts


def resumptions(opened: OpenGame, turn_no: int) -> list[float]:
    """When turn `turn_no` was resumed after each outage («Продолжить»), by the game's clock."""
    return [e.at for e in opened.game.event_log
            if e.kind == "turn_resumed" and e.turn_no == turn_no]


def recheck(opened: OpenGame, turn_no: int, rules: Sequence[Rule] | None,
            fixes: dict[int, SpeakerFix], likelihoods: Likelihoods | None = None
            ) -> dict[str, Any]:
    """Run today's checker (`rules`: None for the default rules) over turn `turn_no`'s transcript
    (with the speaker corrections `fixes`), listen again to the guesser's answers on its recording
    with `likelihoods` (None: no scorer, the answers found during the turn are kept as they were),
    and compare with the alerts raised during the turn: kept, new, gone; `changed` are the kept
    ones that now mean something else (a violation become a guess or a form hint, or back);
    `notes` say what could not be done again."""
    turn = opened.game.turns[turn_no]
    transcript = opened.transcripts.get(turn_no)
    words = with_fixes(transcript.words if transcript else [], fixes)
    parts = targets(turn, transcript, resumptions(opened, turn_no))
    logged = [a for a in transcript.alerts.values() if a.standing] if transcript else []
    recording = opened.recording(turn_no)
    now: list[tuple[Alert, str]] = []
    notes: list[str] = []
    if parts and words:
        checker = TurnChecker(functools.partial(secret_in, parts), rules=rules, timed=True)
        for word in words:
            now.extend((a, checker.target_of(a)) for a in checker.feed(word))
        now.extend((a, checker.target_of(a)) for a in checker.finish())  # the turn is over
        if likelihoods is not None:
            found, notes = relisten(recording, words, checker, likelihoods)
            now.extend((a, checker.target_of(a)) for a in found)
    kept = [r for r in logged if found_again(r.alert)] if likelihoods is None else []
    if kept:
        covered = {i for a, _ in now for i in range(*a.span)}
        now.extend((r.alert, r.target) for r in kept if r.alert.span[0] not in covered)
        notes.append(NO_SCORER)
    diff = diff_alerts([r.alert for r in logged], [a for a, _ in now])
    target_of = {r.alert.key: r.target for r in logged} | {a.key: t for a, t in now}

    def shown(alerts: Sequence[Alert]) -> list[dict[str, Any]]:
        return [{**recording.alert(a.to_json()), "target": target_of.get(a.key, "")}
                for a in alerts]

    then = {r.alert.key: _meaning(r.alert) for r in logged}
    changed = {a.key for a in diff.kept if then[a.key] != _meaning(a)}
    return {"turn_no": turn_no, "words": len(words),
            "kept": shown([a for a in diff.kept if a.key not in changed]),
            "changed": shown([a for a in diff.kept if a.key in changed]),
            "new": shown(diff.new), "gone": shown(diff.gone), "notes": notes}


def _meaning(alert: Alert) -> tuple[Any, ...]:
    """What an alert asks of the judge: a violation, «Угадано?» or the form hint, and whose."""
    return (alert.exact_target, alert.evidence.get("prompt"), alert.evidence.get("speaker"))
