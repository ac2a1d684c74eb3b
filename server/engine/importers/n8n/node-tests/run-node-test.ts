/**
 * Runs one of n8n's node test workflows the way n8n's own harness does (`workflowToTests` and
 * `getResultNodeData` in n8n's `packages/nodes-base/test/nodes/Helpers.ts`): the pin data is taken out
 * as the expected values, the workflow without it is imported and run through our engine exactly as
 * `aiz run` does (in this process), and for each pinned node the JSON of output 0 of each of its runs is
 * compared with the JSON of its pinned items.
 */
import { isDeepStrictEqual } from 'node:util';
import { resumeDocument, runDocument } from '../../../adapter';
import type { RunRecord } from '../../../core';
import type { PlatformPorts } from '../../../nodes/ports';
import { importWorkflow } from '../../index';

export interface PinnedNodeResult {
  node: string;
  /** n8n's shape: one list per run of the node, each the JSON of output 0's items. */
  expected: unknown[][];
  /** `undefined` when the node never ran; a run that failed is `null` (n8n's run without data). */
  actual: (unknown[] | null)[] | undefined;
  pass: boolean;
}

export interface NodeTestRun {
  status: 'succeeded' | 'failed';
  /** The run's error (or the importer's refusal), with the node it names. */
  error?: { message: string; node?: string };
  nodes: PinnedNodeResult[];
}

interface PinnedWorkflow {
  nodes?: { type?: string; parameters?: Record<string, unknown>; [key: string]: unknown }[];
  pinData?: Record<string, { json?: unknown }[]>;
  [key: string]: unknown;
}

/**
 * n8n's harness registers a test-only node, `n8n-nodes-testing.testData`, that outputs its `data`
 * parameter as items (n8n's `packages/core/nodes-testing/test-data-node.ts`); here it becomes the Code node that does the same.
 */
const TEST_DATA_NODE = 'n8n-nodes-testing.testData';

function withTestDataAsCode(workflow: PinnedWorkflow): PinnedWorkflow {
  const nodes = workflow.nodes?.map((node) =>
    node.type === TEST_DATA_NODE
      ? {
          ...node,
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          parameters: {
            // As n8n's TestDataNode: JSON text is parsed; a single object is one item.
            jsCode: [
              `const data = ${JSON.stringify(node.parameters?.data ?? [])};`,
              "const parsed = typeof data === 'string' ? JSON.parse(data) : data;",
              'return (Array.isArray(parsed) ? parsed : [parsed]).map((json) => ({ json }));',
            ].join('\n'),
          },
        }
      : node,
  );
  return { ...workflow, nodes };
}

/** `undefined` fields are dropped and the rest compared as JSON, as n8n's `toEqual` does. */
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

export interface NodeTestOptions {
  /** What the harness provides in place of n8n's test mocks (HTTP replies as nock gives them). */
  ports?: PlatformPorts;
  /** What `aiz run` does with a run that waits (a Wait node's interval is waited out and the run resumed). */
  continueRun?: (first: RunRecord, resume: (waiting: RunRecord) => Promise<RunRecord>) => Promise<RunRecord>;
}

export async function runN8nNodeTest(text: string, options: NodeTestOptions = {}): Promise<NodeTestRun> {
  const { ports = {}, continueRun = async (first: RunRecord) => first } = options;
  const workflow = JSON.parse(text) as PinnedWorkflow;
  const pinData = workflow.pinData ?? {};
  const expectedByNode = Object.entries(pinData).map(([node, items]): [string, unknown[][]] => [
    node,
    [items.map((item) => asJson(item.json ?? {}))],
  ]);
  const { pinData: _removed, ...withoutPins } = withTestDataAsCode(workflow);
  let imported: ReturnType<typeof importWorkflow>;
  try {
    imported = importWorkflow(JSON.stringify(withoutPins));
  } catch (error) {
    return {
      status: 'failed',
      error: { message: error instanceof Error ? error.message : String(error) },
      nodes: expectedByNode.map(([node, expected]) => ({ node, expected, actual: undefined, pass: false })),
    };
  }
  const { document, details } = imported;
  const runOptions = { meta: { workflow: { id: '', name: details.name ?? '', active: false } }, ports };
  const run = await continueRun(await runDocument(document, runOptions), (waiting) =>
    resumeDocument(document, waiting, runOptions),
  );
  const names = new Map(document.nodes.map((n) => [n.id, n.name]));
  const runsByName = new Map<string, (unknown[] | null)[]>();
  for (const step of run.steps) {
    if (step.status === 'waiting') continue;
    const name = names.get(step.nodeId) ?? step.nodeId;
    const output0 =
      step.status === 'succeeded' ? (step.output[0] ?? []).map((item) => asJson(item.json)) : null;
    runsByName.set(name, [...(runsByName.get(name) ?? []), output0]);
  }
  const failed = run.status !== 'succeeded';
  return {
    status: failed ? 'failed' : 'succeeded',
    ...(failed
      ? {
          error: {
            message: run.error?.message ?? `The run ended ${run.status}.`,
            ...(run.error?.nodeId ? { node: names.get(run.error.nodeId) ?? run.error.nodeId } : {}),
          },
        }
      : {}),
    nodes: expectedByNode.map(([node, expected]) => {
      // The importer keeps names with their runs of spaces collapsed (document-builder.ts).
      const actual = runsByName.get(node) ?? runsByName.get(node.replace(/\s+/g, ' ').trim());
      return { node, expected, actual, pass: actual !== undefined && isDeepStrictEqual(actual, expected) };
    }),
  };
}
