/**
 * The document a buyer's copy becomes when updated to a new release. Pure.
 *
 * The release's document, with what is the buyer's own kept where the node is the same one (same id and
 * same type): the credentials the buyer linked (slot by slot; a slot the buyer never linked keeps the
 * release's reference) and a webhook or form path the copy had (so the buyer's address keeps working).
 * Everything else — the buyer's own edits of the copy included — becomes the release's, which the diff
 * shown before the update says.
 */
import type { WorkflowDocument } from '@common/workflow/document';

export interface UpdatedCopy {
  document: WorkflowDocument;
  /** Ids of the nodes whose credentials of the buyer's were kept. */
  keptCredentials: string[];
}

/** `release` has fresh trigger paths already (as a new copy gets): a node the copy had keeps its own. */
export function updatedCopyDocument(copy: WorkflowDocument, release: WorkflowDocument): UpdatedCopy {
  const copyNodes = new Map(copy.nodes.map((n) => [n.id, n]));
  const keptCredentials: string[] = [];
  const nodes = release.nodes.map((node) => {
    const own = copyNodes.get(node.id);
    if (!own || own.type !== node.type) return node;
    let next = node;
    const linked = Object.entries(own.credentials ?? {});
    if (linked.length > 0) {
      next = { ...next, credentials: { ...node.credentials, ...Object.fromEntries(linked) } };
      keptCredentials.push(node.id);
    }
    const path = own.parameters.path;
    if (typeof path === 'string' && typeof node.parameters.path === 'string') {
      next = { ...next, parameters: { ...next.parameters, path } };
    }
    return next;
  });
  return { document: { ...release, nodes }, keptCredentials };
}
