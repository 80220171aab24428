// The action being judged: attackers, blockers, and in the damage modes the
// combat as declared, the step and the combat damage assignment.

import { $, h, field, check, selectEl } from './dom.js';
import {
  MODES, state, ui, board, list, arr, str, changed, permanentById, permanents, playerIds, players, nameOf, labelOf, ptOf,
  attackers, blockers, attackerIds, blockerIds, creaturesOrdered, toggleAttacker, setBlock, parseList, counterCount,
} from './model.js';
import { costsSection, firstStrikeSection } from './facts.js';
import { tricksSection } from './tricks.js';

export function renderAction() {
  for (const m of Object.keys(MODES)) $('mode-' + m).checked = m === state.mode;
  $('endpoint-label').textContent = 'POST ' + MODES[state.mode].path;
  const parts = [];
  if (state.mode === 'attack') {
    parts.push(attackSection('Attackers', 'Press each creature that attacks, here or on the battlefield.', true));
    parts.push(tricksSection('attack'), costsSection('attack'));
  } else if (state.mode === 'block') {
    parts.push(attackSection('The attack, as declared', 'Press each attacking creature.', false));
    parts.push(blockSection(), tricksSection('block'), costsSection('block'));
  } else if (state.mode === 'combat') {
    parts.push(attackSection('Attackers', 'Press each creature that attacks. The board is the one at the beginning of combat: attackers untapped.', false));
    parts.push(blockSection(), removedSection('Removed from combat after blockers are declared'), eventsSection(), tricksSection('combat'), choicesSection());
  } else {
    const combat = h('details', { class: 'combat', id: 'combat-details', open: ui.combatOpen },
      h('summary', null, 'Combat as declared: ' + combatSummary()),
      attackSection('Attackers', 'Press each attacking creature.', false),
      blockSection());
    combat.addEventListener('toggle', () => { ui.combatOpen = combat.open; });
    parts.push(combat, removedSection(), stepSection(), tricksSection(state.mode));
    // Which creatures assigned in the first-strike step: the regular step's.
    if (state.req.step === 'regular' || Array.isArray(state.req.assigned_first_strike_damage)) parts.push(firstStrikeSection());
    parts.push(assignmentSection());
  }
  $('action-body').replaceChildren(...parts);
}

function combatSummary() {
  const a = attackerIds().map(nameOf);
  const b = blockers().map((bl) => nameOf(bl.creature) + ' blocks ' + list(bl, 'blocking').map(nameOf).join(' and '));
  return (a.length ? a.join(', ') + ' attacking' : 'no attackers') + (b.length ? '; ' + b.join('; ') : '; no blockers');
}

const openMore = new Set(); // attackers whose "Band, player attacked" is open

// moreSummary says what an attack's band, player and provoke are.
function moreSummary(a) {
  const bits = [];
  if (a.band) bits.push('band ' + str(a.band));
  if (a.player) bits.push('attacks ' + str(a.player));
  if ('provoke' in a) bits.push('provokes ' + (Array.isArray(a.provoke) ? a.provoke.map(str).join(', ') : str(a.provoke)));
  return bits.join(', ');
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
        toggleAttacker(cid);
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
    // Few attacks need a band or a player named: behind a disclosure,
    // open when the attack has one.
    let more = null;
    if (extra.length) {
      const set = Boolean(a.band || a.player || 'provoke' in a);
      more = h('details', { class: 'attack-more', id: `atk-${i}-more`, open: set || openMore.has(cid) },
        h('summary', null, 'Band, player attacked' + (extra.length > 2 ? ', provoke' : '') + (set ? ': ' + moreSummary(a) : '')),
        h('div', { class: 'extra' }, extra));
      more.addEventListener('toggle', () => { if (more.open) openMore.add(cid); else openMore.delete(cid); });
    }
    return h('li', { class: 'attack-row' + (on ? ' on' : '') }, toggle, more);
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
    const blockingNow = list(entry, 'blocking').map(str);
    const cols = atk.concat(blockingNow.filter((x) => !atkSet.has(x)));
    const boxes = cols.map((aid, j) => {
      const box = h('input', {
        type: 'checkbox', id: `blk-${i}-${j}`, checked: blockingNow.includes(aid),
        dataset: { blocker: cid, attacker: aid },
      });
      box.addEventListener('change', () => {
        setBlock(cid, aid, box.checked);
        changed({ action: true });
      });
      const lbl = 'blocks ' + nameOf(aid) + (atkSet.has(aid) ? '' : ' (not attacking)');
      return check(lbl, box, 'block-choice');
    });
    const meta = p ? [cid, str(p.controller), ptOf(p), p.tapped ? 'tapped' : ''].filter((x) => x).join(' · ') : cid + ' · not on the board';
    return h('li', { class: 'block-row' + (blockingNow.length ? ' on' : '') },
      h('div', { class: 'block-who' }, h('span', { class: 'toggle-name' }, nameOf(cid)), h('span', { class: 'toggle-meta' }, meta)),
      h('div', { class: 'block-boxes', role: 'group', 'aria-label': 'What ' + nameOf(cid) + ' blocks' },
        boxes.length ? boxes : h('span', { class: 'hint' }, 'no attacker to block')));
  });
  return h('fieldset', { class: 'group' }, h('legend', null, 'Blockers'),
    h('p', { class: 'hint' }, atk.length ? 'Tick what each creature blocks, or on the battlefield press a blocker, then its attacker.' : 'Declare attackers first.'),
    h('ul', { class: 'block-list' }, rows));
}

