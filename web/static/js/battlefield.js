// The battlefield: each player's permanents as small card tiles on their
// side of the table, the defending players' across from the active
// player's. Each side has a card box: a name typed there, and picked
// from the names suggested, puts the card into play on that side.
//
// What is pressed decides the action: pressing the active player's
// creature declares it an attacker and chooses it; pressing a defending
// creature then declares that it blocks the chosen attacker (an Attack
// becomes a Block), drawn as a line between them. Pressing a defending
// creature with no attacker chosen picks it up, and the attacker pressed
// next is the one it blocks. An Aura or Equipment lies beside the
// permanent it is attached to, on that permanent's side, and a tile shows
// its counters. The last verdict marks the tiles its violations name, the
// last whole combat the permanents it destroyed, and a side's head the
// life its player has after it.
//
// Keyboard: the battlefield is one stop in the tab order; the arrow keys
// move between tiles, Enter or Space presses one, E edits it, Escape
// drops a blocker being placed.

import { $, h, rerender } from './dom.js';
import {
  state, ui, board, list, arr, str, isCreature, ptOf, cardName, cardView, playerIds, players, nameOf,
  attackerIds, blockers, blocking, toggleAttacker, setBlock, changed, newId,
  attachKind, attachedTo, attachmentsOf, countersText,
} from './model.js';
import { openPermanent } from './board.js';
import { addCard, cardNames } from './cards.js';

let pending = ''; // the defending creature whose attacker is being chosen
let focusId = ''; // the tile holding the battlefield's tab stop

// KEYWORDS are the abilities short enough to print on a tile as they are.
const KEYWORD = /^(flying|vigilance|trample|first strike|double strike|reach|haste|defender|shadow|horsemanship|banding|flanking|fear|.*walk|protection from .*|rampage \d+|bushido \d+|provoke|lure)$/i;

function say(text) { $('battlefield-status').textContent = text; }

function abilitiesOf(p) {
  const own = list(p, 'abilities').map(str);
  const v = cardView(p);
  return own.length || !v ? own : list(v, 'abilities').map(str);
}

function tileName(p) { return str(p.name) || cardName(p) || str(p.id) || '(unnamed)'; }

// press is what a tile does when pressed.
function press(p, i) {
  if (!isCreature(p)) {
    // An Aura or Equipment opens on what it is attached to.
    openPermanent(i, attachKind(p) || attachedTo(p) ? `perm-${i}-attached_to` : `perm-${i}-name`);
    return;
  }
  const cid = str(p.id);
  const defending = p.controller !== board().active_player;
  const attacking = attackerIds().includes(cid);
  if (pending === cid) {
    pending = '';
    say(`${tileName(p)} is no longer being placed as a blocker.`);
    rerender(renderBattlefield);
    return;
  }
  if (pending && (!defending || attacking)) {
    const b = pending;
    pending = '';
    block(b, cid, tileName(p));
    return;
  }
  if (defending && !attacking) {
    // A defending creature blocks the attacker chosen; with none chosen,
    // it waits for the attacker pressed next.
    if (ui.chosen && attackerIds().includes(ui.chosen)) {
      block(cid, ui.chosen, nameOf(ui.chosen));
      return;
    }
    pending = cid;
    say(`Choose the attacker ${tileName(p)} blocks: press it. Press ${tileName(p)} again or Escape to cancel.`);
    rerender(renderBattlefield);
    return;
  }
  // An attacker: the first press declares it and chooses it, the next
  // chooses it again when another was chosen since, or takes it back.
  if (attacking && ui.chosen !== cid) {
    ui.chosen = cid;
    say(`${tileName(p)} is chosen: press a defending creature to block it, or ${tileName(p)} again to take its attack back.`);
    rerender(renderBattlefield);
    return;
  }
  const on = toggleAttacker(cid);
  ui.chosen = on ? cid : '';
  say(on ? `${tileName(p)} attacks${defending ? '' : ': press a defending creature to block it'}.` : `${tileName(p)} no longer attacks.`);
  changed({ action: true });
}

// block makes blocker block attacker, or takes that block back; a block
// turns the Attack action into a Block.
function block(blocker, attacker, attackerName) {
  const on = setBlock(blocker, attacker, !blocking(blocker).includes(attacker));
  if (on && state.mode === 'attack') state.mode = 'block';
  say(on ? `${nameOf(blocker)} blocks ${attackerName}.` : `${nameOf(blocker)} no longer blocks ${attackerName}.`);
  changed({ action: true });
}

