/**
 * Where mail goes: an SMTP server (nodemailer) when SMTP_URL is set, otherwise the database outbox
 * that /dev/mail shows outside production.
 */
import { lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { emailRef } from '../lib/log-ref';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  cc?: string[];
  bcc?: string[];
  replyTo?: string;
  /** The Message-ID header, when the sender fixes it (a workflow's e-mail: one id per idempotency key). */
  messageId?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on a digest); SMTP sends them, the outbox does not keep them. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpTransport(url: string, from: string, logger: Logger): MailTransport {
  // A pool keeps connections open between sends (smtp-server greets each new one after a delay).
  const pooled = nodemailer.createTransport(
    { ...transporterOptions(url), pool: true, maxConnections: 5 },
    { from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      const info = await pooled.sendMail(message);
      logger.info('mail sent', {
        recipient: emailRef(message.to),
        subject: message.subject,
        messageId: info.messageId,
      });
    },
    async close() {
      pooled.close();
    },
  };
}

/** Parses smtp://user:pass@host:port (smtps:// for implicit TLS) into nodemailer options. */
export function transporterOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
    // Local test sinks and self-signed relays: allow when the URL asks for it.
    tls: u.searchParams.get('tls') === 'insecure' ? { rejectUnauthorized: false } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export const OUTBOX_RETENTION_MS = 24 * 60 * 60 * 1000;

export const WITHHELD_BODY =
  'Not kept: in production the outbox records that a message was due, never its content. Set SMTP_URL to deliver mail.';

/**
 * The outbox stamps mail with the database's wall clock (microseconds), so the inbox order is the send
 * order. With `withholdBodies` (production, where no page shows the outbox) only the envelope is kept:
 * a body would hold a sign-in code in clear in a table nobody reads.
 */
export function createOutboxTransport(
  db: Database,
  logger: Logger,
  { withholdBodies = false }: { withholdBodies?: boolean } = {},
): MailTransport {
  return {
    kind: 'outbox',
    async send(sent) {
      const {
        subject,
        text,
        html = '',
      } = withholdBodies ? { ...sent, text: WITHHELD_BODY, html: WITHHELD_BODY } : sent;
      // One row per recipient (to, cc and bcc), as each of their inboxes would show it.
      const recipients = [...sent.to.split(','), ...(sent.cc ?? []), ...(sent.bcc ?? [])]
        .map((a) => a.trim())
        .filter((a) => a !== '');
      await db
        .delete(mailOutbox)
        .where(
          lt(
            mailOutbox.createdAt,
            sql`clock_timestamp() - make_interval(secs => ${OUTBOX_RETENTION_MS / 1000})`,
          ),
        );
      await db
        .insert(mailOutbox)
        .values(recipients.map((to) => ({ to, subject, text, html, createdAt: sql`clock_timestamp()` })));
      // Never the body: it carries the code.
      logger.info('mail written to the outbox (no SMTP_URL)', {
        recipient: emailRef(sent.to),
        subject,
      });
    },
    async close() {},
  };
}
