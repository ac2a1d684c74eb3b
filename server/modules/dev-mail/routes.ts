/**
 * The developer's inbox: mail that went to the outbox because no SMTP server is configured. Mounted
 * only when NODE_ENV is not production, and answered only to this machine: the server listens on every
 * interface by default, and the inbox holds sign-in codes in clear.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { isThisMachine } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { Forbidden } from '../../lib/errors';
import { latestOutboxMail } from '../../mail';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0f0f14;color:#e7e7ee}main{max-width:760px;margin:0 auto;padding:32px 16px}
h1{font-size:22px}.note,.empty{color:#a1a1b5}article{border:1px solid #2a2a38;border-radius:10px;margin:16px 0;background:#17171f}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;padding:12px 16px;border-bottom:1px solid #2a2a38}
header span{color:#a1a1b5;font-size:13px}pre{margin:0;padding:16px;white-space:pre-wrap;font-size:14px}`;

const latestMail = (deps: AppDeps, to: string | undefined) => latestOutboxMail(deps.database.db, to);

export const NOT_FROM_HERE =
  'The developer inbox is served only to this machine: open it on the server at http://localhost/dev/mail, or set SMTP_URL to deliver mail.';

/** Only this machine (http/client-ip.ts: the socket, never a forwarding header). */
const thisMachineOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isThisMachine(c)) throw new Forbidden(NOT_FROM_HERE);
  return next();
};

export function devMailRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/api/dev/mail', thisMachineOnly)
    .use('/dev/mail', thisMachineOnly)
    .get('/api/dev/mail', async (c) => {
      const mail = await latestMail(deps, c.req.query('to'));
      c.header('Cache-Control', 'no-store');
      return c.json({ mail: mail.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
    })
    .get('/dev/mail', async (c) => {
      const mail = await latestMail(deps, c.req.query('to'));
      const note =
        deps.mail.kind === 'smtp'
          ? '<p class="note">SMTP_URL is set: new mail goes to the SMTP server, not here.</p>'
          : '<p class="note">No SMTP_URL is set, so the server writes every e-mail here instead of sending it. This page exists only outside production.</p>';
      const items = mail.length
        ? mail
            .map(
              (m) =>
                `<article><header><b>${escapeHtml(m.subject)}</b><span>to ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</span></header><pre>${escapeHtml(m.text)}</pre></article>`,
            )
            .join('\n')
        : '<p class="empty">No mail yet. Request a sign-in code and it appears here.</p>';
      c.header('Cache-Control', 'no-store');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Developer inbox · AIZ Platform</title><style>${STYLE}</style></head>
<body><main><h1>Developer inbox</h1>${note}${items}</main></body></html>`);
    });
}
