// Cards from the server's card file (judged -cards): name suggestions as a
// name is typed, and a permanent's fields filled from what the judge
// derives from a card (GET /v1/cards/{name}).

import { $, h, field, getJSON } from './dom.js';
import { str, list, arr, board, newId, cardPath } from './model.js';

const cardNotes = new WeakMap(); // permanent -> what the last fill from a card said
let suggestTimer = 0;

// fetchCard answers the card's view, or null after saying why with status.
export async function fetchCard(name, status) {
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
export function fillFromCard(p, v) {
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

// addCard puts the card named into play under controller, its fields
// filled from what the judge derives; it answers the new permanent's
// index, or -1 after saying why with status.
export async function addCard(name, controller, status) {
  const v = await fetchCard(name, status);
  if (!v) return -1;
  const p = { id: newId(str(v.name)), controller, damage: 0, tapped: false, summoning_sick: false };
  fillFromCard(p, v);
  arr(board(), 'permanents').push(p);
  return board().permanents.length - 1;
}

// cardNames answers up to limit card names that start with prefix.
export async function cardNames(prefix, limit) {
  const d = await getJSON(`/v1/cards?limit=${limit}&prefix=` + encodeURIComponent(prefix.trim()));
  return list(d, 'names').map(str);
}

// notesOf is what the last fill of p from a card said.
export function notesOf(p) { return cardNotes.get(p) || []; }

// suggestCardNames fills the card name suggestions as a name is typed.
function suggestCardNames(prefix) {
  clearTimeout(suggestTimer);
  const q = prefix.trim();
  if (!q) return;
  suggestTimer = setTimeout(() => {
    getJSON('/v1/cards?limit=20&prefix=' + encodeURIComponent(q)).then((d) => {
      $('card-names').replaceChildren(...list(d, 'names').map((n) => h('option', { value: str(n) })));
    }).catch(() => {});
  }, 120);
}

// cardNameInput is a text input that suggests card names.
export function cardNameInput(id) {
  const input = h('input', { id, list: 'card-names', autocomplete: 'off', spellcheck: 'false' });
  input.addEventListener('input', () => suggestCardNames(input.value));
  return input;
}

// cardFillRow is a permanent's "fill from a card" control: a name, a
// button, and what the fill said.
export function cardFillRow(p, i, onFill) {
  const input = cardNameInput(`perm-${i}-card`);
  if (typeof p.card === 'string') input.value = p.card;
  const status = h('span', { class: 'hint', role: 'status' });
  const fill = h('button', {
    type: 'button', id: `perm-${i}-fill`, class: 'secondary small',
    onclick: async () => {
      const name = input.value.trim() || str(p.name);
      if (!name) { input.focus(); return; }
      const v = await fetchCard(name, (text) => { status.textContent = text; });
      if (!v) return;
      fillFromCard(p, v);
      onFill();
    },
  }, 'Fill from card');
  return h('div', { class: 'card-row' }, field('Fill the fields from a card name', input, 'grow'), fill, status);
}
