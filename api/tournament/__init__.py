"""Tournaments in the dashboard: the data folder's tournaments and tables played as games."""
