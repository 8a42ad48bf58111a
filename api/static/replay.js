// The replay page: a game's turns; a turn's audio with the transcript lit word by word, alerts on
// a timeline (click: jump there), decisions, rulings, outcome corrections, who said a word (the
// judge corrects it: the turn is checked again), «Проверить заново».
"use strict";
const VERDICTS = {confirmed: "подтверждено: ошибка", dismissed: "отклонено",
                  guessed: "засчитано как угаданное"};
const OUTCOMES = [["guessed", "угадано"], ["returned", "в шляпу"], ["violation", "«Ошибка»"]];
const $ = (id) => document.getElementById(id);
const query = new URLSearchParams(location.search);
const WHO = {explainer: "ведущий", guesser: "отгадывающий", uncertain: "не ясно"};
let games = [], gameId = query.get("game"), turn = null, playing = false, chosen = null;

const gamePath = () => `/api/replay/games/${gameId}`;
const turnPath = () => `${gamePath()}/turns/${turn.turn_no}`;
const clock = (s) => s == null ? "—" : `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, "0")}`;

let problemTimer;
function problem(message) {
  $("problem").textContent = message;
  $("problem").classList.remove("hidden");
  clearTimeout(problemTimer);
  problemTimer = setTimeout(() => $("problem").classList.add("hidden"), 8000);
}

async function call(method, path, body) {
  try { return await Hat.api(method, path, body); } catch (err) { problem(err.message); return null; }
}

// ---- games and turns --------------------------------------------------------------------

async function loadGames(turnNo) {
  games = await call("GET", "/api/replay/games") || [];
  $("nogames").classList.toggle("hidden", games.length > 0);
  if (!games.length) return;
  if (!games.some((g) => g.id === gameId && !g.error)) {
    gameId = (games.find((g) => !g.error) || games[0]).id;
  }
  $("game").innerHTML = games.map((g) => `<option value="${g.id}"${g.error ? " disabled" : ""}>` +
    (g.error ? `${g.id}: повреждена — ${Hat.esc(g.error)}` : `${g.started} · ` +
      `${g.players.map(Hat.esc).join(", ")}${g.live ? " (идёт сейчас)" : ""}`) +
    "</option>").join("");
  $("game").value = gameId;
  showGame(turnNo);
}

function showGame(turnNo) {
  const game = games.find((g) => g.id === gameId);
  if (game.error) { problem(game.error); return; }
  $("players").textContent = `Ходов: ${game.turns.length} из ${game.turns_total}` +
    (game.finished ? " · игра окончена" : "");
  $("protocol").href = `${gamePath()}/protocol`;
  for (const name of ["words", "decisions", "standings"]) {
    $(`csv-${name}`).href = `${gamePath()}/${name}.csv`;
  }
  Hat.standings($("standings"), game);
  renderTurnList(game);
  const wanted = game.turns.find((t) => t.turn_no === turnNo) || game.turns[game.turns.length - 1];
  if (wanted) openTurn(wanted.turn_no); else $("turn").classList.add("hidden");
}

function renderTurnList(game) {
  $("turns").innerHTML = game.turns.map((t) => `<li><button data-turn="${t.turn_no}"` +
    `${turn && turn.turn_no === t.turn_no ? ' class="active"' : ""}>` +
    `<span class="no">${t.turn_no + 1}</span><span>${Hat.esc(t.explainer)} → ` +
    `${Hat.esc(t.guesser)}</span><span class="tags">угадано ${t.guessed}` +
    (t.alerts ? ` · <span class="tag-alerts">⚠ ${t.alerts}</span>` : "") +
    (t.audio ? " · ♪" : "") + (t.ruling ? ' · <span class="tag-ruled">решено</span>' : "") +
    "</span></button></li>").join("") || '<li class="muted">Ходов ещё не было.</li>';
}

