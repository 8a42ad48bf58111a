"""Russian wording of request validation errors (pydantic error types → what the judge reads).

Templates take the error's `ctx` values by name (`{ge}`, `{max_length}`, ...). Types missing here
fall back to `OTHER`. Field labels name the fields of the tournament pages' forms.
"""

PROBLEMS = {
    "missing": "не заполнено",
    "int_type": "нужно целое число",
    "int_parsing": "нужно целое число",
    "int_from_float": "нужно целое число",
    "int_parsing_size": "слишком большое число",
    "float_type": "нужно число",
    "float_parsing": "нужно число",
    "finite_number": "нужно конечное число",
    "bool_type": "нужно «да» или «нет» (true/false)",
    "bool_parsing": "нужно «да» или «нет» (true/false)",
    "string_type": "нужен текст",
    "string_too_short": "нужно не меньше {min_length} символ(а/ов)",
    "string_too_long": "нужно не больше {max_length} символ(а/ов)",
    "greater_than_equal": "должно быть не меньше {ge}",
    "greater_than": "должно быть больше {gt}",
    "less_than_equal": "должно быть не больше {le}",
    "less_than": "должно быть меньше {lt}",
    "list_type": "нужен список",
    "too_short": "нужно не меньше {min_length} элемент(а/ов)",
    "too_long": "нужно не больше {max_length} элемент(а/ов)",
    "dict_type": "нужен объект JSON",
    "model_type": "нужен объект JSON",
    "model_attributes_type": "нужен объект JSON",
    "extra_forbidden": "лишнее поле: уберите его",
    "json_invalid": "запрос не читается как JSON",
    "json_type": "запрос не читается как JSON",
    "enum": "нужно одно из значений: {expected}",
    "literal_error": "нужно одно из значений: {expected}",
    "value_error": "неверное значение",
}
OTHER = "неверное значение"

# Request fields and path parameters as the judge knows them.
FIELDS = {
    "tid": "номер турнира",
    "stage": "этап",
    "round_no": "тур",
    "table": "стол",
    "name": "название или имя",
    "table_min": "наименьший стол",
    "table_max": "наибольший стол",
    "rounds": "число туров",
    "tables": "число столов",
    "seed": "номер жеребьёвки",
    "top": "сколько проходят",
    "min_points": "порог очков",
    "players": "игроки",
    "player": "игрок",
    "points": "очки",
    "file": "файл",
    "words": "слова",
    "keep": "оставленные строки",
    "explain_seconds": "время на объяснение",
    "last_guess_seconds": "время на последнюю версию",
    "circles": "число кругов",
    "violation_removes_word": "«Ошибка» убирает слово",
    "body": "тело запроса",
}
HEADLINE = "Неверные данные"
