"use strict";
// The lobby: create a table, list open, running and finished tables, join, import.

let GAMES = [];
const $ = id => document.getElementById(id);

function showError(message) { $("lobby-error").textContent = message || ""; }

function currentGame() { return GAMES.find(g => g.id === $("game").value); }

// Every seat a table can have, from the server (a person, each agent at a few thinking
// times, the game's own automas at their difficulties), as [spec, words].
function seatOptions() {
  const game = currentGame();
  return ((game && game.seats) || [{ spec: "human", words: "a person" }]).map(o => [o.spec, o.words]);
}

// Hints at a table with several people need everyone's agreement: ask for it then.
function renderHintsAgreement() {
  const humans = [...document.querySelectorAll("#seats input.seat-spec")]
    .filter(i => (i.value.trim() || "human") === "human").length;
  $("hints-agreed-box").hidden = !($("hints").value && humans > 1);
}

// A seat: chosen from the list in words; its spec beside it, which may be edited for
// another (mcts:2000, an automa's harder setting): the list then says "other".
function seatRow(i, value, access) {
  const choices = seatOptions();
  const select = Ludo.el("select", { id: `seat-kind-${i}`, class: "seat-kind", "aria-label": `seat ${i + 1}: who plays` });
  for (const [spec, words] of choices) select.append(Ludo.el("option", { value: spec, text: words }));
  select.append(Ludo.el("option", { value: "", text: "other (type its spec)" }));
  const input = Ludo.el("input", { id: `seat-${i}`, class: "seat-spec", value, size: 12,
                                   "aria-label": `seat ${i + 1} spec`, title: "the seat's spec: human, an agent or an automa" });
  const accessBox = accessSelect(i, access);
  const sync = () => {
    select.value = choices.some(([spec]) => spec === input.value.trim()) ? input.value.trim() : "";
    accessBox.hidden = (input.value.trim() || "human") !== "human";  // agents need no link
  };
  select.addEventListener("change", () => {
    if (select.value) input.value = select.value;
    else input.focus();
    sync();
    renderHintsAgreement();
  });
  input.addEventListener("input", sync);
  input.addEventListener("change", sync);
  sync();
  return Ludo.el("div", { class: "seat-row" },
    Ludo.el("label", { for: `seat-kind-${i}`, text: `seat ${i + 1}` }), select, input,
    Ludo.el("input", { id: `seat-name-${i}`, class: "seat-name", placeholder: "name (optional)", maxlength: 24, size: 14 }),
    accessBox);
}

function renderSeats() {
  const n = parseInt($("players").value, 10) || 1;
  const box = $("seats");
  const old = [...box.querySelectorAll("input.seat-spec")].map(i => i.value);
  const oldAccess = [...box.querySelectorAll("select.seat-access")].map(s => s.value);
  box.textContent = "";
  for (let i = 0; i < n; i++) box.append(seatRow(i, old[i] || (i === 0 ? "human" : "random"), oldAccess[i]));
  renderHintsAgreement();
}

// A human seat is invited (only whoever opens its link takes it) or open (anyone in the
// lobby may sit); agents' seats ignore it.
function accessSelect(i, value) {
  const select = Ludo.el("select", { id: `seat-access-${i}`, class: "seat-access", "aria-label": `seat ${i + 1} access`,
                                     title: "invited: only whoever has the seat's link takes it; open: anyone in the lobby may sit" });
  select.append(Ludo.el("option", { value: "invited", text: "invited (by link)" }),
                Ludo.el("option", { value: "open", text: "open (anyone may sit)" }));
  select.value = value || "invited";
  return select;
}