async function openTurn(turnNo) {
  const data = await call("GET", `${gamePath()}/turns/${turnNo}`);
  if (!data) return;
  history.replaceState(null, "", `/replay?game=${gameId}&turn=${turnNo}`);
  for (const b of $("turns").querySelectorAll("button")) {
    b.classList.toggle("active", Number(b.dataset.turn) === turnNo);
  }
  const audio = $("audio");
  audio.pause();
  if (data.audio) audio.src = `${gamePath()}/turns/${turnNo}/audio`;
  else audio.removeAttribute("src");
  $("recheck-result").innerHTML = "";
  chosen = null;
  show(data);
}

function show(data) {
  turn = data;
  $("turn").classList.remove("hidden");
  $("turn-title").textContent = `Ход ${turn.turn_no + 1}: ${turn.explainer} → ${turn.guesser}`;
  $("turn-facts").textContent = `круг ${turn.circle + 1} · угадано ${turn.guessed} · ` +
    `конец: ${turn.end_reason}` + (turn.length != null ? ` · ${turn.length.toFixed(1)} с` : "") +
    (turn.parts.length ? ` · ход продолжен после сбоя: запись склеена из ${turn.parts.length} ` +
      `частей, они начинаются с ${turn.parts.map(clock).join(", ")}` : "");
  $("audio").classList.toggle("hidden", !turn.audio);
  $("noaudio").classList.toggle("hidden", turn.audio);
  renderTimeline();
  renderWords();
  renderAlerts();
  renderCards();
  renderRulings();
  Hat.standings($("standings"), turn);
  if (turn.notes && turn.notes.length) problem(turn.notes.join(" "));
}

// ---- timeline, transcript, playing --------------------------------------------------------

function span() { // seconds the timeline covers
  const audio = $("audio");
  const ends = [turn.length || 0, ...turn.transcript.map((w) => w.end),
                ...turn.cards.map((c) => c.to || 0)];
  if (turn.audio && isFinite(audio.duration)) ends.push(audio.duration);
  return Math.max(1, ...ends);
}
const pct = (s) => `${Math.min(100, 100 * s / span())}%`;

function renderTimeline() {
  $("cards-band").innerHTML = turn.cards.map((c) => `<div class="card ${c.outcome || ""}" ` +
    `style="left:${pct(c.from)};width:calc(${pct((c.to ?? span()) - c.from)})" ` +
    `title="${Hat.esc(c.word)}: ${Hat.esc(c.outcome_title)}">${Hat.esc(c.word)}</div>`).join("");
  $("marks").innerHTML = turn.alerts.filter((a) => a.start != null && !a.retracted).map((a) =>
    `<button class="mark rule-${a.rule}${a.decision === "dismissed" ? " dismissed" : ""}" ` +
    `data-id="${a.id}" style="left:${pct(a.start)};width:${pct(Math.max(0, a.end - a.start))}" ` +
    `title="${clock(a.start)} ${Hat.RULES[a.rule]}: ${Hat.esc(a.explanation)}" ` +
    `aria-label="${Hat.RULES[a.rule]}: ${Hat.esc(a.words.join(" "))}, ${clock(a.start)}">` +
    "</button>").join("");
  drawPlayhead();
}

function flags() {
  const marks = {};
  for (const a of turn.alerts) {
    if (a.decision === "dismissed" || a.retracted) continue;
    for (let i = a.span[0]; i < Math.max(a.span[1], a.span[0] + 1); i++) marks[i] = a;
  }
  return marks;
}

function renderWords() {
  const marks = flags();
  $("transcript").innerHTML = turn.transcript.map((w) => {
    const a = marks[w.index], fixed = "speaker_was" in w;
    const who = w.speaker ? `говорит ${WHO[w.speaker] || w.speaker}` +
      (fixed ? ` (исправил судья; было: ${WHO[w.speaker_was] || "не определено"})` : "") : "";
    const title = [a ? `${Hat.RULES[a.rule]}: ${a.explanation}` : clock(w.start), who]
      .filter(Boolean).join("; ");
    const cls = `w${a ? ` flag rule-${a.rule}` : ""}${w.speaker ? ` spk-${w.speaker}` : ""}` +
      `${fixed ? " fixed" : ""}${w.index === chosen ? " chosen" : ""}`;
    return `<span class="${cls}" data-index="${w.index}" ` +
      `data-start="${w.start}" title="${Hat.esc(title)}">${Hat.esc(w.text)}</span>`;
  }).join(" ") || '<span class="muted">Ничего не услышано.</span>';
  renderSpeakerEdit();
  highlight();
}

