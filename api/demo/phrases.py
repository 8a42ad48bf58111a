"""What the demo's explainer improvises about a word no sample round explains: fillers an
explainer uses, and the slips the checker should catch. `{root}` is a same-root word of the
secret word, `{letter}` its first letter, `{word}` the word itself."""

# Harmless openings and fillers: no rule should fire on these.
FILLERS = (
    "ну смотри это такая штука",
    "представь себе что у тебя дома",
    "это бывает почти у каждого",
    "ну вот когда идёшь по улице",
    "его можно встретить часто",
)

# Slips, one per script: a same-root word, a letter hint, the word itself (heard as a guess).
SLIPS = (
    "ну {root} понимаешь",
    "начинается на букву {letter}",
    "{word}",
)
