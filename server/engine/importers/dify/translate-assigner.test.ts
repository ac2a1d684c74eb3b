/** The Code node written for an assigner inside a loop gives the values Dify's assigner operations give. */
import { beforeAll, describe, expect, it } from 'vitest';
import { testScope } from '../../expressions/testing/test-scope';
import { runCode, type SandboxExecutor } from '../../sandbox/code-node';
import { createSandboxRunner } from '../../sandbox/sandbox-runner';
import { DifyReferences } from './dify-references';
import { assignedLoops, translateLoopAssigner } from './translate-assigner';

let execute: SandboxExecutor;
beforeAll(async () => {
  const runner = await createSandboxRunner();
  execute = (program) => Promise.resolve(runner.run(program));
});

const refs = new DifyReferences(
  new Map([
    ['loop', 'Loop'],
    ['calc', 'Calc'],
  ]),
  undefined,
);
const isLoop = (id: string) => id === 'loop';

async function assign(data: Record<string, unknown>, variables: Record<string, unknown>) {
  const translated = translateLoopAssigner(data, refs);
  if (translated.kind !== 'mapped') throw new Error('not mapped');
  const { items } = await runCode(execute, {
    code: String(translated.parameters.jsCode),
    mode: 'runOnceForAllItems',
    scope: testScope({
      nodes: { Loop: { items: [{ json: variables }] }, Calc: { items: [{ json: { x: 5, list: [8, 9] } }] } },
    }),
  });
  return items[0]?.json;
}

const item = (name: string, operation: string, value: unknown, input_type = 'constant') => ({
  variable_selector: ['loop', name],
  input_type,
  operation,
  value,
});

describe('an assigner writing loop variables', () => {
  it('is recognised only when every target is a loop variable', () => {
    expect(assignedLoops({ items: [item('n', '+=', 1)] }, isLoop)).toEqual(['loop']);
    expect(assignedLoops({ items: [{ variable_selector: ['conversation', 'x'] }] }, isLoop)).toBeUndefined();
  });

  it("applies Dify's operations in order, each seeing the one before", async () => {
    const out = await assign(
      {
        items: [
          item('n', '+=', 2),
          item('n', '*=', 3),
          item('m', '-=', ['calc', 'x'], 'variable'),
          item('d', '/=', 4),
          item('list', 'append', 4),
          item('more', 'extend', ['calc', 'list'], 'variable'),
          item('first', 'remove-first', null),
          item('last', 'remove-last', null),
          item('text', 'clear', null),
          item('word', 'over-write', ['calc', 'x'], 'variable'),
        ],
      },
      { n: 1, m: 10, d: 10, list: [1], more: [], first: [1, 2], last: [1, 2], text: 'abc', word: 'w' },
    );
    expect(out).toEqual({
      n: 9,
      m: 5,
      d: 2.5,
      list: [1, 4],
      more: [8, 9],
      first: [2],
      last: [1],
      text: '',
      word: 5,
    });
  });

  it('reads the first version of the assigner (one variable, a write mode)', async () => {
    const out = await assign(
      {
        assigned_variable_selector: ['loop', 'n'],
        input_variable_selector: ['calc', 'x'],
        write_mode: 'over-write',
      },
      { n: 0 },
    );
    expect(out).toEqual({ n: 5 });
  });

  it('reports an operation it does not know', () => {
    const translated = translateLoopAssigner({ items: [item('n', 'shuffle', 1)] }, refs);
    expect(translated.problems).toEqual([
      {
        parameter: 'items[0]',
        expression: 'shuffle',
        reason: 'a Dify assigner operation we do not translate',
      },
    ]);
  });
});
