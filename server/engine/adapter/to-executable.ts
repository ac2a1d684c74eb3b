/** The saved document as the executor's own view of it (nodes by id, edges, limits). */
import type { WorkflowDocument } from '@common/workflow/document';
import type { ExecutableWorkflow } from '../core';

export function toExecutableWorkflow(doc: WorkflowDocument): ExecutableWorkflow {
  return {
    nodes: doc.nodes.map((node) => ({
      id: node.id,
      name: node.name,
      type: node.type,
      typeVersion: node.typeVersion,
      parameters: node.parameters,
      position: node.position,
      ...(node.disabled ? { disabled: true } : {}),
      ...(node.retry ? { retry: node.retry } : {}),
      ...(node.onError ? { onError: node.onError } : {}),
      ...(node.credentials ? { credentials: node.credentials } : {}),
      ...(node.notes ? { notes: node.notes } : {}),
      // n8n's node settings travel in an imported node's parameters (importers/n8n/import-n8n.ts).
      ...(node.parameters.executeOnce === true ? { executeOnce: true } : {}),
      ...(node.parameters.alwaysOutputData === true ? { alwaysOutputData: true } : {}),
    })),
    edges: doc.edges.map(({ source, sourceOutput, target, targetInput, kind }) => ({
      source,
      sourceOutput,
      target,
      targetInput,
      ...(kind && kind !== 'main' ? { kind } : {}),
    })),
    settings: {
      maxSteps: doc.settings.maxSteps,
      timeoutS: doc.settings.timeoutS,
      ...(doc.settings.budgetUsd === undefined ? {} : { budgetUsd: doc.settings.budgetUsd }),
    },
  };
}
