// The facts a request may add that most boards do without: a permanent's
// choice as it came into play (chosen), its kicker (kicked) and its
// shields; a player's graveyard, hand, creature spells cast this turn and
// shields; the costs paid to attack or block; the creatures that assigned
// combat damage in the first-strike step. Each is behind a disclosure, and
// each is left out of the request until it is set, so a request that does
// not use them is sent as before.

import { $, h, field, check, selectEl } from './dom.js';
import {
  state, list, str, changed, permanents, playerIds, labelOf, setInt, attackerIds, blockerIds, board,
} from './model.js';

// Disclosures the user opened, by id, kept across renders.
const open = new Set();

// disclosure is a details element that remembers being open.
function disclosure(id, summary, ...children) {
  const d = h('details', { class: 'facts', id, open: open.has(id) }, h('summary', null, summary), ...children);
  d.addEventListener('toggle', () => { if (d.open) open.add(id); else open.delete(id); });
  return d;
}

// openFacts opens the disclosure that holds the control with the given
// id (before the board or the action is rendered again).
export function openFacts(controlId) {
  const m = /^(perm|player)-(\d+)-(chosen|kickers_paid|kicked|effect_ignored|phased_in|entered_this_turn|attacked_last_turn|shield|graveyard|hand|creature_spells_cast|cast_or_played_last_turn|skipped_draw)/.exec(str(controlId));
  if (m) open.add(`${m[1]}-${m[2]}-facts`);
  if (/^(costs_paid|life_paid|sacrificed)/.test(str(controlId))) open.add('costs');
}

// shiftFacts renumbers the remembered disclosures of permanents (prefix
// "perm") or players after the one at index i is removed.
export function shiftFacts(prefix, i) {
  const re = new RegExp(`^${prefix}-(\\d+)-facts$`);
  const kept = [];
  for (const id of open) {
    const m = re.exec(id);
    if (!m) continue;
    open.delete(id);
    const k = Number(m[1]);
    if (k !== i) kept.push(`${prefix}-${k > i ? k - 1 : k}-facts`);
  }
  kept.forEach((id) => open.add(id));
}

function numberInput(id, obj, key, onEdit) {
  const el = h('input', { id, type: 'number', inputmode: 'numeric', step: '1', min: '0' });
  el.value = Number.isInteger(obj[key]) ? String(obj[key]) : '';
  el.placeholder = 'not given';
  el.addEventListener('input', () => { setInt(obj, key, el.value); if (onEdit) onEdit(); changed(); });
  return el;
}

const SHIELD_KINDS = {
  prevent: 'Prevent damage',
  redirect: 'Redirect damage',
  regenerate: 'Regenerate',
};

