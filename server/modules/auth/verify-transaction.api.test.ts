/**
 * verify-code commits the code's use, the account (with its ledger account and bonus) and the session
 * together or not at all: a failure after the code is spent loses neither the code nor the account.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { getTokenDistribution } from '../../ledger';
import { latestCodeFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/harness';

describe('verify-code is one transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The last step of a verify, opening the session, fails while this trigger exists.
    await t.database.db.execute(
      sql.raw(`create function test_fail_session() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    );
  });
  afterAll(() => t.close());

  const failSessions = (on: boolean) =>
    t.database.db.execute(
      sql.raw(
        on
          ? 'create trigger test_fail_session before insert on sessions for each row execute function test_fail_session()'
          : 'drop trigger test_fail_session on sessions',
      ),
    );
  const verify = (body: Record<string, string>) => t.request('POST', '/api/auth/verify-code', body);
  const usersWith = (email: string) =>
    t.database.db.select().from(schema.users).where(eq(schema.users.email, email));

  it('keeps the code and makes no account when sign-up fails after the code is spent', async () => {
    const person = { email: 'tx@example.com', type: 'signup', username: 'txuser' };
    expect((await t.request('POST', '/api/auth/send-verification', person)).status).toBe(200);
    const code = await latestCodeFor(t, person.email);

    await failSessions(true);
    expect((await verify({ ...person, code })).status).toBe(500);
    await failSessions(false);
    expect(await usersWith(person.email)).toEqual([]);
    expect((await getTokenDistribution(t.database.db)).granted).toBe(0);

    const res = await verify({ ...person, code });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      isNewUser: true,
      bonusGranted: true,
      user: { aizBalance: '1000' },
    });
    expect(await usersWith(person.email)).toHaveLength(1);
    expect((await getTokenDistribution(t.database.db)).granted).toBe(1);
  });

  it('keeps the code when sign-in fails after the code is spent', async () => {
    const person = { email: 'tx@example.com', type: 'signin' };
    expect((await t.request('POST', '/api/auth/send-verification', person)).status).toBe(200);
    const code = await latestCodeFor(t, person.email);

    await failSessions(true);
    expect((await verify({ ...person, code })).status).toBe(500);
    await failSessions(false);

    const res = await verify({ ...person, code });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isNewUser: false, user: { email: person.email } });
  });
});
