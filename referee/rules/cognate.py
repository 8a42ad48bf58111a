"""Rule B: words sharing the secret word's root. PLACEHOLDER (skeleton), replaced in issue 3."""

from __future__ import annotations

from collections.abc import Sequence

from referee.events import Alert
from referee.morphology import morphology
from referee.rules.base import Token


class Cognate:
    name = "cognate"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        alerts = []
        for token in tokens[start:]:
            match = morphology().same_root(target, token.text)
            if match:
                alerts.append(
                    Alert(
                        rule=self.name,
                        span=(token.index, token.index + 1),
                        words=(token.text,),
                        confidence=match.confidence,
                        explanation=f"«{token.text}» — однокоренное с «{target}»",
                        evidence={"lemma": match.word_lemma, "method": match.method},
                        start=token.start,
                        end=token.end,
                    )
                )
        return alerts
