// The board editor: the players, and each permanent as a compact card (one
// line: name, power/toughness, controller, flags) that expands into its
// fields on demand.

import { $, h, field, check, selectEl } from './dom.js';
import {
  board, players, playerIds, list, arr, str, has, isCreature, ptOf, cardName, changed, ui,
  renameObject, newId, parseList, setInt, permanents, nameOf, attachKind, attachedTo,
  PT_COUNTERS, counterCount, setCounters, countersText,
} from './model.js';
import { cardNameInput, addCard, cardFillRow, notesOf } from './cards.js';
import { permanentFacts, playerFacts, openFacts, shiftFacts } from './facts.js';

const TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land'];
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'];
const COLORS = ['White', 'Blue', 'Black', 'Red', 'Green'];

const openMore = new Set(); // indexes of permanents whose "more fields" are open
let addController = ''; // the controller chosen for the next permanent added
let cardStatus = '';

// openPermanent expands permanent i's card and, after the next render,
// focuses the control with the given id.
export function openPermanent(i, focusId) {
  ui.openPermanents.add(i);
  if (focusId && /-(id|subtypes|types-|supertypes-|colors-)/.test(focusId)) openMore.add(i);
  openFacts(focusId);
  renderBoard();
  const el = focusId && $(focusId);
  const target = el || $(`perm-${i}-summary`);
  if (target) {
    target.scrollIntoView({ block: 'center' });
    target.focus();
  }
}

// controllerFor is the controller a new permanent gets: the one chosen,
// while that player exists, else the active player.
function controllerFor() {
  const ids = playerIds();
  if (ids.includes(addController)) return addController;
  return str(board().active_player) || ids[0] || '';
}

export function renderBoard() {
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
        shiftFacts('player', i);
        changed({ board: true, action: true });
        const next = $('add-player');
        if (next) next.focus();
      },
    }, 'Remove');
    return h('div', { class: 'player' },
      h('div', { class: 'player-row' },
        field('Player id', id, 'grow'), field('Life', life, 'num'), field('Poison', poison, 'num'), remove),
      playerFacts(p, i));
  });

  const addPlayer = h('button', {
    type: 'button', id: 'add-player', class: 'secondary small',
    onclick: () => {
      const pid = newId('player');
      arr(b, 'players').push({ id: pid, life: 20 });
      if (!b.active_player) b.active_player = pid;
      changed({ board: true, action: true });
      const el = $(`player-${b.players.length - 1}-id`);
      if (el) { el.focus(); el.select(); }
    },
  }, 'Add player');

  const perms = list(b, 'permanents').map((p, i) => (p && typeof p === 'object' ? renderPermanent(p, i) : null));

  body.replaceChildren(
    h('fieldset', { class: 'group' },
      h('legend', null, 'Players'),
      field('Active player (the attacking player)', active),
      h('div', { class: 'players' }, playerRows),
      addPlayer),
    h('div', { class: 'group' },
      h('h3', null, 'Permanents'),
      perms.length ? h('ul', { class: 'permanents' }, perms) : h('p', { class: 'hint' }, 'No permanents yet.'),
      addRow()),
  );
}

// addRow adds a permanent under the chosen controller: a blank creature,
// or one filled from a card name when the server has a card file.
function addRow() {
  const b = board();
  const ctl = selectEl({ id: 'add-controller' }, playerIds().map((x) => [x, x]), controllerFor());
  ctl.addEventListener('change', () => { addController = ctl.value; });
  const push = (p) => {
    arr(b, 'permanents').push(p);
    const i = b.permanents.length - 1;
    ui.openPermanents.add(i);
    return i;
  };
  const blank = h('button', {
    type: 'button', id: 'add-permanent', class: 'secondary',
    onclick: () => {
      const i = push({
        id: newId('creature'), name: '', controller: controllerFor(), types: ['Creature'], supertypes: [], subtypes: [],
        colors: [], power: 2, toughness: 2, damage: 0, tapped: false, summoning_sick: false, abilities: [],
      });
      changed({ board: true, action: true });
      const el = $(`perm-${i}-name`);
      if (el) el.focus();
    },
  }, 'Add a creature');
  const parts = [field('Controller of the new permanent', ctl, 'short'), blank];
  if (ui.cardsLoaded) {
    const input = cardNameInput('card-name');
    const status = h('span', { id: 'card-status', class: 'hint', role: 'status' }, cardStatus);
    const say = (text) => { cardStatus = text; status.textContent = text; };
    const add = h('button', {
      type: 'button', id: 'add-card', class: 'secondary',
      onclick: async () => {
        const name = input.value.trim();
        if (!name) { input.focus(); return; }
        const i = await addCard(name, controllerFor(), say);
        if (i < 0) return;
        const p = b.permanents[i];
        ui.openPermanents.add(i);
        cardStatus = `Added ${str(p.name)} under ${p.controller}.`;
        changed({ board: true, action: true });
        const el = $('card-name');
        if (el) el.focus();
      },
    }, 'Add from card');
    parts.push(field('Card name', input, 'grow'), add, status);
  }
  return h('fieldset', { class: 'add-row' }, h('legend', null, 'Add a permanent'), h('div', { class: 'card-row' }, parts));
}

