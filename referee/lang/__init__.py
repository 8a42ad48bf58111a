"""Russian language data for the rules: word lists and phrase parts, kept apart from logic."""
