"use strict";
// Coaching on the table page (issue 20): the seat's hint (where the table allows hints)
// and, once the game is over, the analysis of a seat's decisions drawn as a chart.
// Uses the table page's globals (state, token, tableId, play, seatLabel, seatWords, showError).

const Coach = {
  hintFor: null,  // the decision (seq) the hint shown belongs to
  analysisTimer: null,

  // ----- hints -----------------------------------------------------------------------
  render() {
    const box = document.getElementById("hint-box");
    const on = Boolean(state.table.hints) && !state.over;
    const note = document.getElementById("hints-note");
    note.hidden = !on;
    if (on) {
      const used = Object.entries(state.table.hints_used || {})
        .map(([s, n]) => `${seatLabel(Number(s)).replace(/ — you$/, " (you)")}: ${n}`);
      note.textContent = `Hints are on at this table (${state.table.hints} s of search each). ` +
        `Hints asked, as every seat sees them: ${used.length ? used.join(", ") : "none yet"}.`;
    }
    box.hidden = !(on && myTurn());
    if (Coach.hintFor !== null && Coach.hintFor !== state.seq) {
      Coach.hintFor = null;
      document.getElementById("hint-list").textContent = "";
    }
    if (!state.over) Coach.analysisSetup(false);
    else Coach.analysisSetup(true);
  },

  async ask() {
    const button = document.getElementById("hint");
    const list = document.getElementById("hint-list");
    const seq = state.seq;
    button.disabled = true;
    list.textContent = "";
    list.append(Ludo.el("li", { class: "muted", text: "the search is thinking…" }));
    try {
      const r = await Ludo.api("POST", `/api/tables/${tableId}/hint`, { seq }, token);
      if (state.seq !== seq) return;
      Coach.hintFor = seq;
      list.textContent = "";
      for (const o of r.options) {
        const value = o.value === null ? "not tried" : `${o.value}%`;
        list.append(Ludo.el("li", { "data-option": o.option },
          Ludo.el("b", { text: seatWords(o.label) }), ` — value ${value} (${o.visits} tries) `,
          Ludo.el("button", { type: "button", class: "small", onclick: () => play(o.option), text: "play it" })));
      }
      list.append(Ludo.el("li", { class: "muted note", text: "Value: the search's estimate for you, 0 to 100%." }));
    } catch (e) {
      list.textContent = "";
      showError(`Hint: ${e.message}`);
    } finally {
      button.disabled = false;
    }
  },

  // ----- the analysis of a finished game ---------------------------------------------
  analysisSetup(over) {
    const box = document.getElementById("analysis-box");
    box.hidden = !over;
    if (!over) return;
    const select = document.getElementById("an-seat");
    if (select.options.length !== state.table.seats.length) {
      select.textContent = "";
      for (const s of state.table.seats) select.append(Ludo.el("option", { value: s.seat, text: seatLabel(s.seat) }));
      if (state.you !== null) select.value = String(state.you);
    }
  },

  async analyse() {
    const seat = parseInt(document.getElementById("an-seat").value, 10);
    clearTimeout(Coach.analysisTimer);
    try {
      const r = await Ludo.api("POST", `/api/tables/${tableId}/analysis`, { seat });
      Coach.show(r);
    } catch (e) {
      showError(`Analysis: ${e.message}`);
    }
  },

  async poll(seat) {
    try {
      Coach.show(await Ludo.api("GET", `/api/tables/${tableId}/analysis?seat=${seat}`));
    } catch (e) {
      showError(`Analysis: ${e.message}`);
    }
  },

  show(a) {
    const status = document.getElementById("an-status");
    const words = { running: "thinking", done: "done", failed: "failed (see the server's log)", none: "" };
    status.textContent = `${seatLabel(a.seat)}: ${a.done} of ${a.total === null ? "?" : a.total} decisions, ${words[a.status]}`;
    document.body.dataset.analysis = a.status;
    Coach.chart(a.rows);
    if (a.status === "running") Coach.analysisTimer = setTimeout(() => Coach.poll(a.seat), 700);
  },

  // The chart: for each decision with a choice, the value of the move played (a dot on
  // the line) and of the search's best option (the grey line above it); the largest
  // losses marked in red and listed below.
  chart(rows) {
    const box = document.getElementById("an-chart");
    const list = document.getElementById("an-marked");
    box.textContent = "";
    list.textContent = "";
    if (!rows.length) return;
    const W = 720, H = 240, L = 44, R = 12, T = 14, B = 34;
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    svg.setAttribute("class", "analysis-chart");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "value of each decision: played and best");
    const make = (tag, attrs, text) => {
      const e = document.createElementNS(ns, tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      if (text !== undefined) e.textContent = text;
      svg.append(e);
      return e;
    };
    const x = i => L + (rows.length === 1 ? (W - L - R) / 2 : i * (W - L - R) / (rows.length - 1));
    const y = v => T + (100 - v) * (H - T - B) / 100;
    for (const v of [0, 50, 100]) {
      make("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "grid" });
      make("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "axis" }, `${v}%`);
    }
    make("text", { x: (L + W - R) / 2, y: H - 6, "text-anchor": "middle", class: "axis" },
      `${rows.length} decisions, from move ${rows[0].ply} to move ${rows[rows.length - 1].ply}`);
    const line = key => rows.map((r, i) => r[key] === null ? null : `${x(i)},${y(r[key])}`).filter(Boolean).join(" ");
    make("polyline", { points: line("best_value"), class: "best" });
    make("polyline", { points: line("played_value"), class: "played" });
    rows.forEach((r, i) => {
      if (r.played_value === null) return;
      const dot = make("circle", { cx: x(i), cy: y(r.played_value), r: r.marked ? 6 : 3.5,
        class: r.marked ? "an-dot marked" : "an-dot", "data-ply": r.ply, tabindex: "0" });
      const same = r.played === r.best;
      const t = document.createElementNS(ns, "title");
      t.textContent = `move ${r.ply}: played ${seatWords(r.played_label)} (${r.played_value}%)` +
        (same ? ", the search's choice too" : `; best ${seatWords(r.best_label)} (${r.best_value}%), a loss of ${r.loss}`);
      dot.append(t);
      if (r.marked) {
        make("line", { x1: x(i), x2: x(i), y1: y(r.best_value), y2: y(r.played_value), class: "loss" });
        list.append(Ludo.el("li", { "data-ply": r.ply },
          `Move ${r.ply} (${r.kind}): played `, Ludo.el("b", { text: seatWords(r.played_label) }),
          ` (${r.played_value}%); the search preferred `, Ludo.el("b", { text: seatWords(r.best_label) }),
          ` (${r.best_value}%): −${r.loss} points of value.`));
      }
    });
    box.append(svg);
    box.append(Ludo.el("p", { class: "muted", text: "Blue: the value of the move played; grey: the best option's; red: the largest losses. Values are the search's estimates (0 to 100%) from what the seat could see then." }));
  },

  setup() {
    document.getElementById("hint").onclick = Coach.ask;
    document.getElementById("an-start").onclick = Coach.analyse;
  },
};