function statusOf(p) {
  const cid = str(p.id);
  const bits = [];
  if (attackerIds().includes(cid)) bits.push('attacking');
  const blockedBy = blockers().filter((b) => list(b, 'blocking').includes(cid)).map((b) => nameOf(b.creature));
  if (blockedBy.length) bits.push('blocked by ' + blockedBy.join(', '));
  const blocks = blocking(cid);
  if (blocks.length) bits.push('blocks ' + blocks.map(nameOf).join(', '));
  if (pending === cid) bits.push('choosing what to block');
  if (p.tapped) bits.push('tapped');
  if (p.summoning_sick) bits.push('summoning sick');
  if (Number.isInteger(p.damage) && p.damage) bits.push(p.damage + ' damage');
  return bits;
}

// attachedNote says what is attached to a permanent, for a screen reader:
// on screen, those tiles lie beside it, framed with it.
function attachedNote(p) {
  const bits = attachmentsOf(str(p.id)).map((a) => {
    const kind = attachKind(a);
    return (kind === 'Aura' ? 'enchanted by ' : kind === 'Equipment' ? 'equipped with ' : 'with ') + tileName(a);
  });
  return bits.length ? h('span', { class: 'sr tile-attached' }, bits.join(', ')) : null;
}

// typeLine is what a non-creature tile says it is: its types, and for an
// Aura or Equipment what it is attached to (and whose it is, when that is
// not the controller of the permanent it is on).
function typeLine(p) {
  const types = list(p, 'types').map(str).join(' ') || (cardName(p) ? 'card' : '');
  const kind = attachKind(p);
  const to = attachedTo(p);
  if (!to) return kind ? `${kind}, not attached` : types;
  const host = board().permanents.find((q) => q && q.id === to);
  const whose = host && host.controller !== p.controller && str(p.controller) ? `${str(p.controller)}'s ` : '';
  return `${whose}${kind || types} on ${nameOf(to)}`;
}

function tile(p, i) {
  const cid = str(p.id);
  const creature = isCreature(p);
  const attacking = attackerIds().includes(cid);
  const abilities = abilitiesOf(p);
  const keywords = abilities.filter((a) => KEYWORD.test(a.trim()));
  const others = abilities.length - keywords.length;
  const marks = ui.marks.get(cid) || [];
  const status = statusOf(p);
  const cls = ['tile', creature ? 'creature' : 'noncreature'];
  if (attacking) cls.push('attacking');
  if (blocking(cid).length) cls.push('blocking');
  if (pending === cid) cls.push('pending');
  if (ui.chosen === cid && attacking) cls.push('chosen');
  if (p.tapped) cls.push('tapped');
  if (marks.length) cls.push('flagged');
  if (ui.destroyed.has(cid)) cls.push('destroyed');
  const counters = countersText(p);
  const button = h('button', {
    type: 'button', id: `tile-${i}`, class: cls.join(' '), dataset: { id: cid },
    tabindex: '-1',
    'aria-pressed': creature ? String(attacking || pending === cid) : null,
    title: abilities.length ? abilities.join('\n') : null,
    onclick: () => press(p, i),
  },
  h('span', { class: 'tile-name' }, tileName(p)),
  creature ? null : h('span', { class: 'tile-type' }, typeLine(p)),
  keywords.length || others ? h('span', { class: 'tile-keywords' },
    keywords.join(', ') + (others ? (keywords.length ? ', ' : '') + `+${others} ${others === 1 ? 'ability' : 'abilities'}` : '')) : null,
  status.length ? h('span', { class: 'tile-status' }, status.join(', ')) : null,
  attachedNote(p),
  ui.chosen === cid && attacking ? h('span', { class: 'sr' }, ', chosen: a defending creature pressed next blocks it') : null,
  h('span', { class: 'tile-foot' },
    marks.length ? h('span', { class: 'tile-mark' }, h('span', { 'aria-hidden': 'true' }, '✗ '), h('span', { class: 'sr' }, 'breaks '), marks.join(' ')) : null,
    ui.destroyed.has(cid) ? h('span', { class: 'tile-destroyed' }, 'destroyed', h('span', { class: 'sr' }, ' in this combat')) : null,
    counters ? h('span', { class: 'tile-counters' }, h('span', { class: 'sr' }, 'counters: '), counters) : null,
    ptSpan(p, creature)));
  return h('div', { class: 'slot' + (p.tapped ? ' tapped' : '') + (attachedTo(p) ? ' attached' : '') }, button);
}

