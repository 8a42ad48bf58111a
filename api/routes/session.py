"""The judge's session: the one-time link printed in the terminal (`/login?code=…`) sets the
judge's key as an HttpOnly, SameSite=Strict cookie and leads to the judge's table; a used or
unknown link gets the page that tells how to get a new one. `GET /api/session` tells a page
whether it has the session (a page without it shows that page instead of retrying)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import RedirectResponse, Response

from api.access.judge import COOKIE, COOKIE_DAYS, JudgeKey
from api.deps import is_judge
from api.routes.pages import session_page

router = APIRouter(tags=["session"])


@router.get("/login", include_in_schema=False)
async def login(request: Request, code: Annotated[str, Query(max_length=100)] = "") -> Response:
    key: JudgeKey = request.app.state.judge_key
    if not key.redeem(code):
        return session_page(403)
    answer = RedirectResponse("/table", status_code=303,
                              headers={"Referrer-Policy": "no-referrer",
                                       "Cache-Control": "no-store"})
    answer.set_cookie(COOKIE, key.key, max_age=COOKIE_DAYS * 86400, httponly=True,
                      samesite="strict", path="/")
    return answer


@router.get("/api/session")
async def session(request: Request) -> dict[str, bool]:
    """`judge`: whether this browser has the judge's session."""
    return {"judge": is_judge(request)}
