"""The demo: the sample rounds played into the dashboard, judged by a robot or by a person."""
