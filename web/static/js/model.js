// The form's state is the request itself ({mode, req}): every part of the
// page renders from it and every control edits it, so what is sent, shown
// as JSON and put in the page's address is always what the page shows.

import { getJSON } from './dom.js';

export const MODES = {
  // costs_paid, sacrificed, life_paid and assigned_first_strike_damage are
  // sent only when set (facts.js); tricks, the activated abilities and
  // instants used before the step judged (tricks.js), when there are any.
  attack: { path: '/v1/attacks/check', fields: ['board', 'attackers', 'costs_paid', 'sacrificed', 'tricks'] },
  block: { path: '/v1/blocks/check', fields: ['board', 'attackers', 'blockers', 'costs_paid', 'life_paid', 'tricks'] },
  damage: { path: '/v1/damage/check', fields: ['board', 'attackers', 'blockers', 'removed_from_combat', 'step', 'assignments', 'assigned_first_strike_damage', 'tricks'] },
  resolve: { path: '/v1/damage/resolve', fields: ['board', 'attackers', 'blockers', 'removed_from_combat', 'step', 'assignments', 'assigned_first_strike_damage', 'tricks'] },
  // A whole combat: the form declares attackers, blockers and removals,
  // the events between steps and the tricks (tricks.js); choices a loaded
  // request carries are kept and sent.
  combat: { path: '/v1/combat/resolve', fields: ['board', 'attackers', 'blockers', 'removed_from_combat', 'choices', 'events', 'tricks'] },
};
const PERMANENT_KEYS = ['id', 'name', 'controller', 'types', 'supertypes', 'subtypes', 'colors',
  'power', 'toughness', 'damage', 'tapped', 'summoning_sick', 'abilities', 'attached_to', 'counters', 'kicked', 'kickers_paid', 'chosen',
  'card', 'face', 'shields', 'effect_ignored', 'phased_in', 'entered_this_turn', 'attacked_last_turn'];

export const state = { mode: 'attack', req: defaultRequest() };

// ui is what the page remembers that is not part of the request.
export const ui = {
  combatOpen: true, // the "combat as declared" details in damage modes
  choiceStep: 'regular', // the combat damage step whose choices a whole combat edits
  openPermanents: new Set(), // indexes of expanded permanents
  openTricks: new Set(), // indexes of the tricks whose editor is open
  extraTargets: new Map(), // trick index -> target slots added by hand
  judged: false, // a verdict is on display
  marks: new Map(), // permanent id -> rule numbers of the violations naming it
  derived: new Map(), // permanent id -> its characteristics as the verdict on display used them
  destroyed: new Set(), // permanent ids the whole combat on display destroyed
  lifeAfter: new Map(), // player id -> life after the combat or damage on display
  chosen: '', // the attacker pressed last on the battlefield: a defending creature pressed next blocks it
  cardsLoaded: false, // the server has a card file
};

// ---------- changes ----------

let render = () => {};

// onChange sets what changed calls: the page's renderer.
export function onChange(fn) { render = fn; }

// changed is called after every edit, with {board, action} saying which
// parts of the form to rebuild.
export function changed(opts) { render(opts || {}); }

// ---------- reading the state ----------

export function list(obj, key) {
  return obj && Array.isArray(obj[key]) ? obj[key] : [];
}
export function arr(obj, key) {
  if (!Array.isArray(obj[key])) obj[key] = [];
  return obj[key];
}
export function board() {
  if (!state.req.board || typeof state.req.board !== 'object' || Array.isArray(state.req.board)) {
    state.req.board = { active_player: '', players: [], permanents: [] };
  }
  return state.req.board;
}
export function str(v) { return typeof v === 'string' ? v : (v === undefined || v === null ? '' : String(v)); }
export function has(listv, word) {
  return Array.isArray(listv) && listv.some((x) => str(x).toLowerCase() === word.toLowerCase());
}
export function isCreature(p) {
  if (!p) return false;
  if (Array.isArray(p.types) || p.card === undefined || p.card === null) return has(p.types, 'Creature');
  return /\bcreature\b/i.test(cardTypeLine(p)); // a permanent given as a card
}
export function permanents() { return list(board(), 'permanents').filter((p) => p && typeof p === 'object'); }
export function players() { return list(board(), 'players').filter((p) => p && typeof p === 'object'); }
export function permanentById(id) { return permanents().find((p) => p.id === id); }
export function playerIds() { return players().map((p) => str(p.id)).filter((x) => x); }

