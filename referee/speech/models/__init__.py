"""Speech models on disk: where they are found, what is pinned about each, download and checks."""
