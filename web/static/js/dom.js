// Building elements, safely: text from a request or an answer is only ever
// set with textContent, value or setAttribute, never parsed as markup.

export const $ = (id) => document.getElementById(id);

// h makes an element. props are set as properties or attributes chosen by
// this code; children that are not nodes become text nodes.
export function h(tag, props, ...children) {
  const el = tag === 'svg' || tag === 'line' || tag === 'circle'
    ? document.createElementNS('http://www.w3.org/2000/svg', tag)
    : document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.setAttribute('class', v);
    else if (k === 'text') el.textContent = v;
    else if (k === 'value') el.value = v;
    else if (k === 'checked') el.checked = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// field is a labelled input: the label's text above the control.
export function field(label, control, cls) {
  return h('label', { class: 'field' + (cls ? ' ' + cls : '') }, h('span', { class: 'label' }, label), control);
}

// check is a labelled checkbox: the box, then its label.
export function check(label, box, cls) {
  return h('label', { class: 'check' + (cls ? ' ' + cls : '') }, box, h('span', null, label));
}

// selectEl is a select of [value, text] options with current selected; a
// current value that is not an option is kept, marked as not on the board.
export function selectEl(props, options, current) {
  const sel = h('select', props);
  let found = false;
  for (const [value, text] of options) {
    const o = h('option', { value }, text);
    if (value === current) { o.selected = true; found = true; }
    sel.append(o);
  }
  if (!found && current !== undefined && current !== null && current !== '') {
    const o = h('option', { value: String(current) }, String(current) + ' (not on the board)');
    o.selected = true;
    sel.append(o);
  }
  return sel;
}

// rerender rebuilds a part of the page and gives the focus back to the
// control that had it (controls have ids that survive a rebuild).
export function rerender(fn) {
  const active = document.activeElement;
  const id = active && active.id;
  fn();
  if (id && document.activeElement !== active) {
    const el = document.getElementById(id);
    if (el) el.focus();
  }
}

// getJSON fetches a JSON lookup of the judge.
export async function getJSON(path) {
  const res = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}
