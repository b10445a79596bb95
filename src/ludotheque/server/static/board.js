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
    Changes.after(s, zoom);
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
      if (BoardKeys.key(event)) return;  // an element of the board: arrows move between them
      const step = 60;
      const keys = {
        "+": () => zoomBy(1.25), "=": () => zoomBy(1.25), "-": () => zoomBy(0.8),
        "0": () => setZoom(readable()),
        ArrowLeft: () => { frame.scrollLeft -= step; }, ArrowRight: () => { frame.scrollLeft += step; },
        ArrowUp: () => { frame.scrollTop -= step; }, ArrowDown: () => { frame.scrollTop += step; },
      };
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
    tip.style.left = `${left}px`;
    const below = r.bottom + 6;
    tip.style.top = `${below + 120 < window.innerHeight ? below : Math.max(8, r.top - 130)}px`;
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
  // `quiet`: a focus that lands on nothing to explain (the board's frame, taking focus
  // when the board is tapped or clicked) leaves the tip as it is.
  async function tipFor(node, quiet) {
    // A board element the keyboard is on explains itself, even inside an option.
    const own = quiet && node && node.hasAttribute && node.hasAttribute("data-kbd") &&
      !node.hasAttribute("data-option") && !node.hasAttribute("data-ref") ? titleOf(node) : null;
    const found = own ? { el: node, ref: own, title: own } : refOf(node);
    if (!found) { if (!quiet) hide(); return; }
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
    // A tap is followed by the mouse events browsers make up for it (an over and out
    // where the pointer last was): for a moment after a touch, those leave the tip alone.
    let touched = 0;
    document.addEventListener("mouseover", event => { if (Date.now() - touched > 800) tipFor(event.target); });
    document.addEventListener("focusin", event => tipFor(event.target, true));
    document.addEventListener("touchstart", event => { touched = Date.now(); tipFor(event.target); }, { passive: true });
    document.addEventListener("keydown", event => { if (event.key === "Escape") hide(); });
    document.addEventListener("scroll", follow, true);
  }

  // The games tell events with seats counted from 1, as every text a person reads does
  // ("seat 1 (you): +2 coins", "seats 1 and 3"): each seat of the table is said by
  // `name(i)` (i its index from 0); a number that is no seat here stays as it is.
  function nameSeats(text, count, name) {
    if (typeof text !== "string") return text;
    return text.replace(/\b([Ss])eats? (\d+(?:(?:, | and )\d+)*)\b/g, (m, s, list) => {
      const seats = list.split(/, | and /).map(n => parseInt(n, 10) - 1);
      if (seats.some(i => i < 0 || i >= count)) return m;
      const names = seats.map(name);
      return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
    });
  }

  return { setup, rendered, remember, lookup, smallestText, nameSeats, changes: () => Changes.last };
})();

