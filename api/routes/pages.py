"""The dashboard's pages: plain HTML from `api/static`, sharing `layout.css` and `layout.js`.

A page is added by dropping `<name>.html` (and its script) into `api/static` and listing it in
the nav bar (`PAGES` in `layout.js`); `/<name>` serves it. Pages are the judge's, except those in
`PUBLIC`: a browser without the judge's session gets `session.html`, which says how to get one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, HTTPException, Request
from fastapi import Path as PathParam
from fastapi.responses import FileResponse, RedirectResponse

from api.deps import is_judge

STATIC = Path(__file__).resolve().parent.parent / "static"
PUBLIC = ("player", "session")

router = APIRouter(include_in_schema=False)


def session_page(status_code: int = 401) -> FileResponse:
    """The Russian page for a judge without the session: how to get it."""
    return FileResponse(STATIC / "session.html", status_code=status_code, media_type="text/html",
                        headers={"Cache-Control": "no-store"})


@router.get("/")
async def home() -> RedirectResponse:
    return RedirectResponse("/table")


@router.get("/favicon.ico")
async def favicon() -> FileResponse:
    """The hat icon (SVG; browsers ask for /favicon.ico whatever the page links)."""
    return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")


@router.get("/{page}")
async def page(request: Request, page: Annotated[str, PathParam(max_length=40)]) -> FileResponse:
    path = STATIC / f"{page}.html"
    if not (page.isascii() and page.replace("-", "").isalpha() and path.is_file()):
        raise HTTPException(404, "Такой страницы нет.")
    if page not in PUBLIC and not is_judge(request):
        return session_page()
    return FileResponse(path, media_type="text/html")