// shieldsEditor edits owner.shields (kinds: the ones owner may have), left
// out when empty. prefix names the controls: `${prefix}-shield-${j}-kind`.
function shieldsEditor(owner, prefix, kinds, ownerLabel, onEdit) {
  const box = h('div', { class: 'shields' });
  const done = () => { if (onEdit) onEdit(); changed(); };
  function render() {
    const shields = Array.isArray(owner.shields) ? owner.shields : [];
    const others = permanents().map((q) => str(q.id)).filter((x) => x);
    const rows = shields.map((s, j) => {
      if (!s || typeof s !== 'object') return h('li', { class: 'hint' }, `Shield ${j + 1} is not an object; edit it in the request JSON.`);
      const kindOpts = kinds.map((k) => [k, SHIELD_KINDS[k]]);
      const kind = selectEl({ id: `${prefix}-shield-${j}-kind` }, kindOpts, str(s.kind));
      kind.addEventListener('change', () => {
        s.kind = kind.value;
        if (s.kind === 'regenerate') { delete s.amount; delete s.to; delete s.source; }
        if (s.kind === 'prevent') delete s.to;
        if (s.kind !== 'regenerate' && !Number.isInteger(s.amount)) s.amount = 1;
        render();
        done();
        $(`${prefix}-shield-${j}-kind`).focus();
      });
      const parts = [field('Shield', kind)];
      if (s.kind === 'prevent' || s.kind === 'redirect' || 'amount' in s) {
        const amount = h('input', { id: `${prefix}-shield-${j}-amount`, type: 'number', inputmode: 'numeric', step: '1', min: '1' });
        amount.value = Number.isInteger(s.amount) ? String(s.amount) : '';
        amount.addEventListener('input', () => { setInt(s, 'amount', amount.value); done(); });
        parts.push(field('Amount', amount, 'num'));
      }
      if (s.kind === 'redirect' || 'to' in s) {
        const targets = playerIds().map((x) => [x, 'player ' + x]).concat(others.map((x) => [x, labelOf(x)]));
        const to = selectEl({ id: `${prefix}-shield-${j}-to` }, [['', 'choose']].concat(targets), str(s.to));
        to.addEventListener('change', () => { if (to.value) s.to = to.value; else delete s.to; done(); });
        parts.push(field('Dealt to instead', to));
      }
      if (s.kind === 'prevent' || s.kind === 'redirect' || 'source' in s) {
        const source = selectEl({ id: `${prefix}-shield-${j}-source` }, [['', 'any source']].concat(others.map((x) => [x, labelOf(x)])), str(s.source));
        source.addEventListener('change', () => { if (source.value) s.source = source.value; else delete s.source; done(); });
        parts.push(field('From', source));
      }
      const remove = h('button', {
        type: 'button', class: 'secondary small', id: `${prefix}-shield-${j}-remove`,
        'aria-label': `Remove shield ${j + 1} of ${ownerLabel}`,
        onclick: () => {
          shields.splice(j, 1);
          if (shields.length === 0) delete owner.shields;
          render();
          done();
          $(`${prefix}-add-shield`).focus();
        },
      }, 'Remove');
      return h('li', null, h('div', { class: 'shield-row', role: 'group', 'aria-label': `Shield ${j + 1} of ${ownerLabel}` }, parts, remove));
    });
    const add = h('button', {
      type: 'button', class: 'secondary small', id: `${prefix}-add-shield`,
      onclick: () => {
        if (!Array.isArray(owner.shields)) owner.shields = [];
        owner.shields.push(kinds[0] === 'regenerate' ? { kind: 'regenerate' } : { kind: kinds[0], amount: 1 });
        render();
        done();
        $(`${prefix}-shield-${owner.shields.length - 1}-kind`).focus();
      },
    }, 'Add a shield');
    box.replaceChildren(
      h('p', { class: 'label' }, 'Shields set up this turn, in the order they apply'),
      rows.length ? h('ul', { class: 'shield-list' }, rows) : null,
      add);
  }
  render();
  return box;
}

// permanentFacts is a permanent's "More: choice, kicker, shields".
export function permanentFacts(p, i, ownerLabel, onEdit) {
  const chosen = h('input', { id: `perm-${i}-chosen`, value: str(p.chosen), autocomplete: 'off', spellcheck: 'false', placeholder: 'blue, Goblin, Island, 2/2, heads' });
  chosen.addEventListener('input', () => {
    if (chosen.value.trim()) p.chosen = chosen.value; else delete p.chosen;
    onEdit();
    changed();
  });
  const kicked = selectEl({ id: `perm-${i}-kicked` },
    [['', 'not given'], ['true', 'kicked'], ['false', 'not kicked']], p.kicked === true ? 'true' : p.kicked === false ? 'false' : '');
  kicked.addEventListener('change', () => {
    if (kicked.value === '') delete p.kicked; else p.kicked = kicked.value === 'true';
    onEdit();
    changed();
  });
  // Whether an Aura's cost to ignore its effect was paid this turn
  // (Volrath's Curse), whether the permanent phased in this turn
  // (502.15m), entered the battlefield this turn (Chaos Lord) or attacked
  // during its controller's last turn (Giant Turtle, Halls of Mist): all
  // optional, asked for only when a line needs them.
  const yesNo = (key, yes, no) => {
    const el = selectEl({ id: `perm-${i}-${key}` },
      [['', 'not given'], ['true', yes], ['false', no]], p[key] === true ? 'true' : p[key] === false ? 'false' : '');
    el.addEventListener('change', () => {
      if (el.value === '') delete p[key]; else p[key] = el.value === 'true';
      onEdit();
      changed();
    });
    return el;
  };
  const ignored = yesNo('effect_ignored', 'paid to ignore', 'not paid');
  const phased = yesNo('phased_in', 'phased in', 'did not phase in');
  const entered = yesNo('entered_this_turn', 'entered this turn', 'did not enter this turn');
  const attacked = yesNo('attacked_last_turn', 'attacked last turn', 'did not attack last turn');
  // The kicker costs paid, for a card with two kickers: "{R}, {1}{U}".
  const paid = h('input', { id: `perm-${i}-kickers_paid`, value: Array.isArray(p.kickers_paid) ? p.kickers_paid.join(', ') : '', autocomplete: 'off', spellcheck: 'false', placeholder: '{R}, {1}{U}' });
  paid.addEventListener('input', () => {
    const costs = paid.value.split(',').map((c) => c.trim()).filter((c) => c);
    if (costs.length) p.kickers_paid = costs; else delete p.kickers_paid;
    onEdit();
    changed();
  });
  const set = [];
  if (str(p.chosen)) set.push('chosen ' + str(p.chosen));
  if (p.kicked === true) set.push('kicked');
  if (p.kicked === false) set.push('not kicked');
  if (p.effect_ignored === true) set.push('effect ignored this turn');
  if (p.effect_ignored === false) set.push('effect not ignored');
  if (p.phased_in === true) set.push('phased in');
  if (p.phased_in === false) set.push('did not phase in');
  if (p.entered_this_turn === true) set.push('entered this turn');
  if (p.entered_this_turn === false) set.push('did not enter this turn');
  if (p.attacked_last_turn === true) set.push('attacked last turn');
  if (p.attacked_last_turn === false) set.push('did not attack last turn');
  if (Array.isArray(p.kickers_paid) && p.kickers_paid.length) set.push('kicker ' + p.kickers_paid.join(', '));
  if (list(p, 'shields').length) set.push(list(p, 'shields').length + ' shield' + (list(p, 'shields').length === 1 ? '' : 's'));
  return disclosure(`perm-${i}-facts`, 'More: choice, kicker, shields' + (set.length ? ' (' + set.join(', ') + ')' : ''),
    h('div', { class: 'facts-grid' },
      field('Chosen as it came into play (a color, a type, or the option it became)', chosen),
      field('Kicker', kicked, 'short'),
      field('Kicker costs paid (a card with two kickers)', paid),
      field('Cost to ignore its effect this turn', ignored, 'short'),
      field('Phased in this turn', phased, 'short'),
      field('Entered the battlefield this turn', entered, 'short'),
      field("Attacked during its controller's last turn", attacked, 'short')),
    shieldsEditor(p, `perm-${i}`, ['prevent', 'redirect', 'regenerate'], ownerLabel, onEdit));
}

