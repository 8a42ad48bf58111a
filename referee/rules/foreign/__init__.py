"""The foreign-word rule (`rule`) and the language cues it and other rules read (`cues`)."""