function renderConfig() {
  const game = currentGame();
  const box = $("config");
  box.textContent = "";
  if (!game) return;
  const [lo, hi] = game.players;
  const players = $("players");
  players.textContent = "";
  for (let p = lo; p <= hi; p++) players.append(Ludo.el("option", { value: p, text: String(p) }));
  players.value = String(Math.min(Math.max(game.defaults.players || lo, lo), hi));
  renderSeats();
  const words = game.words || {};
  for (const [key, value] of Object.entries(game.defaults)) {
    if (key === "players") continue;
    const w = words[key] || {};
    if (key === "automas" || w.seats) continue;  // chosen with the seats (the game's automas are listed there)
    const id = `cfg-${key}`;
    const name = w.label || key.replace(/_/g, " ");
    const label = Ludo.el("label", { for: id, text: name, title: w.help || "" });
    const valueWords = v => (w.values && w.values[v]) || v;
    let input;
    const choices = game.choices[key];
    if (choices && Array.isArray(value)) {  // several of the declared values: checkboxes
      input = Ludo.el("span", { id, "data-key": key, "data-kind": "set" });
      for (const m of choices) {
        const cb = Ludo.el("input", { type: "checkbox", value: m, id: `${id}-${m}` });
        cb.checked = value.includes(m);
        input.append(Ludo.el("label", {}, cb, " " + valueWords(m) + "  "));
      }
    } else if (choices) {
      input = Ludo.el("select", { id, "data-key": key, "data-kind": "choice" });
      for (const c of choices) input.append(Ludo.el("option", { value: c, text: valueWords(c) }));
      input.value = value;
    } else if (typeof value === "boolean") {
      input = Ludo.el("input", { id, type: "checkbox", "data-key": key, "data-kind": "bool" });
      input.checked = value;
    } else if (Array.isArray(value) && key === "modules" && game.modules.length) {
      input = Ludo.el("span", { id, "data-key": key, "data-kind": "set" });
      for (const m of game.modules) {
        const cb = Ludo.el("input", { type: "checkbox", value: m, id: `${id}-${m}` });
        cb.checked = value.includes(m);
        input.append(Ludo.el("label", {}, cb, " " + valueWords(m) + "  "));
      }
    } else if (Array.isArray(value) || w.kind === "list") {
      input = Ludo.el("input", { id, "data-key": key, "data-kind": "list", value: (value || []).join(", "),
                                 placeholder: "none (names, separated by commas)" });
    } else if (typeof value === "number" || value === null) {
      input = Ludo.el("input", { id, "data-key": key, "data-kind": "number", type: "number",
                                 value: value === null ? "" : String(value), placeholder: "default" });
    } else {
      input = Ludo.el("input", { id, "data-key": key, "data-kind": "json",
                                 value: value === null ? "" : (typeof value === "string" ? value : JSON.stringify(value)),
                                 placeholder: value === null ? "default" : "" });
    }
    input.dataset.default = JSON.stringify(value);
    if (w.help) input.setAttribute("aria-description", w.help);
    const cell = Ludo.el("span", { class: "cfg-cell" }, input);
    if (w.help) cell.append(Ludo.el("span", { class: "muted cfg-help", text: ` ${w.help}` }));
    box.append(label, cell);
  }
}

function readConfig() {
  const config = {};
  for (const node of $("config").querySelectorAll("[data-key]")) {
    const key = node.dataset.key;
    const def = JSON.parse(node.dataset.default);
    let value;
    if (node.dataset.kind === "bool") value = node.checked;
    else if (node.dataset.kind === "choice") value = node.value;
    else if (node.dataset.kind === "set") value = [...node.querySelectorAll("input:checked")].map(c => c.value);
    else if (node.dataset.kind === "list") {
      value = node.value.split(",").map(x => x.trim()).filter(Boolean);
      if (!value.length && def === null) value = null;
    }
    else if (node.dataset.kind === "number") value = node.value.trim() === "" ? null : Number(node.value);
    else {
      const text = node.value.trim();
      if (text === "") value = null;
      else { try { value = JSON.parse(text); } catch (e) { value = text; } }
    }
    if (JSON.stringify(value) !== JSON.stringify(def)) config[key] = value;
  }
  config.players = parseInt($("players").value, 10);
  return config;
}

function seatLink(table, seat, token) { return `/table/${table}#token=${token}`; }

function showCreated(result, title) {
  const list = $("created-links");
  list.textContent = "";
  for (const s of result.seats) {
    if (!s.token) { list.append(Ludo.el("li", {}, `seat ${s.seat + 1}: ${s.spec}`)); continue; }
    const href = seatLink(result.id, s.seat, s.token);
    // Not yet one of "my tables": a seat becomes one when this browser opens its link
    // (the others' links go to the other players).
    const access = s.access === "open"
      ? "open: anyone in the lobby may take this seat before its link is used"
      : "invited: only whoever opens this link takes the seat";
    list.append(Ludo.el("li", { "data-access": s.access },
      Ludo.el("a", { href, class: "button", id: `play-seat-${s.seat}`, text: `Play seat ${s.seat + 1}` }), " ",
      Ludo.el("code", { text: location.origin + href }), " ",
      Ludo.el("span", { class: "muted access", text: `(${access})` })));
  }
  list.append(Ludo.el("li", {}, Ludo.el("a", { href: `/table/${result.id}`, text: "watch as a spectator" })));
  if (result.owner_token) {
    Ludo.saveOwner(result.id, result.owner_token);
    const manage = `/table/${result.id}#owner=${result.owner_token}`;
    list.append(Ludo.el("li", {}, Ludo.el("a", { href: manage, id: "manage-link", text: "manage the seats" }),
      Ludo.el("span", { class: "muted", text: " (your creator's link: open a seat nobody took to anyone, or invite someone else to it; keep it to yourself)" })));
  }
  $("created").hidden = false;
  renderMySeats();
}

