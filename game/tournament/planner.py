"""Seating plans for a stage: who sits at which table in every round, with few repeated opponents.

`plan()` returns a `Plan` whose `repeat_pairs` (pairs of players that met two times or more, see
`bound.py`) is as small as a seeded simulated annealing finds, next to the `lower_bound` no plan can
beat. The search stops early when it reaches the bound, so such plans are provably optimal.

Search. The first round is fixed (any first round is as good as any other up to renaming players):
table `t` gets players `sum(sizes[:t])` onwards, in order, so a caller who numbers the players in
a chosen order decides the first round (see `progression.snake`). A move swaps two players sitting
at different tables in one later round, which keeps every table size. Swaps are scored in
O(table size) from a matrix of meeting counts. Moves are drawn mostly among players who have a
repeat in that round. Everything depends on `seed` only, never on the clock.

Algebraic starts (`starts.designs`). Orthogonal arrays give rounds where units of players sit
together and units never meet twice: single players when tables are no bigger than their number
(4 repeat-free rounds for 100 players at ten tables of ten), otherwise small groups (pairs for 64
players at seven tables). Even runs keep such rounds fixed and anneal only the remaining ones from
random, cycling through the starts with fewer repeats than the best plan so far; odd runs search
as below, so the better of the two wins (the arrays are not always the best base: six players in
pairs have five repeat-free rounds, the array of order 3 only three). A fifth round for 100
players keeps about 30 repeats: the pair of Latin squares of order 10 built in `designs.py` has no
common transversal (counted), so every table of that round repeats at least one pair. When tables
(all of one size) are bigger than their number, groups of players are also planned as single
players (`_grouped`: 60 players at six tables of ten as 30 pairs at tables of five pairs).

Two regimes. When players have more opponent seats than opponents (`bound.player_pigeonhole`),
the best plans keep small groups together (30 players at three tables of 10 for 5 rounds: six
groups of five, each meeting every other group once), so runs start afresh each time and a share
of moves brings a player to someone already met twice. Otherwise runs alternate between a fresh
start and a reheat of the best plan so far. (Measured on 30, 60 and 100 players x 5 rounds.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from common.errors import UserError
from game.tournament.bound import Round, lower_bound, meetings, player_pigeonhole, repeat_pairs
from game.tournament.starts import Design, designs
from game.tournament.tables import SMALLEST_GAME, TABLE_MAX, TABLE_MIN, split

# Share of moves that bring a player to someone already met twice (dense stages only).
BUDDY = 0.5
# Swap attempts per run: so many per seat of every round after the first, at most MAX_MOVES; runs
# until TOTAL_MOVES are spent, between 1 and MAX_RUNS of them (100 players x 5 rounds: 4 runs).
MOVES_PER_SEAT = 400
MAX_MOVES = 160_000
TOTAL_MOVES = 640_000
MAX_RUNS = 16
# Temperature of the annealing (in units of one repeat pair), from hot to cold. Tried on 30, 60 and
# 100 players x 5 rounds: hotter or colder ends are worse; so is a smoother energy (sum of C(m, 2)).
HOT, COLD = 0.3, 0.02
# Share of the effort spent on planning groups of players as single players (see `_grouped`).
GROUPED = 0.5
# How often a move starts from a player who has a repeat in the round rather than anyone.
FOCUS = 0.8


@dataclass(frozen=True)
class Plan:
    """Seating of `rounds[r][t]`: player numbers at table `t` of round `r`, in seating order."""

    rounds: tuple[tuple[tuple[int, ...], ...], ...]
    repeat_pairs: int
    lower_bound: int

    def to_json(self) -> dict:
        return {
            "rounds": [[list(table) for table in tables] for tables in self.rounds],
            "repeat_pairs": self.repeat_pairs,
            "lower_bound": self.lower_bound,
        }


def plan(
    players: int,
    rounds: int,
    table_min: int = TABLE_MIN,
    table_max: int = TABLE_MAX,
    seed: int = 0,
    tables: int | None = None,
    effort: float = 1.0,
    history: Sequence[Round] = (),
) -> Plan:
    """Plan `rounds` rounds for players `0..players-1` at tables of `table_min..table_max`.

    `tables` fixes the number of tables (default: the fewest that fit, see `tables.split`);
    `effort` scales the number of search moves (tests use less, a patient judge may use more).
    `history`: rounds already played in this stage (tables of the same player numbers; players
    who left are simply absent). The new rounds avoid their pairs too; `repeat_pairs` then counts
    over history and new rounds. `lower_bound` is the larger of the repeats already in the history
    and the bound for the new rounds, or for all rounds when the history has the same table sizes.
    """
    if rounds < 1:
        raise UserError(f"Число туров должно быть не меньше 1, а задано {rounds}.")
    stage = _Stage.of(split(players, table_min, table_max, tables), rounds, history)
    rng = random.Random(seed)
    starts = [] if history else _starts(stage.sizes, rounds, seed, effort)
    best = _search(stage, starts, rng, effort)
    seating = _seat(best.table_of, stage.sizes, rng)
    return Plan(seating, repeat_pairs([*history, *seating]), stage.bound)


@dataclass(frozen=True)
class _Stage:
    """What a search plans for: table sizes, new rounds, the bound to reach, meetings already
    played (`prior`), whether the stage is dense (see the module's "Two regimes"), and the
    search budget (`per_run` moves at effort 1, `runs`)."""

    sizes: tuple[int, ...]
    rounds: int
    bound: int
    prior: list[int] | None
    dense: bool
    per_run: int
    runs: int

    @classmethod
    def of(cls, sizes: tuple[int, ...], rounds: int, history: Sequence[Round]) -> _Stage:
        players = sum(sizes)
        same_sizes = all(sorted(map(len, tables), reverse=True) == list(sizes)
                         for tables in history)
        whole = rounds + len(history) if same_sizes else rounds
        bound = max(lower_bound(sizes, whole), repeat_pairs(history))
        movable = rounds if history else rounds - 1
        per_run = min(MAX_MOVES, MOVES_PER_SEAT * players * movable)
        runs = min(MAX_RUNS, max(1, TOTAL_MOVES // max(per_run, 1)))
        return cls(sizes, rounds, bound,
                   _meeting_counts(players, history) if history else None,
                   player_pigeonhole(sizes, rounds + len(history)) > 0, per_run, runs)

    @property
    def players(self) -> int:
        return sum(self.sizes)


def _starts(sizes: tuple[int, ...], rounds: int, seed: int, effort: float) -> list[Design]:
    """Algebraic starts and the grouped plan, fewest repeats first."""
    starts = designs(sizes, rounds)
    grouped = _grouped(sizes, rounds, seed, effort)
    return sorted([*starts, grouped], key=lambda start: start.repeats) if grouped else starts


def _search(stage: _Stage, starts: list[Design], rng: random.Random,
            effort: float) -> _Annealer:
    """Annealing runs until the bound is reached or the budget is spent; the best run."""
    best = _Annealer(stage.sizes, stage.rounds, rng, None, stage.prior)
    for run in range(stage.runs):
        if best.cost <= stage.bound:
            break
        search = _next_run(stage, starts, best, run, rng)
        search.run(stage.bound, int(effort * stage.per_run), BUDDY if stage.dense else 0.0)
        if search.cost < best.cost:
            best = search
    return best


def _next_run(stage: _Stage, starts: list[Design], best: _Annealer, run: int,
              rng: random.Random) -> _Annealer:
    """Even runs build on a start with fewer repeats than the best plan so far (cycling through
    them); other runs, and all when no start is hopeful, start afresh or reheat the best."""
    hopeful = [start for start in starts if start.repeats < best.cost]
    if hopeful and run % 2 == 0:
        return _from_design(stage, hopeful[run // 2 % len(hopeful)], rng)
    reheat = (run // 2 if starts else run) % 2 and not stage.dense
    return _Annealer(stage.sizes, stage.rounds, rng, best.table_of if reheat else None,
                     stage.prior)


def _from_design(stage: _Stage, design: Design, rng: random.Random) -> _Annealer:
    """A run that keeps the design's rounds fixed and starts the remaining ones at random."""
    players = stage.players
    extra = [_blocks(stage.sizes, rng.sample(range(players), players))
             for _ in range(stage.rounds - len(design.rounds))]
    table_of = [list(t) for t in design.rounds] + extra
    return _Annealer(stage.sizes, stage.rounds, rng, table_of, stage.prior,
                     fixed=len(design.rounds))


def _grouped(sizes: tuple[int, ...], rounds: int, seed: int, effort: float) -> Design | None:
    """Groups of `w` players that always sit together, planned as single players, when tables
    (all of one size) are bigger than their number: the least `w` dividing the table size with no
    more groups a table than tables. The groups'
    plan costs `C(w, 2)` per group plus `w * w` per pair of groups meeting again."""
    size, count = sizes[0], len(sizes)
    if rounds < 2 or len(set(sizes)) > 1 or size <= count:
        return None
    width = next((w for w in range(2, size) if size % w == 0 and size // w <= count), None)
    if width is None or size // width < SMALLEST_GAME:
        return None
    per_table = size // width
    groups = plan(per_table * count, rounds, per_table, per_table, seed, count, effort * GROUPED)
    table_of = []
    for tables in groups.rounds:
        of = [0] * (per_table * count * width)
        for t, table in enumerate(tables):
            for group in table:
                of[group * width : (group + 1) * width] = [t] * width
        table_of.append(tuple(of))
    repeats = per_table * count * width * (width - 1) // 2 + groups.repeat_pairs * width * width
    return Design(tuple(table_of), repeats)


def _meeting_counts(players: int, history: Sequence[Round]) -> list[int]:
    """Flat `players x players` matrix of how often each two players sat together."""
    met = [0] * (players * players)
    for (a, b), times in meetings(history).items():
        met[a * players + b] = met[b * players + a] = times
    return met


def _seat(
    assignment: list[list[int]], sizes: tuple[int, ...], rng: random.Random
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Tables from per-round table numbers, players in a random (seeded) seating order."""
    rounds = []
    for table_of in assignment:
        tables: list[list[int]] = [[] for _ in sizes]
        for player, table in enumerate(table_of):
            tables[table].append(player)
        for table in tables:
            rng.shuffle(table)
        rounds.append(tuple(tuple(table) for table in tables))
    return tuple(rounds)


def _blocks(sizes: tuple[int, ...], order: list[int]) -> list[int]:
    """Table number of every player when tables take consecutive runs of `order`."""
    table_of = [0] * len(order)
    start = 0
    for t, size in enumerate(sizes):
        for player in order[start : start + size]:
            table_of[player] = t
        start += size
    return table_of


class _Annealer:
    """One simulated-annealing run over the rounds after the first.

    Starts from `start` (table number of every player, round by round) or a random plan; at the
    end `table_of` and `cost` hold the best plan the run saw. `prior` holds meetings of rounds
    already played (then the first new round is searched too).
    """

    def __init__(
        self,
        sizes: tuple[int, ...],
        rounds: int,
        rng: random.Random,
        start: list[list[int]] | None,
        prior: list[int] | None,
        fixed: int = 1,
    ) -> None:
        self.n = n = sum(sizes)
        self.rng = rng
        self.rounds = rounds
        self.first = 0 if prior else fixed
        if start is None:
            orders = [rng.sample(range(n), n) for _ in range(rounds)]
            if not prior:
                orders[0] = list(range(n))
            start = [_blocks(sizes, order) for order in orders]
        self.table_of = [list(table_of) for table_of in start]
        self.members = [
            [[p for p in range(n) if table_of[p] == t] for t in range(len(sizes))]
            for table_of in self.table_of
        ]
        self.met = list(prior) if prior else [0] * (n * n)
        for tables in self.members:
            for table in tables:
                for a in table:
                    for b in table:
                        if a != b:
                            self.met[a * n + b] += 1
        self.cost = sum(1 for i in range(n) for j in range(i + 1, n) if self.met[i * n + j] >= 2)

    def run(self, bound: int, moves: int, buddy: float) -> None:
        """Anneal for `moves` swap attempts (or until `bound`); keep the best plan seen.

        `buddy`: share of moves that seat a player with someone they met twice or more."""
        if self.rounds <= self.first or len(self.members[0]) < 2 or moves < 1:
            return
        best, best_table_of = self.cost, [list(t) for t in self.table_of]
        cooling = (COLD / HOT) ** (1.0 / moves)
        temperature = HOT
        rng_random = self.rng.random
        for _ in range(moves):
            if best <= bound:
                break
            r, a, b = self._pick(buddy)
            delta = self._delta(r, a, b)
            if delta <= 0 or rng_random() < math.exp(-delta / temperature):
                self._swap(r, a, b)
                self.cost += delta
                if self.cost < best:
                    best, best_table_of = self.cost, [list(t) for t in self.table_of]
            temperature *= cooling
        self.cost, self.table_of = best, best_table_of

    def _pick(self, buddy: float) -> tuple[int, int, int]:
        """A round and two players at different tables in it."""
        rng, n = self.rng, self.n
        r = rng.randrange(self.first, self.rounds)
        table_of = self.table_of[r]
        a = rng.randrange(n)
        if rng.random() < FOCUS:
            for _ in range(8):
                if self._has_repeat(r, a):
                    break
                a = rng.randrange(n)
        if buddy and rng.random() < buddy:
            b = self._buddy_swap(r, a)
            if b is not None:
                return r, a, b
        b = rng.randrange(n)
        while table_of[b] == table_of[a]:
            b = rng.randrange(n)
        return r, a, b

    def _buddy_swap(self, r: int, a: int) -> int | None:
        """Someone at the table of a player `a` met twice or more, sitting apart from `a` in `r`."""
        met, n, table_of = self.met, self.n, self.table_of[r]
        row = a * n
        apart = [x for x in range(n) if met[row + x] >= 2 and table_of[x] != table_of[a]]
        if not apart:
            return None
        buddy = self.rng.choice(apart)
        return self.rng.choice(self.members[r][table_of[buddy]])

    def _has_repeat(self, r: int, a: int) -> bool:
        met, row = self.met, a * self.n
        return any(met[row + x] >= 2 for x in self.members[r][self.table_of[r][a]] if x != a)

    def _delta(self, r: int, a: int, b: int) -> int:
        """Change in repeat pairs if `a` and `b` swap tables in round `r`."""
        members, table_of = self.members[r], self.table_of[r]
        return (self._replace_delta(members[table_of[a]], a, b)
                + self._replace_delta(members[table_of[b]], b, a))

    def _replace_delta(self, table: list[int], leaving: int, joining: int) -> int:
        """Change in repeat pairs among `table`'s other players if `joining` took `leaving`'s
        seat: a pair met twice loses a repeat, a pair met once gains one."""
        met, n = self.met, self.n
        row_leaving, row_joining = leaving * n, joining * n
        delta = 0
        for x in table:  # a plain loop: this is the annealer's innermost step
            if x != leaving:
                delta += (met[row_joining + x] == 1) - (met[row_leaving + x] == 2)
        return delta

    def _swap(self, r: int, a: int, b: int) -> None:
        table_of, members = self.table_of[r], self.members[r]
        ta, tb = table_of[a], table_of[b]
        self._replace(members[ta], a, b)
        self._replace(members[tb], b, a)
        members[ta][members[ta].index(a)] = b
        members[tb][members[tb].index(b)] = a
        table_of[a], table_of[b] = tb, ta

    def _replace(self, table: list[int], leaving: int, joining: int) -> None:
        """Count the meetings of `table`'s other players: with `leaving` one fewer, with
        `joining` one more (called before the seats change)."""
        met, n = self.met, self.n
        for x in table:
            if x != leaving:
                met[leaving * n + x] -= 1
                met[x * n + leaving] -= 1
                met[joining * n + x] += 1
                met[x * n + joining] += 1
