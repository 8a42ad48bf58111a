"""Tournaments: players, stages of rounds at tables, seating plans, results, standings."""
