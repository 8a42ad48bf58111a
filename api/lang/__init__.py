"""Language data of the dashboard (Russian texts apart from the logic that uses them)."""