// playerFacts is a player's "More: graveyard, hand, spells, shields".
export function playerFacts(p, i) {
  const who = str(p.id) || `player ${i + 1}`;
  const set = [];
  if (Number.isInteger(p.graveyard)) set.push(`graveyard ${p.graveyard}`);
  if (Number.isInteger(p.hand)) set.push(`hand ${p.hand}`);
  if (Number.isInteger(p.creature_spells_cast)) set.push(`${p.creature_spells_cast} creature spells`);
  if (p.cast_or_played_last_turn === true) set.push('acted last turn');
  if (p.cast_or_played_last_turn === false) set.push('did nothing last turn');
  // Arboria reads it: not given, or whether the player cast a spell or put
  // a nontoken permanent into play during their last turn.
  const acted = selectEl({ id: `player-${i}-cast_or_played_last_turn` },
    [['', 'not given'], ['true', 'yes'], ['false', 'no']], p.cast_or_played_last_turn === true ? 'true' : p.cast_or_played_last_turn === false ? 'false' : '');
  acted.addEventListener('change', () => {
    if (acted.value === '') delete p.cast_or_played_last_turn; else p.cast_or_played_last_turn = acted.value === 'true';
    changed();
  });
  if (p.skipped_draw === true) set.push('skipped draw');
  if (p.skipped_draw === false) set.push('drew');
  // Island Sanctuary reads it: whether the player skipped the draw of
  // their last draw step with it.
  const skipped = selectEl({ id: `player-${i}-skipped_draw` },
    [['', 'not given'], ['true', 'yes'], ['false', 'no']], p.skipped_draw === true ? 'true' : p.skipped_draw === false ? 'false' : '');
  skipped.addEventListener('change', () => {
    if (skipped.value === '') delete p.skipped_draw; else p.skipped_draw = skipped.value === 'true';
    changed();
  });
  if (list(p, 'shields').length) set.push(list(p, 'shields').length + ' shield' + (list(p, 'shields').length === 1 ? '' : 's'));
  return disclosure(`player-${i}-facts`, `More about ${who}: graveyard, hand, spells, shields` + (set.length ? ' (' + set.join(', ') + ')' : ''),
    h('div', { class: 'facts-grid' },
      field('Cards in graveyard', numberInput(`player-${i}-graveyard`, p, 'graveyard'), 'num'),
      field('Cards in hand', numberInput(`player-${i}-hand`, p, 'hand'), 'num'),
      field('Creature spells cast this turn', numberInput(`player-${i}-creature_spells_cast`, p, 'creature_spells_cast'), 'num'),
      field('Cast a spell or put a nontoken permanent into play last turn', acted, 'short'),
      field('Skipped the last draw (Island Sanctuary)', skipped, 'short')),
    shieldsEditor(p, `player-${i}`, ['prevent', 'redirect'], who));
}

