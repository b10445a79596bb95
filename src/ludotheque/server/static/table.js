"use strict";
// The table page: live state over a websocket (reconnecting by itself), the board, the
// decision's options (on the board where they have a place, and always as a list), the
// log, undo, leave/join, the record, and move-by-move replay of a finished game.

const $ = id => document.getElementById(id);
const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
let token = readToken();
let state = null;
let ws = null;
let pendingId = null;
let requestCounter = 0;
let retryDelay = 500;
let reconnectTimer = null;
let replay = { active: false, ply: 0, timer: null };
let gone = false;
let logEntries = [];  // the whole log: states carry the entries after log_from
let eventEntries = [];  // the events told, by the move they came with (idem)
let seenNotices = null;  // notices already there when the page opened are not news
let wasMyTurn = false;

function readToken() {
  const m = location.hash.match(/(?:^#|&)token=([A-Za-z0-9_-]+)/);
  return m ? m[1] : null;
}

// The creator's secret (from the "manage the seats" link, or kept by this browser).
function readOwner() {
  const m = location.hash.match(/(?:^#|&)owner=([A-Za-z0-9_-]+)/);
  if (m) { Ludo.saveOwner(tableId, m[1]); return m[1]; }
  return Ludo.owners()[tableId] || null;
}

async function manageSeat(seat, access) {
  try {
    const r = await Ludo.api("POST", `/api/tables/${tableId}/seats/${seat}`, { access }, readOwner());
    const box = $("manage-result");
    box.textContent = "";
    if (r.link) {
      box.append(`New link for seat ${seat + 1} (the old one no longer works): `,
                 Ludo.el("code", { text: location.origin + r.link }));
    } else {
      box.append(`Seat ${seat + 1} is open: anyone may take it.`);
    }
  } catch (e) {
    showError(`Seat ${seat + 1}: ${e.message}`);
  }
}

function showError(text) {
  $("error").textContent = text || "";
}

function setConn(live, text) {
  const c = $("conn");
  c.className = live ? "live" : "down";
  c.textContent = text;
  document.body.dataset.connected = live ? "1" : "0";
}

function connect() {
  clearTimeout(reconnectTimer);
  if (ws) { ws.onclose = null; try { ws.close(); } catch (e) { /* closed */ } }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
  ws = socket;
  setConn(false, "connecting…");
  socket.onopen = () => {
    socket.send(JSON.stringify({ type: "hello", token, svg: true }));
  };
  socket.onmessage = event => {
    let msg;
    try { msg = JSON.parse(event.data); } catch (e) { return; }
    onMessage(msg);
  };
  socket.onclose = event => {
    if (ws !== socket) return;
    setConn(false, "disconnected — reconnecting…");
    pendingId = null;
    if (event.code === 4404) { gone = true; setConn(false, "no such table"); return; }
    if (event.code === 4403) {
      // A link that is no longer valid (the seat was left): watch as a spectator.
      Ludo.forgetSeat(tableId, token);
      token = null;
    }
    reconnectTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  };
}

function onMessage(msg) {
  if (msg.type === "state") {
    retryDelay = 500;
    setConn(true, msg.you === null ? "live (spectator)" : `live (seat ${msg.you + 1})`);
    const first = state === null;
    logEntries = logEntries.slice(0, msg.log_from || 0).concat(msg.log);
    msg.log = logEntries;
    // The events, like the log, come from move log_from on (200 kept, as the server does).
    eventEntries = eventEntries.filter(e => e.ply <= (msg.log_from || 0))
      .concat(msg.events || []).slice(-200);
    msg.events = eventEntries;
    state = msg;
    BoardFrame.remember(msg.explain);
    if (seenNotices === null) seenNotices = new Set((msg.notices || []).map(n => `${n.at}|${n.text}`));
    if (msg.you !== null && token) {
      Ludo.saveSeat({ table: tableId, seat: msg.you, token, title: msg.table.title });
    }
    render(first);
    for (const answer of msg.acks || []) onMessage(answer);
  } else if (msg.type === "ack") {
    if (msg.id === pendingId) pendingId = null;
    showError("");
    renderOptions();
  } else if (msg.type === "error") {
    if (msg.id === pendingId || msg.id === null) pendingId = null;
    showError(msg.message);
    if (msg.status === 404) { gone = true; }
    renderOptions();
  }
}

// A seat as people read it: counted from 1 (seat 1 plays first), as the terminal's
// verdicts and the end screen do; the API and the page's data attributes keep the
// index from 0.
function seatLabel(seat) {
  if (!state || seat === null || seat === undefined) return "nobody";
  const s = state.table.seats[seat];
  if (!s) return `seat ${seat + 1}`;
  const base = s.kind === "human" ? (s.name || `seat ${seat + 1}`) : `${s.spec} (seat ${seat + 1})`;
  return seat === state.you ? `${base} — you` : base;
}

// A game's own words (options, prompts, moves, events, board titles) count seats from 1,
// as every text a person reads does: each seat of this table is said by its name here.
function seatWords(text) {
  if (!state) return text;
  return BoardFrame.nameSeats(text, state.table.seats.length, i => seatLabel(i).replace(/ — you$/, ""));
}

function myTurn() {
  return state && !state.over && state.decision && state.decision.options && state.you !== null;
}

function send(message) {
  const id = `r${++requestCounter}`;
  message.id = id;
  pendingId = id;
  if (ws && ws.readyState === WebSocket.OPEN) {
    ws.send(JSON.stringify(message));
  } else {
    // Not connected: the same request over HTTP; the state follows on reconnection.
    const path = message.type === "move" ? "moves" : "undo";
    const body = message.type === "move" ? { seq: message.seq, option: message.option }
                                         : { seq: message.seq, count: message.count };
    Ludo.api("POST", `/api/tables/${tableId}/${path}`, body, token)
      .then(() => onMessage({ type: "ack", id }))
      .catch(e => onMessage({ type: "error", id, status: e.status, message: e.message }));
  }
  renderOptions();
}

function play(option) {
  if (!myTurn() || pendingId !== null || replay.active) return;
  showError("");
  send({ type: "move", seq: state.seq, option });
}

function render(first) {
  const t = state.table;
  document.body.dataset.game = t.game;
  document.body.dataset.seats = String(t.seats.length);
  const turn = Boolean(myTurn());
  document.title = `${turn ? "▶ Your turn — " : ""}${t.title} — ludotheque`;
  $("favicon").href = turn ? "/static/favicon-turn.svg" : "/static/favicon.svg";
  if (turn && !wasMyTurn && !first) remind();
  wasMyTurn = turn;
  $("table-title").textContent = `${t.game_title}: ${t.title}`;
  document.body.dataset.seq = String(state.seq);
  document.body.dataset.you = state.you === null ? "" : String(state.you);
  document.body.dataset.over = state.over ? "1" : "0";
  renderSeats();
  renderStatus();
  renderOptions();
  if (!replay.active) {
    renderBoard(state.board_svg, state.view);
    renderLog(state.log);
  }
  renderNotices();
  renderScores();
  renderEnd();
  Coach.render();
  $("raw-view").textContent = JSON.stringify(state.view, null, 1);
  const bar = $("replay-bar");
  bar.hidden = !state.over;
  if (state.over) {
    const range = $("rp-range");
    range.max = String(t.plies);
    if (!replay.active) { range.value = String(t.plies); $("rp-label").textContent = `move ${t.plies} of ${t.plies}`; }
  }
}

function renderSeats() {
  const list = $("seats");
  list.textContent = "";
  for (const s of state.table.seats) {
    const on = s.kind !== "human" || s.connected;
    const extra = s.kind === "human" ? (s.joined || state.over ? "" : " (free)") : ` — ${s.kind}`;
    const free = s.kind === "human" && !s.joined && !state.over;
    const access = free ? (s.access === "open" ? " open to anyone" : " invited: kept for its link") : "";
    const manage = free && readOwner()
      ? [" ", Ludo.el("button", { type: "button", class: "small", "data-manage": "open", onclick: () => manageSeat(s.seat, "open"), text: "open it" }),
         " ", Ludo.el("button", { type: "button", class: "small", "data-manage": "invited", onclick: () => manageSeat(s.seat, "invited"), text: "new link" })]
      : [];
    list.append(Ludo.el("li", { "data-seat": s.seat, class: state.decision && state.decision.seat === s.seat ? "to-play" : "" },
      Ludo.el("span", { class: on ? "dot on" : "dot", title: on ? "here" : "away" }),
      seatLabel(s.seat) + extra,
      Ludo.el("span", { class: "muted", text: access }),
      state.decision && state.decision.seat === s.seat ? " ◀" : "", ...manage));
  }
  const seated = state.you !== null;
  $("undo").hidden = !seated || state.over;
  $("undo").disabled = !(state.undoable > 0);
  $("undo").textContent = state.undoable > 0 ? `Undo (${state.undoable})` : "Undo";
  $("leave").hidden = !seated || state.over;
  const agents = state.table.seats.some(s => s.kind !== "human");
  $("pace-box").hidden = !agents || state.over || !(token || readOwner());
  if (state.pace !== null && state.pace !== undefined && document.activeElement !== $("pace")) {
    const pace = String(state.pace);
    if (![...$("pace").options].some(o => o.value === pace)) {
      $("pace").append(Ludo.el("option", { value: pace, text: `${pace} s a move` }));
    }
    $("pace").value = pace;
  }
  $("join").hidden = seated || !state.table.open;
}

function renderStatus() {
  const box = $("status");
  box.textContent = "";
  if (state.over) {
    const r = state.result || { scores: [], winners: [] };
    const winners = r.winners.length ? r.winners.map(seatLabel).join(", ") : "nobody";
    box.append(Ludo.el("span", { class: "turn", id: "game-over", text: "Game over." }),
               state.report ? ` ${withNames(state.report.verdict)}`
                            : ` Winner: ${winners}. Scores: ${r.scores.join(" / ")}`);
    return;
  }
  const d = state.decision;
  if (state.agent_error) box.append(Ludo.el("div", { class: "error", text: state.agent_error }));
  if (state.agent_waiting) {
    const ahead = state.agent_waiting.ahead;
    box.append(Ludo.el("div", { class: "muted", id: "agent-waiting",
      text: `The server is busy: the agents' next decision waits for a free worker${ahead ? ` (${ahead} ahead)` : ""}.` }));
  }
  if (state.table.analysis) {
    box.append(Ludo.el("div", { class: "muted", id: "analysis-note",
      text: "Analysis table: its deal (the seed) may be known to someone here, so it is not a fair game." }));
  }
  if (d.options) {
    box.append(Ludo.el("span", { class: "turn", id: "your-turn", text: "Your decision: " }), seatWords(d.prompt || d.kind));
  } else {
    box.append(Ludo.el("span", { class: "turn", text: `Waiting for ${seatLabel(d.seat)}: ` }),
               Ludo.el("span", { class: "muted", text: seatWords(d.prompt || d.kind) }));
  }
}

// Where an option's details begin: the first " (" whose bracket closes at the end of the
// words ("take red 1 from Ana (seat 2) (2 rep)" -> " (2 rep)"), else the first " (".
function detailsAt(label) {
  for (let i = label.indexOf(" ("); i > 0; i = label.indexOf(" (", i + 1)) {
    let depth = 0;
    let end = -1;
    for (let j = i + 1; j < label.length; j++) {
      if (label[j] === "(") depth++;
      else if (label[j] === ")" && --depth === 0) { end = j; break; }
    }
    if (end === label.length - 1) return i;
  }
  return label.indexOf(" (");
}

// The option that had the keyboard's focus when the list was last redrawn: a redraw (an
// agent's move, a sent move) gives the focus back to the same option, else the first one,
// as long as the focus went nowhere else meanwhile.
let optionFocus = null;

// The options the list shows (their words, for this decision): a message that leaves
// them the same only enables or disables the buttons on the page, so that a press is
// released on the button it began on (a new button there would make no click).
let shownOptions = null;

function renderOptions() {
  const box = $("options");
  const active = document.activeElement;
  if (active && active.closest && active.closest("#options .option")) optionFocus = active.dataset.option;
  else if (active && active !== document.body) optionFocus = null;
  const d = state && !state.over && !replay.active ? state.decision : null;
  const labels = d && d.options ? d.options.map(opt => seatWords((state.labels || {})[opt] || opt)) : null;
  const shown = labels ? JSON.stringify([state.seq, d.options, labels]) : null;
  if (shown !== null && shown === shownOptions) {
    for (const b of box.querySelectorAll(".option")) b.disabled = pendingId !== null;
  } else {
    shownOptions = shown;
    box.textContent = "";
    if (shown === null) return;
    drawOptions(box, d.options, labels);
  }
  if (optionFocus !== null && !box.contains(document.activeElement)) {
    const buttons = [...box.querySelectorAll(".option")];
    const again = buttons.find(b => b.dataset.option === optionFocus) || buttons[0];
    if (again && !again.disabled) again.focus({ preventScroll: true });
  }
}

function drawOptions(box, options, labels) {
  options.forEach((opt, i) => {
    const label = labels[i];
    // "head (details)": on a phone the head takes a line and the details one more, cut
    // short (the page's "options in full" shows them whole); elsewhere they run on.
    const cut = detailsAt(label);
    const parts = cut > 0
      ? [Ludo.el("span", { class: "opt-head", text: label.slice(0, cut) }), Ludo.el("span", { class: "opt-more", text: label.slice(cut) })]
      : [Ludo.el("span", { class: "opt-head", text: label })];
    box.append(Ludo.el("button", { type: "button", class: "option", "data-option": opt, "data-index": i,
      disabled: pendingId !== null, onclick: () => play(opt) }, ...parts));
  });
}

// What the board shows now: a message that changes neither the picture nor the seats'
// names (someone connecting, an answer to a request) leaves the board's elements as they
// are, so a press on a target is not released on a new element (which makes no click).
let drawnBoard = null;

function renderBoard(svg, view) {
  const board = $("board");
  const drawing = svg ? `${svg}\u0000${state.table.seats.map(s => seatLabel(s.seat)).join("\u0000")}` : null;
  if (drawing !== null && drawing === drawnBoard && board.querySelector("svg")) return;
  drawnBoard = drawing;
  if (svg) {
    const left = board.scrollLeft, top = board.scrollTop;
    const before = new Map([...board.querySelectorAll("svg [id]")].map(e => [e.id, e.outerHTML]));
    const hadFocus = BoardKeys.focusedKey();
    board.innerHTML = svg;
    const s = board.querySelector("svg");
    BoardKeys.mark(s);
    markChanged(board, before);
    BoardFrame.rendered(state.table.game);
    board.scrollLeft = left;
    board.scrollTop = top;
    BoardKeys.refocus(s, hadFocus);
  } else {
    board.textContent = "";
    board.append(Ludo.el("pre", { class: "view", text: JSON.stringify(view, null, 1) }));
  }
}

// What changed since the last picture this page drew: elements (with an id) drawn
// differently get the class "changed" (a short highlight, unless animations are off);
// only the innermost ones, so a panel does not light up for one counter.
function markChanged(board, before) {
  if (!before.size) return;
  const changed = [];
  for (const e of board.querySelectorAll("svg [id]")) {
    const old = before.get(e.id);
    if (old !== undefined && old !== e.outerHTML) changed.push(e);
  }
  for (const e of changed) {
    if (!changed.some(o => o !== e && e.contains(o))) e.classList.add("changed");
  }
}

function renderLog(entries, events) {
  const log = $("log");
  log.textContent = "";
  const told = {};  // ply -> the events told with that move
  for (const ev of events || state.events || []) (told[ev.ply] = told[ev.ply] || []).push(ev);
  for (const e of entries) {
    const li = Ludo.el("li", { value: e.ply, class: e.seat === state.you && state.you !== null ? "mine" : "" },
      `${seatLabel(e.seat)} · ${e.kind}: `,
      Ludo.el("b", { text: seatWords(e.label || e.text), "data-ref": e.text === "?" ? null : e.text, tabindex: e.text === "?" ? null : "0" }));
    for (const ev of told[e.ply] || []) li.append(Ludo.el("div", { class: "event", text: seatWords(ev.text) }));
    log.append(li);
  }
  log.scrollTop = log.scrollHeight;
}

// "seat 1", "Seat 2", "seats 1 and 3" (the games' words count seats from 1) as the
// seats' names on this page.
function withNames(text) {
  if (!state || typeof text !== "string") return text;
  return text.replace(/\b([Ss])eats? (\d+(?:(?:, | and )\d+)*)\b/g, (m, s, list) => {
    const names = list.split(/, | and /).map(n => {
      const i = parseInt(n, 10) - 1;
      return state.table.seats[i] ? seatLabel(i).replace(/ — you$/, "") : `seat ${n}`;
    });
    return names.length > 1 ? names.slice(0, -1).join(", ") + " and " + names[names.length - 1] : names[0];
  });
}

// ----- the end screen: who won and why, the points by category, a solo result ----------
function renderEnd() {
  const card = $("end-card");
  const r = state.over ? state.report : null;
  card.hidden = !r;
  if (!r) return;
  $("verdict").textContent = withNames(r.verdict);
  $("solo-result").hidden = !r.result;
  $("solo-result").textContent = r.result ? `Result: ${r.result}` : "";
  const table = $("breakdown");
  table.textContent = "";
  const head = Ludo.el("tr", {}, Ludo.el("th", { text: "" }),
    ...r.categories.map(c => Ludo.el("th", { scope: "col", text: c })), Ludo.el("th", { scope: "col", text: "total" }));
  table.append(Ludo.el("thead", {}, head));
  const body = Ludo.el("tbody", {});
  const winners = (state.result && state.result.winners) || [];
  for (const s of r.seats) {
    body.append(Ludo.el("tr", { "data-seat": s.seat, class: winners.includes(s.seat) ? "winner" : "" },
      Ludo.el("th", { scope: "row", text: seatLabel(s.seat) }),
      ...s.points.map((p, i) => Ludo.el("td", { "data-points": p, "data-category": r.categories[i], text: String(p) })),
      Ludo.el("td", { "data-total": s.total, "data-category": "total", text: String(s.total) })));
  }
  for (const o of r.others || []) {
    body.append(Ludo.el("tr", { class: "other" }, Ludo.el("th", { scope: "row", text: o.name }),
      ...o.points.map((p, i) => Ludo.el("td", { "data-category": r.categories[i], text: String(p) })),
      Ludo.el("td", { "data-category": "total", text: String(o.total) })));
  }
  table.append(body);
}

// ----- turn reminders: sound and notification (opt-in, remembered) ----------------------
function remind() {
  if (localStorage.getItem("ludo.notify") !== "1") return;
  try {
    const ctx = new (window.AudioContext || window.webkitAudioContext)();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.18);
  } catch (e) { /* no sound here */ }
  if (document.hidden && "Notification" in window && Notification.permission === "granted") {
    new Notification("Your turn", { body: state.table.title, icon: "/static/favicon-turn.svg" });
  }
}

// A notice (an undo, a seat taken or left) shows for NOTICE_MS from when this page first
// got it: those already there when the page opened are old news, and a reload does not
// bring them back.
const NOTICE_MS = 6000;
const noticeSeen = new Map();  // notice key -> when this page first got it
let noticeTimer = null;

function renderNotices() {
  const box = $("notices");
  box.textContent = "";
  const now = Date.now();
  const seen = seenNotices || new Set();
  const recent = [];
  for (const n of state.notices || []) {
    const key = `${n.at}|${n.text}`;
    if (seen.has(key)) continue;
    if (!noticeSeen.has(key)) noticeSeen.set(key, now);
    if (now - noticeSeen.get(key) < NOTICE_MS) recent.push(n);
  }
  for (const n of recent.slice(-3)) box.append(Ludo.el("div", { class: "notice", "data-kind": n.kind, text: n.text }));
  clearTimeout(noticeTimer);
  if (recent.length) noticeTimer = setTimeout(renderNotices, 1000);
}

function renderScores() {
  const scores = state.view && Array.isArray(state.view.scores) ? state.view.scores : null;
  $("scores-card").hidden = !scores;
  if (!scores) return;
  const box = $("scores");
  box.textContent = "";
  const names = state.view.tribes || [];
  scores.forEach((v, i) => {
    const label = i < state.table.seats.length ? seatLabel(i) : (names[i] || `tribe ${i + 1}`);
    box.append(Ludo.el("div", { "data-score-seat": i }, `${label}: `, Ludo.el("b", { text: String(v) })));
  });
}

// ----- replay of a finished game --------------------------------------------------------
async function showPly(ply) {
  const plies = state.table.plies;
  ply = Math.max(0, Math.min(plies, ply));
  try {
    const r = await Ludo.api("GET", `/api/tables/${tableId}/replay?ply=${ply}`);
    replay.active = ply !== plies;
    replay.ply = ply;
    $("rp-range").value = String(ply);
    const last = r.log.length ? r.log[r.log.length - 1] : null;
    $("rp-label").textContent = `move ${ply} of ${plies}` + (last ? ` — ${seatLabel(last.seat)}: ${seatWords(last.label || last.text)}` : "");
    BoardFrame.remember(r.explain);
    renderBoard(r.board_svg, r.view);
    renderLog(r.log, ply === plies ? state.events : r.events);
    renderOptions();
  } catch (e) {
    showError(`Replay: ${e.message}`);
  }
}

function stopAuto() {
  clearInterval(replay.timer);
  replay.timer = null;
  $("rp-play").textContent = "play";
}

function setupReplay() {
  $("rp-first").onclick = () => { stopAuto(); showPly(0); };
  $("rp-prev").onclick = () => { stopAuto(); showPly(replay.ply - 1); };
  $("rp-next").onclick = () => { stopAuto(); showPly((replay.active ? replay.ply : state.table.plies) + 1); };
  $("rp-last").onclick = () => { stopAuto(); showPly(state.table.plies); };
  $("rp-range").oninput = () => { stopAuto(); showPly(parseInt($("rp-range").value, 10)); };
  $("rp-play").onclick = () => {
    if (replay.timer) { stopAuto(); return; }
    if (!replay.active) showPly(0);
    $("rp-play").textContent = "pause";
    replay.timer = setInterval(() => {
      if (replay.ply >= state.table.plies) { stopAuto(); return; }
      showPly(replay.ply + 1);
    }, 700);
  };
}

// ----- seat actions ---------------------------------------------------------------------
async function download() {
  try {
    const headers = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await fetch(`/api/tables/${tableId}/record`, { headers });
    if (!response.ok) throw new Error((await response.json()).error.message);
    const blob = await response.blob();
    const a = Ludo.el("a", { href: URL.createObjectURL(blob), download: `${state.table.game}-${tableId}.record.json` });
    document.body.append(a);
    a.click();
    a.remove();
  } catch (e) {
    showError(`Download: ${e.message}`);
  }
}

async function leave() {
  try {
    await Ludo.api("POST", `/api/tables/${tableId}/leave`, {}, token);
    Ludo.forgetSeat(tableId, token);
    token = null;
    history.replaceState(null, "", location.pathname);
    connect();
  } catch (e) {
    showError(`Leave: ${e.message}`);
  }
}

async function join() {
  try {
    const r = await Ludo.api("POST", `/api/tables/${tableId}/join`, {});
    token = r.token;
    Ludo.saveSeat({ table: tableId, seat: r.seat, token, title: state ? state.table.title : tableId });
    history.replaceState(null, "", `${location.pathname}#token=${token}`);
    connect();
  } catch (e) {
    showError(`Join: ${e.message}`);
  }
}

function start() {
  $("board").addEventListener("click", event => {
    const target = event.target.closest("[data-option]");
    if (target && $("board").contains(target)) play(target.getAttribute("data-option"));
  });
  $("board").addEventListener("keydown", event => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target.closest("[data-option]");
    if (target) { event.preventDefault(); play(target.getAttribute("data-option")); }
  });
  $("undo").onclick = () => {
    if (!state || pendingId !== null) return;
    send({ type: "undo", seq: state.seq, count: 1 });
  };
  $("download").onclick = download;
  $("leave").onclick = leave;
  $("join").onclick = join;
  window.addEventListener("hashchange", () => { token = readToken(); connect(); });
  setInterval(() => {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "ping" }));
  }, 15000);
  setupReplay();
  BoardFrame.setup();
  Coach.setup();
  const full = $("opt-full");
  full.checked = localStorage.getItem("ludo.optfull") === "1";
  $("options").classList.toggle("full", full.checked);
  full.onchange = () => {
    localStorage.setItem("ludo.optfull", full.checked ? "1" : "0");
    $("options").classList.toggle("full", full.checked);
  };
  const notify = $("notify");
  notify.checked = localStorage.getItem("ludo.notify") === "1";
  const animate = $("animate");
  animate.checked = localStorage.getItem("ludo.animate") !== "0";
  document.body.classList.toggle("no-anim", !animate.checked);
  animate.onchange = () => {
    localStorage.setItem("ludo.animate", animate.checked ? "1" : "0");
    document.body.classList.toggle("no-anim", !animate.checked);
  };
  $("pace").onchange = async () => {
    try {
      await Ludo.api("POST", `/api/tables/${tableId}/pace`, { seconds: parseFloat($("pace").value) }, token || readOwner());
    } catch (e) { showError(`Pace: ${e.message}`); }
  };
  notify.onchange = () => {
    localStorage.setItem("ludo.notify", notify.checked ? "1" : "0");
    if (notify.checked && "Notification" in window && Notification.permission === "default") {
      Notification.requestPermission();
    }
  };
  connect();
}

start();