async function create(event) {
  event.preventDefault();
  showError("");
  const n = parseInt($("players").value, 10);
  const seats = [];
  for (let i = 0; i < n; i++) {
    const spec = $(`seat-${i}`).value.trim() || "human";
    const name = $(`seat-name-${i}`).value.trim();
    const access = $(`seat-access-${i}`).value;
    const seat = { spec };
    if (name) seat.name = name;
    if (spec === "human" && access === "open") seat.access = "open";
    seats.push(Object.keys(seat).length === 1 ? spec : seat);
  }
  const body = { game: $("game").value, config: readConfig(), seats, listed: $("listed").checked };
  if ($("pace").value) body.pace = parseFloat($("pace").value);
  if ($("hints").value) body.hints = { seconds: parseFloat($("hints").value), agreed: $("hints-agreed").checked };
  const title = $("title").value.trim();
  if (title) body.title = title;
  $("create").disabled = true;
  try {
    const result = await Ludo.api("POST", "/api/tables", body);
    showCreated(result, title || body.game);
    refresh();
  } catch (e) {
    showError(`Cannot create the table: ${e.message}`);
  } finally {
    $("create").disabled = false;
  }
}

// The seats this browser holds (remembered in localStorage), where it is their turn first;
// the lobby's title and icon say when it is your turn somewhere. Checked again with
// every refresh of the lists.
async function renderMySeats() {
  const seats = Ludo.mySeats().slice(0, 12);
  $("my-seats-card").hidden = seats.length === 0;
  const states = await Promise.all(seats.map(s =>
    Ludo.api("GET", `/api/tables/${encodeURIComponent(s.table)}`).then(t => t.table || t).catch(() => null)));
  const rows = seats.map((s, i) => {
    const t = states[i];
    const turn = Boolean(t && t.status !== "over" && t.to_move === s.seat);
    const words = !t ? "(gone)" : t.status === "over" ? "(over)" : turn ? "▶ your turn" : "(waiting)";
    return { s, turn, words };
  });
  rows.sort((a, b) => Number(b.turn) - Number(a.turn));
  const list = $("my-seats");
  list.textContent = "";
  for (const { s, turn, words } of rows) {
    list.append(Ludo.el("li", { "data-table": s.table, "data-turn": turn ? "1" : "0" },
      Ludo.el("a", { href: seatLink(s.table, s.seat, s.token), text: `${s.title || s.table} — seat ${s.seat + 1}` }), " ",
      Ludo.el("span", { class: turn ? "turn table-status" : "muted table-status", text: words }), " ",
      Ludo.el("button", { type: "button", class: "small forget", title: "forget this seat's link in this browser",
                          onclick: () => { Ludo.forgetSeat(s.table, s.token); renderMySeats(); }, text: "forget" })));
  }
  const mine = rows.filter(r => r.turn).length;
  document.title = mine ? `▶ Your turn (${mine}) — ludotheque` : "ludotheque — lobby";
  $("favicon").href = mine ? "/static/favicon-turn.svg" : "/static/favicon.svg";
}

function row(t, action) {
  return Ludo.el("tr", { "data-table": t.id },
    Ludo.el("td", { text: t.game_title }),
    Ludo.el("td", {}, Ludo.el("a", { href: `/table/${t.id}`, text: t.title }),
      ...(t.analysis ? [" ", Ludo.el("span", { class: "badge analysis", title: "the deal may be known: not a fair game", text: "analysis" })] : []),
      ...(t.hints ? [" ", Ludo.el("span", { class: "badge hints", title: "a seat may ask the search for a hint", text: "hints on" })] : [])),
    Ludo.el("td", { text: Ludo.seatsText(t.seats) }),
    ...(action.moves ? [Ludo.el("td", { text: String(t.plies) })] : []),
    Ludo.el("td", {}, action.node));
}

