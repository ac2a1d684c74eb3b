import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createLogger } from '../lib/logger';
import { openTestDatabase } from '../test/database';
import { verificationCodeMail } from './messages';
import { createOutboxTransport, WITHHELD_BODY } from './transport';

describe('database outbox', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const bodyFor = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

  it('keeps the whole message outside production, for /dev/mail', async () => {
    const outbox = createOutboxTransport(database.db, createLogger('silent'));
    const mail = verificationCodeMail({
      to: 'dev@example.com',
      code: '123456',
      type: 'signin',
      validMinutes: 5,
    });
    await outbox.send(mail);
    const row = await bodyFor('dev@example.com');
    expect(row?.text).toContain('123456');
    expect(row?.html).toContain('123456');
  });

  it('writes one row per recipient (to, cc and bcc), as each inbox would show the message', async () => {
    const outbox = createOutboxTransport(database.db, createLogger('silent'));
    await outbox.send({
      to: 'one@example.com, two@example.com',
      cc: ['three@example.com'],
      bcc: ['four@example.com'],
      subject: 'To everyone',
      text: 'Hello all.',
    });
    for (const to of ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com']) {
      expect(await bodyFor(to)).toMatchObject({ subject: 'To everyone', text: 'Hello all.', html: '' });
    }
  });

  it('keeps only the envelope in production: no code in clear in a table nobody reads', async () => {
    const outbox = createOutboxTransport(database.db, createLogger('silent'), { withholdBodies: true });
    const mail = verificationCodeMail({
      to: 'prod@example.com',
      code: '654321',
      type: 'signin',
      validMinutes: 5,
    });
    await outbox.send(mail);
    const row = await bodyFor('prod@example.com');
    expect(row?.subject).toBe(mail.subject);
    expect(row?.text).toBe(WITHHELD_BODY);
    expect(row?.html).toBe(WITHHELD_BODY);
    expect(JSON.stringify(row)).not.toContain('654321');
  });
});