// What changed on the board, told by the picture itself: elements are known by their id,
// else by the head of their <title> ("seat 1 ship", "hut space A5.1"), so every game's
// board takes part, not only those whose pieces carry ids. Changed elements get the class
// "changed" (highlighted by the page's CSS); pieces that moved travel from where they
// were, and numbers that changed count to their new value, unless animations are off
// (the page's setting, or the system's reduced motion). What the page showed last is kept
// per table in the browser, so a reload highlights what changed since the last look.
const Changes = (() => {
  const DURATION = 600;  // ms
  let before = null;     // key -> {x, y, h, nums} of the last picture this page drew
  const last = { changed: 0, moved: 0, ticked: 0 };

  function moving() {
    return !document.body.classList.contains("no-anim") &&
      !(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }

  // Where an element is drawn is no change of what it is (a panel that grows moves all
  // below it): its hash leaves out the geometry, and a piece that moves alone travels.
  const GEOMETRY = /\s(?:x|y|cx|cy|x1|x2|y1|y2|transform|points|d|r|rx|ry|width|height)="[^"]*"/g;
  function hash(text) {
    let h = 0;
    const t = text.replace(/\s?\bchanged\b/g, "").replace(GEOMETRY, "");
    for (let i = 0; i < t.length; i++) h = (h * 31 + t.charCodeAt(i)) | 0;
    return h.toString(36);
  }

  function titleHead(el) {
    const t = [...el.children].find(c => c.tagName.toLowerCase() === "title");
    if (!t) return null;
    const head = t.textContent.split(/[:;]/)[0].trim();
    return head || null;
  }

  function numbersOf(el) {
    return [...el.querySelectorAll("text")].map(t => t.textContent.trim());
  }

  // key -> element, for the elements with an id or a title.
  // (Elements sharing a head are told apart by their rank, "red seal~3", which names
  // another seal once one goes: those never travel.)
  function keyed(s) {
    const out = new Map();
    const count = {};
    for (const el of s.querySelectorAll("*")) {
      const head = el.id ? `#${el.id}` : titleHead(el);
      if (!head) continue;
      count[head] = (count[head] || 0) + 1;
      out.set(count[head] > 1 ? `${head}~${count[head]}` : head, el);
    }
    for (const [key, el] of out) if (count[key] > 1) { out.delete(key); out.set(`${key}~1`, el); }
    return out;
  }

  function measure(s, zoom, els) {
    const r0 = s.getBoundingClientRect();
    const out = new Map();
    for (const [key, el] of els) {
      const r = el.getBoundingClientRect();
      out.set(key, {
        x: (r.left + r.width / 2 - r0.left) / zoom, y: (r.top + r.height / 2 - r0.top) / zoom,
        w: r.width / zoom, h: hash(el.outerHTML), nums: numbersOf(el),
      });
    }
    return out;
  }

  function lookKey() { return `ludo.look:${location.pathname}`; }
  function loadLook() {
    try { return JSON.parse(localStorage.getItem(lookKey()) || "null"); } catch (e) { return null; }
  }
  function saveLook(now) {
    const look = {};
    for (const [k, v] of now) look[k] = v.h;
    try {
      localStorage.setItem(lookKey(), JSON.stringify(look));
      // keep the last looks of 20 tables at most
      const index = JSON.parse(localStorage.getItem("ludo.looks") || "[]").filter(k => k !== lookKey());
      index.push(lookKey());
      while (index.length > 20) localStorage.removeItem(index.shift());
      localStorage.setItem("ludo.looks", JSON.stringify(index));
    } catch (e) { /* storage full or off: no memory of the last look */ }
  }

  // The element `el` (moved by dx, dy board units) starts where it was and travels back.
  function travel(el, dx, dy) {
    const m = el.getCTM && el.getCTM();
    const p = el.parentNode && el.parentNode.getCTM ? el.parentNode.getCTM() : null;
    const sx = m && p && p.a ? m.a / p.a : 1;  // the element's own scale
    const a = document.createElementNS("http://www.w3.org/2000/svg", "animateTransform");
    a.setAttribute("attributeName", "transform");
    a.setAttribute("type", "translate");
    a.setAttribute("additive", "sum");
    a.setAttribute("from", `${dx / sx} ${dy / sx}`);
    a.setAttribute("to", "0 0");
    a.setAttribute("dur", `${DURATION / 1000}s`);
    a.setAttribute("begin", "indefinite");
    a.setAttribute("fill", "remove");
    a.setAttribute("class", "travel");
    el.append(a);
    try { a.beginElement(); } catch (e) { a.remove(); return false; }
    setTimeout(() => a.remove(), DURATION + 100);
    return true;
  }

  const NUMBER = /^(\D*?)([+-]?\d+)(\D*)$/;
  // Numbers in `el`'s texts count from their old values to the new ones.
  function tick(el, old) {
    const texts = [...el.querySelectorAll("text")];
    let n = 0;
    texts.forEach((t, i) => {
      // a number with the same words around it: "12", "3 VP", "+4¢"
      const to = t.textContent.trim(), from = old[i];
      const mt = NUMBER.exec(to), mf = NUMBER.exec(from || "");
      if (!mt || !mf || to === from || mt[1] !== mf[1] || mt[3] !== mf[3]) return;
      const a = parseInt(mf[2], 10), b = parseInt(mt[2], 10);
      const start = performance.now();
      t.classList.add("ticking");
      const step = now => {
        const f = Math.min(1, (now - start) / DURATION);
        t.textContent = f < 1 ? mt[1] + String(Math.round(a + (b - a) * f)) + mt[3] : to;
        if (f < 1) requestAnimationFrame(step); else t.classList.remove("ticking");
      };
      t.textContent = from;
      requestAnimationFrame(step);
      n++;
    });
    return n;
  }

  function after(s, zoom) {
    const els = keyed(s);
    const now = measure(s, zoom, els);
    const stored = before ? null : loadLook();
    const changed = [];
    last.changed = last.moved = last.ticked = 0;
    const animate = before !== null && moving();
    const travellers = [];
    for (const [key, el] of els) {
      const old = before ? before.get(key) : null;
      const was = old ? old.h : stored ? stored[key] : undefined;
      const n = now.get(key);
      if (was !== undefined && was !== n.h) changed.push(el);
      if (!animate || !old) continue;
      const dx = old.x - n.x, dy = old.y - n.y;
      // A piece (not a panel) that moved travels; an element whose ancestor travels
      // goes with it.
      if (Math.hypot(dx, dy) > 2 && n.w < 200 && old.w < 200 && !key.includes("~")) travellers.push([el, dx, dy]);
    }
    const keys = new Map([...els].map(([k, e]) => [e, k]));
    for (const e of changed) {
      if (changed.some(o => o !== e && e.contains(o))) continue;  // the innermost only
      e.classList.add("changed");
      last.changed++;
      const old = before && before.get(keys.get(e));
      if (animate && old && old.nums.length === now.get(keys.get(e)).nums.length) last.ticked += tick(e, old.nums);
    }
    // Many elements moved by the same step: the layout shifted, nothing travelled.
    const shift = {};
    const step = (dx, dy) => `${Math.round(dx / 4)},${Math.round(dy / 4)}`;
    for (const [, dx, dy] of travellers) shift[step(dx, dy)] = (shift[step(dx, dy)] || 0) + 1;
    for (const [el, dx, dy] of travellers) {
      if (shift[step(dx, dy)] > 3 || travellers.some(([o]) => o !== el && o.contains(el))) continue;
      if (travel(el, dx, dy)) {
        last.moved++;
        if (!el.classList.contains("changed")) { el.classList.add("changed"); last.changed++; }
      }
    }
    before = now;
    saveLook(now);
  }

  return { after, last };
})();
