"""Who spoke: voice prints, a numpy speaker encoder, per-word attribution (explainer / guesser)."""
