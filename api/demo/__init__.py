"""Demonstrations: the sample rounds played into the dashboard, and the practice explainer."""
