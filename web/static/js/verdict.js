// The verdict: the answer of the judge, each violation and note with its
// rule; for a request the judge could not evaluate, each problem named by
// the card and line it is about ("Serra Angel, ability 2: ...") rather
// than by its JSON pointer, with a button that shows the field.

import { $, h } from './dom.js';
import { MODES, state, ui, list, str, nameOf, labelOf, request, changed, cardName } from './model.js';
import { openPermanent, renderBoard } from './board.js';
import { renderAction } from './action.js';
import { openFacts } from './facts.js';

let rules = new Map(); // rule number -> {title, summary, text}
let rulesReady = Promise.resolve();
let hooks = { writeHash: () => {}, afterVerdict: () => {} };

// setRules gives the verdict the rule catalog (GET /v1/rules) once it
// arrives; a verdict waits for it.
export function setRules(ready) {
  rulesReady = ready.then((data) => {
    rules = new Map(list(data, 'rules').map((r) => [str(r.number), r]));
  }).catch(() => {});
}

// setHooks gives the verdict what it calls on the rest of the page.
export function setHooks(h0) { hooks = Object.assign(hooks, h0); }

export function showVerdictMessage(text, kind) {
  $('verdict').replaceChildren(h('p', { class: 'verdict verdict-' + kind }, h('span', { class: 'verdict-word' }, text)));
  $('verdict-details').replaceChildren();
  $('stale').hidden = true;
  summary(kind === 'none' ? '' : text, kind);
}