// ptSpan is a tile's power/toughness: as the verdict on display used it,
// when the board's effects or counters changed it (and then as given, for
// a screen reader and on hover), else as given.
function ptSpan(p, creature) {
  const d = ui.derived.get(str(p.id));
  if (d && (Number.isInteger(d.power) || Number.isInteger(d.toughness))) {
    const used = ptOf({ power: d.power, toughness: d.toughness });
    const why = list(d, 'changes').map(str).join('; ');
    return h('span', { class: 'tile-pt derived', title: `${ptOf(p)} as given${why ? '; ' + why : ''}` },
      used, h('span', { class: 'sr' }, `, as judged; ${ptOf(p)} as given`));
  }
  return creature || 'power' in p ? h('span', { class: 'tile-pt' }, ptOf(p)) : null;
}

// hostOf is the permanent a group of tiles lies with: following
// attached_to to a permanent that is attached to nothing on the board (or
// to a loop of attachments, where it stops).
function hostOf(p, byId) {
  const seen = new Set([p]);
  let q = p;
  for (;;) {
    const next = byId.get(attachedTo(q));
    if (!next || seen.has(next)) return q;
    seen.add(next);
    q = next;
  }
}

// groups puts each permanent with the ones attached to it: [host, i]
// followed by its attachments, in the board's order.
function groups(perms) {
  const byId = new Map(perms.map(([p]) => [str(p.id), p]));
  const out = new Map(); // host -> [[p, i], ...]
  for (const [p, i] of perms) {
    const host = hostOf(p, byId);
    if (!out.has(host)) out.set(host, []);
    if (host === p) out.get(host).unshift([p, i]);
    else out.get(host).push([p, i]);
  }
  return [...out.values()];
}

// group is one place on the table: a permanent and what is attached to it.
function group(items) {
  if (items.length === 1) return h('li', { class: 'tile-group' }, tile(...items[0]));
  const [host] = items[0];
  return h('li', { class: 'tile-group attached', 'aria-label': `${tileName(host)} and what is attached to it` },
    items.map(([p, i]) => tile(p, i)));
}

export function renderBattlefield() {
  const b = board();
  const active = str(b.active_player);
  const ids = playerIds();
  const perms = list(b, 'permanents').map((p, i) => [p, i]).filter(([p]) => p && typeof p === 'object');
  if (pending && !perms.some(([p]) => p.id === pending)) pending = '';
  if (ui.chosen && !attackerIds().includes(ui.chosen)) ui.chosen = '';
  // A group lies on the side of its host, the permanent the others are
  // attached to.
  const placed = groups(perms);
  const ofSide = (pred) => placed.filter((g) => pred(g[0][0]));
  // A side's card box is at its player's edge of the table: above the
  // defending player's tiles, under the active player's.
  const sideOf = (pid, label, items, cls) => {
    const box = pid ? addBox(pid) : null;
    const tiles = items.length ? h('ul', { class: 'tiles' }, items.map(group)) : h('p', { class: 'hint' }, 'No permanents.');
    return h('section', { class: 'side ' + cls, 'aria-label': label },
      h('h3', { class: 'side-head' }, label),
      cls === 'active' ? [tiles, box] : [box, tiles]);
  };
  // A side's head says its player's life, and the life after the combat
  // or the damage on display when that changed it.
  const lifeOf = (pid) => {
    const pl = players().find((x) => x.id === pid);
    const was = pl && Number.isInteger(pl.life) ? pl.life : null;
    const now = ui.lifeAfter.has(pid) ? ui.lifeAfter.get(pid) : was;
    if (now === null) return '';
    return was === null || was === now ? ` · ${now} life` : ` · ${was} → ${now} life`;
  };
  const sides = [];
  for (const pid of ids.filter((x) => x !== active)) {
    sides.push(sideOf(pid, `${pid}${lifeOf(pid)} · defending`, ofSide((p) => p.controller === pid), 'defending'));
  }
  const orphans = ofSide((p) => !ids.includes(str(p.controller)));
  if (orphans.length) sides.push(sideOf('', 'Controlled by no player on the board', orphans, 'orphans'));
  if (ids.includes(active)) {
    sides.push(sideOf(active, `${active}${lifeOf(active)} · attacking (active player)`, ofSide((p) => p.controller === active), 'active'));
  }

  const table = $('table');
  table.replaceChildren(...sides);
  const tiles = [...table.querySelectorAll('.tile')];
  const holder = tiles.find((t) => t.id === focusId) || tiles[0];
  if (holder) holder.tabIndex = 0;
  $('battlefield-help').textContent = helpText();
  drawLines();
}

