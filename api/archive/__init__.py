"""Played games on disk, for the replay page: stores, logs, recordings, rulings."""
