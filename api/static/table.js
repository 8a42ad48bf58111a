// The judge's table page: state from the live channel, actions over HTTP, keyboard shortcuts.
"use strict";
const RULES = {cognate: "Однокоренное", letters: "Буквы и слоги", soundalike: "Созвучие",
               pointing: "Указание", foreign: "Иностранное"};
const VERDICTS = {confirmed: "Подтверждено: ошибка", dismissed: "Отклонено",
                  guessed: "Засчитано как угаданное"};
const REASONS = {time: "время вышло", last_guess: "угадана последняя версия", gave_up: "сдались",
                 violation: "ошибка", hat_empty: "шляпа опустела"};
// Who said a word (`speaker` on words, `evidence.speaker` on alerts): the explainer's are shown plain.
const SPEAKERS = {guesser: "говорит отгадывающий", uncertain: "кто сказал — не ясно"};
const $ = (id) => document.getElementById(id);
let game = null, live = null, following = null, concealed = false;
const notesTold = new Set();  // the status's notes already shown on this page

Hat.timer($("timer"), $("phase"), () => game);
Hat.connect("judge", (m) => {
  if (m.type === "state") {
    game = m.game; live = m.live; following = m.following;
    showRecognition(m.recognition);
    if (m.problem) problem(m.problem);
    render();
  } else if (m.type === "event") {
    Hat.cue(m.event);
  } else if (m.type === "word" && live && live.turn_no === m.turn_no) {
    live.words[m.word.index] = m.word;
    renderTranscript();
  } else if (m.type === "revision" && live && live.turn_no === m.turn_no) {
    live.words.length = Math.min(live.words.length, m.length);
    renderTranscript();
  } else if (["alert", "decision", "retraction", "moved"].includes(m.type) && live &&
             live.turn_no === m.alert.turn_no) {
    const at = live.alerts.findIndex((a) => a.id === m.alert.id);
    if (at >= 0) live.alerts[at] = m.alert; else live.alerts.push(m.alert);
    if (m.type === "alert") Hat.beep(2, 1200);
    renderLive();
  } else if (m.type === "fault" || m.type === "error") {
    problem(m.message);
  }
});

function showRecognition(status) {
  const box = $("recognition");
  box.textContent = status ? status.message : "";
  box.classList.toggle("hidden", !status || status.live);
  for (const note of [status && status.speakers_off, status && status.second_listen_off]) {
    if (note && !notesTold.has(note)) {  // said once a page, not on every state
      notesTold.add(note);
      problem(note);
    }
  }
}

let problemTimer;
function problem(message) {
  const box = $("problem");
  box.textContent = message;
  box.classList.remove("hidden");
  clearTimeout(problemTimer);
  problemTimer = setTimeout(() => box.classList.add("hidden"), 6000);
}

async function act(action) {
  try { await Hat.api("POST", `/api/turn/${action}`); } catch (err) { problem(err.message); }
}

async function decide(id, decision) {
  try { await Hat.api("POST", `/api/alerts/${id}/decision`, {decision}); }
  catch (err) { problem(err.message); }
}

function render() {
  $("nogame").classList.toggle("hidden", !!game);
  if (!game) return;
  const turn = game.turn, pair = Hat.pair(game), paused = !!(turn && turn.interrupted);
  $("pair").innerHTML = pair ? `${Hat.esc(pair.explainer)}<span class="arrow">→</span>` +
    `${Hat.esc(pair.guesser)}` : (game.finished ? Hat.winners(game) : "");
  $("word").textContent = game.word || "—";
  $("left").textContent = game.hat.in_hat + (game.hat.drawn || 0);
  $("turnno").textContent = turnNumber(game);
  renderTurnResult();
  $("next").textContent = following ? `${Hat.name(game, following.explainer)} → ` +
    `${Hat.name(game, following.guesser)}` : "—";
  $("start").disabled = !!turn || game.finished;
  for (const id of ["guessed", "violation"]) $(id).disabled = !turn || paused;
  $("give_up").disabled = !turn || paused || turn.phase !== "explaining";
  Hat.standings($("standings"), game);
  renderOutage();
  renderLive();
}

