// The examples: every scenario of the judge (GET /v1/scenarios) in a list
// searched by one box. The list is out of the tab order: the box is a
// combobox, the arrow keys move through the matches and Enter loads one,
// so the examples cost one Tab, not one per example.

import { $, h, getJSON } from './dom.js';
import { str, list } from './model.js';

let scenarios = [];
let shown = [];
let active = -1; // index in shown of the highlighted example
let onLoad = async () => {};

// initExamples fetches the examples; load is called with a scenario file.
export function initExamples(load) {
  onLoad = load;
  const input = $('example-filter');
  input.addEventListener('input', () => { active = -1; renderExamples(); });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : shown.length - 1) : Math.min(shown.length - 1, Math.max(0, active + step)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const s = shown[active >= 0 ? active : 0];
      if (s && (active >= 0 || shown.length === 1)) loadExample(s.path);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (input.value) {
        input.value = '';
        active = -1;
        renderExamples();
      } else {
        expand(false);
      }
    }
  });
  // The list shows while the box has the focus; a press on it keeps the
  // focus in the box.
  input.addEventListener('focus', () => expand(true));
  input.addEventListener('blur', () => expand(false));
  $('example-list').addEventListener('mousedown', (e) => e.preventDefault());
  $('example-list').addEventListener('click', (e) => {
    const li = e.target.closest('li[data-path]');
    if (li) loadExample(li.dataset.path);
  });
  getJSON('/v1/scenarios').then((data) => {
    scenarios = list(data, 'scenarios').filter((s) => s && typeof s.path === 'string');
    renderExamples();
  }).catch((e) => {
    $('examples-status').textContent = 'The examples could not be loaded (' + e.message + ').';
  });
}

let expanded = false;

// expand shows the list of matches, or hides it.
function expand(on) {
  expanded = on;
  $('example-filter').setAttribute('aria-expanded', String(on && shown.length > 0));
  $('example-list').hidden = !on;
}

function setActive(k) {
  const input = $('example-filter');
  const items = $('example-list').children;
  if (active >= 0 && items[active]) items[active].setAttribute('aria-selected', 'false');
  active = k;
  const li = items[k];
  if (!li) { input.removeAttribute('aria-activedescendant'); return; }
  li.setAttribute('aria-selected', 'true');
  input.setAttribute('aria-activedescendant', li.id);
  li.scrollIntoView({ block: 'nearest' });
}

function renderExamples() {
  const input = $('example-filter');
  const q = input.value.trim().toLowerCase();
  const words = q.split(/\s+/).filter((w) => w);
  shown = scenarios.filter((s) => {
    const hay = (s.path + ' ' + titleOf(s.path) + ' ' + kindOf(s.path) + ' ' + str(s.note) + ' ' + str(s.endpoint)).toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  // The keys are said only where there is a keyboard (style.css hides
  // .kbd-hint on a touch screen).
  $('examples-status').replaceChildren(
    (q ? `${shown.length} of ${scenarios.length} examples` : `${scenarios.length} examples`) + (shown.length ? '' : '.'),
    shown.length ? h('span', { class: 'kbd-hint' }, '; ↓ and ↑ choose, Enter loads.') : '');
  input.removeAttribute('aria-activedescendant');
  $('example-list').replaceChildren(...shown.map((s, k) => h('li', {
    id: 'example-' + k, role: 'option', 'aria-selected': 'false', class: 'example-option', dataset: { path: s.path },
  }, h('span', { class: 'example-title' }, h('span', { class: 'example-kind' }, kindOf(s.path)), h('span', { class: 'sr' }, ': '), titleOf(s.path)),
  h('span', { class: 'example-note' }, str(s.note)))));
  expand(expanded || document.activeElement === input);
}

// KINDS names an example's folder, the question it asks.
const KINDS = {
  attacks: 'Attack', blocks: 'Block', damage: 'Damage check', resolve: 'Damage resolve', combat: 'Whole combat', cards: 'Card',
};

// titleOf is an example's title in words, from its file name:
// "blocks/ground-creature-blocks-flier.json" is "Ground creature blocks
// flier".
export function titleOf(path) {
  const base = str(path).split('/').pop().replace(/\.json$/, '').replace(/[-_]+/g, ' ').trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : str(path);
}

// kindOf is what an example asks, from its folder.
function kindOf(path) {
  const folder = str(path).split('/')[0];
  return KINDS[folder] || folder;
}

async function loadExample(path) {
  try {
    const data = await getJSON('/v1/scenarios/' + path.split('/').map(encodeURIComponent).join('/'));
    // A file in a folder whose endpoint it shares may leave it out; the
    // list says it.
    const listed = scenarios.find((s) => s.path === path);
    if (data && typeof data === 'object' && typeof data.endpoint !== 'string' && listed && typeof listed.endpoint === 'string') {
      data.endpoint = listed.endpoint;
    }
    if (!(await onLoad(data))) throw new Error('not a scenario');
    const loaded = $('example-loaded');
    loaded.replaceChildren(h('strong', null, 'Loaded: '), h('span', { class: 'example-title' }, titleOf(path)), h('span', null, ' ' + str(data.note)));
    loaded.hidden = false;
  } catch (e) {
    $('examples-status').textContent = 'Could not load ' + path + ': ' + e.message;
  }
}
