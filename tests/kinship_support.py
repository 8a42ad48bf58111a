"""The cognate rule's verdict on one word, as the checker gives it (for the same-root tests)."""

from referee.rules.base import Token
from referee.rules.cognate import Cognate

ALERT_CONFIDENCE = 0.5  # the checker's default threshold (`check_text`)


def sure_alert(target: str, word: str) -> bool:
    """The cognate rule raises a sure alert on `word` said for the secret word `target`."""
    alerts = Cognate().check([Token(0, word)], target, 0)
    return any(a.confidence >= ALERT_CONFIDENCE for a in alerts)
