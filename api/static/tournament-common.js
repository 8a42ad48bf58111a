// Shared by the tournament pages: query parameters, links between them, the error box, header.
"use strict";
const Tour = (() => {
  const query = new URLSearchParams(location.search);
  const num = (name) => (query.has(name) ? +query.get(name) : null);
  const link = (page, params) => `/tournament${page}?` + new URLSearchParams(params);
  const $ = (id) => document.getElementById(id);

  function problem(message) {
    const box = $("problem");
    box.textContent = message || "";
    box.classList.toggle("hidden", !message);
  }

  // Run an action; a refusal is shown in the error box instead of thrown.
  async function attempt(action) {
    problem("");
    try { return await action(); } catch (err) { problem(err.message); return null; }
  }

  // Title and links of a tournament's pages.
  function header(el, tournament, extra = "") {
    const id = tournament.id;
    el.innerHTML = `<h1>${Hat.esc(tournament.name)}</h1>` +
      `<a href="${link("", {id})}">Регистрация и этапы</a>` +
      `<a href="${link("-standings", {id})}">Таблица</a>` +
      `<a href="/tournament" class="no-print">Все турниры</a>${extra}`;
  }

  // Russian plural: plural(5, ["игрок", "игрока", "игроков"]) → "игроков".
  function plural(n, [one, few, many]) {
    const tens = n % 100, units = n % 10;
    if (tens >= 11 && tens <= 14) return many;
    return units === 1 ? one : units >= 2 && units <= 4 ? few : many;
  }

  return {num, link, $, problem, attempt, header, plural};
})();