// «3 из 30» while a turn runs, «3 из 30, ещё не начат» before it, «сыграны все 30» at the end.
function turnNumber(game) {
  const total = game.turns_total, played = game.turns_played;
  if (game.turn) return `${played + 1} из ${total}`;
  if (!game.finished) return `${played + 1} из ${total}, ещё не начат`;
  return played === total ? `сыграны все ${total}` : `сыграно ${played} из ${total}`;
}

// The running turn's count, or how the last turn ended.
function renderTurnResult() {
  const turn = game.turn, last = game.history.length ? game.history[game.history.length - 1] : null;
  $("turn-guessed-label").textContent = turn ? "Угадано в этом ходе" : "Прошлый ход";
  $("turn-guessed").textContent = turn ? String(turn.guessed) : last ? `угадано ${last.guessed}` +
    (last.end_reason ? `; ${REASONS[last.end_reason] || last.end_reason}` : "") : "—";
}

// A turn cut by a server outage: the judge replays it or goes on with the seconds left.
function renderOutage() {
  const cut = game.turn && game.turn.interrupted;
  $("outage-prompt").classList.toggle("hidden", !cut);
  if (!cut) return;
  const left = Math.round(cut.seconds_left * 10) / 10;
  const part = game.turn.phase === "last_guess" ? "на последнюю версию" : "на объяснение";
  $("outage-text").innerHTML = `<b>Ход прерван</b>: сервер не работал с ` +
    `${new Date(cut.at * 1000).toLocaleTimeString("ru-RU")}; осталось ${left} с ${part}.`;
  $("resume-turn").textContent = `Продолжить (${left} с)`;
}

function renderLive() { renderTranscript(); renderAlerts(); renderPrompt(); }

const promptOf = (a) => (a.evidence && a.evidence.prompt) || null;
const speakerOf = (a) => (a.evidence && a.evidence.speaker) || null;

function flags() {
  const marks = {};
  for (const a of live ? live.alerts : []) {
    if (a.decision === "dismissed" || a.retracted || promptOf(a) === "form") continue;
    for (let i = a.span[0]; i < Math.max(a.span[1], a.span[0] + 1); i++) marks[i] = a;
  }
  return marks;
}

function renderTranscript() {
  const box = $("transcript"), marks = flags();
  box.innerHTML = (live ? live.words : []).map((w) => {
    const a = marks[w.index], who = SPEAKERS[w.speaker];
    const cls = `w${w.final ? "" : " partial"}${a ? ` flag rule-${a.rule}` : ""}` +
      (who ? ` spk-${w.speaker}` : "");
    const why = [who, a && `${RULES[a.rule]}: ${a.explanation}`].filter(Boolean).join("; ");
    const title = why ? ` title="${Hat.esc(why)}"` : "";
    return `<span class="${cls}"${title}>${Hat.esc(w.text)}</span>`;
  }).join(" ");  // spaces between the words: a long transcript wraps
  box.scrollTop = box.scrollHeight;
}

function renderAlerts() {
  const alerts = live ? live.alerts.slice().reverse() : [];
  const box = $("alerts");
  if (!alerts.length) { box.innerHTML = '<p class="empty">Пока нарушений нет.</p>'; return; }
  const audio = live && live.recording;
  box.innerHTML = alerts.map((a) => a.retracted ? retractedCard(a) : `
    <div class="alert rule-${a.rule}${a.decision ? " decided" : ""}${promptOf(a) ? ` ask-${promptOf(a)}` : ""}"
         data-id="${a.id}">
      <div class="head"><span class="rule">${alertTitle(a)}</span>
        <span class="words">${Hat.esc(a.words.join(" "))}</span>${aboutCard(a)}
        ${SPEAKERS[speakerOf(a)] ? `<span class="who spk-${speakerOf(a)}">${SPEAKERS[speakerOf(a)]}</span>` : ""}
        <span class="conf">уверенность ${Math.round(a.confidence * 100)}%</span></div>
      <div class="why">${Hat.esc(a.explanation)}</div>
      <div class="actions">${a.decision
        ? `<span class="verdict">${VERDICTS[a.decision]}</span>` : alertButtons(a)}
        ${audio ? '<button data-play="1">▶ Послушать</button>' : ""}</div>
    </div>`).join("");
}

// An alert on words said while another card was on the table (the recognizer gave them after
// the guess): the card it is about.
function aboutCard(a) {
  return a.target && (!game || a.target !== game.word)
    ? ` <span class="about">к слову «${Hat.esc(a.target)}»</span>` : "";
}

