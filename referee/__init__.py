"""Speech and rule checking: from audio to timed words to alerts.

Knows nothing of players or scores.
"""
