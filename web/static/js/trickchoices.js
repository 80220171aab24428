// The choices and outcomes a trick's line asks for (tricks[].mode, color,
// choice, flip, revealed, kicked, paid, divided, enters, cycled,
// turn_face_up, tap): each a control of the trick's editor, shown when the
// line's words call for it or when the trick already has the field (a
// shared link keeps it editable). The judge decides whether the line takes
// it: a field given for a line that takes none is its 422, at the control.

import { h, field, check, selectEl } from './dom.js';
import { list, str, permanents, labelOf, nameOf } from './model.js';
import { cardNameInput } from './cards.js';

// COLORS are the colors a line may have chosen, as the API names them.
const COLORS = ['white', 'blue', 'black', 'red', 'green'];

// WORDS are the words of a line that call for each control.
const WORDS = {
  color: /\bchoice of colou?r\b|\bcolou?r of (your|its controller's) choice\b|\bchoose a colou?r\b|\bprotection from the colou?r\b/i,
  tapOrUntap: /\btap or untap\b/i,
  choiceOf: /\byour choice of ([^.]+?)(?: until end of turn|\.|$)/i,
  sourceOfChoice: /\bsource of your choice\b/i,
  typeOfChoice: /\bcreature type of your choice\b/i,
  flip: /\bflip a coin\b/i,
  revealed: /\breveal the top card\b/i,
  kicker: /\bkicker\b/i,
  paid: /\bunless\b[^.]*\bpays?\b/i,
  divided: /\bdivided\b/i,
  enters: /\b(put|return)\b[^.]*\bcards?\b[^.]*\b((on)?to the battlefield|into play)\b/i,
  cycled: /\bwhen you cycle\b/i,
  tap: /\btap (an|one|two|three|four|five|six|seven|x|\d+) untapped\b/i,
};

// modesOf are the modes of a modal line ("Choose one — • ... • ..."), each
// "•" line in the card's order; empty when the line has none.
export function modesOf(line) {
  const [head, ...rest] = str(line).split('•');
  if (!rest.length || !/\bchoose one\b/i.test(head)) return [];
  return rest.map((m) => '• ' + m.trim());
}

// instantModes are a modal instant's modes from its card's view: its
// modes in the card's order, each saying whether the judge applies it
// (view.modes; unapplied marks the others). A view without modes lists
// those the judge applies (understood) apart from the others (ignored),
// each list in the card's order; when both hold modes, how they
// interleave on the card is not said: the modes are then offered by their
// place on the card alone, and known says so.
export function instantModes(view) {
  const applied = list(view, 'understood').map((u) => str(u && (u.oracle || u.ability))).filter((x) => x.trim().startsWith('•'));
  const other = list(view, 'ignored').map((g) => str(g && g.text)).filter((x) => x.trim().startsWith('•'));
  const given = list(view, 'modes').filter((m) => m && typeof m === 'object' && str(m.text));
  if (given.length) {
    return { modes: given.map((m) => str(m.text)), known: true, applied, other,
      unapplied: new Set(given.flatMap((m, k) => (m.understood ? [] : [k]))) };
  }
  if (applied.length && other.length) return { modes: applied.concat(other), known: false, applied, other };
  return { modes: applied.length ? applied : other, known: true, applied, other };
}

// choiceWords say a trick's choices in words, for its summary: " (mode 2)",
// ", kicked", ", color red".
export function choiceWords(t) {
  let out = Number.isInteger(t.mode) ? ` (mode ${t.mode + 1})` : '';
  const parts = [];
  if (str(t.turn_face_up)) parts.push('turned face up as ' + str(t.turn_face_up));
  if (t.kicked === true) parts.push('kicked');
  if (t.kicked === false) parts.push('not kicked');
  if (str(t.color)) parts.push('color ' + str(t.color));
  if (str(t.choice)) parts.push('choosing ' + (permanents().some((p) => p.id === t.choice) ? nameOf(t.choice) : str(t.choice)));
  if (str(t.flip)) parts.push('flip ' + str(t.flip));
  if (str(t.revealed)) parts.push('revealed a ' + str(t.revealed) + ' card');
  if (t.paid === true) parts.push('paid');
  if (t.paid === false) parts.push('not paid');
  if (list(t, 'divided').length) parts.push('divided ' + list(t, 'divided').map(String).join('/'));
  if (str(t.enters)) parts.push('putting ' + str(t.enters) + ' into play');
  if (list(t, 'tap').length) parts.push('tapping ' + list(t, 'tap').map((x) => nameOf(str(x))).join(', '));
  if (parts.length) out += ', ' + parts.join(', ');
  return out;
}

// choiceControls are the controls of a trick's choices. line is what the
// trick uses (an ability's line, an instant's text: all its lines, those
// the judge ignores too, so a kicker or a mode it does not apply shows);
// modes are its modes as modesOf or instantModes give them; slots is how
// many targets the row offers; edit is the row's edit(fn, rebuild).
export function choiceControls(t, i, { line, modes, instant, faceDown, slots, edit }) {
  const controls = [];
  const id = (k) => `trick-${i}-${k}`;
  const wants = (key, word) => key in t || word.test(line);
  const setOrDelete = (key, v) => { if (v === '' || v === undefined || v === null) delete t[key]; else t[key] = v; };

  if ('mode' in t || (modes && modes.modes.length)) {
    const ms = modes ? modes.modes : [];
    const unapplied = (modes && modes.unapplied) || new Set();
    const opts = [['', 'choose a mode']].concat(ms.map((m, k) => [String(k), modes.known
      ? `Mode ${k + 1}: ${m}` + (unapplied.has(k) ? ' (the judge does not apply it)' : '')
      : `Mode ${k + 1} (the card's ${ordinal(k + 1)} “•” line)`]));
    const cur = Number.isInteger(t.mode) ? String(t.mode) : str(t.mode);
    const sel = selectEl({ id: id('mode') }, withCurrent(opts, cur, Number.isInteger(t.mode) ? `Mode ${t.mode + 1}` : cur), cur);
    sel.addEventListener('change', edit((v) => setOrDelete('mode', v === '' ? '' : Number.parseInt(v, 10)), true));
    controls.push(field('Mode chosen (“Choose one —”)', sel, 'wide'));
    if (modes && !modes.known) {
      const hint = h('p', { class: 'hint wide', id: id('mode-hint') },
        'The judge applies ', modes.applied.join(' '), ' It does not apply ', modes.other.join(' '), ' Count the mode among the card\'s “•” lines.');
      sel.setAttribute('aria-describedby', hint.id);
      controls.push(hint);
    }
  }
  if (wants('color', WORDS.color)) {
    const colors = COLORS.concat(/\bprotection from artifacts\b/i.test(line) || t.color === 'artifacts' ? ['artifacts'] : []);
    const sel = selectEl({ id: id('color') }, withCurrent([['', 'not chosen']].concat(colors.map((c) => [c, c])), str(t.color)), str(t.color));
    sel.addEventListener('change', edit((v) => setOrDelete('color', v)));
    controls.push(field('Color chosen', sel));
  }
  if ('choice' in t || WORDS.tapOrUntap.test(line) || WORDS.choiceOf.test(line) || WORDS.sourceOfChoice.test(line) || WORDS.typeOfChoice.test(line)) {
    controls.push(choiceControl(t, id('choice'), line, edit, setOrDelete));
  }
  for (const [key, word, label, values] of [
    ['flip', WORDS.flip, 'Coin flip', [['won', 'won'], ['lost', 'lost']]],
    ['revealed', WORDS.revealed, 'Card revealed', [['land', 'a land card'], ['nonland', 'a nonland card']]],
  ]) {
    if (!wants(key, word)) continue;
    const sel = selectEl({ id: id(key) }, withCurrent([['', 'not said']].concat(values), str(t[key])), str(t[key]));
    sel.addEventListener('change', edit((v) => setOrDelete(key, v)));
    controls.push(field(label, sel));
  }
  for (const [key, show, label] of [
    ['kicked', instant && WORDS.kicker.test(line), 'Kicked (its kicker cost paid)'],
    ['paid', WORDS.paid.test(line), 'A player pays (“unless … pays”)'],
    ['cycled', instant && WORDS.cycled.test(line), 'Cycled, not cast'],
  ]) {
    if (!(key in t) && !show) continue;
    const box = h('input', { type: 'checkbox', id: id(key), checked: t[key] === true });
    // Unticked leaves the field out: the judge's default (not kicked, not
    // paid, cast) and the event says so.
    box.addEventListener('change', edit((v, ev) => setOrDelete(key, ev.target.checked ? true : ''), key === 'cycled'));
    controls.push(check(label, box, 'wide'));
  }
  if (wants('divided', WORDS.divided)) {
    const cur = list(t, 'divided');
    const n = Math.max(slots, cur.length, 1);
    const targets = list(t, 'targets').map(str);
    for (let j = 0; j < n; j++) {
      const inp = h('input', { type: 'number', inputmode: 'numeric', min: '1', step: '1', id: id(`divided-${j}`), value: Number.isInteger(cur[j]) ? String(cur[j]) : '' });
      inp.addEventListener('input', edit(() => {
        const xs = [];
        for (let k = 0; k < n; k++) {
          const el = document.getElementById(id(`divided-${k}`));
          xs.push(el ? el.value.trim() : '');
        }
        // Blank amounts before a typed one are sent as 0, for the judge's 422.
        while (xs.length && xs[xs.length - 1] === '') xs.pop();
        if (xs.length) t.divided = xs.map((x) => Number.parseInt(x, 10) || 0); else delete t.divided;
      }));
      controls.push(field(`Amount to ${targets[j] ? nameOf(targets[j]) : 'target ' + (j + 1)}`, inp, 'num'));
    }
  }
  for (const [key, show, label] of [
    ['enters', WORDS.enters.test(line), 'Card put into play (card name)'],
    ['turn_face_up', faceDown, 'Turned face up as (morph card name)'],
  ]) {
    if (!(key in t) && !show) continue;
    const inp = cardNameInput(id(key));
    inp.value = str(t[key]);
    inp.addEventListener('input', edit((v) => {
      setOrDelete(key, v.trim());
      // Turning a permanent face up is all such a trick does (502.26d).
      if (key === 'turn_face_up' && v.trim()) { delete t.ability; delete t.text; delete t.targets; }
    }));
    controls.push(field(label, inp, 'wide'));
  }
  return controls;
}

// choiceControl is the choice a line offers as it resolves: tap or untap,
// one of the keywords it lists, a permanent as the source of one's choice,
// or a word typed (a creature type).
function choiceControl(t, cid, line, edit, setOrDelete) {
  let opts = null;
  const of = WORDS.choiceOf.exec(line);
  if (WORDS.tapOrUntap.test(line)) opts = [['tap', 'tap'], ['untap', 'untap']];
  else if (WORDS.sourceOfChoice.test(line)) opts = permanents().filter((p) => str(p.id)).map((p) => [str(p.id), labelOf(p.id)]);
  else if (of) opts = of[1].split(/,\s*(?:or\s+)?|\s+or\s+/).map((w) => w.trim()).filter((w) => w).map((w) => [w, w]);
  if (!opts) {
    const inp = h('input', { id: cid, value: str(t.choice), autocomplete: 'off' });
    inp.addEventListener('input', edit((v) => setOrDelete('choice', v.trim())));
    return field('Choice (as it resolves)', inp, 'wide');
  }
  const sel = selectEl({ id: cid }, withCurrent([['', 'not chosen']].concat(opts), str(t.choice)), str(t.choice));
  sel.addEventListener('change', edit((v) => setOrDelete('choice', v)));
  return field('Choice (as it resolves)', sel, 'wide');
}

// withCurrent adds a trick's value that its line's words do not offer
// (a link's, a card not looked up yet) to a select's options, as it is:
// the judge says whether the line takes it.
function withCurrent(opts, cur, text) {
  if (cur === '' || opts.some(([v]) => v === cur)) return opts;
  return opts.concat([[cur, text || cur]]);
}

function ordinal(n) {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return n + (s[(v - 20) % 10] || s[v] || s[0]);
}

// TAP_COST are the words of a cost that taps permanents other than its
// source ("Tap two untapped Soldiers you control"): tap names them.
export const TAP_COST = WORDS.tap;
