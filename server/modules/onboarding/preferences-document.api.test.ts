/** Preferences stored before they had a schemaVersion still load; a save writes the current version. */
import { onboardingPreferencesDocument } from '@common/onboarding/preferences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingProgress } from '../../db/schema/onboarding';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('onboarding preferences as a versioned document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('migrates what is stored today on load and writes the current version on save', async () => {
    const ada = await createSignedInUser(t, { username: 'prefs', email: 'prefs@example.com' });
    const call = (method: string, path: string, body?: unknown) =>
      t.request(method, `/api/onboarding${path}`, body, { authorization: `Bearer ${ada.token}` });
    expect((await call('POST', '/initialize', { deviceType: 'desktop', userAgent: 'vitest' })).status).toBe(
      200,
    );
    const stored = async () =>
      (
        await t.database.db
          .select({ preferences: onboardingProgress.preferences })
          .from(onboardingProgress)
          .where(eq(onboardingProgress.userId, ada.user.id))
      )[0]!.preferences;

    // As rows were written before versions: the plain record.
    await t.database.db
      .update(onboardingProgress)
      .set({ preferences: { dimPage: false, pace: 'slow' } })
      .where(eq(onboardingProgress.userId, ada.user.id));
    const status = await (await call('GET', '/status')).json();
    expect(status.progress.preferences).toEqual({ dimPage: false, pace: 'slow' });

    const saved = await (await call('PUT', '/preferences', { preferences: { dimPage: true } })).json();
    expect(saved.preferences).toEqual({ dimPage: true });
    expect(await stored()).toEqual({
      schemaVersion: onboardingPreferencesDocument.version,
      values: { dimPage: true },
    });
    expect((await (await call('GET', '/status')).json()).progress.preferences).toEqual({ dimPage: true });
  });
});
