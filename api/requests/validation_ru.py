"""Russian wording of refused requests: pydantic error types → what the judge reads, field names
→ what the pages call them, the framework's HTTP refusals → what to do.

Templates take the error's `ctx` values by name (`{ge}`, `{max_length}`, ...). Types missing here
fall back to `OTHER`.
"""

PROBLEMS = {
    "missing": "не заполнено",
    "int_type": "нужно целое число",
    "int_parsing": "нужно целое число",
    "int_from_float": "нужно целое число",
    "int_parsing_size": "слишком большое число",
    "float_type": "нужно число",
    "float_parsing": "нужно число",
    "finite_number": "нужно обычное число (NaN, Infinity и 1e999 не подходят)",
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
    "string_pattern_mismatch": "не тот вид: нужно как в подсказке ({pattern})",
    "uuid_parsing": "неверный номер",
    "union_tag_invalid": "неизвестный вид сообщения",
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
    "text": "текст",
    "pace": "темп (секунд между словами)",
    "partials": "сначала серым",
    "count": "сколько слов",
    "turn_no": "номер хода",
    "word": "слово",
    "outcome": "исход",
    "decision": "решение",
    "verdict": "решение по спору",
    "note": "заметка",
    "action": "действие",
    "id": "номер предупреждения",
    "alert_id": "номер предупреждения",
    "game_id": "игра",
    "view": "экран",
    "t": "время клиента",
    "type": "тип сообщения",
}
UNKNOWN_FIELD = "поле «{}»"
HEADLINE = "Неверные данные"

# The framework's own refusals, by HTTP status (our routes give their own Russian `detail`).
STATUS_TEXT = {
    400: "Запрос не читается: пришлите JSON-объект, как описано в /docs.",
    404: "Такого адреса нет: проверьте ссылку или откройте /table.",
    405: "Этот адрес не принимает такой запрос: какие запросы он принимает, описано в /docs.",
    413: "Запрос слишком большой: пришлите меньше данных.",
    415: "Пришлите данные в виде JSON (Content-Type: application/json).",
}
