import { describe, expect, it } from 'vitest';
import { cycleTime, finishedStays, funnel, mean, median, percentile, speedToLead } from './report-math';

const at = (iso: string) => new Date(iso);

describe('statistics', () => {
  it('median of odd and even counts, and of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('mean', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNull();
  });
  it('the nearest-rank 90th percentile', () => {
    // 10 values: rank ceil(9) = 9th; 11 values: rank ceil(9.9) = 10th; 1 value: itself.
    expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
    expect(percentile([42], 90)).toBe(42);
    expect(percentile([], 90)).toBeNull();
  });
});

describe('funnel', () => {
  const stages = [
    { id: 'new', name: 'New', kind: 'open' as const },
    { id: 'met', name: 'Met', kind: 'open' as const },
    { id: 'prop', name: 'Proposal', kind: 'open' as const },
    { id: 'won', name: 'Won', kind: 'won' as const },
    { id: 'lost', name: 'Lost', kind: 'lost' as const },
  ];
  it('counts a deal at every step up to the furthest it got, skipped steps included', () => {
    const steps = funnel(stages, [
      { currentStageId: 'new', visitedStageIds: ['new'] },
      { currentStageId: 'prop', visitedStageIds: ['new', 'prop'] }, // skipped "met"
      { currentStageId: 'lost', visitedStageIds: ['new', 'met', 'lost'] }, // lost after "met"
      { currentStageId: 'won', visitedStageIds: ['new', 'met', 'prop', 'won'] },
    ]);
    expect(steps).toEqual([
      { stageId: 'new', name: 'New', reached: 4, conversion: null },
      { stageId: 'met', name: 'Met', reached: 3, conversion: 0.75 },
      { stageId: 'prop', name: 'Proposal', reached: 2, conversion: 0.6667 },
      { stageId: 'won', name: 'Won', reached: 1, conversion: 0.5 },
    ]);
  });
  it('counts a deal moved back by the furthest stage it reached', () => {
    const steps = funnel(stages, [{ currentStageId: 'new', visitedStageIds: ['new', 'prop', 'new'] }]);
    expect(steps.map((s) => s.reached)).toEqual([1, 1, 1, 0]);
  });
  it('has no conversion after an empty step', () => {
    expect(funnel(stages, []).map((s) => s.conversion)).toEqual([null, null, null, null]);
  });
});

describe('stays and cycle time', () => {
  it('a stay per move, the current stage unfinished', () => {
    const stays = finishedStays(at('2026-01-01T00:00:00Z'), [
      { fromStageId: 'a', toStageId: 'b', at: at('2026-01-04T12:00:00Z') },
      { fromStageId: null, toStageId: 'a', at: at('2026-01-01T00:00:00Z') },
      { fromStageId: 'b', toStageId: 'c', at: at('2026-01-05T12:00:00Z') },
    ]);
    expect(stays).toEqual([
      { stageId: 'a', days: 3.5 },
      { stageId: 'b', days: 1 },
    ]);
  });
  it('the first stay from the creation when creation was not recorded as a change', () => {
    const stays = finishedStays(at('2026-01-01T00:00:00Z'), [
      { fromStageId: 'a', toStageId: 'b', at: at('2026-01-03T00:00:00Z') },
    ]);
    expect(stays).toEqual([{ stageId: 'a', days: 2 }]);
  });
  it('median and mean per stage, in stage order', () => {
    const rows = cycleTime(
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      [
        { stageId: 'a', days: 1 },
        { stageId: 'a', days: 2 },
        { stageId: 'a', days: 10 },
        { stageId: 'x', days: 99 },
      ],
    );
    expect(rows).toEqual([
      { stageId: 'a', name: 'A', stays: 3, medianDays: 2, meanDays: 4.33 },
      { stageId: 'b', name: 'B', stays: 0, medianDays: null, meanDays: null },
    ]);
  });
});

describe('speed to lead', () => {
  it('median and p90 of the answered leads in minutes', () => {
    const arrived = at('2026-01-01T00:00:00Z');
    const minutesIn = (minutes: number) => new Date(arrived.getTime() + minutes * 60_000);
    expect(
      speedToLead([
        { arrivedAt: arrived, firstTouchAt: minutesIn(5) },
        { arrivedAt: arrived, firstTouchAt: minutesIn(1.5) },
        { arrivedAt: arrived, firstTouchAt: minutesIn(60) },
        { arrivedAt: arrived, firstTouchAt: null },
      ]),
    ).toEqual({ leads: 4, answered: 3, medianMinutes: 5, p90Minutes: 60 });
    expect(speedToLead([])).toEqual({ leads: 0, answered: 0, medianMinutes: null, p90Minutes: null });
  });
});
