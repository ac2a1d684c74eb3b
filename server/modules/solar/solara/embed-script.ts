/**
 * `/embed/solara.js`: an installer's Solara on their own site, from the snippet
 * `<script src="…/embed/solara.js" data-key="aiz_pk_…" async></script>`. Plain browser script (no framework,
 * no build): a launcher in the brand's colour and a panel in a shadow root, which posts each message to
 * `/embed/solara/chat?key=…` (the deployment's allowed sites only) and shows Solara's replies, its cards (the
 * estimate, open slots as buttons, the booking) and quick replies. Text is set with `textContent` only; a logo
 * must be https. The conversation id is kept in `sessionStorage` per key. `data-open` opens the panel at once.
 * Its own labels (launcher, placeholder, card lines) come from the message catalogues, in the language the
 * deployment's brand names (`brand.locale`, from the config and every chat answer); English until it is known.
 */
import { SOLARA_CATALOGUES } from '@common/solar/solara';

const EMBED_STRINGS = JSON.stringify(
  Object.fromEntries(Object.entries(SOLARA_CATALOGUES).map(([locale, c]) => [locale, c.ui.embed])),
)
  // ASCII only ("ó" as \u00f3): the script reads the same whatever charset the installer's page assumes.
  .replace(/[<\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const SOLARA_EMBED_SCRIPT = String.raw`(function () {
  var STRINGS = ${EMBED_STRINGS};
  var words = STRINGS.en;
  var script = document.currentScript || document.querySelector('script[data-key][src*="/embed/solara.js"]');
  if (!script) return;
  var key = script.getAttribute('data-key') || '';
  var base = new URL(script.src).origin;
  var storeKey = 'solara:' + key;
  var host = document.createElement('div');
  host.setAttribute('data-solara', '');
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
  var style = document.createElement('style');
  style.textContent = [
    ':host{all:initial}',
    '.s{position:fixed;right:20px;bottom:20px;z-index:2147483000;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111}',
    '.l{border:0;border-radius:999px;padding:12px 18px;color:#fff;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.2)}',
    '.p{display:none;flex-direction:column;width:min(380px,calc(100vw - 40px));height:min(560px,calc(100vh - 100px));background:#fff;border-radius:14px;box-shadow:0 10px 40px rgba(0,0,0,.25);overflow:hidden;margin-bottom:10px}',
    '.p.o{display:flex}',
    '.h{display:flex;align-items:center;gap:10px;padding:12px 14px;color:#fff;font-weight:600}',
    '.h img{width:28px;height:28px;border-radius:6px;object-fit:contain;background:#fff}',
    '.h span{flex:1}',
    '.x{background:transparent;border:0;color:#fff;font-size:18px;cursor:pointer}',
    '.g{flex:1;overflow:auto;padding:12px;display:flex;flex-direction:column;gap:8px;background:#f7f7f8}',
    '.m{max-width:85%;padding:8px 11px;border-radius:12px;white-space:pre-wrap;word-wrap:break-word}',
    '.a{background:#fff;border:1px solid #e5e7eb;align-self:flex-start}',
    '.u{color:#fff;align-self:flex-end}',
    '.c{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:10px;align-self:stretch}',
    '.c b{display:block;margin-bottom:4px}',
    '.q{display:flex;flex-wrap:wrap;gap:6px;padding:8px 12px 0}',
    '.q button,.c button{border:1px solid #d1d5db;background:#fff;border-radius:999px;padding:5px 10px;font:inherit;cursor:pointer;margin:2px}',
    'form{display:flex;gap:6px;padding:10px 12px}',
    'input{flex:1;border:1px solid #d1d5db;border-radius:8px;padding:8px 10px;font:inherit}',
    'form button{border:0;border-radius:8px;padding:8px 12px;color:#fff;font:inherit;cursor:pointer}',
    '.e{color:#b91c1c;padding:0 12px;font-size:13px}',
  ].join('');
  root.appendChild(style);
  var wrap = el('div', 's');
  var panel = el('div', 'p');
  panel.setAttribute('role', 'dialog');
  var head = el('div', 'h');
  var logo = document.createElement('img');
  logo.alt = '';
  logo.style.display = 'none';
  var title = el('span', '');
  title.textContent = words.title;
  var close = el('button', 'x');
  close.type = 'button';
  close.setAttribute('aria-label', words.close);
  close.textContent = '×';
  head.appendChild(logo);
  head.appendChild(title);
  head.appendChild(close);
  var log = el('div', 'g');
  log.setAttribute('aria-live', 'polite');
  var quick = el('div', 'q');
  var error = el('div', 'e');
  var form = document.createElement('form');
  var input = document.createElement('input');
  input.placeholder = words.placeholder;
  input.setAttribute('aria-label', words.messageLabel);
  var send = el('button', '');
  send.type = 'submit';
  send.textContent = words.send;
  form.appendChild(input);
  form.appendChild(send);
  panel.appendChild(head);
  panel.appendChild(log);
  panel.appendChild(quick);
  panel.appendChild(error);
  panel.appendChild(form);
  var launcher = el('button', 'l');
  launcher.type = 'button';
  launcher.textContent = words.launcher;
  wrap.appendChild(panel);
  wrap.appendChild(launcher);
  root.appendChild(wrap);
  var color = '#f59e0b';
  var busy = false;
  var opened = false;
  /** Why this site may not use the chat (a 403 from the config), shown when it is opened. */
  var refused = '';
  paint();
  fetch(base + '/embed/solara/config?key=' + encodeURIComponent(key))
    .then(function (res) {
      return res.json().then(function (json) {
        if (res.ok) brand(json);
        else refused = json.message || words.unavailable;
      });
    })
    .catch(function () {});

  function el(tag, cls) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    return e;
  }
  function paint() {
    launcher.style.background = color;
    head.style.background = color;
    send.style.background = color;
  }
  function bubble(text, who) {
    var b = el('div', 'm ' + who);
    if (who === 'u') b.style.background = color;
    b.textContent = text;
    log.appendChild(b);
    return b;
  }
  function money(n) {
    return '$' + Math.round(n).toLocaleString('en-US');
  }
  function fill(line, c) {
    return line
      .replace('{kw}', String(c.systemKw))
      .replace('{panels}', String(c.panelCount))
      .replace('{kwh}', Math.round(c.annualKwh).toLocaleString(words.numbers))
      .replace('{low}', money(c.priceRange.low))
      .replace('{high}', money(c.priceRange.high))
      .replace('{saved}', money(c.savings.firstYear));
  }
  function card(c) {
    var box = el('div', 'c');
    var t = el('b', '');
    box.appendChild(t);
    if (c.kind === 'estimate') {
      t.textContent = c.label;
      var lines = words.estimateLines;
      for (var i = 0; i < lines.length; i++) {
        var d = el('div', '');
        d.textContent = fill(lines[i], c);
        box.appendChild(d);
      }
    } else if (c.kind === 'slots') {
      t.textContent = words.openTimes;
      for (var j = 0; j < c.slots.length; j++) box.appendChild(reply(c.slots[j].label));
    } else if (c.kind === 'booked') {
      t.textContent = words.booked + c.appointment.label;
    }
    log.appendChild(box);
  }
  function reply(text) {
    var b = el('button', '');
    b.type = 'button';
    b.textContent = text;
    b.addEventListener('click', function () {
      talk(text);
    });
    return b;
  }
  function brand(b) {
    if (!b) return;
    if (b.locale && STRINGS[b.locale]) {
      words = STRINGS[b.locale];
      close.setAttribute('aria-label', words.close);
      input.placeholder = words.placeholder;
      input.setAttribute('aria-label', words.messageLabel);
      send.textContent = words.send;
    }
    title.textContent = b.name;
    launcher.textContent = words.chatWith.replace('{brand}', b.name);
    if (/^#[0-9a-f]{6}$/i.test(b.color)) color = b.color;
    if (/^https:\/\//.test(b.logoUrl)) {
      logo.src = b.logoUrl;
      logo.style.display = '';
    }
    paint();
  }
  function talk(text) {
    if (busy) return;
    busy = true;
    error.textContent = '';
    quick.textContent = '';
    if (text) bubble(text, 'u');
    var body = { message: text };
    var id = sessionStorage.getItem(storeKey);
    if (id) body.conversationId = id;
    fetch(base + '/embed/solara/chat?key=' + encodeURIComponent(key), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.json().then(function (json) {
          if (!res.ok) throw new Error(json.message || words.failed);
          return json;
        });
      })
      .then(function (json) {
        sessionStorage.setItem(storeKey, json.conversationId);
        brand(json.brand);
        for (var i = 0; i < json.messages.length; i++) {
          var m = json.messages[i];
          bubble(m.text, 'a');
          if (m.card) card(m.card);
        }
        var last = json.messages[json.messages.length - 1];
        var replies = (last && last.quickReplies) || [];
        for (var k = 0; k < replies.length; k++) quick.appendChild(reply(replies[k]));
        log.scrollTop = log.scrollHeight;
      })
      .catch(function (e) {
        error.textContent =
          e && e.message && !/fetch/i.test(e.message) ? e.message : words.failed;
      })
      .then(function () {
        busy = false;
        input.focus();
      });
  }
  function open() {
    panel.classList.add('o');
    launcher.style.display = 'none';
    if (refused) {
      error.textContent = refused;
      input.disabled = true;
      send.disabled = true;
      return;
    }
    if (!opened) {
      opened = true;
      sessionStorage.removeItem(storeKey);
      talk('');
    }
    input.focus();
  }
  launcher.addEventListener('click', open);
  close.addEventListener('click', function () {
    panel.classList.remove('o');
    launcher.style.display = '';
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text || busy) return;
    input.value = '';
    talk(text);
  });
  function mount() {
    document.body.appendChild(host);
    if (script.hasAttribute('data-open')) open();
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
`;
