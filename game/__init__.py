"""The rules of play: hat, pair schedule, turn state machine, scoring, tournaments, persistence.

Pure Python, no audio; clocks are injected so tests can drive time.
"""
