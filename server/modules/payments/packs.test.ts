import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_AIZ_PACKS } from '@common/schemas/payments';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../../config';
import { findPack, packLabel } from './packs';

describe('the packs on sale', () => {
  it('are the defaults unless AIZ_PACKS lists others', () => {
    expect(parseEnv({}).AIZ_PACKS).toEqual(DEFAULT_AIZ_PACKS);
    const own = [{ id: 'mini', name: 'Mini', aiz: 100, price: 150, currency: 'chf' }];
    expect(parseEnv({ AIZ_PACKS: JSON.stringify(own) }).AIZ_PACKS).toEqual(own);
    // The currency defaults to USD.
    expect(
      parseEnv({ AIZ_PACKS: '[{"id":"x","name":"X","aiz":5,"price":500}]' }).AIZ_PACKS[0]?.currency,
    ).toBe('usd');
  });

  it.each([
    ['not json', 'must be a JSON array of packs'],
    ['[]', 'list at least one pack'],
    ['[{"id":"a","name":"A","aiz":1,"price":100},{"id":"a","name":"B","aiz":2,"price":200}]', 'unique'],
    ['[{"id":"Big Pack","name":"A","aiz":1,"price":100}]', '0.id'],
    ['[{"id":"a","name":"A","aiz":0,"price":100}]', '0.aiz'],
    ['[{"id":"a","name":"A","aiz":1,"price":100,"currency":"USD"}]', '0.currency'],
  ])('refuses AIZ_PACKS=%s, naming the problem', (value, problem) => {
    expect(() => parseEnv({ AIZ_PACKS: value })).toThrow(ConfigError);
    expect(() => parseEnv({ AIZ_PACKS: value })).toThrow(new RegExp(`AIZ_PACKS: .*${problem}`));
  });

  it('configures Stripe only with both secrets, and points the SDK at STRIPE_API_BASE', () => {
    const dir = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aiz-packs-')) };
    expect(loadConfig({ ...dir, STRIPE_SECRET_KEY: 'sk_test_abc' }).stripe).toBeUndefined();
    const config = loadConfig({
      ...dir,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' });
    expect(config.stripe?.apiBase?.port).toBe('12111');
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('finds a pack by id and names it for the checkout page', () => {
    expect(packLabel(findPack(DEFAULT_AIZ_PACKS, 'studio'))).toBe('20,000 AIZ (Studio pack)');
    expect(() => findPack(DEFAULT_AIZ_PACKS, 'gold')).toThrow('That pack is not on sale.');
  });
});
