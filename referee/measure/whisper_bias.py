"""Does biasing Whisper toward the secret word's family help? (run as a module)

Each phrase (written for this measurement, none from the evaluation sets) names its secret word or
a same-root word, spoken by Festival's Russian voice. Whisper hears it with no bias, with the
secret word alone as faster-whisper `hotwords`, and with the secret word and 11 of its family's
lemmas (`family-short`: shortest first; `family-common`: commonest first, by wordfreq):

- hits: family words of the phrase's own secret word heard (the checker's cognate/exact alerts
  rest on them), against how many the phrase says;
- false: family words of *another* phrase's secret word heard when biased toward that word (the
  cost of a bias: words pulled into the transcript that were not said);
- WER against the script.

Run: `python3 -m referee.measure.whisper_bias [--model PATH]` (Festival and a Whisper model needed).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
from rapidfuzz.distance import Levenshtein
from wordfreq import zipf_frequency

from common.analyzer import normalize
from referee.speech.audio import WavSource
from referee.speech.engines.spotting import default_family
from referee.speech.engines.whisper import WhisperEngine, spoken_form
from referee.speech.models.whisper_files import locate_whisper_model

PHRASES = (
    ("кит", "Огромное морское животное, кит пускает фонтан над водой."),
    ("чай", "Его пьют из чашки с сахаром, чай бывает зелёный и чёрный."),
    ("сыр", "Его делают из молока, в нём бывают дырки, сырный соус."),
    ("нож", "Им режут хлеб на кухне, ножик острый."),
    ("кот", "Пушистый зверь, мяукает, у кошки родился котёнок."),
    ("лес", "Там растёт много деревьев, лесник ходит по тропинке."),
    ("сон", "Ночью человек спит и видит сон, утром он сонный."),
    ("дом", "Здесь живут люди, маленький домик у реки."),
    ("рука", "Часть тела, у неё пять пальцев, рукопожатие при встрече."),
    ("мяч", "Круглый и прыгает, мячик бросают в кольцо."),
    ("лук", "Овощ, от него плачут, луковица лежит в корзине."),
    ("рыба", "Живёт в реке, её ловят удочкой, рыбак доволен."),
)
BIAS_LEMMAS = 12  # faster-whisper truncates long hotwords


def family_lemmas(target: str, order: Callable[[str], tuple]) -> str:
    """The secret word and its family's lemmas in `order`, as `hotwords`."""
    from common.analyzer import analyzer

    parse = analyzer().parse
    found = {parse(w)[0].normal_form for w in default_family(target)} - {target}
    return " ".join([target, *sorted(found, key=order)][:BIAS_LEMMAS])


STRATEGIES: dict[str, Callable[[str], str | None]] = {
    "none": lambda target: None,
    "word": lambda target: target,
    "family-short": lambda target: family_lemmas(target, lambda w: (len(w), w)),
    "family-common": lambda target: family_lemmas(
        target, lambda w: (-zipf_frequency(w, "ru"), len(w), w)),
}


def festival(text: str, folder: Path) -> np.ndarray:
    raw, wav = folder / "raw.wav", folder / "16k.wav"
    subprocess.run(["text2wave", "-eval", "(voice_msu_ru_nsh_clunits)", "-o", str(raw)],
                   input=text.encode(), check=True, capture_output=True)
    subprocess.run(["sox", str(raw), "-r", "16000", "-c", "1", "-b", "16", str(wav)], check=True)
    return np.frombuffer(b"".join(WavSource(wav).frames()), np.int16)


def family_words(words: list[str], target: str) -> int:
    family = default_family(target)
    return sum(normalize(w) in family for w in words)


def measure(engine: WhisperEngine) -> dict[str, dict[str, float]]:
    results = {name: {"hits": 0, "false": 0, "errors": 0} for name in STRATEGIES}
    said = words = 0
    with tempfile.TemporaryDirectory() as tmp:
        audio = [festival(text, Path(tmp)) for _, text in PHRASES]
    for k, (target, text) in enumerate(PHRASES):
        script = [spoken_form(w) for w in text.split()]
        said += family_words(script, target)
        words += len(script)
        other = PHRASES[(k + 1) % len(PHRASES)][0]  # a secret word this phrase does not say
        for name, bias in STRATEGIES.items():
            own = [w.text for w in engine.transcribe(audio[k], hotwords=bias(target))]
            wrong = [w.text for w in engine.transcribe(audio[k], hotwords=bias(other))]
            results[name]["hits"] += family_words(own, target)
            results[name]["false"] += family_words(wrong, other)
            results[name]["errors"] += Levenshtein.distance(script, own)
    for figures in results.values():
        figures["said"] = said
        figures["wer"] = round(figures.pop("errors") / words, 3)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="папка модели Whisper")
    args = parser.parse_args()
    if shutil.which("text2wave") is None:
        raise SystemExit("Нужен Festival: sudo apt-get install festival festvox-ru")
    engine = WhisperEngine(locate_whisper_model(args.model))
    for name, figures in measure(engine).items():
        print(name, figures)


if __name__ == "__main__":
    main()
