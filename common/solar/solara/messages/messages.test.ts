import { describe, expect, it } from 'vitest';
import { solaraConfigSchema } from '../../../schemas/solara';
import { SOLARA_CATALOGUES, solaraMessages } from './index';

/** The catalogue's strings by their path ("questions.zip"), functions called with sample figures. */
function leaves(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(path, value);
  else if (typeof value === 'function') {
    let out: unknown = null;
    try {
      out = (value as (...a: unknown[]) => unknown)('Sol', 'X', 'Y', 'Z');
    } catch {
      // A function of an object of figures (the card's summary): covered by the conversation's tests.
    }
    if (typeof out === 'string' || Array.isArray(out)) leaves(out, path, into);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  return into;
}

describe('Solara’s message catalogues', () => {
  it('holds the configuration’s English defaults, and English for a configuration with no locale', () => {
    const defaults = solaraConfigSchema.parse({});
    expect(defaults.locale).toBe('en');
    expect(SOLARA_CATALOGUES.en.greeting).toBe(defaults.greeting);
    expect(SOLARA_CATALOGUES.en.consentText).toBe(defaults.consentText);
    expect(solaraMessages(undefined)).toBe(SOLARA_CATALOGUES.en);
    expect(solaraConfigSchema.safeParse({ locale: 'fr' }).success).toBe(false);
  });

  it('words every English string anew in Spanish (no string left in English)', () => {
    const en = leaves(SOLARA_CATALOGUES.en);
    const es = leaves(SOLARA_CATALOGUES.es);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    // The same in both languages: names, figures and the few words Spanish shares.
    const same = new Set(['PPA', 'No', 'CO2', '85004', 'en-US', 'es-US', 'en', 'es']);
    const untranslated = [...en].filter(([key, text]) => es.get(key) === text && !same.has(text));
    expect(untranslated).toEqual([]);
  });
});
