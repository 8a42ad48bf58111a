"""The recognizers behind one interface: Vosk (with its grammar spotter) and Whisper (offline and
streaming), and the choice between them."""
