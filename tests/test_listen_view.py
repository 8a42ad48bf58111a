"""What `referee listen` prints as a turn's events come: final words, alerts, retractions."""

from __future__ import annotations

import io

from api.cli.listen_view import ListenView
from referee.events import AudioFault, Revision, WordEvent
from referee.rules.cards import checked
from referee.rules.checker import Checker


def test_an_alert_on_a_withdrawn_partial_word_is_printed_as_retracted():
    out = io.StringIO()
    view = ListenView(out, colour=False)
    checker = Checker("лодка")
    for event in (WordEvent(0, "это", 0.1, 0.3), WordEvent(1, "лодочка", 0.4, 0.9, 0.6, False),
                  Revision(1), WordEvent(1, "ладно", 0.4, 0.8)):
        view.show(event)
        for said in checked(checker, event):
            view.show(said)
    view.show(AudioFault("microphone_lost", "Микрофон пропал", 1.0))
    view.status(1.0)
    lines = out.getvalue().splitlines()
    alert = next(line for line in lines if line.startswith("⚠"))
    retracted = next(line for line in lines if line.startswith("↺"))
    assert lines.index(alert) < lines.index(retracted)
    assert "отозвано" in retracted and alert[2:] in retracted
    assert "это ладно" in lines and "✖ Микрофон пропал" in lines
    assert [w.text for w in view.words] == ["это", "ладно"]
