// One seat's hand on a phone. Every word comes from the laptop (the "welcome" message), in
// this phone's language; the laptop checks every move and sends this seat's view back.
"use strict";
(function () {
  const V = 1;
  const $ = (id) => document.getElementById(id);
  const frag = decodeURIComponent(location.hash.slice(1));
  const cut = frag.indexOf(".");
  const room = cut > 0 ? frag.slice(0, cut) : "", token = cut > 0 ? frag.slice(cut + 1) : "";
  let W = null, S = null, ws = null, n = 0, wait = 500, final = false, busy = false, kept = "", toastTimer = 0;

  function w(key, vals) {
    let s = (W && W[key]) || "";
    for (const k in (vals || {})) s = s.split("{" + k + "}").join(vals[k]);
    return s;
  }
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function cover(text) {
    const c = $("cover");
    if (text === null) { c.hidden = true; return; }
    c.hidden = false;
    $("coverText").textContent = text || "• • •";
  }
  function toast(text) {
    const t = $("toast");
    t.textContent = text; t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { t.hidden = true; }, 3500);
  }

  function connect() {
    if (final) return;
    if (!room || !token) { cover(""); return; }
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    n = 0;
    ws.onopen = () => {
      wait = 500;
      ws.send(JSON.stringify({v: V, t: "hello", room: room, token: token, lang: navigator.language || ""}));
    };
    ws.onmessage = (e) => {
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (!m || m.v !== V) return;
      receive(m);
    };
    ws.onclose = () => {
      ws = null;
      if (final) return;
      cover(W ? w("lost") : "");
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 4000);
    };
  }
  function send(action) {
    if (!ws || ws.readyState !== 1 || !S || busy) return false;
    busy = true;
    ws.send(JSON.stringify({v: V, t: "act", action: action, at: S.view.moves, n: ++n, w: S.window || ""}));
    $("status").textContent = w("sent");
    render(true);
    return true;
  }

  function receive(m) {
    if (m.t === "welcome") {
      W = m.words; document.documentElement.lang = m.lang; document.title = w("title");
      $("me").textContent = m.name;
      cover(null);
    } else if (m.t === "view") {
      S = m; busy = false;
      if (kept && kept.split("|")[0] !== S.window) kept = "";
      cover(null); render(false);
    } else if (m.t === "refused") {
      busy = false; toast(m.why); if (S) render(false);
    } else if (m.t === "kept") {
      busy = false; kept = (S ? S.window : "") + "|" + m.action; toast(w("kept")); render(false);
    } else if (m.t === "denied" || m.t === "taken" || m.t === "bye") {
      final = true; cover(m.why); if (ws) ws.close();
    }
  }

  function seats(view) {
    const box = $("others"); box.textContent = "";
    const obs = view.observation, names = S.names;
    names.forEach((name, i) => {
      const d = el("div", "seat" + (view.current === i ? " now" : ""));
      d.appendChild(el("b", "", i === view.seat ? name + " (" + w("you") + ")" : name));
      if (obs.treats) { d.appendChild(el("span", "", w("treats", {clovers: obs.treats[i][0], carrots: obs.treats[i][1]}))); d.appendChild(document.createTextNode(" · ")); }
      if (obs.hand_sizes) { d.appendChild(el("span", "", w("cards", {count: obs.hand_sizes[i]}))); d.appendChild(document.createTextNode(" · ")); }
      d.appendChild(el("span", "", w("score") + " " + view.scores[i]));
      if (obs.quit && obs.quit[i]) { d.appendChild(document.createTextNode(" ")); d.appendChild(el("span", "out", w("quit_mark"))); }
      if (obs.areas) {
        const row = el("div");
        if (!obs.areas[i].length) row.appendChild(el("small", "", w("no_shelters")));
        obs.areas[i].forEach((shelter) => {
          const s = el("span", "shel");
          shelter.forEach((k) => s.appendChild(el("span", "chip k" + k, kinds()[k])));
          row.appendChild(s);
        });
        d.appendChild(row);
      }
      box.appendChild(d);
    });
  }
  function kinds() { return w("kinds").split("|"); }
  function cardFace(v) { return v === 7 ? w("llama") : String(v); }

  function render(sending) {
    if (!S || !W) return;
    const view = S.view, obs = view.observation, gedon = view.game === "llamagedon";
    document.body.className = gedon ? "gedon" : (view.game === "alpacas" ? "alpacas" : "");
    const st = $("status");
    if (!sending) { st.textContent = S.status; st.className = view.current === view.seat ? "turn" : ""; }
    seats(view);
    const table = $("table"); table.textContent = "";
    if (view.game === "llama") {
      table.appendChild(el("span", "label", w("round", {number: view.round})));
      const top = el("div", "card v" + obs.discard_top + (obs.discard_top === 7 ? " k" : ""), cardFace(obs.discard_top));
      top.style.width = "64px"; top.style.fontSize = obs.discard_top === 7 ? "14px" : "30px"; top.style.margin = "0";
      table.appendChild(top);
      table.appendChild(el("span", "label", w("deck", {count: obs.draw_size})));
    } else if (gedon) {
      table.appendChild(el("span", "label", w("deck", {count: obs.deck_size})));
    }
    const chain = $("chain"); chain.textContent = "";
    (S.chain || []).forEach((line) => chain.appendChild(el("p", "", line)));
    const log = $("log"); log.textContent = "";
    (S.log || []).forEach((line) => log.appendChild(el("p", "", line)));
    log.scrollTop = log.scrollHeight;
    if (view.game === "alpacas") { alpacas(view, obs, sending); return; }
    $("handTitle").textContent = w("your_hand");
    hand(view, obs, gedon, sending);
    choices(view, obs, gedon, sending);
  }

  // Llamas & Alpacas: tap a row card (or a card of your board), then a free space of your board.
  let picked = "";
  function face(id, cls) {
    const f = S.faces[String(id)] || ["", "", -1, ""];
    const c = el("div", "acard a" + (f[2] < 0 ? "w" : f[2]) + (cls ? " " + cls : ""));
    c.appendChild(el("b", "", f[1]));
    c.appendChild(el("small", "", f[0]));
    c.appendChild(el("small", "", f[3]));
    return c;
  }
  function alpacas(view, obs, sending) {
    const mine = view.current === view.seat && !sending;
    const picks = {};
    S.choices.forEach((c) => { if (c.pick !== undefined) (picks[c.pick] = picks[c.pick] || []).push(c); });
    if (obs.phase === "setup" && picks.start) picked = "start";
    if (picked && !picks[picked]) picked = "";
    const table = $("table"); table.textContent = "";
    const rowBox = el("div", "arow");
    obs.row.forEach((id, i) => {
      const cell = el("div", "aslot");
      if (id === null || id === undefined) { rowBox.appendChild(cell); return; }
      const c = face(id, (mine && picks["r" + i] ? "ok" : "") + (picked === "r" + i ? " chosen" : ""));
      if (mine && picks["r" + i]) c.onclick = () => { picked = picked === "r" + i ? "" : "r" + i; render(false); };
      cell.appendChild(c);
      const tr = obs.row_treats[i];
      if (tr[0] || tr[1]) cell.appendChild(el("small", "", "+" + tr[0] + "/" + tr[1]));
      rowBox.appendChild(cell);
    });
    table.appendChild(el("p", "label", w("row_title")));
    table.appendChild(rowBox);
    $("handTitle").textContent = w("board_title") + " · " + w("treats", {clovers: obs.treats[view.seat][0], carrots: obs.treats[view.seat][1]});
    const box = $("hand"); box.textContent = "";
    const grid = el("div", "aboard");
    const targets = {};
    (picks[picked] || []).forEach((c) => { (targets[c.cell] = targets[c.cell] || []).push(c); });
    obs.boards[view.seat].forEach((id, cell) => {
      let c;
      if (id === null || id === undefined) {
        c = el("div", "aempty" + (targets[cell] ? " target" : ""));
        if (picked === "start" && obs.start_cards[view.seat] !== null && targets[cell]) c.appendChild(face(obs.start_cards[view.seat], "ghost"));
      } else {
        const key = "b" + cell;
        c = face(id, (mine && picks[key] ? "ok" : "") + (picked === key ? " chosen" : ""));
        if (mine && picks[key]) c.onclick = () => { picked = picked === key ? "" : key; render(false); };
      }
      if (targets[cell]) c.onclick = () => {
        const options = targets[cell];
        if (options.length === 1) { if (send(options[0].a)) picked = ""; return; }
        const list = $("choices"); list.textContent = "";
        options.forEach((o) => list.appendChild(button(o.label, "", o.a, false)));
      };
      grid.appendChild(c);
    });
    box.appendChild(grid);
    const list = $("choices"); list.textContent = "";
    if (mine) list.appendChild(el("p", "", obs.phase === "setup" ? w("start_help") : w("alpacas_help")));
    S.choices.filter((c) => c.pick === undefined).forEach((c) => list.appendChild(button(c.label, "", c.a, sending)));
    if (S.undo) {
      const u = el("button", "", w("undo"));
      u.onclick = () => { if (ws && ws.readyState === 1 && !busy) { busy = true; ws.send(JSON.stringify({v: V, t: "undo", n: ++n})); } };
      list.appendChild(u);
    }
  }

  function hand(view, obs, gedon, sending) {
    const box = $("hand"); box.textContent = "";
    const cards = (obs.hand || []).slice();
    const plays = {};
    S.choices.forEach((c) => { if (c.a.indexOf("play ") === 0) plays[c.a.slice(5)] = c.a; });
    const mid = (cards.length - 1) / 2;
    const room = Math.max(160, box.clientWidth - 8), high = Math.max(90, window.innerHeight * 0.26);
    const cw = Math.max(34, Math.min(104, high * 63 / 88, room / (cards.length * 0.74 + 0.26 + (cards.length > 3 ? 0.5 : 0))));
    cards.forEach((v, i) => {
      let c;
      if (gedon) {
        c = el("div", "card k k" + v, kinds()[v]);
      } else {
        const key = v === 7 ? "llama" : String(v);
        c = el("div", "card v" + v + (v === 7 ? " k" : ""), cardFace(v));
        if (v !== 7) c.appendChild(el("small", "", String(v)));
        c.setAttribute("role", "button");
        c.setAttribute("aria-label", v === 7 ? w("llama") : String(v));
        if (plays[key] && !sending) {
          c.classList.add("ok");
          c.onclick = () => { if (send(plays[key])) c.classList.add("sent"); };
        } else if (view.current === view.seat) c.classList.add("dim");
      }
      c.style.width = cw + "px";
      c.style.margin = "0 " + (-0.13 * cw) + "px";
      c.style.fontSize = (c.classList.contains("k") ? cw * 0.15 : cw * 0.48) + "px";
      const tilt = cards.length > 1 ? (i - mid) * Math.min(6, 40 / cards.length) : 0;
      c.style.transform = "rotate(" + tilt + "deg) translateY(" + Math.abs(i - mid) * 3 + "px)";
      box.appendChild(c);
    });
  }

  function button(text, cls, action, disabled) {
    const b = el("button", cls, text);
    b.disabled = !!disabled;
    b.onclick = () => send(action);
    b.dataset.action = action;
    return b;
  }
  function choices(view, obs, gedon, sending) {
    const box = $("choices"); box.textContent = "";
    const mine = view.current === view.seat;
    if (gedon && view.phase === "block" && !mine && !view.over && S.window) {
      box.appendChild(el("p", "q", w("block_q")));
      const row = el("div", "row");
      const chosen = kept.split("|")[1] || "";
      if ((obs.hand || []).indexOf(12) >= 0) {
        const b = button(S.answers.block, "block", "block", sending);
        if (chosen === "block") b.classList.add("chosen");
        row.appendChild(b);
      }
      const l = button(S.answers.let, "", "let", sending);
      if (chosen === "let") l.classList.add("chosen");
      row.appendChild(l);
      box.appendChild(row);
      return;
    }
    if (S.undo) {
      const u = el("button", "", w("undo"));
      u.disabled = !!sending;
      u.onclick = () => {
        if (!ws || ws.readyState !== 1 || busy) return;
        busy = true;
        ws.send(JSON.stringify({v: V, t: "undo", n: ++n}));
        render(true);
      };
      box.appendChild(u);
    }
    const list = S.choices.filter((c) => gedon || c.a.indexOf("play ") !== 0);
    if (!gedon && mine && S.choices.some((c) => c.a.indexOf("play ") === 0)) box.appendChild(el("p", "", w("tap_card")));
    const row = el("div", gedon ? "" : "row");
    if (gedon) row.style.cssText = "display:flex;flex-direction:column;gap:8px";
    list.forEach((c) => {
      const cls = c.a === "block" ? "block" : (c.a === "draw" || c.a === "draw2" ? "main" : "");
      row.appendChild(button(c.label, cls, c.a, sending));
    });
    box.appendChild(row);
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !final && (!ws || ws.readyState > 1)) { wait = 300; if (!ws) connect(); }
  });
  cover("");
  connect();
})();
