/**
 * The registry contract every provider folder meets; the HTTP contract (../testing/adapter-contract.ts)
 * runs in each folder's provider.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AI_PROVIDER_IDS, AI_PROVIDERS, envKeysOf } from '@common/ai-providers';
import { contractCases } from '@common/plugins/registry';
import { describe, expect, it } from 'vitest';
import { priceOf } from '../cost';
import { PROVIDERS } from '.';

const NOT_LISTED = { input: -1, cachedInput: -1, cacheWrite: -1, output: -1 };

const here = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(here).filter((name) => statSync(`${here}/${name}`).isDirectory());

describe('the provider list', () => {
  it('is the folders, and the ids common/ai-providers.ts gives the browser, in the same order', () => {
    expect([...PROVIDERS.ids].sort()).toEqual([...folders].sort());
    expect(PROVIDERS.ids).toEqual([...AI_PROVIDER_IDS]);
  });

  it("is what the operators' help article tells them to set", () => {
    const article = readFileSync(`${here}/../offline/articles/connect-providers.md`, 'utf8');
    for (const provider of AI_PROVIDERS) expect(article).toContain(envKeysOf(provider).connect);
  });

  it('gives each provider its own default place in the routing order', () => {
    const priorities = PROVIDERS.entries.map((p) => p.priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});

describe.each(contractCases(PROVIDERS))('provider %s', (id, provider) => {
  it('has its contract test beside it', () => {
    expect(readdirSync(`${here}/${id}`)).toContain('provider.test.ts');
  });

  it('has a name, a default model and list prices that name it', () => {
    expect(provider.name.length).toBeGreaterThan(0);
    expect(provider.defaultModel.length).toBeGreaterThan(0);
    expect(priceOf(provider.prices, provider.defaultModel, NOT_LISTED).listed).toBe(true);
    for (const line of Object.values(provider.prices))
      for (const price of Object.values(line)) expect(price).toBeGreaterThanOrEqual(0);
  });

  it('names a transcription model exactly when it transcribes', () => {
    expect(provider.transcriptionModel !== undefined).toBe(provider.inputs.transcription);
  });

  it('builds its adapter from a configuration without touching the network', () => {
    const adapter = provider.createAdapter({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: undefined,
    });
    expect(adapter.languageModel(provider.defaultModel).modelId).toBe(provider.defaultModel);
  });
});
