"""Regenerate the sample rounds in `samples/` from the scripts in `sample_rounds.py`.

    python3 scripts/make_samples.py [--out samples]

Writes `round.json`, `turn.jsonl` and `turn.wav` for each round (see `referee/measure/samples.py`
and `referee/measure/synth.py`: Festival's Russian voice, word timings from Festival's utterance
structure). Deterministic for a given Festival and voice version.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sample_rounds import ROUNDS  # noqa: E402

from referee.measure.samples import SAMPLES_DIR, write_sample  # noqa: E402
from referee.measure.synth import RATE  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Пересоздать образцы раундов (Festival, русский голос).")
    parser.add_argument("--out", type=Path, default=SAMPLES_DIR, help="папка образцов")
    args = parser.parse_args()
    for rnd in ROUNDS:
        synth = write_sample(args.out / rnd.id, rnd.id, rnd.title, rnd.words)
        print(f"{rnd.id}: {len(synth.audio) / RATE:.1f} с, слов {len(synth.words)}, "
              f"ожидаемых сигналов {len(synth.expected)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
