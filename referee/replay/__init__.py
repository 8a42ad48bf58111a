"""Turns on record and after the fact: the turn log (one format, written live, read back), JSON
Lines, offline replay, stored transcripts, re-checking old turns, reports."""
