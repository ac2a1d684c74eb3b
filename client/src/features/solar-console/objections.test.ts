import { SOLARA_FAQ } from '@common/solar/solara/faq';
import { describe, expect, it } from 'vitest';
import { objectionCards } from './objections';

describe('objection cards', () => {
  it('puts the concerns the homeowner raised first and keeps every FAQ entry', () => {
    const cards = objectionCards(['moving', 'roof'], '');
    expect(cards).toHaveLength(SOLARA_FAQ.length);
    expect(cards.slice(0, 2).map((c) => c.id)).toEqual(['moving', 'roof']);
    expect(cards.slice(0, 2).every((c) => c.raised)).toBe(true);
    expect(cards.slice(2).some((c) => c.raised)).toBe(false);
  });

  it('searches questions and answers, every word, ignoring case and accents', () => {
    expect(objectionCards([], 'SELL house').map((c) => c.id)).toContain('moving');
    expect(objectionCards([], 'zzzz nothing')).toEqual([]);
    expect(objectionCards([], 'credito fiscal', 'es').map((c) => c.id)).toContain('tax-credit');
  });
});
