"""The table in play: the game, the turn being heard, the live channel and its log."""