// The word last clicked: who said it, and buttons to correct it.
function renderSpeakerEdit() {
  const w = chosen == null ? null : turn.transcript[chosen];
  $("speaker-edit").classList.toggle("hidden", !w);
  if (!w) return;
  $("speaker-word").textContent = `«${w.text}» (${clock(w.start)}): ` +
    `${w.speaker ? `говорит ${WHO[w.speaker]}` : "говорящий не определён"}` +
    ("speaker_was" in w ? ` — исправил судья, было: ${WHO[w.speaker_was] || "не определено"}` : "");
  for (const b of $("speaker-edit").querySelectorAll("button")) {
    b.disabled = b.dataset.speaker === w.speaker;
  }
}

$("speaker-edit").addEventListener("click", async (e) => {
  const button = e.target.closest("button[data-speaker]");
  if (!button || chosen == null) return;
  const data = await call("POST", `${turnPath()}/speaker`,
                          {index: chosen, speaker: button.dataset.speaker});
  if (!data) return;
  show(data.turn);
  showRecheck(data.recheck, "После исправления говорящего");
});

const position = () => turn.audio ? $("audio").currentTime : (turn.cursor || 0);

function highlight() {
  const t = position();
  let current = -1;
  for (const w of turn.transcript) if (w.start <= t + 0.02) current = w.index;
  for (const el of $("transcript").children) {
    const index = Number(el.dataset.index);
    el.classList.toggle("now", index === current);
    el.classList.toggle("said", index < current);
    el.classList.toggle("todo", turn.audio && index > current);
  }
  drawPlayhead();
}

function drawPlayhead() { $("playhead").style.left = pct(position()); }

function seek(seconds, alertId) {
  const t = Math.max(0, seconds);
  if (turn.audio) $("audio").currentTime = t; else turn.cursor = t;
  for (const m of $("marks").children) m.classList.toggle("current", m.dataset.id === alertId);
  highlight();
  const word = $("transcript").querySelector(".w.now");
  if (word) word.scrollIntoView({block: "nearest"});
}

function tick() { highlight(); if (playing) requestAnimationFrame(tick); }
$("audio").addEventListener("play", () => { playing = true; requestAnimationFrame(tick); });
$("audio").addEventListener("pause", () => { playing = false; highlight(); });
$("audio").addEventListener("seeked", highlight);
$("audio").addEventListener("loadedmetadata", () => { if (turn) renderTimeline(); });

$("timeline").addEventListener("click", (e) => {
  const mark = e.target.closest(".mark");
  if (mark) {
    const alert = turn.alerts.find((a) => a.id === mark.dataset.id);
    seek(alert.start, alert.id);
    return;
  }
  const box = $("timeline").getBoundingClientRect();
  seek((e.clientX - box.left) / box.width * span());
});
$("transcript").addEventListener("click", (e) => {
  const word = e.target.closest(".w");
  if (!word) return;
  chosen = Number(word.dataset.index);
  seek(Number(word.dataset.start));
  renderWords();
});

// ---- alerts, cards, rulings -----------------------------------------------------------------

