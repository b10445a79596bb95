"use strict";
// Helpers shared by the lobby and the table page.

const Ludo = {
  async api(method, path, body, token) {
    const headers = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers["Authorization"] = "Bearer " + token;
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let data = null;
    try { data = await response.json(); } catch (e) { data = null; }
    if (!response.ok) {
      const message = data && data.error ? data.error.message : response.statusText;
      const err = new Error(message);
      err.status = response.status;
      err.code = data && data.error ? data.error.code : "http";
      throw err;
    }
    return data;
  },

  // Seat links this browser holds: [{table, seat, token, title}]
  mySeats() {
    try { return JSON.parse(localStorage.getItem("ludo.seats") || "[]"); } catch (e) { return []; }
  },
  saveSeat(entry) {
    const seats = Ludo.mySeats().filter(s => !(s.table === entry.table && s.seat === entry.seat));
    seats.unshift(entry);
    localStorage.setItem("ludo.seats", JSON.stringify(seats.slice(0, 50)));
  },
  forgetSeat(table, token) {
    const seats = Ludo.mySeats().filter(s => !(s.table === table && s.token === token));
    localStorage.setItem("ludo.seats", JSON.stringify(seats));
  },

  // Creator's secrets of the tables made in this browser: {table: owner token}
  owners() {
    try { return JSON.parse(localStorage.getItem("ludo.owners") || "{}"); } catch (e) { return {}; }
  },
  saveOwner(table, token) {
    const owners = Ludo.owners();
    owners[table] = token;
    const keys = Object.keys(owners);
    for (const k of keys.slice(0, Math.max(0, keys.length - 50))) delete owners[k];
    localStorage.setItem("ludo.owners", JSON.stringify(owners));
  },

  el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? "" : v);
    }
    for (const child of children) {
      if (child === null || child === undefined) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  },

  seatsText(seats) {
    return seats.map(s => s.kind === "human" ? (s.joined ? (s.name || "player") : "(free)") : s.spec).join(", ");
  },
};