function helpText() {
  if (!list(board(), 'permanents').length) return 'Type a card\'s name on a side to put it into play there.';
  return 'Press an attacker, then a creature that blocks it.';
}

// ---------- a side's card box ----------

// The card boxes keep what was typed and the names suggested, by player,
// across the redraws of the battlefield.
const boxes = new Map(); // player id -> {text, names, active}
let suggestTimer = 0;

function boxOf(pid) {
  if (!boxes.has(pid)) boxes.set(pid, { text: '', names: [], active: -1 });
  return boxes.get(pid);
}

// addBox is a side's card box: a name typed, then a name picked from the
// suggestions (or Enter, or Add), puts that card into play on the side.
// Without a card file it adds a creature of that name, whose power and
// toughness are then typed in its editor.
function addBox(pid) {
  const k = playerIds().indexOf(pid);
  const id = `side-${k}-card`;
  const st = boxOf(pid);
  const listId = id + '-list';
  const input = h('input', {
    id, class: 'side-card', type: 'text', value: st.text, autocomplete: 'off', spellcheck: 'false',
    role: 'combobox', 'aria-controls': listId, 'aria-expanded': 'false', 'aria-autocomplete': 'list',
    enterkeyhint: 'done', placeholder: ui.cardsLoaded ? 'Add a card: type its name' : 'Add a creature: its name',
    dataset: { player: pid },
  });
  const options = h('ul', { id: listId, class: 'side-suggest', role: 'listbox', tabindex: '-1', 'aria-label': `Cards for ${pid}'s side` });
  const show = () => {
    options.replaceChildren(...st.names.map((n, j) => h('li', {
      id: `${id}-opt-${j}`, role: 'option', class: 'side-option', 'aria-selected': String(j === st.active), dataset: { name: n },
    }, n)));
    // The names show while the box has the focus (a redraw gives the
    // focus back to the box that had it).
    const open = st.names.length > 0 && document.activeElement === input;
    options.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (st.active >= 0) input.setAttribute('aria-activedescendant', `${id}-opt-${st.active}`);
    else input.removeAttribute('aria-activedescendant');
  };
  show();
  input.addEventListener('input', () => {
    st.text = input.value;
    st.active = -1;
    clearTimeout(suggestTimer);
    const q = input.value.trim();
    if (!q || !ui.cardsLoaded) {
      st.names = [];
      show();
      return;
    }
    suggestTimer = setTimeout(() => {
      cardNames(q, 6).then((names) => {
        if (st.text.trim() !== q) return; // typed on since
        st.names = names;
        show();
      }).catch(() => {});
    }, 120);
  });
  input.addEventListener('keydown', (e) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && st.names.length) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      st.active = st.active < 0 ? (step > 0 ? 0 : st.names.length - 1) : Math.min(st.names.length - 1, Math.max(0, st.active + step));
      show();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      put(pid, st.active >= 0 ? st.names[st.active] : input.value);
    } else if (e.key === 'Escape' && st.names.length) {
      e.preventDefault();
      st.names = [];
      st.active = -1;
      show();
    }
  });
  // A press on a name keeps the focus in the box.
  input.addEventListener('focus', show);
  input.addEventListener('blur', show);
  options.addEventListener('mousedown', (e) => e.preventDefault());
  options.addEventListener('click', (e) => {
    const li = e.target.closest('li[data-name]');
    if (li) put(pid, li.dataset.name);
  });
  const add = h('button', { type: 'button', id: `side-${k}-add`, class: 'secondary small', onclick: () => put(pid, input.value) }, 'Add');
  return h('div', { class: 'side-add' },
    h('label', { class: 'sr', for: id }, `Add a card to ${pid}'s side`),
    h('div', { class: 'side-add-row' }, input, add),
    options);
}

