"""One self-contained HTML page from a turn report (`referee.replay.report.build_report`).

No external files: the audio is a base64 data URI, styles and the little script are inline, so the
page can be mailed or messaged to the players as it is. Clicking a word or an alert plays the audio
from there; the word being heard is highlighted. All text the reader sees is Russian.
"""

from __future__ import annotations

import base64
from html import escape
from typing import Any

RULE_TITLES = {
    "cognate": "Однокоренное слово",
    "letters": "Буквы и слоги",
    "soundalike": "Созвучие",
    "pointing": "Указание на предмет",
    "foreign": "Иностранное слово",
}
RULE_COLOURS = {
    "cognate": "#f6c1c1",
    "letters": "#f9dfa6",
    "soundalike": "#cfe3fb",
    "pointing": "#d9c8f2",
    "foreign": "#c8ecd2",
}
OUTCOMES = {
    "guessed": "угадано",
    "time": "время вышло, слово вернулось в шляпу",
    "returned": "объясняющий вернул слово в шляпу",
    "unknown": "исход не записан",
}
SOURCES = {
    "sample": "образец",
    "recorded": "записанный ход",
    "transcript": "расшифровка",
    "wav": "аудиофайл",
}

STAMP_EVERY = 3.0  # seconds between time stamps in the transcript

_STYLE = """
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:1.5rem auto;padding:0 1rem;
color:#222}
h1{font-size:1.5rem;margin-bottom:.2rem} .meta{color:#555;margin-top:0}
audio{width:100%;margin:.5rem 0 1rem}
table{border-collapse:collapse;width:100%} td,th{padding:.3rem .5rem;border-bottom:1px solid #ddd;
text-align:left;vertical-align:top} tr[data-start]{cursor:pointer}
tr[data-start]:hover{background:#f4f4f4}
.w{cursor:pointer;border-radius:3px;padding:0 1px} .w:hover{outline:1px solid #999}
.w.now{outline:2px solid #222} .guesser{font-style:italic;color:#666}
.t{color:#888;font-size:.8em} .rule{display:inline-block;padding:0 .4rem;border-radius:3px}
.card{margin:.8rem 0} .card h3{font-size:1rem;margin:.2rem 0} .missed{color:#a00}
footer{margin-top:2rem;color:#777;font-size:.9em}
@media print{audio,script{display:none}}
"""

_SCRIPT = """
const audio = document.getElementById("audio");
document.querySelectorAll("[data-start]").forEach(el => el.addEventListener("click", () => {
  if (!audio) return;
  audio.currentTime = Number(el.dataset.start);
  audio.play();
}));
if (audio) {
  const words = Array.from(document.querySelectorAll(".w"));
  audio.addEventListener("timeupdate", () => {
    const t = audio.currentTime;
    words.forEach(w => w.classList.toggle("now", t >= +w.dataset.start && t < +w.dataset.end));
  });
}
"""


def clock(seconds: float | None) -> str:
    """`m:ss.s`, the way the page shows times."""
    if seconds is None:
        return "—"
    minutes, rest = divmod(max(0.0, seconds), 60)
    return f"{int(minutes)}:{rest:04.1f}"


def _rule(rule: str) -> str:
    return (f'<span class="rule" style="background:{RULE_COLOURS[rule]}">'
            f"{escape(RULE_TITLES[rule])}</span>")


def _word(word: dict[str, Any]) -> str:
    classes = ["w"] + (["guesser"] if word["speaker"] == "guesser" else [])
    style = f' style="background:{RULE_COLOURS[word["rules"][0]]}"' if word["rules"] else ""
    title = f'{clock(word["start"])}–{clock(word["end"])}, уверенность {word["conf"]:.0%}'
    if word["speaker"] == "guesser":
        title += ", говорит отгадывающий"
    if word["rules"]:
        title += ": " + ", ".join(RULE_TITLES[r] for r in word["rules"])
    return (f'<span class="{" ".join(classes)}"{style} data-start="{word["start"]}" '
            f'data-end="{word["end"]}" title="{escape(title)}">{escape(word["text"])}</span>')


def _cards(report: dict[str, Any]) -> str:
    parts = []
    for number, target in enumerate(report["targets"]):
        words = [w for w in report["words"] if w["card"] == number]
        outcome = OUTCOMES.get(target["outcome"], target["outcome"])
        end = clock(target["end"]) if target["end"] is not None else "…"
        parts.append(
            f'<div class="card"><h3>Карточка {number + 1}: «{escape(target["word"])}» — '
            f'{escape(outcome)} <span class="t">({clock(target["start"])}–{end})</span></h3>'
            f'<p>{_timed_words(words) or "<i>ничего не сказано</i>"}</p></div>'
        )
    return "\n".join(parts)


def _timed_words(words: list[dict[str, Any]]) -> str:
    """The words, with a time stamp before the first and then every `STAMP_EVERY` seconds."""
    out, stamped = [], None
    for word in words:
        if stamped is None or word["start"] - stamped >= STAMP_EVERY:
            out.append(f'<span class="t">{clock(word["start"])}</span>')
            stamped = word["start"]
        out.append(_word(word))
    return " ".join(out)


def _alerts(report: dict[str, Any]) -> str:
    if not report["alerts"]:
        return "<p>Нарушений не замечено.</p>"
    rows = []
    for alert in sorted(report["alerts"], key=lambda a: (a["start"] or 0.0, a["span"][0])):
        exact = ""
        if alert["exact_target"]:
            exact = " <b>(назвал отгадывающий)</b>" if _by_guesser(report, alert) \
                else " <b>(само слово)</b>"
        rows.append(
            f'<tr data-start="{alert["start"] or 0.0}"><td>{clock(alert["start"])}</td>'
            f'<td>{_rule(alert["rule"])}{exact}</td><td>{escape(" ".join(alert["words"]))}</td>'
            f'<td>{alert["confidence"]:.0%}</td><td>{escape(alert["explanation"])}</td>'
            f'<td>«{escape(alert["target"])}»</td></tr>'
        )
    return ("<table><tr><th>Время</th><th>Правило</th><th>Слова</th><th>Уверенность</th>"
            "<th>Пояснение</th><th>Карточка</th></tr>\n" + "\n".join(rows) + "</table>")