function combatants() {
  const out = [];
  for (const id of attackerIds().concat(blockerIds())) if (!out.includes(id)) out.push(id);
  return out;
}

const EVENT_STEPS = [['first_strike', 'first-strike damage'], ['regular', 'regular damage'], ['end_of_combat', 'end of combat']];
const EVENT_KINDS = [['leaves_play', 'leaves play'], ['removed_from_combat', 'is removed from combat']];

// eventsSection edits what happens between the steps of a whole combat
// (events): before a step, a permanent leaves play or a creature is
// removed from combat.
function eventsSection() {
  const evs = list(state.req, 'events');
  const objects = permanents().map((p) => str(p.id)).filter((x) => x);
  const rows = evs.map((e, i) => {
    if (!e || typeof e !== 'object') return h('li', { class: 'hint' }, `Event ${i + 1} is not an object; edit it in the request JSON.`);
    const set = (key) => (ev) => {
      e[key] = ev.target.value;
      changed();
    };
    const obj = selectEl({ id: `ev-${i}-object` }, objects.map((id) => [id, labelOf(id)]), str(e.object));
    obj.addEventListener('change', set('object'));
    const kind = selectEl({ id: `ev-${i}-event` }, EVENT_KINDS, str(e.event));
    kind.addEventListener('change', set('event'));
    const before = selectEl({ id: `ev-${i}-before` }, EVENT_STEPS, str(e.before));
    before.addEventListener('change', set('before'));
    const remove = h('button', {
      type: 'button', id: `ev-${i}-remove`, class: 'secondary small', 'aria-label': `Remove event ${i + 1}`,
      onclick: () => {
        evs.splice(i, 1);
        if (evs.length === 0) delete state.req.events;
        changed({ action: true });
        const next = $(`ev-${Math.min(i, evs.length - 1)}-object`) || $('add-event');
        if (next) next.focus();
      },
    }, 'Remove');
    return h('li', null, h('div', { class: 'event-row', role: 'group', 'aria-label': `Event ${i + 1}` },
      field('Object', obj), field('What happens', kind), field('Before the step', before), remove));
  });
  const add = h('button', {
    type: 'button', id: 'add-event', class: 'secondary small',
    onclick: () => {
      const first = blockerIds()[0] || attackerIds()[0] || objects[0] || '';
      arr(state.req, 'events').push({ before: 'regular', event: 'leaves_play', object: first });
      changed({ action: true });
      const el = $(`ev-${state.req.events.length - 1}-object`);
      if (el) el.focus();
    },
  }, 'Add an event');
  return h('fieldset', { class: 'group' }, h('legend', null, 'Between steps'),
    h('p', { class: 'hint' }, rows.length
      ? 'Each event happens before the step named.'
      : 'Nothing happens between the steps. A permanent can leave play, or a creature be removed from combat, before a step.'),
    rows.length ? h('ul', { class: 'event-list' }, rows) : null,
    h('div', { class: 'button-row' }, add));
}

function removedSection(title) {
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
  return h('fieldset', { class: 'group' }, h('legend', null, title || 'Removed from combat'),
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
    changed({ action: true });
  });
  return h('div', { class: 'group' }, field('Combat damage step', sel));
}

