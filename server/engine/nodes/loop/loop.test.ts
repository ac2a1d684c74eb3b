/** The loop node in document runs: passes through the real engine, variables, break conditions, exits. */
import { type WorkflowDocumentInput, workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { fakeClock } from '../../core/testing';

type NodeInput = WorkflowDocumentInput['nodes'][number];

const node = (id: string, type: string, parameters: Record<string, unknown> = {}, name = id): NodeInput => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters,
});

const edge = (source: string, target: string, sourceOutput = 0) => ({
  id: `${source}-${sourceOutput}-${target}`,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

const atLeast = (left: string, right: number | string) => ({
  combinator: 'and',
  conditions: [{ leftValue: left, rightValue: right, operator: { type: 'number', operation: 'gte' } }],
});

/** Each pass adds 1 to n and n to total (read after the first change: the pool changes at once). */
const counting = {
  nodes: [
    node('start', 'no-op'),
    node('Next', 'set', {
      assignments: {
        assignments: [{ name: 'n', type: 'number', value: '={{ $("Loop").first().json.n + 1 }}' }],
      },
    }),
    node('Sum', 'set', {
      assignments: {
        assignments: [
          {
            name: 'total',
            type: 'number',
            value: '={{ $("Loop").first().json.total + $("Loop").first().json.n }}',
          },
        ],
      },
    }),
    node('Enough', 'if', { conditions: atLeast('={{ $("Loop").first().json.total }}', 5) }, 'Enough?'),
    node('Exit', 'no-op'),
  ],
  edges: [edge('start', 'Next'), edge('Next', 'Sum'), edge('Sum', 'Enough'), edge('Enough', 'Exit')],
  startNodeId: 'start',
};

async function run(parameters: Record<string, unknown>) {
  const doc = workflowDocumentSchema.parse({
    nodes: [
      node('Start', 'manual-trigger'),
      node('Loop', 'loop', {
        maxCount: 10,
        variables: { n: 0, total: '={{ $json.from }}' },
        steps: counting,
        setsVariables: ['Next', 'Sum'],
        ...parameters,
      }),
    ],
    edges: [edge('Start', 'Loop')],
  });
  return runDocument(doc, { clock: fakeClock(), triggerItems: [{ json: { from: 0, upto: 3 } }] });
}

describe('loop', () => {
  it('runs passes until the break conditions hold, the steps setting its variables', async () => {
    const result = await run({
      breakWhen: atLeast('={{ $("Loop").first().json.n }}', '={{ $("Start").first().json.upto }}'),
    });
    expect(result.status).toBe('succeeded');
    // n: 1, 2, 3; total: 1, 3, 6 (Sum reads n after Next changed it).
    expect(result.result).toEqual([[{ json: { n: 3, total: 6, loop_round: 3 } }]]);
  });

  it('checks the break conditions before the first pass: no pass, no variables (as Dify)', async () => {
    const result = await run({ breakWhen: atLeast('={{ $("Loop").first().json.n }}', 0) });
    expect(result.result).toEqual([[{ json: {} }]]);
  });

  it('ends after the pass in which an exit step ran', async () => {
    const result = await run({ endsLoop: ['Exit'] });
    // total reaches 6 (≥ 5) in the third pass.
    expect(result.result).toEqual([[{ json: { n: 3, total: 6, loop_round: 3 } }]]);
  });

  it('stops at the most passes', async () => {
    const result = await run({ maxCount: 2 });
    expect(result.result).toEqual([[{ json: { n: 2, total: 3, loop_round: 2 } }]]);
  });

  it('keeps what an inner step gave visible in later passes (one variable pool, as Dify)', async () => {
    const set = (name: string, value: string) => ({
      assignments: { assignments: [{ name, type: 'string', value }] },
    });
    const steps = {
      nodes: [
        node('start', 'no-op'),
        counting.nodes[1] as NodeInput,
        node('Second', 'if', { conditions: atLeast('={{ $("Loop").first().json.n }}', 2) }, 'Second?'),
        node('Read', 'set', set('mark', '={{ $("First").first().json.mark }}')),
        node('First', 'set', set('mark', '={{ "pass " + $("Loop").first().json.n }}')),
      ],
      edges: [
        edge('start', 'Next'),
        edge('Next', 'Second'),
        edge('Second', 'Read', 0),
        edge('Second', 'First', 1),
      ],
      startNodeId: 'start',
    };
    const result = await run({
      steps,
      variables: { n: 0, mark: '' },
      setsVariables: ['Next', 'Read'],
      maxCount: 2,
    });
    expect(result.result).toEqual([[{ json: { n: 2, mark: 'pass 1', loop_round: 2 } }]]);
  });

  it('fails when a pass fails, naming the pass and the inner step', async () => {
    const failing = {
      ...counting,
      nodes: [...counting.nodes.slice(0, 4), node('Exit', 'stop-and-error', { message: 'Too much.' })],
    };
    const result = await run({ steps: failing });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe('Node "Loop": pass 3 failed at "Exit": Too much.');
  });

  it('fails when a loop variable has no value to start from', async () => {
    const result = await run({ variables: { n: '={{ $json.missing }}' } });
    expect(result.error?.message).toBe('Node "Loop": the loop variable "n" has no value to start from.');
  });
});
