// The rulesjudge web form: plain JavaScript modules, no framework, no
// build step. This module starts the page and ties its parts together:
// every edit calls changed (model.js), which redraws the parts that
// depend on it, keeps the page's address in step with the request, and
// marks a verdict on display as stale.

import { $, h, rerender, getJSON } from './dom.js';
import { MODES, state, ui, list, str, onChange, load, encodeState, decodeState, defaultRequest } from './model.js';
import { renderBoard } from './board.js';
import { renderAction } from './action.js';
import { renderBattlefield, initBattlefield } from './battlefield.js';
import { renderShare, copy } from './share.js';
import { initExamples } from './examples.js';
import { judge, setRules, setHooks, showVerdictMessage, clearProblems, markProblems } from './verdict.js';

const HASH_KEY = '#r=';

// ---------- the address ----------

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

// loadFromHash restores the form from the address; false when there is
// nothing to restore.
function loadFromHash() {
  const hash = location.hash;
  if (!hash.startsWith(HASH_KEY)) return false;
  try {
    if (!load(decodeState(hash.slice(HASH_KEY.length)), null)) throw new Error('not a request');
    return true;
  } catch (e) {
    showVerdictMessage('The link could not be read: ' + e.message, 'problem');
    return false;
  }
}

// ---------- redrawing ----------

function render(o) {
  if (o.board) rerender(renderBoard);
  if (o.action) rerender(renderAction);
  if (!o.quiet && ui.judged) {
    $('stale').hidden = false;
    ui.marks.clear();
    ui.destroyed.clear();
    ui.derived.clear();
    ui.lifeAfter.clear();
    clearProblems();
  }
  markProblems();
  rerender(renderBattlefield);
  renderShare();
  if (!o.quiet) scheduleHash();
}

function renderAll() {
  renderBoard();
  renderAction();
  renderBattlefield();
  renderShare();
}

// fresh shows a newly loaded request, not judged yet.
function fresh() {
  renderAll();
  writeHash();
  ui.judged = false;
  showVerdictMessage('Not judged yet.', 'none');
}

// ---------- lookups ----------

function loadLookups() {
  setRules(getJSON('/v1/rules'));
  getJSON('/v1/abilities').then((data) => {
    $('ability-wordings').replaceChildren(...list(data, 'abilities').map((a) => h('option', {
      value: str(a.example || a.pattern), label: str(a.pattern) + (a.rule ? ' (' + a.rule + ')' : ''),
    })));
  }).catch(() => {});
  loadCardFile(0);
  initExamples(async (data) => {
    if (!load(data, null)) return false;
    fresh();
    $('judge').focus();
    return true;
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
    if (d && d.loaded === true && !ui.cardsLoaded) {
      ui.cardsLoaded = true;
      render({ board: true, action: true, quiet: true });
    }
  }).catch(() => {});
}

// ---------- start ----------

function init() {
  onChange(render);
  setHooks({ writeHash, afterVerdict: () => rerender(renderBattlefield) });
  for (const m of Object.keys(MODES)) {
    $('mode-' + m).addEventListener('change', (e) => {
      if (!e.target.checked) return;
      state.mode = m;
      render({ action: true });
    });
  }
  $('judge-form').addEventListener('submit', judge);
  // The skip links move the focus without touching the address, which
  // holds the request.
  for (const a of document.querySelectorAll('a.skip')) {
    a.addEventListener('click', (e) => {
      e.preventDefault();
      // The battlefield's tab stop is a tile; on an empty board, the
      // first side's card box.
      const target = a.dataset.skip === 'judge' ? $('judge')
        : $('table').querySelector('.tile[tabindex="0"]') || $('table').querySelector('input.side-card');
      if (!target) return;
      if (e.detail !== 0) {
        target.focus();
        return;
      }
      // Followed from the keyboard: move once the key is released, so
      // that the Enter does not press the target too.
      let done = false;
      const go = () => {
        if (!done) { done = true; target.focus(); }
      };
      document.addEventListener('keyup', go, { once: true });
      setTimeout(go, 500);
    });
  }
  // Ctrl+Enter (or ⌘+Enter) judges from anywhere on the page.
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.altKey) {
      e.preventDefault();
      judge();
    }
  });
  $('to-verdict').addEventListener('click', () => {
    $('verdict-panel').scrollIntoView({ block: 'start' });
    $('verdict-h').focus({ preventScroll: true });
  });
  // New board: the empty table, players and no permanents.
  $('new-board').addEventListener('click', () => {
    load(defaultRequest(), 'attack');
    $('example-loaded').hidden = true;
    fresh();
  });
  $('copy-link').addEventListener('click', () => { writeHash(); copy(location.href, $('copy-status')); });
  $('copy-json').addEventListener('click', () => copy($('request-json').textContent, $('copy-status')));
  $('copy-curl').addEventListener('click', () => copy($('curl').textContent, $('copy-status')));
  $('paste-load').addEventListener('click', () => {
    const st = $('paste-status');
    try {
      if (!load(JSON.parse($('paste-json').value), $('paste-mode').value)) throw new Error('not a JSON object');
      $('example-loaded').hidden = true;
      fresh();
      st.textContent = 'Loaded.';
    } catch (e) {
      st.textContent = 'Could not load it: ' + e.message;
    }
  });
  window.addEventListener('hashchange', () => {
    if (loadFromHash()) fresh();
  });

  initBattlefield();
  loadFromHash();
  renderAll();
  writeHash();
  loadLookups();
  document.documentElement.dataset.ready = 'true';
}

init();
