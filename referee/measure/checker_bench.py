"""Speed and memory of the streaming checker (`referee bench checker`).

Per-word latency is measured through `Checker.feed` on turns of made-up explanations after a warm-up
turn (models loaded, caches of the warm-up words hot, the measured words new). The secret word is
analysed when its card is drawn (`Checker` construction, as a live turn does on the draw), timed
apart as `prepare_ms` (the median over the turns' new secret words); the cold start is
measured in a fresh interpreter, from its start to a checked word (the English lexicon loaded, the
other foreign lexicons load on their first cue; the derived tables read from the disk cache, built
there by an earlier process); warm figures have all of them loaded.
`p99_long_cpu_ms` is the CPU p99 of the words 101–200 of a long turn (the turns above in a row,
words seen before): what re-reading the transcript at each word would add. `fast_dawg`
says whether pymorphy3 reads its dictionaries with the C DAWG extension (`pymorphy3[fast]`): the
pure-Python reader parses a new word about five times slower.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time
from pathlib import Path

from referee.events import WordEvent
from referee.rules.checker import Checker, warm_up

WARM_UP = ("рука", "часть тела у человека их две на каждой по пять пальцев рифмуется с мука")
TURNS = (
    ("кастрюля", "в ней варят суп стоит на плите у неё есть крышка и две ручки по английски пот"),
    ("карандаш", "им рисуют и пишут его точат точилкой бывает простой и цветной начинается на ка"),
    ("берёза", "белое дерево с чёрными пятнами на коре из него делают веники в бане берёзовый сок"),
    (
        "самолёт",
        "летает по небу с крыльями пассажиры сидят в салоне вон в окне пролетает смотри туда",
    ),
    ("подушка", "на ней спят кладут под голову мягкая с наволочкой в слове три слога"),
    (
        "ведро",
        "в нём носят воду из колодца металлическое или пластиковое рифмуется со словом бедро",
    ),
    ("зонт", "его раскрывают когда идёт дождь по немецки ширм бывает складной и трость"),
    ("лампа", "вот эта штука у меня на столе светит когда темно включаешь и читаешь"),
    ("огурец", "зелёный овощ в пупырышках его солят на зиму в банках с укропом и чесноком"),
    ("часы", "показывают время бывают настенные и наручные тикают а будильник звенит утром"),
)
LONG_TURN = 200  # words of a long turn (a minute or two of talk), its second half measured
LOAD_PROBE = "from referee.rules.checker import warm_up; warm_up()"


def feed_turn(
    target: str, text: str, timings: list[float] | None = None, cpu: list[float] | None = None,
    prepared: list[float] | None = None,
) -> None:
    """Feed a turn word by word; append each word's wall-clock and CPU seconds (and the seconds
    its secret word took to analyse to `prepared`)."""
    began = time.perf_counter()
    checker = Checker(target)
    if prepared is not None:
        prepared.append(time.perf_counter() - began)
    for i, word in enumerate(text.split()):
        began, began_cpu = time.perf_counter(), time.process_time()
        checker.feed(WordEvent(index=i, text=word, start=i * 0.4, end=i * 0.4 + 0.3))
        if timings is not None:
            timings.append(time.perf_counter() - began)
        if cpu is not None:
            cpu.append(time.process_time() - began_cpu)


def long_turn_cpu(words: int = LONG_TURN) -> list[float]:
    """CPU seconds of each word of the second half of a long turn (the bench's turns in a row,
    about the pail): what a word costs when the rules have a long transcript behind it."""
    said = " ".join(text for _, text in TURNS).split()
    cpu: list[float] = []
    feed_turn("ведро", " ".join((said * (words // len(said) + 1))[:words]), cpu=cpu)
    return cpu[words // 2 :]


def cold_start_seconds() -> float:
    root = Path(__file__).resolve().parents[2]
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", LOAD_PROBE], cwd=root, check=True)
    return time.perf_counter() - began


def measure(rounds: int = 3) -> dict[str, float]:
    load_s = cold_start_seconds()
    warm_up(all_languages=True)
    feed_turn(*WARM_UP)
    first: list[float] = []  # words seen for the first time (caches cold for them)
    first_cpu: list[float] = []  # the same in CPU time (the machine may be shared)
    prepared: list[float] = []  # each new secret word's analysis, on its card's draw
    for target, text in TURNS:
        feed_turn(target, text, first, first_cpu, prepared)
    again: list[float] = []  # the same turns again (word caches hot)
    for _ in range(rounds - 1):
        for target, text in TURNS:
            feed_turn(target, text, again)
    return {
        "words_per_s": round(len(first) / sum(first), 1),
        "p50_ms": percentile(first, 0.5),
        "p99_ms": percentile(first, 0.99),
        "p99_cpu_ms": percentile(first_cpu, 0.99),
        "p99_ms_repeat": percentile(again or first, 0.99),
        "p99_long_cpu_ms": percentile(long_turn_cpu(), 0.99),
        "prepare_ms": percentile(prepared, 0.5),
        "load_s": round(load_s, 3),
        "rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "words": len(first),
        "fast_dawg": fast_dawg(),
    }


def fast_dawg() -> bool:
    """pymorphy3 reads its dictionaries with the C extension (not the pure-Python reader)."""
    from pymorphy3.dawg import EXTENSION_AVAILABLE

    return EXTENSION_AVAILABLE


def percentile(seconds: list[float], q: float) -> float:
    ms = sorted(t * 1000 for t in seconds)
    return round(ms[min(len(ms) - 1, int(len(ms) * q))], 4)
