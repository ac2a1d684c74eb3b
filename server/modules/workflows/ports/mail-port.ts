/**
 * The send-e-mail node's port: the app's mail transport, at most once per idempotency key.
 *
 * The key is claimed (a row in workflow_effects) before the message goes out and confirmed after. A
 * resumed or retried run that finds the key sends nothing and answers `replayed: true`. When the
 * transport refuses the message, the claim is given back and the node fails, so a retry may send it. When
 * the process dies between the claim and the confirmation, nobody knows whether the message left: the key
 * stays claimed and the message is never sent again (at most once, as issue 9 asks: "never repeats").
 * The Message-ID is derived from the key, so a mail server that saw it twice can tell.
 */
import { createHash } from 'node:crypto';
import type { MailPort } from '../../../engine/nodes/ports';
import type { RunEnv } from '../runs';
import { claimEffect, confirmEffect, findEffect, releaseEffect } from '../runs';

const messageIdFor = (key: string) =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@workflows.aiz>`;

export function workflowMailPort(env: Pick<RunEnv, 'db' | 'now' | 'log' | 'mail'>, runId: string): MailPort {
  return {
    async send(message, key) {
      const claimed = await claimEffect(env.db, { key, runId, kind: 'email', result: null }, env.now());
      if (!claimed) {
        const earlier = await findEffect(env.db, key);
        const messageId = earlier?.result?.messageId;
        return { messageId: typeof messageId === 'string' ? messageId : null, replayed: true };
      }
      const messageId = messageIdFor(key);
      try {
        await env.mail.send({
          to: message.to.join(', '),
          ...(message.cc ? { cc: message.cc } : {}),
          ...(message.bcc ? { bcc: message.bcc } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          messageId,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (err) {
        await releaseEffect(env.db, key);
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`The e-mail could not be sent: ${reason}`);
      }
      await confirmEffect(env.db, key, { messageId });
      return { messageId, replayed: false };
    },
  };
}
