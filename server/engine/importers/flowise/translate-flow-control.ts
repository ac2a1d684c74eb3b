/**
 * Agentflow v2's Iteration and Loop. An iteration becomes our `iteration` node run as Flowise runs it
 * (packages/server/src/utils/buildAgentflow.ts): its children once per element, the text each pass
 * ends with collected into `iterationResults` and joined by lines into `content`, a failed pass kept as
 * "Error in iteration N: …". A loop goes back to an earlier node while it has run fewer than
 * `maxLoopCount - 1` times before (Flowise counts its runs and goes back while the count is under the
 * maximum): our If on `$runIndex`, "true" wired back, "false" ending the branch.
 */
import type { NodeParameters } from '../../../../common/workflow/document';
import type { FlowiseNode } from './flowise-schema';

/** Flowise's default for Max Loop Count. */
const DEFAULT_MAX_LOOP_COUNT = 5;

/** The rich-text editor wraps the array in HTML and may escape its brackets; Flowise reads the JSON text. */
function iterationInput(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? null;
  const text = raw
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\\(["'[\]{}])/g, '$1')
    .trim();
  // A literal list is kept as one; text with Flowise variables stays text, read as JSON when it runs.
  try {
    const list: unknown = JSON.parse(text);
    if (Array.isArray(list)) return list;
  } catch {}
  return text;
}

export function translateIteration(node: FlowiseNode): { type: string; parameters: NodeParameters } {
  return {
    type: 'iteration',
    parameters: {
      items: iterationInput(node.data.inputs?.iterationInput) as NodeParameters[string],
      // Filled in when the children are moved in (import-flowise.ts).
      steps: { nodes: [], edges: [], startNodeId: '' },
      value: { nodeId: '', path: ['content'] },
      onPassError: 'errorText',
      result: 'text',
      flatten: false,
    },
  };
}

export function translateLoop(node: FlowiseNode): { type: string; parameters: NodeParameters } {
  const max = Number.parseInt(String(node.data.inputs?.maxLoopCount ?? ''), 10) || DEFAULT_MAX_LOOP_COUNT;
  return {
    type: 'if',
    parameters: {
      conditions: {
        options: { caseSensitive: true, leftValue: '', typeValidation: 'loose' },
        combinator: 'and',
        conditions: [
          {
            id: `${node.id}-count`,
            leftValue: '={{ $runIndex }}',
            rightValue: max - 1,
            operator: { type: 'number', operation: 'lt' },
          },
        ],
      },
    },
  };
}
