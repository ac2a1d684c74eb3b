/**
 * "Build me a workflow that …" offline: the pattern library's draft (the same matching and slot filling as
 * Describe it) turned into operations that add its nodes under what the canvas already has and wire them.
 */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument } from '@common/workflow/document';
import { assertRunnableDocument } from '../../generator/check-document';
import { withFreshTriggerPaths } from '../../generator/fresh-trigger-paths';
import { matchPattern } from '../../generator/match-pattern';
import { readRequest } from '../../generator/request-words';
import { uniqueNodeName } from '../check-operation';
import type { OfflineAnswer } from './offline-answer';

const BUILD =
  /\b(?:build|create|make|generate|design|set up|draft)\s+(?:me\s+|us\s+)?(?:a|an|the)?\s*(?:new\s+)?(?:[\w-]+\s+){0,3}?(?:workflow|flow|automation|pipeline|chatbot|bot|agent|integration)s?\b/i;

/** "Build me a … workflow", or, on an empty canvas, a description of one ("When a webhook …", "Every morning …"). */
export const isBuildRequest = (message: string, emptyCanvas: boolean) =>
  BUILD.test(message) || (emptyCanvas && /^(?:when|every|each)\b/i.test(message.trim()));

export function buildFromPattern(message: string, current: WorkflowDocument): OfflineAnswer | null {
  const words = readRequest(message);
  const match = matchPattern(words);
  if (!match) return null;
  const built = match.pattern.build(words);
  const draft = withFreshTriggerPaths(assertRunnableDocument(built.document));
  // Under what is there already, so nothing overlaps.
  const top = current.nodes.length ? Math.max(...current.nodes.map((n) => n.position[1])) + 220 : 0;
  const left = current.nodes.length ? Math.min(...current.nodes.map((n) => n.position[0])) : 0;
  const draftLeft = Math.min(...draft.nodes.map((n) => n.position[0]));
  const draftTop = Math.min(...draft.nodes.map((n) => n.position[1]));
  let names = current;
  const nameOf = new Map<string, string>();
  const operations: CopilotOperation[] = [];
  for (const node of draft.nodes) {
    const name = uniqueNodeName(names, node.name);
    names = { ...names, nodes: [...names.nodes, { ...node, name }] };
    nameOf.set(node.id, name);
    operations.push({
      op: 'addNode',
      type: node.type,
      typeVersion: node.typeVersion,
      name,
      parameters: node.parameters,
      position: [node.position[0] - draftLeft + left, node.position[1] - draftTop + top],
    });
  }
  const warnings = [...built.warnings];
  for (const edge of draft.edges) {
    if ((edge.kind ?? 'main') !== 'main') {
      warnings.push('A sub-node wire of the pattern was left out; wire it on the canvas.');
      continue;
    }
    operations.push({
      op: 'connect',
      from: nameOf.get(edge.source) as string,
      to: nameOf.get(edge.target) as string,
      output: edge.sourceOutput,
      input: edge.targetInput,
    });
  }
  return {
    operations,
    explanation: `From the pattern "${match.pattern.name}": ${built.explanation}`,
    warnings,
  };
}
