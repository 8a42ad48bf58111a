"""Rule B: any form of the secret word, and any word sharing its root (однокоренные).

The evidence comes from `referee.language.morphology`; this module turns a `RootMatch` into an
alert a
judge reads at a glance: «„ручкой“ — однокоренное с „рука“: корень рук-/руч-».
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from common.analyzer import normalize
from referee.events import Alert
from referee.language.morphology import RootMatch, morphology
from referee.language.words import embedded, spelled, spelled_part
from referee.rules.base import Token
from referee.rules.foreign.rule import said_abroad
from referee.rules.letters import named_piece
from referee.rules.misheard import (
    ALTERNATIVE,
    MAX_JOIN,
    echoed_onset,
    likelier_reading,
    may_echo,
    misheard_target,
    respelled,
    sound_alikes,
)
from referee.rules.misheard import prepare as prepare_misheard
from referee.rules.misheard_family import HeardKin, heard_family

MANGLED_CONFIDENCE = 0.6  # a family form heard mangled (as sure as one heard a sound off alone)
MANGLED_EDIT = 0.03  # less sure for each sound off

METHOD_NAMES = {
    "exact": "форма загаданного слова",
    "family": "словообразовательное гнездо",
    "prefix": "приставка к однокоренному слову",
    "root": "общий корень по морфемному словарю",
    "segment": "общий корень по разбору слова",
    "compound": "часть сложного слова",
    "meaning": "общий корень, близкое значение",
    "grade": "чередование в корне, корень по морфемному словарю",
    "near": "похоже на загаданное слово (оговорка или ошибка распознавания)",
}


def explain(word: str, target: str, match: RootMatch) -> str:
    """One line of Russian for the judge: «„ручкой“ — однокоренное с „рука“: корень рук-/руч-».
    Words and roots keep the ё the dictionary spells them with (мёд, not мед)."""
    word = spelled(word)
    target = spelled(target) if normalize(target) == match.target_lemma else target
    if match.method == "exact":
        return f"„{word}“ — это загаданное слово „{target}“"
    if match.method == "near":
        return (
            f"„{word}“ — похоже на загаданное слово „{target}“ (оговорка или ошибка распознавания)"
        )
    root = "/".join(f"{spelled_part(r, match.target_lemma)}-" for r in match.roots)
    if match.shape and match.shape not in match.roots:
        root += f"/{spelled_part(match.shape, match.word_lemma)}-"
    via = f", через „{spelled(match.via)}“" if match.via else ""
    return (
        f"„{word}“ — однокоренное с „{target}“: корень {root} ({METHOD_NAMES[match.method]}{via})"
    )


class Cognate:
    name = "cognate"

    def prepare(self, target: str) -> None:
        """Analyse the secret word now (its family and root shapes, its meaning vector, which the
        root comparison reads from the first word on, and its forms keyed by sound:
        milliseconds)."""
        secret = morphology().target(target)
        for word in (secret.lemma, secret.word):
            embedded(word)  # (remembered)
        morphology().clip_source(secret.lemma)  # (remembered: a compound's clipped stem, navec)
        morphology().consonant_clip(secret.lemma)  # (remembered: a Soviet-style clip, navec)
        morphology().joined_sources(secret.lemma)  # (remembered: clips joined, their sources)
        prepare_misheard(target)

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        if start > 0 and may_echo(tokens[start - 1]):
            start -= 1  # the word before waited for this one (`_awaits_next`)
        return self._check(tokens, target, start, final=False)

    def finish(self, tokens: Sequence[Token], target: str) -> list[Alert]:
        """The turn is over: the last word, if it waited for a next one (`_awaits_next`)."""
        if not tokens or not may_echo(tokens[-1]):
            return []
        return self._check(tokens, target, len(tokens) - 1, final=True)

    @staticmethod
    def _awaits_next(tokens: Sequence[Token], position: int, final: bool) -> bool:
        """A non-word that may be a common word with the next word's start heard twice
        (`referee.rules.misheard.echoed_onset`): it is, or the next word has not come yet."""
        if position == len(tokens) - 1 and not final:
            return may_echo(tokens[position])
        return echoed_onset(tokens, position)

    def _check(self, tokens: Sequence[Token], target: str, start: int,
               final: bool) -> list[Alert]:
        alerts = []
        # the word just after a language cue is said as a foreign word («по английски систер»),
        # not the secret word misheard: the foreign rule judges it
        foreign = said_abroad(tokens)
        passed = set(foreign)  # words judged not kin: no sound match may take them either
        for position in range(start, len(tokens)):
            token = tokens[position]
            match = morphology().same_root(target, token.text)
            if position in foreign and (match is None or match.method == "near"):
                continue  # not heard wrong: said in another language
            if named_piece(tokens, position) and (match is None or match.method != "exact"):
                passed.add(position)
                continue  # the sounds a letters cue names («последний слог лог»)
            if match is not None and self._heard_wrong(token, target, match):
                passed.add(position)
                continue  # a rare word heard unsure, a common one sounds the same: not kin
            if match is None and self._awaits_next(tokens, position, final):
                passed.add(position)
                continue  # a common word with the next word's start heard twice: not kin
            if match is None:
                found = (self._in_alternatives(token, target) or self._likelier(token, target)
                         or misheard_target(token, target))
                alerts.extend(filter(None, [found]))
                continue
            alerts.append(self._alert(token, target, match))
        return alerts + self._mangled(tokens, target, start, alerts, passed)

    def _mangled(self, tokens: Sequence[Token], target: str, start: int, found: list[Alert],
                 passed: set[int]) -> list[Alert]:
        """Alerts on a long word of the secret word's family heard mangled, in one token or over
        a few (`referee.rules.misheard_family`), among the words no alert holds and none judged
        not kin (`passed`)."""
        taken = {k for a in found for k in range(*a.span)} | passed
        alerts = []
        for i in range(max(0, start - MAX_JOIN + 1), len(tokens)):
            if i in taken:
                continue
            heard = heard_family(tokens, i, target)
            if heard is None or heard.end <= start or taken & set(range(heard.begin, heard.end)):
                continue
            alerts.append(self._kin_alert(tokens, target, heard))
            taken |= set(range(heard.begin, heard.end))
        return alerts

    def _kin_alert(self, tokens: Sequence[Token], target: str, heard: HeardKin) -> Alert:
        words = tuple(t.text for t in tokens[heard.begin : heard.end])
        own = heard.form in morphology().target(target).forms
        what = "форма загаданного слова" if own else "однокоренное с загаданным словом"
        return Alert(
            rule=self.name,
            span=(tokens[heard.begin].index, tokens[heard.end - 1].index + 1),
            words=words,
            confidence=MANGLED_CONFIDENCE - MANGLED_EDIT * heard.edits,
            explanation=f"„{' '.join(words)}“ — похоже по звучанию на „{spelled(heard.form)}“, "
                        f"{what} „{target}“ (ошибка распознавания?)",
            evidence={"method": "sound", "misheard": "target" if own else "family",
                      "form": heard.form, "edits": heard.edits},
            start=tokens[heard.begin].start,
            end=tokens[heard.end - 1].end,
            exact_target=own,
        )

    @staticmethod
    def _heard_wrong(token: Token, target: str, match: RootMatch) -> bool:
        """The word is likelier another one, not of the secret word's root (see
        `referee.rules.misheard.likelier_reading`). Not for the secret word itself, nor for a word
        matched by sound to it (in a turn about the secret word, its family is the likelier), nor
        when a common word it sounds like is of the secret word's root too («шипам»: «типом» but
        also «шипами»; in a turn about the secret word, that reading is the likelier)."""
        if match.method in ("exact", "near"):
            return False
        reading = likelier_reading(token, same_sounds=True)
        if reading is None or morphology().same_root(target, reading) is not None:
            return False
        return not any(_plainly_kin(target, word) for word in sound_alikes(token.text))

    def _likelier(self, token: Token, target: str) -> Alert | None:
        """A cognate alert when what was likelier said than a rare word heard unsure is in the
        secret word's derivational family («святильник»: «светильник»), or shares its root and
        sounds the same (a non-word with its unstressed vowels spelled by ear: «гримит» for
        гремит), as sure as an alternative reading. Not the secret word itself: a word a sound
        off it is as likely a sound-alike said on purpose («лобус» for глобус; `misheard_target`
        judges those)."""
        reading = likelier_reading(token)
        match = None if reading is None else morphology().same_root(target, reading)
        if match is None or match.method in ("exact", "near"):
            return None
        if match.method != "family" and reading != respelled(token.text):
            return None
        alert = self._alert(token, target, match, reading)
        return replace(alert, confidence=round(alert.confidence - ALTERNATIVE, 3))

    def _in_alternatives(self, token: Token, target: str) -> Alert | None:
        """A cognate alert when one of the recognizer's other readings of the word is a form of
        the secret word or shares its root: a little less sure, the reading in the evidence."""
        for reading in token.alternatives:
            match = morphology().same_root(target, reading)
            if match is not None and match.method != "near":
                alert = self._alert(token, target, match, reading)
                return replace(alert, confidence=round(alert.confidence - ALTERNATIVE, 3))
        return None

    def _alert(self, token: Token, target: str, match: RootMatch, reading: str | None = None
               ) -> Alert:
        text = token.text if reading is None else reading
        also = "" if reading is None else f" (услышано „{token.text}“, это другой вариант)"
        return Alert(
            rule=self.name,
            span=(token.index, token.index + 1),
            words=(token.text,),
            confidence=match.confidence,
            explanation=explain(text, target, match) + also,
            evidence={
                "lemma": match.word_lemma,
                "target_lemma": match.target_lemma,
                "root": list(match.roots),
                "method": match.method,
                "via": match.via,
                "shape": match.shape,
                "branch": match.branch,
                **({"alternative": reading} if reading else {}),
            },
            start=token.start,
            end=token.end,
            exact_target=match.method == "exact",
        )


PLAIN_KIN = ("exact", "family", "root")  # matches of a sound-alike that vouch for the family


def _plainly_kin(target: str, word: str) -> bool:
    """`word` is a form of the secret word or shares its root plainly: by the dictionary's family
    or the root itself, not by a vowel grade or a compound's part (too loose to vouch)."""
    match = morphology().same_root(target, word)
    return match is not None and match.method in PLAIN_KIN
