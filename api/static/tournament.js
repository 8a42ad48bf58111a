// Tournament home: the list of tournaments, or one tournament's registration, stages, progression.
"use strict";
const {$, attempt, link} = Tour;
const id = Tour.num("id");
const optional = (el) => (el.value === "" ? null : +el.value);

async function showList() {
  $("list").classList.remove("hidden");
  const data = await Hat.api("GET", "/api/tournaments");
  $("tournaments").innerHTML = data.tournaments.map((t) =>
    `<li><a href="${link("", {id: t.id})}">${Hat.esc(t.name)}</a></li>`).join("") ||
    '<li class="muted">Турниров пока нет.</li>';
}

function stageHtml(s) {
  const seated = s.tables.reduce((a, b) => a + b, 0);
  const rounds = Array.from({length: s.rounds}, (_, i) =>
    `<a href="${link("-round", {id, stage: s.number, round: i + 1})}">Тур ${i + 1}</a>`).join("");
  const done = s.missing === 0 ? '<span class="ok">все результаты внесены</span>'
    : `не внесено результатов: <b>${s.missing}</b>`;
  return `<div class="stage" data-stage="${s.number}"><b>${s.number}. ${Hat.esc(s.name)}</b> — ` +
    `${seated} ${Tour.plural(seated, ["игрок", "игрока", "игроков"])} за ${s.tables.length} ` +
    `${Tour.plural(s.tables.length, ["столом", "столами", "столами"])} ` +
    `(${s.tables.join(", ")}); ${done}.<br><span class="rounds">${rounds}</span> ` +
    `<a href="${link("-standings", {id, stage: s.number})}">Таблица этапа</a>` +
    (s.rounds > 1 ? `<br><span class="muted">Повторных встреч пар: ${s.repeat_pairs} ` +
      `(меньше невозможно: ${s.lower_bound}).</span>` : "") + "</div>";
}

// A registered player; once the tournament runs, the judge can withdraw them.
function playerHtml(p, data) {
  if (data.withdrawn.includes(p.id)) return `<li class="muted"><s>${Hat.esc(p.name)}</s> (снят)</li>`;
  const leave = data.stages.length ? ` <button class="small" data-withdraw="${p.id}" ` +
    `data-name="${Hat.esc(p.name)}" title="Снять с турнира">×</button>` : "";
  return `<li>${Hat.esc(p.name)}${leave}</li>`;
}

function draw(data) {
  Tour.header($("header"), data.tournament);
  document.title = `${data.tournament.name} — турнир`;
  const open = data.registration_open;
  $("registration").classList.toggle("hidden", !open);
  $("start").classList.toggle("hidden", !open);
  $("count").textContent = `(${data.players.length})`;
  $("players").innerHTML = data.players.map((p) => playerHtml(p, data)).join("");
  $("stages-panel").classList.toggle("hidden", open);
  $("stages").innerHTML = data.stages.map(stageHtml).join("");
  const current = data.stages[data.stages.length - 1];
  const complete = current && current.missing === 0;
  $("advance").classList.toggle("hidden", !complete);
  if (complete) attempt(() => drawPick(current.number, data.withdrawn));
  $("unfinished").classList.toggle("hidden", !current || complete);
  if (current && !complete) {
    $("unfinished").textContent = `Чтобы сформировать следующий этап, внесите все результаты ` +
      `этапа «${current.name}».`;
  }
}

// The judge's own choice of who plays on: the stage's standings with a box each.
async function drawPick(stage, withdrawn) {
  const data = await Hat.api("GET", `/api/tournaments/${id}/standings?stage=${stage}`);
  $("a-pick").innerHTML = data.rows.filter((r) => !withdrawn.includes(r.player)).map((r) =>
    `<label><input type="checkbox" value="${r.player}"> ${r.place}${r.tied ? "=" : ""}. ` +
    `${Hat.esc(r.name)} — ${r.points}</label>`).join("");
}

const reload = async () => draw(await Hat.api("GET", `/api/tournaments/${id}`));

async function upload() {
  const form = new FormData();
  form.append("file", $("csv").files[0]);
  const response = await fetch(`/api/tournaments/${id}/players/csv`, {method: "POST", body: form});
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.detail || `Ошибка ${response.status}`);
  return data;
}

// Seating a big stage takes seconds: the button says so and cannot be pressed twice.
async function planning(form, action) {
  const button = form.querySelector("button[type=submit]");
  const label = button.textContent;
  button.disabled = true;
  button.textContent = "Рассаживаю…";
  await attempt(action);
  button.disabled = false;
  button.textContent = label;
}

function wire() {
  $("create").addEventListener("submit", (e) => {
    e.preventDefault();
    attempt(async () => {
      const data = await Hat.api("POST", "/api/tournament", {name: $("t-name").value,
        table_min: +$("t-min").value, table_max: +$("t-max").value});
      location.href = link("", {id: data.tournament.id});
    });
  });
  $("add").addEventListener("submit", (e) => {
    e.preventDefault();
    attempt(async () => {
      draw(await Hat.api("POST", `/api/tournaments/${id}/players`, {name: $("p-name").value}));
      $("p-name").value = "";
      $("p-name").focus();
    });
  });
  $("upload").addEventListener("submit", (e) => {
    e.preventDefault();
    attempt(async () => { draw(await upload()); $("csv").value = ""; });
  });
  $("start").addEventListener("submit", (e) => {
    e.preventDefault();
    planning(e.target, async () => draw(await Hat.api("POST", `/api/tournaments/${id}/start`, {
      rounds: +$("s-rounds").value, tables: optional($("s-tables")),
      seed: +$("s-seed").value || 0})));
  });
  document.querySelectorAll("input[name=cut]").forEach((radio) => radio.addEventListener(
    "change", () => $("a-pick").classList.toggle("hidden", radio.value !== "pick" ||
                                                           !radio.checked)));
  $("players").addEventListener("click", (e) => {
    const button = e.target.closest("button[data-withdraw]");
    if (!button || !confirm(`Снять «${button.dataset.name}» с турнира? Туры этапа без ` +
                            "результатов будут рассажены заново, без этого игрока.")) return;
    attempt(async () => draw(await Hat.api("POST", `/api/tournaments/${id}/withdrawals`,
                                           {player: +button.dataset.withdraw})));
  });
  $("advance").addEventListener("submit", (e) => {
    e.preventDefault();
    const cut = document.querySelector("input[name=cut]:checked").value;
    const picked = [...$("a-pick").querySelectorAll("input:checked")].map((box) => +box.value);
    planning(e.target, async () => draw(await Hat.api("POST", `/api/tournaments/${id}/advance`, {
      rounds: +$("a-rounds").value || 1, tables: optional($("a-tables")),
      table_min: optional($("a-tmin")), name: $("a-name").value || null,
      top: cut === "top" ? optional($("a-top")) : null,
      min_points: cut === "min" ? optional($("a-min")) : null,
      players: cut === "pick" ? picked : null})));
  });
}

wire();
if (id === null) attempt(showList);
else { $("one").classList.remove("hidden"); attempt(reload); }
