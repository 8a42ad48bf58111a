"""`referee enrol` (a player's voice print), `referee eval speakers`, `referee bench speakers`, and
who spoke in `referee listen` (`add_listen_options`, `listen_attributor`)."""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from common.arguments import number_in
from common.errors import UserError

if TYPE_CHECKING:
    from referee.speakers.attribution import Attributor

DEFAULT_GAME = Path("data")


def register(commands: argparse._SubParsersAction) -> None:
    enrol = commands.add_parser(
        "enrol", help="записать голос игрока (фраза ~5 с) для различения ведущего и отгадывающего")
    enrol.add_argument("name", metavar="ИМЯ", help="имя игрока, как в игре")
    enrol.add_argument("--wav", type=Path, metavar="ФАЙЛ", help="готовая запись вместо микрофона")
    enrol.add_argument("--seconds", type=number_in(1, 60, "6"), default=6.0,
                       help="сколько секунд записывать")
    enrol.add_argument("--device", help="микрофон (номер или часть имени; см. referee devices)")
    enrol.add_argument("--game", type=Path, default=DEFAULT_GAME, metavar="ПАПКА",
                       help="папка игры, где хранятся отпечатки голосов (по умолчанию data)")
    enrol.set_defaults(func=run_enrol)


def add_listen_options(listen: argparse.ArgumentParser) -> None:
    """`referee listen`'s options for telling the explainer's words from the guesser's."""
    listen.add_argument("--speakers", action="store_true",
                        help="различать объясняющего и отгадывающего по голосу (без записанных "
                             "голосов — по двум голосам, услышанным в ходе)")
    listen.add_argument("--explainer", metavar="ИМЯ",
                        help="объясняющий (с --guesser: голоса из referee enrol, если записаны)")
    listen.add_argument("--guesser", metavar="ИМЯ", help="отгадывающий")
    listen.add_argument("--game", type=Path, default=DEFAULT_GAME, metavar="ПАПКА",
                        help="папка с отпечатками голосов (по умолчанию data, как у referee enrol)")


def listen_attributor(args: argparse.Namespace) -> tuple[Attributor | None, str | None]:
    """The turn's `Attributor` for `referee listen` (None: speakers not asked for) and a line
    telling the judge how speakers are told apart. Asked for by `--speakers` or by naming both
    players; with both players' prints in `--game` they are used, else the turn's two voices are
    found as it goes."""
    from referee.speakers.attribution import Attributor
    from referee.speakers.encoder import VoiceEncoder
    from referee.speakers.prints import load_prints, pair

    named = [n.strip() for n in (args.explainer, args.guesser) if n and n.strip()]
    if len(named) == 1 or (len(named) == 2 and named[0] == named[1]):
        raise UserError("Укажите двух разных игроков хода: --explainer ИМЯ --guesser ИМЯ "
                        "(или только --speakers, без имён).")
    if not (args.speakers or named):
        return None, None
    encoder = VoiceEncoder()
    found = "Говорящие: по двум голосам, услышанным в ходе."
    if not named:
        return Attributor(encoder), found
    prints = load_prints(args.game)
    turn = pair(prints, *named)
    if turn is None:
        missing = ", ".join(n for n in named if n not in prints)
        return Attributor(encoder), (f"Голос не записан: {missing} (referee enrol ИМЯ --game "
                                     f"{args.game}). {found}")
    return Attributor(encoder, turn), (f"Говорящие: по записанным голосам: объясняет "
                                       f"«{named[0]}», отгадывает «{named[1]}».")


def register_eval(sets: argparse._SubParsersAction) -> None:
    one = sets.add_parser("speakers", help="кто говорил: раунды двух синтетических голосов")
    one.add_argument("--model", metavar="ПАПКА", help="папка модели Whisper")
    one.add_argument("--truth", action="store_true",
                     help="без распознавания: точные слова раундов (быстро, для отладки)")
    one.add_argument("--rounds", metavar="ID,...",
                     help="только эти раунды (через запятую, например s13,s14)")
    one.add_argument("--without-second-listen", action="store_true",
                     help="без повторного прослушивания ответов отгадывающего (для сравнения)")
    one.add_argument("--json", action="store_true", help="одна строка JSON")
    one.set_defaults(func=run_eval)


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser("speakers", help="задержка и память определения говорящего")
    bench.add_argument("--rounds", metavar="ID,...",
                       help="только эти раунды (через запятую, например s01,s19)")
    bench.add_argument("--second-listen", action="store_true",
                       help="цена повторного прослушивания ответов в живом ходе (Whisper base, "
                            "раунды через живой распознаватель, без него и с ним)")
    bench.add_argument("--model", metavar="ПАПКА", help="папка модели Whisper (с --second-listen)")
    bench.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                       help="часы замера с --second-listen: время процессора (по умолчанию, для "
                            "занятой машины) или настенные")
    bench.add_argument("--json", action="store_true", help="одна строка JSON")
    bench.set_defaults(func=run_bench)


def _recorded(args: argparse.Namespace) -> np.ndarray:
    from referee.speech.audio import read_wav
    from referee.speech.pcm import SAMPLE_RATE
    from referee.speech.resample import Resampler

    if args.wav is not None:
        samples, rate = read_wav(args.wav)
        return samples if rate == SAMPLE_RATE else Resampler(rate, SAMPLE_RATE).process(samples)
    return asyncio.run(_listen(args.device, args.seconds))


