"""The two-speaker rounds: scripted turns spoken by two synthetic players, with the true speaker
of every word.

`samples/speakers/rounds.json` holds the scripts (explainer and guesser by name, the lines each
says, the secret words; mark-up as in `referee.measure.synth`). The audio
is synthesised word by word on first use (`referee.speakers.voices`: Festival, pitch and tempo
shifted by sox) into `samples/speakers/audio/` (not committed), keyed by a hash of the script and
the voices, so an edited script is synthesised anew. Each round also has a noisy variant: white
noise at 10 dB below the speech (SNR over the voiced samples).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from common.errors import UserError
from referee.events import WordEvent
from referee.measure.synth import (
    EXPLAINER,
    GUESSER,
    ExpectedAlert,
    LineSpeaker,
    SecretWord,
    Spoken,
    line_tokens,
    silence,
    synthesise,
)
from referee.replay.transcript import CardSpan
from referee.speakers.prints import SENTENCE
from referee.speakers.voices import PLAYERS, Voice, speak_all

WORD_PAUSES = {"word": 0.06, ",": 0.2, ".": 0.4}  # seconds of silence after a word

ROUNDS_DIR = Path(__file__).resolve().parents[2] / "samples" / "speakers"
SCRIPTS = "rounds.json"
NOISE_SNR_DB = 10.0
# added and measured before any tuning on them: s19–s23 first, s24–s28 (four more new players)
# later, s29–s33 (five more new players), s34–s38 (three more new players), s39–s43 (new pairs,
# written before the rules by speaker were tuned), s44–s48 (new pairs; two explainers say the
# secret word alone after a pause, written before the lone answers were judged by position), s49–s53
# (new pairs; written before answers never heard and diminutives heard as the base were looked
# for), s54–s58 (new pairs and secret words; written before the guesser's voice stretches left
# without a word were listened to again), s59–s63 (new pairs and secret words; written before the
# misses of session 31 were studied), s64–s68 (new pairs and secret words; written before the
# misses of session 32 were studied), s69–s73 (new pairs, three of close voices, and secret words;
# written before the misses of session 33 were studied), s74–s78 (new pairs, four of close voices,
# and secret words; written before the misses of session 34 were studied), s79–s83 (new pairs, three
# of close voices, and secret words; written before the misses of session 35 were studied),
# s84–s88 (new pairs, two of close voices, and secret words; written before the misses of session
# 36 were studied), s89–s93 (new pairs, two of close voices, and secret words; written before
# session 37 studied close voices without prints) last; tune on s01–s18 only
HELD_OUT = ("s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28",
            "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38",
            "s39", "s40", "s41", "s42", "s43", "s44", "s45", "s46", "s47", "s48",
            "s49", "s50", "s51", "s52", "s53", "s54", "s55", "s56", "s57", "s58",
            "s59", "s60", "s61", "s62", "s63", "s64", "s65", "s66", "s67", "s68",
            "s69", "s70", "s71", "s72", "s73", "s74", "s75", "s76", "s77", "s78",
            "s79", "s80", "s81", "s82", "s83", "s84", "s85", "s86", "s87", "s88",
            "s89", "s90", "s91", "s92", "s93")


@dataclass(frozen=True)
class SpeakerRound:
    """A synthesised round: audio (16 kHz int16), the true words with their speakers."""

    id: str
    explainer: str  # player names, keys of `PLAYERS`
    guesser: str
    audio: np.ndarray
    words: tuple[WordEvent, ...]
    speakers: tuple[str, ...]  # EXPLAINER or GUESSER, one per word
    targets: tuple[CardSpan, ...]
    expected: tuple[ExpectedAlert, ...]

    def noisy(self, snr_db: float = NOISE_SNR_DB) -> np.ndarray:
        """The audio with white noise `snr_db` below the speech (seeded by the round's id)."""
        return with_noise(self.audio, snr_db, seed=int(hashlib.sha1(self.id.encode()).hexdigest()
                                                           [:8], 16))


def with_noise(audio: np.ndarray, snr_db: float, seed: int) -> np.ndarray:
    """int16 audio plus Gaussian white noise at `snr_db` relative to the voiced samples' power."""
    signal = audio.astype(np.float64)
    voiced = signal[signal != 0]
    power = float(np.mean(voiced**2)) if voiced.size else 0.0
    noise = np.random.default_rng(seed).standard_normal(len(signal))
    noisy = signal + noise * np.sqrt(power / 10 ** (snr_db / 10))
    return np.clip(np.round(noisy), -32768, 32767).astype(np.int16)


def _scripts(root: Path) -> dict[str, Any]:
    try:
        return json.loads((root / SCRIPTS).read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise UserError(f"Не читается {root / SCRIPTS}: {err}") from err


def _voice(name: str) -> Voice:
    if name not in PLAYERS:
        raise UserError(f"Неизвестный синтетический игрок «{name}»; есть: {', '.join(PLAYERS)}")
    return PLAYERS[name]


def _key(*parts: Any) -> str:
    text = json.dumps(parts, ensure_ascii=False, sort_keys=True, default=repr)
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def _script(entry: dict[str, Any]) -> tuple[SecretWord, ...]:
    return tuple(SecretWord(s["target"], s["outcome"], tuple((sp, t) for sp, t in s["lines"]))
                 for s in entry["script"])


def _synthesised(entry: dict[str, Any]) -> tuple[np.ndarray, dict[str, Any]]:
    script = _script(entry)
    roles = {EXPLAINER: _voice(entry["explainer"]), GUESSER: _voice(entry["guesser"])}
    spoken = {role: speak_all([w for s in script for sp, line in s.lines if sp == role
                               for w in _words(line)], voice) for role, voice in roles.items()}
    synth = synthesise(script, word_by_word(spoken))
    guesser = set(synth.guesser_words)
    truth = {
        "words": [{**w.to_json(), "speaker": GUESSER if w.index in guesser else EXPLAINER}
                  for w in synth.words],
        "targets": [t.to_json() for t in synth.targets],
        "expected": [e.to_json() for e in synth.expected],
    }
    return synth.audio, truth


def word_by_word(spoken: dict[str, dict[str, np.ndarray]]) -> LineSpeaker:
    """Lines said one word at a time by each role's synthetic player (`spoken[role][word]`), with
    a pause after each word set by the punctuation after it."""
    def speak(lines: list[tuple[str, list[Any]]]) -> list[Spoken]:
        said = []
        for role, tokens in lines:
            pieces: list[np.ndarray] = []
            spans: list[tuple[int, int]] = []
            position = 0
            for token in tokens:
                audio = spoken[role][token.text]
                spans.append((position, position + len(audio)))
                gap = silence(WORD_PAUSES[_pause_after(token.spoken)])
                pieces += [audio, gap]
                position += len(audio) + len(gap)
            said.append(Spoken(np.concatenate(pieces[:-1]), tuple(spans)))
        return said
    return speak


def _pause_after(spoken: str) -> str:
    end = spoken[len(spoken.rstrip(".,!?…;:—")):]
    return "." if set(end) & set(".!?…") else "," if end else "word"


def _words(line: str) -> list[str]:
    """The words of a marked-up line, as the synthesiser speaks them."""
    return [t.text for t in line_tokens(line)]


def _cached(path: Path, make: Any) -> Any:
    """Load `path` (.npy or .json) or build it with `make()` and store it atomically."""
    if path.is_file():
        return np.load(path) if path.suffix == ".npy" else json.loads(path.read_text("utf-8"))
    value = make()
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    with open(part, "wb") as out:
        if path.suffix == ".npy":
            np.save(out, value)
        else:
            out.write(json.dumps(value, ensure_ascii=False).encode())
    part.replace(path)
    return value


def load_round(entry: dict[str, Any], root: Path = ROUNDS_DIR) -> SpeakerRound:
    """One round of the scripts file, synthesised on first use."""
    key = _key(entry, _voice(entry["explainer"]), _voice(entry["guesser"]))
    stem = root / "audio" / f"{entry['id']}-{key}"
    made: dict[str, Any] = {}

    def make(part: str) -> Any:
        if not made:
            made["audio"], made["truth"] = _synthesised(entry)
        return made[part]

    audio = _cached(stem.with_suffix(".npy"), lambda: make("audio"))
    truth = _cached(stem.with_suffix(".json"), lambda: make("truth"))
    words = tuple(WordEvent(w["index"], w["text"], w["start"], w["end"]) for w in truth["words"])
    return SpeakerRound(
        id=entry["id"], explainer=entry["explainer"], guesser=entry["guesser"], audio=audio,
        words=words, speakers=tuple(w["speaker"] for w in truth["words"]),
        targets=tuple(CardSpan(**t) for t in truth["targets"]),
        expected=tuple(ExpectedAlert(**e) for e in truth["expected"]),
    )


def all_rounds(root: Path = ROUNDS_DIR, ids: list[str] | None = None) -> list[SpeakerRound]:
    """The rounds of the scripts file, or only those with the given `ids` (in that order)."""
    entries = {entry["id"]: entry for entry in _scripts(root)["rounds"]}
    if ids is None:
        return [load_round(entry, root) for entry in entries.values()]
    unknown = [i for i in ids if i not in entries]
    if unknown or not ids:
        raise UserError(f"Нет таких раундов: {', '.join(unknown) or '(пусто)'}; есть: "
                        f"{', '.join(entries)}")
    return [load_round(entries[i], root) for i in ids]


def enrolment_audio(player: str, root: Path = ROUNDS_DIR) -> np.ndarray:
    """The enrolment sentence (`prints.SENTENCE`) read by a synthetic player (16 kHz int16),
    synthesised once."""
    sentence = SENTENCE
    voice = _voice(player)
    path = root / "audio" / f"enrol-{_key(sentence, voice)}.npy"
    return _cached(path, lambda: speak_all([sentence], voice)[sentence])
