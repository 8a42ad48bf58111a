"""From sound to timed words: audio sources, resampling, recognizers, spotting, the recorder, the
live turn, models."""
