"""Measuring the referee: evaluation sets, sample rounds, speech synthesis, benchmarks."""
