import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NodeContext } from '../core';
import { defineNode } from './definition';
import { InvalidNodeParametersError, toNodeType } from './to-node-type';

const echo = defineNode({
  type: 'echo',
  version: 1,
  displayName: 'Echo',
  group: 'flow',
  description: 'Echoes its parameters.',
  documentation: 'Test only.',
  inputs: 1,
  outputs: ['Out', 'Other'],
  parameters: z.object({ count: z.number().default(1) }),
  execute: async (ctx) => [[{ json: { count: ctx.parameters().count } }], []],
});

function context(parameters: Record<string, unknown>): NodeContext {
  return {
    node: { id: 'n1', name: 'My Echo', type: 'echo', parameters },
    runId: 'run-1',
    runIndex: 0,
    signal: new AbortController().signal,
    parameters: () => parameters,
    state: { get: () => undefined, set: () => undefined },
    now: () => 0,
    log: () => undefined,
  };
}

describe('toNodeType', () => {
  it('counts outputs and parses parameters with their defaults', async () => {
    const type = toNodeType(echo);
    expect(type.outputs).toBe(2);
    expect(await type.execute(context({}), [[]])).toEqual([[{ json: { count: 1 } }], []]);
  });

  it('names the node and the parameter when a parameter is invalid', async () => {
    const run = toNodeType(echo).execute(context({ count: 'many' }), [[]]);
    await expect(run).rejects.toThrow(InvalidNodeParametersError);
    await expect(run).rejects.toThrow(/Node "My Echo": parameter "count" is invalid/);
  });
});
