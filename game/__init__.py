"""The rules of play: hat, pair schedule, turn state machine, scoring, persistence.

Pure Python, no audio; clocks are injected so tests can drive time. The server drives one object,
`game.game.Game` (see its module docstring); word lists come from `game.wordlist` (a judge's own)
or `game.builtin_words` (frequent nouns).
"""
