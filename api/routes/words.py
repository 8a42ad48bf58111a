"""Words for the hat: check a pasted or uploaded list, or generate one."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.concurrency import run_in_threadpool
from pydantic import Field

from api.deps import REFUSALS
from api.requests.body import Body
from game.builtin_words import builtin_words
from game.wordlist import check_words

router = APIRouter(prefix="/api/words", tags=["words"],
                   responses=REFUSALS)


class WordList(Body):
    text: str = Field(max_length=200_000, description="слова, по одному в строке; # — комментарий")


class Generate(Body):
    count: int = Field(ge=1, le=1000)
    seed: int | None = Field(None, ge=0, le=2**31 - 1)


@router.post("/check")
async def check(body: WordList) -> dict[str, Any]:
    """The engine's validation report: accepted words and flagged lines the judge keeps or drops."""
    result = await run_in_threadpool(check_words, body.text)
    return {
        "accepted": [{"line": e.line, "word": e.word} for e in result.accepted],
        "issues": [{"line": i.line, "text": i.text, "kind": i.kind.value, "reason": i.reason,
                    "suggestion": i.suggestion, "keepable": i.keepable,
                    "description": i.describe()} for i in result.issues],
        "report": result.report(),
    }


@router.post("/generate")
async def generate(body: Generate) -> dict[str, Any]:
    """Frequent Russian nouns that fit the hat (the same seed gives the same words)."""
    return {"words": await run_in_threadpool(builtin_words, body.count, body.seed)}
