"""The one sound format inside the pipeline: 16 kHz mono 16-bit PCM, as recognizers take it."""

SAMPLE_RATE = 16_000
FRAME_BYTES = 2  # one mono 16-bit sample
