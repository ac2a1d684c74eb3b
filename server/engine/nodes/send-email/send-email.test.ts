import { describe, expect, it } from 'vitest';
import type { MailMessage, MailPort } from '../ports';
import { items, runNode } from '../testing';
import { sendEmailNode } from './definition';

/** Remembers what it sent by key, answering a replay for a key it has seen, as the server's port does. */
function fakeMail() {
  const sent = new Map<string, MailMessage>();
  const port: MailPort = {
    async send(message, key) {
      if (sent.has(key)) return { messageId: `<${key}>`, replayed: true };
      sent.set(key, message);
      return { messageId: `<${key}>`, replayed: false };
    },
  };
  return { port, sent };
}

const base = { to: 'ada@example.com', subject: 'Hello', text: 'Hi there' };

describe('send-email', () => {
  it('sends one e-mail per item, keyed by run, node, node run and item', async () => {
    const mail = fakeMail();
    const result = await runNode(sendEmailNode, [items({ n: 1 }, { n: 2 })], {
      parametersAt: (i) => ({ ...base, subject: `Hello ${i}` }),
      ports: { mail: mail.port },
    });
    expect([...mail.sent.keys()]).toEqual(['wf:run-1:n1:0:0', 'wf:run-1:n1:0:1']);
    expect(mail.sent.get('wf:run-1:n1:0:1')).toEqual({
      to: ['ada@example.com'],
      subject: 'Hello 1',
      text: 'Hi there',
    });
    expect(result).toEqual([
      [
        { json: { n: 1, email: { messageId: '<wf:run-1:n1:0:0>', replayed: false } } },
        { json: { n: 2, email: { messageId: '<wf:run-1:n1:0:1>', replayed: false } } },
      ],
    ]);
  });

  it('takes address lists as lists or as text separated by commas, with cc, bcc, reply-to and html', async () => {
    const mail = fakeMail();
    await runNode(sendEmailNode, [items({})], {
      parameters: {
        ...base,
        to: 'ada@example.com, bob@example.com',
        cc: ['cy@example.com'],
        bcc: 'dee@example.com;',
        replyTo: 'help@example.com',
        html: '<p>Hi</p>',
      },
      ports: { mail: mail.port },
    });
    expect([...mail.sent.values()][0]).toEqual({
      to: ['ada@example.com', 'bob@example.com'],
      cc: ['cy@example.com'],
      bcc: ['dee@example.com'],
      replyTo: 'help@example.com',
      subject: 'Hello',
      text: 'Hi there',
      html: '<p>Hi</p>',
    });
  });

  it('sends nothing again when the same node run is run again (a resume or a retry)', async () => {
    const mail = fakeMail();
    await runNode(sendEmailNode, [items({})], { parameters: base, ports: { mail: mail.port } });
    const again = await runNode(sendEmailNode, [items({})], { parameters: base, ports: { mail: mail.port } });
    expect(mail.sent.size).toBe(1);
    expect(again).toEqual([[{ json: { email: { messageId: '<wf:run-1:n1:0:0>', replayed: true } } }]]);
  });

  it('refuses a message without a recipient or subject, and a bad address', async () => {
    const ports = { mail: fakeMail().port };
    await expect(
      runNode(sendEmailNode, [items({})], { parameters: { ...base, to: '' }, ports }),
    ).rejects.toThrow(/at least one recipient/);
    await expect(
      runNode(sendEmailNode, [items({})], { parameters: { ...base, subject: ' ' }, ports }),
    ).rejects.toThrow(/needs a subject/);
    await expect(
      runNode(sendEmailNode, [items({})], { parameters: { ...base, to: 'not an address' }, ports }),
    ).rejects.toThrow(/parameter "to.0" is invalid/);
  });

  it('says where it can run when there is no mail service (the CLI)', async () => {
    await expect(runNode(sendEmailNode, [items({})], { parameters: base, name: 'Mail' })).rejects.toThrow(
      'Node "Mail": Sending e-mail is only available when the workflow runs on the server.',
    );
  });
});
