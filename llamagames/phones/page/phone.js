// One seat's hand on a phone. Every word comes from the laptop (the "welcome" message), in
// this phone's language; the laptop checks every move and sends this seat's view back.
"use strict";
(function () {
  const V = 1;
  const $ = (id) => document.getElementById(id);
  const frag = decodeURIComponent(location.hash.slice(1));
  const cut = frag.indexOf(".");
  let room = cut > 0 ? frag.slice(0, cut) : "", token = cut > 0 ? frag.slice(cut + 1) : "", code = "";
  let W = null, S = null, ws = null, n = 0, wait = 500, final = false, busy = false, kept = "", toastTimer = 0;
  let asking = "";  // the choice whose question is open ("Quit this round?")
  let LW = null, held = false, painted = false, seenRound = -1;  // the typed join's words; held: the page waits for the codes to be typed
  let away = false;  // the laptop left the game to continue it later: this page knocks until its room answers
  // The seat this phone holds, kept per room in the page's own storage: a page opened without
  // its address's seat (a reload after typing the codes, the bare address again) goes back to it.
  const SEAT_KEY = "llamagames.seat";
  function keepSeat() {
    try { localStorage.setItem(SEAT_KEY, room); localStorage.setItem(SEAT_KEY + "." + room, token); } catch (err) { /* private mode */ }
  }
  function forgetSeat() {
    try { localStorage.removeItem(SEAT_KEY + "." + room); localStorage.removeItem(SEAT_KEY); } catch (err) { /* private mode */ }
  }
  if (!token) {
    try {
      const r = localStorage.getItem(SEAT_KEY) || "", k = r ? localStorage.getItem(SEAT_KEY + "." + r) || "" : "";
      if (k) { room = r; token = k; history.replaceState(null, "", "#" + r + "." + k); }
    } catch (err) { /* private mode: the codes are typed again */ }
  }

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
    c.className = "";
    if (text === null) { c.hidden = true; return; }
    c.hidden = false;
    $("coverText").textContent = text || "• • •";
  }
  function toast(text) {
    const t = $("toast"), m = $("mine").getBoundingClientRect();
    t.textContent = text; t.hidden = false;
    t.style.bottom = m.left < 40 ? innerHeight - m.top + 8 + "px" : "";  // above the foot's buttons
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { t.hidden = true; }, 3500);
  }

  // No code in the address (typed by hand, not scanned): the room code and the seat's code are typed.
  function typeCodes(note) {
    held = true; code = "";
    const c = $("cover"); c.hidden = false; c.className = "joining";  // a clean screen: no old game behind the form
    const box = $("coverText"); box.textContent = "";
    const form = el("form", "join");
    form.appendChild(el("h1", "", LW.title));
    if (note) form.appendChild(el("p", "note", note));
    form.appendChild(el("p", "", LW.lobby));
    const field = (label, name, value) => {
      const l = el("label", "", label);
      const i = el("input");
      i.name = name; i.value = value; i.autocomplete = "off"; i.autocapitalize = "characters"; i.spellcheck = false;
      i.maxLength = 9; i.required = true;
      l.appendChild(i); form.appendChild(l);
      return i;
    };
    const r = field(LW.room_code, "room", room), s = field(LW.seat_code, "code", "");
    const b = el("button", "main", LW.join); b.type = "submit";
    form.appendChild(b);
    form.onsubmit = (e) => {
      e.preventDefault();
      room = r.value; code = s.value; held = false;
      if (ws && ws.readyState === 1) hello(); else { ws = null; connect(); }
    };
    box.appendChild(form);
    (room ? s : r).focus();
  }
  // The name this phone's player goes by: asked once when the seat is first joined (the seat's
  // own name to keep or type over), and again from a tap on it in the bar. The laptop cleans and
  // keeps it; every screen shows it as text.
  let naming = false, myName = "", most = 16;
  function nameForm(note) {
    naming = true;
    const c = $("cover"); c.hidden = false; c.className = "joining";
    const box = $("coverText"); box.textContent = "";
    const form = el("form", "join");
    form.appendChild(el("h1", "", w("name_title")));
    if (note) form.appendChild(el("p", "note", note));
    const l = el("label", "", w("name_note")), i = el("input");
    i.name = "name"; i.value = lastName() || myName; i.maxLength = most; i.autocomplete = "nickname"; i.required = true;
    l.appendChild(i); form.appendChild(l);
    const b = el("button", "main", w("name_ok")); b.type = "submit";
    form.appendChild(b);
    form.onsubmit = (e) => {
      e.preventDefault();
      if (!ws || ws.readyState !== 1) return;
      naming = false; cover(S ? null : "");  // the dots until the first view comes (it may be on its way)
      try { localStorage.setItem(NAME_KEY, i.value.trim()); } catch (err) { /* private mode: this visit only */ }
      ws.send(JSON.stringify({v: V, t: "name", name: i.value, n: ++n}));
    };
    box.appendChild(form);
  }
  // the last name typed on this phone, offered first in the next game (a playtest typed it every game)
  const NAME_KEY = "llamagames.name";
  function lastName() { try { return (localStorage.getItem(NAME_KEY) || "").slice(0, most); } catch (err) { return ""; } }
  const LANG_KEY = "llamagames.lang";  // the language chosen on this phone, else the browser's
  function chosenLang() { try { return localStorage.getItem(LANG_KEY) || ""; } catch (err) { return ""; } }
  function langSwitch(langs, current) {
    const box = $("langs"); box.textContent = "";
    for (const code in (langs || {})) {
      const b = el("button", code === current ? "on" : "", langs[code]);
      b.lang = code; b.setAttribute("aria-pressed", String(code === current));
      b.onclick = () => {
        try { localStorage.setItem(LANG_KEY, code); } catch (err) { /* private mode: this visit only */ }
        if (code !== current && ws) { W = null; ws.close(); }  // rejoins at once, welcomed in that language
      };
      box.appendChild(b);
    }
  }
  // This phone's own key: a reload or a reopened page gets its seat back at once, while another
  // device with the same codes is refused as long as this one holds the seat.
  const DEVICE_KEY = "llamagames.device";
  let device = "";
  function deviceKey() {
    if (device) return device;
    try { device = localStorage.getItem(DEVICE_KEY) || ""; } catch (err) { device = ""; }
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(device)) {
      const bytes = new Uint8Array(18);
      crypto.getRandomValues(bytes);
      device = Array.from(bytes, (b) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[b % 64]).join("");
      try { localStorage.setItem(DEVICE_KEY, device); } catch (err) { /* private mode: this visit only */ }
    }
    return device;
  }
  function hello() {
    const lang = chosenLang() || navigator.language || "";
    if (token) ws.send(JSON.stringify({v: V, t: "hello", room: room, token: token, lang: lang, device: deviceKey()}));
    else if (code) ws.send(JSON.stringify({v: V, t: "hello", room: room, code: code, lang: lang, device: deviceKey()}));
    else ws.send(JSON.stringify({v: V, t: "lobby", lang: lang}));
  }
  function connect() {
    if (final || held) return;
    const sock = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws = sock;
    n = 0;
    ws.onopen = () => { wait = 500; hello(); };
    ws.onmessage = (e) => {
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (!m || m.v !== V) return;
      receive(m);
    };
    ws.onclose = () => {
      if (ws !== sock) return;  // an older socket, closed after a new one opened
      ws = null;
      if (final || held) return;
      if (!away) cover(W ? w("lost") : "");  // left on the laptop: its note stays while it knocks
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, away ? 5000 : 4000);
    };
  }
  function send(action) {
    if (!ws || ws.readyState !== 1 || !S || busy) return false;
    busy = true;
    gsel = -1; gto = ""; gwhy = "";  // a Llamagedón card's question is answered: none of it stays (a "Swap" heading did)
    ws.send(JSON.stringify({v: V, t: "act", action: action, at: S.view.moves, n: ++n, w: S.window || ""}));
    $("status").textContent = w("sent");
    render(true);
    if (S.summary && !S.final) summary();
    return true;
  }

  function receive(m) {
    if (m.t === "lobby") {  // the form once: a knock still on its way when it opened must not wipe what is typed
      LW = m.words; if (!held) typeCodes("");
    } else if (m.t === "key") {  // typed in: the address now holds the seat's token, as a scan's does
      const at = m.key.indexOf(".");
      room = m.key.slice(0, at); token = m.key.slice(at + 1); code = "";
      history.replaceState(null, "", "#" + m.key); keepSeat();
    } else if (away && (m.t === "denied" || m.t === "refused")) {
      // another game answers (or the seat is not free yet): knock again later, quietly
    } else if (!token && LW && (m.t === "denied" || (m.t === "refused" && (m.code === "tries" || m.code === "in_use")))) {
      typeCodes(m.t === "denied" ? LW.wrong : m.why);  // a wrong or early code: type again (the socket closes)
    } else if (m.t === "refused" && m.code === "in_use") {  // another phone holds the seat: no retrying behind its back
      final = true; cover(m.why); if (ws) ws.close();
    } else if (m.t === "welcome") {
      W = m.words; document.documentElement.lang = m.lang; document.title = w("title");
      final = false; finalSeen = false; seenRound = -1;  // a seat of this game (maybe the next one, typed in after a bye)
      away = false; wait = 500; if (token) keepSeat();
      myName = m.name; most = m.most || most;
      const me = $("me"); me.textContent = m.name; me.setAttribute("role", "button"); me.title = w("name_change");
      me.onclick = () => { if (S && !final && !held) nameForm(""); };
      langSwitch(m.languages, m.lang);
      if (m.ask_name) nameForm(""); else { naming = false; cover(null); }
    } else if (m.t === "named") {
      myName = m.name; $("me").textContent = m.name;
    } else if (m.t === "view") {
      if (!S || S.view.moves !== m.view.moves) asking = "";  // the question was about the position asked in
      S = m; busy = false; waitAt = m.wait && m.wait.left != null ? Date.now() + m.wait.left * 1000 : 0;
      if (kept && kept.split("|")[0] !== S.window) kept = "";
      if (!naming) cover(null);
      paint(m.colours); render(false); summary();
    } else if (m.t === "refused" && m.code === "name") {
      nameForm(m.why);
    } else if (m.t === "refused") {
      busy = false; toast(m.why); if (S && S.view.game === "llamagedon") gwhy = m.why; if (S) render(false);
    } else if (m.t === "kept") {
      busy = false; kept = (S ? S.window : "") + "|" + m.action; toast(w("kept")); render(false);
    } else if (m.t === "note") {  // something the others did that no view shows (a move taken back)
      toast(m.why);
    } else if (m.t === "bye" && m.words && m.back && token) {  // left to be continued: back by itself then
      LW = m.words; S = null; $("summary").hidden = true; awayNote(m.why);
      if (ws) { const old = ws; ws = null; old.close(); }
      wait = 1000; setTimeout(connect, wait);
    } else if (m.t === "bye" && m.words) {  // the game closed: the next one's codes can be typed right here
      forgetSeat(); LW = m.words; token = ""; room = "";
      history.replaceState(null, "", location.pathname);
      if (S && S.final) {  // it ended: its result stays in sight (the laptop went on to its results at once), the form a tap away
        held = true; byeNote = m.why || " "; finalSeen = false; finalResult();
      } else { S = null; typeCodes(m.why); }
      if (ws) { const old = ws; ws = null; old.close(); }
    } else if (m.t === "denied" && m.words) {  // an old address (the game closed or resumed): type the new codes
      if (token) forgetSeat();
      LW = m.words; token = ""; room = "";
      history.replaceState(null, "", location.pathname);
      typeCodes(m.why);
    } else if (m.t === "denied" || m.t === "taken" || m.t === "bye") {
      final = true; cover(m.why); if (ws) ws.close();
    }
  }

  // The laptop left the game: this phone says it comes back by itself and knocks meanwhile;
  // another game's codes are a tap away.
  function awayNote(why) {
    away = true; held = false; final = false;
    const c = $("cover"); c.hidden = false; c.className = "away";
    const box = $("coverText"); box.textContent = "";
    box.appendChild(el("p", "", why));
    box.appendChild(el("p", "dots", "• • •"));
    const b = el("button", "", LW.other || LW.join);
    b.onclick = () => { away = false; forgetSeat(); token = ""; room = ""; history.replaceState(null, "", location.pathname); typeCodes(""); };
    box.appendChild(b);
  }
  function paint(colours) {  // the table's card colours (the laptop's one source), as CSS variables
    if (!colours || painted) return;
    painted = true;
    const st = document.documentElement.style;
    for (const k in colours) { st.setProperty("--v" + k, colours[k][0]); st.setProperty("--d" + k, colours[k][1]); }
  }
  // L.L.A.M.A.: the round just scored, once, before the next hand (a new page load shows it only
  // while the next hand has not started)
  let finalSeen = false;  // the end's result was read ("See the table"): the table stays in sight
  let byeNote = "";  // the laptop closed the ended game: said under its result, with the next game's button
  function joinNext(box) {
    const j = el("button", "main", LW.next || LW.join);
    j.dataset.join = "1";
    j.onclick = () => { const note = byeNote; byeNote = ""; S = null; $("summary").hidden = true; typeCodes(note.trim()); };
    box.appendChild(j);
  }
  function finalResult() {
    const fin = S.final, box = $("summary");
    box.className = "";
    if (finalSeen) { box.hidden = true; return; }
    box.textContent = "";
    box.appendChild(el("h2", "", S.status));
    box.appendChild(el("p", "", fin.title));
    const tab = el("table", "final"), head = el("tr");
    fin.heads.forEach((x) => head.appendChild(el("th", "", x)));
    tab.appendChild(head);
    fin.rows.forEach((r) => {
      const me = r[4] === S.view.seat;
      const tr = el("tr", (me ? "me" : "") + (r[3] ? " won" : ""));
      tr.appendChild(el("td", "", r[0] + "."));
      tr.appendChild(el("td", "", me ? r[1] + " (" + w("you") + ")" : r[1]));
      tr.appendChild(el("td", "", String(r[2])));
      tab.appendChild(tr);
    });
    box.appendChild(tab);
    if (fin.note) box.appendChild(el("p", "small", fin.note));
    if (byeNote.trim()) box.appendChild(el("p", "why", byeNote));
    const b = el("button", byeNote ? "" : "main", fin.close);
    b.onclick = () => { finalSeen = true; box.hidden = true; if (byeNote) render(false); };
    if (byeNote) { const row = el("div", "row"); joinNext(row); row.appendChild(b); box.appendChild(row); }
    else box.appendChild(b);
    box.hidden = false;
  }
  function summary() {
    if (S.final) { finalResult(); return; }
    const sum = S.summary, box = $("summary");
    if (seenRound < 0) seenRound = sum && S.view.observation.discard_size > 1 && !S.held ? sum.round : 0;
    if (!sum) { box.hidden = true; return; }
    // going out lets you give back a chip: asked here, on the round's result, not under it
    const chips = S.choices.filter((c) => c.a.indexOf("return ") === 0);
    if (sum.round <= seenRound && !S.held && !chips.length) { box.hidden = true; return; }
    box.textContent = "";
    box.className = S.held ? "held" : "";  // the laptop still shows this result: nothing of the next round behind it
    box.appendChild(el("h2", "", sum.title));
    const tab = el("table"), head = el("tr");
    [w("player"), w("this_round"), w("in_all")].forEach((x) => head.appendChild(el("th", "", x)));
    tab.appendChild(head);
    sum.rows.forEach((r, i) => {
      const tr = el("tr", i === S.view.seat ? "me" : "");
      tr.appendChild(el("td", "", i === S.view.seat ? r[0] + " (" + w("you") + ")" : r[0]));
      const pts = tr.appendChild(el("td", "", r[1] ? "+" + r[1] : "0"));
      if (r[3] && r[3].length) {  // the cards left, as the hand's faces (tiny number boxes went unread)
        const left = el("div", "left");
        left.setAttribute("aria-label", w("cards_left"));
        r[3].forEach((v) => left.appendChild(face_(v, 40)));
        pts.appendChild(left);
      }
      tr.appendChild(el("td", "", String(r[2])));
      tab.appendChild(tr);
    });
    box.appendChild(tab);
    if (chips.length) {
      box.appendChild(el("p", "why", w("chip_why")));
      const row = el("div", "row");
      chips.forEach((c) => row.appendChild(button(c.label, "main", c.a, busy)));
      box.appendChild(row);
    } else if (S.held && S.next) {  // no one plays at the laptop: any phone starts the next round
      const b = el("button", "main", w("next_round"));
      b.disabled = seenRound >= sum.round;  // tapped: the laptop starts it in a moment
      b.onclick = () => {
        if (!ws || ws.readyState !== 1) return;
        seenRound = sum.round; b.disabled = true;
        ws.send(JSON.stringify({v: V, t: "next", n: ++n}));
      };
      box.appendChild(b);
    } else if (S.held) {
      box.appendChild(el("p", "wait", S.status));  // the laptop still shows this result: the next round waits for it
    } else {
      const b = el("button", "main", w("next_round"));  // the laptop's words
      b.onclick = () => { seenRound = sum.round; box.hidden = true; };
      box.appendChild(b);
    }
    box.hidden = false;
  }

  function seats(view) {  // boxes in the middle (L.L.A.M.A.: none, the bar says it all)
    const box = $("others"); box.textContent = "";
    if (view.game === "llama") return;
    const obs = view.observation, names = S.names;
    names.forEach((name, i) => {
      const d = el("div", "seat" + (view.current === i ? " now" : ""));
      const who = d.appendChild(el("b", "", i === view.seat ? name + " (" + w("you") + ")" : name));
      if (S.land && S.land.looks && S.land.looks.seats) who.insertBefore(seatMark(i), who.firstChild);
      // each fact whole on its line (a narrow box broke "6 cards ·" from "Score 0", the dot left hanging)
      if (obs.treats) treats(obs.treats[i]).forEach((words) => d.appendChild(el("span", "", words)));
      d.appendChild(el("span", "", w("score") + " " + view.scores[i]));
      const other = S.land && S.land.others[i];
      if (other) { d.appendChild(el("div", "", other.goods.join(" · ") + " · " + w("land_fed", {count: other.llamas}))); }
      box.appendChild(d);
    });
  }
  // every seat in a line or two of the bar: whose turn it is, their cards and score in short
  function who(view) {
    const box = $("who"); box.textContent = "";
    const obs = view.observation, gedon = view.game === "llamagedon";
    S.names.forEach((name, i) => {  // your own: the score only
      const me = i === view.seat;
      if (me && gedon) return;
      const d = el("span", "chip" + (view.current === i && !view.over ? " now" : ""));
      d.appendChild(el("b", "", me ? name + " (" + w("you") + ")" : name));
      const facts = [];
      if (obs.hand_sizes && !me) facts.push(w(obs.hand_sizes[i] === 1 ? "card_one" : "cards", {count: obs.hand_sizes[i]}));
      if (gedon) { const k = obs.areas[i].length; facts.push(w(k === 1 ? "g_shelter_one" : "g_shelters", {count: k})); } else facts.push(w("score") + " " + view.scores[i]);
      d.appendChild(document.createTextNode(" " + facts.join(" · ")));
      if (obs.quit && obs.quit[i]) d.appendChild(el("span", "out", " " + w("quit_mark")));
      box.appendChild(d);
    });
  }
  function kinds() { return w("kinds").split("|"); }
  function treats(t) {  // Llamas & Alpacas: a seat's clovers and carrots, each in its own words ("1 clover")
    return [w(t[0] === 1 ? "clover_one" : "clovers", {count: t[0]}), w(t[1] === 1 ? "carrot_one" : "carrots", {count: t[1]})];
  }
  // L.L.A.M.A.: the table's card face (its SVG, served by the laptop) under the card's number,
  // as the table draws it; without the art the card stays the coloured card it was
  function dress(c, v) {
    const url = S.art && S.art[String(v)];
    if (!url) return c;
    c.classList.add("art");
    c.style.backgroundImage = "url(" + url + ")";
    if (v === 7) c.textContent = "";
    return c;
  }
  function cardFace(v) { return v === 7 ? w("llama") : String(v); }
  function face_(v, cw) {  // a L.L.A.M.A. card as the hand shows it, ``cw`` px wide
    const c = dress(el("div", "card v" + v + (v === 7 ? " k" : ""), cardFace(v)), v);
    if (v !== 7) c.appendChild(el("small", "", String(v)));
    c.setAttribute("aria-label", cardFace(v));
    c.style.width = cw + "px"; c.style.fontSize = (v === 7 ? cw * 0.15 : cw * 0.48) + "px";
    return c;
  }

  // The page is drawn again from each view: its middle stays where the player scrolled it, also
  // while a move is on its way.
  let heldAt = null, keptInView = null;  // what the drawing asks to see: the Place button and the tile shown
  // One screen, as a game's: the bar on top, the hand and its buttons at the foot, and only the
  // middle (the table, the log, the estate) scrolls (a playtest scrolled a long page to find them)
  function scrolled() { return $("mid").scrollTop; }
  function scrollTo(y) { $("mid").scrollTop = y; }
  function shown(e) {  // wholly in sight in its own part of the screen (the middle, the foot)
    const r = e.getBoundingClientRect(), part = e.closest("#mid, #mine");
    const b = part ? part.getBoundingClientRect() : {top: $("top").getBoundingClientRect().bottom, bottom: innerHeight};
    return r.height > 0 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  }
  function render(sending) {
    if (!S || !W) return;
    const y = heldAt !== null ? heldAt : scrolled();
    if (sending) heldAt = y;
    nextUp = null;
    draw(sending);
    bar(sending);
    if (byeNote) joinNext($("choices"));  // the ended game's table, and the way to the next game
    if (!sending) heldAt = null;
    if (scrolled() !== y) scrollTo(y);
    if (!sending) bringIntoView();
    if (gshow && !sending) { gshow = false; targetsInView(); }
    const want = keptInView;
    keptInView = null;
    if (want) {  // the least scroll from where the player was that shows the tile and its button
      const ghost = document.querySelector("#hand .sq.ghost");
      [ghost || want.port, want.bar].forEach((e) => {
        if (!e || !e.isConnected) return;
        if (!shown(e)) e.scrollIntoView({block: "nearest"});  // below the bar
      });
    }
    twin();
  }
  // The bar: whose turn, what to do now (the laptop's words) and the one next button where it helps
  // (Place, End). A new question brings what is to be tapped into view, unless it is there already.
  let nextUp = null, asked = "";  // the bar's button ({label, a}); the question last brought into view
  function bar(sending) {
    const box = $("prompt"); box.textContent = "";
    const mine = S.view.current === S.view.seat && !S.view.over;
    if (mine && S.prompt) box.appendChild(el("span", "", S.prompt));  // kept while a move is on its way: the page does not jump
    if (barNote()) box.appendChild(el("span", "note", S.block.note));
    if (mine && nextUp) {  // the page's own button keeps data-action: the bar's copy is marked as such
      const b = box.appendChild(button(nextUp.label, "main", nextUp.a, sending || !nextUp.a));  // no action yet: shown, not tappable
      b.dataset.next = nextUp.a; delete b.dataset.action;
    }
    box.hidden = !box.firstChild;
    twin();
  }
  // not asked in a Block window: why (no Block, your own card, answered) in the bar under the question,
  // unless the bar says it already in short ("No Block: it goes on by itself."): then at the foot
  function barNote() {
    const B = S.block, v = S.view;
    return v.phase === "block" && B && B.note && B.state !== "ask" && B.state !== "ahead" && !v.over && !(v.current === v.seat && S.prompt);
  }
  function twin() {  // the bar's button shows while the same button on the page is out of sight
    const b = document.querySelector("#prompt button");
    if (!b) return;
    const seen = [...document.querySelectorAll("#mine button[data-action]")].some((e) => e.dataset.action === b.dataset.next && shown(e));
    b.style.visibility = seen ? "hidden" : "";
  }
  let twinAsked = false;
  addEventListener("scroll", () => {
    if (twinAsked) return;
    twinAsked = true;
    requestAnimationFrame(() => { twinAsked = false; twin(); });
  }, {capture: true, passive: true});
  // A Block window's question and its two buttons are in sight when it comes (they once fell below it).
  let askedWindow = "";
  function askInView() {
    const B = S.block, key = S.window + ":" + (B ? B.state : "");
    if (!B || !S.window || (B.state !== "ask" && B.state !== "ahead")) { askedWindow = ""; return false; }
    if (key === askedWindow) return true;
    askedWindow = key;
    const q = document.querySelector("#choices .q"), row = document.querySelector("#choices .row");
    if (!q || !row) return true;
    [row, q].forEach((e) => { if (!shown(e)) e.scrollIntoView({block: "nearest"}); });
    return true;
  }
  // A Llamagedón card chosen: its glowing targets come into the middle's view together when they
  // fit (a playtest was told "Tap a glowing target" with none on the screen), else the first one.
  let gshow = false;
  function targetsInView() {
    const tg = [...document.querySelectorAll("#mid .tgt")];
    // a rival's shelter with its owner's name (the names went off the top: whose shelter was it?)
    const heads = tg.map((e) => { const s = e.closest(".gseat"); return s ? s.querySelector(".gwho") : null; }).filter((e) => e);
    const all = tg.concat(heads).map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
    if (!all.length) return;
    const m = $("mid").getBoundingClientRect(), top = m.top + 8, foot = m.bottom - 8;
    const lo = Math.min(...all.map((r) => r.top)), hi = Math.max(...all.map((r) => r.bottom));
    let by = 0;
    if (hi - lo <= foot - top) by = lo < top ? lo - top : hi > foot ? hi - foot : 0;
    else if (tg.length) { const r = all[0]; by = r.top < top || r.bottom > foot ? r.top - top : 0; }
    if (by) scrollTo(scrolled() + by);
  }
  function bringIntoView() {
    if (askInView()) return;
    const mine = S.view.current === S.view.seat && !S.view.over, key = S.view.moves + ":" + S.prompt;
    if (!mine || !S.prompt) { asked = ""; return; }
    if (key === asked) return;
    const first = !asked;
    asked = key;
    if (S.land && S.land.tile) return;  // the estate centres itself on where the tile fits
    const want = document.querySelector(".stack.ok, .ccard.ok, #hand .sq.spot, .ospace.tgt, #hand .card.ok, #hand .gfan .gcard, #hand .acard, #feedBox");
    const target = want || (first ? $("mine") : null);
    if (!target) return;
    if (!shown(target)) target.scrollIntoView({block: "center"});
  }
  // Who a Block window waits for, under the status, its seconds counted down here (the same for every seat)
  let waitAt = 0;
  function tick(sending) {
    const e = $("wait"), left = Math.max(0, Math.ceil((waitAt - Date.now()) / 1000));
    e.textContent = S && S.wait && !sending ? S.wait.text.replace("{s}", left) : "";
    e.hidden = !e.textContent;
  }
  setInterval(() => tick(busy), 250);
  const LOG_SHOWN = 3;  // the log's last lines; a tap shows them all, in the page
  let logOpen = false;
  function draw(sending) {
    const view = S.view, obs = view.observation, gedon = view.game === "llamagedon";
    document.body.className = gedon ? "gedon" : (view.game === "alpacas" || view.game === "llamaland" ? view.game : "");
    const st = $("status");
    if (!sending) { st.textContent = S.status; st.className = view.current === view.seat ? "turn" : ""; }
    tick(sending);
    seats(view);
    who(view);
    $("own").textContent = "";
    // Llamaland's estate in the middle (its choices at the foot); any other hand at the foot
    const home = view.game === "llamaland" ? $("mid") : $("mine"), held = $("hand");
    if (held.parentNode !== home) {
      if (home === $("mid")) { home.insertBefore(held, home.firstChild); home.insertBefore($("handTitle"), held); } else { home.insertBefore($("handTitle"), home.firstChild); home.insertBefore(held, $("choices")); }
    }
    const table = $("table"); table.textContent = "";
    if (view.game === "llama" && S.held) {  // the round the laptop still shows, not the next one
      if (S.summary) table.appendChild(el("span", "label", S.summary.title));
    } else if (view.game === "llama") {
      table.appendChild(el("span", "label", w("round", {number: view.round})));
      const top = el("div", "card v" + obs.discard_top + (obs.discard_top === 7 ? " k" : ""), cardFace(obs.discard_top));
      if (obs.discard_top !== 7) top.appendChild(el("small", "", String(obs.discard_top)));
      dress(top, obs.discard_top);
      const big = innerHeight >= 700 && innerHeight > innerWidth ? 1.5 : 1;  // a tall phone: the middle has the room
      top.style.width = 64 * big + "px"; top.style.fontSize = (obs.discard_top === 7 ? 14 : 30) * big + "px"; top.style.margin = "0";
      table.appendChild(top);
      table.appendChild(el("span", "label", w("deck", {count: obs.draw_size})));
    } else if (gedon) {
      table.appendChild(el("span", "label", w("deck", {count: obs.deck_size})));
    }
    const chain = $("chain"); chain.textContent = "";
    (S.chain || []).forEach((line) => chain.appendChild(el("p", "", line)));
    if (S.standing && S.chain && S.chain.length) chain.appendChild(el("p", "standing", S.standing));
    const log = $("log"); log.textContent = "";
    const lines = S.log || [], cut = logOpen || view.game === "llama" ? 0 : Math.max(0, lines.length - LOG_SHOWN);
    lines.slice(cut).forEach((line) => log.appendChild(el("p", "", line)));
    log.classList.toggle("more", cut > 0);
    log.onclick = () => { if (cut > 0 || logOpen) { logOpen = !logOpen; render(false); } };
    if (view.game === "alpacas") { alpacas(view, obs, sending); return; }
    if (view.game === "llamaland") { land(view, sending); return; }
    if (gedon) { gedon_(view, obs, sending); return; }
    $("handTitle").textContent = w("your_hand");
    hand(view, obs, sending);
    choices(view, obs, sending);
  }

  // Llamagedón: the hand as the table's cards (night-blue faces, each kind's corner index, picture
  // and name, in the colours the laptop sends); tap a card, its legal targets glow (a shelter, a
  // rival, your shelter row, the discard pile), tap one; a card with no play says why beside it.
  const GSYM = {  // the table's pictures (art.py), drawn in the kind's accent colour
    0: '<circle cx="70" cy="30" r="13"/><path d="M60 40 20 80" stroke="currentColor" stroke-width="9" stroke-linecap="round" opacity=".6"/><circle cx="40" cy="22" r="7" fill="#ecc45c"/><path d="M16 92V62c0-10 6-16 14-16h10l6-12 4 12c8 2 12 8 12 16v30z" fill="#faf2e0"/>',
    1: '<path d="M8 50 50 8 92 50H80v42H20V50z"/><path d="M42 92V70a8 8 0 0 1 16 0v22z" fill="#090d20"/>',
    7: '<path d="M58 2 22 58h26L36 98 80 40H54L70 2z"/>',
    8: '<path d="M50 4 74 26 98 4V52H50z" transform="translate(0 4)"/><path d="M72 60v22H22" fill="none" stroke="currentColor" stroke-width="9"/><path d="M4 82 24 66v32z"/>',
    9: '<path d="M12 30H80" stroke="currentColor" stroke-width="9"/><path d="M92 30 72 14v32z"/><path d="M20 70H88" stroke="currentColor" stroke-width="9"/><path d="M8 70 28 54v32z"/>',
    10: '<rect x="12" y="8" width="44" height="62" rx="6" fill="#090d20" stroke="currentColor" stroke-width="5"/><rect x="38" y="28" width="44" height="62" rx="6" fill="#090d20" stroke="currentColor" stroke-width="5"/><text x="60" y="70" font-size="30" font-weight="800" text-anchor="middle">+2</text>',
    11: '<path d="M50 2 86 16 80 62 50 98 20 62 14 16z"/><path d="M32 44 50 26 68 44H62V64H38V44z" fill="#090d20"/>',
    12: '<circle cx="50" cy="50" r="40" fill="none" stroke="currentColor" stroke-width="11"/><path d="M22 22 78 78" stroke="currentColor" stroke-width="11"/>',
  };
  // the material a Resources card brings (the table's art.material): red bricks, blue stones, a
  // yellow sheaf of straw, a green leaf, in cream outlined in night blue
  const MK = ' fill="#faf2e0" stroke="#090d20" stroke-width="7"';
  const GMAT = {
    2: [[0, 0, 50], [50, 0, 50], [0, 34, 25], [25, 34, 50], [75, 34, 25], [0, 68, 50], [50, 68, 50]]
      .map((b) => '<rect x="' + (b[0] + 3) + '" y="' + (b[1] + 3) + '" width="' + (b[2] - 6) + '" height="26" rx="3"' + MK + "/>").join(""),
    3: '<ellipse cx="28" cy="74" rx="25" ry="22"' + MK + '/><ellipse cx="72" cy="74" rx="25" ry="22"' + MK + '/><ellipse cx="50" cy="32" rx="27" ry="23"' + MK + "/>",
    4: '<path d="M50 50 10 4H90L50 50 95 96H5z"' + MK + '/><path d="M30 8 50 50 50 8M70 8 50 50 30 92M50 50 50 92M50 50 70 92" fill="none" stroke="#090d20" stroke-width="3"/><rect x="32" y="43" width="36" height="14" rx="3" fill="#090d20"/>',
    5: '<path d="M50 5C96 25 96 65 50 85 4 65 4 25 50 5z"' + MK + '/><path d="M50 12V98M50 33 30 21M50 33 70 21M50 49 30 37M50 49 70 37M50 65 30 53M50 65 70 53" fill="none" stroke="#090d20" stroke-width="4"/>',
  };
  function gwild() {  // the table's wild: the four colours in squares, each with its material, a star over them
    const L = S.looks;
    let inner = "";
    [[2, 0, 0], [3, 50, 0], [4, 0, 50], [5, 50, 50]].forEach((q) => {
      inner += '<rect x="' + q[1] + '" y="' + q[2] + '" width="50" height="50" fill="' + (L.colours[q[0]] || "#888") + '"/>';
      inner += '<g transform="translate(' + (q[1] + (q[1] ? 22 : 8)) + " " + (q[2] + (q[2] ? 22 : 8)) + ') scale(.2)">' + GMAT[q[0]] + "</g>";
    });
    return svg(inner + '<path d="M50 18 58 41 82 41 63 56 70 80 50 66 30 80 37 56 18 41 42 41z" fill="#faf2e0" stroke="#090d20" stroke-width="4"/>', "full").replace("<svg ", '<svg preserveAspectRatio="none" ');
  }
  function svg(inner, cls) { return '<svg class="' + (cls || "") + '" viewBox="0 0 100 100" fill="currentColor" aria-hidden="true">' + inner + "</svg>"; }
  function gcard(kind, width) {
    const L = S.looks, look = L.kinds[kind] || ["?", "?", "#fff"];
    const c = el("div", "gcard");
    c.style.color = look[2]; c.style.width = width + "px"; c.style.fontSize = Math.max(12, width * 0.2) + "px";
    if (width < 40) c.classList.add("small");  // the corner index is left off: the picture and name say it
    const art = el("div", "ga");
    if (L.colours[kind]) { art.className = "ga res r" + kind; art.style.backgroundColor = L.colours[kind]; art.innerHTML = svg(GMAT[kind] || "", "mat"); }
    else if (kind === 6) { art.className = "ga wild"; art.innerHTML = gwild(); }
    else art.innerHTML = svg(GSYM[kind] || "");
    c.appendChild(art);
    if (width >= 54) c.appendChild(el("span", "gn", look[1])).style.fontSize = Math.max(10, Math.round(width * 0.15)) + "px";  // read at arm's length
    c.setAttribute("aria-label", kinds()[kind] || look[1]);
    c.dataset.kind = kind;
    return c;
  }
  function gshelter(cards, size) {  // a shelter as the pieces it is: its card(s) overlapping, under them its name in words
    const s = el("div", "gshel"), built = cards.filter((k) => k !== 1 && k !== 11), names = kinds();
    const stack = el("div", "gstack");
    (built.length ? built : [1]).forEach((k, i) => {
      const c = gcard(k, size);
      if (i) c.style.marginLeft = -Math.round(size * 0.5) + "px";
      stack.appendChild(c);
    });
    const pro = cards.indexOf(11) >= 0;
    if (pro) { const p = gcard(11, Math.round(size * 0.6)); p.classList.add("gpro"); stack.appendChild(p); }
    s.appendChild(stack);
    const name = built.length ? built.map((k) => names[k]).join(" + ") : w("g_card");
    s.appendChild(el("small", "", name));
    if (pro) s.appendChild(el("small", "gsafe", w("g_protected")));
    s.setAttribute("aria-label", (built.length ? w("g_built") + ": " : "") + name + (pro ? ", " + w("g_protected") : ""));
    return s;
  }
  function gworth(i) {  // a seat's shelters in words: how many, and their tie-break (the laptop's words)
    const n = S.view.observation.areas[i].length, v = (S.values || [])[i], line = el("small", "gworth");
    line.appendChild(el("span", "", w(n === 1 ? "g_shelter_one" : "g_shelters", {count: n}) + (n && v ? " · " : "")));
    // the phone's own says what the number is, in full; a rival's short form stays whole on its line (ja broke it)
    if (n && v) line.appendChild(el("span", i === S.view.seat ? "" : "whole", w(i === S.view.seat ? "g_value_own" : "g_value", {value: v})));
    return line;
  }
  let gsel = -1, gat = -1, gto = "", gkey = "", gwhy = "";  // the chosen card's kind and place in the hand
  const GMIN = 68, GAP = 6;  // a hand card's least width (its name whole at 11 px), the gap between cards
  function gedon_(view, obs, sending) {
    const mine = view.current === view.seat && view.phase !== "block" && !view.over;
    // a question lasts while its position and its choices do: a new view of other choices ends it
    const key = view.moves + ":" + view.phase + ":" + S.choices.map((c) => c.a).join(" ");
    if (key !== gkey) { gkey = key; gsel = -1; gto = ""; gwhy = ""; }
    const live = mine && !sending ? S.choices.filter((c) => c.cards && c.cards.indexOf(gsel) >= 0) : [];
    const aims = {};  // where the chosen card may go: target key -> its choices
    live.forEach((c) => { const k = Array.isArray(c.to) ? c.to.join(",") : c.to; (aims[k] = aims[k] || []).push(c); });
    if (gto && !aims[gto] && !sending) gto = "";  // its choices are gone: the question ends, and its heading with it
    const aim = (k, node) => {  // a target: glows where the chosen card goes; else says why (the laptop's rules)
      if (aims[k]) {
        node.classList.add("tgt");
        node.onclick = () => {
          if (aims[k].length === 1 && aims[k][0].give === undefined) { send(aims[k][0].a); return; }
          gto = gto === k ? "" : k; render(false);
        };
        if (gto === k) node.classList.add("on");
      } else if (mine && gsel >= 0 && k[0] === "s") {  // not there: the move is sent, the laptop says why not
        const p = k.split(","), own = +p[1] === view.seat;
        const a = gsel === 7 && !own ? "attack " + p[1] + " shelter " + p[2] : gsel === 8 && !own ? "steal " + p[1] + " shelter " + p[2]
          : gsel === 11 && own ? "protect shelter " + p[2] : "";  // never its own seat as an Attack's or a Steal's target
        if (a) node.onclick = () => send(a);
      }
    };
    // the rivals in a compact row: name, cards in hand, shelters
    const others = $("others"); others.textContent = "";
    S.names.forEach((name, i) => {
      if (i === view.seat) return;
      const d = el("div", "gseat" + (view.current === i ? " now" : ""));
      const head = el("div", "gwho");
      head.appendChild(el("b", "", name));
      head.appendChild(el("span", "gscore", w(obs.hand_sizes[i] === 1 ? "card_one" : "cards", {count: obs.hand_sizes[i]})));
      d.appendChild(head);
      const row = el("div", "gshels");
      obs.areas[i].forEach((sh, j) => { const s = gshelter(sh, 30); aim("s," + i + "," + j, s); row.appendChild(s); });
      d.appendChild(row);
      d.appendChild(gworth(i));
      aim("p," + i, d);
      others.appendChild(d);
    });
    // the table: the deck and the discard pile (three colours take a card from it)
    const table = $("table"); table.textContent = "";
    const deck = el("div", "gpile");
    const back = el("div", "gcard gdeck");  // face down, as the laptop draws the deck
    back.innerHTML = svg(GSYM[0]);
    deck.appendChild(back);
    deck.appendChild(el("small", "", w("deck", {count: obs.deck_size})));
    table.appendChild(deck);
    const pile = el("div", "gpile");
    const top = obs.discard.length ? gcard(obs.discard[obs.discard.length - 1], 44) : el("span", "gback big none", "");
    pile.appendChild(top);
    pile.appendChild(el("small", "", w("g_pile_count", {cards: w(obs.discard.length === 1 ? "card_one" : "cards", {count: obs.discard.length})})));
    aim("pile", pile);
    table.appendChild(pile);
    // a Block window's chain as cards: the action, then each Block on it
    if (S.links && S.links.length) {
      const chain = $("chain"); chain.textContent = "";
      S.links.forEach((link, i) => {
        const p = el("p", "glink");
        p.appendChild(gcard(link[1], 40));
        p.appendChild(el("span", "", S.chain[i] || ""));
        chain.appendChild(p);
      });
      if (S.standing) chain.appendChild(el("p", "standing", S.standing));
    }
    // your shelters in the middle, your hand at the foot, each under its own heading
    $("handTitle").textContent = "";
    const box = $("hand"); box.textContent = "";
    const yours = el("div", "gmine");
    yours.appendChild(el("span", "glabel", w("g_yours")));
    yours.appendChild(gworth(view.seat));
    const shels = el("div", "gshels");
    obs.areas[view.seat].forEach((sh, j) => { const s = gshelter(sh, 50); aim("s," + view.seat + "," + j, s); shels.appendChild(s); });
    if (aims.build) { const n = el("div", "gshel gnew", "+"); n.appendChild(el("small", "", w("g_build"))); aim("build", n); shels.appendChild(n); }
    yours.appendChild(shels);
    const held = el("div", "gheld");
    held.appendChild(el("span", "glabel", w("your_hand")));
    const fan = held.appendChild(el("div", "gfan"));
    $("own").appendChild(yours);
    box.appendChild(held);
    const cards = obs.hand || [], n = Math.max(1, cards.length);
    const portrait = window.innerHeight >= window.innerWidth;
    // the whole hand in sight, each card named (six cards on a 360 px phone shrank to nameless
    // tiles): a row as wide as the screen holds while each card keeps its name; a bigger hand
    // wraps onto even rows of larger cards (a six-card hand scrolled sideways cut its last card)
    const room = Math.max(200, Math.min(box.clientWidth || window.innerWidth, window.innerWidth - 20) - 8);
    const most = Math.max(1, Math.floor((room + GAP) / (GMIN + GAP))), rows = Math.ceil(n / most);
    // and low enough for the buttons under it to stay in sight
    const tall = (innerHeight * (portrait ? (innerHeight < 800 ? 0.3 : 0.4) : 0.55) / rows - GAP) * 63 / 88;  // 360x740: the log in sight
    const across = Math.ceil(n / rows), cw = Math.floor(Math.max(GMIN, Math.min(portrait ? 84 : 78, room / across - GAP, tall)));
    fan.style.maxWidth = across * (cw + GAP) + "px"; fan.style.marginLeft = fan.style.marginRight = "auto";  // rows of even length
    const plays = {};
    if (mine && !sending) S.choices.forEach((c) => (c.cards || []).forEach((k) => { plays[k] = 1; }));
    cards.forEach((k, i) => {
      const c = gcard(k, cw);
      c.setAttribute("role", "button");
      if (mine && !sending) {
        c.classList.add(plays[k] ? "ok" : "dim");
        if (gsel === k && (gat === i || cards[gat] !== k)) c.classList.add("sel");
        c.onclick = () => {
          gto = ""; gsel = gsel === k && gat === i ? -1 : k; gat = i; gshow = gsel >= 0;
          gwhy = gsel >= 0 && !plays[k] ? (S.why && S.why[String(k)]) || "" : "";
          render(false);
        };
      }
      fan.appendChild(c);
    });
    // what to do: the line (or why not), the chosen target's options, Play, Cancel, the rest
    const list = $("choices"); list.textContent = "";
    if (view.phase === "block" && !view.over && S.block) {  // the question above the hand, where it is seen
      document.body.classList.toggle("gask", S.block.state === "ask" || S.block.state === "ahead");
      undoButton(list, sending); blockWindow(list, sending); return;
    }
    if (confirmBox(list, S.choices, sending)) return;  // "End your turn" with a card still playable
    if (mine && !sending) {  // "Tap a card" only where a card can be played (the bar says "pass" where none can)
      if (gwhy) list.appendChild(el("p", "why", gwhy));
      else if (gsel >= 0 || Object.keys(plays).length) {
        if (gsel >= 0 || !S.prompt) list.appendChild(el("p", "", gsel < 0 ? w("tap_card") : (live.some((c) => c.to !== "play") ? w("g_target") : "")));
      }
    }
    const row = el("div", "gbtns");
    if (gto && aims[gto]) {
      const part = el("div", "group");
      // each list headed by what it asks: a Swap in the table chooser's words (what it does, which
      // card you give), the discard pile which card you take ("pile" once read as a player's "p")
      part.appendChild(el("h3", "", gto.startsWith("p,") ? aims[gto][0].q || w("g_give") : gto === "pile" ? w("g_take") : aims[gto].length > 1 ? w("g_which") : ""));
      aims[gto].forEach((c) => {  // each with the card it gives (a Swap) or takes (three colours)
        const b = button(c.label, "main opt", c.a, sending), k = c.give !== undefined ? c.give : c.take;
        if (k !== undefined && S.looks.kinds[k]) b.insertBefore(gcard(k, 32), b.firstChild);
        part.appendChild(b);
      });
      list.appendChild(part);
    }
    if (aims.play) aims.play.forEach((c) => row.appendChild(button(w("g_play") + ": " + c.label, "main", c.a, sending)));
    if (gsel >= 0) {
      const x = el("button", "", w("g_cancel"));
      x.dataset.cancel = "1";
      x.onclick = () => { gsel = -1; gto = ""; gwhy = ""; render(false); };
      row.appendChild(x);
    }
    S.choices.filter((c) => !c.cards).forEach((c) => {
      const b = button(c.label, c.a === "pass" ? "" : "main", c.a, sending);
      if (c.ask) b.onclick = () => { asking = c.a; gsel = -1; gto = ""; gwhy = ""; render(false); };
      row.appendChild(b);
    });
    list.appendChild(row);
    undoButton(list, sending);
  }

  // Llamas & Alpacas' faces as the table draws them (ui/games/alpacas/art.py, in its proportions):
  // the paper and the letter of the animal, its head with the cap or bandana in the colour's
  // pattern, the digit or the star, the treat, the colour's band; the colours are the table's (S.looks).
  const dim = (hex, by) => "#" + [1, 3, 5].map((i) => Math.max(0, parseInt(hex.slice(i, i + 2), 16) - by).toString(16).padStart(2, "0")).join("");
  function apDefs(L) {  // each colour's pattern, once in the page (white: the four colours in squares)
    if (document.getElementById("apdefs")) return;
    const dot = '<circle cx="2" cy="2" r="1.1" fill="#fff"/><circle cx="5" cy="5" r="1.1" fill="#fff"/>';
    const pats = [dot, '<path d="M0 6 6 0" stroke="' + dim(L.colours["1"], 70) + '" stroke-width="1.6"/>',
      '<path d="M2 2 4 4M2 4 4 2" stroke="#fff" stroke-width=".8"/>',
      '<path d="M0 3Q1.5 1.5 3 3T6 3" fill="none" stroke="#fff" stroke-width=".8"/>'];
    const d = document.createElement("div"); d.id = "apdefs"; d.setAttribute("aria-hidden", "true");
    d.innerHTML = '<svg width="0" height="0"><defs>' + pats.map((p, i) =>
      '<pattern id="ap' + i + '" width="6" height="6" patternUnits="userSpaceOnUse">' + p + "</pattern>").join("") + "</defs></svg>";
    document.body.appendChild(d);
  }
  function apBand(x, y, wd, ht, k, L) {  // the colour's pattern over a rectangle
    if (k >= 0) return '<rect x="' + x + '" y="' + y + '" width="' + wd + '" height="' + ht + '" fill="url(#ap' + k + ')"/>';
    const q = Math.max(2, ht / 4);
    return [0, 1, 2, 3].map((i) => '<rect x="' + (x + wd - (4 - i) * (q + 2) - q / 2) + '" y="' + (y + ht / 2 - q / 2) +
      '" width="' + q + '" height="' + q + '" fill="' + L.colours[i] + '"/>').join("");
  }
  const ell = (cx, cy, rx, ry, fill, extra) => '<ellipse cx="' + cx + '" cy="' + cy + '" rx="' + rx + '" ry="' + ry + '" fill="' + fill + '"' + (extra || "") + "/>";
  const circ = (cx, cy, r, fill, extra) => '<circle cx="' + cx + '" cy="' + cy + '" r="' + r + '" fill="' + fill + '"' + (extra || "") + "/>";
  const poly = (pts, fill, extra) => '<polygon points="' + pts + '" fill="' + fill + '"' + (extra || "") + "/>";
  const ink = () => S.looks.ink;
  function apHead(animal, k, L) {  // the head in a 100x100 box (the table's _draw_llama_head / _draw_alpaca_head)
    const fur = L.fur[animal], dark = L.dark[animal], rgb = L.colours[k], line = k < 0 ? "#787878" : dim(rgb, 80);
    const edge = ' stroke="' + dark + '" stroke-width="1"', out = ' stroke="' + line + '" stroke-width="2"';
    let s = ell(50, 62.5, 43.75, 33.3, "#fff", ' fill-opacity=".47"');
    if (animal === L.llama) {
      s += '<rect x="29" y="45" width="30" height="55" rx="10" fill="' + fur + '"/>';
      s += poly("30,24 39,-1 42,25", fur, edge) + poly("52,24 61,-1 64,25", fur, edge) + ell(47, 36, 21, 17, fur);
      s += ell(64, 44, 15, 9, "#d6aa7a") + circ(74, 42, 2, ink());
      s += '<path d="M58.1 48.7A10 6 0 0 0 72.9 50.9" fill="none" stroke="' + ink() + '"/>';
      s += circ(49, 30, 3, ink()) + circ(50, 28.5, 1, "#fff");
      s += ell(44, 17, 18, 11, rgb, out) + ell(59, 25, 15, 3, rgb, out) + apBand(31, 18, 26, 9, k, L);
    } else {
      s += '<rect x="32" y="50" width="36" height="50" rx="12" fill="' + fur + '"/>';
      for (let i = 0; i < 5; i++) s += circ(32 + i * 9, 60, 7, fur);
      s += poly("33,29 37,13 41,29", fur, edge) + poly("59,29 63,13 67,29", fur, edge) + ell(50, 40, 20, 17, fur);
      for (let i = 0; i < 6; i++) { const a = Math.PI * (1.1 + 0.16 * i); s += circ(50 + Math.cos(a) * 13, 29 + Math.sin(a) * 4, 7.5, "#fffaf0"); }
      s += ell(50, 48.5, 10, 6.5, "#e4ceb8") + circ(47, 45, 2, ink()) + circ(53, 45, 2, ink());
      s += '<path d="M45.1 52.1A6 4.5 0 0 0 54.9 52.1" fill="none" stroke="' + ink() + '"/>';
      s += circ(42, 36, 3, ink()) + circ(58, 36, 3, ink()) + circ(43, 34.5, 1, "#fff") + circ(59, 34.5, 1, "#fff");
      s += poly("26,55 74,55 50,79", rgb) + apBand(30, 55, 40, 9, k, L) + poly("26,55 74,55 50,79", "none", out);
    }
    return s;
  }
  function apTreat(kind, L) {  // a clover (0) or a carrot (1) token in a 100x100 box (the table's treat_icon)
    if (kind === 0) {
      let s = circ(50, 50, 45.5, "#f0fae6", ' stroke="#1e5a28" stroke-width="5"') + '<path d="M50 50 64 86" stroke="#286e28" stroke-width="7"/>';
      [[50, 29], [64.7, 54.5], [35.3, 54.5]].forEach((p) => { s += circ(p[0], p[1], 15, L.treats[0], ' stroke="#1e6428" stroke-width="2"'); });
      return s;
    }
    let s = circ(50, 50, 45.5, "#fff4e2", ' stroke="#964614" stroke-width="5"');
    [32.4, 50, 67.6].forEach((x) => { s += '<path d="M50 35 ' + x + ' 12" stroke="#3c8c32" stroke-width="6"/>'; });
    s += poly("37,34 63,34 50,86", L.treats[1]);
    for (let i = 1; i < 4; i++) s += '<path d="M44 ' + (34 + 11 * i) + 'H52" stroke="#be5a14" stroke-width="2"/>';
    return s;
  }
  function apStar(cx, cy, r) {
    const p = [];
    for (let i = 0; i < 10; i++) { const rr = i % 2 ? r * 0.45 : r, a = -Math.PI / 2 + i * Math.PI / 5; p.push((cx + rr * Math.cos(a)).toFixed(1) + "," + (cy + rr * Math.sin(a)).toFixed(1)); }
    return poly(p.join(" "), "#f2c14e", ' stroke="' + ink() + '" stroke-width="2"');
  }
  function apFace(f) {  // one face, 126x176 (the table's card_face at that width)
    const L = S.looks, animal = f[4], k = f[2], star = f[1] === "★";
    apDefs(L);
    let s = '<rect width="126" height="176" rx="14" fill="' + L.paper[animal] + '"/>';
    s += '<rect x="5" y="5" width="116" height="166" rx="12" fill="none" stroke="' + L.dark[animal] + '" stroke-width="2"/>';
    s += '<g transform="translate(13 24) scale(1.16)">' + apHead(animal, k, L) + "</g>";
    s += '<rect x="6" y="140" width="114" height="30" fill="' + L.colours[k] + '"/>' + apBand(6, 140, 114, 30, k, L);
    s += circ(24, 155, 13, "#fff", ' stroke="' + ink() + '"') + '<text x="24" y="161.5" font-size="19" text-anchor="middle">' + L.letters[k] + "</text>";
    s += star ? apStar(33.3, 28.3, 19.3) : '<text x="12" y="50" font-size="46">' + f[1] + "</text>";
    s += '<text x="' + (25 + (star ? 2 : 0)) + '" y="76" font-size="24" text-anchor="middle" fill="' + L.dark[animal] + '">' + (animal === L.llama ? "L" : "A") + "</text>";
    s += '<g transform="translate(83 10) scale(.33)">' + apTreat(animal === L.llama ? 0 : 1, L) + "</g>";
    s += '<rect x="1.5" y="1.5" width="123" height="173" rx="13" fill="none" stroke="#3c2c22" stroke-width="3"/>';
    return '<svg viewBox="0 0 126 176" font-weight="bold" font-family="sans-serif" fill="' + ink() + '">' + s + "</svg>";
  }
  // Llamas & Alpacas: tap a row card (or a card of your board), then a free space of your board.
  let picked = "";
  function face(id, cls) {
    const f = S.faces[String(id)] || ["", "", -1, "", 0];
    const c = el("div", "acard" + (cls ? " " + cls : ""));
    c.setAttribute("role", "img");
    c.setAttribute("aria-label", [f[0], f[1], f[3]].join(" "));
    c.innerHTML = apFace(f);
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
      if (tr[0] || tr[1]) {  // the treats lying on it, in words ("+0/1" read as a score)
        const said = treats(tr).filter((_, k) => tr[k]);
        cell.appendChild(el("small", "atreat", "+" + said.join(" · ")));
      }
      rowBox.appendChild(cell);
    });
    table.appendChild(el("p", "label", w("row_title")));
    table.appendChild(rowBox);
    $("handTitle").textContent = [w("board_title")].concat(treats(obs.treats[view.seat])).join(" · ");
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

  // Llamaland: the estate from above; the tile in hand turns, flips and goes where a tap puts it.
  // The whole estate fits the screen's width, always at first (a grown estate at a finger's
  // squares ran off the phone's side, to be scrolled sideways): a tap on small squares shows the
  // tile at the nearest place it fits (or, for a llama, comes closer there), and "Closer" or two
  // fingers bring the squares to a finger's width, in the estate's own view; "Whole estate" fits
  // it again.
  const TARGET = 44;
  const FIT_MIN = 34;  // squares this big are a finger's tap: a llama's square is taken at once
  let lk = "", form = "front0", tap = null, pick = -1, zoom = false, estScroll = null, pinched = 0, focus = null;
  let nudged = null;  // the spot the arrows moved the shown tile to (null: the tap's)
  let feedPick = "", feedShow = false, markPick = "";  // the llama card and the objective space tapped
  function undoButton(box, sending) {
    if (!S.undo) return;
    const u = el("button", "", w("undo"));
    u.disabled = !!sending;
    u.onclick = () => { if (ws && ws.readyState === 1 && !busy) { busy = true; ws.send(JSON.stringify({v: V, t: "undo", n: ++n})); render(true); } };
    box.appendChild(u);
  }
  function mini(cells, size) {
    const box = el("div", "mini");
    let wd = 0, ht = 0;
    cells.forEach((c) => { wd = Math.max(wd, c[0] + 1); ht = Math.max(ht, c[1] + 1); });
    box.style.width = wd * size + "px"; box.style.height = ht * size + "px";
    cells.forEach((c) => {
      const q = el("div", "sq tl");
      q.style.cssText = "left:" + c[0] * size + "px;top:" + c[1] * size + "px;width:" + size + "px;height:" + size + "px";
      q.style.backgroundColor = S.land.looks.levels[1];  // a tile's grass, as the table's thumbnails
      picture(q, c[2]);
      box.appendChild(q);
    });
    return box;
  }
  // An icon as the table draws it (its SVG, served by the laptop); its short mark where there is none.
  function picture(node, icon) {
    const url = S.land.looks && S.land.looks.icons[icon];
    if (url) { node.style.backgroundImage = "url(" + url + ")"; node.classList.add("pic"); node.setAttribute("aria-label", S.land.marks[icon] || icon); }
    else if (S.land.marks[icon]) node.insertBefore(document.createTextNode(S.land.marks[icon]), node.firstChild);
    return node;
  }
  function iconClass(icon) { return ({"C": "c", "A": "a", "P": "p", "$": "d", "V": "h"})[icon] || "g"; }
  function spotCells(f, s) { return f.cells.map((c) => [s[0] + c[0], s[1] + c[1], c[2]]); }
  function candidates(f, x, y) {
    const found = [];
    f.spots.forEach((s) => {
      const cells = spotCells(f, s);
      if (!cells.some((c) => c[0] === x && c[1] === y)) return;
      let mx = 0, my = 0;
      cells.forEach((c) => { mx += c[0]; my += c[1]; });
      mx /= cells.length; my /= cells.length;
      found.push({s: s, d: (mx - x) * (mx - x) + (my - y) * (my - y)});
    });
    found.sort((a, b) => a.d - b.d || (a.s[3] || 0) - (b.s[3] || 0) || a.s[2] - b.s[2]);  // a spot laying no foundations first
    return found.map((c) => c.s);
  }
  // The spot one square's step from ``from`` in direction (dx, dy): the nearest ahead, the least
  // aside, its level kept where it can be, laying no foundations first (a placement is exact
  // with these arrows however small the squares: a tap at 30 px squares took the next one).
  function before(a, b) { for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i]; return false; }
  function nudge(f, from, dx, dy) {
    let best = null, bk = null;
    f.spots.forEach((s) => {
      const ahead = (s[0] - from[0]) * dx + (s[1] - from[1]) * dy;
      if (ahead <= 0) return;
      const aside = Math.abs((s[0] - from[0]) * dy) + Math.abs((s[1] - from[1]) * dx);
      const k = [ahead + 2 * aside, aside, s[2] === from[2] ? 0 : 1, s[3] || 0, Math.abs(s[2] - from[2])];
      if (!bk || before(k, bk)) { best = s; bk = k; }
    });
    return best;
  }
  function land(view, sending) {
    const L = S.land, mine = view.current === view.seat && !sending, tile = mine ? L.tile : null;
    const key = view.moves + ":" + (L.tile ? L.tile.shape : "");  // kept while a move is on its way (a refusal keeps the tile as turned)
    const old = document.querySelector("#hand .estview");
    const fresh = key !== lk;
    if (old && !fresh) estScroll = [old.scrollLeft, old.scrollTop];
    if (fresh) { lk = key; tap = null; pick = -1; nudged = null; zoom = false; pinched = 0; focus = null; estScroll = null; feedPick = ""; markPick = ""; if (!L.tile || !L.tile.names[form]) form = "front0"; }
    // the table: stacks' top tiles, llama cards, characters, objectives
    const table = $("table"); table.textContent = "";
    const stacks = el("div", "stacks");
    const takes = {};
    S.choices.forEach((c) => { if (c.a.indexOf("stack ") === 0) takes[c.a.slice(6)] = c.a; });
    L.table.stacks.forEach((st) => {
      const b = el("div", "stack" + (mine && takes[st.shape] ? " ok" : ""));
      b.appendChild(mini(st.cells, 13));
      b.appendChild(el("small", "", st.shape + " · " + w("land_left", {count: st.left})));
      if (mine && takes[st.shape]) b.onclick = () => send(takes[st.shape]);
      stacks.appendChild(b);
    });
    table.appendChild(stacks);
    // the llama cards and the characters as small cards, as the table draws them
    const cards = el("div", "lcards");
    const llamas = el("div", "lgroup");
    llamas.appendChild(el("h3", "", w("land_llamas")));
    const lrow = el("div", "lrow");
    const feeds = {};  // a crop's llama -> its ways to pay (the table's glowing column)
    if (mine) S.choices.forEach((c) => { if (c.feed) (feeds[c.feed] = feeds[c.feed] || []).push(c); });
    if (feedPick && !feeds[feedPick]) feedPick = "";
    L.table.llamas.forEach((c) => {
      const k = llamaCard(c, 44);
      k.appendChild(el("small", "", w("land_left", {count: c[2]})));
      if (feeds[c[3]]) {  // glowing: a tap feeds it (or, with several ways to pay, shows them)
        const ways = feeds[c[3]];
        k.classList.add("ok"); k.setAttribute("role", "button"); k.dataset.feed = c[3];
        k.onclick = () => {
          if (ways.length === 1) { send(ways[0].a); return; }
          feedPick = feedPick === c[3] ? "" : c[3]; feedShow = true; render(false);
        };
        if (feedPick === c[3]) k.classList.add("on");
      }
      lrow.appendChild(k);
    });
    llamas.appendChild(lrow);
    cards.appendChild(llamas);
    const chars = el("div", "lgroup");
    chars.appendChild(el("h3", "", w("land_row")));
    const crow = el("div", "lrow");
    const hires = {};
    S.choices.forEach((c) => { if (c.a.indexOf("hut ") === 0) hires[c.a.slice(4)] = c; });
    const hire = (k, c) => { if (!mine || !c) return; k.classList.add("ok"); k.onclick = () => send(c.a); k.dataset.action = c.a; k.title = c.label; };
    L.table.row.forEach((ch, i) => {
      const k = el("div", "ccard");
      const band = el("b", "", ch[1]);
      band.style.background = ch[2];
      k.appendChild(band);
      const ics = el("span", "ics");
      ch[3].forEach((ic) => ics.appendChild(picture(el("i", "ic"), ic)));
      k.appendChild(ics);
      k.appendChild(el("small", "", ch[0]));
      hire(k, hires["row " + (i + 1)]);
      crow.appendChild(k);
    });
    const pile = el("div", "ccard back");
    pile.appendChild(el("small", "", w("land_pile", {count: L.table.pile})));
    hire(pile, hires.pile);
    crow.appendChild(pile);
    chars.appendChild(crow);
    cards.appendChild(chars);
    table.appendChild(cards);
    const marking = S.choices.some((c) => c.obj);
    const objs = objectiveCards(L, mine && marking, sending);
    if (!marking) table.appendChild(fold("objs", w("land_objs_fold"), [objs]));  // while a marker is asked, under its question
    const others = $("others");
    others.appendChild(fold("others", w("land_others_fold"), [...others.childNodes]));
    document.body.classList.toggle("pick", mine && S.choices.some((c) => /^(stack|hut) /.test(c.a)));  // the stacks or characters are the choice: first
    // my collection and estate
    const me = L.mine;
    $("handTitle").textContent = w("land_estate") + " · " + me.goods.join(" · ") + " · " + w("land_found", {count: me.foundations});
    const box = $("hand"); box.textContent = "";
    const tops = {};
    L.estate.forEach((q) => { tops[q[0] + "," + q[1]] = q; });
    const f = tile ? tile.forms[tile.names[form]] : null;
    const llamaSpots = {};
    S.choices.forEach((c) => { if (c.grid === "llama") llamaSpots[c.cell[0] + "," + c.cell[1]] = c.a; });
    const can = {};
    if (f) f.spots.forEach((s) => spotCells(f, s).forEach((c) => { can[c[0] + "," + c[1]] = 1; }));
    let x0 = 0, y0 = 0, x1 = 3, y1 = 3;
    const grow = (x, y) => { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); };
    L.estate.forEach((q) => grow(q[0], q[1]));
    if (tile) tile.forms.forEach((g) => g.spots.forEach((s) => spotCells(g, s).forEach((c) => grow(c[0], c[1]))));
    const cols = x1 - x0 + 1, rows = y1 - y0 + 1;
    const room = Math.max(200, Math.min(box.clientWidth || window.innerWidth, window.innerWidth - 20) - 4);
    const portrait = window.innerHeight >= window.innerWidth;
    // sideways, the estate and the row under it ("Whole estate", Place) fit between the bar and the foot
    const high = Math.max(160, portrait ? window.innerHeight * 0.42 : window.innerHeight - $("top").offsetHeight - 70);
    const fit = Math.max(6, Math.floor(Math.min(64, room / cols, high / rows)));
    const asked = !!f || (mine && Object.keys(llamaSpots).length > 0);
    const size = pinched ? Math.max(fit, Math.min(64, pinched)) : zoom && fit < FIT_MIN ? TARGET : fit;
    const port = el("div", "estview");
    port.style.maxHeight = Math.round(high) + "px";
    const grid = el("div", "estate");
    grid.style.width = cols * size + "px"; grid.style.height = rows * size + "px";
    const put = (q, x, y) => { q.style.cssText = "left:" + (x - x0) * size + "px;top:" + (y - y0) * size + "px;width:" + size + "px;height:" + size + "px;font-size:" + Math.round(size * 0.36) + "px"; grid.appendChild(q); };
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      const k = x + "," + y, q = tops[k];
      if (!q && !can[k]) continue;
      const d = el("div", q ? "sq i" + iconClass(q[3]) + " l" + Math.min(q[2], 5) : "sq free");
      if (q) {
        d.appendChild(el("small", "", String(q[2])));
        if (q[4]) d.appendChild(el("b", "figure", w("llama").slice(0, 1)));
      }
      if (can[k]) d.classList.add("can");
      if (llamaSpots[k] && mine) {  // a square too small for a finger comes closer first: a slip would stand the llama elsewhere
        d.classList.add("spot");
        d.onclick = () => { if (size >= FIT_MIN) send(llamaSpots[k]); else { zoom = true; pinched = 0; focus = [x, y]; estScroll = null; render(false); } };
      }
      put(d, x, y);
      if (q) {  // the level's colour and the icon, as the table paints the estate
        d.style.backgroundColor = L.looks.levels[Math.min(q[2], L.looks.levels.length) - 1];
        if (!q[4]) picture(d, q[3]);
      }
    }
    let chosen = null;
    if (f && nudged && f.spots.indexOf(nudged) < 0) nudged = f.spots.find((s) => s.join() === nudged.join()) || null;  // a new view's own
    if (f && nudged) chosen = nudged;
    else if (f && tap) {
      const found = candidates(f, tap[0], tap[1]);
      if (found.length) { chosen = found[((pick % found.length) + found.length) % found.length]; }
    }
    if (chosen) spotCells(f, chosen).forEach((c) => { const g = el("div", "sq ghost i" + iconClass(c[2])); put(g, c[0], c[1]); picture(g, c[2]); });
    if (f) {
      grid.onclick = (e) => {
        const r = grid.getBoundingClientRect();
        const x = Math.floor((e.clientX - r.left) / size) + x0, y = Math.floor((e.clientY - r.top) / size) + y0;
        if (!candidates(f, x, y).length) {  // it cannot go there: the laptop's rules say why (nothing is played)
          const c0 = f.cells[0], ax = x - c0[0], ay = y - c0[1];
          let level = 0;
          f.cells.forEach((c) => { const q = tops[(ax + c[0]) + "," + (ay + c[1])]; level = Math.max(level, q ? q[2] : 0); });
          send("place " + tile.shape + " " + f.face + " r" + f.rot + " @" + ax + "," + ay + " L" + (level + 1));
          return;
        }
        if (tap && tap[0] === x && tap[1] === y && !nudged) pick += 1; else { tap = [x, y]; pick = 0; }
        nudged = null;
        render(false);
      };
    }
    port.appendChild(grid);
    box.appendChild(port);
    pinchable(port, grid, size, x0, y0);
    const bar = el("div", "placebar"), brow = el("div", "row");
    bar.appendChild(brow);
    if (fit < FIT_MIN || size > fit) {  // small squares: the player may come closer, and fit the whole estate again
      const z = el("button", "zoom", size > fit ? w("land_whole") : w("land_closer"));
      z.onclick = () => { zoom = size <= fit; pinched = 0; focus = chosen ? [chosen[0], chosen[1]] : tap; estScroll = null; render(false); };
      brow.appendChild(z);
    }
    // what to do (Place it here and its arrows among them, at the foot)
    const list = $("choices"); list.textContent = "";
    if (tile) {
      // the tile, Turn and Flip on one line (the bar says what to do): the estate keeps the room (pt54, 360x740)
      const head = el("div", "tilebar row");
      head.appendChild(mini(f.cells, 18));
      if (!mine || !S.prompt) head.appendChild(el("span", "", w("land_tile")));
      list.appendChild(head);
      const row = head;
      const turn = el("button", "", "⟳ " + w("land_turn"));
      turn.onclick = () => { form = form.slice(0, -1) + ((+form.slice(-1) + 1) % 4); pick = 0; nudged = null; render(false); };
      const flip = el("button", "", "⇋ " + w("land_flip"));
      flip.onclick = () => { form = (form.indexOf("front") === 0 ? "back" : "front") + form.slice(-1); pick = 0; nudged = null; render(false); };
      row.appendChild(turn); row.appendChild(flip);
      if (!f.spots.length) list.appendChild(el("p", "", w("land_nowhere")));
      if (chosen) {  // under the estate, in view after the tap (nothing above the estate moves)
        const earns = {};  // each covered icon's gain, counted: drawn as the table's icon and its words
        spotCells(f, chosen).forEach((c) => { const q = tops[c[0] + "," + c[1]]; if (q && q[2] === chosen[2] - 1 && L.gains[q[3]]) earns[q[3]] = (earns[q[3]] || 0) + 1; });
        const a = "place " + tile.shape + " " + f.face + " r" + f.rot + " @" + chosen[0] + "," + chosen[1] + " L" + chosen[2];
        const b = button(w("land_place", {level: chosen[2]}), "main", a, sending);
        b.id = "placeIt";
        nextUp = {label: w("land_bar_place"), a: a};  // the bar's words as before the tap: it keeps its height
        brow.insertBefore(b, brow.firstChild);
        const arrows = el("div", "row nudges");  // finger-wide steps to the next spot each way
        [["←", -1, 0, "land_go_left"], ["↑", 0, -1, "land_go_up"], ["↓", 0, 1, "land_go_down"], ["→", 1, 0, "land_go_right"]].forEach((a) => {
          const to = nudge(f, chosen, a[1], a[2]), g = el("button", "nudge", a[0]);
          g.setAttribute("aria-label", w(a[3])); g.title = w(a[3]);
          g.disabled = !to || !!sending;
          g.onclick = () => { nudged = to; render(false); };
          arrows.appendChild(g);
        });
        bar.appendChild(arrows);
        // a spot's lines go above Place: the foot grows upward, the arrows stay under the finger
        const above = (e) => bar.insertBefore(e, brow);
        if (chosen[3]) above(el("p", "cost", w("land_cost", {count: chosen[3], left: me.foundations})));  // as the laptop's preview says
        const got = Object.keys(earns);
        if (got.length) {
          const line = el("p", "earns", w("land_earns"));
          got.forEach((icon) => {
            const g = el("span", "gain");
            g.appendChild(picture(el("i", "ic"), icon));
            g.appendChild(document.createTextNode(earns[icon] === 1 ? L.gains[icon][0] : L.gains[icon][1].split("{count}").join(earns[icon])));
            line.appendChild(g);
          });
          above(line);
        }
        above(el("p", "small", w("land_again")));
      }
    }
    list.appendChild(bar);
    if (tile && !nextUp) nextUp = {label: w("land_bar_place"), a: ""};  // its place in the bar from the first view: a tap does not reflow the bar
    if (mine && Object.keys(llamaSpots).length) list.appendChild(el("p", "", w("land_llama")));
    // markers: one line on what they are, "Place no marker" first, then the objective cards whose
    // free spaces glow where a marker may go (a tap puts it there; with several markers to move
    // there, the ways are asked under the cards)
    if (marking) {
      list.appendChild(el("p", "", w("land_markers")));
      S.choices.filter((c) => c.skip).forEach((c) => list.appendChild(button(c.label, "", c.a, sending)));
      list.appendChild(objs);
      const ways = S.choices.filter((c) => c.obj && c.obj + "," + c.space === markPick);
      if (ways.length > 1) {
        const part = el("div", "group");
        part.appendChild(el("h3", "", ways[0].group));
        ways.forEach((c) => part.appendChild(button(c.short, "", c.a, sending)));
        list.appendChild(part);
      }
    }
    // feeding: each way to pay as the llama card and the goods it costs (a glowing card above does the same)
    const feedCrops = Object.keys(feeds).filter((k) => !feedPick || k === feedPick);
    if (feedCrops.length) {
      const part = el("div", "group feeds");
      part.id = "feedBox";
      part.appendChild(el("h3", "", w("land_feed")));
      feedCrops.forEach((crop) => feeds[crop].forEach((c) => part.appendChild(feedButton(c, sending))));
      list.appendChild(part);
    }
    // a tile and a character are taken by tapping their pictures above; the rest are buttons
    const end = S.choices.find((c) => c.a === "end"), skip = S.choices.find((c) => c.skip);
    if (end && !nextUp) nextUp = {label: end.label, a: end.a};
    if (marking && skip && !nextUp) nextUp = {label: skip.label, a: skip.a};  // "Place no marker" stays near while the cards scroll
    S.choices.filter((c) => !c.grid && !c.obj && !c.skip && !c.feed && !/^(stack|hut) /.test(c.a))
      .forEach((c) => list.appendChild(button(c.label, c.a === "end" ? "main" : "", c.a, sending)));
    undoButton(list, sending);
    if (me.characters.length) list.appendChild(el("p", "small", w("land_row") + ": " + me.characters.map((c) => c[0] + (c[1] ? " ✓" : "")).join(" · ")));
    if (me.llama_cards.length) list.appendChild(el("p", "small", w("land_llamas") + ": " + me.llama_cards.map((c) => c[0] + " " + c[1]).join(" · ")));
    if (!brow.firstChild) bar.remove();
    keepInView(port, bar, size, x0, y0, chosen ? spotCells(f, chosen) : null, f, llamaSpots, fresh && asked);
    const feedBox = feedShow && $("feedBox");
    feedShow = false;
    if (feedBox) feedBox.scrollIntoView({block: "nearest"});
  }

  // Llamaland: what is read now and then (the objectives, the rivals) folded under the estate,
  // each kept open or shut as the player left it
  const folds = {};
  function fold(key, title, nodes) {
    const d = el("details", "fold");
    d.open = !!folds[key];
    d.appendChild(el("summary", "", title));
    const body = d.appendChild(el("div", "foldbody"));
    nodes.forEach((n) => body.appendChild(n));
    d.ontoggle = () => { folds[key] = d.open; };
    return d;
  }

  // A seat's marker: its colour in its own shape (circle, square, triangle, ...), as the table's
  // markers; beside each name too, so a marker says whose it is without letters or colour alone.
  function seatMark(seat) {
    const box = el("i", "mkw"), mark = el("i", "mk s" + (seat % 6));
    mark.style.background = S.land.looks.seats[seat % S.land.looks.seats.length];
    box.appendChild(mark);
    return box;
  }
  // A llama card as the table draws its column's top card: the crop's edge and icon, its points.
  function llamaCard(c, width) {
    const k = el("div", "lcard" + (c[2] ? "" : " none"));
    k.style.borderColor = S.land.looks.crops[c[3]]; k.style.width = width + "px";
    k.appendChild(picture(el("i", "ic"), c[3]));
    k.appendChild(el("b", "", c[1] === null ? "–" : String(c[1])));
    k.title = c[0];
    return k;
  }
  // A way to feed a llama: its llama card, then what it costs drawn as the goods themselves
  // (a crop's icon per crop, a coin's per coin); its words are the button's name.
  function feedButton(c, sending) {
    const b = button("", "opt feed", c.a, sending);
    const top = S.land.table.llamas.find((x) => x[3] === c.feed);
    if (top) b.appendChild(llamaCard(top, 40));
    b.appendChild(el("span", "eq", "="));
    const cost = el("span", "cost");
    for (let i = 0; i < c.pay[0]; i++) cost.appendChild(picture(el("i", "ic"), c.feed));
    for (let i = 0; i < c.pay[1]; i++) cost.appendChild(picture(el("i", "ic coin"), "$"));
    b.appendChild(cost);
    b.setAttribute("aria-label", c.label); b.title = c.label;
    return b;
  }
  // The objective cards as the table draws them: the colour's band with its letter and title, what
  // the card needs and how far you are, its three spaces with their points or the marker on them
  // (its holder's colour and initial). While a marker is asked, the free spaces it may go to glow.
  function objectiveCards(L, asking, sending) {
    const box = el("div", "objs"), marks = {};
    if (asking && !sending) S.choices.forEach((c) => { if (c.obj) (marks[c.obj + "," + c.space] = marks[c.obj + "," + c.space] || []).push(c); });
    if (markPick && !marks[markPick]) markPick = "";
    box.appendChild(el("h3", "", w("land_objectives")));
    const grid = el("div", "ogrid");
    L.table.objectives.forEach((o) => {
      const card = el("div", "ocard" + (o.met ? " met" : ""));
      card.dataset.obj = o.key;
      const band = el("div", "oband");
      band.style.background = L.looks.objectives[o.letter] || "#888";
      band.appendChild(el("b", "olet", o.letter));
      band.appendChild(el("span", "", o.title));
      card.appendChild(band);
      const body = el("div", "obody");
      body.appendChild(el("small", "", o.needs));
      body.appendChild(el("b", "oprog", o.progress));
      card.appendChild(body);
      const spaces = el("div", "ospaces");
      o.points.forEach((p, i) => {
        const s = el("div", "ospace"), held = o.seats[i], ways = marks[o.key + "," + i];
        if (held >= 0) {  // the holder's marker as the table draws it: the seat's colour in the seat's shape
          s.classList.add("held"); s.appendChild(seatMark(held)); s.title = S.names[held] || ""; s.setAttribute("aria-label", s.title);
        } else if (i === L.closed) { s.classList.add("closed"); s.textContent = "×"; }
        else s.textContent = String(p);
        if (ways) {
          s.classList.add("tgt"); s.setAttribute("role", "button"); s.dataset.action = ways[0].a;
          s.setAttribute("aria-label", ways[0].label);
          if (markPick === o.key + "," + i) s.classList.add("on");
          s.onclick = () => {
            if (ways.length === 1) { send(ways[0].a); return; }
            markPick = markPick === o.key + "," + i ? "" : o.key + "," + i; render(false);
          };
        }
        spaces.appendChild(s);
      });
      card.appendChild(spaces);
      grid.appendChild(card);
    });
    box.appendChild(grid);
    return box;
  }

  // The estate's view scrolled where it stood; a new question centres it on where the tile fits (or
  // the llama's squares); a tile shown where it was tapped is scrolled into view, and the page keeps
  // its place (the view is built anew each time).
  function keepInView(port, bar, size, x0, y0, ghost, f, llamaSpots, asked) {
    let cells = focus && !estScroll ? [focus] : ghost;
    if (!cells && !estScroll) {
      cells = [];
      if (f) f.spots.forEach((s) => spotCells(f, s).forEach((c) => cells.push(c)));
      for (const k in llamaSpots) cells.push(k.split(",").map(Number));
    }
    if (estScroll) { port.scrollLeft = estScroll[0]; port.scrollTop = estScroll[1]; }
    if (cells && cells.length) {
      let ax = Infinity, ay = Infinity, bx = -Infinity, by = -Infinity;
      cells.forEach((c) => { ax = Math.min(ax, c[0]); ay = Math.min(ay, c[1]); bx = Math.max(bx, c[0]); by = Math.max(by, c[1]); });
      const left = (ax - x0) * size, top = (ay - y0) * size, right = (bx - x0 + 1) * size, bottom = (by - y0 + 1) * size;
      const pw = port.clientWidth, ph = port.clientHeight;
      if (ghost) {  // the least scroll that shows the tile
        if (left < port.scrollLeft) port.scrollLeft = left - size / 2; else if (right > port.scrollLeft + pw) port.scrollLeft = right - pw + size / 2;
        if (top < port.scrollTop) port.scrollTop = top - size / 2; else if (bottom > port.scrollTop + ph) port.scrollTop = bottom - ph + size / 2;
      } else {
        port.scrollLeft = (left + right - pw) / 2; port.scrollTop = (top + bottom - ph) / 2;
      }
    }
    estScroll = [port.scrollLeft, port.scrollTop];
    if (ghost || asked) {  // the estate (with the shown tile) and its Place button on the screen
      // the Place button and the arrows under it, no further: the lines a spot adds below them (its
      // foundations, its earnings) scrolled the arrows away from the finger tapping them again
      keptInView = {port: port, bar: bar.parentNode ? bar.querySelector(".nudges") || bar : null};
    }
  }

  // Two fingers on the estate zoom it (the page's own pinch would carry the whole page off the
  // phone's side): the grid follows the fingers, and on lifting them the estate is drawn at that
  // size around the square between them.
  function pinchable(port, grid, size, x0, y0) {
    let start = null, scale = 1;
    const apart = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    port.addEventListener("touchstart", (e) => {
      if (e.touches.length !== 2) return;
      const r = grid.getBoundingClientRect(), t = e.touches;
      const mx = (t[0].clientX + t[1].clientX) / 2 - r.left, my = (t[0].clientY + t[1].clientY) / 2 - r.top;
      start = {d: Math.max(1, apart(t)), cell: [Math.floor(mx / size) + x0, Math.floor(my / size) + y0]};
      grid.style.transformOrigin = mx + "px " + my + "px";
    }, {passive: true});
    port.addEventListener("touchmove", (e) => {
      if (!start || e.touches.length !== 2) return;
      e.preventDefault();
      scale = apart(e.touches) / start.d;
      grid.style.transform = "scale(" + scale + ")";
    }, {passive: false});
    port.addEventListener("touchend", (e) => {
      if (!start || e.touches.length >= 2) return;
      const cell = start.cell;
      start = null;
      if (Math.abs(scale - 1) < 0.08) { grid.style.transform = ""; return; }
      pinched = Math.max(6, Math.round(size * scale)); zoom = false; focus = cell; estScroll = null; render(false);
    });
  }

  let lwhy = "", lwhyAt = -1;  // L.L.A.M.A.: the tapped card that cannot be played, and the position it was tapped in
  function hand(view, obs, sending) {  // L.L.A.M.A.'s hand (Llamagedón's: gedon_)
    const box = $("hand"); box.textContent = "";
    if (S.held) return;  // the next round's hand, not yet started at the table, is not shown
    if (lwhyAt !== view.moves) { lwhyAt = view.moves; lwhy = ""; }
    const cards = (obs.hand || []).slice();
    const plays = {};
    S.choices.forEach((c) => { if (c.a.indexOf("play ") === 0) plays[c.a.slice(5)] = c.a; });
    const mid = (cards.length - 1) / 2;
    const room = Math.max(160, box.clientWidth - 8), high = Math.max(90, window.innerHeight * 0.26);
    const cw = Math.max(34, Math.min(104, high * 63 / 88, room / (cards.length * 0.74 + 0.26 + (cards.length > 3 ? 0.5 : 0))));
    cards.forEach((v, i) => {
      const key = v === 7 ? "llama" : String(v), c = face_(v, cw);
      c.setAttribute("role", "button");
      if (plays[key] && !sending) {
        c.classList.add("ok");
        c.onclick = () => { if (send(plays[key])) c.classList.add("sent"); };
      } else if (view.current === view.seat) {
        c.classList.add("dim");
        const why = S.why && S.why[String(v)];
        if (why && !sending) c.onclick = () => { lwhy = String(v); render(false); };  // said beside the hand
      }
      c.style.margin = "0 " + (-0.13 * cw) + "px";
      const tilt = cards.length > 1 ? (i - mid) * Math.min(6, 40 / cards.length) : 0;
      c.style.transform = "rotate(" + tilt + "deg) translateY(" + Math.abs(i - mid) * 3 + "px)";
      box.appendChild(c);
    });
    const why = lwhy && S.why && S.why[lwhy];
    if (why) {  // why the tapped card cannot go on the pile, in the rules' words, right under the hand
      const p = el("p", "why", why);
      p.id = "handWhy";
      box.appendChild(p);
    }
  }

  function button(text, cls, action, disabled) {
    const b = el("button", cls, text);
    b.disabled = !!disabled;
    b.onclick = () => send(action);
    b.dataset.action = action;
    return b;
  }
  // Llamagedón's Block window, as the laptop asks its own seat: asked now with a Block (live
  // answers), another seat asked (answers ahead of the turn, drawn as such and kept), or nothing
  // to answer (no Block, its own card, answered already): a line, no button.
  function blockWindow(box, sending) {
    const B = S.block;
    if (B.state !== "ask" && B.state !== "ahead") {
      if (B.note && !barNote()) box.appendChild(el("p", "note", B.note));
      if (B.state === "none" && S.wait) box.appendChild(el("div", "row")).appendChild(button(S.answers.let, kept ? "chosen" : "", "let", sending || !!kept));
      return;
    }
    box.appendChild(el("p", "q", w("block_q")));
    if (B.note) box.appendChild(el("p", "note", B.note));
    const ahead = B.state === "ahead", chosen = ahead ? (kept.split("|")[1] || "") : "";
    const row = el("div", "row" + (ahead ? " ahead" : ""));
    ["block", "let"].forEach((a) => {
      if (!ahead && !S.choices.some((c) => c.a === a)) return;
      const b = button(S.answers[a], a === "block" ? "block" : "", a, sending);
      if (chosen === a) { b.classList.add("chosen"); b.setAttribute("aria-pressed", "true"); }
      row.appendChild(b);
    });
    box.appendChild(row);
  }
  // A move that ends something for the player (quit the round; end a Llamagedón turn with an
  // action card still playable): its button asks first, and the question stands in place of
  // the choices until "Yes" plays it or "No, go back" brings them back.
  function confirmBox(box, list, sending) {
    const asked = list.find((c) => c.a === asking && c.ask);
    if (!asked || sending) return false;
    const q = el("div", "confirm");
    q.appendChild(el("p", "q", asked.ask));
    if (asked.detail) q.appendChild(el("p", "", asked.detail));
    const row = el("div", "row");
    const yes = button(asked.yes, "main", asked.a, false);
    yes.onclick = () => { asking = ""; send(asked.a); };
    const no = el("button", "", asked.no);
    no.onclick = () => { asking = ""; render(false); };
    row.appendChild(yes); row.appendChild(no);
    q.appendChild(row); box.appendChild(q);
    return true;
  }
  function choices(view, obs, sending) {  // L.L.A.M.A.'s buttons
    const box = $("choices"); box.textContent = "";
    const mine = view.current === view.seat;
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
    const list = S.choices.filter((c) => c.a.indexOf("play ") !== 0);
    if (confirmBox(box, list, sending)) return;
    if (mine && S.choices.some((c) => c.a.indexOf("play ") === 0)) box.appendChild(el("p", "", w("tap_card")));
    const row = el("div", "row");
    list.forEach((c) => {
      const cls = c.a === "draw" ? "main" : "";
      const b = button(c.label, cls, c.a, sending);
      if (c.ask) b.onclick = () => { asking = c.a; render(false); };
      row.appendChild(b);
    });
    box.appendChild(row);
  }

  // Turned to landscape or back: laid out again for the new screen (not for the address bar's
  // small height changes while scrolling).
  let shape = "", resizeTimer = 0;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const now = window.innerWidth + (window.innerHeight >= window.innerWidth ? "p" : "l");
      if (now !== shape && S && W) { shape = now; render(busy); }
    }, 120);
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !final && (!ws || ws.readyState > 1)) { wait = 300; if (!ws) connect(); }
  });
  cover("");
  connect();
})();
