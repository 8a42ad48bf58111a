"""The dashboard's pages: plain HTML from `api/static`, sharing `layout.css` and `layout.js`.

A page is added by dropping `<name>.html` (+ its script) into `api/static` and naming it in PAGES.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse, RedirectResponse

STATIC = Path(__file__).resolve().parent.parent / "static"
PAGES = ("setup", "table", "scores", "player", "replay")

router = APIRouter(include_in_schema=False)


@router.get("/")
def home() -> RedirectResponse:
    return RedirectResponse("/table")


@router.get("/{page}")
def page(page: str) -> FileResponse:
    if page not in PAGES:
        raise HTTPException(404, "Такой страницы нет.")
    return FileResponse(STATIC / f"{page}.html", media_type="text/html")
