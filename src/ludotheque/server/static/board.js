"use strict";
// The board's frame: zoom and pan (wheel with Ctrl, pinch, buttons, keyboard, dragging),
// remembered per game; a default zoom at which every text of the board reads at 12 px or
// more; and tooltips (hover, focus, tap) explaining what a board element, option or log
// move names, from the game's `explain`.

const BoardFrame = (() => {
  const MIN_PX = 12.2;  // the smallest text at the default zoom, in CSS px
  let game = null;
  let zoom = null;      // CSS px per SVG user unit
  let frame = null;
  const cache = {};     // ref -> explanation (null: nothing to say)

  function saved() {
    try { return JSON.parse(localStorage.getItem("ludo.zoom") || "{}"); } catch (e) { return {}; }
  }
  function save() {
    const all = saved();
    all[game] = zoom;
    localStorage.setItem("ludo.zoom", JSON.stringify(all));
  }

  function svg() { return frame ? frame.querySelector("svg") : null; }

  function viewBox(s) {
    const vb = s.viewBox && s.viewBox.baseVal;
    if (vb && vb.width) return { w: vb.width, h: vb.height };
    return { w: parseFloat(s.getAttribute("width")) || 1000, h: parseFloat(s.getAttribute("height")) || 700 };
  }

  // The smallest rendered text of the board, in CSS px (0 if none).
  function smallestText(s) {
    let least = 0;
    for (const t of s.querySelectorAll("text")) {
      if (!t.textContent.trim()) continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px > 0 && (least === 0 || px < least)) least = px;
    }
    return least;
  }

  function apply() {
    const s = svg();
    if (!s) return;
    const vb = viewBox(s);
    s.style.width = `${Math.round(vb.w * zoom)}px`;
    s.style.height = `${Math.round(vb.h * zoom)}px`;
    const label = document.getElementById("zoom-label");
    if (label) label.textContent = `${Math.round(zoom * 100)}%`;
  }

  function readable() {
    const s = svg();
    if (!s) return 1;
    const now = zoom;
    zoom = 1;
    apply();
    const least = smallestText(s);
    zoom = now;
    return least > 0 ? Math.max(0.2, MIN_PX / least) : 1;
  }

  function fit() {
    const s = svg();
    if (!s) return 1;
    return Math.max(0.1, (frame.clientWidth - 8) / viewBox(s).w);
  }

  function setZoom(z, keep) {
    const s = svg();
    if (!s) return;
    const old = zoom;
    zoom = Math.min(6, Math.max(0.1, z));
    // keep the point under `keep` (frame coordinates) where it was
    const cx = keep ? keep.x : frame.clientWidth / 2;
    const cy = keep ? keep.y : frame.clientHeight / 2;
    const ux = (frame.scrollLeft + cx) / old, uy = (frame.scrollTop + cy) / old;
    apply();
    frame.scrollLeft = ux * zoom - cx;
    frame.scrollTop = uy * zoom - cy;
    save();
  }

  // After each new picture: keep this game's zoom, or start where every text reads.
  function rendered(gameId) {
    frame = document.getElementById("board");
    const s = svg();
    if (!s) return;
    if (game !== gameId || zoom === null) {
      game = gameId;
      const z = saved()[game];
      zoom = typeof z === "number" && z > 0 ? z : null;
      if (zoom === null) zoom = readable();
    }
    s.removeAttribute("width");
    s.removeAttribute("height");
    apply();
  }

  function setup() {
    frame = document.getElementById("board");
    const zoomBy = f => setZoom(zoom * f);
    document.getElementById("zoom-in").onclick = () => zoomBy(1.25);
    document.getElementById("zoom-out").onclick = () => zoomBy(0.8);
    document.getElementById("zoom-fit").onclick = () => setZoom(fit());
    document.getElementById("zoom-read").onclick = () => setZoom(readable());
    frame.addEventListener("wheel", event => {
      if (!event.ctrlKey) return;  // a plain wheel scrolls; Ctrl (or a pinch) zooms
      event.preventDefault();
      const r = frame.getBoundingClientRect();
      setZoom(zoom * Math.exp(-event.deltaY / 300), { x: event.clientX - r.left, y: event.clientY - r.top });
    }, { passive: false });
    frame.addEventListener("keydown", event => {
      const step = 60;
      const keys = {
        "+": () => zoomBy(1.25), "=": () => zoomBy(1.25), "-": () => zoomBy(0.8),
        "0": () => setZoom(readable()),
        ArrowLeft: () => { frame.scrollLeft -= step; }, ArrowRight: () => { frame.scrollLeft += step; },
        ArrowUp: () => { frame.scrollTop -= step; }, ArrowDown: () => { frame.scrollTop += step; },
      };
      if (event.target.closest && event.target.closest("[data-option]") && event.key.startsWith("Arrow")) return;
      const f = keys[event.key];
      if (f) { event.preventDefault(); f(); }
    });
    // Dragging pans; two fingers pinch.
    const pointers = new Map();
    let pinch = null;
    frame.addEventListener("pointerdown", event => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), z: zoom };
      }
    });
    frame.addEventListener("pointermove", event => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      const now = { x: event.clientX, y: event.clientY };
      pointers.set(event.pointerId, now);
      if (pinch && pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch.d > 0) setZoom(pinch.z * d / pinch.d);
        return;
      }
      if (event.pointerType === "mouse" && event.buttons === 1) {
        frame.scrollLeft -= now.x - last.x;
        frame.scrollTop -= now.y - last.y;
      }
    });
    const up = event => { pointers.delete(event.pointerId); if (pointers.size < 2) pinch = null; };
    frame.addEventListener("pointerup", up);
    frame.addEventListener("pointercancel", up);
    setupTips();
  }

  // ----- tooltips -----------------------------------------------------------------------
  function remember(explanations) {
    for (const [ref, e] of Object.entries(explanations || {})) cache[ref] = e;
  }

  // One request per ref: a second hover while the first answer is on its way waits for
  // the same answer (it used to read the placeholder as "nothing to explain").
  const asked = {};
  async function lookup(ref) {
    if (ref in cache) return cache[ref];
    if (!(ref in asked)) {
      const gameId = game || document.body.dataset.game;
      asked[ref] = Ludo.api("GET", `/api/games/${encodeURIComponent(gameId)}/explain?ref=${encodeURIComponent(ref)}`)
        .then(r => r.explain, () => null)
        .then(e => { cache[ref] = e; delete asked[ref]; return e; });
    }
    return asked[ref];
  }

  // What a node stands for: its data-ref or option, else (on the board) the words of the
  // nearest element's <title> ("hut space A5.1: empty"), which name the component. The
  // title is shown too: it says what the element is and holds now.
  function titleOf(n) {
    const t = n && n.children ? [...n.children].find(c => c.tagName.toLowerCase() === "title") : null;
    return t && t.textContent.trim() ? t.textContent.trim().slice(0, 200) : null;
  }
  function refOf(node) {
    const el = node && node.closest ? node.closest("[data-ref], [data-option]") : null;
    if (el) return { el, ref: el.getAttribute("data-ref") || el.getAttribute("data-option"), title: titleOf(el) };
    for (let n = node; n && n.closest && n.closest("#board svg"); n = n.parentNode) {
      const title = titleOf(n);
      if (title) return { el: n, ref: title, title };
    }
    return null;
  }

  function place(el) {
    const tip = document.getElementById("tip");
    const r = el.getBoundingClientRect();
    const w = Math.min(320, window.innerWidth - 16);
    tip.style.maxWidth = `${w}px`;
    const left = Math.max(8, Math.min(window.innerWidth - w - 8, r.left));
    tip.style.left = `${left + window.scrollX}px`;
    const below = r.bottom + 6;
    tip.style.top = `${(below + 120 < window.innerHeight ? below : Math.max(8, r.top - 130)) + window.scrollY}px`;
  }

  function show(el, e, title) {
    const tip = document.getElementById("tip");
    if (!e && !title) { tip.hidden = true; return; }
    tip.textContent = "";
    tip.append(Ludo.el("b", { text: e ? e.name : title }));
    if (e && title && title.toLowerCase() !== e.name.toLowerCase()) tip.append(Ludo.el("div", { class: "state", text: title }));
    if (e && e.text) tip.append(Ludo.el("div", { text: e.text }));
    if (e && e.reconstructed) tip.append(Ludo.el("div", { class: "muted", text: "Reconstructed: the printed component may differ." }));
    tip.hidden = false;
    place(el);
  }

  let current = null;
  async function tipFor(node) {
    const found = refOf(node);
    if (!found) { hide(); return; }
    if (current === found.el) return;
    current = found.el;
    const e = await lookup(found.ref);
    if (current === found.el) show(found.el, e, found.title);
  }
  function hide() { current = null; const tip = document.getElementById("tip"); if (tip) tip.hidden = true; }

  // A scroll (the board panned, the page scrolled, or the browser bringing the hovered
  // element into view) moves the tip with its element; it hides only once the element
  // has left the window. Hiding on every scroll lost tips to the scroll that comes with
  // a hover or a tap near the edge of the board.
  function follow() {
    if (!current) return;
    const tip = document.getElementById("tip");
    const r = current.isConnected ? current.getBoundingClientRect() : null;
    if (!r || !r.width || r.bottom < 0 || r.top > window.innerHeight || r.right < 0 || r.left > window.innerWidth) hide();
    else if (!tip.hidden) place(current);
  }

  function setupTips() {
    document.addEventListener("mouseover", event => tipFor(event.target));
    document.addEventListener("focusin", event => tipFor(event.target));
    document.addEventListener("touchstart", event => tipFor(event.target), { passive: true });
    document.addEventListener("keydown", event => { if (event.key === "Escape") hide(); });
    document.addEventListener("scroll", follow, true);
  }

  // The games tell events with seats counted from 0, as the terminal and the boards name
  // them ("seat 0 (you): +2 coins", "seats 0 and 2"): each seat of the table is said by
  // `name(i)`; a number that is no seat here (a dissident's colour) stays as it is.
  function nameSeats(text, count, name) {
    if (typeof text !== "string") return text;
    return text.replace(/\b([Ss])eats? (\d+(?:(?:, | and )\d+)*)\b/g, (m, s, list) => {
      const seats = list.split(/, | and /).map(n => parseInt(n, 10));
      if (seats.some(i => i >= count)) return m;
      const names = seats.map(name);
      return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
    });
  }

  return { setup, rendered, remember, lookup, smallestText, nameSeats };
})();
