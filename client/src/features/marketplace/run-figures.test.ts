import { describe, expect, it } from 'vitest';
import { cardRunsLabel, howMeasured, runFigureRows } from './run-figures';

const usage = { days: 30, runs: 1234, successRate: 0.975, p50Ms: 1840, satisfaction: 0.8, ratings: 25 };

describe('figures from runs, in words', () => {
  it('says each figure and how it was measured', () => {
    expect(runFigureRows(usage)).toEqual([
      { label: 'Runs (30 days)', value: '1,234' },
      { label: 'Success rate', value: '98%' },
      { label: 'Median time', value: '1.8 s' },
      { label: 'Satisfaction', value: '80% thumbs up' },
    ]);
    expect(howMeasured(usage)).toContain(
      'From 1,234 runs of the creator’s deployment in the last 30 days; satisfaction from 25 rated chat answers.',
    );
    expect(cardRunsLabel(usage)).toBe('1,234 runs in 30 days · 98% succeeded');
  });

  it('says not measured rather than a made-up figure, and nothing without a deployment', () => {
    const none = { days: 30, runs: 0, successRate: null, p50Ms: null, satisfaction: null, ratings: 0 };
    expect(runFigureRows(none).map((r) => r.value)).toEqual([
      '0',
      'Not measured yet',
      'Not measured yet',
      'No chat ratings yet',
    ]);
    expect(howMeasured(none)).not.toContain('satisfaction from');
    expect(cardRunsLabel(none)).toBe('0 runs in 30 days');
    expect(cardRunsLabel(null)).toBeNull();
    expect(cardRunsLabel(undefined)).toBeNull();
  });
});
