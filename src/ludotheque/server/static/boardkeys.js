"use strict";
// The board by keyboard: every element that explains itself (it has a <title> or a
// data-ref: cards, tiles, spaces, track cells) can take focus, showing its tooltip (the
// page's focusin handler) with a focus ring. A board has hundreds of them, so they make
// one tab stop (a roving tabindex): Tab reaches the board's frame (arrows pan it, + and
// - zoom), Tab again the current element; from there the arrow keys move to the nearest
// element in that direction among those of its level (a space, a card; or the pieces on
// them), Enter steps into an element's own pieces, Escape out of them (then back to the
// frame), Home and End go to the first and last. Options keep their own tab stop each
// and activate with Enter or Space. An element marked data-backdrop (a land or a frame
// drawn under everything) is reachable by the arrows but never the first tab stop.

const BoardKeys = (() => {
  let currentKey = null;  // the roving element's key, kept from one picture to the next

  function titled(el) {
    const t = [...el.children].find(c => c.tagName.toLowerCase() === "title");
    return Boolean(t && t.textContent.trim());
  }

  function keyOf(el) {
    if (el.id) return `#${el.id}`;
    if (el.getAttribute("data-option")) return `opt:${el.getAttribute("data-option")}`;
    const t = [...el.children].find(c => c.tagName.toLowerCase() === "title");
    return t ? t.textContent.trim().split(/[:;]/)[0] : null;
  }

  function items(s) {
    return [...s.querySelectorAll("[data-kbd]")];
  }

  // After each new picture: mark the elements that explain themselves; one of them
  // (the one last visited, else the first) is the board's tab stop.
  function mark(s) {
    if (!s) return;
    let stop = null;
    let first = null;
    let backdrop = null;
    for (const el of s.querySelectorAll("*")) {
      if (el.tagName.toLowerCase() === "title") continue;
      if (!(titled(el) || el.hasAttribute("data-ref") || el.hasAttribute("data-option"))) continue;
      el.setAttribute("data-kbd", "");
      if (!el.hasAttribute("data-option")) {
        el.setAttribute("tabindex", "-1");
        const top = !(el.parentElement && el.parentElement.closest("[data-kbd]"));
        if (top && el.hasAttribute("data-backdrop")) backdrop = backdrop || el;
        else if (!first && top) first = el;
        if (!stop && currentKey && keyOf(el) === currentKey) stop = el;
      }
      if (!el.hasAttribute("aria-label") && titled(el)) {
        const t = [...el.children].find(c => c.tagName.toLowerCase() === "title");
        el.setAttribute("aria-label", t.textContent.trim().slice(0, 200));
      }
    }
    stop = stop || first || backdrop;
    if (stop) stop.setAttribute("tabindex", "0");
  }

  // How many elements that explain themselves hold this one.
  function level(el) {
    let n = 0;
    for (let p = el.parentElement; p && p.tagName.toLowerCase() !== "svg"; p = p.parentElement) {
      if (p.hasAttribute("data-kbd")) n++;
    }
    return n;
  }

  function centre(el) {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
  }

  // The nearest element in a direction: ahead of the current one along it, the distance
  // across it counting three times (so Right stays on the row).
  function nearest(from, all, dx, dy) {
    const here = level(from);
    const same = all.filter(el => level(el) === here);
    return nearestOf(from, same, dx, dy) || nearestOf(from, all, dx, dy);
  }

  function nearestOf(from, all, dx, dy) {
    const c = centre(from);
    let best = null;
    let bestCost = Infinity;
    for (const el of all) {
      if (el === from) continue;
      const o = centre(el);
      if (!o.w && !o.h) continue;
      const along = (o.x - c.x) * dx + (o.y - c.y) * dy;
      if (along <= 1) continue;
      const across = Math.abs((o.x - c.x) * dy) + Math.abs((o.y - c.y) * dx);
      const cost = along + 3 * across;
      if (cost < bestCost) { bestCost = cost; best = el; }
    }
    return best;
  }

  function go(to) {
    if (!to) return;
    const s = to.ownerSVGElement || to.closest("svg");
    for (const el of s.querySelectorAll('[data-kbd][tabindex="0"]')) {
      if (!el.hasAttribute("data-option")) el.setAttribute("tabindex", "-1");
    }
    if (!to.hasAttribute("data-option")) to.setAttribute("tabindex", "0");
    currentKey = keyOf(to);
    to.focus();
  }

  const DIRS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

  // Returns true when the key was for an element of the board (the frame leaves it).
  function key(event) {
    const el = event.target.closest ? event.target.closest("[data-kbd]") : null;
    if (!el) return false;
    const all = items(el.ownerSVGElement || el.closest("svg"));
    if (DIRS[event.key]) {
      event.preventDefault();
      go(nearest(el, all, ...DIRS[event.key]));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      go(event.key === "Home" ? all[0] : all[all.length - 1]);
    } else if (event.key === "Enter" && !el.hasAttribute("data-option") && el.querySelector("[data-kbd]")) {
      event.preventDefault();
      go(el.querySelector("[data-kbd]"));
    } else if (event.key === "Escape") {
      const up = el.parentElement && el.parentElement.closest("[data-kbd]");
      if (up) go(up);
      else document.getElementById("board").focus();
    } else {
      return false;
    }
    return true;
  }

  // Keep the keyboard where it was when a new picture replaces the focused element.
  function refocus(s, hadFocus) {
    if (!hadFocus || !s) return;
    const stop = s.querySelector('[data-kbd][tabindex="0"]');
    if (stop && keyOf(stop) === currentKey) stop.focus({ preventScroll: true });
  }

  function focusedKey() {
    const el = document.activeElement;
    if (el && el.closest && el.closest("#board [data-kbd]")) {
      currentKey = keyOf(el.closest("[data-kbd]"));
      return true;
    }
    return false;
  }

  return { mark, key, refocus, focusedKey };
})();
