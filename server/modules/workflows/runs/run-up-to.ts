/**
 * "Test up to this node": the part of a document that a run ending at one node needs, that node and every
 * node it depends on (its ancestors), with the edges among them. Nodes after it or on other branches are
 * left out, so they do not run. Pure, so it is tested without a database.
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { reachableFrom } from '@common/workflow/graph';

export function documentUpTo(document: WorkflowDocument, nodeId: string): WorkflowDocument {
  const keep = new Set([nodeId, ...reachableFrom(document, nodeId, 'upstream')]);
  const pinData = document.pinData
    ? Object.fromEntries(Object.entries(document.pinData).filter(([id]) => keep.has(id)))
    : undefined;
  return {
    ...document,
    nodes: document.nodes.filter((n) => keep.has(n.id)),
    edges: document.edges.filter((e) => keep.has(e.source) && keep.has(e.target)),
    ...(pinData ? { pinData } : {}),
  };
}
