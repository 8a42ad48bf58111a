// Standings of a stage (total points, then the stated tie-break) and the overall ranking.
"use strict";
const {$, attempt, link} = Tour;
const id = Tour.num("id"), stage = Tour.num("stage");

// Head-to-head counts only among players level on points: "—" where it decided nothing.
const duels = (n) => (n === 0 ? "—" : n > 0 ? `+${n}` : String(n));

function table(rows, withH2H) {
  return '<table class="scores"><tr><th>Место</th><th>Игрок</th><th class="num">Очки</th>' +
    '<th class="num">Игр</th><th class="num">За игру</th>' +
    (withH2H ? '<th class="num">Личные встречи</th>' : "") +
    '<th class="num">Лучшая игра</th></tr>' + rows.map((r) =>
      `<tr data-player="${r.player}"><td${r.tied ? ' class="tied" title="общее место"' : ""}>` +
      `${r.place}${r.tied ? "=" : ""}</td><td>${Hat.esc(r.name)}</td>` +
      `<td class="num"><b>${r.points}</b></td><td class="num">${r.games}</td>` +
      `<td class="num">${r.per_game.toFixed(2)}</td>` +
      (withH2H ? `<td class="num">${duels(r.head_to_head)}</td>` : "") +
      `<td class="num">${r.best_game}</td></tr>`).join("") + "</table>";
}

async function load() {
  const query = stage ? `?stage=${stage}` : "";
  const data = await Hat.api("GET", `/api/tournaments/${id}/standings${query}`);
  Tour.header($("header"), data.tournament);
  const s = data.stage;
  const rounds = Array.from({length: s.rounds}, (_, i) =>
    `<a href="${link("-round", {id, stage: s.number, round: i + 1})}">тур ${i + 1}</a>`);
  $("title").innerHTML = `Этап ${s.number}: ${Hat.esc(s.name)} · ${rounds.join(", ")}`;
  $("incomplete").classList.toggle("hidden", data.complete);
  $("incomplete").textContent = "Внесены не все результаты этапа: таблица предварительная.";
  $("rows").innerHTML = table(data.rows, true);
  $("tiebreak").textContent = `Порядок: ${data.tie_break}. «=» — общее место.`;
  $("overall").innerHTML = table(data.overall, false);
}

attempt(load);