def _retracted(report: dict[str, Any]) -> str:
    """Alerts raised on words the recognizer then withdrew: shown struck out, for the record."""
    if not report["retracted"]:
        return ""
    items = "".join(
        f'<li data-start="{a["start"] or 0.0}"><s>{clock(a["start"])} {_rule(a["rule"])} '
        f'«{escape(" ".join(a["words"]))}»</s> — отозван на {clock(a["retracted"])}: '
        f"{_instead(a['words'], a.get('now', []))}</li>" for a in report["retracted"])
    return (f"<p>Отозвано сигналов: {len(report['retracted'])} (слово, на котором сигнал "
            f"возник, распознаватель потом исправил):</p><ul>{items}</ul>")


def _instead(words: list[str], now: list[str]) -> str:
    """Why an alert on `words` was retracted, from the words heard in its place in the end."""
    if not now:
        return "распознаватель отменил слово"
    if now == words:
        return "распознаватель отменил слово, потом услышал его снова"
    return f"распознаватель услышал иначе: «{escape(' '.join(now))}»"


def _notes(report: dict[str, Any]) -> str:
    return "".join(f'<p class="missed">{escape(note)}</p>' for note in report["notes"])


def _by_guesser(report: dict[str, Any], alert: dict[str, Any]) -> bool:
    speakers = {w["index"]: w["speaker"] for w in report["words"]}
    return all(speakers.get(i) == "guesser" for i in range(*alert["span"]))


def _summary(report: dict[str, Any]) -> str:
    counts = report["counts"]
    if not counts:
        return ""
    items = ", ".join(f"{_rule(r)} × {counts[r]}" for r in RULE_TITLES if r in counts)
    return f"<p>Сигналов: {len(report['alerts'])} — {items}.</p>"


def _expected(report: dict[str, Any]) -> str:
    expected = report["expected"]
    if expected is None:
        return ""
    total = len(expected["found"]) + len(expected["missed"])
    missed = "".join(
        f'<li class="missed">{clock(e["start"])} {_rule(e["rule"])} «{escape(e["word"])}» '
        f'(карточка «{escape(e["target"])}»)</li>'
        for e in expected["missed"]
    )
    extra = "".join(
        f"<li>{clock(a['start'])} {_rule(a['rule'])} «{escape(' '.join(a['words']))}»</li>"
        for a in expected["unexpected"]
    )
    return (
        f"<section><h2>Сверка с эталоном образца</h2><p>Найдено {len(expected['found'])} "
        f"из {total} ожидаемых сигналов.</p>"
        + (f"<p>Пропущены:</p><ul>{missed}</ul>" if missed else "")
        + (f"<p>Лишние (не ожидались):</p><ul>{extra}</ul>" if extra else "")
        + "</section>"
    )


def _recheck(report: dict[str, Any]) -> str:
    recheck = report.get("recheck")
    if recheck is None:
        return ""

    def items(alerts: list[dict[str, Any]]) -> str:
        return "".join(f"<li>{clock(a['start'])} {_rule(a['rule'])} "
                       f"«{escape(' '.join(a['words']))}»: {escape(a['explanation'])}</li>"
                       for a in alerts)

    return (
        f"<section><h2>Проверено заново</h2><p>По сравнению с ходом вживую: без изменений "
        f"{recheck['kept']}, новых {len(recheck['new'])}, пропало {len(recheck['gone'])}.</p>"
        + (f"<p>Новые сигналы:</p><ul>{items(recheck['new'])}</ul>" if recheck["new"] else "")
        + (f"<p>Пропавшие сигналы:</p><ul>{items(recheck['gone'])}</ul>"
           if recheck["gone"] else "")
        + "</section>"
    )


def render_html(report: dict[str, Any], audio: bytes | None) -> str:
    """The whole page; `audio` is the turn's WAV file (None: the page says there is none)."""
    if audio:
        player = ('<audio id="audio" controls preload="auto" src="data:audio/wav;base64,'
                  f'{base64.b64encode(audio).decode("ascii")}"></audio>')
    else:
        player = "<p><i>Аудиозаписи нет: отчёт построен по расшифровке.</i></p>"
    recognizer = ("по сохранённой расшифровке" if report["recognizer"] == "transcript"
                  else f"распознано заново моделью {report['recognizer']}")
    source = SOURCES.get(report["source"]["kind"], report["source"]["kind"])
    return f"""<!doctype html>
<html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ход «Шляпы»: {escape(report["title"])}</title>
<style>{_STYLE}</style></head>
<body>
<h1>Отчёт о ходе: {escape(report["title"])}</h1>
<p class="meta">{escape(source)} · {escape(recognizer)} · длительность {clock(report["duration"])}
 · порог уверенности {report["min_confidence"]:.0%}</p>
{player}
{_notes(report)}
<section><h2>Сигналы</h2>{_summary(report)}{_alerts(report)}{_retracted(report)}</section>
<section><h2>Расшифровка</h2>
<p class="t">Нажмите на слово или строку сигнала, чтобы услышать это место.</p>
{_cards(report)}</section>
{_expected(report)}
{_recheck(report)}
<footer>hat-referee. Сигналы — подсказки программы; нарушение засчитывает судья.</footer>
<script>{_SCRIPT}</script>
</body></html>
"""
