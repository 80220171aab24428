// A whole combat's tricks (tricks): the activated abilities of permanents
// and the instants players use at points of the combat, edited on a
// timeline of those points. Each trick is a request entry as the API
// takes it; the form only writes what the user picks.

import { $, h, field, selectEl, getJSON } from './dom.js';
import {
  state, ui, list, arr, str, changed, permanents, permanentById, players, playerIds, labelOf, nameOf,
  attackerIds, blockerIds, cardPath, cardName, cardView,
} from './model.js';
import { cardNameInput } from './cards.js';
import { choiceControls, choiceWords, modesOf, instantModes, TAP_COST } from './trickchoices.js';

// TRICK_POINTS are the points of a combat where a trick may be used, in
// the order of the combat, as the API names them (at).
export const TRICK_POINTS = [
  ['beginning_of_combat', 'Beginning of combat, before attackers are declared'],
  ['declare_attackers', 'After attackers are declared'],
  ['declare_blockers', 'After blockers are declared'],
  ['first_strike', 'After first-strike combat damage'],
  ['regular', 'After regular combat damage'],
  ['end_of_combat', 'End of combat'],
];
const POINT_ORDER = TRICK_POINTS.map(([k]) => k);

// pointsFor are the points a mode's request takes tricks at: a check
// takes those before the step it judges; a whole combat, all of them.
function pointsFor(mode) {
  switch (mode) {
    case 'attack': return ['beginning_of_combat'];
    case 'block': return ['beginning_of_combat', 'declare_attackers'];
    case 'damage':
    case 'resolve':
      return POINT_ORDER.slice(0, state.req.step === 'regular' ? 4 : 3);
    default: return POINT_ORDER;
  }
}

// TRICK_HINTS say, per mode, what the tricks are for.
const TRICK_HINTS = {
  attack: 'used before attackers are declared: the attack is judged on the board they made.',
  block: 'used before blockers are declared: the blocks are judged on the board they made.',
  damage: 'used before this combat damage step: it is judged on the board they made.',
  resolve: 'used before this combat damage step: it is judged and resolved on the board they made.',
  combat: 'used at its point of the combat.',
};

const openTricks = ui.openTricks;
const extraTargets = ui.extraTargets;
// awaitingLine holds the abilities added before their source's card was
// looked up: each takes its source's first line once it is there.
const awaitingLine = new WeakSet();

// ---------- lines ----------

