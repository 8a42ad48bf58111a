"""Measure the cognate rule on a pairs file (protocol of /work/shared/eval/README.md).

    python3 scripts/cognate_eval.py /work/shared/eval/cognates_dev.tsv [--split]

Prints precision/recall/F1 over all lines and every error; with --split, also on the two halves
of the targets (sorted, alternating), to see whether a change generalises across secret words.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.rules.base import Token  # noqa: E402
from referee.rules.cognate import Cognate  # noqa: E402


def score(rows: list[dict], predicted: list[bool]) -> str:
    tp = sum(p and r["label"] == "1" for r, p in zip(rows, predicted, strict=True))
    fp = sum(p and r["label"] == "0" for r, p in zip(rows, predicted, strict=True))
    fn = sum(not p and r["label"] == "1" for r, p in zip(rows, predicted, strict=True))
    prec = tp / (tp + fp) if tp + fp else 1.0
    rec = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return f"P={prec:.3f} R={rec:.3f} F1={f1:.3f} (tp={tp} fp={fp} fn={fn})"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs")
    ap.add_argument("--split", action="store_true")
    ap.add_argument("--min-confidence", type=float, default=0.5)
    args = ap.parse_args()
    rows = list(csv.DictReader(Path(args.pairs).open(encoding="utf-8"), delimiter="\t"))
    rule = Cognate()
    predicted, alerts = [], []
    for r in rows:
        found = [
            a
            for a in rule.check([Token(0, r["word"])], r["target"])
            if a.confidence >= args.min_confidence
        ]
        predicted.append(bool(found))
        alerts.append(found)
    for r, p, found in zip(rows, predicted, alerts, strict=True):
        if p != (r["label"] == "1"):
            kind = "FP" if p else "FN"
            why = found[0].evidence if found else ""
            print(f"{kind} {r['target']} {r['word']}  [{r['note']}] {why}")
    print("all  ", score(rows, predicted))
    if args.split:
        targets = sorted({r["target"] for r in rows})
        for half in (0, 1):
            chosen = set(targets[half::2])
            idx = [i for i, r in enumerate(rows) if r["target"] in chosen]
            print(f"half{half}", score([rows[i] for i in idx], [predicted[i] for i in idx]))


if __name__ == "__main__":
    main()
