"""Orthogonal arrays: the algebra behind seating rounds in which nobody meets anyone twice.

An orthogonal array OA(k, n) has `n * n` rows of `k` symbols from `0..n-1` such that any two
columns hold every ordered pair of symbols exactly once. Read as a tournament, the rows are players
and every column is a round: table `x` of column `c` seats the players whose row has `x` there. Two
players share a table in at most one round (two rows agree in at most one column), so the `k`
rounds are repeat-free. `k - 2` is the number of mutually orthogonal Latin squares of order `n`.

Constructions, the one with the most columns wins:
- `n` a prime power: the affine plane AG(2, n) over the field GF(n), `n + 1` columns (row `(x, y)`
  holds `x` and `a * x + y` for every `a` of the field: its lines of every slope).
- `n = 3u + 1` with an OA(4, u): the Bose–Shrikhande–Parker style construction with a quasi-
  difference matrix, 4 columns. Symbols are `Z_m` (`m = 2u + 1`) and `u` extra symbols `∞_i`;
  rows are an OA(4, u) on the `∞`s, the constant rows `(x, x, x, x)` and the `m` translates of
  `4u` base rows, one for every column `c` and `∞_i`, with `∞_i` at `c` and residues elsewhere,
  chosen (by a small backtracking search) so that the differences between any two columns are
  `1..m-1` once each. This gives two orthogonal Latin squares of order 10, Euler's "impossible"
  case.
- `n = a * b`: the product of an OA(k, a) and an OA(k, b) (MacNeish).
- any `n`: rows `(x, y, x + y mod n)`, 3 columns (one Latin square, the cyclic group table).
"""

from __future__ import annotations

from functools import cache
from itertools import product

Row = tuple[int, ...]
# Nodes the base-row search may visit before giving up (order 10 needs a few hundred).
SEARCH_BUDGET = 2_000


def orthogonal_array(n: int) -> tuple[Row, ...]:
    """An OA(k, n) with as many columns `k >= 3` as the constructions above give (`n >= 1`)."""
    return _best(n)


@cache
def _best(n: int) -> tuple[Row, ...]:
    candidates = [tuple((x, y, (x + y) % n) for x in range(n) for y in range(n))]
    if _prime_power(n):
        candidates.append(_affine_plane(n))
    for a in range(2, n):
        if n % a == 0:
            candidates.append(_product(_best(a), _best(n // a), n // a))
    best = max(candidates, key=lambda rows: len(rows[0]))
    u = (n - 1) // 3
    if len(best[0]) < 4 and n % 3 == 1 and u >= 3 and len(_best(u)[0]) >= 4:
        return _three_u_plus_one(u) or best
    return best


def _prime_power(n: int) -> tuple[int, int] | None:
    """`(p, e)` with `n == p ** e` and `p` prime, or None."""
    if n < 2:
        return None
    p = next(d for d in range(2, n + 1) if n % d == 0)
    e, rest = 0, n
    while rest % p == 0:
        rest //= p
        e += 1
    return (p, e) if rest == 1 else None


def _field(p: int, e: int) -> tuple[list[list[int]], list[list[int]]]:
    """Addition and multiplication tables of GF(p**e); elements are base-`p` digit vectors of
    polynomials, reduced modulo the first monic polynomial of degree `e` that yields a field."""
    q = p**e
    digits = [[(x // p**i) % p for i in range(e)] for x in range(q)]

    def number(coeffs: list[int]) -> int:
        return sum(c * p**i for i, c in enumerate(coeffs))

    add = [
        [number([(a + b) % p for a, b in zip(digits[x], digits[y], strict=True)]) for y in range(q)]
        for x in range(q)
    ]
    for tail in product(range(p), repeat=e):
        modulus = list(tail)  # x**e == -(tail . x**i): reduce with it
        mul = [
            [number(_poly_mul(digits[x], digits[y], modulus, p)) for y in range(q)]
            for x in range(q)
        ]
        if all(sorted(mul[x]) == list(range(q)) for x in range(1, q)):
            return add, mul
    raise AssertionError(f"no irreducible polynomial of degree {e} over GF({p})")


def _poly_mul(a: list[int], b: list[int], modulus: list[int], p: int) -> list[int]:
    e = len(a)
    full = [0] * (2 * e)
    for i, ai in enumerate(a):
        for j, bj in enumerate(b):
            full[i + j] = (full[i + j] + ai * bj) % p
    for power in range(2 * e - 1, e - 1, -1):
        top, full[power] = full[power], 0
        for i, c in enumerate(modulus):
            full[power - e + i] = (full[power - e + i] - top * c) % p
    return full[:e]


def _affine_plane(q: int) -> tuple[Row, ...]:
    p, e = _prime_power(q) or (q, 1)
    add, mul = _field(p, e)
    return tuple((x, *(add[mul[a][x]][y] for a in range(q))) for x in range(q) for y in range(q))


def _product(left: tuple[Row, ...], right: tuple[Row, ...], base: int) -> tuple[Row, ...]:
    k = min(len(left[0]), len(right[0]))
    return tuple(tuple(a[c] * base + b[c] for c in range(k)) for a in left for b in right)


def _three_u_plus_one(u: int) -> tuple[Row, ...] | None:
    """OA(4, 3u + 1) from an OA(4, u) and base rows over Z_(2u+1), or None if the search fails."""
    m = 2 * u + 1
    base = _base_rows(u, m)
    if base is None:
        return None
    infinite = tuple(tuple(m + s for s in row[:4]) for row in _best(u))
    constant = tuple((x,) * 4 for x in range(m))
    developed = tuple(
        tuple(m + entry[1] if isinstance(entry, tuple) else (entry + shift) % m for entry in row)
        for row in base
        for shift in range(m)
    )
    return infinite + constant + developed


def _base_rows(u: int, m: int) -> list[list[int | tuple[str, int]]] | None:
    """Base rows: `("inf", i)` at one column, residues mod `m` elsewhere (the first one 0), such
    that for every two columns the differences of rows with residues in both are distinct and
    nonzero. Deterministic depth-first search within `SEARCH_BUDGET` nodes."""
    slots = [(c, i) for c in range(4) for i in range(u)]
    used: dict[tuple[int, int], set[int]] = {
        (a, b): set() for a in range(4) for b in range(a + 1, 4)
    }
    rows: list[list[int | tuple[str, int]]] = []
    budget = SEARCH_BUDGET

    def extend(k: int) -> bool:
        nonlocal budget
        budget -= 1
        if k == len(slots) or budget < 0:
            return k == len(slots)
        column, infinity = slots[k]
        finite = [c for c in range(4) if c != column]
        for v1 in range(m):
            for v2 in range(m):
                values = dict(zip(finite, (0, v1, v2), strict=True))
                diffs = [
                    ((a, b), (values[b] - values[a]) % m) for a in finite for b in finite if a < b
                ]
                if any(d == 0 or d in used[key] for key, d in diffs):
                    continue
                for key, d in diffs:
                    used[key].add(d)
                row: list[int | tuple[str, int]] = [values.get(c, 0) for c in range(4)]
                row[column] = ("inf", infinity)
                rows.append(row)
                if extend(k + 1):
                    return True
                rows.pop()
                for key, d in diffs:
                    used[key].discard(d)
        return False

    return rows if extend(0) else None
