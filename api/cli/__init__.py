"""The `referee` command line.

Each command group lives in its own module with a `register(subparsers)` function; benchmarks
register under `referee bench` through an optional `register_bench(subparsers)`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from api.cli import archive, check, dashboard, demo, game, speakers, speech, tournament
from common.arguments import speak_russian
from common.errors import UserError

GROUPS = (game, check, speech, speakers, archive, tournament, dashboard, demo)


def build_parser() -> argparse.ArgumentParser:
    speak_russian()
    parser = argparse.ArgumentParser(
        prog="referee",
        description="hat-referee: помощник судьи игры «Шляпа» (офлайн).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="КОМАНДА")
    bench = commands.add_parser("bench", help="замеры скорости и памяти")
    benches = bench.add_subparsers(dest="bench", required=True, metavar="ЧТО")
    for group in GROUPS:
        group.register(commands)
        if hasattr(group, "register_bench"):
            group.register_bench(benches)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code = int(args.func(args) or 0)
        sys.stdout.flush()  # inside the try: a reader gone away is reported here, not at exit
        return code
    except UserError as err:
        print(f"Ошибка: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("Остановлено.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`referee eval … | head`): stop quietly, as a Unix filter does.
        # Python would otherwise report the pipe again while flushing stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    sys.exit(main())
