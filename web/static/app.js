// The rulesjudge web form. Plain JavaScript, no framework.
//
// The state is the request itself ({mode, req}): the form renders from it
// and every input edits it, so what is sent, shown as JSON, and put in the
// page's address is always what the form shows. Text from a request or an
// answer is only ever set with textContent, value or setAttribute: never
// parsed as markup.
'use strict';

(() => {
  const MODES = {
    attack: { path: '/v1/attacks/check', fields: ['board', 'attackers'] },
    block: { path: '/v1/blocks/check', fields: ['board', 'attackers', 'blockers'] },
    damage: { path: '/v1/damage/check', fields: ['board', 'attackers', 'blockers', 'removed_from_combat', 'step', 'assignments'] },
    resolve: { path: '/v1/damage/resolve', fields: ['board', 'attackers', 'blockers', 'removed_from_combat', 'step', 'assignments'] },
  };
  const TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land'];
  const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'];
  const COLORS = ['White', 'Blue', 'Black', 'Red', 'Green'];
  const PERMANENT_KEYS = ['id', 'name', 'controller', 'types', 'supertypes', 'subtypes', 'colors',
    'power', 'toughness', 'damage', 'tapped', 'summoning_sick', 'abilities'];
  const HASH_KEY = '#r=';

  const state = { mode: 'attack', req: defaultRequest() };
  let combatOpen = true; // the "combat as declared" details in damage modes
  const openPermanents = new Set(); // indexes of expanded permanents
  let rules = new Map(); // rule number -> {title, summary}
  let rulesReady = Promise.resolve();
  let scenarios = [];
  let judged = false;

  const $ = (id) => document.getElementById(id);

  // ---------- building elements, safely ----------

  // h makes an element. props are set as properties or attributes chosen by
  // this code; children that are not nodes become text nodes.
  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') el.className = v;
      else if (k === 'text') el.textContent = v;
      else if (k === 'value') el.value = v;
      else if (k === 'checked') el.checked = v;
      else if (k === 'dataset') Object.assign(el.dataset, v);
      else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else if (v === true) el.setAttribute(k, '');
      else el.setAttribute(k, String(v));
    }
    for (const c of children.flat(Infinity)) {
      if (c === null || c === undefined || c === false) continue;
      el.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return el;
  }

  // field is a labelled input: the label's text above the control.
  function field(label, control, cls) {
    return h('label', { class: 'field' + (cls ? ' ' + cls : '') }, h('span', { class: 'label' }, label), control);
  }

  // check is a labelled checkbox: the box, then its label.
  function check(label, box, cls) {
    return h('label', { class: 'check' + (cls ? ' ' + cls : '') }, box, h('span', null, label));
  }

  function selectEl(props, options, current) {
    const sel = h('select', props);
    let found = false;
    for (const [value, text] of options) {
      const o = h('option', { value }, text);
      if (value === current) { o.selected = true; found = true; }
      sel.append(o);
    }
    if (!found && current !== undefined && current !== null && current !== '') {
      const o = h('option', { value: String(current) }, String(current) + ' (not on the board)');
      o.selected = true;
      sel.append(o);
    }
    return sel;
  }

  // ---------- reading the state ----------

  function list(obj, key) {
    return obj && Array.isArray(obj[key]) ? obj[key] : [];
  }
  function arr(obj, key) {
    if (!Array.isArray(obj[key])) obj[key] = [];
    return obj[key];
  }
  function board() {
    if (!state.req.board || typeof state.req.board !== 'object' || Array.isArray(state.req.board)) {
      state.req.board = { active_player: '', players: [], permanents: [] };
    }
    return state.req.board;
  }
  function str(v) { return typeof v === 'string' ? v : (v === undefined || v === null ? '' : String(v)); }
  function has(listv, word) {
    return Array.isArray(listv) && listv.some((x) => str(x).toLowerCase() === word.toLowerCase());
  }
  function isCreature(p) {
    if (!p) return false;
    if (Array.isArray(p.types) || p.card === undefined || p.card === null) return has(p.types, 'Creature');
    return /\bcreature\b/i.test(cardTypeLine(p)); // a permanent given as a card
  }
  function permanents() { return list(board(), 'permanents').filter((p) => p && typeof p === 'object'); }
  function players() { return list(board(), 'players').filter((p) => p && typeof p === 'object'); }
  function permanentById(id) { return permanents().find((p) => p.id === id); }
  function playerIds() { return players().map((p) => str(p.id)).filter((x) => x); }

  // nameOf says what an object is called: a permanent's name, else its id.
  function nameOf(id) {
    const p = permanentById(id);
    if (p && str(p.name)) return str(p.name);
    if (p && cardName(p)) return cardName(p);
    return str(id);
  }
  // labelOf is a name with its id when they differ.
  function labelOf(id) {
    const n = nameOf(id);
    return n === str(id) ? n : n + ' (' + id + ')';
  }
  function ptOf(p) {
    if (!p) return '';
    const pw = Number.isInteger(p.power) ? p.power : '?';
    const t = Number.isInteger(p.toughness) ? p.toughness : '?';
    return pw + '/' + t;
  }

  function attackers() { return list(state.req, 'attackers').filter((a) => a && typeof a === 'object'); }
  function blockers() { return list(state.req, 'blockers').filter((b) => b && typeof b === 'object'); }
  function attackerIds() { return attackers().map((a) => str(a.creature)).filter((x) => x); }
  function blockerIds() { return blockers().map((b) => str(b.creature)).filter((x) => x); }

  // creaturesFirstOf orders creatures: the given player's first.
  function creaturesOrdered(firstController, pred) {
    const cs = permanents().filter((p) => isCreature(p) && str(p.id) && pred(p));
    return cs.filter((p) => p.controller === firstController).concat(cs.filter((p) => p.controller !== firstController));
  }

  // ---------- cards (GET /v1/cards) ----------

  // With a card file on the server (judged -cards), the form suggests card
  // names and fills a permanent's fields from one (GET /v1/cards/{name}).
  // A permanent given as a card ("card": a name or a Scryfall object) is
  // shown by its card's name and type line.
  let cardsLoaded = false;
  const cardViews = new Map(); // name (and face), lower case -> GET /v1/cards/{name}
  const cardFetches = new Set();
  const cardNotes = new WeakMap(); // permanent -> what the last fill from a card said
  let cardStatus = '';
  let cardSuggestTimer = 0;

  function cardKey(name, face) { return str(name).trim().toLowerCase() + '\u0000' + str(face).trim().toLowerCase(); }

  // cardFace is the face in play of a card object: the one named by face,
  // else the first; the card itself when it has no faces.
  function cardFace(p) {
    const c = p.card;
    const faces = Array.isArray(c.card_faces) ? c.card_faces.filter((f) => f && typeof f === 'object') : [];
    if (!faces.length) return c;
    return faces.find((f) => str(f.name).toLowerCase() === str(p.face).toLowerCase()) || faces[0];
  }

  function cardName(p) {
    if (!p || p.card === undefined || p.card === null) return '';
    if (typeof p.card === 'string') {
      const v = cardViews.get(cardKey(p.card, p.face));
      return v ? str(v.name) : p.card;
    }
    return typeof p.card === 'object' ? str(cardFace(p).name) : '';
  }

  function cardTypeLine(p) {
    if (typeof p.card === 'object') return str(cardFace(p).type_line);
    if (typeof p.card !== 'string') return '';
    const v = cardViews.get(cardKey(p.card, p.face));
    if (v) return list(v, 'supertypes').concat(list(v, 'types')).join(' ');
    loadCardView(p.card, p.face);
    return '';
  }

  // loadCardView fetches what the judge derives from a card named in the
  // board, then redraws the board and the action, which depend on it.
  function loadCardView(name, face) {
    const key = cardKey(name, face);
    if (!cardsLoaded || cardFetches.has(key)) return;
    cardFetches.add(key);
    getJSON(cardPath(name, face)).then((v) => {
      cardViews.set(key, v);
      rerender(renderBoard);
      rerender(renderAction);
    }).catch(() => {});
  }

  function cardPath(name, face) {
    return '/v1/cards/' + encodeURIComponent(str(name).trim()) + (str(face) ? '?face=' + encodeURIComponent(str(face)) : '');
  }

  // fetchCard answers the card's view, or null after saying why in status.
  async function fetchCard(name, status) {
    try {
      const res = await fetch(cardPath(name, ''), { headers: { Accept: 'application/json' } });
      let body = null;
      try { body = await res.json(); } catch { body = null; }
      if (res.ok && body && typeof body === 'object') return body;
      status(body && body.detail ? str(body.detail) : `The judge answered ${res.status}.`);
    } catch (e) {
      status('Could not reach the judge: ' + e.message);
    }
    return null;
  }

  // fillFromCard writes a card's view into a permanent's fields; id,
  // controller, damage and the flags stay.
  function fillFromCard(p, v) {
    p.name = str(v.name);
    for (const k of ['types', 'supertypes', 'subtypes', 'colors', 'abilities']) p[k] = list(v, k).map(str);
    for (const k of ['power', 'toughness']) {
      if (Number.isInteger(v[k])) p[k] = v[k];
      else delete p[k];
    }
    delete p.card;
    delete p.face;
    const lines = list(v, 'notes').map((n) => str(n.rule) + ': ' + str(n.message));
    for (const k of ['power', 'toughness']) {
      if (!Number.isInteger(v[k]) && str(v['printed_' + k])) lines.push(`The card prints ${k} "${str(v['printed_' + k])}": type the current ${k}.`);
    }
    for (const ig of list(v, 'ignored')) lines.push(`Not taken into account: "${str(ig.text)}" (${str(ig.reason)}).`);
    cardNotes.set(p, lines);
  }

  // suggestCardNames fills the card name suggestions as a name is typed.
  function suggestCardNames(prefix) {
    clearTimeout(cardSuggestTimer);
    const q = prefix.trim();
    if (!q) return;
    cardSuggestTimer = setTimeout(() => {
      getJSON('/v1/cards?limit=20&prefix=' + encodeURIComponent(q)).then((d) => {
        $('card-names').replaceChildren(...list(d, 'names').map((n) => h('option', { value: str(n) })));
      }).catch(() => {});
    }, 120);
  }

  function cardNameInput(id) {
    const input = h('input', { id, list: 'card-names', autocomplete: 'off', spellcheck: 'false' });
    input.addEventListener('input', () => suggestCardNames(input.value));
    return input;
  }

  // addCardRow adds a permanent filled from a card name.
  function addCardRow() {
    const input = cardNameInput('card-name');
    const status = h('span', { id: 'card-status', class: 'hint', role: 'status' }, cardStatus);
    const say = (text) => { cardStatus = text; status.textContent = text; };
    const add = h('button', {
      type: 'button', id: 'add-card', class: 'secondary',
      onclick: async () => {
        const name = input.value.trim();
        if (!name) { input.focus(); return; }
        const v = await fetchCard(name, say);
        if (!v) return;
        const b = board();
        const p = { id: newId(str(v.name)), controller: str(b.active_player) || playerIds()[0] || '', damage: 0, tapped: false, summoning_sick: false };
        fillFromCard(p, v);
        arr(b, 'permanents').push(p);
        openPermanents.add(b.permanents.length - 1);
        cardStatus = `Added ${str(v.name)}.`;
        changed({ board: true, action: true });
      },
    }, 'Add from card');
    return h('div', { class: 'card-row' }, field('Add a permanent from a card name', input, 'grow'), add, status);
  }

  // cardFill is a permanent's "fill from a card" control and what the last
  // fill said.
  function cardFill(p, i, refresh) {
    const parts = [];
    if (cardName(p)) {
      parts.push(h('p', { class: 'hint' }, `Given as a card: ${cardName(p)}. The card fills in every field the permanent does not write; abilities written here are added to the card's.`));
    }
    if (cardsLoaded) {
      const input = cardNameInput(`perm-${i}-card`);
      if (typeof p.card === 'string') input.value = p.card;
      const status = h('span', { class: 'hint', role: 'status' });
      const fill = h('button', {
        type: 'button', id: `perm-${i}-fill`, class: 'secondary small',
        onclick: async () => {
          const name = input.value.trim() || cardName(p);
          if (!name) { input.focus(); return; }
          const v = await fetchCard(name, (text) => { status.textContent = text; });
          if (!v) return;
          fillFromCard(p, v);
          refresh();
          changed({ board: true, action: true });
        },
      }, 'Fill from card');
      parts.push(h('div', { class: 'card-row' }, field('Fill the fields from a card name', input, 'grow'), fill, status));
    }
    const notes = cardNotes.get(p);
    if (notes && notes.length) parts.push(h('ul', { class: 'card-notes' }, notes.map((l) => h('li', null, l))));
    return parts.length ? h('div', { class: 'wide' }, parts) : null;
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
  function request() {
    const out = {};
    const fields = MODES[state.mode].fields;
    for (const f of fields) {
      const v = state.req[f];
      if (f === 'board') {
        const b = v && typeof v === 'object' && !Array.isArray(v) ? Object.assign({}, v) : v;
        if (b && Array.isArray(b.permanents)) b.permanents = b.permanents.map(orderedPermanent);
        out.board = b;
      } else if (f === 'attackers' || f === 'blockers' || f === 'assignments') {
        out[f] = v === undefined ? [] : v;
      } else if (f === 'removed_from_combat') {
        if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[f] = v;
      } else if (v !== undefined && v !== '') {
        out[f] = v;
      }
    }
    return out;
  }

  function modeForEndpoint(endpoint) {
    for (const [m, d] of Object.entries(MODES)) if (d.path === endpoint) return m;
    return null;
  }

  // ---------- the address ----------

  function encodeState() {
    const json = JSON.stringify({ endpoint: MODES[state.mode].path, request: request() });
    const bytes = new TextEncoder().encode(json);
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function decodeState(s) {
    const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  }

  // loadFromHash restores the form from the address; false when there is
  // nothing to restore.
  function loadFromHash() {
    const hash = location.hash;
    if (!hash.startsWith(HASH_KEY)) return false;
    try {
      const data = decodeState(hash.slice(HASH_KEY.length));
      if (!load(data, null)) throw new Error('not a request');
      return true;
    } catch (e) {
      showVerdictMessage('The link could not be read: ' + e.message, 'problem');
      return false;
    }
  }

  let hashTimer = 0;
  function scheduleHash() {
    clearTimeout(hashTimer);
    hashTimer = setTimeout(writeHash, 120);
  }
  function writeHash() {
    clearTimeout(hashTimer);
    const url = location.pathname + location.search + HASH_KEY + encodeState();
    if (location.href.endsWith(url)) return;
    history.replaceState(null, '', url);
  }

  // load takes {endpoint, request} (a scenario file, a shared link) or a
  // bare request with a mode; it answers whether it could.
  function load(data, mode) {
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
    openPermanents.clear();
    return true;
  }

  // ---------- changes ----------

  // changed is called after every edit: it refreshes the parts that depend
  // on the state and marks a verdict on display as stale.
  function changed(opts) {
    const o = opts || {};
    if (o.board) rerender(renderBoard);
    if (o.action) rerender(renderAction);
    renderShare();
    scheduleHash();
    if (judged) $('stale').hidden = false;
  }

  // rerender rebuilds a part of the form and gives the focus back to the
  // control that had it (controls have ids that survive a rebuild).
  function rerender(fn) {
    const active = document.activeElement;
    const id = active && active.id;
    fn();
    if (id && document.activeElement !== active) {
      const el = document.getElementById(id);
      if (el) el.focus();
    }
  }

  // renameObject follows an id change through the board and the combat.
  function renameObject(oldId, newId) {
    if (!oldId || !newId || oldId === newId) return;
    const b = board();
    const taken = players().some((p) => p.id === newId) + permanents().filter((p) => p.id === newId).length;
    if (taken > 1) return; // a duplicate id: the judge will say so; do not merge references
    const swap = (x) => (x === oldId ? newId : x);
    if (b.active_player === oldId) b.active_player = newId;
    for (const p of permanents()) p.controller = swap(p.controller);
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
    for (const as of list(state.req, 'assignments')) {
      if (!as || typeof as !== 'object') continue;
      as.source = swap(as.source);
      if ('assigned_by' in as) as.assigned_by = swap(as.assigned_by);
      for (const d of list(as, 'damage')) if (d && typeof d === 'object') d.to = swap(d.to);
    }
  }

  function newId(base) {
    const used = new Set(players().map((p) => p.id).concat(permanents().map((p) => p.id)));
    let slug = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'permanent';
    if (!used.has(slug)) return slug;
    for (let i = 2; ; i++) if (!used.has(slug + '-' + i)) return slug + '-' + i;
  }

  function parseList(text) {
    return text.split(',').map((s) => s.trim()).filter((s) => s);
  }

  function setInt(obj, key, text) {
    const n = Number.parseInt(text, 10);
    if (text.trim() === '' || Number.isNaN(n)) delete obj[key];
    else obj[key] = n;
  }

  // ---------- the board ----------

  function renderBoard() {
    const body = $('board-body');
    const b = board();
    const ids = playerIds();

    const active = selectEl({ id: 'active-player' }, ids.map((id) => [id, id]), str(b.active_player));
    active.addEventListener('change', () => {
      b.active_player = active.value;
      changed({ action: true });
    });

    const playerRows = list(b, 'players').map((p, i) => {
      if (!p || typeof p !== 'object') return null;
      let committed = str(p.id);
      const id = h('input', { id: `player-${i}-id`, value: str(p.id), autocomplete: 'off', spellcheck: 'false' });
      id.addEventListener('input', () => { p.id = id.value; changed(); });
      id.addEventListener('change', () => {
        renameObject(committed, id.value);
        committed = id.value;
        changed({ board: true, action: true });
      });
      const life = h('input', { id: `player-${i}-life`, type: 'number', inputmode: 'numeric', step: '1' });
      life.value = Number.isInteger(p.life) ? String(p.life) : '';
      life.addEventListener('input', () => { setInt(p, 'life', life.value); changed(); });
      const poison = h('input', { id: `player-${i}-poison`, type: 'number', inputmode: 'numeric', step: '1', min: '0' });
      poison.value = Number.isInteger(p.poison) ? String(p.poison) : '';
      poison.addEventListener('input', () => { setInt(p, 'poison', poison.value); changed(); });
      const remove = h('button', {
        type: 'button', id: `player-${i}-remove`, class: 'secondary small',
        'aria-label': `Remove player ${str(p.id) || i + 1}`,
        onclick: () => {
          b.players.splice(i, 1);
          changed({ board: true, action: true });
          const next = $('add-player');
          if (next) next.focus();
        },
      }, 'Remove');
      return h('div', { class: 'player-row' },
        field('Player id', id, 'grow'), field('Life', life, 'num'), field('Poison', poison, 'num'), remove);
    });

    const addPlayer = h('button', {
      type: 'button', id: 'add-player', class: 'secondary small',
      onclick: () => {
        const pid = newId('player');
        arr(b, 'players').push({ id: pid, life: 20 });
        if (!b.active_player) b.active_player = pid;
        changed({ board: true, action: true });
        const i = b.players.length - 1;
        const el = $(`player-${i}-id`);
        if (el) { el.focus(); el.select(); }
      },
    }, 'Add player');

    const perms = list(b, 'permanents').map((p, i) => (p && typeof p === 'object' ? renderPermanent(p, i) : null));
    const addPerm = h('button', {
      type: 'button', id: 'add-permanent', class: 'secondary',
      onclick: () => {
        const ctl = str(b.active_player) || ids[0] || '';
        arr(b, 'permanents').push({
          id: newId('creature'), name: '', controller: ctl, types: ['Creature'], supertypes: [], subtypes: [],
          colors: [], power: 2, toughness: 2, damage: 0, tapped: false, summoning_sick: false, abilities: [],
        });
        const i = b.permanents.length - 1;
        openPermanents.add(i);
        changed({ board: true, action: true });
        const el = $(`perm-${i}-name`);
        if (el) el.focus();
      },
    }, 'Add permanent');

    body.replaceChildren(
      h('fieldset', { class: 'group' },
        h('legend', null, 'Players'),
        field('Active player (the attacking player)', active),
        h('div', { class: 'players' }, playerRows),
        addPlayer),
      h('div', { class: 'group' },
        h('h3', null, 'Permanents'),
        perms.length ? h('ul', { class: 'permanents' }, perms) : h('p', { class: 'hint' }, 'No permanents yet.'),
        addPerm,
        cardsLoaded ? addCardRow() : null),
    );
  }

  function permanentSummary(p) {
    const bits = [];
    bits.push(str(p.id));
    if (str(p.controller)) bits.push(str(p.controller));
    const t = list(p, 'supertypes').concat(list(p, 'types')).map(str).join(' ');
    const sub = list(p, 'subtypes').map(str).join(' ');
    if (t || sub) bits.push(t + (sub ? ' — ' + sub : ''));
    if (isCreature(p) || 'power' in p) bits.push(ptOf(p));
    if (cardName(p)) bits.push('card: ' + cardName(p) + (str(p.face) ? ' (' + str(p.face) + ')' : ''));
    const flags = [];
    if (p.tapped) flags.push('tapped');
    if (p.summoning_sick) flags.push('summoning sick');
    if (Number.isInteger(p.damage) && p.damage) flags.push(p.damage + ' damage');
    return { line: bits.join(' · '), flags: flags.join(', '), abilities: list(p, 'abilities').map(str).join(' · ') };
  }

  function renderPermanent(p, i) {
    const summaryName = h('span', { class: 'perm-name' });
    const summaryLine = h('span', { class: 'perm-line' });
    const summaryFlags = h('span', { class: 'perm-flags' });
    const summaryAbilities = h('span', { class: 'perm-abilities' });
    function refreshSummary() {
      const s = permanentSummary(p);
      summaryName.textContent = str(p.name) || cardName(p) || '(unnamed)';
      summaryLine.textContent = s.line;
      summaryFlags.textContent = s.flags;
      summaryAbilities.textContent = s.abilities;
    }
    refreshSummary();
    const edit = (fn, opts) => () => { fn(); refreshSummary(); changed(opts); };

    let committed = str(p.id);
    const id = h('input', { id: `perm-${i}-id`, value: str(p.id), autocomplete: 'off', spellcheck: 'false' });
    id.addEventListener('input', edit(() => { p.id = id.value; }));
    id.addEventListener('change', () => {
      renameObject(committed, id.value);
      committed = id.value;
      changed({ action: true });
    });
    const name = h('input', { id: `perm-${i}-name`, value: str(p.name), autocomplete: 'off' });
    name.addEventListener('input', edit(() => { p.name = name.value; }));
    name.addEventListener('change', () => changed({ action: true }));

    const ctlOptions = playerIds().map((x) => [x, x]);
    const controller = selectEl({ id: `perm-${i}-controller` }, ctlOptions, str(p.controller));
    controller.addEventListener('change', edit(() => { p.controller = controller.value; }, { action: true }));

    function wordBoxes(key, words, legend) {
      return h('fieldset', { class: 'words' }, h('legend', null, legend), words.map((w) => {
        const box = h('input', { type: 'checkbox', id: `perm-${i}-${key}-${w.toLowerCase()}`, checked: has(p[key], w) });
        box.addEventListener('change', edit(() => {
          const cur = list(p, key).filter((x) => str(x).toLowerCase() !== w.toLowerCase());
          if (box.checked) cur.push(w);
          p[key] = cur;
        }, { action: key === 'types' }));
        return check(w, box);
      }));
    }

    const subtypes = h('input', { id: `perm-${i}-subtypes`, value: list(p, 'subtypes').map(str).join(', '), autocomplete: 'off' });
    subtypes.addEventListener('input', edit(() => { p.subtypes = parseList(subtypes.value); }));

    function num(key, label) {
      const el = h('input', { id: `perm-${i}-${key}`, type: 'number', inputmode: 'numeric', step: '1' });
      el.value = Number.isInteger(p[key]) ? String(p[key]) : '';
      el.addEventListener('input', edit(() => setInt(p, key, el.value)));
      el.addEventListener('change', () => changed({ action: true }));
      return field(label, el, 'num');
    }
    function flag(key, label) {
      const box = h('input', { type: 'checkbox', id: `perm-${i}-${key}`, checked: p[key] === true });
      box.addEventListener('change', edit(() => { p[key] = box.checked; }));
      return check(label, box);
    }

    const abilityList = h('ul', { class: 'abilities' });
    function renderAbilities() {
      abilityList.replaceChildren(...list(p, 'abilities').map((a, j) => {
        const inp = h('input', {
          id: `perm-${i}-ability-${j}`, value: str(a), list: 'ability-wordings', autocomplete: 'off',
          class: 'ability',
        });
        inp.addEventListener('input', edit(() => { p.abilities[j] = inp.value; }));
        const rm = h('button', {
          type: 'button', class: 'secondary small', id: `perm-${i}-ability-${j}-remove`,
          'aria-label': `Remove ability ${j + 1} of ${str(p.name) || str(p.id)}`,
          onclick: edit(() => {
            p.abilities.splice(j, 1);
            renderAbilities();
            $(`perm-${i}-add-ability`).focus();
          }),
        }, '×');
        return h('li', null, field(`Ability ${j + 1}`, inp, 'grow'), rm);
      }));
    }
    renderAbilities();
    const addAbility = h('button', {
      type: 'button', id: `perm-${i}-add-ability`, class: 'secondary small',
      onclick: edit(() => {
        arr(p, 'abilities').push('');
        renderAbilities();
        $(`perm-${i}-ability-${p.abilities.length - 1}`).focus();
      }),
    }, 'Add ability');

    const remove = h('button', {
      type: 'button', id: `perm-${i}-remove`, class: 'danger small',
      onclick: () => {
        board().permanents.splice(i, 1);
        const shifted = [...openPermanents].filter((k) => k !== i).map((k) => (k > i ? k - 1 : k));
        openPermanents.clear();
        shifted.forEach((k) => openPermanents.add(k));
        changed({ board: true, action: true });
        $('add-permanent').focus();
      },
    }, 'Remove this permanent');

    const details = h('details', { class: 'perm', id: `perm-${i}`, open: openPermanents.has(i), dataset: { id: str(p.id) } },
      h('summary', { id: `perm-${i}-summary` }, summaryName, ' ', summaryLine, ' ', summaryFlags, ' ', summaryAbilities),
      h('div', { class: 'perm-grid' },
        cardFill(p, i, refreshSummary),
        field('Id', id), field('Name', name), field('Controller', controller),
        wordBoxes('types', TYPES, 'Types'),
        wordBoxes('supertypes', SUPERTYPES, 'Supertypes'),
        field('Subtypes (comma-separated)', subtypes, 'wide'),
        wordBoxes('colors', COLORS, 'Colors (none: colorless)'),
        h('div', { class: 'nums' }, num('power', 'Power'), num('toughness', 'Toughness'), num('damage', 'Damage marked')),
        h('div', { class: 'flags' }, flag('tapped', 'Tapped'), flag('summoning_sick', 'Summoning sick')),
        h('div', { class: 'wide' }, h('p', { class: 'label' }, 'Abilities (wordings the judge understands are suggested)'), abilityList, addAbility),
        h('div', { class: 'wide' }, remove)));
    details.addEventListener('toggle', () => {
      if (details.open) openPermanents.add(i); else openPermanents.delete(i);
    });
    return h('li', null, details);
  }

  // ---------- the action ----------

  function renderAction() {
    for (const m of Object.keys(MODES)) $('mode-' + m).checked = m === state.mode;
    $('endpoint-label').textContent = 'POST ' + MODES[state.mode].path;
    const body = $('action-body');
    const parts = [];
    if (state.mode === 'attack') {
      parts.push(attackSection('Attackers', 'Press each creature that attacks.', true));
    } else if (state.mode === 'block') {
      parts.push(attackSection('The attack, as declared', 'Press each attacking creature.', false));
      parts.push(blockSection());
    } else {
      const combat = h('details', { class: 'combat', id: 'combat-details', open: combatOpen },
        h('summary', null, 'Combat as declared: ' + combatSummary()),
        attackSection('Attackers', 'Press each attacking creature.', false),
        blockSection());
      combat.addEventListener('toggle', () => { combatOpen = combat.open; });
      parts.push(combat, removedSection(), stepSection(), assignmentSection());
    }
    body.replaceChildren(...parts);
  }

  function combatSummary() {
    const a = attackerIds().map(nameOf);
    const b = blockers().map((bl) => nameOf(bl.creature) + ' blocks ' + list(bl, 'blocking').map(nameOf).join(' and '));
    return (a.length ? a.join(', ') + ' attacking' : 'no attackers') + (b.length ? '; ' + b.join('; ') : '; no blockers');
  }

  // attackSection lists the creatures that may be declared as attackers:
  // every creature when the attack is being judged (declaring another
  // player's creature is a question too), the active player's otherwise.
  function attackSection(title, hint, everyCreature) {
    const b = board();
    const decl = attackers();
    const onBoard = creaturesOrdered(b.active_player, (p) => everyCreature || p.controller === b.active_player);
    const ids = onBoard.map((p) => p.id);
    for (const id of attackerIds()) if (!ids.includes(id)) ids.push(id);
    const rows = ids.map((cid, i) => {
      const p = permanentById(cid);
      const a = decl.find((x) => x.creature === cid);
      const on = Boolean(a);
      const toggle = h('button', {
        type: 'button', id: `atk-${i}`, class: 'toggle', 'aria-pressed': String(on),
        dataset: { creature: cid },
        onclick: () => {
          const list0 = arr(state.req, 'attackers');
          const k = list0.findIndex((x) => x && x.creature === cid);
          if (k >= 0) list0.splice(k, 1); else list0.push({ creature: cid });
          changed({ action: true });
        },
      }, h('span', { class: 'toggle-name' }, nameOf(cid)),
      h('span', { class: 'toggle-meta' }, p ? [cid, str(p.controller), ptOf(p)].filter((x) => x).join(' · ') : cid + ' · not on the board'));
      const extra = [];
      if (on) {
        const band = h('input', { id: `atk-${i}-band`, value: str(a.band), autocomplete: 'off', size: '6' });
        band.addEventListener('input', () => {
          if (band.value) a.band = band.value; else delete a.band;
          changed();
        });
        extra.push(field('Band', band, 'short'));
        const ctl = p ? p.controller : '';
        const opts = [['', 'the opponent']].concat(playerIds().filter((x) => x !== ctl).map((x) => [x, x]));
        const player = selectEl({ id: `atk-${i}-player` }, opts, str(a.player));
        player.addEventListener('change', () => {
          if (player.value) a.player = player.value; else delete a.player;
          changed();
        });
        extra.push(field('Attacks', player, 'short'));
        if ('provoke' in a || (p && list(p, 'abilities').some((x) => /provoke/i.test(str(x))))) {
          const cur = Array.isArray(a.provoke) ? a.provoke.map(str).join(', ') : str(a.provoke);
          const prov = h('input', { id: `atk-${i}-provoke`, value: cur, autocomplete: 'off' });
          prov.addEventListener('input', () => {
            const ts = parseList(prov.value);
            if (ts.length === 0) delete a.provoke;
            else a.provoke = ts.length === 1 && !Array.isArray(a.provoke) ? ts[0] : ts;
            changed();
          });
          extra.push(field('Provoke targets (ids)', prov));
        }
      }
      return h('li', { class: 'attack-row' + (on ? ' on' : '') }, toggle, extra.length ? h('div', { class: 'extra' }, extra) : null);
    });
    return h('fieldset', { class: 'group' }, h('legend', null, title),
      h('p', { class: 'hint' }, rows.length ? hint : 'No creatures on the board.'),
      h('ul', { class: 'attack-list' }, rows));
  }

  function blockSection() {
    const b = board();
    const atk = attackerIds();
    const atkSet = new Set(atk);
    const defender = playerIds().find((x) => x !== b.active_player);
    const ids = creaturesOrdered(defender, (p) => !atkSet.has(p.id) && p.controller !== b.active_player)
      .concat(creaturesOrdered(b.active_player, (p) => !atkSet.has(p.id) && p.controller === b.active_player))
      .map((p) => p.id);
    for (const id of blockerIds()) if (!ids.includes(id)) ids.push(id);
    const rows = ids.map((cid, i) => {
      const p = permanentById(cid);
      const entry = blockers().find((x) => x.creature === cid);
      const blocking = list(entry, 'blocking').map(str);
      const cols = atk.concat(blocking.filter((x) => !atkSet.has(x)));
      const boxes = cols.map((aid, j) => {
        const box = h('input', {
          type: 'checkbox', id: `blk-${i}-${j}`, checked: blocking.includes(aid),
          dataset: { blocker: cid, attacker: aid },
        });
        box.addEventListener('change', () => {
          const all = arr(state.req, 'blockers');
          let e = all.find((x) => x && x.creature === cid);
          if (!e) { e = { creature: cid, blocking: [] }; all.push(e); }
          const bl = arr(e, 'blocking').filter((x) => x !== aid);
          if (box.checked) bl.push(aid);
          e.blocking = bl;
          if (bl.length === 0) all.splice(all.indexOf(e), 1);
          changed({ action: true });
        });
        const lbl = 'blocks ' + nameOf(aid) + (atkSet.has(aid) ? '' : ' (not attacking)');
        return check(lbl, box, 'block-choice');
      });
      const meta = p ? [cid, str(p.controller), ptOf(p), p.tapped ? 'tapped' : ''].filter((x) => x).join(' · ') : cid + ' · not on the board';
      return h('li', { class: 'block-row' + (blocking.length ? ' on' : '') },
        h('div', { class: 'block-who' }, h('span', { class: 'toggle-name' }, nameOf(cid)), h('span', { class: 'toggle-meta' }, meta)),
        h('div', { class: 'block-boxes', role: 'group', 'aria-label': 'What ' + nameOf(cid) + ' blocks' },
          boxes.length ? boxes : h('span', { class: 'hint' }, 'no attacker to block')));
    });
    return h('fieldset', { class: 'group' }, h('legend', null, 'Blockers'),
      h('p', { class: 'hint' }, atk.length ? 'Tick what each creature blocks.' : 'Declare attackers first.'),
      h('ul', { class: 'block-list' }, rows));
  }

  function combatants() {
    const out = [];
    for (const id of attackerIds().concat(blockerIds())) if (!out.includes(id)) out.push(id);
    return out;
  }

  function removedSection() {
    const removed = list(state.req, 'removed_from_combat').map(str);
    const ids = combatants();
    for (const id of removed) if (!ids.includes(id)) ids.push(id);
    const boxes = ids.map((cid, i) => {
      const box = h('input', { type: 'checkbox', id: `removed-${i}`, checked: removed.includes(cid), dataset: { creature: cid } });
      box.addEventListener('change', () => {
        const cur = list(state.req, 'removed_from_combat').filter((x) => x !== cid);
        if (box.checked) cur.push(cid);
        if (cur.length) state.req.removed_from_combat = cur; else delete state.req.removed_from_combat;
        changed({ action: true });
      });
      return check(labelOf(cid) + (permanentById(cid) ? '' : ' (left play)'), box);
    });
    return h('fieldset', { class: 'group' }, h('legend', null, 'Removed from combat'),
      boxes.length ? h('div', { class: 'checks' }, boxes) : h('p', { class: 'hint' }, 'No creature in combat.'));
  }

  function stepSection() {
    const sel = selectEl({ id: 'step' }, [
      ['', 'the first step this combat has'],
      ['first_strike', 'first strike combat damage step'],
      ['regular', 'regular combat damage step'],
    ], str(state.req.step));
    sel.addEventListener('change', () => {
      if (sel.value) state.req.step = sel.value; else delete state.req.step;
      changed();
    });
    return h('div', { class: 'group' }, field('Combat damage step', sel));
  }

  // recipients of a source: the other side of combat, the players other
  // than its controller, and anyone it already assigns to.
  function recipientsOf(src, current) {
    const atk = attackerIds();
    const blk = blockerIds();
    const p = permanentById(src);
    const ctl = p ? p.controller : '';
    const out = [];
    const add = (x) => { if (x && x !== src && !out.includes(x)) out.push(x); };
    if (atk.includes(src)) {
      blockers().filter((bl) => list(bl, 'blocking').includes(src)).forEach((bl) => add(bl.creature));
      blk.forEach(add);
    } else {
      atk.filter((a) => blockers().some((bl) => bl.creature === src && list(bl, 'blocking').includes(a))).forEach(add);
      atk.forEach(add);
    }
    playerIds().filter((x) => x !== ctl).forEach(add);
    current.forEach(add);
    return out;
  }

  function assignmentSection() {
    const sources = combatants();
    for (const as of list(state.req, 'assignments')) if (as && str(as.source) && !sources.includes(as.source)) sources.push(as.source);
    const cards = sources.map((src, i) => {
      const p = permanentById(src);
      const entry = () => list(state.req, 'assignments').find((x) => x && x.source === src);
      const cur = entry();
      const shares = list(cur, 'damage').filter((d) => d && typeof d === 'object');
      const recips = recipientsOf(src, shares.map((d) => str(d.to)));
      const total = h('span', { class: 'total' });
      function refreshTotal() {
        const e = entry();
        const sum = list(e, 'damage').reduce((s, d) => s + (d && Number.isInteger(d.amount) ? d.amount : 0), 0);
        const power = p && Number.isInteger(p.power) ? p.power : null;
        total.textContent = e ? `assigns ${sum}` + (power !== null ? ` of power ${power}` : '') : (power !== null ? `power ${power}; not listed` : 'not listed');
      }
      function ensure() {
        let e = entry();
        if (!e) { e = { source: src, damage: [] }; arr(state.req, 'assignments').push(e); }
        arr(e, 'damage');
        return e;
      }
      function tidy(e) {
        if (list(e, 'damage').length === 0 && !e.assigned_by) {
          const all = state.req.assignments;
          all.splice(all.indexOf(e), 1);
        }
      }
      const inputs = recips.map((to, j) => {
        const share = shares.find((d) => d.to === to);
        const inp = h('input', {
          type: 'number', inputmode: 'numeric', step: '1', id: `dmg-${i}-${j}`, dataset: { source: src, to },
          placeholder: '—',
        });
        inp.value = share && Number.isInteger(share.amount) ? String(share.amount) : '';
        inp.addEventListener('input', () => {
          const e = ensure();
          const k = e.damage.findIndex((d) => d && d.to === to);
          const n = Number.parseInt(inp.value, 10);
          if (inp.value.trim() === '' || Number.isNaN(n)) {
            if (k >= 0) e.damage.splice(k, 1);
            tidy(e);
          } else if (k >= 0) {
            e.damage[k].amount = n;
          } else {
            e.damage.push({ to, amount: n });
          }
          refreshTotal();
          changed();
        });
        const who = players().some((x) => x.id === to) ? 'to player ' + to : 'to ' + labelOf(to);
        return field(who, inp, 'num');
      });
      const by = selectEl({ id: `dmg-${i}-by` }, [['', 'its controller']].concat(playerIds().map((x) => [x, x])), str(cur && cur.assigned_by));
      by.addEventListener('change', () => {
        const e = ensure();
        if (by.value) e.assigned_by = by.value; else delete e.assigned_by;
        tidy(e);
        changed();
      });
      refreshTotal();
      const meta = p ? [src, str(p.controller), ptOf(p)].join(' · ') : src + ' · not on the board';
      return h('li', { class: 'assign' },
        h('div', { class: 'assign-head' },
          h('span', { class: 'toggle-name' }, nameOf(src)), h('span', { class: 'toggle-meta' }, meta), total),
        h('div', { class: 'assign-inputs', role: 'group', 'aria-label': 'Combat damage ' + nameOf(src) + ' assigns' },
          inputs, field('Divided by', by, 'short')));
    });
    return h('fieldset', { class: 'group' }, h('legend', null, 'Combat damage assignment'),
      h('p', { class: 'hint' }, cards.length
        ? 'Amounts per recipient; leave blank what is not assigned. A creature with one possible recipient may be left out.'
        : 'Declare attackers and blockers first.'),
      h('ul', { class: 'assign-list' }, cards));
  }

  // ---------- share ----------

  function curlFor(req) {
    const body = JSON.stringify(req).replace(/'/g, "'\\''");
    return `curl -s ${location.origin}${MODES[state.mode].path} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
  }

  function renderShare() {
    const req = request();
    $('request-json').textContent = JSON.stringify(req, null, 2);
    $('curl').textContent = curlFor(req);
  }

  async function copy(text, statusEl) {
    try {
      await navigator.clipboard.writeText(text);
      statusEl.textContent = 'Copied.';
    } catch {
      const ta = h('textarea', { class: 'offscreen', readonly: true, 'aria-hidden': 'true' });
      ta.value = text;
      document.body.append(ta);
      ta.select();
      const ok = document.execCommand && document.execCommand('copy');
      ta.remove();
      statusEl.textContent = ok ? 'Copied.' : 'Copy failed: select the text and copy it.';
    }
    setTimeout(() => { statusEl.textContent = ''; }, 4000);
  }

  // ---------- the verdict ----------

  function showVerdictMessage(text, kind) {
    $('verdict').replaceChildren(h('p', { class: 'verdict verdict-' + kind }, h('span', { class: 'verdict-word' }, text)));
    $('verdict-details').replaceChildren();
    $('stale').hidden = true;
  }

  function ruleLabel(number) {
    const r = rules.get(number);
    return h('span', { class: 'rule' },
      h('span', { class: 'rule-number' }, number),
      r && r.title ? h('span', { class: 'rule-title' }, r.title) : null);
  }

  function findingList(items, cls) {
    return h('ul', { class: 'findings ' + cls }, items.map((v) => {
      const r = rules.get(str(v.rule));
      return h('li', null,
        ruleLabel(str(v.rule)),
        h('p', { class: 'message' }, str(v.message)),
        r && r.summary ? h('details', { class: 'rule-summary' },
          h('summary', null, 'What ' + str(v.rule) + ' says'),
          h('p', null, str(r.summary)),
          // The rule's own text, when the server was started with -rules-text.
          r.text ? h('blockquote', { class: 'rule-text' }, str(r.text)) : null) : null);
    }));
  }

  function describeExample(ex) {
    const lines = [];
    if (Array.isArray(ex.attackers)) {
      if (ex.attackers.length === 0) lines.push('No creature attacks.');
      for (const a of ex.attackers) {
        let s = nameOf(a.creature) + ' attacks' + (a.player ? ' ' + a.player : '');
        if (a.band) s += ', in band ' + a.band;
        lines.push(s + '.');
      }
    }
    if (Array.isArray(ex.blockers)) {
      if (ex.blockers.length === 0) lines.push('No creature blocks.');
      for (const b of ex.blockers) lines.push(nameOf(b.creature) + ' blocks ' + list(b, 'blocking').map(nameOf).join(' and ') + '.');
    }
    if (Array.isArray(ex.assignments)) {
      for (const a of ex.assignments) {
        const parts = list(a, 'damage').map((d) => d.amount + ' to ' + nameOf(d.to));
        lines.push(nameOf(a.source) + ' assigns ' + (parts.length ? parts.join(', ') : 'nothing') +
          (a.assigned_by ? ' (divided by ' + a.assigned_by + ')' : '') + '.');
      }
    }
    return lines;
  }

  function exampleBlock(ex, heading) {
    const lines = describeExample(ex);
    const use = h('button', {
      type: 'button', id: 'use-example', class: 'secondary small',
      onclick: () => {
        if (Array.isArray(ex.attackers)) state.req.attackers = JSON.parse(JSON.stringify(ex.attackers));
        if (Array.isArray(ex.blockers)) state.req.blockers = JSON.parse(JSON.stringify(ex.blockers));
        if (Array.isArray(ex.assignments)) state.req.assignments = JSON.parse(JSON.stringify(ex.assignments));
        changed({ action: true });
        $('judge').focus();
      },
    }, 'Put this example in the form');
    return h('div', { class: 'example' }, h('h3', null, heading), h('ul', null, lines.map((l) => h('li', null, l))), use);
  }

  function renderProblem(p, status) {
    $('verdict').replaceChildren(h('p', { class: 'verdict verdict-problem' },
      h('span', { class: 'verdict-word' }, 'Not judged'),
      h('span', { class: 'verdict-count' }, `${str(p.title) || 'error'} (${status})`)));
    const errs = list(p, 'errors');
    $('verdict-details').replaceChildren(
      p.detail ? h('p', null, str(p.detail)) : null,
      errs.length ? h('ul', { class: 'findings problems' }, errs.map((e) => h('li', null,
        h('code', { class: 'pointer' }, str(e.pointer)), h('p', { class: 'message' }, str(e.detail))))) : null,
      p.decision_id ? h('p', { class: 'hint' }, 'Decision id ', h('code', null, str(p.decision_id))) : null);
  }

  function renderVerdict(resp, sentBoard) {
    const v = str(resp.verdict);
    const violations = list(resp, 'violations');
    const notes = list(resp, 'notes');
    const word = { legal: 'Legal', illegal: 'Illegal', indeterminate: 'Indeterminate' }[v] || v;
    const count = v === 'illegal' ? `${violations.length} violation${violations.length === 1 ? '' : 's'}: ` +
      violations.map((x) => str(x.rule)).join(', ') : '';
    $('verdict').replaceChildren(h('p', { class: 'verdict verdict-' + (word === v ? 'problem' : v) },
      h('span', { class: 'verdict-word' }, word), count ? h('span', { class: 'verdict-count' }, count) : null));

    const parts = [];
    if (violations.length) parts.push(h('h3', null, 'Violations'), findingList(violations, 'violations'));
    const rq = resp.requirements;
    if (rq && typeof rq === 'object') {
      const s = `This declaration obeys ${rq.obeyed} requirement${rq.obeyed === 1 ? '' : 's'}; the most that can be obeyed without breaking a restriction is ${rq.maximum} (500.5).`;
      parts.push(h('h3', null, 'Requirements'), h('p', null, s));
      if (list(rq, 'undecided').length) parts.push(h('p', null, 'The search could not settle: ' + rq.undecided.map(nameOf).join(', ') + '.'));
      if (rq.example && typeof rq.example === 'object') parts.push(exampleBlock(rq.example, 'A declaration that obeys the most requirements'));
    }
    if (resp.example && typeof resp.example === 'object') parts.push(exampleBlock(resp.example, 'A legal assignment'));
    if (notes.length) parts.push(h('h3', null, 'Notes'), findingList(notes, 'notes'));
    if (Array.isArray(resp.dealt)) parts.push(...resolution(resp, sentBoard));
    if (resp.decision_id) parts.push(h('p', { class: 'hint' }, 'Decision id ', h('code', null, str(resp.decision_id))));
    $('verdict-details').replaceChildren(...parts);
  }

  function resolution(resp, sentBoard) {
    const out = [];
    if (resp.dealt.length) {
      out.push(h('h3', null, 'Damage dealt'), h('table', { class: 'dealt' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Source'), h('th', { scope: 'col' }, 'To'),
          h('th', { scope: 'col' }, 'Dealt'), h('th', { scope: 'col' }, 'Prevented'))),
        h('tbody', null, resp.dealt.map((d) => h('tr', null,
          h('td', null, nameOf(d.source)), h('td', null, nameOf(d.to)), h('td', null, str(d.amount)),
          h('td', null, d.prevented ? str(d.prevented) + (d.rule ? ' (' + d.rule + ')' : '') : '0'))))));
    }
    const sb = list(resp, 'state_based');
    out.push(h('h3', null, 'State-based effects'), sb.length
      ? h('ul', { class: 'findings' }, sb.map((e) => h('li', null, ruleLabel(str(e.rule)),
        h('p', { class: 'message' }, (e.object ? nameOf(e.object) : str(e.player)) + ' ' + str(e.event) + '.'))))
      : h('p', null, 'None.'));
    const after = resp.board && typeof resp.board === 'object' ? resp.board : null;
    if (after) {
      const before = new Map(list(sentBoard, 'players').filter((p) => p && typeof p === 'object').map((p) => [p.id, p]));
      out.push(h('h3', null, 'Life totals'), h('table', { class: 'life' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Life'), h('th', { scope: 'col' }, 'Poison'))),
        h('tbody', null, list(after, 'players').map((p) => {
          const b = before.get(p.id) || {};
          const change = (k) => {
            const was = Number.isInteger(b[k]) ? b[k] : 0;
            return was === p[k] ? str(p[k]) : `${was} → ${p[k]}`;
          };
          return h('tr', null, h('th', { scope: 'row' }, str(p.id)), h('td', null, change('life')), h('td', null, change('poison')));
        }))));
      const cont = h('button', {
        type: 'button', id: 'continue-board', class: 'secondary small',
        onclick: () => {
          state.req.board = JSON.parse(JSON.stringify(after));
          state.req.step = 'regular';
          state.req.assignments = [];
          openPermanents.clear();
          changed({ board: true, action: true });
          $('judge').focus();
        },
      }, 'Continue on the resulting board (regular step)');
      out.push(cont);
    }
    return out;
  }

  async function judge(ev) {
    ev.preventDefault();
    writeHash();
    const req = request();
    const button = $('judge');
    button.disabled = true;
    $('verdict-panel').setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(MODES[state.mode].path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(req),
      });
      let body = null;
      try { body = await res.json(); } catch { body = null; }
      await rulesReady;
      if (res.ok && body && typeof body === 'object') renderVerdict(body, req.board);
      else if (body && typeof body === 'object') renderProblem(body, res.status);
      else showVerdictMessage(`The judge answered ${res.status} without a readable body.`, 'problem');
      judged = true;
      $('stale').hidden = true;
    } catch (e) {
      showVerdictMessage('Could not reach the judge: ' + e.message, 'problem');
    } finally {
      button.disabled = false;
      $('verdict-panel').removeAttribute('aria-busy');
    }
  }

  // ---------- lookups: rules, abilities, examples ----------

  async function getJSON(path) {
    const res = await fetch(path, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  }

  function loadLookups() {
    rulesReady = getJSON('/v1/rules').then((data) => {
      rules = new Map(list(data, 'rules').map((r) => [str(r.number), r]));
    }).catch(() => {});
    getJSON('/v1/abilities').then((data) => {
      const dl = $('ability-wordings');
      dl.replaceChildren(...list(data, 'abilities').map((a) => h('option', {
        value: str(a.example || a.pattern), label: str(a.pattern) + (a.rule ? ' (' + a.rule + ')' : ''),
      })));
    }).catch(() => {});
    loadCardFile(0);
    getJSON('/v1/scenarios').then((data) => {
      scenarios = list(data, 'scenarios').filter((s) => s && typeof s.path === 'string');
      renderExamples();
    }).catch((e) => {
      $('examples-status').textContent = 'The examples could not be loaded (' + e.message + ').';
    });
  }

  // loadCardFile asks whether the server has a card file; while it loads
  // (503), it asks again a little later.
  function loadCardFile(tries) {
    fetch('/v1/cards?limit=1', { headers: { Accept: 'application/json' } }).then(async (res) => {
      if (res.status === 503 && tries < 30) {
        setTimeout(() => loadCardFile(tries + 1), 2000);
        return;
      }
      const d = res.ok ? await res.json() : null;
      if (d && d.loaded === true && !cardsLoaded) {
        cardsLoaded = true;
        rerender(renderBoard);
        rerender(renderAction);
      }
    }).catch(() => {});
  }

  function renderExamples() {
    const q = $('example-filter').value.trim().toLowerCase();
    const words = q.split(/\s+/).filter((w) => w);
    const shown = scenarios.filter((s) => {
      const hay = (s.path + ' ' + str(s.note) + ' ' + str(s.endpoint)).toLowerCase();
      return words.every((w) => hay.includes(w));
    });
    $('examples-status').textContent = q ? `${shown.length} of ${scenarios.length} examples` : `${scenarios.length} examples`;
    $('example-list').replaceChildren(...shown.map((s) => h('li', null, h('button', {
      type: 'button', class: 'example-button', dataset: { path: s.path },
      onclick: () => loadScenario(s.path),
    }, h('span', { class: 'example-path' }, s.path), h('span', { class: 'example-note' }, str(s.note))))));
  }

  async function loadScenario(path) {
    const status = $('examples-status');
    try {
      const data = await getJSON('/v1/scenarios/' + path.split('/').map(encodeURIComponent).join('/'));
      if (!load(data, null)) throw new Error('not a scenario');
      const loaded = $('example-loaded');
      loaded.replaceChildren(h('strong', null, 'Loaded: '), h('code', null, path), h('span', null, ' ' + str(data.note)));
      loaded.hidden = false;
      renderAll();
      writeHash();
      judged = false;
      showVerdictMessage('Not judged yet.', 'none');
      $('judge').focus();
    } catch (e) {
      status.textContent = 'Could not load ' + path + ': ' + e.message;
    }
  }

  // ---------- start ----------

  function defaultRequest() {
    return {
      board: {
        active_player: 'alice',
        players: [{ id: 'alice', life: 20 }, { id: 'bob', life: 20 }],
        permanents: [
          {
            id: 'angel', name: 'Serra Angel', controller: 'alice', types: ['Creature'], supertypes: [], subtypes: ['Angel'],
            colors: ['White'], power: 4, toughness: 4, damage: 0, tapped: false, summoning_sick: false, abilities: ['Flying', 'Vigilance'],
          },
          {
            id: 'bear', name: 'Grizzly Bears', controller: 'bob', types: ['Creature'], supertypes: [], subtypes: ['Bear'],
            colors: ['Green'], power: 2, toughness: 2, damage: 0, tapped: false, summoning_sick: false, abilities: [],
          },
        ],
      },
      attackers: [],
    };
  }

  function renderAll() {
    renderBoard();
    renderAction();
    renderShare();
  }

  function init() {
    for (const m of Object.keys(MODES)) {
      $('mode-' + m).addEventListener('change', (e) => {
        if (!e.target.checked) return;
        state.mode = m;
        changed({ action: true });
      });
    }
    $('judge-form').addEventListener('submit', judge);
    $('example-filter').addEventListener('input', renderExamples);
    $('new-board').addEventListener('click', () => {
      state.mode = 'attack';
      state.req = defaultRequest();
      openPermanents.clear();
      $('example-loaded').hidden = true;
      changed({ board: true, action: true });
    });
    $('copy-link').addEventListener('click', () => { writeHash(); copy(location.href, $('copy-status')); });
    $('copy-json').addEventListener('click', () => copy($('request-json').textContent, $('copy-status')));
    $('copy-curl').addEventListener('click', () => copy($('curl').textContent, $('copy-status')));
    $('paste-load').addEventListener('click', () => {
      const st = $('paste-status');
      try {
        if (!load(JSON.parse($('paste-json').value), $('paste-mode').value)) throw new Error('not a JSON object');
        $('example-loaded').hidden = true;
        renderAll();
        writeHash();
        st.textContent = 'Loaded.';
      } catch (e) {
        st.textContent = 'Could not load it: ' + e.message;
      }
    });
    window.addEventListener('hashchange', () => {
      if (loadFromHash()) {
        renderAll();
        judged = false;
        showVerdictMessage('Not judged yet.', 'none');
      }
    });

    loadFromHash();
    renderAll();
    writeHash();
    loadLookups();
    document.documentElement.dataset.ready = 'true';
  }

  init();
})();