// summary is the verdict in the Judge bar, always on screen.
function summary(text, kind) {
  const el = $('verdict-summary');
  el.className = 'verdict-summary' + (kind ? ' summary-' + kind : '');
  el.textContent = text;
  $('to-verdict').hidden = !text;
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

// exampleBlock shows an example the answer gives, with a button that puts
// it in the form; choiceStep names the combat damage step of a whole
// combat whose choices an example of assignments replaces.
function exampleBlock(ex, heading, choiceStep) {
  const use = h('button', {
    type: 'button', id: 'use-example', class: 'secondary small',
    onclick: () => {
      for (const k of ['attackers', 'blockers', 'assignments']) {
        if (!Array.isArray(ex[k])) continue;
        const v = JSON.parse(JSON.stringify(ex[k]));
        if (k === 'assignments' && choiceStep) {
          if (!state.req.choices || typeof state.req.choices !== 'object' || Array.isArray(state.req.choices)) state.req.choices = {};
          state.req.choices[choiceStep] = v;
          ui.choiceStep = choiceStep;
        } else {
          state.req[k] = v;
        }
      }
      changed({ action: true });
      $('judge').focus();
    },
  }, 'Put this example in the form');
  return h('div', { class: 'example' }, h('h3', null, heading), h('ul', null, describeExample(ex).map((l) => h('li', null, l))), use);
}

// ---------- problems, named by card and line ----------

const SINGULAR = {
  abilities: 'ability', blocking: 'blocked creature', damage: 'damage share', provoke: 'provoke target',
  types: 'type', supertypes: 'supertype', subtypes: 'subtype', colors: 'color', card_faces: 'face',
  players: 'player', permanents: 'permanent', attackers: 'attacker', blockers: 'blocker', assignments: 'assignment',
};
const WORDS = {
  active_player: 'active player', summoning_sick: 'summoning sick', assigned_by: 'divided by',
  removed_from_combat: 'removed from combat', type_line: 'type line', oracle_text: 'oracle text',
};
const word = (f) => WORDS[f] || f.replace(/_/g, ' ');

// describePointer names what a JSON pointer into the request sent points
// at, in the form's words: where (a card and its line) and, for a field
// of a permanent or a player, the id of the control that edits it.
export function describePointer(ptr, req, detail) {
  const t = str(ptr).split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const b = req && req.board && typeof req.board === 'object' ? req.board : {};
  const perms = Array.isArray(b.permanents) ? b.permanents : [];
  const byId = (id) => perms.find((p) => p && typeof p === 'object' && p.id === id);
  const permName = (p) => (p && typeof p === 'object' ? str(p.name) || cardName(p) || str(p.id) : '');
  // A name two permanents share is followed by the id, which tells them
  // apart: "Wall of Stone (w1)", or "Wall of Stone, w1" inside brackets.
  const label = (p, sep, end) => {
    const n = permName(p);
    if (!n) return '';
    const same = perms.filter((q) => permName(q) === n).length;
    return same > 1 && str(p.id) && str(p.id) !== n ? n + sep + p.id + end : n;
  };
  const idName = (id, inBrackets) => label(byId(id), inBrackets ? ', ' : ' (', inBrackets ? '' : ')') || str(id);
  const permLabel = (k) => label(perms[k], ' (', ')') || `Permanent ${k + 1}`;
  // tail describes the rest of a path: fields, and list indexes counted from 1.
  const tail = (rest, named) => {
    const out = [];
    for (let i = 0; i < rest.length; i++) {
      const f = rest[i];
      const n = rest[i + 1];
      if (n !== undefined && /^\d+$/.test(n)) {
        let s = (SINGULAR[f] || word(f)) + ' ' + (Number(n) + 1);
        if (named && (f === 'blocking' || f === 'provoke' || f === 'removed_from_combat')) {
          const id = named[f] && named[f][Number(n)];
          if (typeof id === 'string' && id) s += ' (' + idName(id, true) + ')';
        }
        out.push(s);
        i++;
      } else {
        out.push(word(f));
      }
    }
    return out;
  };
  const join = (head, rest) => [head].concat(rest).filter((x) => x).join(', ');
  const index = (s) => (/^\d+$/.test(s) ? Number(s) : -1);

  if (t.length === 0 || (t.length === 1 && t[0] === '')) return { where: 'The request' };
  if (t[0] === 'board') {
    if (t.length === 1) return { where: 'The board' };
    if (t[1] === 'permanents' && index(t[2]) >= 0) {
      const k = index(t[2]);
      const rest = t.slice(3);
      let target = `perm-${k}-summary`;
      if (rest[0] === 'abilities' && index(rest[1]) >= 0) target = `perm-${k}-ability-${rest[1]}`;
      else if (['name', 'controller', 'power', 'toughness', 'damage', 'tapped', 'summoning_sick', 'id', 'subtypes', 'card'].includes(rest[0])) target = `perm-${k}-${rest[0]}`;
      else if (rest[0] === 'attached_to') target = `perm-${k}-attached_to`;
      else if (rest[0] === 'counters' && (rest[1] === '+1/+1' || rest[1] === '-1/-1')) target = `perm-${k}-counters-${rest[1] === '+1/+1' ? 'plus' : 'minus'}`;
      else if (['chosen', 'kicked', 'kickers_paid', 'effect_ignored', 'phased_in', 'entered_this_turn', 'attacked_last_turn'].includes(rest[0])) target = `perm-${k}-${rest[0]}`;
      else if (rest[0] === 'shields') target = shieldTarget(`perm-${k}`, rest);
      // A line that needs the choice made as the permanent came into play
      // is answered at the control that takes the choice.
      if (rest[0] === 'abilities' && /\bin chosen\b/.test(str(detail))) target = `perm-${k}-chosen`;
      if (rest[0] === 'abilities' && /\bkickers_paid\b/.test(str(detail))) target = `perm-${k}-kickers_paid`;
      return { where: join(permLabel(k), tail(rest)), permanent: k, target };
    }
    if (t[1] === 'players' && index(t[2]) >= 0) {
      const k = index(t[2]);
      const pl = Array.isArray(b.players) ? b.players[k] : null;
      const id = pl && typeof pl === 'object' ? str(pl.id) : '';
      const rest = t.slice(3);
      let target = ['id', 'life', 'poison', 'graveyard', 'hand', 'creature_spells_cast', 'cast_or_played_last_turn', 'skipped_draw'].includes(rest[0]) ? `player-${k}-${rest[0]}` : `player-${k}-id`;
      if (rest[0] === 'shields') target = shieldTarget(`player-${k}`, rest);
      return { where: join('Player ' + (id || k + 1), tail(rest)), target };
    }
    const w = tail(t.slice(1)).join(', ');
    return { where: w.charAt(0).toUpperCase() + w.slice(1), target: t[1] === 'active_player' ? 'active-player' : '' };
  }
  const k = index(t[1]);
  const entries = Array.isArray(req && req[t[0]]) ? req[t[0]] : [];
  const e = k >= 0 && entries[k] && typeof entries[k] === 'object' ? entries[k] : null;
  if (t[0] === 'attackers' && k >= 0) {
    return { where: join(e && str(e.creature) ? 'Attacker ' + idName(e.creature) : `Attacker ${k + 1}`, tail(t.slice(2), e)) };
  }
  if (t[0] === 'blockers' && k >= 0) {
    return { where: join(e && str(e.creature) ? 'Blocker ' + idName(e.creature) : `Blocker ${k + 1}`, tail(t.slice(2), e)) };
  }
  if (t[0] === 'assignments' && k >= 0) {
    const rest = t.slice(2);
    let w = tail(rest);
    if (rest[0] === 'damage' && index(rest[1]) >= 0 && e) {
      const d = list(e, 'damage')[index(rest[1])];
      if (d && typeof d === 'object' && str(d.to)) w = ['damage to ' + idName(d.to)].concat(tail(rest.slice(2)));
    }
    return { where: join(e && str(e.source) ? 'Damage from ' + idName(e.source) : `Assignment ${k + 1}`, w) };
  }
  if (t[0] === 'choices' && (t[1] === 'first_strike' || t[1] === 'regular')) {
    // A whole combat's chosen assignments, per combat damage step.
    const step = t[1] === 'first_strike' ? 'first-strike step' : 'regular step';
    const as = req && req.choices && typeof req.choices === 'object' ? req.choices[t[1]] : null;
    const j = index(t[2]);
    const a = Array.isArray(as) && j >= 0 && as[j] && typeof as[j] === 'object' ? as[j] : null;
    const rest = t.slice(3);
    let w = tail(rest);
    if (rest[0] === 'damage' && index(rest[1]) >= 0 && a) {
      const d = list(a, 'damage')[index(rest[1])];
      if (d && typeof d === 'object' && str(d.to)) w = ['damage to ' + idName(d.to)].concat(tail(rest.slice(2)));
    }
    const head = a && str(a.source) ? 'Damage from ' + idName(a.source) : (j >= 0 ? `Assignment ${j + 1}` : 'Assignments');
    return { where: join(head + ' in the ' + step, w) };
  }
  if (t[0] === 'tricks' && k >= 0) {
    // A trick: named by its card or its source, its control in its editor.
    const what = e ? str(e.card) || (str(e.source) ? idName(e.source) : '') : '';
    const rest = t.slice(2);
    const controls = { at: 'at', source: 'source', ability: 'line', text: 'line', card: 'card', player: 'player', times: 'times', x: 'x', sacrifice: 'sacrifice', discard: 'discard',
      tap: 'tap', mode: 'mode', color: 'color', choice: 'choice', flip: 'flip', revealed: 'revealed', kicked: 'kicked', paid: 'paid',
      enters: 'enters', cycled: 'cycled', turn_face_up: 'turn_face_up' };
    let target = controls[rest[0]] ? `trick-${k}-${controls[rest[0]]}` : `trick-${k}-at`;
    if (rest[0] === 'source' && e && 'card' in e) target = `trick-${k}-card`; // an instant's editor has no source
    if (rest[0] === 'targets') target = index(rest[1]) >= 0 ? `trick-${k}-target-${rest[1]}` : `trick-${k}-target-0`;
    if (rest[0] === 'divided') target = `trick-${k}-divided-${index(rest[1]) >= 0 ? rest[1] : 0}`;
    let w = tail(rest);
    if (rest[0] === 'targets' && index(rest[1]) >= 0) w = ['target ' + (index(rest[1]) + 1)].concat(tail(rest.slice(2)));
    return { where: join(`Trick ${k + 1}` + (what ? ' (' + what + ')' : ''), w), target, trick: k };
  }
  if (t[0] === 'events' && k >= 0) {
    const what = e && str(e.object) ? idName(e.object) : '';
    const target = ['object', 'event', 'before'].includes(t[2]) ? `ev-${k}-${t[2]}` : `ev-${k}-object`;
    return { where: join(`Event ${k + 1}` + (what ? ' (' + what + ')' : ''), tail(t.slice(2))), target };
  }
  if (t[0] === 'costs_paid' || t[0] === 'life_paid') {
    return { where: t[0] === 'costs_paid' ? 'Mana paid for the costs' : 'Life paid for the costs', target: t[0] };
  }
  if (t[0] === 'sacrificed') {
    const id = k >= 0 && typeof entries[k] === 'string' ? entries[k] : '';
    const j = k >= 0 ? index(t[1]) : -1;
    return { where: 'Sacrificed' + (id ? ': ' + idName(id) : j >= 0 ? `: entry ${j + 1}` : ''), target: 'sacrificed' };
  }
  if (t[0] === 'assigned_first_strike_damage') {
    const id = k >= 0 && typeof entries[k] === 'string' ? entries[k] : '';
    return { where: 'Assigned first-strike damage' + (id ? ': ' + idName(id) : ''), target: 'assigned_first_strike_damage' };
  }
  if (t[0] === 'removed_from_combat' && k >= 0) {
    return { where: 'Removed from combat: ' + (typeof entries[k] === 'string' ? idName(entries[k]) : `entry ${k + 1}`) };
  }
  const w = tail(t).join(', ');
  return { where: w.charAt(0).toUpperCase() + w.slice(1) };
}

// shieldTarget is the control of a shield's field: its kind by default.
function shieldTarget(prefix, rest) {
  if (!/^\d+$/.test(str(rest[1]))) return `${prefix}-add-shield`;
  const f = ['kind', 'amount', 'to', 'source'].includes(rest[2]) ? rest[2] : 'kind';
  return `${prefix}-shield-${rest[1]}-${f}`;
}

// focusable is the control to focus for a target: the element, or the
// first control inside a group (the sacrificed permanents).
function focusable(id) {
  const el = id && $(id);
  if (!el) return null;
  return el.matches('input, select, textarea, button, summary') ? el : el.querySelector('input, select, textarea, button') || el;
}

function showField(d) {
  if (d.trick !== undefined && !ui.openTricks.has(d.trick)) {
    ui.openTricks.add(d.trick);
    renderAction();
    markProblems();
  }
  if (d.permanent !== undefined) {
    openPermanent(d.permanent, d.target);
    markProblems();
    return;
  }
  if (d.target && !$(d.target)) {
    openFacts(d.target);
    renderBoard();
    renderAction();
    markProblems();
  }
  const el = focusable(d.target);
  if (el) {
    el.scrollIntoView({ block: 'center' });
    el.focus();
  }
}

// ---------- problems next to their controls ----------

// The problems of the 422 on display whose control the form has: each is
// also written next to that control, which is marked invalid, until the
// form changes.
let fieldProblems = []; // {target, text}

export function clearProblems() { fieldProblems = []; }

// markProblems writes the problems on display next to their controls (after
// every redraw of the form).
export function markProblems() {
  for (const el of document.querySelectorAll('.field-problem')) el.remove();
  for (const el of document.querySelectorAll('[aria-invalid="true"]')) {
    el.removeAttribute('aria-invalid');
    const was = str(el.dataset.describedBy);
    if (was) el.setAttribute('aria-describedby', was); else el.removeAttribute('aria-describedby');
    delete el.dataset.describedBy;
  }
  fieldProblems.forEach((fp, i) => {
    const el = focusable(fp.target);
    if (!el) return;
    const note = h('p', { class: 'field-problem', id: `field-problem-${i}`, dataset: { for: fp.target } }, fp.text);
    const group = $(fp.target);
    const at = group.matches('fieldset') ? group : el.closest('label.field, fieldset, .check') || el;
    at.after(note);
    if (el.getAttribute('aria-invalid') !== 'true') {
      el.dataset.describedBy = str(el.getAttribute('aria-describedby'));
      el.setAttribute('aria-invalid', 'true');
    }
    el.setAttribute('aria-describedby', [el.getAttribute('aria-describedby'), note.id].filter((x) => x).join(' '));
  });
}

// showProblemsAtControls opens what holds each problem's control (its
// permanent, a disclosure) and writes the problem there.
function showProblemsAtControls(list0) {
  fieldProblems = list0.filter((d) => d.target && !/-summary$|^player-\d+-id$/.test(d.target));
  for (const d of fieldProblems) {
    if (d.permanent !== undefined) ui.openPermanents.add(d.permanent);
    if (d.trick !== undefined) ui.openTricks.add(d.trick);
    openFacts(d.target);
  }
  if (fieldProblems.length) {
    renderBoard();
    renderAction();
  }
  markProblems();
}

export function renderProblem(p, status, sent) {
  $('verdict').replaceChildren(h('p', { class: 'verdict verdict-problem' },
    h('span', { class: 'verdict-word' }, 'Not judged'),
    h('span', { class: 'verdict-count' }, `${str(p.title) || 'error'} (${status})`)));
  const errs = list(p, 'errors').filter((e) => e && typeof e === 'object');
  const described = errs.map((e) => describePointer(e.pointer, sent, e.detail));
  $('verdict-details').replaceChildren(
    p.detail ? h('p', null, str(p.detail)) : null,
    errs.length ? h('ul', { class: 'findings problems' }, errs.map((e, i) => {
      const d = described[i];
      return h('li', { dataset: { pointer: str(e.pointer) } },
        h('p', { class: 'message' }, h('strong', { class: 'where' }, d.where), ': ', str(e.detail)),
        d.target ? h('button', {
          type: 'button', class: 'secondary small', id: `problem-${i}-show`,
          'aria-label': 'Show in the form: ' + d.where, onclick: () => showField(d),
        }, 'Show in the form') : null);
    })) : null,
    p.decision_id ? h('p', { class: 'hint' }, 'Decision id ', h('code', null, str(p.decision_id))) : null);
  showProblemsAtControls(described.map((d, i) => Object.assign({ text: str(errs[i].detail) }, d)));
  summary('Not judged: ' + (errs.length === 1 ? described[0].where
    : errs.length ? `${errs.length} problems` : str(p.title) || `status ${status}`), 'problem');
}

export function renderVerdict(resp, sent) {
  const v = str(resp.verdict);
  const violations = list(resp, 'violations').filter((x) => x && typeof x === 'object');
  const notes = list(resp, 'notes');
  const word0 = { legal: 'Legal', illegal: 'Illegal', indeterminate: 'Indeterminate' }[v] || v;
  const count = v === 'illegal' ? `${violations.length} violation${violations.length === 1 ? '' : 's'}: ` +
    violations.map((x) => str(x.rule)).join(', ') : '';
  const kind = word0 === v ? 'problem' : v;
  $('verdict').replaceChildren(h('p', { class: 'verdict verdict-' + kind },
    h('span', { class: 'verdict-word' }, word0), count ? h('span', { class: 'verdict-count' }, count) : null));
  summary(word0 + (violations.length ? ': ' + violations.map((x) => str(x.rule)).join(', ') : ''), kind);

  ui.marks.clear();

  ui.destroyed.clear();
  ui.derived.clear();
  ui.lifeAfter.clear();
  const derived = list(resp, 'derived').filter((d) => d && typeof d === 'object' && str(d.id));
  for (const d of derived) ui.derived.set(str(d.id), d);
  if (resp.outcome && typeof resp.outcome === 'object') for (const id of list(resp.outcome, 'destroyed').map(str)) ui.destroyed.add(id);
  // The life totals after a whole combat (outcome.life) or a resolved
  // damage step (the resulting board), for the battlefield's side heads.
  const life = resp.outcome && typeof resp.outcome === 'object' && resp.outcome.life && typeof resp.outcome.life === 'object' ? resp.outcome.life : null;
  if (life) for (const [id, n] of Object.entries(life)) if (Number.isInteger(n)) ui.lifeAfter.set(id, n);
  if (!life && resp.board && typeof resp.board === 'object') {
    for (const p of list(resp.board, 'players')) if (p && typeof p === 'object' && Number.isInteger(p.life)) ui.lifeAfter.set(str(p.id), p.life);
  }
  for (const x of violations) {
    for (const id of list(x, 'objects').map(str)) {
      const rs = ui.marks.get(id) || [];
      if (!rs.includes(str(x.rule))) rs.push(str(x.rule));
      ui.marks.set(id, rs);
    }
  }

  const parts = [];
  if (violations.length) parts.push(h('h3', null, 'Violations'), findingList(violations, 'violations'));
  const rq = resp.requirements;
  if (rq && typeof rq === 'object') {
    // obeyed is left out when the declaration breaks a restriction: it is
    // then not one of the declarations the figures count (README).
    const s = typeof rq.obeyed === 'number'
      ? `This declaration obeys ${rq.obeyed} requirement${rq.obeyed === 1 ? '' : 's'}; the most that can be obeyed without breaking a restriction is ${rq.maximum} (500.5).`
      : `This declaration breaks a restriction, so its requirements are not counted; the most that can be obeyed without breaking one is ${rq.maximum} (500.5).`;
    parts.push(h('h3', null, 'Requirements'), h('p', null, s));
    if (list(rq, 'undecided').length) parts.push(h('p', null, 'The search could not settle: ' + rq.undecided.map(nameOf).join(', ') + '.'));
    if (rq.example && typeof rq.example === 'object') parts.push(exampleBlock(rq.example, 'A declaration that obeys the most requirements'));
  }
  if (resp.example && typeof resp.example === 'object') {
    // A whole combat stopped at an illegal choice: the example is for the
    // combat damage step it stopped at.
    const steps = Array.isArray(resp.steps) ? resp.steps.filter((x) => x && typeof x === 'object') : [];
    const last = steps.length ? str(steps[steps.length - 1].name) : '';
    const choiceStep = state.mode === 'combat' && (last === 'first_strike' || last === 'regular') ? last : '';
    parts.push(exampleBlock(resp.example, choiceStep ? 'A legal assignment for the ' + STEP_NAMES[choiceStep].toLowerCase() : 'A legal assignment', choiceStep));
  }
  const walked = Array.isArray(resp.steps) && resp.steps.length > 0;
  if (walked) {
    parts.push(...timeline(resp, sent));
    if (resp.outcome && typeof resp.outcome === 'object') {
      summary(word0 + `: walked ${resp.steps.length} steps, ${list(resp.outcome, 'destroyed').length} destroyed`, kind);
    }
  }
  if (notes.length && walked) {
    // The walk repeats what the checks noted (attackers tap, creatures
    // become blocked): the notes are there, folded.
    parts.push(h('details', { class: 'combat-notes' },
      h('summary', null, `Notes from checking the declarations (${notes.length})`), findingList(notes, 'notes')));
  } else if (notes.length) {
    parts.push(h('h3', null, 'Notes'), findingList(notes, 'notes'));
  }
  if (derived.length) parts.push(h('h3', null, 'Characteristics the judge used'), derivedList(derived));
  // caveats: ignored lines that could change this answer (listed again
  // among the ignored ones below, with their reasons).
  const caveats = list(resp, 'caveats').filter((x) => x && typeof x === 'object');
  if (caveats.length) {
    parts.push(h('h3', null, 'Lines not read that could change this answer'), h('ul', { class: 'findings caveats' },
      caveats.map((x) => h('li', null, h('p', { class: 'message' },
        h('strong', null, nameOf(str(x.object))), ': “', str(x.text), '”')))));
  }
  const ignored = list(resp, 'ignored').filter((x) => x && typeof x === 'object');
  if (ignored.length) {
    parts.push(h('h3', null, 'Card lines not taken into account'), h('ul', { class: 'findings ignored' },
      ignored.map((x) => h('li', null, h('p', { class: 'message' },
        h('strong', null, nameOf(str(x.object))), ': “', str(x.text), '” (', str(x.reason), ')')))));
  }
  if (Array.isArray(resp.dealt)) parts.push(...resolution(resp, sent.board));
  if (resp.decision_id) parts.push(h('p', { class: 'hint' }, 'Decision id ', h('code', null, str(resp.decision_id))));
  $('verdict-details').replaceChildren(...parts);
}

// derivedList says, for each permanent whose characteristics the board's
// effects or its counters changed, what the judge used and why:
// "Grizzly Bears: 4/4 (+1/+1 counters x2)", "has flying, from Wurm Shell".
function derivedList(derived) {
  return h('ul', { class: 'findings derived' }, derived.map((d) => {
    const pt = Number.isInteger(d.power) || Number.isInteger(d.toughness)
      ? `${Number.isInteger(d.power) ? d.power : '?'}/${Number.isInteger(d.toughness) ? d.toughness : '?'}` : '';
    const changes = list(d, 'changes').map(str);
    const lines = [];
    for (const a of list(d, 'abilities')) if (a && typeof a === 'object') lines.push(`has “${str(a.text)}”, from ${nameOf(str(a.from))}`);
    for (const a of list(d, 'lost')) if (a && typeof a === 'object') lines.push(`loses “${str(a.text)}”, from ${nameOf(str(a.from))}`);
    return h('li', { dataset: { id: str(d.id) } },
      h('p', { class: 'message' }, h('strong', null, nameOf(str(d.id))),
        pt ? ': ' + pt + (changes.length ? ' (' + changes.join('; ') + ')' : '') : ''),
      lines.length ? h('ul', null, lines.map((l) => h('li', null, l))) : null);
  }));
}

// ---------- a whole combat (POST /v1/combat/resolve) ----------

const STEP_NAMES = {
  beginning_of_combat: 'Beginning of combat step',
  declare_attackers: 'Declare attackers step',
  declare_blockers: 'Declare blockers step',
  first_strike: 'First-strike combat damage step',
  regular: 'Regular combat damage step',
  end_of_combat: 'End of combat step',
};
const EVENT_KINDS = {
  declared: 'declaration', tapped: 'tapped', trigger: 'trigger', delayed: 'delayed trigger', choice: 'choice',
  assigned: 'assignment', damage: 'damage', state_based: 'state-based effect', left_play: 'left play',
  removed_from_combat: 'removed from combat', shield: 'shield', game_over: 'game over', trick: 'trick',
};

// timeline shows a walked combat: each step in order with its events,
// each event with its rule and the objects it names, then the outcome.
function timeline(resp, sent) {
  const steps = resp.steps.filter((s) => s && typeof s === 'object');
  const out = [h('h3', { id: 'timeline-h' }, 'Combat, step by step')];
  if (!steps.some((s) => s.name === 'first_strike')) {
    out.push(h('p', { class: 'hint', id: 'no-first-strike' },
      'No first-strike combat damage step: no creature in combat had first strike or double strike.'));
  }
  // Without an outcome the walk stopped, at the step the answer's stage
  // names (an illegal choice, a trick that may not be used then), else at
  // its last step: the violations above say what.
  const stopped = !(resp.outcome && typeof resp.outcome === 'object');
  const stageAt = steps.findIndex((s) => str(s.name) === str(resp.stage));
  const stopAt = stageAt >= 0 ? stageAt : steps.length - 1;
  out.push(h('ol', { class: 'timeline', 'aria-labelledby': 'timeline-h' }, steps.map((s, i) => {
    const events = list(s, 'events').filter((e) => e && typeof e === 'object');
    const name = STEP_NAMES[str(s.name)] || str(s.name);
    const last = i === stopAt;
    return h('li', { class: 'step' + (stopped && last ? ' stopped' : ''), dataset: { step: str(s.name) } },
      h('h4', { class: 'step-name', id: `step-${i}-h` }, name),
      events.length
        ? h('ol', { class: 'findings step-events', 'aria-labelledby': `step-${i}-h` }, events.map(combatEvent))
        : (stopped && last ? null : h('p', { class: 'hint step-empty' }, 'Nothing happens in this step.')),
      stopped && last ? h('p', { class: 'step-stopped' }, 'The walk stops here; the verdict above says why.') : null);
  })));
  out.push(...outcome(resp, sent.board)); // caveats: renderVerdict, as for every answer
  return out;
}

function combatEvent(e) {
  const rule = str(e.rule);
  const r = rules.get(rule);
  const kind = str(e.kind);
  const objects = list(e, 'objects').map(str).filter((x) => x);
  return h('li', { class: 'event event-' + kind.replace(/[^a-z_]/g, ''), dataset: { kind, rule } },
    h('div', { class: 'event-head' },
      ruleLabel(rule),
      h('span', { class: 'event-kind' }, EVENT_KINDS[kind] || kind.replace(/_/g, ' ')),
      Number.isInteger(e.amount) && e.amount > 0 ? h('span', { class: 'event-amount' }, `${e.amount} damage`) : null,
      e.default === true ? h('span', { class: 'event-default' }, 'default choice') : null),
    h('p', { class: 'message' }, str(e.message)),
    objects.length ? h('p', { class: 'event-objects', dataset: { objects: objects.join(' ') } },
      h('span', { class: 'label' }, objects.length === 1 ? 'Object: ' : 'Objects: '), objects.map(nameOf).join(', ')) : null,
    r && r.summary ? h('details', { class: 'rule-summary' },
      h('summary', null, 'What ' + rule + ' says'),
      h('p', null, str(r.summary)),
      r.text ? h('blockquote', { class: 'rule-text' }, str(r.text)) : null) : null);
}

// outcome is what the combat did: the permanents destroyed, each player's
// life before and after, and the creatures removed from combat.
function outcome(resp, sentBoard) {
  const o = resp.outcome && typeof resp.outcome === 'object' ? resp.outcome : null;
  if (!o) return [];
  const out = [h('h3', { id: 'outcome-h' }, 'Outcome')];
  const named = (ids, cls) => (ids.length
    ? h('ul', { class: 'outcome-list ' + cls }, ids.map((id) => h('li', { dataset: { id } }, labelOf(id))))
    : h('p', { class: cls + ' none' }, 'None.'));
  out.push(h('h4', null, 'Destroyed'), named(list(o, 'destroyed').map(str), 'destroyed'));
  const life = o.life && typeof o.life === 'object' ? o.life : {};
  const before = new Map(list(sentBoard, 'players').filter((p) => p && typeof p === 'object').map((p) => [str(p.id), p.life]));
  const ids = [...before.keys()].filter((id) => id in life).concat(Object.keys(life).filter((id) => !before.has(id)));
  out.push(h('h4', { id: 'outcome-life-h' }, 'Life totals'), h('table', { class: 'life combat-life', 'aria-labelledby': 'outcome-life-h' },
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Life'))),
    h('tbody', null, ids.map((id) => {
      const was = Number.isInteger(before.get(id)) ? before.get(id) : null;
      const now = life[id];
      return h('tr', { dataset: { player: id } }, h('th', { scope: 'row' }, id),
        h('td', null, was === null || was === now ? str(now) : `${was} → ${now}`));
    }))));
  out.push(h('h4', null, 'Removed from combat'), named(list(o, 'removed_from_combat').map(str), 'removed'));
  return out;
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
    out.push(h('button', {
      type: 'button', id: 'continue-board', class: 'secondary small',
      onclick: () => {
        state.req.board = JSON.parse(JSON.stringify(after));
        state.req.step = 'regular';
        state.req.assignments = [];
        ui.openPermanents.clear();
        changed({ board: true, action: true });
        $('judge').focus();
      },
    }, 'Continue on the resulting board (regular step)'));
  }
  return out;
}

// judge posts the request to its endpoint and shows the answer.
export async function judge(ev) {
  if (ev) ev.preventDefault();
  hooks.writeHash();
  const req = request();
  // The button stays enabled, so it keeps the focus, while a verdict is
  // awaited; a second press meanwhile does nothing.
  const button = $('judge');
  if (button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
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
    ui.marks.clear();
    ui.destroyed.clear();
    ui.derived.clear();
    ui.lifeAfter.clear();
    clearProblems();
    markProblems();
    if (res.ok && body && typeof body === 'object') renderVerdict(body, req);
    else if (body && typeof body === 'object') renderProblem(body, res.status, req);
    else showVerdictMessage(`The judge answered ${res.status} without a readable body.`, 'problem');
    ui.judged = true;
    $('stale').hidden = true;
  } catch (e) {
    showVerdictMessage('Could not reach the judge: ' + e.message, 'problem');
  } finally {
    button.removeAttribute('aria-disabled');
    $('verdict-panel').removeAttribute('aria-busy');
    hooks.afterVerdict();
  }
}
