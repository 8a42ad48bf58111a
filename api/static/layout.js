// Shared by every page: nav bar, API calls, the live channel, server time, sounds.
// The judge's session is an HttpOnly cookie the page never sees; without it a judge page goes to
// /session, which tells how to get it, instead of retrying in silence.
"use strict";
const Hat = (() => {
  const PAGES = [["/setup", "Новая игра"], ["/table", "Стол судьи"], ["/scores", "Очки"],
                 ["/replay", "Записи и споры"], ["/tournament", "Турнир"], ["/player", "Экран игроков"]];
  const RULES = {cognate: "Однокоренное", letters: "Буквы и слоги", soundalike: "Созвучие",
                 pointing: "Указание", foreign: "Иностранное"};
  let offset = 0; // server clock − browser clock, seconds (from ping/pong)

  function nav() {
    if (document.body.classList.contains("bare")) return; // a screen for the players
    const bar = document.createElement("nav");
    bar.className = "site";
    bar.innerHTML = '<span class="brand">Шляпа · судья</span>' + PAGES.map(([href, title]) =>
      `<a href="${href}"${href === location.pathname ? ' class="active"' : ""}>${title}</a>`
    ).join("") + '<span class="conn" id="conn"></span>';
    document.body.prepend(bar);
  }

  async function api(method, path, body) {
    const headers = {"Content-Type": "application/json"};
    const response = await fetch(path, {method, headers,
                                        body: body === undefined ? undefined : JSON.stringify(body)});
    const data = await response.json().catch(() => ({}));
    if (response.status === 401) signedOut();
    if (!response.ok) throw new Error(data.detail || `Ошибка ${response.status}`);  // Russian
    return data;
  }

  // Without the judge's session a judge page shows how to get it (the session page).
  function signedOut() { location.replace("/session"); }

  async function stillJudge() {
    const answer = await fetch("/api/session").then(r => r.json()).catch(() => ({judge: true}));
    if (!answer.judge) signedOut();
  }

  // The live channel: reconnects by itself; each (re)connect starts with hello + full state.
  // A judge's socket refused for want of the session leads to the session page.
  function connect(view, onMessage) {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    let socket, pinger;
    const status = (up) => {
      const el = document.getElementById("conn");
      if (el) { el.textContent = up ? "на связи" : "нет связи…"; el.classList.toggle("up", up); }
    };
    const open = () => {
      socket = new WebSocket(`${scheme}://${location.host}/ws?view=${view}`);
      socket.onopen = () => {
        status(true);
        const ping = () => socket.send(JSON.stringify({type: "ping", t: Date.now() / 1000}));
        ping();
        pinger = setInterval(ping, 5000);
      };
      socket.onmessage = (e) => {
        const message = JSON.parse(e.data);
        if (message.type === "pong" && message.t) {
          const now = Date.now() / 1000;
          offset = message.server_time - (message.t + now) / 2;
        } else if (message.type === "hello") {
          offset = message.server_time - Date.now() / 1000;
        }
        onMessage(message);
      };
      socket.onclose = () => {
        status(false); clearInterval(pinger);
        if (view === "judge") stillJudge();
        setTimeout(open, 1000);
      };
    };
    open();
    return {send: (message) => socket.send(JSON.stringify(message))};
  }

  const serverNow = () => Date.now() / 1000 + offset;

  let audio;
  function beep(times = 1, freq = 880) { // «Время!»: one beep; «Всё!»: three
    try {
      audio = audio || new AudioContext();
      for (let i = 0; i < times; i++) {
        const osc = audio.createOscillator(), gain = audio.createGain();
        const at = audio.currentTime + i * 0.25;
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.3, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + 0.2);
        osc.connect(gain).connect(audio.destination);
        osc.start(at); osc.stop(at + 0.2);
      }
    } catch (err) { /* no sound device: the screen still shows the phase */ }
  }

  // Browsers allow sound only after a click or a key: open the audio then.
  const unlock = () => { try { audio = audio || new AudioContext(); audio.resume(); } catch (e) {} };
  for (const kind of ["pointerdown", "keydown"]) document.addEventListener(kind, unlock);
  const soundOn = () => !!audio && audio.state === "running";

  // The big timer: phase and remaining seconds from the server's deadline, redrawn each frame.
  function timer(el, phaseEl, getGame) {
    const draw = () => {
      const game = getGame();
      const phase = game ? game.phase : "ready";
      let text = "—", label = "", look = "done", mood = "ready";
      if (game && game.turn && game.turn.interrupted) { // a server outage: the clock stands
        const left = game.turn.interrupted.seconds_left;
        text = left >= 10 ? String(Math.ceil(left)) : left.toFixed(1);
        label = "Ход прерван"; look = "paused"; mood = "over";
      } else if (game && game.turn && game.next_deadline) {
        const left = Math.max(0, game.next_deadline - serverNow());
        text = left >= 10 ? String(Math.ceil(left)) : left.toFixed(1);
        label = phase === "last_guess" ? "Время!" : "Объясняем";
        look = phase + (phase === "explaining" && left < 5 ? " soon" : "");
        mood = phase;
      } else if (game && game.turns_played > 0) {
        text = "0"; label = game.finished ? "Игра окончена" : "Всё!"; mood = "over";
      } else if (game) {
        text = String(game.settings.explain_seconds); label = "Ждём начала хода";
      }
      el.textContent = text;
      el.className = `timer ${look}`;
      if (phaseEl) { phaseEl.textContent = label; phaseEl.className = `phase ${mood}`; }
      requestAnimationFrame(draw);
    };
    requestAnimationFrame(draw);
  }

  // Sounds on the engine's phase events, the same on every screen.
  function cue(event) {
    if (event.kind === "time_up") beep(1, 880);
    else if (event.kind === "turn_over" && event.data.reason === "time") beep(3, 660);
    else if (event.kind === "turn_started") beep(1, 520);
  }

  const name = (game, seat) => game.players[seat] ? game.players[seat].name : "?";
  const esc = (text) => String(text).replace(/[&<>"']/g,
    (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));

  function standings(el, game) {
    el.innerHTML = '<table class="scores"><tr><th>Место</th><th>Игрок</th>' +
      '<th class="num">Объяснил</th><th class="num">Угадал</th><th class="num">Очки</th></tr>' +
      game.standings.map(s => `<tr><td>${s.place}</td><td>${esc(s.name)}</td>` +
        `<td class="num">${s.explained}</td><td class="num">${s.guessed}</td>` +
        `<td class="num"><b>${s.total}</b></td></tr>`).join("") + "</table>";
  }

  function pair(game) {
    const t = game.turn || game.next_turn;
    if (!t) return null;
    return {explainer: name(game, t.explainer), guesser: name(game, t.guesser), playing: !!game.turn};
  }

  // «Победа: Аня (12)» (several names on a tie) once the game is over.
  function winners(game) {
    const top = game.standings.filter((s) => s.place === 1);
    return top.length ? `Победа: ${top.map((s) => `${esc(s.name)} (${s.total})`).join(", ")}` : "";
  }

  document.addEventListener("DOMContentLoaded", nav);
  return {RULES, api, connect, serverNow, beep, timer, cue, esc, name, standings, pair, soundOn,
          winners};
})();
