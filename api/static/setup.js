// Setup page: players, timings, the word list (pasted, uploaded or generated) and its report.
"use strict";
const $ = (id) => document.getElementById(id);
let report = null; // the last validation report, for the text it was made from

// The error box goes where the judge is looking: under the button that was pressed, in view.
function problem(message, near) {
  const box = $("problem");
  box.textContent = message;
  box.classList.toggle("hidden", !message);
  if (!message) return;
  if (near) near.closest(".row").after(box);
  box.scrollIntoView({block: "nearest"});
}

async function check() {
  problem("");
  const text = $("words").value;
  report = {text, data: await Hat.api("POST", "/api/words/check", {text})};
  const issues = report.data.issues;
  $("report").innerHTML = `<p>Слов принято: <b>${report.data.accepted.length}</b>, ` +
    `под вопросом: <b>${issues.length}</b>${issues.length ? " — отметьте, какие оставить:" : "."}` +
    '</p><div class="issues">' + issues.map((i) =>
      `<label><input type="checkbox" data-line="${i.line}"${i.keepable ? "" : " disabled"}> ` +
      `${Hat.esc(i.description)}</label>`).join("") + "</div>";
}

function kept() {
  return [...document.querySelectorAll(".issues input:checked")].map((c) => +c.dataset.line);
}

// Voices: one «Записать голос» a player; the server records from the dashboard's microphone.
let voices = {players: [], seconds: 6};

function playerNames() {
  return [...new Set($("players").value.split("\n").map((s) => s.trim()).filter(Boolean))];
}

function renderVoices(recording) {
  $("sentence").textContent = voices.sentence ? `«${voices.sentence}»` : "";
  $("voice-seconds").textContent = String(voices.seconds);
  $("voices").innerHTML = playerNames().map((name) => {
    const state = name === recording ? '<span class="recording">Запись… читайте фразу</span>'
      : voices.players.includes(name) ? '<span class="enrolled">голос записан ✓</span>' : "";
    return `<div class="row" data-name="${Hat.esc(name)}"><span class="name">${Hat.esc(name)}` +
      `</span><button type="button"${recording ? " disabled" : ""}>` +
      `${voices.players.includes(name) ? "Записать заново" : "Записать голос"}</button>${state}</div>`;
  }).join("");
}

async function recordVoice(row) {
  problem("");
  const name = row.dataset.name;
  renderVoices(name);
  try {
    voices = await Hat.api("POST", "/api/voices/record", {player: name});
    renderVoices(null);
  } catch (err) {
    renderVoices(null);
    const again = [...document.querySelectorAll("#voices .row")].find((r) => r.dataset.name === name);
    problem(err.message, again && again.querySelector("button"));
  }
}

$("voices").addEventListener("click", (e) => {
  const button = e.target.closest("button");
  if (button) recordVoice(button.closest(".row"));
});
$("players").addEventListener("input", () => renderVoices(null));
Hat.api("GET", "/api/voices").then((data) => { voices = data; renderVoices(null); })
  .catch((err) => problem(err.message));

$("check").addEventListener("click", () => check().catch((err) => problem(err.message, $("check"))));
$("words").addEventListener("input", () => { report = null; $("report").innerHTML = ""; });

$("file").addEventListener("change", async () => {
  const file = $("file").files[0];
  if (!file) return;
  $("words").value = await file.text();
  check().catch((err) => problem(err.message, $("file")));
});

$("generate").addEventListener("click", async () => {
  problem("");
  $("generate").disabled = true;
  try {
    const data = await Hat.api("POST", "/api/words/generate", {count: +$("count").value || 100});
    $("words").value = data.words.join("\n");
    await check();
  } catch (err) { problem(err.message, $("generate")); }
  $("generate").disabled = false;
});

$("setup").addEventListener("submit", async (e) => {
  e.preventDefault();
  problem("");
  try {
    if (!report || report.text !== $("words").value) await check();
    const circles = $("circles").value ? +$("circles").value : null;
    await Hat.api("POST", "/api/games", {
      players: $("players").value.split("\n").map((s) => s.trim()).filter(Boolean),
      words: $("words").value, keep: kept(), explain_seconds: +$("explain").value,
      last_guess_seconds: +$("lastguess").value, circles,
      violation_removes_word: $("removes").checked,
    });
    location.href = "/table";
  } catch (err) { problem(err.message, e.submitter || $("setup").querySelector("[type=submit]")); }
});
