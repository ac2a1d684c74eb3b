import { describe, expect, it } from 'vitest';
import { resumeDocument, runDocument } from '../engine/adapter';
import { fakeClock } from '../engine/core/testing';
import { importWorkflow } from '../engine/importers';
import { runThroughTimedWaits, waitMessage } from './wait-in-process';

/** n8n's Wait node with a duration, as public n8n exports have it. */
function waitingWorkflow(wait: Record<string, unknown>) {
  return JSON.stringify({
    name: 'Wait then go on',
    nodes: [
      { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} },
      { name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: wait },
      { name: 'After', type: 'n8n-nodes-base.noOp', typeVersion: 1, parameters: {} },
    ],
    connections: {
      Start: { main: [[{ node: 'Wait', type: 'main', index: 0 }]] },
      Wait: { main: [[{ node: 'After', type: 'main', index: 0 }]] },
    },
  });
}

async function runInCli(wait: Record<string, unknown>) {
  const { document } = importWorkflow(waitingWorkflow(wait));
  const clock = fakeClock(Date.parse('2026-01-01T00:00:00Z'));
  const first = await runDocument(document, { clock, triggerItems: [{ json: { n: 1 } }] });
  const run = await runThroughTimedWaits(
    first,
    (waiting) => resumeDocument(document, waiting, { clock }),
    clock,
  );
  return { document, first, run, clock };
}

describe('aiz run and the Wait node', () => {
  it('waits out an interval in the process and runs on with the same items', async () => {
    const { first, run, clock } = await runInCli({ amount: 2, unit: 'seconds' });
    expect(first.status).toBe('waiting');
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: { n: 1 } }]]);
    expect(clock.slept).toContain(2000);
  });

  it('ends waiting, saying why, when the wait is longer than the CLI waits', async () => {
    const { document, run } = await runInCli({ amount: 2, unit: 'days' });
    expect(run.status).toBe('waiting');
    expect(waitMessage(document, run)).toBe(
      '"Wait" waits until 2026-01-03T00:00:00.000Z; aiz run waits at most 15 minutes in one process: deploy the workflow (aiz deploy) to run it on the server.',
    );
  });
});
