"""Russian word knowledge: morphology, derivational lexicons, segmentation, meaning, sound and
transliteration."""
