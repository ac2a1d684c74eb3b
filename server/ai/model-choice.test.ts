import { describe, expect, it } from 'vitest';
import { choiceNotes, parseModelChoice } from './model-choice';
import type { ProviderEntry } from './types';

const openai = {
  id: 'openai',
  name: 'OpenAI',
  enabled: true,
  priceOf: (model: string) => ({
    pricing: { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 },
    listed: model !== 'ft:custom',
  }),
} as unknown as ProviderEntry;

describe('the model a node asks for', () => {
  it('is a provider and a model, a provider, or the router’s choice', () => {
    expect(parseModelChoice(' openai/gpt-4o-mini ')).toEqual({
      asked: 'openai/gpt-4o-mini',
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(parseModelChoice('ollama/library/llama3.2:3b')).toMatchObject({
      provider: 'ollama',
      model: 'library/llama3.2:3b',
    });
    expect(parseModelChoice('Anthropic')).toEqual({ asked: 'Anthropic', provider: 'anthropic' });
    expect(parseModelChoice('auto')).toBeUndefined();
    expect(parseModelChoice('  ')).toBeUndefined();
    expect(parseModelChoice(undefined)).toBeUndefined();
  });

  it('is said on the step when something else answered', () => {
    const listed = (id: string) =>
      id === 'openai'
        ? openai
        : id === 'google'
          ? ({ ...openai, enabled: false } as ProviderEntry)
          : undefined;
    const by = { entry: openai, model: 'gpt-4.1-mini' };
    expect(choiceNotes(parseModelChoice('openai/gpt-4.1-mini'), by, listed)).toEqual([]);
    expect(choiceNotes(parseModelChoice('openai'), by, listed)).toEqual([]);
    expect(choiceNotes(undefined, by, listed)).toEqual([]);
    expect(choiceNotes(parseModelChoice('anthropic/claude-3-5-haiku-latest'), by, listed)).toEqual([
      'The node asked for "anthropic/claude-3-5-haiku-latest"; Anthropic is not configured, so openai/gpt-4.1-mini answered.',
    ]);
    expect(choiceNotes(parseModelChoice('google/gemini-2.0-flash'), by, listed)[0]).toContain(
      'Google is switched off',
    );
    expect(choiceNotes(parseModelChoice('mistral/mistral-large'), by, listed)[0]).toContain(
      'AIZ has no provider "mistral"',
    );
  });

  it('says when the price of the model that answered is an estimate', () => {
    expect(
      choiceNotes(parseModelChoice('openai/ft:custom'), { entry: openai, model: 'ft:custom' }, () => openai),
    ).toEqual([
      "openai/ft:custom is not on OpenAI's price list: its cost is counted at the default model's prices.",
    ]);
  });
});