function alertCard(a, badge) {
  if (a.retracted && !badge) badge = "retracted";
  const verdict = badge === "retracted" ? "распознаватель исправил слово: сигнал отозван"
    : a.decision ? VERDICTS[a.decision] : (badge ? "" : "судья не решал");
  const struck = badge === "gone" || badge === "retracted";
  return `<div class="alert rule-${a.rule}${struck ? " gone" : ""}"` +
    ` data-start="${a.start ?? ""}" data-id="${a.id || ""}">` +
    `<div class="head">${badge ? `<span class="badge ${badge}">${BADGES[badge]}</span>` : ""}` +
    `<span class="rule">${alertTitle(a)}</span>` +
    `<span class="words">${Hat.esc(a.words.join(" "))}</span>` +
    `<span class="time">${clock(a.start)}</span></div>` +
    `<div class="why">${Hat.esc(a.explanation)} <span class="muted">(слово: ` +
    `${Hat.esc(a.target)})</span></div>` +
    `<div class="actions">${verdict ? `<span class="verdict">${verdict}</span>` : ""}` +
    (a.start != null ? '<button class="jump">▶ к этому месту</button>' : "") + "</div></div>";
}
const BADGES = {new: "новое", gone: "исчезло", kept: "осталось", changed: "изменилось",
                retracted: "отозвано"};

// A guess («Угадано?») and a same-root guess (the form hint) are questions, not violations.
function alertTitle(a) {
  const prompt = a.evidence && a.evidence.prompt, who = a.evidence && a.evidence.speaker;
  const title = prompt === "guess" ? "Угадано?" : prompt === "form" ? "Пусть уточнит форму"
    : prompt === "who" ? "Кто сказал?" : a.exact_target ? "Само слово" : Hat.RULES[a.rule] || a.rule;
  return who && who !== "explainer" ? `${title} · ${WHO[who] || who}` : title;
}

function renderAlerts() {
  $("alerts").innerHTML = turn.alerts.map((a) => alertCard(a)).join("") ||
    '<p class="empty">Нарушений не было.</p>';
}

function jumpFrom(e) {
  const button = e.target.closest(".jump"), card = e.target.closest(".alert");
  if (!button || !card) return;
  seek(Number(card.dataset.start), card.dataset.id);
  if (turn.audio) $("audio").play().catch(() => {});
}
$("alerts").addEventListener("click", jumpFrom);
$("recheck-result").addEventListener("click", jumpFrom);

function renderCards() {
  const editable = turn.played;
  $("cards").innerHTML = "<tr><th>Слово</th><th>Секунды</th><th>Исход</th></tr>" +
    turn.cards.map((c) => `<tr><td><b>${Hat.esc(c.word)}</b></td>` +
      `<td>${clock(c.from)}–${clock(c.to)}</td><td>${editable
        ? `<select data-word="${Hat.esc(c.word)}" aria-label="Исход слова ${Hat.esc(c.word)}">` +
          OUTCOMES.map(([v, t]) => `<option value="${v}"${v === c.outcome ? " selected" : ""}>` +
            `${t}</option>`).join("") + "</select>"
        : Hat.esc(c.outcome_title)}` +
      (c.corrected_from ? ` <span class="was">было: ${Hat.esc(c.corrected_from)}</span>` : "") +
      "</td></tr>").join("");
}

$("cards").addEventListener("change", async (e) => {
  const select = e.target.closest("select");
  if (!select) return;
  const data = await call("POST", `${turnPath()}/outcome`,
                          {word: select.dataset.word, outcome: select.value});
  if (data) { show(data); refreshList(); } else renderCards();
});

function renderRulings() {
  const list = turn.rulings.slice().reverse();
  $("rulings").innerHTML = list.map((r, i) => `<li${i === 0 ? ' class="latest"' : ""}>` +
    `${new Date(r.at * 1000).toLocaleString("ru-RU")}: ${Hat.esc(r.title)}` +
    (r.note ? ` — «${Hat.esc(r.note)}»` : "") + "</li>").join("");
  const latest = list[0];
  for (const radio of document.querySelectorAll('#ruling input[name="verdict"]')) {
    radio.checked = !!latest && radio.value === latest.verdict;
  }
  $("note").value = latest ? latest.note : "";
}

