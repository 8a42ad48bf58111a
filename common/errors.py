"""Errors that reach a person: the message says, in Russian, what went wrong and what to do."""


class UserError(Exception):
    """A problem the user can fix (bad input, missing model, no microphone).

    The command line prints the message alone (no traceback) and exits with status 2; the API
    answers 4xx with the message as `detail`.
    """