// recipientsOf a source: the other side of combat, the players other
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

// ASSIGNMENTS is where the damage modes keep the assignment: the
// request's assignments.
const ASSIGNMENTS = {
  read: () => list(state.req, 'assignments'),
  ensure: () => arr(state.req, 'assignments'),
  tidy: () => {},
};

// choicesStore is where a whole combat keeps the assignments chosen for
// one combat damage step: choices.first_strike or choices.regular, left
// out of the request when empty.
function choicesStore(step) {
  const choices = () => (state.req.choices && typeof state.req.choices === 'object' && !Array.isArray(state.req.choices) ? state.req.choices : null);
  return {
    read: () => list(choices(), step),
    ensure: () => {
      if (!choices()) state.req.choices = {};
      return arr(state.req.choices, step);
    },
    tidy: () => {
      const c = choices();
      if (!c) return;
      if (Array.isArray(c[step]) && c[step].length === 0) delete c[step];
      if (Object.keys(c).length === 0) delete state.req.choices;
    },
  };
}

function assignmentSection(store, legend, hint) {
  store = store || ASSIGNMENTS;
  const sources = combatants();
  for (const as of store.read()) if (as && str(as.source) && !sources.includes(as.source)) sources.push(as.source);
  const cards = sources.map((src, i) => {
    const p = permanentById(src);
    const entry = () => store.read().find((x) => x && x.source === src);
    const cur = entry();
    const shares = list(cur, 'damage').filter((d) => d && typeof d === 'object');
    const recips = recipientsOf(src, shares.map((d) => str(d.to)));
    const total = h('span', { class: 'total' });
    function refreshTotal() {
      const e = entry();
      const sum = list(e, 'damage').reduce((s, d) => s + (d && Number.isInteger(d.amount) ? d.amount : 0), 0);
      const power = p && Number.isInteger(p.power) ? p.power : null;
      // Its +1/+1 and -1/-1 counters count too (the board's effects are
      // the judge's to apply).
      const net = p ? counterCount(p, '+1/+1') - counterCount(p, '-1/-1') : 0;
      const of = power === null ? '' : `power ${power}` + (net ? `, ${power + net} with its counters` : '');
      total.textContent = e ? `assigns ${sum}` + (of ? ' of ' + of : '') : (of ? `${of}; not listed` : 'not listed');
    }
    function ensure() {
      let e = entry();
      if (!e) { e = { source: src, damage: [] }; store.ensure().push(e); }
      arr(e, 'damage');
      return e;
    }
    function tidy(e) {
      if (list(e, 'damage').length === 0 && !e.assigned_by) {
        const all = store.read();
        all.splice(all.indexOf(e), 1);
        store.tidy();
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
  return h('fieldset', { class: 'group' }, h('legend', null, legend || 'Combat damage assignment'),
    h('p', { class: 'hint' }, cards.length
      ? hint || 'Amounts per recipient; leave blank what is not assigned. A creature with one possible recipient may be left out.'
      : 'Declare attackers and blockers first.'),
    h('ul', { class: 'assign-list' }, cards));
}

// choicesSection edits a whole combat's chosen assignments, one combat
// damage step at a time; a creature left blank gets the judge's default.
function choicesSection() {
  const step = ui.choiceStep === 'first_strike' ? 'first_strike' : 'regular';
  const sel = selectEl({ id: 'choice-step' }, [['regular', 'regular combat damage step'], ['first_strike', 'first-strike combat damage step']], step);
  sel.addEventListener('change', () => {
    ui.choiceStep = sel.value;
    changed({ action: true, quiet: true });
  });
  const counts = ['first_strike', 'regular'].map((k) => [k, choicesStore(k).read().length]);
  const summary = counts.filter(([, n]) => n).map(([k, n]) => `${n} in the ${k === 'regular' ? 'regular' : 'first-strike'} step`).join(', ');
  return h('div', { class: 'choices' },
    h('div', { class: 'group' }, field('Choose the combat damage of the', sel, 'choice-step'),
      h('p', { class: 'hint', id: 'combat-choices' },
        'A creature left blank divides its damage by the judge\'s documented default, which its step reports. Power is as given, before the board\'s effects and the combat\'s triggers.' +
        (summary ? ' Chosen: ' + summary + '.' : ''))),
    assignmentSection(choicesStore(step), 'Combat damage chosen', 'Amounts per recipient for this step; leave a creature blank for the default.'));
}
