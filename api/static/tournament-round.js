// One round: the table plan (printable), points typed per table, or a table played in the app.
"use strict";
const {$, attempt, link} = Tour;
const id = Tour.num("id"), stage = Tour.num("stage") || 1, round = Tour.num("round") || 1;
const base = `/api/tournaments/${id}/stages/${stage}/rounds/${round}`;
let playing = null; // the table whose game the dialog starts

function status(t) {
  if (t.playing) return '<span class="ok">Идёт игра в приложении (страница «Стол судьи»).</span>';
  if (t.game && t.game.problem) return `<span class="tied">${Hat.esc(t.game.problem)}</span>`;
  if (t.points && t.game) return '<span class="ok">Очки внесены из игры в приложении.</span>';
  if (t.points) return '<span class="ok">Очки внесены.</span>';
  return '<span class="muted">Очков ещё нет.</span>';
}

function block(t, open) {
  const rows = t.players.map((p, seat) => {
    const value = t.points ? t.points[String(p.id)] : "";
    return `<tr><td class="seat">${seat + 1}</td><td>${Hat.esc(p.name)}</td>` +
      `<td class="pts"><input type="number" min="0" max="1000" data-player="${p.id}" ` +
      `value="${value ?? ""}" placeholder="очки" aria-label="Очки: ${Hat.esc(p.name)}"` +
      `${open ? "" : " disabled"}></td></tr>`;
  }).join("");
  return `<section class="block" data-table="${t.table}"><h2>Стол ${t.table}</h2>` +
    '<table><tr><th title="порядок рассадки">№</th><th>Игрок</th><th class="pts">Очки</th></tr>' + rows +
    `</table><div class="status">${status(t)}</div>` + (open ? '<div class="actions">' +
      `<button class="primary" data-save="${t.table}">Сохранить очки</button>` +
      (t.points || t.playing ? ""
        : `<button data-play="${t.table}">Сыграть в приложении</button>`) + "</div>" : "") +
    "</section>";
}

function draw(data) {
  Tour.header($("header"), data.tournament,
              `<a href="${link("-standings", {id, stage})}">Таблица этапа</a>`);
  const s = data.stage;
  $("title").textContent = `${s.name}: тур ${round} из ${s.rounds}`;
  document.title = `${data.tournament.name} — ${s.name}, тур ${round}`;
  $("rounds").innerHTML = Array.from({length: s.rounds}, (_, i) => i + 1).map((r) =>
    r === round ? `<b>Тур ${r}</b>` : `<a href="${link("-round", {id, stage, round: r})}">Тур ${r}</a>`
  ).join(" · ");
  $("closed").classList.toggle("hidden", data.open);
  $("plan").innerHTML = data.tables.map((t) => block(t, data.open)).join("");
  $("printed").textContent = `${data.tournament.name} · ${s.name} · тур ${round}. № — порядок рассадки ` +
    "по кругу.";
}

const reload = async () => draw(await Hat.api("GET", base));

function save(table) {
  const inputs = [...document.querySelectorAll(`[data-table="${table}"] input[data-player]`)];
  const empty = inputs.filter((i) => i.value === "");
  if (empty.length) {
    Tour.problem(`Стол ${table}: впишите очки всех игроков (пусто у ${empty.length}).`);
    empty[0].focus();
    return;
  }
  const points = inputs.map((i) => ({player: +i.dataset.player, points: +i.value}));
  attempt(async () => draw(await Hat.api("PUT", `${base}/tables/${table}/result`, {points})));
}

function openPlay(table) {
  playing = table;
  $("play-title").textContent = `Игра за столом ${table}`;
  $("play-problem").classList.add("hidden");
  $("play").showModal();
  if (!$("words").value.trim()) generate().catch(showPlayProblem);
}

async function generate() {
  $("words").placeholder = "Подбираю слова…";
  try {
    const data = await Hat.api("POST", "/api/words/generate", {count: +$("count").value || 100});
    $("words").value = data.words.join("\n");
  } finally { $("words").placeholder = ""; }
}

async function play() {
  const circles = $("circles").value ? +$("circles").value : null;
  await Hat.api("POST", `${base}/tables/${playing}/game`, {
    words: $("words").value, circles, explain_seconds: +$("explain").value || 20});
  location.href = "/table";
}

function showPlayProblem(err) {
  $("play-problem").textContent = err.message;
  $("play-problem").classList.remove("hidden");
}

$("plan").addEventListener("click", (e) => {
  const button = e.target.closest("button");
  if (!button) return;
  if (button.dataset.save) save(+button.dataset.save);
  if (button.dataset.play) openPlay(+button.dataset.play);
});
$("print").addEventListener("click", () => window.print());
$("generate").addEventListener("click", () => generate().catch(showPlayProblem));
$("play-cancel").addEventListener("click", () => $("play").close());
$("play-form").addEventListener("submit", (e) => {
  e.preventDefault();
  play().catch(showPlayProblem);
});
attempt(reload);