async def _listen(device: str | None, seconds: float) -> np.ndarray:
    from referee.speech.audio import MicrophoneSource
    from referee.speech.pcm import SAMPLE_RATE

    source = MicrophoneSource(device)
    chunks: list[np.ndarray] = []
    async for chunk in source.chunks():
        chunks.append(np.frombuffer(chunk, dtype=np.int16))
        if sum(len(c) for c in chunks) >= seconds * SAMPLE_RATE:
            source.stop()
    return np.concatenate(chunks) if chunks else np.zeros(0, dtype=np.int16)


def run_enrol(args: argparse.Namespace) -> int:
    from referee.speakers.encoder import VoiceEncoder
    from referee.speakers.prints import SENTENCE, save_print, voice_print

    name = args.name.strip()
    if not name:
        raise UserError("Укажите имя игрока, например: referee enrol Аня")
    if args.wav is None:
        print(f"Прочитайте вслух, обычным голосом ({args.seconds:.0f} с):\n  «{SENTENCE}»",
              flush=True)
    embedding = voice_print(VoiceEncoder(), _recorded(args))
    path = save_print(args.game, name, embedding)
    print(f"Голос игрока «{name}» записан: {path}")
    return 0


def run_eval(args: argparse.Namespace) -> int:
    from referee.speakers.evaluation import evaluate

    recognize = likelihoods = None
    if not args.truth:
        from referee.measure.heard import Listener
        from referee.speech.engines.whisper import WhisperEngine

        listener = Listener("whisper", args.model)
        recognize = listener.hear  # cached: a re-run costs seconds
        if not args.without_second_listen:
            likelihoods = WhisperEngine(listener.model).likelihoods
    report = evaluate(recognize, rounds=_chosen(args.rounds), likelihoods=likelihoods)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


def _chosen(ids: str | None) -> list | None:
    """The rounds named in `--rounds` (None: all)."""
    from referee.speakers.rounds import all_rounds

    if ids is None:
        return None
    return all_rounds(ids=[i.strip() for i in ids.split(",") if i.strip()])


def run_bench(args: argparse.Namespace) -> int:
    from referee.measure.speakers_bench import ADDED_P95_LIMIT_MS, MEMORY_LIMIT_MB, bench

    if args.second_listen:
        return _bench_second_listen(args)
    report = bench(_chosen(args.rounds))
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        verdict = ("в пределах" if report["within_limits"] else "ВЫШЕ") + \
            f" допуска (p95 ≤ {ADDED_P95_LIMIT_MS:.0f} мс, память ≤ {MEMORY_LIMIT_MB:.0f} МБ)"
        print(f"определение говорящего добавляет к пути слова до сигнала: "
              f"p50 {report['added_p50_ms']:.1f} мс, p95 {report['added_p95_ms']:.1f} мс — "
              f"{verdict}; слов: {report['words']}, раундов: {report['rounds']}, каждый трижды "
              f"(с голосами, без них, без них и с шумом)\n"
              f"на слово: p50 {report['tag_p50_ms']:.1f} мс, p95 {report['tag_p95_ms']:.1f} мс; "
              f"звук 0,1 с: p95 {report['chunk_p95_ms']:.1f} мс, "
              f"{report['extend_rtf'] * 1000:.0f} мс на секунду звука; "
              f"загрузка модели голоса {report['load_s']:.2f} с\n"
              f"память: +{report['rss_added_mb']:.0f} МБ (всего {report['rss_mb']:.0f} МБ); "
              f"загрузка машины {report['load_average']} на {report['cores']} ядра")
    return 0


def _bench_second_listen(args: argparse.Namespace) -> int:
    from referee.measure.speakers_bench import bench_second_listen

    report = bench_second_listen(_chosen(args.rounds), args.model, args.clock)
    print(json.dumps(report, ensure_ascii=False) if args.json else _second_listen_text(report))
    return 0


def _second_listen_text(r: dict) -> str:
    """`bench speakers --second-listen`'s figures for the terminal."""
    return (f"повторное прослушивание ответов отгадывающего ({r['rounds']} раундов, часы: "
            f"{r['clock']}): {r['second_listens']} раз, на раз p50 {r['second_listen_p50_ms']} мс, "
            f"p95 {r['second_listen_p95_ms']} мс; ответов найдено и оставлено: {r['answers']}, от "
            f"конца слова до сигнала p50 {r['answer_latency_p50_ms']} мс, p95 "
            f"{r['answer_latency_p95_ms']} мс\nопределение говорящего добавляет к фрагменту "
            f"звука со словами p95 {r['added_p95_ms_without']} мс без него, "
            f"{r['added_p95_ms_with']} мс с ним\nостальные сигналы ({r['alerts']}): от конца слова "
            f"до сигнала p95 {r['alert_p95_ms_without']} мс без него, {r['alert_p95_ms_with']} мс "
            f"с ним (p50 {r['alert_p50_ms_without']} → {r['alert_p50_ms_with']} мс); загрузка "
            f"машины {r['load_average']} на {r['cores']} ядра")
