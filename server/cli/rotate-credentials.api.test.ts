/** Key rotation end to end: credentials sealed under one key, a new key, every row sealed again and still usable. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { credentials } from '../db/schema/credentials';
import { generateSecretKeyText, parseSecretKey } from '../lib/secret-box';
import { openCredentialsPort } from '../modules/credentials';
import { createSignedInUser, type SignedInUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { rotateCredentials, rotationSummary } from './rotate-credentials';

describe('credentials key rotation', () => {
  let t: TestApp;
  let ada: SignedInUser;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'rotada' });
    for (const [name, token] of [
      ['one', 'first-rotation-token'],
      ['two', 'second-rotation-token'],
    ]) {
      const res = await ada.request('POST', '/api/credentials', { name, type: 'bearer', data: { token } });
      ids.push((await res.json()).id);
    }
  });
  afterAll(() => t.close());

  const keyIds = async () =>
    (await t.database.db.select({ keyId: credentials.keyId }).from(credentials)).map((r) => r.keyId);
  const tokenOf = (env: NodeJS.ProcessEnv, id: string) =>
    openCredentialsPort(
      { db: t.database.db, now: t.deps.now, keys: loadConfig(env).credentialKeys },
      ada.user.id,
    )
      .get(id)
      .then((c) => c.data.token);

  it('rotates the key kept in DATA_DIR: a new key, the old one kept as previous, every row sealed again', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.deps.config.dataDir };
    const before = t.deps.config.credentialKeys.current.id;
    expect(new Set(await keyIds())).toEqual(new Set([before]));

    const result = await rotateCredentials(t.database.db, env, { newKey: true });
    expect(result.currentKeyId).not.toBe(before);
    expect(result).toMatchObject({ resealed: 2, unreadable: [] });
    expect(new Set(await keyIds())).toEqual(new Set([result.currentKeyId]));
    const previousFile = path.join(t.deps.config.dataDir, 'credentials-key.previous');
    expect(parseSecretKey(readFileSync(previousFile, 'utf8'))?.id).toBe(before);
    expect(statSync(previousFile).mode & 0o777).toBe(0o600);

    // Without the previous key at all, the rows open under the new one alone.
    const newKeyOnly = {
      NODE_ENV: 'test',
      DATA_DIR: t.deps.config.dataDir,
      CREDENTIALS_KEY: readFileSync(path.join(t.deps.config.dataDir, 'credentials-key'), 'utf8'),
    };
    expect(await tokenOf(newKeyOnly, ids[0]!)).toBe('first-rotation-token');
    expect(rotationSummary(result).at(-1)).toMatch(/previous keys may be removed/);

    // Run again: nothing left to do.
    expect((await rotateCredentials(t.database.db, env, { newKey: false })).resealed).toBe(0);
  });

  it('rotates keys given in the environment, and reports rows no known key opens by name', async () => {
    const fileKey = readFileSync(path.join(t.deps.config.dataDir, 'credentials-key'), 'utf8').trim();
    const next = generateSecretKeyText();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: t.deps.config.dataDir,
      CREDENTIALS_KEY: next,
      CREDENTIALS_KEY_PREVIOUS: fileKey,
    };
    await expect(rotateCredentials(t.database.db, env, { newKey: true })).rejects.toThrow(
      /CREDENTIALS_KEY is set/,
    );

    // One row is under a key nobody has any more.
    await t.database.db.update(credentials).set({ keyId: '0123456789ab' }).where(eq(credentials.id, ids[1]!));
    const result = await rotateCredentials(t.database.db, env, { newKey: false });
    expect(result.resealed).toBe(1);
    expect(result.unreadable).toEqual([
      expect.objectContaining({
        name: 'two',
        keyId: '0123456789ab',
        reason: expect.stringContaining('does not have'),
      }),
    ]);
    expect(rotationSummary(result).join('\n')).toContain('"two"');
    expect(
      await tokenOf({ NODE_ENV: 'test', DATA_DIR: t.deps.config.dataDir, CREDENTIALS_KEY: next }, ids[0]!),
    ).toBe('first-rotation-token');
  });
});