// put puts the card named into play on pid's side.
async function put(pid, text) {
  const name = str(text).trim();
  const st = boxOf(pid);
  if (!name) return;
  let i;
  if (ui.cardsLoaded) {
    i = await addCard(name, pid, say);
    if (i < 0) return;
  } else {
    arr(board(), 'permanents').push({
      id: newId(name), name, controller: pid, types: ['Creature'], supertypes: [], subtypes: [],
      colors: [], power: 2, toughness: 2, damage: 0, tapped: false, summoning_sick: false, abilities: [],
    });
    i = board().permanents.length - 1;
  }
  st.text = '';
  st.names = [];
  st.active = -1;
  const p = board().permanents[i];
  say(`${tileName(p)} is on ${pid}'s side.`);
  changed({ board: true, action: true });
  // Without a card file its power and toughness are to be typed.
  if (!ui.cardsLoaded) openPermanent(i, `perm-${i}-power`);
}

// drawLines draws a line from each blocker to each attacker it blocks.
export function drawLines() {
  const table = $('table');
  const svg = $('block-lines');
  const box = table.getBoundingClientRect();
  svg.setAttribute('width', String(Math.round(box.width)));
  svg.setAttribute('height', String(Math.round(box.height)));
  const rect = (id) => {
    const t = table.querySelector(`.tile[data-id="${CSS.escape(id)}"]`);
    if (!t) return null;
    const r = t.getBoundingClientRect();
    return { x: r.left - box.left + r.width / 2, top: r.top - box.top + 3, bottom: r.bottom - box.top - 3 };
  };
  const lines = [];
  for (const bl of blockers()) {
    const from = rect(str(bl.creature));
    for (const a of list(bl, 'blocking').map(str)) {
      const to = rect(a);
      if (!from || !to) continue;
      // From the blocker's edge that faces its attacker to the attacker's.
      const down = to.top > from.top;
      const y1 = down ? from.bottom : from.top;
      const y2 = down ? to.top : to.bottom;
      const ends = { blocker: str(bl.creature), attacker: a };
      lines.push(
        h('line', { x1: from.x.toFixed(1), y1: y1.toFixed(1), x2: to.x.toFixed(1), y2: y2.toFixed(1), class: 'block-line', dataset: ends }),
        h('circle', { cx: from.x.toFixed(1), cy: y1.toFixed(1), r: '5', class: 'block-end' }),
        h('circle', { cx: to.x.toFixed(1), cy: y2.toFixed(1), r: '5', class: 'block-end' }));
    }
  }
  svg.replaceChildren(...lines);
}

// move puts the focus on the nearest tile in an arrow's direction.
function move(from, key) {
  const tiles = [...$('table').querySelectorAll('.tile')];
  const k = tiles.indexOf(from);
  let next = null;
  if (key === 'Home') next = tiles[0];
  else if (key === 'End') next = tiles[tiles.length - 1];
  else if (key === 'ArrowLeft') next = tiles[k - 1];
  else if (key === 'ArrowRight') next = tiles[k + 1];
  else {
    const r = from.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    let best = Infinity;
    for (const t of tiles) {
      const q = t.getBoundingClientRect();
      const dy = q.top + q.height / 2 - cy;
      const dx = q.left + q.width / 2 - cx;
      if (key === 'ArrowUp' ? dy > -8 : dy < 8) continue;
      const d = Math.abs(dy) + 2 * Math.abs(dx);
      if (d < best) { best = d; next = t; }
    }
  }
  if (next) next.focus();
}

// initBattlefield wires the battlefield's keys and keeps its lines drawn.
export function initBattlefield() {
  const table = $('table');
  table.addEventListener('focusin', (e) => {
    const t = e.target.closest('.tile');
    if (!t) return;
    focusId = t.id;
    for (const x of table.querySelectorAll('.tile')) x.tabIndex = x === t ? 0 : -1;
  });
  table.addEventListener('keydown', (e) => {
    const t = e.target.closest('.tile');
    if (!t) return;
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) {
      e.preventDefault();
      move(t, e.key);
    } else if (e.key === 'Escape' && pending) {
      e.preventDefault();
      pending = '';
      say('No blocker is being placed.');
      rerender(renderBattlefield);
    } else if ((e.key === 'e' || e.key === 'E') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      const i = Number(t.id.slice('tile-'.length));
      openPermanent(i, `perm-${i}-name`);
    }
  });
  if (typeof ResizeObserver === 'function') new ResizeObserver(() => drawLines()).observe(table);
  window.addEventListener('resize', drawLines);
}
