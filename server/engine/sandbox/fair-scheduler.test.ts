import { describe, expect, it } from 'vitest';
import { FairScheduler } from './fair-scheduler';

/** Takes jobs while the scheduler gives them (as free workers would), answering who got one. */
function takeAll<T>(scheduler: FairScheduler<T>): string[] {
  const got: string[] = [];
  for (let next = scheduler.take(); next; next = scheduler.take()) got.push(`${next.tenant}:${next.item}`);
  return got;
}

describe('FairScheduler', () => {
  it('leaves one worker for others when a single account has work', () => {
    const s = new FairScheduler<number>({ workers: 4 });
    for (let i = 0; i < 6; i++) s.enqueue('a', i);
    expect(takeAll(s)).toEqual(['a:0', 'a:1', 'a:2']);
    expect(s.waiting).toBe(3);
    // A newcomer gets the reserved worker at once.
    s.enqueue('b', 0);
    expect(takeAll(s)).toEqual(['b:0']);
  });

  it('gives a single worker to a lone account when there is only one', () => {
    const s = new FairScheduler<number>({ workers: 1 });
    s.enqueue('a', 0);
    expect(takeAll(s)).toEqual(['a:0']);
  });

  it('holds each account to its share while others wait, and goes round-robin', () => {
    const s = new FairScheduler<number>({ workers: 4 });
    for (let i = 0; i < 5; i++) s.enqueue('a', i);
    for (let i = 0; i < 5; i++) s.enqueue('b', i);
    expect(takeAll(s)).toEqual(['a:0', 'b:0', 'a:1', 'b:1']);
    expect(s.runningFor('a')).toBe(2);
    // A's job ends: the freed worker goes back to A (B holds its share).
    s.release('a');
    expect(takeAll(s)).toEqual(['a:2']);
  });

  it('shrinks a busy account to its share as its jobs end when another arrives', () => {
    const s = new FairScheduler<number>({ workers: 2 });
    s.enqueue('a', 0);
    s.enqueue('a', 1);
    expect(takeAll(s)).toEqual(['a:0']);
    s.enqueue('b', 0);
    expect(takeAll(s)).toEqual(['b:0']);
    s.release('a');
    // A is at its share (1 of 2 with B active): its next job may run now it has none running.
    expect(takeAll(s)).toEqual(['a:1']);
    expect(s.busy).toBe(2);
  });

  it('never lets three accounts starve each other', () => {
    const s = new FairScheduler<string>({ workers: 3 });
    for (const t of ['a', 'a', 'a', 'b', 'c']) s.enqueue(t, t);
    expect(takeAll(s).sort()).toEqual(['a:a', 'b:b', 'c:c']);
  });

  it('takes a waiting item out and drains the rest', () => {
    const s = new FairScheduler<number>({ workers: 2 });
    s.enqueue('a', 1);
    s.enqueue('a', 2);
    s.enqueue('b', 3);
    expect(s.remove('a', 2)).toBe(true);
    expect(s.remove('a', 2)).toBe(false);
    expect(s.drain().sort()).toEqual([1, 3]);
    expect(s.waiting).toBe(0);
    expect(s.take()).toBeUndefined();
  });
});