// subtypesOf is a permanent's subtypes: those written, else its card's.
export function subtypesOf(p) {
  if (!p) return [];
  const own = list(p, 'subtypes').map(str).filter((x) => x);
  if (own.length || p.card === undefined || p.card === null) return own;
  if (typeof p.card === 'object') {
    const line = str(cardFace(p).type_line);
    const k = line.indexOf('—');
    return k < 0 ? [] : line.slice(k + 1).trim().split(/\s+/).filter((x) => x);
  }
  const v = cardView(p);
  return v ? list(v, 'subtypes').map(str) : [];
}

// attachKind is "Aura" or "Equipment" for a permanent that can be attached
// to another, else "".
export function attachKind(p) {
  const sub = subtypesOf(p);
  if (has(sub, 'Aura')) return 'Aura';
  if (has(sub, 'Equipment')) return 'Equipment';
  return '';
}

// attachedTo is the id of the permanent p is attached to, or "".
export function attachedTo(p) { return p ? str(p.attached_to) : ''; }

// attachmentsOf lists the permanents attached to the permanent id.
export function attachmentsOf(id) {
  return id ? permanents().filter((p) => attachedTo(p) === id) : [];
}

// The counters that change power and toughness, edited on their own; a
// request may carry counters of other kinds, which are kept as they are.
export const PT_COUNTERS = ['+1/+1', '-1/-1'];

// counterCount is how many counters of a kind a permanent has (0: none).
export function counterCount(p, kind) {
  const c = p && p.counters;
  return c && typeof c === 'object' && !Array.isArray(c) && Number.isInteger(c[kind]) ? c[kind] : 0;
}

// setCounters sets how many counters of a kind p has from what was typed:
// 0 or nothing takes them away, and no counters at all leaves no map.
export function setCounters(p, kind, text) {
  if (!p.counters || typeof p.counters !== 'object' || Array.isArray(p.counters)) p.counters = {};
  const n = Number.parseInt(text, 10);
  if (text.trim() === '' || Number.isNaN(n) || n === 0) delete p.counters[kind];
  else p.counters[kind] = n;
  if (Object.keys(p.counters).length === 0) delete p.counters;
}

// countersText says what counters a permanent has: "+1/+1 ×2, -1/-1 ×1";
// "" for none.
export function countersText(p) {
  const c = p && p.counters;
  if (!c || typeof c !== 'object' || Array.isArray(c)) return '';
  const kinds = PT_COUNTERS.filter((k) => k in c).concat(Object.keys(c).filter((k) => !PT_COUNTERS.includes(k)).sort());
  return kinds.filter((k) => c[k] !== 0).map((k) => k + ' ×' + str(c[k])).join(', ');
}

// nameOf says what an object is called: a permanent's name, else its id.
export function nameOf(id) {
  const p = permanentById(id);
  if (p && str(p.name)) return str(p.name);
  if (p && cardName(p)) return cardName(p);
  return str(id);
}
// labelOf is a name with its id when they differ.
export function labelOf(id) {
  const n = nameOf(id);
  return n === str(id) ? n : n + ' (' + id + ')';
}
export function ptOf(p) {
  if (!p) return '';
  const pw = Number.isInteger(p.power) ? p.power : '?';
  const t = Number.isInteger(p.toughness) ? p.toughness : '?';
  return pw + '/' + t;
}

export function attackers() { return list(state.req, 'attackers').filter((a) => a && typeof a === 'object'); }
export function blockers() { return list(state.req, 'blockers').filter((b) => b && typeof b === 'object'); }
export function attackerIds() { return attackers().map((a) => str(a.creature)).filter((x) => x); }
export function blockerIds() { return blockers().map((b) => str(b.creature)).filter((x) => x); }

// creaturesOrdered lists the creatures pred accepts, firstController's first.
export function creaturesOrdered(firstController, pred) {
  const cs = permanents().filter((p) => isCreature(p) && str(p.id) && pred(p));
  return cs.filter((p) => p.controller === firstController).concat(cs.filter((p) => p.controller !== firstController));
}

// ---------- editing the combat ----------

// toggleAttacker declares cid an attacker, or takes it back.
export function toggleAttacker(cid) {
  const all = arr(state.req, 'attackers');
  const k = all.findIndex((x) => x && x.creature === cid);
  if (k >= 0) all.splice(k, 1); else all.push({ creature: cid });
  return k < 0;
}