// isActivated says whether a line reads as an activated ability,
// "[cost]: [effect]": the judge decides whether it is one.
export function isActivated(line) {
  const m = /^([^:."]{1,80}):\s*\S/.exec(str(line));
  return Boolean(m) && /\{|^\s*(sacrifice|pay|discard|remove|tap|untap|return|exile|put)\b/i.test(m[1]);
}

// targetCount is how many targets a line's words name.
function targetCount(text) {
  return (str(text).match(/\btarget\b/gi) || []).length;
}

// The cards the tricks look up by name (GET /v1/cards/{name}): a
// permanent's card, for its activated lines, and an instant's.
const cardLookups = new Map(); // lower-case name -> the view, or null when none

function cardLookup(name) {
  const key = str(name).trim().toLowerCase();
  if (!key || !ui.cardsLoaded) return null;
  if (cardLookups.has(key)) return cardLookups.get(key);
  cardLookups.set(key, null);
  getJSON(cardPath(name, '')).then((v) => {
    cardLookups.set(key, v);
    changed({ action: true, quiet: true });
  }).catch(() => {});
  return null;
}

// cardLines are the lines the judge reads on a card named so: its
// understood lines' printed words.
function cardLines(name) {
  const v = cardLookup(name);
  return list(v, 'understood').filter((u) => u && typeof u === 'object').map((u) => str(u.oracle || u.ability)).filter((x) => x);
}

// cardText is all the lines of a card named so, those the judge ignores
// too (its kicker, a mode it does not apply), one a line.
function cardText(name) {
  const v = cardLookup(name);
  return cardLines(name).concat(list(v, 'ignored').map((g) => str(g && g.text))).join('\n');
}

// isFaceDown says whether a permanent is given as a face-down one: a
// creature with no name, card, abilities, subtypes or colors (502.26b).
function isFaceDown(p) {
  return Boolean(p) && !str(p.name) && (p.card === undefined || p.card === null) && !list(p, 'abilities').length &&
    !list(p, 'subtypes').length && !list(p, 'colors').length;
}

// sourceLines lists the activated lines of a permanent a trick may use:
// those of its abilities (by index), then those of its card (by text)
// that its abilities do not hold.
function sourceLines(p) {
  if (!p) return [];
  const own = list(p, 'abilities').map(str);
  const out = [];
  own.forEach((line, i) => { if (isActivated(line)) out.push({ value: 'a:' + i, text: line, index: i }); });
  const name = typeof p.card === 'string' ? p.card : (p.card === undefined || p.card === null ? str(p.name) : cardName(p));
  for (const line of cardLines(name)) {
    if (isActivated(line) && !own.includes(line)) out.push({ value: 't:' + line, text: line, fromCard: true });
  }
  return out;
}

// lineOf is the line a trick uses: its text, or its source's ability at
// its index.
function lineOf(t) {
  if (typeof t.text === 'string') return t.text;
  const p = permanentById(t.source);
  if (!Number.isInteger(t.ability) || !p) return '';
  // A permanent given as a card has its card's abilities, as its view
  // lists them (GET /v1/cards/{name}).
  const abs = Array.isArray(p.abilities) ? p.abilities : list(cardView(p), 'abilities');
  return str(abs[t.ability]);
}

// setLine makes a trick use a line of its source: one of its abilities by
// index; a line of its card by text, or, for a permanent written out
// field by field, by index once the line is added to its abilities (the
// board then says the permanent has it).
function setLine(t, p, l) {
  delete t.ability;
  delete t.text;
  if (!l) return;
  if (l.fromCard && p && (p.card === undefined || p.card === null)) {
    const abs = arr(p, 'abilities');
    abs.push(l.text);
    t.ability = abs.length - 1;
  } else if (l.fromCard) {
    t.text = l.text;
  } else {
    t.ability = l.index;
  }
}

// ---------- the timeline ----------

function isAbility(t) { return !('card' in t); }

// trickSummary says a trick in words: "bob casts Giant Growth on Grizzly
// Bears", "Shivan Dragon: {R}: ... ×3".
export function trickSummary(t) {
  const targets = list(t, 'targets').map((x) => nameOf(str(x)));
  const on = targets.length ? ' targeting ' + targets.join(', ') : '';
  const times = Number.isInteger(t.times) && t.times > 1 ? ' ×' + t.times : '';
  const chosen = choiceWords(t);
  if (!isAbility(t)) return (str(t.player) || 'someone') + (t.cycled === true ? ' cycles ' : ' casts ') + (str(t.card) || 'an instant') + on + chosen + times;
  const line = lineOf(t);
  const who = str(t.player) ? str(t.player) + ' activates ' : '';
  return who + (str(t.source) ? nameOf(t.source) : 'a permanent') + (line ? ': “' + line + '”' : '') + on + chosen + times;
}

// insertAt puts a new trick after the last one at its point or before it,
// so the list reads in the combat's order.
function insertAt(all, t) {
  const k = POINT_ORDER.indexOf(t.at);
  let i = all.length;
  while (i > 0 && POINT_ORDER.indexOf(all[i - 1] && all[i - 1].at) > k) i--;
  all.splice(i, 0, t);
  return i;
}

function defaultPoint(points) {
  let want = 'beginning_of_combat';
  if (blockerIds().length) want = 'declare_blockers';
  else if (attackerIds().length) want = 'declare_attackers';
  // The latest point the mode takes, up to the one the combat reached.
  const k = POINT_ORDER.indexOf(want);
  return points.filter((p) => POINT_ORDER.indexOf(p) <= k).pop() || points[0];
}

function addTrick(t, focusId) {
  const all = arr(state.req, 'tricks');
  const i = insertAt(all, t);
  // Indexes after the new one move up by one.
  const open = [...openTricks].map((k) => (k >= i ? k + 1 : k));
  openTricks.clear();
  open.forEach((k) => openTricks.add(k));
  openTricks.add(i);
  extraTargets.clear();
  changed({ board: true, action: true });
  const el = $(focusId(i));
  if (el) el.focus();
}

function removeTrick(i) {
  const all = list(state.req, 'tricks');
  all.splice(i, 1);
  if (all.length === 0) delete state.req.tricks;
  const open = [...openTricks].filter((k) => k !== i).map((k) => (k > i ? k - 1 : k));
  openTricks.clear();
  open.forEach((k) => openTricks.add(k));
  extraTargets.clear();
  changed({ action: true });
  const n = list(state.req, 'tricks').length;
  const next = n ? $(`trick-${Math.min(i, n - 1)}-summary`) : $('add-trick-ability');
  if (next) next.focus();
}

// tricksSection edits a whole combat's tricks: "Add an ability" and "Add
// an instant", then the tricks on a timeline, one heading per point of
// the combat, each trick a disclosure whose summary says it in words.
export function tricksSection(mode) {
  const points = pointsFor(mode);
  const all = list(state.req, 'tricks');
  const groups = TRICK_POINTS.map(([k, label]) => [k, label, []]);
  const other = [];
  all.forEach((t, i) => {
    const g = groups.find(([k]) => t && typeof t === 'object' && t.at === k);
    (g ? g[2] : other).push(i);
  });
  const items = groups.filter(([, , idx]) => idx.length).map(([k, label, idx]) => h('li', { class: 'trick-point', dataset: { at: k } },
    h('h4', { id: `trick-point-${k}-h` }, label),
    h('ol', { class: 'trick-list', 'aria-labelledby': `trick-point-${k}-h` }, idx.map((i) => trickRow(i, points)))));
  if (other.length) {
    items.push(h('li', { class: 'trick-point', dataset: { at: '' } }, h('h4', { id: 'trick-point-other-h' }, 'At no point the judge knows'),
      h('ol', { class: 'trick-list', 'aria-labelledby': 'trick-point-other-h' }, other.map((i) => trickRow(i, points)))));
  }
  const ps = permanents();
  // The permanents' cards are looked up now, so their lines are there
  // when an ability is added.
  for (const p of ps) sourceLines(p);
  const addAbility = h('button', {
    type: 'button', id: 'add-trick-ability', class: 'secondary small', disabled: ps.length === 0,
    onclick: () => {
      const withLines = ps.find((p) => sourceLines(p).length) || ps[0];
      if (!withLines) return;
      const t = { at: defaultPoint(points), source: str(withLines.id) };
      setLine(t, withLines, sourceLines(withLines)[0]);
      if (!('ability' in t) && !('text' in t)) awaitingLine.add(t);
      addTrick(t, (i) => `trick-${i}-source`);
    },
  }, 'Add an ability');
  const addInstant = h('button', {
    type: 'button', id: 'add-trick-instant', class: 'secondary small',
    onclick: () => {
      const ids = playerIds();
      const caster = ids.find((x) => x !== str(state.req.board && state.req.board.active_player)) || ids[0] || '';
      addTrick({ at: defaultPoint(points), card: '', player: caster }, (i) => `trick-${i}-card`);
    },
  }, 'Add an instant');
  return h('fieldset', { class: 'group tricks', id: 'tricks' }, h('legend', null, 'Tricks'),
    h('p', { class: 'hint', id: 'tricks-hint' }, all.length
      ? 'Each trick is ' + (TRICK_HINTS[mode] || TRICK_HINTS.combat) + ' Tricks resolve in this order, each before the next is used; no player responds. Mana is taken as paid.'
      : 'No tricks. Add an activated ability of a permanent (Shivan Dragon\'s {R}: +1/+0) or an instant (Giant Growth), ' + (TRICK_HINTS[mode] || TRICK_HINTS.combat)),
    items.length ? h('ol', { class: 'trick-timeline', 'aria-label': 'Tricks by point of the combat' }, items) : null,
    h('div', { class: 'button-row' }, addAbility, addInstant));
}

// trickRow is one trick: its summary, and its controls behind it.
function trickRow(i, points) {
  const t = state.req.tricks[i];
  if (!t || typeof t !== 'object') return h('li', { class: 'hint' }, `Trick ${i + 1} is not an object; edit it in the request JSON.`);
  const edit = (fn, rebuild) => (ev) => {
    fn(ev.target.value, ev);
    changed(rebuild ? { board: true, action: true } : {});
    if (!rebuild) $(`trick-${i}-summary-text`).textContent = trickSummary(t);
  };
  const controls = [];
  const atOpts = TRICK_POINTS.filter(([k]) => points.includes(k));
  const here = TRICK_POINTS.find(([k]) => k === t.at);
  if (here && !points.includes(t.at)) atOpts.push([here[0], here[1] + ' (after the step judged)']);
  const at = selectEl({ id: `trick-${i}-at` }, atOpts, str(t.at));
  at.addEventListener('change', edit((v) => {
    const all = state.req.tricks;
    all.splice(i, 1);
    t.at = v;
    const k = insertAt(all, t);
    openTricks.delete(i);
    openTricks.add(k);
    extraTargets.clear();
  }, true));
  controls.push(field('When', at, 'wide'));

  let line = '';
  let text = ''; // all the trick's words, for the choices they call for
  let modes = null;
  let faceDown = false;
  if (isAbility(t)) {
    const srcOpts = permanents().filter((p) => str(p.id)).map((p) => [str(p.id), labelOf(p.id)]);
    const src = selectEl({ id: `trick-${i}-source` }, srcOpts, str(t.source));
    src.addEventListener('change', edit((v) => {
      t.source = v;
      const p = permanentById(v);
      setLine(t, p, sourceLines(p)[0]);
      awaitingLine.delete(t);
      delete t.targets;
    }, true));
    controls.push(field('Permanent', src));
    const p = permanentById(t.source);
    const lines = sourceLines(p);
    if (awaitingLine.has(t) && lines.length) {
      awaitingLine.delete(t);
      setLine(t, p, lines[0]);
      // The board may have gained the line: redraw it and the request.
      queueMicrotask(() => changed({ board: true, action: true }));
    }
    const cur = typeof t.text === 'string' ? 't:' + t.text : (Number.isInteger(t.ability) ? 'a:' + t.ability : '');
    const opts = lines.map((l) => [l.value, l.text + (l.fromCard ? ' (its card)' : '')]);
    if (cur && !lines.some((l) => l.value === cur)) opts.push([cur, lineOf(t) || (Number.isInteger(t.ability) ? `ability ${t.ability} (not on the board)` : cur)]);
    if (!cur) opts.unshift(['', opts.length ? 'choose a line' : 'no activated line']);
    const sel = selectEl({ id: `trick-${i}-line` }, opts, cur);
    sel.addEventListener('change', edit((v) => {
      awaitingLine.delete(t);
      setLine(t, p, lines.find((l) => l.value === v));
    }, true));
    controls.push(field('Activated ability', sel, 'wide'));
    line = lineOf(t);
    text = line;
    modes = { modes: modesOf(line), known: true };
    faceDown = isFaceDown(p) || 'turn_face_up' in t;
    const who = selectEl({ id: `trick-${i}-player` }, [['', 'its controller' + (p && str(p.controller) ? ' (' + str(p.controller) + ')' : '')]].concat(playerIds().map((x) => [x, x])), str(t.player));
    who.addEventListener('change', edit((v) => { if (v) t.player = v; else delete t.player; }));
    controls.push(field('Activated by', who));
  } else {
    const card = cardNameInput(`trick-${i}-card`);
    card.value = str(t.card);
    card.setAttribute('aria-describedby', 'tricks-hint');
    card.addEventListener('input', () => {
      t.card = card.value;
      changed();
      $(`trick-${i}-summary-text`).textContent = trickSummary(t);
    });
    // The targets the card names are counted once its name is complete.
    card.addEventListener('change', () => changed({ action: true }));
    controls.push(field('Instant (card name)', card, 'wide'));
    const who = selectEl({ id: `trick-${i}-player` }, playerIds().map((x) => [x, x]), str(t.player));
    who.addEventListener('change', edit((v) => { t.player = v; }));
    controls.push(field('Cast by', who));
    // Cycled, the card's trigger on being cycled is what it does; cast,
    // its other lines.
    line = cardLines(t.card).filter((l) => /^when you cycle\b/i.test(l) === (t.cycled === true)).join(' ');
    text = cardText(t.card);
    modes = instantModes(cardLookup(t.card));
  }

  // Targets: as many as the line names, the ones chosen, and any added.
  const targets = list(t, 'targets').map(str);
  const slots = Math.max(targetCount(line), targets.length) + (extraTargets.get(i) || 0);
  const targetOpts = [['', 'no target']].concat(
    permanents().filter((p) => str(p.id)).map((p) => [str(p.id), labelOf(p.id)]),
    players().filter((p) => str(p.id)).map((p) => [str(p.id), 'player ' + str(p.id)]));
  for (let j = 0; j < slots; j++) {
    const sel = selectEl({ id: `trick-${i}-target-${j}` }, targetOpts, targets[j] || '');
    sel.addEventListener('change', edit((v) => {
      const cur = list(t, 'targets').map(str);
      if (v) {
        if (j < cur.length) cur[j] = v; else cur.push(v);
      } else if (j < cur.length) {
        cur.splice(j, 1);
      }
      if (cur.length) t.targets = cur; else delete t.targets;
      if (j >= targets.length && extraTargets.get(i)) extraTargets.set(i, extraTargets.get(i) - 1);
    }, true));
    controls.push(field(slots === 1 ? 'Target' : `Target ${j + 1}`, sel));
  }
  const addTarget = h('button', {
    type: 'button', id: `trick-${i}-add-target`, class: 'secondary small',
    onclick: () => {
      extraTargets.set(i, (extraTargets.get(i) || 0) + 1);
      changed({ action: true, quiet: true });
      const el = $(`trick-${i}-target-${slots}`);
      if (el) el.focus();
    },
  }, 'Add a target');

  const times = h('input', { type: 'number', inputmode: 'numeric', min: '1', step: '1', id: `trick-${i}-times`, value: Number.isInteger(t.times) ? String(t.times) : '1' });
  times.addEventListener('input', edit((v) => {
    const n = Number.parseInt(v, 10);
    if (v.trim() === '' || Number.isNaN(n) || n === 1) delete t.times; else t.times = n;
  }));
  controls.push(field('Times', times, 'num'));
  if ('x' in t || /\bX\b/.test(line)) {
    const x = h('input', { type: 'number', inputmode: 'numeric', min: '0', step: '1', id: `trick-${i}-x`, value: Number.isInteger(t.x) ? String(t.x) : '' });
    x.addEventListener('input', edit((v) => {
      const n = Number.parseInt(v, 10);
      if (v.trim() === '' || Number.isNaN(n)) delete t.x; else t.x = n;
    }));
    controls.push(field('X', x, 'num'));
  }
  for (const [key, word, label] of [['sacrifice', /\bsacrifice\b/i, 'Sacrificed (ids, comma-separated)'], ['discard', /\bdiscard\b/i, 'Discarded (card names, comma-separated)'],
    ['tap', TAP_COST, 'Tapped for its cost (ids, comma-separated)']]) {
    if (!(key in t) && !word.test(line)) continue;
    const inp = h('input', { id: `trick-${i}-${key}`, value: list(t, key).map(str).join(', '), autocomplete: 'off' });
    inp.addEventListener('input', edit((v) => {
      const xs = v.split(',').map((s) => s.trim()).filter((s) => s);
      if (xs.length) t[key] = xs; else delete t[key];
    }));
    controls.push(field(label, inp, 'wide'));
  }
  controls.push(...choiceControls(t, i, { line: text, modes, instant: !isAbility(t), faceDown, slots, edit }));
  const remove = h('button', {
    type: 'button', id: `trick-${i}-remove`, class: 'secondary small', 'aria-label': `Remove trick ${i + 1}`,
    onclick: () => removeTrick(i),
  }, 'Remove');

  const details = h('details', { class: 'trick', id: `trick-${i}`, open: openTricks.has(i), dataset: { index: String(i) } },
    h('summary', { id: `trick-${i}-summary` },
      h('span', { class: 'trick-kind' }, isAbility(t) ? 'Ability' : 'Instant'),
      ' ', h('span', { class: 'trick-summary', id: `trick-${i}-summary-text` }, trickSummary(t))),
    h('div', { class: 'trick-row', role: 'group', 'aria-label': `Trick ${i + 1}` }, controls,
      h('div', { class: 'button-row' }, addTarget, remove)));
  details.addEventListener('toggle', () => { if (details.open) openTricks.add(i); else openTricks.delete(i); });
  return h('li', null, details);
}
