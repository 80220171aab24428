// Sharing a ruling: the request as JSON and as a curl command, copied to
// the clipboard, and a request pasted back into the form.

import { $, h } from './dom.js';
import { MODES, state, request } from './model.js';

function curlFor(req) {
  const body = JSON.stringify(req).replace(/'/g, "'\\''");
  return `curl -s ${location.origin}${MODES[state.mode].path} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

export function renderShare() {
  const req = request();
  $('request-json').textContent = JSON.stringify(req, null, 2);
  $('curl').textContent = curlFor(req);
}

// copy puts text on the clipboard and says whether it could.
export async function copy(text, statusEl) {
  try {
    await navigator.clipboard.writeText(text);
    statusEl.textContent = 'Copied.';
  } catch {
    const ta = h('textarea', { class: 'offscreen', readonly: true, 'aria-hidden': 'true' });
    ta.value = text;
    document.body.append(ta);
    ta.select();
    const ok = document.execCommand && document.execCommand('copy');
    ta.remove();
    statusEl.textContent = ok ? 'Copied.' : 'Copy failed: select the text and copy it.';
  }
  setTimeout(() => { statusEl.textContent = ''; }, 4000);
}