// costsSection is what was paid for the costs to attack (mana, and the
// permanents sacrificed) or to block (mana and life).
export function costsSection(mode) {
  const req = state.req;
  const parts = [];
  const set = [];
  if (Number.isInteger(req.costs_paid)) set.push(`{${req.costs_paid}} paid`);
  parts.push(field(mode === 'attack' ? 'Mana paid for the costs to attack' : 'Mana paid for the costs to block',
    numberInput('costs_paid', req, 'costs_paid'), 'num'));
  if (mode === 'block') {
    if (Number.isInteger(req.life_paid)) set.push(`${req.life_paid} life paid`);
    parts.push(field('Life paid for the costs to block', numberInput('life_paid', req, 'life_paid'), 'num'));
  }
  if (mode === 'attack') {
    // Sacrificed: the active player's permanents, and any id the request
    // names; ticking none leaves the field out (a loaded [] is kept).
    const sac = list(req, 'sacrificed').map(str);
    if (sac.length) set.push(`${sac.length} sacrificed`);
    const ids = permanents().filter((q) => q.controller === board().active_player && str(q.id)).map((q) => str(q.id));
    for (const id of sac) if (!ids.includes(id)) ids.push(id);
    const boxes = ids.map((id, j) => {
      const box = h('input', { type: 'checkbox', id: `sacrificed-${j}`, checked: sac.includes(id), dataset: { id } });
      box.addEventListener('change', () => {
        const cur = list(state.req, 'sacrificed').map(str).filter((x) => x !== id);
        if (box.checked) cur.push(id);
        if (cur.length) state.req.sacrificed = cur; else delete state.req.sacrificed;
        changed({ action: true });
      });
      return check(labelOf(id), box);
    });
    parts.push(h('fieldset', { class: 'words', id: 'sacrificed' }, h('legend', null, 'Sacrificed for the costs to attack'),
      boxes.length ? boxes : h('span', { class: 'hint' }, 'The active player has no permanent.')));
  }
  return disclosure('costs', 'More: costs paid' + (set.length ? ' (' + set.join(', ') + ')' : ''),
    h('p', { class: 'hint' }, 'Left blank, the answer notes what the costs ask for; a payment that is not the total is illegal.'),
    h('div', { class: 'facts-grid' }, parts));
}

// firstStrikeSection says, for the regular combat damage step, which
// creatures assigned combat damage in the first-strike step: not given
// (read from first strike and double strike now), or the ones ticked.
export function firstStrikeSection() {
  const req = state.req;
  const given = Array.isArray(req.assigned_first_strike_damage);
  const cur = list(req, 'assigned_first_strike_damage').map(str);
  const mode = selectEl({ id: 'assigned_first_strike_damage' }, [
    ['', 'not given: read from first strike and double strike now'],
    ['given', 'the creatures ticked below (none ticked: none)'],
  ], given ? 'given' : '');
  mode.addEventListener('change', () => {
    if (mode.value) req.assigned_first_strike_damage = cur; else delete req.assigned_first_strike_damage;
    changed({ action: true });
    $('assigned_first_strike_damage').focus();
  });
  const ids = [];
  for (const id of attackerIds().concat(blockerIds(), cur)) if (id && !ids.includes(id)) ids.push(id);
  const boxes = given ? ids.map((id, j) => {
    const box = h('input', { type: 'checkbox', id: `afsd-${j}`, checked: cur.includes(id), dataset: { creature: id } });
    box.addEventListener('change', () => {
      const now = list(state.req, 'assigned_first_strike_damage').map(str).filter((x) => x !== id);
      if (box.checked) now.push(id);
      state.req.assigned_first_strike_damage = now;
      changed();
    });
    return check(labelOf(id), box);
  }) : [];
  return h('div', { class: 'group' },
    field('Creatures that assigned combat damage in the first-strike step', mode),
    boxes.length ? h('div', { class: 'checks', role: 'group', 'aria-label': 'Assigned combat damage in the first-strike step' }, boxes) : null);
}
