"""What clients send, checked before any route acts: strict bodies, the live channel's wire
limits, refusals in Russian."""
