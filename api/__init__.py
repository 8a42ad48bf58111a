"""Wiring: the FastAPI app, the dashboard's static files and the `referee` command line."""
