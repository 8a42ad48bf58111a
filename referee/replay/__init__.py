"""Turns after the fact: offline replay, stored transcripts, re-checking old turns, reports."""
