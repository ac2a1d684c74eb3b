/**
 * Dify and Flowise draw a container's inner steps on the canvas inside it; our `iteration` and `loop`
 * nodes hold them in their parameters (`steps`), so the outer run never takes them for steps of its own.
 * Importers add every node to the document first (ids and names made unique together), then move each
 * container's members in, the innermost container first.
 */
import type { NodeParameters, WorkflowDocument } from '../../../common/workflow/document';

export interface InnerSteps {
  containerId: string;
  memberIds: ReadonlySet<string>;
  startNodeId: string;
  /** Further parameters of the container that name inner nodes by our ids. */
  parameters?: NodeParameters;
}

export function moveInnerSteps(
  document: WorkflowDocument,
  inner: InnerSteps,
  warnings: string[],
): WorkflowDocument {
  const container = document.nodes.find((n) => n.id === inner.containerId);
  if (!container) return document;
  const isMember = (id: string) => inner.memberIds.has(id);
  const names = new Map(document.nodes.map((n) => [n.id, n.name]));
  for (const edge of document.edges) {
    if (isMember(edge.source) !== isMember(edge.target)) {
      warnings.push(
        `The connection from "${names.get(edge.source)}" to "${names.get(edge.target)}" crosses the edge of "${container.name}"; it was left out.`,
      );
    }
  }
  const steps = {
    nodes: document.nodes.filter((n) => isMember(n.id)),
    edges: document.edges.filter((e) => isMember(e.source) && isMember(e.target)),
    startNodeId: inner.startNodeId,
  };
  return {
    ...document,
    nodes: document.nodes
      .filter((n) => !isMember(n.id))
      .map((n) =>
        n.id === container.id ? { ...n, parameters: { ...n.parameters, ...inner.parameters, steps } } : n,
      ),
    edges: document.edges.filter((e) => !isMember(e.source) && !isMember(e.target)),
  };
}
