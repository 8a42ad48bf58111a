"""A data folder that cannot be made or written is refused in Russian before anything is served,
and the command line prints the refusal, not a traceback."""

from __future__ import annotations

import socket

import pytest

from api.app import create_app
from api.cli import main
from api.settings import AppSettings, make_data_folder
from common.errors import UserError


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_a_missing_folder_is_made_with_its_parents(tmp_path):
    data = tmp_path / "a" / "b"
    make_data_folder(data)
    assert data.is_dir() and list(data.iterdir()) == []  # the write probe leaves nothing


@pytest.mark.parametrize("inside, says", [
    ("", "это файл, а не папка"),
    ("games", "часть пути — файл, а не папка"),
])
def test_a_file_in_the_way_is_refused(tmp_path, inside, says):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    with pytest.raises(UserError, match=says) as refused:
        create_app(AppSettings(data=blocker / inside if inside else blocker, token="k"))
    assert "--data ПАПКА" in str(refused.value)
    assert blocker.read_text() == "not a folder"  # nothing overwritten


def test_serve_prints_the_refusal_and_exits_2(tmp_path, capsys):
    blocker = tmp_path / "data"
    blocker.write_text("")
    code = main(["serve", "--data", str(blocker), "--port", str(free_port()), "--no-listen"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("Ошибка: ") and "это файл, а не папка" in err and "Traceback" not in err


def test_demo_with_a_data_folder_that_cannot_be_made_exits_2(tmp_path, capsys):
    blocker = tmp_path / "data"
    blocker.write_text("")
    code = main(["demo", "--data", str(blocker / "demo"), "--no-browser",
                 "--port", str(free_port())])
    assert code == 2
    assert "часть пути — файл, а не папка" in capsys.readouterr().err
