// The web client: lobby, game table, replays. Plain ES module, no build step.
// Everything shown comes from the server's "state" messages, which are built from what the
// seat may see (observe); the client only sends actions the server validates.

const app = document.getElementById("app");
const statusEl = document.getElementById("status");
const params = new URLSearchParams(location.search);
const frag = new URLSearchParams(location.hash.slice(1));

function h(tag, attrs = {}, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await r.json();
  if (!r.ok) throw data;
  return data;
}

function errorText(e) {
  if (e && e.message) return e.message + (e.details && e.details.length ? "\n" + e.details.join("\n") : "");
  return String(e);
}

// ------------------------------------------------------------------ lobby

async function lobby() {
  const [starters, formats, games] = await Promise.all([
    api("/api/starters"), api("/api/formats"), api("/api/games")]);
  const names = Object.keys(starters);
  const deckA = h("textarea", { id: "deck-a" }); deckA.value = starters[names[0]];
  const deckB = h("textarea", { id: "deck-b" }); deckB.value = starters[names[1] || names[0]];
  const mode = h("select", { id: "mode" },
    h("option", { value: "human_vs_ai" }, "You vs the AI"),
    h("option", { value: "human_vs_human" }, "You vs a friend (invite link)"),
    h("option", { value: "ai_vs_ai" }, "AI vs AI (watch)"));
  const fmt = h("select", { id: "format" }, formats.formats.map(f =>
    h("option", { value: f, selected: f === formats.default }, f)));
  const ai = h("select", { id: "ai" }, h("option", { value: "heuristic" }, "heuristic AI"),
    h("option", { value: "search" }, "search AI (stronger, slower)"), h("option", { value: "random" }, "random AI"));
  const errors = h("div", { class: "errors", id: "errors" });
  const result = h("div", { id: "created" });
  const deckBPanel = h("div", { class: "panel" }, h("h3", {}, "Second deck (the AI's)"),
    starterButtons(starters, deckB), deckB);
  mode.addEventListener("change", () => { deckBPanel.style.display = mode.value === "human_vs_human" ? "none" : ""; });

  async function start() {
    errors.textContent = "";
    const decks = mode.value === "human_vs_human" ? [deckA.value] : [deckA.value, deckB.value];
    try {
      const g = await api("/api/games", { mode: mode.value, decks, format: fmt.value, ai: ai.value });
      if (g.links.invite) {
        const invite = location.origin + g.links.invite;
        result.replaceChildren(h("p", {}, "Send this invitation link to your opponent:"),
          h("input", { type: "text", value: invite, size: 80, readonly: true, id: "invite-link" }),
          h("p", {}, h("a", { href: g.links.play, id: "play-link" }, "Go to your seat")));
      } else {
        location.href = g.links.play || g.links.watch;
      }
    } catch (e) { errors.textContent = errorText(e); }
  }
  async function check() {
    errors.textContent = "";
    try {
      const r = await api("/api/decks/check", { deck: deckA.value, format: fmt.value });
      errors.textContent = r.legal ? `The deck is legal in ${r.format} (${r.main} cards, ${r.file_format} format).`
        : `Not legal in ${r.format}:\n` + r.problems.join("\n");
    } catch (e) { errors.textContent = errorText(e); }
  }
  app.replaceChildren(h("div", { class: "lobby" },
    h("div", {},
      h("div", { class: "panel" }, h("h3", {}, "New game"),
        h("p", {}, mode, " ", fmt, " ", ai),
        h("button", { class: "primary", id: "start", onclick: start }, "Start game"),
        h("button", { onclick: check }, "Check my deck"), errors, result),
      h("div", { class: "panel" }, h("h3", {}, "Your deck (paste an MTG Arena export, .dec, .dck or plain list)"),
        starterButtons(starters, deckA), deckA),
      deckBPanel),
    h("div", {}, h("div", { class: "panel" }, h("h3", {}, "Games"), gamesTable(games.games)))));
}

function starterButtons(starters, textarea) {
  return h("p", {}, "Starter decks: ", Object.keys(starters).map(n =>
    h("button", { onclick: () => { textarea.value = starters[n]; } }, n.replace("_", "-"))));
}

