import { describe, expect, it } from 'vitest';
import type { Credential, CredentialsPort } from '../../../engine/nodes/ports';
import {
  AUTH_REQUIRED,
  AUTH_WRONG,
  CREDENTIAL_UNREADABLE,
  checkWebhookAuth,
  NO_CREDENTIAL,
} from './webhook-auth';

/** A credentials port holding fixed credentials, as the credentials module's would answer. */
function fakeCredentials(stored: Credential[]): CredentialsPort {
  return {
    get: async (id) => {
      const found = stored.find((c) => c.id === id);
      if (!found) throw new Error(`Credential ${id} not found`);
      return found;
    },
  };
}
const port = fakeCredentials([
  { id: 'h', name: 'Key', type: 'header', data: { name: 'X-Api-Key', value: 's3cret' } },
  { id: 'b', name: 'Login', type: 'basic', data: { user: 'ada', password: 'pa:ss' } },
  { id: 'odd', name: 'Odd', type: 'bearer', data: { token: 't' } },
]);
const headers = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()];
const basic = (pair: string) => ({ authorization: `Basic ${Buffer.from(pair).toString('base64')}` });
const outcome = async (...args: Parameters<typeof checkWebhookAuth>) => {
  const check = await checkWebhookAuth(...args);
  return check.ok
    ? 'ok'
    : { status: check.error.status, message: check.error.message, challenge: check.challenge };
};

describe('webhook caller check', () => {
  it('lets anyone in without authentication', async () => {
    expect(await outcome({ authentication: 'none' }, headers({}), port)).toBe('ok');
  });

  it('answers 503 when the trigger names no credential, or it cannot be read', async () => {
    expect(await outcome({ authentication: 'header' }, headers({}), port)).toEqual({
      status: 503,
      message: NO_CREDENTIAL,
      challenge: undefined,
    });
    expect(
      await outcome({ authentication: 'header', credentialId: 'gone' }, headers({}), port),
    ).toMatchObject({
      status: 503,
      message: CREDENTIAL_UNREADABLE,
    });
  });

  it("checks a header against the credential's name and value", async () => {
    const settings = { authentication: 'header' as const, credentialId: 'h' };
    expect(await outcome(settings, headers({ 'x-api-key': 's3cret' }), port)).toBe('ok');
    expect(await outcome(settings, headers({ 'x-api-key': 's3cre' }), port)).toMatchObject({
      status: 403,
      message: AUTH_WRONG,
    });
    expect(await outcome(settings, headers({}), port)).toMatchObject({ status: 403 });
  });

  it('checks basic auth, asking for it when it is missing', async () => {
    const settings = { authentication: 'basic' as const, credentialId: 'b' };
    expect(await outcome(settings, headers(basic('ada:pa:ss')), port)).toBe('ok');
    expect(await outcome(settings, headers(basic('ada:wrong')), port)).toMatchObject({
      status: 403,
      message: AUTH_WRONG,
    });
    expect(await outcome(settings, headers(basic('bob:pa:ss')), port)).toMatchObject({ status: 403 });
    expect(await outcome(settings, headers({}), port)).toEqual({
      status: 401,
      message: AUTH_REQUIRED,
      challenge: 'Basic realm="Webhook"',
    });
  });

  it('answers 503, without the secret, for a credential that is missing or of the wrong shape', async () => {
    const missing = await outcome({ authentication: 'header', credentialId: 'gone' }, headers({}), port);
    expect(missing).toMatchObject({ status: 503 });
    const odd = await outcome({ authentication: 'basic', credentialId: 'odd' }, headers(basic('a:b')), port);
    expect(odd).toMatchObject({
      status: 503,
      message: "This webhook's credential has no user name and password.",
    });
    expect(JSON.stringify(odd)).not.toContain('"t"');
  });
});
