import { workflowDocumentSchema } from '@common/workflow/document';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExecutableNode, PreparedParameters } from '../core';
import { createExpressionEvaluator, ExpressionError } from '../expressions';
import { createSandboxRunner, type SandboxProgram, type SandboxRunner } from '../sandbox';
import { createParameterResolver, type RunPrograms, UnpreparedParametersError } from './resolve-parameters';

const doc = workflowDocumentSchema.parse({
  nodes: [{ id: 'n', type: 'set', typeVersion: 1, name: 'Edit', position: [0, 0] }],
  edges: [],
});
const meta = {
  workflow: { id: 'wf', name: 'W', active: false },
  execution: { id: 'ex', mode: 'manual' as const },
  vars: {},
  now: () => Date.parse('2026-11-28T00:00:00Z'),
};
const items = [
  { json: { name: 'ada', n: 1 } },
  { json: { name: 'bob', n: 0 } },
  { json: { name: 'cy', n: 3 } },
];

let runner: SandboxRunner;
beforeAll(async () => {
  runner = await createSandboxRunner();
});

/** Batches as the pool would get them, run here with the in-thread runner. */
function recordingPrograms() {
  const batches: SandboxProgram[][] = [];
  const run: RunPrograms = async (programs) => {
    batches.push(programs);
    return programs.map((program) => runner.run(program));
  };
  return { batches, run };
}

function resolverWith(run: RunPrograms, options: { typeErrors?: 'empty'; items?: 'each' | 'first' } = {}) {
  return createParameterResolver({
    doc,
    evaluator: createExpressionEvaluator(undefined, options.typeErrors ? { typeErrors: 'empty' } : {}),
    meta,
    runPrograms: run,
    parameterItems: () => options.items ?? 'each',
  });
}

const nodeWith = (parameters: Record<string, unknown>): ExecutableNode => ({
  id: 'n',
  name: 'Edit',
  type: 'set',
  parameters,
});

const scope = (timeLeftMs = 60_000) => ({
  runIndex: 0,
  inputs: [items],
  outputOf: () => undefined,
  signal: () => new AbortController().signal,
  timeLeftMs,
});

async function prepared(value: ReturnType<ReturnType<typeof resolverWith>['prepare']>) {
  return (await value) as PreparedParameters;
}

describe('prepareParameters', () => {
  it('answers at once, on this thread, when every expression is a plain path', () => {
    const { batches, run } = recordingPrograms();
    const ready = resolverWith(run).prepare(
      nodeWith({ v: '={{ $json.name }}', t: 'x{{ $json.n }}' }),
      scope(),
    );
    expect(ready).not.toBeInstanceOf(Promise);
    expect((ready as PreparedParameters)(2)).toEqual({ v: 'cy', t: 'x3' });
    expect(batches).toEqual([]);
  });

  it('sends what needs the sandbox, for every item, in one batch capped by the time left', async () => {
    const { batches, run } = recordingPrograms();
    const ready = await prepared(
      resolverWith(run).prepare(
        nodeWith({ up: '={{ $json.name.toUpperCase() }}', plain: '={{ $json.n }}' }),
        scope(120),
      ),
    );
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(3);
    expect(batches[0]!.every((p) => p.limits?.timeoutMs === 120)).toBe(true);
    expect([0, 1, 2].map((i) => ready(i))).toEqual([
      { up: 'ADA', plain: 1 },
      { up: 'BOB', plain: 0 },
      { up: 'CY', plain: 3 },
    ]);
  });

  it("throws an item's expression error, located, only when that item's parameters are read", async () => {
    const { run } = recordingPrograms();
    const ready = await prepared(
      resolverWith(run).prepare(nodeWith({ list: ['ok', '={{ $json.n === 0 ? nope() : 1 }}'] }), scope()),
    );
    expect(ready(0)).toEqual({ list: ['ok', 1] });
    let thrown: unknown;
    try {
      ready(1);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ExpressionError);
    expect(thrown).toMatchObject({ nodeName: 'Edit', parameter: 'list[1]', kind: 'runtime' });
  });

  it("keeps n8n's empty value for a TypeError with typeErrors 'empty'", async () => {
    const { run } = recordingPrograms();
    const ready = await prepared(
      resolverWith(run, { typeErrors: 'empty' }).prepare(
        nodeWith({ v: '={{ $json.nope.x.toString() }}' }),
        scope(),
      ),
    );
    expect(ready(0)).toEqual({ v: undefined });
  });

  it('gives a fresh copy on every read', async () => {
    const { run } = recordingPrograms();
    const ready = await prepared(
      resolverWith(run).prepare(nodeWith({ o: { a: '={{ [1].length }}' } }), scope()),
    );
    const first = ready(0);
    expect(ready(0)).toEqual(first);
    expect(ready(0)).not.toBe(first);
  });

  it("prepares only item 0 for a node that reads only its first item's parameters", async () => {
    const { batches, run } = recordingPrograms();
    const resolver = resolverWith(run, { items: 'first' });
    const cheap = resolver.prepare(nodeWith({ v: '={{ $json.name }}' }), scope()) as PreparedParameters;
    expect(cheap(1)).toEqual({ v: 'bob' });
    const heavy = await prepared(resolver.prepare(nodeWith({ v: '={{ $json.name.length }}' }), scope()));
    expect(batches[0]).toHaveLength(1);
    expect(heavy(0)).toEqual({ v: 3 });
    // Item 1 would need the sandbox on this thread: refused, never evaluated here.
    expect(() => heavy(1)).toThrow(UnpreparedParametersError);
  });
});
