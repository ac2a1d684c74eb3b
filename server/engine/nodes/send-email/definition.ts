import { z } from 'zod';
import { defineNode } from '../definition';
import { effectKey, requirePort } from '../ports';

/** Most recipients in one of to, cc or bcc: a workflow mails people, it is not a mailing list. */
export const MAX_RECIPIENTS = 50;

/** A list of addresses, written as a list or as one string separated by commas or semicolons. */
const addresses = z
  .union([
    // The builders' words for the two ways of writing them (the parameter form's choices).
    z.string().meta({ title: 'Addresses separated by commas' }),
    z.array(z.string()).meta({ title: 'A list of addresses' }),
  ])
  .default([])
  .transform((value) =>
    (typeof value === 'string' ? value.split(/[,;]/) : value).map((a) => a.trim()).filter((a) => a !== ''),
  )
  .pipe(
    z
      .array(z.email('Each recipient is an e-mail address such as "ada@example.com".'))
      .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} addresses.`),
  );

export const sendEmailNode = defineNode({
  type: 'send-email',
  version: 1,
  displayName: 'Send E-mail',
  group: 'platform',
  words: ['send email', 'send e-mail', 'e-mail', 'email', 'mail'],
  description: 'Sends an e-mail for each item, through the platform’s mail service.',
  documentation:
    'Sends one e-mail per incoming item (turn on "execute once" to send one for all of them), to the addresses in To, Cc and Bcc (a list, or one text separated by commas), with a subject, a plain-text body and an optional HTML body; Reply-To is optional. Expressions fill any field from the item. Each item leaves with an `email` field: the message id, and `replayed: true` when the e-mail had already been sent for this run, node and item. An e-mail is sent at most once: a run resumed after a crash or retried after a failure never sends it again (if the server stopped while sending, it is not sent a second time). Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({
    to: addresses,
    cc: addresses,
    bcc: addresses,
    replyTo: z.union([z.literal(''), z.email('Reply-To is an e-mail address.')]).default(''),
    subject: z.string().max(998).default(''),
    text: z.string().default(''),
    /** Sent beside the text when not empty. */
    html: z.string().default(''),
  }),
  starting: { parameters: { subject: 'Workflow notification', text: '{{ JSON.stringify($json) }}' } },
  toolPresets: [
    {
      name: 'send_email',
      label: 'Send an e-mail',
      description: 'Sends a plain-text e-mail through the platform’s mail service.',
      inputSchema: {
        type: 'object',
        properties: {
          to: { type: 'string', description: 'The recipient’s e-mail address.' },
          subject: { type: 'string', description: 'The subject line.' },
          text: { type: 'string', description: 'The body, plain text.' },
        },
        required: ['to', 'subject', 'text'],
      },
      parameters: { to: '={{ $json.to }}', subject: '={{ $json.subject }}', text: '={{ $json.text }}' },
    },
  ],
  imports: {
    n8n: ['n8n-nodes-base.emailSend'],
  },
  execute: async (ctx, [items = []]) => {
    const mail = requirePort(ctx.ports, 'mail', ctx.node.name, 'Sending e-mail');
    const out = [];
    for (const [index, item] of items.entries()) {
      const p = ctx.parameters(index);
      if (p.to.length === 0) throw new Error(`Node "${ctx.node.name}": add at least one recipient in To.`);
      if (p.subject.trim() === '') throw new Error(`Node "${ctx.node.name}": the e-mail needs a subject.`);
      const sent = await mail.send(
        {
          to: p.to,
          ...(p.cc.length > 0 ? { cc: p.cc } : {}),
          ...(p.bcc.length > 0 ? { bcc: p.bcc } : {}),
          ...(p.replyTo ? { replyTo: p.replyTo } : {}),
          subject: p.subject,
          text: p.text,
          ...(p.html ? { html: p.html } : {}),
        },
        effectKey(ctx, index),
      );
      out.push({ ...item, json: { ...item.json, email: sent } });
    }
    return [out];
  },
});
