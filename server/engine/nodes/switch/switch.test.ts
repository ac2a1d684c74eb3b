import { describe, expect, it } from 'vitest';
import type { Item } from '../../core';
import { items, runNode } from '../testing';
import { MAX_SWITCH_OUTPUTS, switchNode } from './definition';

const input = items({ n: 1 }, { n: 5 }, { n: 50 });
const rule = (op: string, right: number) => (n: unknown) => ({
  conditions: {
    conditions: [{ leftValue: n, rightValue: right, operator: { type: 'number', operation: op } }],
  },
});
const byItem =
  (options: Record<string, unknown> = {}) =>
  (i: number) => {
    const n = input[i]?.json.n;
    return { rules: [rule('gt', 3)(n), rule('gt', 10)(n)], options };
  };
const used = (result: unknown) => (result as Item[][]).map((o) => o.map((item) => item.json.n));
const used2 = (result: unknown) => (result as Item[][]).map((o) => o.map((item) => item.json.p));

describe('switch', () => {
  it('sends each item to the first matching rule and drops the rest', async () => {
    const out = used(await runNode(switchNode, [input], { parametersAt: byItem() }));
    expect(out).toHaveLength(MAX_SWITCH_OUTPUTS + 1);
    expect(out.slice(0, 2)).toEqual([[5, 50], []]);
    expect(out.flat()).toEqual([5, 50]);
  });
  it("reads n8n's rules wrapper (Switch 3 keeps them under rules.values)", async () => {
    const wrapped = (i: number) => ({ rules: { values: byItem()(i).rules } });
    const out = used(await runNode(switchNode, [input], { parametersAt: wrapped }));
    expect(out.slice(0, 2)).toEqual([[5, 50], []]);
  });
  it('sends to every matching rule when asked', async () => {
    const out = used(
      await runNode(switchNode, [input], { parametersAt: byItem({ allMatchingOutputs: true }) }),
    );
    expect(out.slice(0, 2)).toEqual([[5, 50], [50]]);
  });
  it('sends unmatched items to the fallback output or to a chosen rule output', async () => {
    const extra = used(
      await runNode(switchNode, [input], { parametersAt: byItem({ fallbackOutput: 'extra' }) }),
    );
    expect(extra[MAX_SWITCH_OUTPUTS]).toEqual([1]);
    const toSecond = used(
      await runNode(switchNode, [input], { parametersAt: byItem({ fallbackOutput: 1 }) }),
    );
    expect(toSecond[1]).toEqual([1]);
  });
  it('routes by an output number in expression mode', async () => {
    const out = used(
      await runNode(switchNode, [input], {
        parametersAt: (i) => ({ mode: 'expression', output: i === 2 ? 3 : 0 }),
      }),
    );
    expect(out[0]).toEqual([1, 5]);
    expect(out[3]).toEqual([50]);
  });
  it('matches text rules case-sensitively unless a rule ignores case', async () => {
    const paths = items({ p: '/Admin/users' }, { p: '/admin/users' });
    const rule = (operation: string, right: string, caseSensitive: boolean) => (left: unknown) => ({
      conditions: {
        conditions: [{ leftValue: left, rightValue: right, operator: { type: 'string', operation } }],
        options: { caseSensitive },
      },
    });
    const route = async (caseSensitive: boolean) =>
      used2(
        await runNode(switchNode, [paths], {
          parametersAt: (i) => {
            const p = paths[i]?.json.p;
            return {
              rules: [
                rule('startsWith', '/admin', caseSensitive)(p),
                rule('endsWith', '/USERS', caseSensitive)(p),
              ],
              options: { fallbackOutput: 'extra' },
            };
          },
        }),
      );
    const strict = await route(true);
    expect([strict[0], strict[1], strict[MAX_SWITCH_OUTPUTS]]).toEqual([
      ['/admin/users'],
      [],
      ['/Admin/users'],
    ]);
    const folded = await route(false);
    expect([folded[0], folded[1], folded[MAX_SWITCH_OUTPUTS]]).toEqual([
      ['/Admin/users', '/admin/users'],
      [],
      [],
    ]);
  });
});
