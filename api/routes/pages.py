"""The dashboard's pages: plain HTML from `api/static`, sharing `layout.css` and `layout.js`.

A page is added by dropping `<name>.html` (and its script) into `api/static` and listing it in
the nav bar (`PAGES` in `layout.js`); `/<name>` serves it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, HTTPException
from fastapi import Path as PathParam
from fastapi.responses import FileResponse, RedirectResponse

STATIC = Path(__file__).resolve().parent.parent / "static"

router = APIRouter(include_in_schema=False)


@router.get("/")
async def home() -> RedirectResponse:
    return RedirectResponse("/table")


@router.get("/favicon.ico")
async def favicon() -> FileResponse:
    """The hat icon (SVG; browsers ask for /favicon.ico whatever the page links)."""
    return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")


@router.get("/{page}")
async def page(page: Annotated[str, PathParam(max_length=40)]) -> FileResponse:
    path = STATIC / f"{page}.html"
    if not (page.isascii() and page.replace("-", "").isalpha() and path.is_file()):
        raise HTTPException(404, "Такой страницы нет.")
    return FileResponse(path, media_type="text/html")
