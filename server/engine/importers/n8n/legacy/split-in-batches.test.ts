/**
 * Split In Batches v2 imported and run: "loop" is n8n's output 0 and "done" its output 1, and a `reset`
 * written with the node's own context (`noItemsLeft`) starts a new loop when new items arrive, as in n8n.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runDocument } from '../../../adapter';
import { closeSharedCodePool } from '../../../nodes/code/shared-pool';
import { importWorkflow } from '../../index';

afterAll(closeSharedCodePool);

const node = (name: string, type: string, typeVersion: number, parameters: Record<string, unknown> = {}) => ({
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion,
  parameters,
});
const to = (...targets: string[]) => targets.map((node) => ({ node, type: 'main', index: 0 }));

describe('Split In Batches v1/v2 from n8n', () => {
  it('sends batches out of "loop" (output 0) and everything out of "done" (output 1)', async () => {
    const workflow = {
      nodes: [
        node('Start', 'manualTrigger', 1),
        node('Data', 'code', 2, { jsCode: 'return [{ k: 1 }, { k: 2 }, { k: 3 }];' }),
        node('Batches', 'splitInBatches', 2, { batchSize: 2, options: {} }),
        node('Body', 'code', 2, { jsCode: 'return $input.all().map((i) => ({ k: i.json.k * 10 }));' }),
        node('Done', 'noOp', 1),
      ],
      connections: {
        Start: { main: [to('Data')] },
        Data: { main: [to('Batches')] },
        Batches: { main: [to('Body'), to('Done')] },
        Body: { main: [to('Batches')] },
      },
    };
    const { document } = importWorkflow(JSON.stringify(workflow));
    const run = await runDocument(document, { triggerItems: [{ json: {} }] });
    expect(run.error).toBeUndefined();
    const done = document.nodes.find((n) => n.name === 'Done')?.id;
    const doneStep = run.steps.find((s) => s.nodeId === done);
    expect(doneStep?.status === 'succeeded' && doneStep.output[0]?.map((i) => i.json.k)).toEqual([
      10, 20, 30,
    ]);
  });

  it('starts a new loop when its reset (its own noItemsLeft) is true, and not before', async () => {
    const workflow = {
      nodes: [
        node('Start', 'manualTrigger', 1),
        node('Data', 'code', 2, { jsCode: 'return [{ k: 1 }, { k: 2 }];' }),
        node('Batches', 'splitInBatches', 1, {
          batchSize: 1,
          options: { reset: '={{ $node["Batches"].context["noItemsLeft"] }}' },
        }),
        node('Seen', 'code', 2, {
          jsCode: 'return [{ k: $input.first().json.k, left: $node["Batches"].context["noItemsLeft"] }];',
        }),
        node('More', 'if', 2, {
          conditions: {
            options: { caseSensitive: true, typeValidation: 'strict' },
            combinator: 'and',
            conditions: [
              {
                leftValue: '={{ $json.left }}',
                rightValue: '',
                operator: { type: 'boolean', operation: 'false', singleValue: true },
              },
            ],
          },
        }),
      ],
      connections: {
        Start: { main: [to('Data')] },
        Data: { main: [to('Batches')] },
        Batches: { main: [to('Seen')] },
        Seen: { main: [to('More')] },
        More: { main: [to('Batches')] },
      },
    };
    const { document } = importWorkflow(JSON.stringify(workflow));
    const run = await runDocument(document, { triggerItems: [{ json: {} }] });
    expect(run.error).toBeUndefined();
    const seen = document.nodes.find((n) => n.name === 'Seen')?.id;
    const outputs = run.steps
      .filter((s) => s.nodeId === seen && s.status === 'succeeded')
      .map((s) => (s.status === 'succeeded' ? s.output[0]?.[0]?.json : undefined));
    expect(outputs).toEqual([
      { k: 1, left: false },
      { k: 2, left: true },
    ]);
  });
});
