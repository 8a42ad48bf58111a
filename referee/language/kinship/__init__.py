"""How the root comparison decides: its ordered steps, the verdict and its wording, the secret
word's own base, and the explanation `referee explain-root` prints."""
