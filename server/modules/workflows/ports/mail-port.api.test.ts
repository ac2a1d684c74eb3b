/** The e-mail port's promise, at most once per key, in the two cases a run cannot show: a failed send and a crash. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createLogger } from '../../../lib/logger';
import { createOutboxTransport, createSmtpTransport, latestOutboxMail } from '../../../mail';
import { openTestDatabase } from '../../../test/database';
import { claimEffect, findEffect } from '../runs/effects';
import { workflowMailPort } from './mail-port';

describe('workflow mail port', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const log = createLogger('silent');
  const now = () => new Date('2026-01-01T00:00:00Z');
  const runId = '6f1c7d1e-1111-4a4a-8b8b-000000000001';
  const message = (to: string) => ({ to: [to], subject: 'Hi', text: 'Hello.' });

  it('gives the key back when the mail server refuses, so a retry may send', async () => {
    // Nothing listens on port 9 of this machine: the connection is refused before anything is sent.
    const port = workflowMailPort(
      { db: database.db, now, log, mail: createSmtpTransport('smtp://127.0.0.1:9', 'wf@aiz.test', log) },
      runId,
    );
    await expect(port.send(message('refused@example.test'), 'wf:refused')).rejects.toThrow(
      /^The e-mail could not be sent: /,
    );
    expect(await findEffect(database.db, 'wf:refused')).toBeUndefined();
  });

  it('sends nothing for a key claimed by a process that died before confirming it', async () => {
    const mail = createOutboxTransport(database.db, log);
    await claimEffect(database.db, { key: 'wf:cut-off', runId, kind: 'email', result: null }, now());
    const port = workflowMailPort({ db: database.db, now, log, mail }, runId);
    expect(await port.send(message('cut-off@example.test'), 'wf:cut-off')).toEqual({
      messageId: null,
      replayed: true,
    });
    expect(await latestOutboxMail(database.db, 'cut-off@example.test')).toEqual([]);
  });

  it('sends once per key: the same key again (a retried or resumed node) answers the first message', async () => {
    const mail = createOutboxTransport(database.db, log);
    const port = workflowMailPort({ db: database.db, now, log, mail }, runId);
    const first = await port.send(message('once@example.test'), 'wf:once');
    expect(first).toEqual({
      messageId: expect.stringMatching(/^<[0-9a-f]{32}@workflows\.aiz>$/),
      replayed: false,
    });
    const again = await workflowMailPort({ db: database.db, now, log, mail }, runId).send(
      message('once@example.test'),
      'wf:once',
    );
    expect(again).toEqual({ messageId: first.messageId, replayed: true });
    expect(await latestOutboxMail(database.db, 'once@example.test')).toHaveLength(1);
    // Another key (another item, or a later run of the node) is another e-mail.
    expect((await port.send(message('once@example.test'), 'wf:twice')).replayed).toBe(false);
    expect(await latestOutboxMail(database.db, 'once@example.test')).toHaveLength(2);
  });
});