function permanentSummary(p) {
  const bits = [];
  if (isCreature(p) || 'power' in p) bits.push(ptOf(p));
  const t = list(p, 'supertypes').concat(list(p, 'types')).map(str).join(' ');
  const sub = list(p, 'subtypes').map(str).join(' ');
  if (t || sub) bits.push(t + (sub ? ' — ' + sub : ''));
  if (str(p.controller)) bits.push(str(p.controller));
  if (cardName(p) && str(p.name) !== cardName(p)) bits.push('card: ' + cardName(p) + (str(p.face) ? ' (' + str(p.face) + ')' : ''));
  const flags = [];
  if (p.tapped) flags.push('tapped');
  if (p.summoning_sick) flags.push('summoning sick');
  if (Number.isInteger(p.damage) && p.damage) flags.push(p.damage + ' damage');
  const counters = countersText(p);
  if (counters) flags.push('counters ' + counters);
  if (str(p.chosen)) flags.push('chosen ' + str(p.chosen));
  if (p.kicked === true) flags.push('kicked');
  const shields = list(p, 'shields').filter((x) => x && typeof x === 'object').map((x) => str(x.kind) + (Number.isInteger(x.amount) ? ' ' + x.amount : ''));
  if (shields.length) flags.push('shields: ' + shields.join(', '));
  if (attachedTo(p)) bits.push((attachKind(p) === 'Aura' ? 'enchanting ' : 'attached to ') + nameOf(attachedTo(p)));
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

  const controller = selectEl({ id: `perm-${i}-controller` }, playerIds().map((x) => [x, x]), str(p.controller));
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
  // An Aura or Equipment gets its "Attached to" select as it becomes one.
  const wasAttachable = Boolean(attachKind(p));
  subtypes.addEventListener('change', () => {
    if (Boolean(attachKind(p)) !== wasAttachable) changed({ board: true });
  });

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

  // attachment is the "Attached to" select of an Aura or Equipment (or of
  // any permanent the request attaches): none, or another permanent.
  let attachment = null;
  if (attachKind(p) || attachedTo(p)) {
    const others = permanents().filter((q) => q !== p && str(q.id))
      .map((q) => [str(q.id), nameOf(q.id) === str(q.id) ? str(q.id) : `${nameOf(q.id)} (${str(q.id)})`]);
    const sel = selectEl({ id: `perm-${i}-attached_to` }, [['', 'Nothing']].concat(others), attachedTo(p));
    sel.addEventListener('change', edit(() => {
      if (sel.value) p.attached_to = sel.value;
      else delete p.attached_to;
    }));
    attachment = field('Attached to', sel, 'attach');
  }

  // Counters: +1/+1 and -1/-1 for a creature (or any permanent that has
  // some); other kinds a request carries are kept and listed.
  function counterInput(kind, key) {
    const el = h('input', { id: `perm-${i}-counters-${key}`, type: 'number', inputmode: 'numeric', step: '1', min: '0' });
    const n = counterCount(p, kind);
    el.value = n ? String(n) : '';
    el.placeholder = '0';
    el.addEventListener('input', edit(() => setCounters(p, kind, el.value)));
    el.addEventListener('change', () => changed({ action: true }));
    return h('label', { class: 'counter' }, h('span', null, kind), el);
  }
  const otherCounters = Object.keys(p.counters && typeof p.counters === 'object' ? p.counters : {})
    .filter((k) => !PT_COUNTERS.includes(k));
  const counters = isCreature(p) || countersText(p)
    ? h('div', { class: 'counters', role: 'group', 'aria-labelledby': `perm-${i}-counters-label` },
      h('span', { class: 'label', id: `perm-${i}-counters-label` }, 'Counters'),
      counterInput('+1/+1', 'plus'), counterInput('-1/-1', 'minus'))
    : null;
  const counterNote = otherCounters.length
    ? h('p', { class: 'hint' }, 'Other counters, kept as they are: ' + otherCounters.map((k) => k + ' ×' + str(p.counters[k])).join(', ') + '.')
    : null;

  const cardLabel = str(p.name) || str(p.id) || `permanent ${i + 1}`;
  const abilityList = h('ul', { class: 'abilities' });
  function renderAbilities() {
    abilityList.replaceChildren(...list(p, 'abilities').map((a, j) => {
      const inp = h('input', {
        id: `perm-${i}-ability-${j}`, value: str(a), list: 'ability-wordings', autocomplete: 'off', class: 'ability',
      });
      inp.addEventListener('input', edit(() => { p.abilities[j] = inp.value; }));
      const rm = h('button', {
        type: 'button', class: 'secondary small', id: `perm-${i}-ability-${j}-remove`,
        'aria-label': `Remove ability ${j + 1} of ${cardLabel}`,
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
      const shift = (set) => {
        const kept = [...set].filter((k) => k !== i).map((k) => (k > i ? k - 1 : k));
        set.clear();
        kept.forEach((k) => set.add(k));
      };
      shift(ui.openPermanents);
      shift(openMore);
      shiftFacts('perm', i);
      changed({ board: true, action: true });
      $('add-permanent').focus();
    },
  }, 'Remove ' + cardLabel);

  const card = [];
  if (cardName(p)) {
    card.push(h('p', { class: 'hint' }, `Given as a card: ${cardName(p)}. The card fills in every field the permanent does not write; abilities written here are added to the card's.`));
  }
  if (ui.cardsLoaded) {
    card.push(cardFillRow(p, i, () => {
      refreshSummary();
      changed({ board: true, action: true });
    }));
  }
  const notes = notesOf(p);
  if (notes.length) card.push(h('ul', { class: 'card-notes' }, notes.map((l) => h('li', null, l))));

  const more = h('details', { class: 'more', id: `perm-${i}-more`, open: openMore.has(i) },
    h('summary', null, 'Id, types and colors'),
    h('div', { class: 'more-grid' },
      field('Id', id),
      wordBoxes('types', TYPES, 'Types'),
      wordBoxes('supertypes', SUPERTYPES, 'Supertypes'),
      field('Subtypes (comma-separated)', subtypes),
      wordBoxes('colors', COLORS, 'Colors (none: colorless)')));
  more.addEventListener('toggle', () => { if (more.open) openMore.add(i); else openMore.delete(i); });

  const details = h('details', { class: 'perm', id: `perm-${i}`, open: ui.openPermanents.has(i), dataset: { id: str(p.id) } },
    h('summary', { id: `perm-${i}-summary` }, summaryName, ' ', summaryLine, ' ', summaryFlags, ' ', summaryAbilities),
    h('div', { class: 'perm-body' },
      h('div', { class: 'perm-main' },
        field('Name', name, 'grow'), field('Controller', controller, 'short'),
        num('power', 'Power'), num('toughness', 'Toughness'), num('damage', 'Damage'), attachment),
      counterNote,
      h('div', { class: 'flags' }, flag('tapped', 'Tapped'), flag('summoning_sick', 'Summoning sick'), counters),
      h('div', { class: 'perm-abilities-edit' },
        h('p', { class: 'label' }, 'Abilities (wordings the judge understands are suggested)'), abilityList, addAbility),
      card.length ? h('div', { class: 'perm-card' }, card) : null,
      // The two disclosures share a line while closed.
      h('div', { class: 'perm-disclosures' }, more, permanentFacts(p, i, cardLabel, refreshSummary)),
      h('div', { class: 'perm-foot' }, remove)));
  details.addEventListener('toggle', () => {
    if (details.open) ui.openPermanents.add(i); else ui.openPermanents.delete(i);
  });
  return h('li', null, details);
}