function gamesTable(games) {
  if (!games.length) return h("p", { class: "small" }, "No games yet.");
  return h("table", { class: "games" }, games.map(g => h("tr", {},
    h("td", {}, g.names.join(" vs ")), h("td", { class: "small" }, g.mode.replaceAll("_", " ")),
    h("td", { class: "small" }, `${g.actions} actions`),
    h("td", {}, g.status === "finished" ? h("a", { href: `/?replay=${g.id}` }, "replay")
      : g.status === "active" ? h("a", { href: `/?game=${g.id}` }, "watch") : "waiting"))));
}

// ------------------------------------------------------------------ joining (invitation)

function joinPage(id, invite) {
  const deck = h("textarea", { id: "deck" });
  const name = h("input", { type: "text", id: "name", placeholder: "your name" });
  const errors = h("div", { class: "errors" });
  api("/api/starters").then(s => { deck.value = Object.values(s)[1] || Object.values(s)[0]; });
  async function join() {
    try {
      const r = await api(`/api/games/${id}/join`, { invite, deck: deck.value, name: name.value });
      location.href = r.links.play;
    } catch (e) { errors.textContent = errorText(e); }
  }
  app.replaceChildren(h("div", { class: "panel", style: "max-width:700px" }, h("h3", {}, "You are invited to a game"),
    h("p", {}, name, " ", h("button", { class: "primary", id: "join", onclick: join }, "Join with this deck")),
    errors, deck));
}

// ------------------------------------------------------------------ the table

const G = { msg: null, log: [], ws: null, seq: 0, busy: false, selected: [], pairs: [], focus: null,
            error: "", autoPass: localStorage.getItem("autoPass") !== "0" };

function gamePage(id, token) {
  connect(id, token);
}

