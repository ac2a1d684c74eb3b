import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { waitNode } from './definition';

describe('wait', () => {
  it('waits one hour by default, from the run clock', async () => {
    expect(await runNode(waitNode, [items({})], { now: 1_000_000 })).toEqual({
      wait: { kind: 'time', until: 1_000_000 + 3_600_000 },
    });
  });
  it('waits for an interval', async () => {
    const result = await runNode(waitNode, [items({})], {
      parameters: { resume: 'timeInterval', amount: 2, unit: 'minutes' },
    });
    expect(result).toEqual({ wait: { kind: 'time', until: 120_000 } });
  });
  it('waits until a specific time', async () => {
    const result = await runNode(waitNode, [items({})], {
      parameters: { resume: 'specificTime', dateTime: '2026-01-02T03:04:05.000+01:00' },
    });
    expect(result).toEqual({ wait: { kind: 'time', until: Date.parse('2026-01-02T02:04:05.000Z') } });
  });
  it('passes its items on when resumed', async () => {
    expect(await runNode(waitNode, [items({ a: 1 })], { resumed: {} })).toEqual([items({ a: 1 })]);
  });
  it('refuses a time that is not a date', async () => {
    await expect(
      runNode(waitNode, [items({})], { parameters: { resume: 'specificTime', dateTime: 'tomorrow' } }),
    ).rejects.toThrow(/parameter "dateTime" is invalid/);
  });
});
