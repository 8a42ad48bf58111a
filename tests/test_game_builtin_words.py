"""Built-in words: frequent common nouns that pass the hat's own check, seeded, nothing obscene."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from common.errors import UserError
from game.builtin_words import builtin_words, suitable
from game.wordlist import check_words

ROOT = Path(__file__).resolve().parent.parent

# word, suitable?  — why
TABLE = """
стол      yes  common noun, singular nominative
кошка     yes
часы      no   plural-only, but also the plural of «час», like «выборы» of «выбор»
выборы    no   also the plural of «выбор»: the rules want the singular
ножницы   yes  plural-only
твиттер   no   a brand
пьяный    no   mostly an adjective
сукно     yes  innocent word that looks like an obscene root
мандарин  yes  innocent word
столы     no   plural
стола     no   genitive
лет       no   its most probable reading is a form of «год»
москва    no   proper noun
вера      no   also a first name
ссср      no   abbreviation
красивый  no   adjective
скорость  no   abstract quality
раз       no   counter word
жопа      no   vulgar
хуй       no   obscene (tagged slang)
блядь     no   obscene
ёж        no   shorter than three letters
летие     no   a piece of «100-летие» split off by the tokenizer
"""


@pytest.mark.parametrize(("word", "expected"), [
    pytest.param(line.split()[0], line.split()[1] == "yes", id=line.split()[0])
    for line in TABLE.strip().splitlines()])
def test_suitable(word, expected):
    assert suitable(word) is expected


@pytest.fixture(scope="module")
def sample() -> list[str]:
    return builtin_words(200, seed=5, pool=600)


def test_words_pass_the_hat_check(sample):
    assert len(sample) == len(set(sample)) == 200
    check = check_words("\n".join(sample))
    assert check.issues == () and check.words() == sample


def test_same_seed_same_words_other_seed_other_words(sample):
    assert builtin_words(200, seed=5, pool=600) == sample
    assert builtin_words(200, seed=6, pool=600) != sample


def test_words_come_from_the_frequent_end():
    common = builtin_words(100, seed=1, pool=100)
    assert {"дом", "город", "книга", "телефон", "сердце"} <= set(common)


def test_count_must_be_positive():
    with pytest.raises(UserError, match="не меньше 1"):
        builtin_words(0)


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "api.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_cli_words_prints_n_words_reproducibly():
    result = run_cli("words", "--count", "15", "--seed", "3")
    assert result.returncode == 0, result.stderr
    words = result.stdout.split()
    assert len(set(words)) == 15 and words == builtin_words(15, seed=3)


def test_cli_words_check_reports_and_keeps(tmp_path):
    path = tmp_path / "hat.txt"
    path.write_text("стол\nМосква\nкошки\n\nокно\n", encoding="utf-8")
    result = run_cli("words", "--check", str(path), "--keep", "2", "--fix", "3")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["стол", "москва", "кошка", "окно"]
    assert "строка 3: «кошки» — множественное число" in result.stderr
    assert "строка 4: (пусто)" in result.stderr


@pytest.mark.parametrize(("args", "message"), [
    ([], "--count"),
    (["--count", "0"], "не меньше 1"),
    (["--check", "/nonexistent/hat.txt"], "не найден"),
    (["--check", "/dev/null", "--keep", "x"], "номера строк"),
])
def test_cli_words_errors(args, message):
    result = run_cli("words", *args)
    assert result.returncode == 2 and message in result.stderr