function connect(id, token) {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${id}`);
  G.ws = ws;
  ws.onopen = () => { statusEl.textContent = "connected"; ws.send(JSON.stringify({ type: "hello", token: token || null })); };
  ws.onmessage = ev => onMessage(JSON.parse(ev.data));
  ws.onclose = ev => {
    statusEl.textContent = "disconnected — reconnecting…";
    if (ev.code === 4403 || ev.code === 4404) { statusEl.textContent = `closed: ${G.error}`; render(); return; }
    setTimeout(() => connect(id, token), 1000);
  };
}

// counters a test (or a curious person) can read: window.__mtg
window.__mtg = { states: 0, acks: 0, errors: 0 };

function onMessage(m) {
  window.__mtg[m.type === "state" ? "states" : m.type === "ack" ? "acks" : "errors"] += m.type === "pong" ? 0 : 1;
  if (m.type === "state") {
    G.log = m.log_from === 0 ? m.log : G.log.concat(m.log);
    G.msg = m; G.busy = false; G.selected = []; G.pairs = []; G.focus = null;
    render();  // (with auto-pass on and nothing to do, it shows no choices: the pass goes now)
    maybeAutoPass();
  } else if (m.type === "error") {
    G.error = m.message; G.busy = false; render();
  } else if (m.type === "ack") {
    G.error = "";
  }
}

function send(action) {
  if (G.busy) return;
  G.busy = true; G.error = "";
  G.ws.send(JSON.stringify({ type: "action", action, id: ++G.seq }));
}

function autoPassAction() {
  // nothing to do: only passing, or tapping for mana with nothing to spend it on (605)
  const d = G.msg && G.msg.decision;
  if (!G.autoPass || !d || d.kind !== "priority") return null;
  const pass = d.actions.find(a => a.group === "pass");
  return pass && d.actions.every(a => a.group === "pass" || a.mana) ? pass.action : null;
}

function maybeAutoPass() {
  const a = autoPassAction();
  if (a) send(a);
}

const ref = i => -(i + 1);

function render() {
  const m = G.msg;
  if (!m) { app.replaceChildren(h("p", { class: "errors" }, G.error || "Connecting…")); return; }
  if (m.waiting) {
    app.replaceChildren(h("div", { class: "panel" }, "Waiting for the invited player to join…"));
    return;
  }
  app.replaceChildren(table(m, m.decision));
}

function table(m, d) {
  const v = m.view;
  const me = m.seat === null || m.seat === undefined ? 0 : m.seat;
  const order = v.players.map(p => p.index).filter(i => i !== me).concat([me]);
  const board = h("div", { id: "board" });
  for (const i of order) board.append(playerArea(v, v.players[i], d, m.seat === i));
  const side = h("div", {},
    turnPanel(v, m),
    h("div", { class: "panel stack" }, h("h3", {}, "Stack (top first)"),
      h("div", { class: "zone", id: "stack" }, v.stack.slice().reverse().map(c => cardEl(c, d)))),
    decisionPanel(m, d),
    h("div", { class: "panel" }, h("h3", {}, "Game log"), logEl()));
  return h("div", { class: "game" }, board, side);
}

function turnPanel(v, m) {
  const P = v.players;
  const names = m.game.names;
  const kids = [h("div", { class: "turn", id: "turn" }, `Turn ${v.turn} — `, h("b", {}, P[v.active].name),
    ` · ${v.step.replaceAll("_", " ").toLowerCase()}`)];
  if (v.pending) kids.push(h("div", { class: "small", id: "waiting-for" },
    `Deciding: ${P[v.pending.player].name}` + (v.priority !== null && v.priority !== undefined ? ` · priority: ${P[v.priority].name}` : "")));
  if (v.result) {
    const r = m.game.result || {};
    const text = r.winner !== undefined && r.winner !== null ? `${names[r.winner]} wins` : "The game is a draw";
    kids.push(h("div", { class: "result", id: "result" }, text + ` (turn ${v.turn})`));
  }
  if (m.total !== undefined) kids.push(replayControls(m));
  return h("div", { class: "panel" }, kids);
}

function playerArea(v, p, d, mine) {
  const opts = optionSet(d);
  const pl = h("div", { class: "player" + (opts.has(ref(p.index)) ? " clickable" : ""), id: `player-${p.index}`,
    onclick: opts.has(ref(p.index)) ? () => pickOption(d, ref(p.index)) : null },
    h("span", { class: "name" }, p.name), h("span", { class: "life", title: "life" }, `♥ ${p.life}`),
    h("span", { class: "small" }, `library ${p.library} · hand ${p.hand_size} · graveyard ${p.graveyard.length}`),
    poolText(p.mana_pool), p.lost ? h("b", {}, "lost") : null);
  const perms = v.battlefield.filter(c => c.controller === p.index);
  const types = c => (c.types || []).map(t => t.toLowerCase());
  const lands = perms.filter(c => types(c).includes("land") && !types(c).includes("creature"));
  const others = perms.filter(c => !lands.includes(c));
  const hand = mine ? p.hand.map(c => cardEl(c, d))
    : Array.from({ length: p.hand_size }, () => h("div", { class: "card back" }));
  const grave = p.graveyard.length ? h("div", { class: "small" }, "Graveyard: ",
    p.graveyard.map(c => h("span", { "data-id": c.id, class: opts.has(c.id) ? "option" : "" }, c.name)).reduce(
      (a, b) => a.length ? a.concat([", ", b]) : [b], [])) : null;
  const exiled = v.exile.filter(c => c.owner === p.index);
  return h("div", { class: "panel", id: mine ? "me" : `opponent-${p.index}` }, pl,
    h("div", { class: "zone", id: `battlefield-${p.index}` }, others.map(c => cardEl(c, d))),
    h("div", { class: "lands" }, lands.map(c => cardEl(c, d, "land"))),
    h("h3", {}, mine ? "Your hand" : "Hand"),
    h("div", { class: "zone", id: `hand-${p.index}` }, hand),
    grave, exiled.length ? h("div", { class: "small" }, "Exile: ", exiled.map(c => c.name).join(", ")) : null,
    mine && v.revealed && v.revealed.length ? h("div", {}, h("h3", {}, "You look at"),
      h("div", { class: "zone" }, v.revealed.map(c => cardEl(c, d)))) : null);
}

function poolText(pool) {
  const s = pool.map((n, i) => "WUBRGC"[i].repeat(n)).join("");
  return s ? h("span", { class: "small" }, `mana pool: ${s}`) : null;
}

function optionSet(d) {
  if (!d || d.kind !== "choice" || d.numbers) return new Set();
  return new Set(d.options);
}

function actionsFor(d, id) {
  if (!d) return [];
  return d.actions.filter(a => a.card === id);
}

function cardEl(c, d, extra = "") {
  const cls = ["card", extra];
  if (c.tapped) cls.push("tapped");
  const acts = actionsFor(d, c.id);
  const opts = optionSet(d);
  let click = null;
  if (acts.length) { cls.push("legal"); click = () => { if (acts.length === 1) send(acts[0].action); else { G.focus = c.id; render(); } }; }
  if (opts.has(c.id)) { cls.push("option"); click = () => pickOption(d, c.id); }
  if (G.selected.includes(c.id)) cls.push("selected");
  if (d && d.kind === "declare_attackers" && d.attackers[String(c.id)]) {
    cls.push("legal"); click = () => toggleAttacker(d, c.id);
  }
  if (d && d.kind === "declare_blockers") {
    if (d.blockers[String(c.id)]) { cls.push("legal"); click = () => { G.selected = [c.id]; render(); }; }
    if (G.selected.length && (d.blockers[String(G.selected[0])] || []).includes(c.id)) {
      cls.push("option"); click = () => { G.pairs = G.pairs.filter(p => p[0] !== G.selected[0]).concat([[G.selected[0], c.id]]); G.selected = []; render(); };
    }
  }
  if (G.msg && G.msg.view.combat && isAttacking(G.msg.view.combat, c.id)) cls.push("attacking");
  if (G.pairs.some(p => p[0] === c.id)) cls.push("attacking");
  const pt = c.power !== undefined ? h("div", { class: "pt" }, `${c.power}/${c.toughness}`) : null;
  const counters = c.counters && Object.keys(c.counters).length
    ? h("div", { class: "small" }, Object.entries(c.counters).map(([k, n]) => `${k}×${n}`).join(" ")) : null;
  return h("div", { class: cls.join(" "), "data-id": c.id, "data-name": c.name, title: c.text || "", onclick: click },
    h("div", { class: "cname" }, c.name), h("div", { class: "cost" }, c.cost || ""),
    h("div", { class: "type" }, c.kind ? `${c.kind} ability` : c.type_line),
    extra === "land" ? null : h("div", { class: "ctext" }, c.text || ""),
    c.damage ? h("div", { class: "small" }, `damage ${c.damage}`) : null, counters,
    c.sick ? h("div", { class: "small" }, "summoning sick") : null, pt);
}

function isAttacking(combat, id) {
  // 506.4: attacking and blocking creatures (combat.attackers: [attacker, defender] pairs)
  return (combat.attackers || []).some(x => x[0] === id) || (combat.blockers || []).some(x => x[0] === id);
}

function toggleAttacker(d, id) {
  const has = G.pairs.find(p => p[0] === id);
  G.pairs = has ? G.pairs.filter(p => p[0] !== id) : G.pairs.concat([[id, d.attackers[String(id)][0]]]);
  render();
}

function pickOption(d, id) {
  if (d.max === 1 && d.min === 1) { send({ type: "Choose", chosen: [id] }); return; }
  G.selected = G.selected.includes(id) ? G.selected.filter(x => x !== id) : G.selected.concat([id]);
  render();
}

function decisionPanel(m, d) {
  const v = m.view;
  const panel = h("div", { class: "panel", id: "decision" }, h("h3", {}, "Your decision"));
  if (G.error) panel.append(h("div", { class: "errors", id: "error" }, G.error));
  if (v.result) { panel.append(h("p", {}, h("a", { href: "/" }, "Back to the lobby"))); return panel; }
  if (m.seat === null || m.seat === undefined) {
    panel.firstChild.textContent = "Watching"; panel.append(h("p", { class: "small" }, "You are a spectator: you see public information only."));
    return panel;
  }
  if (!d) {
    panel.append(h("p", { class: "small", id: "waiting" }, `Waiting for ${v.players[v.pending ? v.pending.player : 0].name}…`));
    return panel;
  }
  const auto = h("input", { type: "checkbox", id: "auto-pass", checked: G.autoPass,
    onchange: e => { G.autoPass = e.target.checked; localStorage.setItem("autoPass", G.autoPass ? "1" : "0"); maybeAutoPass(); } });
  panel.append(h("label", { class: "small" }, auto, " auto-pass when I have nothing to do"));
  if (autoPassAction()) { panel.append(h("p", { class: "small", id: "auto-passing" }, "Nothing to do: passing…")); return panel; }
  const prompt = d.prompt || { priority: "You have priority", declare_attackers: "Declare attackers",
    declare_blockers: "Declare blockers", assign_damage: "Divide combat damage" }[d.kind] || d.kind;
  panel.append(h("div", { class: "prompt", id: "prompt" }, prompt));
  const box = h("div", { class: "actions", id: "actions" });
  panel.append(box);
  const button = (a, cls = "") => h("button", { class: cls, "data-group": a.group, onclick: () => send(a.action) }, a.text);
  if (d.kind === "priority") {
    const pass = d.actions.find(a => a.group === "pass");
    let list = d.actions.filter(a => a.group !== "pass");
    if (G.focus !== null) {
      list = list.filter(a => a.card === G.focus);
      box.append(h("button", { onclick: () => { G.focus = null; render(); } }, "← all actions"));
    }
    for (const a of list.filter(a => !a.mana)) box.append(button(a));
    const mana = list.filter(a => a.mana);
    if (mana.length) box.append(h("div", { class: "small" }, "Tap for mana (spells are paid automatically):"), ...mana.map(a => button(a)));
    if (pass) box.append(h("button", { class: "primary", id: "pass", "data-group": "pass", onclick: () => send(pass.action) },
      v.stack.length ? "Pass (resolve the top of the stack)" : "Pass priority"));
  } else if (d.kind === "declare_attackers") {
    box.append(h("p", { class: "small" }, "Click your creatures to attack with them."));
    box.append(h("button", { class: "primary", id: "declare", onclick: () => send({ type: "DeclareAttackers", attacks: G.pairs }) },
      G.pairs.length ? `Attack with ${G.pairs.length}` : "No attack"));
    box.append(h("button", { id: "attack-all", onclick: () => {
      send({ type: "DeclareAttackers", attacks: Object.entries(d.attackers).map(([k, t]) => [Number(k), t[0]]) }); } }, "Attack with everything"));
  } else if (d.kind === "declare_blockers") {
    box.append(h("p", { class: "small" }, "Click one of your creatures, then the attacker it blocks."));
    for (const [b, a] of G.pairs) box.append(h("div", { class: "small" }, `${nameOf(v, b)} blocks ${nameOf(v, a)}`));
    box.append(h("button", { class: "primary", id: "declare", onclick: () => send({ type: "DeclareBlockers", blocks: G.pairs }) },
      G.pairs.length ? "Declare blocks" : "No blocks"));
  } else if (d.kind === "choice" && optionSet(d).size && !(d.min === 1 && d.max === 1)) {
    box.append(h("p", { class: "small" }, `Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}: click the cards.`));
    box.append(h("button", { class: "primary", id: "confirm", onclick: () => send({ type: "Choose", chosen: G.selected }) },
      `Confirm (${G.selected.length} chosen)`));
    if (d.actions.length <= 40) for (const a of d.actions) box.append(button(a));
  } else {
    for (const a of d.actions.slice(0, 200)) box.append(button(a));
  }
  return panel;
}

function nameOf(v, id) {
  const c = v.battlefield.find(x => x.id === id);
  return c ? c.name : `#${id}`;
}