$("ruling").addEventListener("submit", async (e) => {
  e.preventDefault();
  const chosen = document.querySelector('#ruling input[name="verdict"]:checked');
  if (!chosen) { problem("Выберите решение: было нарушение или нет."); return; }
  const data = await call("POST", `${turnPath()}/ruling`,
                          {verdict: chosen.value, note: $("note").value});
  if (data) { show(data); refreshList(); }
});

$("recheck").addEventListener("click", async () => {
  $("recheck").disabled = true;
  $("recheck-result").innerHTML = '<p class="muted">Проверяю…</p>';
  const result = await call("POST", `${turnPath()}/recheck`);
  $("recheck").disabled = false;
  if (!result) { $("recheck-result").innerHTML = ""; return; }
  showRecheck(result, "");
});

// Alerts of the turn checked again, against those raised during it.
function showRecheck(result, heading) {
  const same = !result.new.length && !result.gone.length && !result.changed.length;
  $("recheck-result").innerHTML = `<p class="recheck-summary">${heading ? `${heading}. ` : ""}` +
    `Слов: ${result.words}. ` +
    (same ? "Сегодняшние правила говорят то же, что во время хода." :
      `Новых: ${result.new.length}, изменилось: ${result.changed.length}, ` +
      `исчезло: ${result.gone.length}, осталось: ${result.kept.length}.`) + "</p>" +
    (result.notes || []).map((n) => `<p class="muted">${Hat.esc(n)}</p>`).join("") +
    '<div class="alerts">' + [...result.new.map((a) => alertCard(a, "new")),
      ...result.changed.map((a) => alertCard(a, "changed")),
      ...result.gone.map((a) => alertCard(a, "gone")),
      ...result.kept.map((a) => alertCard(a, "kept"))].join("") + "</div>";
}

async function refreshList() { // the list after a change here or at the table
  const fresh = await call("GET", "/api/replay/games");
  if (!fresh) return;
  const ids = (list) => list.map((g) => g.id).join();
  if (ids(fresh) !== ids(games) || !turn) { loadGames(turn ? turn.turn_no : null); return; }
  games = fresh;
  renderTurnList(games.find((g) => g.id === gameId));
}

// Keys: Space plays or pauses, ← → jump to the previous or next alert.
function nextAlert(step) {
  const times = turn.alerts.filter((a) => a.start != null).sort((a, b) => a.start - b.start);
  const now = position();
  const found = step > 0 ? times.find((a) => a.start > now + 0.05)
                         : times.slice().reverse().find((a) => a.start < now - 0.05);
  if (found) seek(found.start, found.id);
}
document.addEventListener("keydown", (e) => {
  if (!turn || e.target.closest("input, textarea, select") || e.ctrlKey || e.metaKey ||
      e.altKey) return;
  const audio = $("audio");
  if (e.code === "Space" && turn.audio && !e.target.closest("button, audio")) {
    e.preventDefault();
    if (audio.paused) audio.play().catch(() => {}); else audio.pause();
  } else if (e.code === "ArrowRight" || e.code === "ArrowLeft") {
    e.preventDefault();
    nextAlert(e.code === "ArrowRight" ? 1 : -1);
  }
});

$("turns").addEventListener("click", (e) => {
  const button = e.target.closest("button");
  if (button) openTurn(Number(button.dataset.turn));
});
$("game").addEventListener("change", () => { gameId = $("game").value; showGame(null); });

// The live channel: when the game at the table moves on, the list follows.
let played = null;
Hat.connect("judge", (m) => {
  if (m.type !== "state" || !m.game) return;
  const count = `${m.game.history.length}/${m.game.turns_played}`;
  if (played !== null && count !== played) {
    refreshList();
    const current = games.find((g) => g.id === gameId);
    if (turn && !turn.played && current && current.live) openTurn(turn.turn_no);
  }
  played = count;
});
loadGames(query.has("turn") ? Number(query.get("turn")) : null);
