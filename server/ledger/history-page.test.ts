import { describe, expect, it } from 'vitest';
import { Invalid } from '../lib/errors';
import { aiz } from './amount';
import {
  clampHistoryLimit,
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  type HistoryRow,
  parseHistoryCursor,
  toHistoryPage,
} from './history-page';

const me = 'user:me';
const row = (seq: number, from: string): HistoryRow => ({
  id: `t${seq}`,
  seq,
  from,
  amount: aiz(seq),
  kind: 'transfer',
  memo: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
  counterpartyKind: 'pool',
  counterpartyLabel: 'Signup bonus',
});

describe('toHistoryPage', () => {
  it('tells incoming from outgoing and names the counterparty', () => {
    const { entries } = toHistoryPage([row(2, me), row(1, 'pool:signup-bonus')], me, 10);
    expect(entries.map((e) => [e.id, e.direction])).toEqual([
      ['t2', 'out'],
      ['t1', 'in'],
    ]);
    expect(entries[1]).toMatchObject({
      amount: aiz(1),
      counterparty: { kind: 'pool', label: 'Signup bonus' },
    });
  });

  it('gives a cursor only when a further page exists', () => {
    const rows = [row(5, me), row(4, me), row(3, me)];
    expect(toHistoryPage(rows, me, 2)).toMatchObject({ nextCursor: '4' });
    expect(toHistoryPage(rows, me, 2).entries).toHaveLength(2);
    expect(toHistoryPage(rows, me, 3).nextCursor).toBeNull();
    expect(toHistoryPage([], me, 3)).toEqual({ entries: [], nextCursor: null });
  });
});

describe('parseHistoryCursor', () => {
  it('reads a position', () => {
    expect(parseHistoryCursor('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '-1', '1.5', 'abc', '01', '99999999999999999']) {
      expect(() => parseHistoryCursor(bad)).toThrow(Invalid);
    }
  });
});

describe('clampHistoryLimit', () => {
  it('defaults and keeps the page size within bounds', () => {
    expect(clampHistoryLimit(undefined)).toBe(HISTORY_PAGE_DEFAULT);
    expect(clampHistoryLimit(0)).toBe(1);
    expect(clampHistoryLimit(10_000)).toBe(HISTORY_PAGE_MAX);
    expect(clampHistoryLimit(7)).toBe(7);
  });
});