// setBlock makes blocker block attacker (on) or not; it answers whether
// blocker now blocks attacker.
export function setBlock(blocker, attacker, on) {
  const all = arr(state.req, 'blockers');
  let e = all.find((x) => x && x.creature === blocker);
  if (!e) { e = { creature: blocker, blocking: [] }; all.push(e); }
  const bl = arr(e, 'blocking').filter((x) => x !== attacker);
  if (on) bl.push(attacker);
  e.blocking = bl;
  if (bl.length === 0) all.splice(all.indexOf(e), 1);
  return on;
}

// blocking lists what a creature blocks.
export function blocking(cid) {
  return list(blockers().find((x) => x.creature === cid), 'blocking').map(str);
}

// ---------- cards (GET /v1/cards) ----------

// A permanent given as a card ("card": a name or a Scryfall object) is
// shown by its card's name and type line; for a name, what the judge
// derives from it is fetched once (GET /v1/cards/{name}).
const cardViews = new Map(); // name and face, lower case -> GET /v1/cards/{name}
const cardFetches = new Set();

function cardKey(name, face) { return str(name).trim().toLowerCase() + '\u0000' + str(face).trim().toLowerCase(); }

// cardFace is the face in play of a card object: the one named by face,
// else the first; the card itself when it has no faces.
function cardFace(p) {
  const c = p.card;
  const faces = Array.isArray(c.card_faces) ? c.card_faces.filter((f) => f && typeof f === 'object') : [];
  if (!faces.length) return c;
  return faces.find((f) => str(f.name).toLowerCase() === str(p.face).toLowerCase()) || faces[0];
}

export function cardName(p) {
  if (!p || p.card === undefined || p.card === null) return '';
  if (typeof p.card === 'string') {
    const v = cardViews.get(cardKey(p.card, p.face));
    return v ? str(v.name) : p.card;
  }
  return typeof p.card === 'object' ? str(cardFace(p).name) : '';
}

// cardView is what the judge derived from a card given by name, once
// fetched; null before.
export function cardView(p) {
  if (!p || typeof p.card !== 'string') return null;
  const v = cardViews.get(cardKey(p.card, p.face));
  if (!v) loadCardView(p.card, p.face);
  return v || null;
}

function cardTypeLine(p) {
  if (typeof p.card === 'object') return str(cardFace(p).type_line);
  const v = cardView(p);
  return v ? list(v, 'supertypes').concat(list(v, 'types')).join(' ') : '';
}

// cardPath is the lookup of a card by name.
export function cardPath(name, face) {
  return '/v1/cards/' + encodeURIComponent(str(name).trim()) + (str(face) ? '?face=' + encodeURIComponent(str(face)) : '');
}

// loadCardView fetches what the judge derives from a card named in the
// board, then redraws the form, which depends on it.
function loadCardView(name, face) {
  const key = cardKey(name, face);
  if (!ui.cardsLoaded || cardFetches.has(key)) return;
  cardFetches.add(key);
  getJSON(cardPath(name, face)).then((v) => {
    cardViews.set(key, v);
    changed({ board: true, action: true, quiet: true });
  }).catch(() => {});
}

// ---------- the request as sent ----------

function orderedPermanent(p) {
  if (!p || typeof p !== 'object') return p;
  const out = {};
  for (const k of PERMANENT_KEYS) if (k in p) out[k] = p[k];
  for (const k of Object.keys(p)) if (!(k in out)) out[k] = p[k];
  return out;
}

// request is the body for the current mode: only the fields its endpoint
// takes (unknown fields are rejected), in the contract's order.
export function request() {
  const out = {};
  for (const f of MODES[state.mode].fields) {
    const v = state.req[f];
    if (f === 'board') {
      const b = v && typeof v === 'object' && !Array.isArray(v) ? Object.assign({}, v) : v;
      if (b && Array.isArray(b.permanents)) b.permanents = b.permanents.map(orderedPermanent);
      out.board = b;
    } else if (f === 'attackers' || f === 'blockers' || f === 'assignments') {
      out[f] = v === undefined ? [] : v;
    } else if (f === 'removed_from_combat' || f === 'events' || f === 'tricks') {
      if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[f] = v;
    } else if (v !== undefined && v !== '') {
      out[f] = v;
    }
  }
  return out;
}

export function modeForEndpoint(endpoint) {
  for (const [m, d] of Object.entries(MODES)) if (d.path === endpoint) return m;
  return null;
}

// ---------- the address ----------

