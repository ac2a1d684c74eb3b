import { describe, expect, it } from 'vitest';
import { chunkText, contentWords, extractiveSummary, overlap } from './words';

describe('words for the offline methods', () => {
  it('keeps content words, stemmed', () => {
    expect(contentWords('The invoices are overdue, and billing failed!')).toEqual([
      'invoice',
      'overdue',
      'bill',
      'fail',
    ]);
  });

  it('counts shared content words', () => {
    expect(overlap('My invoice is wrong', 'Billing: invoices, payments and refunds')).toBe(1);
    expect(overlap('Hello there', 'Billing')).toBe(0);
  });

  it('picks the central sentences in their order', () => {
    const text = [
      'Solar panels turn sunlight into power.',
      'The weather was nice.',
      'Panels on a roof give power for the house.',
      'A cat slept.',
      'Power from panels lowers the bill.',
      'Someone sang.',
      'Panels last twenty years and keep making power.',
      'Lunch was late.',
      'Power, panels and sunlight matter.',
      'Birds flew.',
    ].join(' ');
    const summary = extractiveSummary(text);
    expect(summary.split('. ').length).toBe(2);
    expect(summary).toContain('Power, panels and sunlight matter.');
  });

  it('cuts long text into overlapping chunks at spaces', () => {
    const text = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkText(text, 100, 20);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(100);
    expect(chunks.at(-1)).toContain('word99');
    expect(chunkText('short', 100, 20)).toEqual(['short']);
  });
});
