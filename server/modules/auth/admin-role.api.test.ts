/** The admin role follows ADMIN_EMAILS on the next request, in sessions opened before the list changed. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import * as schema from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/harness';

describe('admin role from ADMIN_EMAILS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The same database and sessions under another ADMIN_EMAILS, as after a restart with a new setting. */
  const restartedWith = (adminEmails: string[]) =>
    createApp({ ...t.deps, config: { ...t.deps.config, adminEmails } });
  const storedRole = async (id: string) =>
    (await t.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]?.role;

  it('grants and withdraws the role on the next request, and stores it', async () => {
    const pat = await signUp(t, 'pat', 'pat@aiz.test');
    expect(pat.user.role).toBe('user');
    const asPat = { headers: { cookie: pat.cookie } };

    const listed = restartedWith(['pat@aiz.test']);
    expect(await (await listed.request('/api/auth/user', asPat)).json()).toMatchObject({ role: 'admin' });
    expect((await listed.request('/api/admin/overview', asPat)).status).toBe(200);
    expect(await storedRole(pat.user.id)).toBe('admin');

    const unlisted = restartedWith([]);
    expect(await (await unlisted.request('/api/auth/user', asPat)).json()).toMatchObject({ role: 'user' });
    expect((await unlisted.request('/api/admin/overview', asPat)).status).toBe(403);
    expect(await storedRole(pat.user.id)).toBe('user');
  });
});