async function join(t) {
  showError("");
  const name = $("join-name").value.trim();
  try {
    const r = await Ludo.api("POST", `/api/tables/${t.id}/join`, name ? { name } : {});
    Ludo.saveSeat({ table: t.id, seat: r.seat, token: r.token, title: t.title });
    location.href = r.link;
  } catch (e) {
    showError(`Cannot join: ${e.message}`);
    refresh();
  }
}

// Tables shown per list: a page, more on demand (the API pages on with ?before=).
const SHOWN = { open: 50, running: 50, over: 50 };

async function refresh() {
  try {
    const [open, running, over] = await Promise.all(
      ["open", "running", "over"].map(s => Ludo.api("GET", `/api/tables?status=${s}&limit=${SHOWN[s]}`)));
    const pages = { "open-tables": ["open", open], "running-tables": ["running", running], "over-tables": ["over", over] };
    const fill = (id, tables, make) => {
      const body = $(id);
      body.textContent = "";
      if (!tables.length) body.append(Ludo.el("tr", {}, Ludo.el("td", { colspan: 5, class: "muted", text: "none" })));
      for (const t of tables) body.append(make(t));
      const [status, page] = pages[id];
      if (page.next !== null && page.next !== undefined && SHOWN[status] < 200) {
        body.append(Ludo.el("tr", {}, Ludo.el("td", { colspan: 5 },
          Ludo.el("button", { type: "button", class: "more", onclick: () => { SHOWN[status] += 50; refresh(); }, text: "show more" }))));
      }
    };
    fill("open-tables", open.tables, t => row(t, { node: Ludo.el("button", { type: "button", class: "join", onclick: () => join(t), text: "Join" }) }));
    fill("running-tables", running.tables, t => row(t, { moves: true, node: Ludo.el("a", { href: `/table/${t.id}`, text: "watch" }) }));
    fill("over-tables", over.tables, t => row(t, { moves: true, node: Ludo.el("a", { href: `/table/${t.id}`, text: "replay" }) }));
  } catch (e) {
    showError(`Cannot list the tables: ${e.message}`);
  }
}

async function importRecord() {
  const file = $("import-file").files[0];
  const out = $("import-result");
  out.textContent = "";
  if (!file) { out.append(Ludo.el("span", { class: "error", text: "Choose a record file first." })); return; }
  let record;
  const text = await file.text();
  try { record = JSON.parse(text); }
  catch (e) { out.append(Ludo.el("span", { class: "error", text: `Not a JSON file: ${e.message}` })); return; }
  try {
    // The file's text goes as it is: a seed is a 64-bit integer, which a JavaScript number
    // (53 bits) would round. An unfinished record's seed shows every hidden card: the
    // table is an analysis one.
    const response = await fetch("/api/records", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"analysis": true, "record": ${text}}`,
    });
    const result = await response.json();
    if (!response.ok) throw new Error(result && result.error ? result.error.message : response.statusText);
    const title = `imported ${record.game}`;
    const list = Ludo.el("ul", { class: "links" });
    for (const s of result.seats) {
      if (!s.token) continue;
      Ludo.saveSeat({ table: result.id, seat: s.seat, token: s.token, title });
      list.append(Ludo.el("li", {}, Ludo.el("a", { href: s.link, text: `play seat ${s.seat + 1}` })));
    }
    out.append(Ludo.el("p", { class: "ok" }, "Imported: ", Ludo.el("a", { href: result.url, id: "imported-link", text: "open the table" })), list);
    refresh();
  } catch (e) {
    out.append(Ludo.el("span", { class: "error", text: `Refused: ${e.message}` }));
  }
}

async function start() {
  try {
    const data = await Ludo.api("GET", "/api/games");
    GAMES = data.games;
  } catch (e) {
    showError(`Cannot load the games: ${e.message}`);
    return;
  }
  for (const g of GAMES) $("game").append(Ludo.el("option", { value: g.id, text: g.title }));
  $("game").addEventListener("change", renderConfig);
  $("players").addEventListener("change", renderSeats);
  $("hints").addEventListener("change", renderHintsAgreement);
  $("seats").addEventListener("input", renderHintsAgreement);
  $("create-form").addEventListener("submit", create);
  $("import").addEventListener("click", importRecord);
  renderConfig();
  renderMySeats();
  refresh();
  setInterval(() => { refresh(); renderMySeats(); }, 5000);
}

start();
