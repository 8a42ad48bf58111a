"""`referee` commands of this group (see api/cli/__init__.py)."""

import argparse


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
