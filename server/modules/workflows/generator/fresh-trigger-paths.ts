/**
 * Webhook and form paths are one table for everyone, so every new workflow made from a pattern or a
 * template gets paths of its own: the pattern's readable base and a random suffix. (The patterns stay
 * pure and deterministic; this runs where a draft is handed out.) Which node types listen on a path is
 * theirs to say (`starting.freshPath` in their definition).
 */
import { randomBytes } from 'node:crypto';
import type { WorkflowDocument } from '@common/workflow/document';
import { freshPathStart } from '../../../engine/nodes/starting-parameters';

export function withFreshTriggerPaths(
  document: WorkflowDocument,
  suffix: () => string = () => randomBytes(4).toString('hex'),
): WorkflowDocument {
  return {
    ...document,
    nodes: document.nodes.map((node) => {
      const path = node.parameters.path;
      if (freshPathStart(node.type) === undefined || typeof path !== 'string' || path.includes('{{'))
        return node;
      const base = path.replace(/-[a-z0-9]{6,8}$/, '') || 'hook';
      return { ...node, parameters: { ...node.parameters, path: `${base}-${suffix()}` } };
    }),
  };
}
