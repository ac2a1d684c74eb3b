/** The iteration node in document runs: each pass runs the inner steps through the real engine and nodes. */
import { type WorkflowDocumentInput, workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { fakeClock } from '../../core/testing';

type NodeInput = WorkflowDocumentInput['nodes'][number];

const node = (id: string, type: string, parameters: Record<string, unknown> = {}): NodeInput => ({
  id,
  type,
  typeVersion: 1,
  name: id,
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

const number = (name: string, value: string) => ({
  assignments: { assignments: [{ name, type: 'number', value }] },
});

/** Zero is refused with stop-and-error; a positive item is multiplied by the start's factor. */
const steps = {
  nodes: [
    node('start', 'no-op'),
    node('Zero', 'if', {
      conditions: {
        combinator: 'and',
        conditions: [
          {
            leftValue: '={{ $json.item }}',
            rightValue: 0,
            operator: { type: 'number', operation: 'equals' },
          },
        ],
      },
    }),
    node('Refuse', 'stop-and-error', { message: 'Zero is not allowed.' }),
    node(
      'Times',
      'set',
      number('value', '={{ $("Each").first().json.item * $("Start").first().json.factor }}'),
    ),
  ],
  edges: [edge('start', 'Zero'), edge('Zero', 'Refuse', 0), edge('Zero', 'Times', 1)],
  startNodeId: 'start',
};

function workflow(items: unknown, parameters: Record<string, unknown> = {}) {
  return workflowDocumentSchema.parse({
    nodes: [
      node('Start', 'manual-trigger'),
      node('Each', 'iteration', { items, steps, value: { nodeId: 'Times', path: ['value'] }, ...parameters }),
    ],
    edges: [edge('Start', 'Each')],
  });
}

async function run(items: unknown, parameters: Record<string, unknown> = {}) {
  return runDocument(workflow(items, parameters), {
    clock: fakeClock(),
    triggerItems: [{ json: { factor: 10 } }],
  });
}

describe('iteration', () => {
  it('runs the inner steps once per element, with the item, its index and the nodes outside', async () => {
    const result = await run([1, 2, 3]);
    expect(result.status).toBe('succeeded');
    expect(result.result).toEqual([[{ json: { output: [10, 20, 30] } }]]);
  });

  it('gives each pass its index from 0', async () => {
    const indexed = {
      ...steps,
      nodes: [
        ...steps.nodes.slice(0, 3),
        node('Times', 'set', number('value', '={{ $("Each").first().json.index }}')),
      ],
    };
    const doc = workflow([5, 6, 7], { steps: indexed });
    const result = await runDocument(doc, { clock: fakeClock(), triggerItems: [{ json: { factor: 10 } }] });
    expect(result.result).toEqual([[{ json: { output: [0, 1, 2] } }]]);
  });

  it('stops at a failed pass by default, naming the pass and the inner step', async () => {
    const result = await run([1, 0, 2]);
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe('Node "Each": pass 2 failed at "Refuse": Zero is not allowed.');
  });

  it("keeps null for a failed pass, or drops it, as Dify's error modes do", async () => {
    expect((await run([1, 0, 2], { onPassError: 'keepNull' })).result).toEqual([
      [{ json: { output: [10, null, 20] } }],
    ]);
    expect((await run([1, 0, 2], { onPassError: 'drop' })).result).toEqual([
      [{ json: { output: [10, 20] } }],
    ]);
  });

  it('collects text and a line per failed pass, as Flowise does', async () => {
    const result = await run('[1, 0, 2]', { onPassError: 'errorText', result: 'text' });
    expect(result.result).toEqual([
      [
        {
          json: {
            iterationResults: ['10', 'Error in iteration 2: Zero is not allowed.', '20'],
            content: '10\nError in iteration 2: Zero is not allowed.\n20',
          },
        },
      ],
    ]);
  });

  it('starts each pass afresh: a step that did not run in this pass gives null', async () => {
    // With errors kept as null, zero's pass never reaches "Times": its value is null, not the pass before's.
    const result = await run([3, 0], { onPassError: 'keepNull' });
    expect(result.result).toEqual([[{ json: { output: [30, null] } }]]);
  });

  it('runs an iteration inside an iteration, each seeing the item of the one around it', async () => {
    const inner = {
      nodes: [
        node('innerStart', 'no-op'),
        node('Pair', 'set', {
          assignments: {
            assignments: [
              {
                name: 'pair',
                type: 'string',
                value: '={{ $("Rows").first().json.item + "-" + $("Cols").first().json.item }}',
              },
            ],
          },
        }),
      ],
      edges: [edge('innerStart', 'Pair')],
      startNodeId: 'innerStart',
    };
    const outer = {
      nodes: [
        node('outerStart', 'no-op'),
        node('Cols', 'iteration', {
          items: ['x', 'y'],
          steps: inner,
          value: { nodeId: 'Pair', path: ['pair'] },
        }),
      ],
      edges: [edge('outerStart', 'Cols')],
      startNodeId: 'outerStart',
    };
    const doc = workflowDocumentSchema.parse({
      nodes: [
        node('Start', 'manual-trigger'),
        node('Rows', 'iteration', {
          items: [1, 2],
          steps: outer,
          value: { nodeId: 'Cols', path: ['output'] },
          flatten: false,
        }),
      ],
      edges: [edge('Start', 'Rows')],
    });
    const result = await runDocument(doc, { clock: fakeClock() });
    expect(result.result).toEqual([
      [
        {
          json: {
            output: [
              ['1-x', '1-y'],
              ['2-x', '2-y'],
            ],
          },
        },
      ],
    ]);
  });

  it('fails with a clear message when a step inside asks to wait', async () => {
    const waiting = {
      nodes: [node('start', 'wait', { amount: 1, unit: 'hours' })],
      edges: [],
      startNodeId: 'start',
    };
    const result = await run([1], { steps: waiting, value: { nodeId: 'start', path: [] } });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      'Node "Each": a step inside it asked to wait; steps inside an iteration cannot wait.',
    );
  });

  it('answers an empty list for null or an empty list, and fails on a missing or wrong list', async () => {
    expect((await run(null)).result).toEqual([[{ json: { output: [] } }]]);
    expect((await run([])).result).toEqual([[{ json: { output: [] } }]]);
    const missing = await run('={{ $json.nothing }}');
    expect(missing.error?.message).toBe('Node "Each": the list to go through is missing.');
    const wrong = await run('={{ $json.factor }}');
    expect(wrong.error?.message).toBe('Node "Each": the list to go through is a number, not a list.');
  });
});