// A guess («Угадано?») and a same-root guess (the form hint) are questions, not violations.
function alertTitle(a) {
  if (promptOf(a) === "guess") return "Угадано?";
  if (promptOf(a) === "form") return "Пусть уточнит форму";
  if (promptOf(a) === "who") return "Кто сказал?";
  return a.exact_target ? "Само слово" : RULES[a.rule];
}

function alertButtons(a) {
  if (promptOf(a) === "form") return '<button data-decision="dismissed">Понятно</button>';
  if (promptOf(a) === "guess") {
    return `<button class="good" data-decision="guessed">Угадано</button>
            <button data-decision="dismissed">Отклонить</button>`;
  }
  if (promptOf(a) === "who") {  // the speaker uncertain: the judge says who it was
    return (a.exact_target ? '<button class="good" data-decision="guessed">Отгадывающий: угадано</button>' : "") +
      `<button class="bad" data-decision="confirmed">Объясняющий: нарушение</button>
       <button data-decision="dismissed">Отклонить</button>`;
  }
  return `<button class="bad" data-decision="confirmed">Подтвердить</button>
          <button data-decision="dismissed">Отклонить</button>`;
}

// An alert on a word the recognizer withdrew: nothing for the judge to decide, kept for the record.
function retractedCard(a) {
  return `<div class="alert retracted" data-id="${a.id}"><div class="head">
    <span class="rule">Отозвано</span> <s class="words">${Hat.esc(a.words.join(" "))}</s>
    <span class="conf">распознаватель исправил слово</span></div></div>`;
}

function pendingGuess() {
  if (!game || !game.turn || game.turn.interrupted || !live) return null;
  return live.alerts.find((a) => a.exact_target && !a.decision && !a.retracted &&
                                 a.target === game.word) || null;
}

function renderPrompt() {
  const pending = pendingGuess();
  $("guessed-prompt").classList.toggle("hidden", !pending);
  $("guessed-text").textContent = pending && speakerOf(pending) === "guesser"
    ? "Отгадывающий назвал слово." : "Прозвучало само слово.";
}

function playAround(alert) {
  const player = $("audio");
  const src = `/api/turns/${alert.turn_no}/audio?word=${alert.span[0]}`;
  const seek = () => {
    player.currentTime = Math.max(0, (alert.start || 0) - 2);
    player.play().catch(() => problem("Звук не воспроизводится: проверьте колонки."));
  };
  if (player.dataset.src === src && player.readyState >= 1) { seek(); return; }
  player.dataset.src = src;
  player.addEventListener("loadedmetadata", seek, {once: true});
  player.src = src;
  player.load();
}

$("alerts").addEventListener("click", (e) => {
  const button = e.target.closest("button"), card = e.target.closest(".alert");
  if (!button || !card) return;
  const alert = live.alerts.find((a) => a.id === card.dataset.id);
  if (button.dataset.play) playAround(alert);
  else decide(alert.id, button.dataset.decision);
});

function guessed() {
  const pending = pendingGuess();
  if (pending) decide(pending.id, "guessed"); else act("guessed");
}

function toggleWord() {
  concealed = !concealed;
  document.querySelector(".secret").classList.toggle("concealed", concealed);
}

for (const id of ["start", "violation", "give_up"]) {
  $(id).addEventListener("click", () => act(id === "start" ? "start_turn" : id));
}
$("guessed").addEventListener("click", guessed);
$("accept-guess").addEventListener("click", guessed);
$("resume-turn").addEventListener("click", () => act("resume_turn"));
$("replay-turn").addEventListener("click", () => act("replay_turn"));
document.querySelector(".secret").addEventListener("click", toggleWord);

$("heard").addEventListener("submit", async (e) => {
  e.preventDefault();
  const input = $("heard-text"), text = input.value.trim();
  if (!text) return;
  input.value = "";
  try { await Hat.api("POST", "/api/turn/words/heard", {text}); }
  catch (err) { problem(err.message); }
});

const KEYS = {Space: () => act("start_turn"), Enter: guessed, KeyE: () => act("violation"),
              KeyR: () => act("give_up"), KeyH: toggleWord};
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
  const handler = KEYS[e.code];
  if (!handler) return;
  e.preventDefault();
  if (!e.repeat) handler();
});
