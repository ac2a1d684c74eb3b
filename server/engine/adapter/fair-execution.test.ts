/**
 * A run's expressions that need the sandbox run in the worker pool, and the run's deadline (settings.timeoutS)
 * binds inside a node: the security probe's Set node (F2) evaluating a slow expression for 20 items.
 */
import { workflowDocumentSchema } from '@common/workflow/document';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedSandboxPool, sharedSandboxPool } from '../sandbox';
import { deadlineFor, measure } from '../sandbox/testing/test-deadline';
import { runDocument } from './run-document';

afterAll(() => closeSharedSandboxPool());

const bootMs = await measure(() => sharedSandboxPool().run({ kind: 'expression', source: '1', input: null }));

/** The smallest deadline a document takes (whole seconds). */
const TIMEOUT_S = 1;
/** Each expression busy-waits this long, well under the expression limit (500 ms)... */
const BUSY_MS = 300;
/** ...and there are enough items that all of them together would take several times the run's deadline. */
const ITEMS = Math.ceil((TIMEOUT_S * 1000 * 4) / BUSY_MS);

const slowSet = workflowDocumentSchema.parse({
  settings: { timeoutS: TIMEOUT_S },
  nodes: [
    {
      id: 'code',
      type: 'code',
      typeVersion: 1,
      name: 'Items',
      position: [0, 0],
      parameters: { jsCode: `return Array.from({ length: ${ITEMS} }, (_, i) => ({ json: { i } }));` },
    },
    {
      id: 'set',
      type: 'set',
      typeVersion: 1,
      name: 'Slow',
      position: [200, 0],
      parameters: {
        assignments: {
          assignments: [
            {
              name: 'x',
              type: 'number',
              value: `={{ (() => { const t = Date.now(); while (Date.now() - t < ${BUSY_MS}) {} return $json.i; })() }}`,
            },
          ],
        },
      },
    },
  ],
  edges: [{ id: 'e', source: 'code', sourceOutput: 0, target: 'set', targetInput: 0 }],
});

describe('fair execution of expressions', () => {
  it(
    'fails the run at its deadline inside a node whose expressions outlast it, the event loop free meanwhile',
    async () => {
      let ticks = 0;
      const timer = setInterval(() => {
        ticks += 1;
      }, 10);
      let ticksWhileRunning = -1;
      const run = await runDocument(slowSet).finally(() => {
        ticksWhileRunning = ticks;
      });
      clearInterval(timer);
      expect(run.status).toBe('failed');
      expect(run.error).toMatchObject({ code: 'deadline', nodeId: 'set' });
      // On this thread the expressions would have held the loop until the node ended: no timer fires in between.
      expect(ticksWhileRunning).toBeGreaterThan(0);
    },
    deadlineFor(TIMEOUT_S * 1000 + 2 * bootMs),
  );

  it(
    'runs a fast expression for every item and keeps the values in order',
    async () => {
      const doc = workflowDocumentSchema.parse({
        nodes: [
          {
            id: 'code',
            type: 'code',
            typeVersion: 1,
            name: 'Items',
            position: [0, 0],
            parameters: {
              jsCode: 'return [{ json: { s: "a" } }, { json: { s: "b" } }, { json: { s: "c" } }];',
            },
          },
          {
            id: 'set',
            type: 'set',
            typeVersion: 1,
            name: 'Upper',
            position: [200, 0],
            parameters: {
              assignments: {
                assignments: [{ name: 'u', type: 'string', value: '={{ $json.s.toUpperCase() }}' }],
              },
            },
          },
        ],
        edges: [{ id: 'e', source: 'code', sourceOutput: 0, target: 'set', targetInput: 0 }],
      });
      const run = await runDocument(doc);
      expect(run.status).toBe('succeeded');
      expect(run.result?.[0]?.map((item) => item.json.u)).toEqual(['A', 'B', 'C']);
      expect(run.steps[1]?.resolvedParameters).toMatchObject({
        assignments: { assignments: [{ value: 'A' }] },
      });
    },
    deadlineFor(2 * bootMs),
  );
});
