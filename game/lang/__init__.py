"""Language data of the game engine (Russian), kept apart from logic."""
