/**
 * The widget's styles, inside its shadow root (so the host page's CSS cannot reach them, nor they the page).
 * Light and dark by custom properties; `auto` follows the visitor's system. Small screens get a full-screen
 * panel.
 */
export const WIDGET_CSS = `
:host{all:initial}
*,*::before,*::after{box-sizing:border-box}
.root{--accent:#7c3aed;--on-accent:#fff;--bg:#fff;--fg:#0f172a;--muted:#64748b;--line:#e2e8f0;--bot:#f1f5f9;--err-bg:#fef2f2;--err-fg:#991b1b;--code:rgba(15,23,42,.07);--shadow:0 12px 40px rgba(15,23,42,.18);
font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);-webkit-font-smoothing:antialiased}
.root.dark{--bg:#0f172a;--fg:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--bot:#1e293b;--err-bg:#450a0a;--err-fg:#fecaca;--code:rgba(226,232,240,.1);--shadow:0 12px 40px rgba(0,0,0,.5)}
@media (prefers-color-scheme:dark){.root.auto{--bg:#0f172a;--fg:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--bot:#1e293b;--err-bg:#450a0a;--err-fg:#fecaca;--code:rgba(226,232,240,.1);--shadow:0 12px 40px rgba(0,0,0,.5)}}
button,textarea,input,select{font:inherit;color:inherit}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.launcher{position:fixed;bottom:20px;z-index:2147483000;width:56px;height:56px;border-radius:50%;border:0;cursor:pointer;background:var(--accent);color:var(--on-accent);box-shadow:var(--shadow);display:grid;place-items:center;transition:transform .15s}
.launcher:hover{transform:scale(1.05)}
.launcher svg{width:26px;height:26px}
.right .launcher{right:20px}.left .launcher{left:20px}
.panel{position:fixed;bottom:88px;z-index:2147483001;width:min(380px,calc(100vw - 32px));height:min(600px,calc(100vh - 120px));background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:16px;box-shadow:var(--shadow);display:flex;flex-direction:column;overflow:hidden}
.right .panel{right:20px}.left .panel{left:20px}
.panel[hidden]{display:none}
.page .panel{position:static;width:100%;height:100%;max-width:760px;margin:0 auto;border-radius:0;border-width:0 1px;box-shadow:none}
.page{height:100%;background:var(--bg)}
header{display:flex;align-items:center;gap:8px;padding:12px 12px 12px 16px;background:var(--accent);color:var(--on-accent)}
header h2{flex:1;margin:0;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.icon{background:transparent;border:0;color:inherit;width:36px;height:36px;border-radius:8px;cursor:pointer;display:grid;place-items:center}
.icon:hover{background:rgba(255,255,255,.15)}
.icon svg{width:20px;height:20px}
.log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px;overscroll-behavior:contain}
.msg{max-width:85%;padding:9px 13px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}
.bot{align-self:flex-start;background:var(--bot);border-bottom-left-radius:4px}
.user{align-self:flex-end;background:var(--accent);color:var(--on-accent);border-bottom-right-radius:4px}
.error{align-self:stretch;max-width:100%;background:var(--err-bg);color:var(--err-fg);border-radius:10px}
.typing::after{content:"…";animation:blink 1s infinite}
@keyframes blink{50%{opacity:.3}}
@media (prefers-reduced-motion:reduce){.typing::after{animation:none}.launcher{transition:none}}
.rate{display:flex;gap:4px;margin-top:-4px}
.rate button{border:1px solid var(--line);background:var(--bg);border-radius:999px;width:34px;height:28px;padding:0;cursor:pointer;color:var(--muted);display:grid;place-items:center}
.rate svg{width:15px;height:15px}
.rate button[aria-pressed=true] svg{fill:currentColor;fill-opacity:.2}
.msg a,.result a{color:inherit;text-decoration:underline;text-underline-offset:2px}
.md{white-space:normal;display:flex;flex-direction:column;gap:8px}
.md p,.md ul,.md ol,.md pre,.md blockquote{margin:0}
.md ul,.md ol{padding-left:20px}
.md li+li{margin-top:2px}
.md .md-h{font-weight:650}
.md blockquote{border-left:3px solid var(--accent);padding-left:10px;display:flex;flex-direction:column;gap:6px}
.md code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;background:var(--code);padding:1px 4px;border-radius:4px}
.md pre{overflow-x:auto;padding:8px 10px;border-radius:8px;background:var(--code);white-space:pre;font-size:13px}
.md pre code{background:none;padding:0}
.md hr{border:0;border-top:1px solid var(--line);width:100%;margin:2px 0}
.md img{max-width:100%;height:auto;border-radius:6px}
.md .tok-keyword{color:#a626a4}.md .tok-string{color:#50a14f}.md .tok-comment{opacity:.65;font-style:italic}.md .tok-number,.md .tok-literal{color:#c18401}.md .tok-key{color:#4078f2}
.notice{position:fixed;bottom:88px;z-index:2147483000;display:flex;align-items:flex-start;gap:4px;width:min(320px,calc(100vw - 40px));padding:10px 6px 10px 14px;border-radius:12px;background:var(--err-bg);color:var(--err-fg);border:1px solid var(--line);box-shadow:var(--shadow);font-size:14px}
.notice p{margin:0;flex:1;overflow-wrap:anywhere}
.notice .icon{width:28px;height:28px;flex:none}
.notice .icon:hover{background:rgba(127,127,127,.15)}
.right .notice{right:20px}.left .notice{left:20px}
.rate button[aria-pressed=true]{border-color:var(--accent);color:var(--accent)}
.rate button:disabled{cursor:default}
.starters{display:flex;flex-wrap:wrap;gap:6px;padding:0 16px 8px}
.starters button{border:1px solid var(--accent);color:var(--accent);background:transparent;border-radius:999px;padding:5px 12px;cursor:pointer;font-size:14px}
form.send{display:flex;gap:8px;padding:12px;border-top:1px solid var(--line);align-items:flex-end}
textarea{flex:1;resize:none;min-height:42px;max-height:140px;padding:10px 12px;border:1px solid var(--line);border-radius:12px;background:var(--bg)}
.primary{background:var(--accent);color:var(--on-accent);border:0;border-radius:12px;min-width:42px;height:42px;padding:0 14px;cursor:pointer;display:grid;place-items:center;font-weight:600}
.primary:disabled{opacity:.5;cursor:default}
.primary svg{width:18px;height:18px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.fields{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:14px}
.fields p{margin:0;color:var(--muted)}
.field{display:flex;flex-direction:column;gap:6px}
.field label,.field legend{font-weight:600;font-size:14px}
.field input:not([type=checkbox]),.field select,.field textarea{width:100%;padding:9px 12px;border:1px solid var(--line);border-radius:10px;background:var(--bg);min-height:42px}
.field fieldset{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.field .check{display:flex;gap:8px;align-items:center;font-weight:400}
.hint{color:var(--err-fg);font-size:13px}
.result{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--bot);padding:12px;border-radius:10px}
.muted{color:var(--muted);font-size:13px}
@media (max-width:480px){.root:not(.page) .panel{inset:0;width:100%;height:100%;max-height:none;border-radius:0;border:0}.root:not(.page) .panel:not([hidden])~.launcher{display:none}}
`;