export function encodeState() {
  const json = JSON.stringify({ endpoint: MODES[state.mode].path, request: request() });
  const bytes = new TextEncoder().encode(json);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeState(s) {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

// load takes {endpoint, request} (a scenario file, a shared link) or a
// bare request with a mode; it answers whether it could.
export function load(data, mode) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  let req = data;
  let m = mode;
  if ('request' in data && (typeof data.endpoint === 'string' || !('board' in data))) {
    req = data.request;
    m = modeForEndpoint(data.endpoint) || mode || 'attack';
  }
  if (!req || typeof req !== 'object' || Array.isArray(req) || !m) return false;
  state.mode = m;
  state.req = JSON.parse(JSON.stringify(req));
  const ch = state.req.choices;
  ui.choiceStep = ch && typeof ch === 'object' && Array.isArray(ch.first_strike) && !Array.isArray(ch.regular) ? 'first_strike' : 'regular';
  ui.openPermanents.clear();
  ui.openTricks.clear();
  ui.extraTargets.clear();
  ui.marks.clear();
  ui.destroyed.clear();
  ui.derived.clear();
  ui.lifeAfter.clear();
  ui.chosen = '';
  return true;
}

// ---------- edits ----------

// renameObject follows an id change through the board and the combat.
export function renameObject(oldId, newId) {
  if (!oldId || !newId || oldId === newId) return;
  const b = board();
  const taken = players().some((p) => p.id === newId) + permanents().filter((p) => p.id === newId).length;
  if (taken > 1) return; // a duplicate id: the judge will say so; do not merge references
  const swap = (x) => (x === oldId ? newId : x);
  if (b.active_player === oldId) b.active_player = newId;
  for (const p of permanents()) {
    p.controller = swap(p.controller);
    if ('attached_to' in p) p.attached_to = swap(p.attached_to);
  }
  // Shields name where damage is redirected and the source they stop.
  for (const o of permanents().concat(players())) {
    for (const s of list(o, 'shields')) {
      if (!s || typeof s !== 'object') continue;
      if ('to' in s) s.to = swap(s.to);
      if ('source' in s) s.source = swap(s.source);
    }
  }
  for (const k of ['sacrificed', 'assigned_first_strike_damage']) {
    if (Array.isArray(state.req[k])) state.req[k] = state.req[k].map(swap);
  }
  for (const a of attackers()) {
    a.creature = swap(a.creature);
    if ('player' in a) a.player = swap(a.player);
    if (Array.isArray(a.provoke)) a.provoke = a.provoke.map(swap);
    else if ('provoke' in a) a.provoke = swap(a.provoke);
  }
  for (const bl of blockers()) {
    bl.creature = swap(bl.creature);
    if (Array.isArray(bl.blocking)) bl.blocking = bl.blocking.map(swap);
  }
  if (Array.isArray(state.req.removed_from_combat)) state.req.removed_from_combat = state.req.removed_from_combat.map(swap);
  const ch = state.req.choices && typeof state.req.choices === 'object' ? state.req.choices : {};
  for (const as of list(state.req, 'assignments').concat(list(ch, 'first_strike'), list(ch, 'regular'))) {
    if (!as || typeof as !== 'object') continue;
    as.source = swap(as.source);
    if ('assigned_by' in as) as.assigned_by = swap(as.assigned_by);
    for (const d of list(as, 'damage')) if (d && typeof d === 'object') d.to = swap(d.to);
  }
  for (const e of list(state.req, 'events')) if (e && typeof e === 'object') e.object = swap(e.object);
  for (const t of list(state.req, 'tricks')) {
    if (!t || typeof t !== 'object') continue;
    if ('source' in t) t.source = swap(t.source);
    if ('player' in t) t.player = swap(t.player);
    for (const k of ['targets', 'sacrifice']) if (Array.isArray(t[k])) t[k] = t[k].map(swap);
  }
}

// newId is an id made from base that no player or permanent has.
export function newId(base) {
  const used = new Set(players().map((p) => p.id).concat(permanents().map((p) => p.id)));
  const slug = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'permanent';
  if (!used.has(slug)) return slug;
  for (let i = 2; ; i++) if (!used.has(slug + '-' + i)) return slug + '-' + i;
}

export function parseList(text) {
  return text.split(',').map((s) => s.trim()).filter((s) => s);
}

export function setInt(obj, key, text) {
  const n = Number.parseInt(text, 10);
  if (text.trim() === '' || Number.isNaN(n)) delete obj[key];
  else obj[key] = n;
}

// defaultRequest is the empty board a table starts from: two players,
// the first the active (attacking) player, and no permanents.
export function defaultRequest() {
  return {
    board: {
      active_player: 'alice',
      players: [{ id: 'alice', life: 20 }, { id: 'bob', life: 20 }],
      permanents: [],
    },
    attackers: [],
  };
}