function logEl() {
  const el = h("div", { id: "log" }, G.log.map(l => h("div", {}, l.rule ? h("span", { class: "rule" }, l.rule) : null, l.text)));
  setTimeout(() => { el.scrollTop = el.scrollHeight; }, 0);
  return el;
}

// ------------------------------------------------------------------ replays

async function replayPage(id, step) {
  try {
    const m = await api(`/api/games/${id}/replay/${step}`);
    G.msg = m; G.log = m.log; render();
  } catch (e) { app.replaceChildren(h("p", { class: "errors" }, errorText(e))); }
}

function replayControls(m) {
  const go = n => replayPage(m.game.id, Math.max(0, Math.min(m.total, n)));
  return h("div", { id: "replay" }, h("span", { class: "small" }, `Replay: action ${m.actions} of ${m.total} `),
    h("button", { onclick: () => go(0) }, "⏮"), h("button", { onclick: () => go(m.actions - 1) }, "◀"),
    h("button", { onclick: () => go(m.actions + 1) }, "▶"), h("button", { onclick: () => go(m.actions + 20) }, "▶▶"),
    h("button", { onclick: () => go(m.total) }, "⏭"));
}

// ------------------------------------------------------------------ routing

if (params.get("game")) gamePage(params.get("game"), frag.get("token"));
else if (params.get("join")) joinPage(params.get("join"), frag.get("invite"));
else if (params.get("replay")) replayPage(params.get("replay"), Number(params.get("step") || 0));
else lobby().catch(e => { app.textContent = errorText(e); });
