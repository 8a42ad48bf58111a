"""Speed and memory of the morphology behind the cognate rule; prints one JSON line.

    python3 scripts/bench_morphology.py [TEXTS.jsonl]

`load_s`: cold start (imports, lexicon from the disk cache, analyzer, embeddings) to the first
result; `p50_ms`/`p99_ms`: per word, first sight of each (target, word) pair (no result cache),
the secret words prepared beforehand as a turn does when it starts;
`p99_cpu_ms`: the same in CPU time of this thread (what a busy shared machine does not add);
`rss_mb`: peak resident memory. Texts default to the explanations dev set.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from pathlib import Path

T0 = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.language.morphology import morphology  # noqa: E402
from referee.language.semantics import similarity  # noqa: E402


def main() -> None:
    dev_set = Path(__file__).resolve().parent.parent / "eval" / "explanations_dev.jsonl"
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else dev_set
    lines = [json.loads(line) for line in path.open(encoding="utf-8")]
    m = morphology()
    m.same_root("рука", "ручка")
    similarity("рука", "ручка")  # embeddings are loaded lazily; count them in the cold start
    load_s = time.perf_counter() - T0
    for line in lines:  # a turn prepares its secret word when it starts
        m.target(line["target"])
    times, cpu = [], []
    for line in lines:
        for word in line["text"].split():
            start, start_cpu = time.perf_counter(), time.thread_time()
            m.same_root(line["target"], word)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            times.append((time.perf_counter() - start) * 1000)
    times.sort()
    cpu.sort()
    print(
        json.dumps(
            {
                "words": len(times),
                "words_per_s": round(len(times) / (sum(times) / 1000), 1),
                "p50_ms": round(times[len(times) // 2], 3),
                "p99_ms": round(times[int(len(times) * 0.99)], 3),
                "max_ms": round(times[-1], 3),
                "p99_cpu_ms": round(cpu[int(len(cpu) * 0.99)], 3),
                "load_s": round(load_s, 2),
                "rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
