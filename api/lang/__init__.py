"""Language data of the dashboard (Russian phrases), apart from logic."""
