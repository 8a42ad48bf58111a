"""Schemathesis against the app's OpenAPI schema (ASGI, in process, lifespan run by schemathesis),
signed in as the judge: every generated request — valid or not, with NaN, ±Infinity or 1e999 put
in any field, or nested 100 000 deep — gets a documented answer, never a 5xx, and every refusal is
one Russian sentence.

`positive_data_acceptance` is left out: some rules of the game cannot be told by a JSON schema
(two players with one name, a word list with no usable word), and the app refuses those with a
documented 400 and a message for the judge."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.checks import negative_data_rejection, positive_data_acceptance

from api.access.judge import HEADER
from api.app import create_app
from api.live.listening import Listening
from api.settings import AppSettings

KEY = "schemathesis-judge-key"
JUDGE = {HEADER: KEY}


@pytest.fixture(scope="module")
def dashboard_schema(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The app's schema, the app built when the test runs (not at import). Schemathesis calls
    the app as "testserver": a name the judge would give with --allow-host."""
    app = create_app(AppSettings(data=tmp_path_factory.mktemp("schema"), listen=False,
                                 allow_hosts=("testserver",), token=KEY),
                     listening=Listening(None, "тест."))
    return schemathesis.openapi.from_asgi("/openapi.json", app)


schema = schemathesis.pytest.from_fixture("dashboard_schema")
NON_FINITE = [float("nan"), float("inf"), float("-inf")]
DEEP = 100_000
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class Nested(dict):
    """A body to be sent wrapped in `DEEP` nested arrays (too deep to build as Python lists)."""


@schemathesis.serializer("application/json")
def json_as_javascript_writes_it(ctx: Any, value: Any) -> bytes:
    """JSON as a careless client writes it: NaN and Infinity as bare words (1e999 parses to
    Infinity too), and `Nested` bodies deep in arrays."""
    if isinstance(value, bytes):  # an example given as raw bytes goes as it is
        return value
    text = json.dumps(value, ensure_ascii=False, default=str)  # str: schemathesis' Binary
    if isinstance(value, Nested):
        text = "[" * DEEP + text + "]" * DEEP
    return text.encode()


@schemathesis.hook
def flatmap_body(context: Any, body: Any) -> st.SearchStrategy:
    """The generated body as it is, with a non-finite number in one of its fields, or nested
    deep."""
    if not isinstance(body, dict) or not body:
        return st.just(body)
    spoiled = st.builds(lambda key, bad: {**body, key: bad},
                        st.sampled_from(sorted(body)), st.sampled_from(NON_FINITE))
    return st.one_of(st.just(body), spoiled, st.just(Nested(body)))


@schemathesis.check
def refusals_are_russian(ctx: Any, response: Any, case: Any) -> None:
    """A refused request says what is wrong in one Russian sentence (`detail`)."""
    if 400 <= response.status_code < 500 and "json" in response.headers.get(
            "content-type", [""])[0]:
        detail = json.loads(response.content).get("detail")
        assert isinstance(detail, str) and CYRILLIC.search(detail), detail


@pytest.mark.slow
@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors(case):
    excluded = [positive_data_acceptance]
    if case.media_type == "multipart/form-data":
        # an uploaded file is bytes of any kind: a "mutated" file («-43148» for a string) is
        # still a file, which the endpoint reads and judges itself (its errors are checked below)
        excluded.append(negative_data_rejection)
    case.call_and_validate(headers=JUDGE, excluded_checks=excluded)
