/** Small documents and a catalogue for the document tests. */
import type { NodeCatalogueEntry, WorkflowDetail } from '@common/schemas/workflows';
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';

export const aNode = (id: string, name = id, type = 'set', parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0] as [number, number],
  parameters,
});

export const anEdge = (source: string, target: string, sourceOutput = 0, targetInput = 0) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput,
  target,
  targetInput,
});

export function aDocument(input: { nodes: ReturnType<typeof aNode>[]; edges?: ReturnType<typeof anEdge>[] }) {
  return workflowDocumentSchema.parse({ edges: [], settings: {}, ...input }) as WorkflowDocument;
}

const entry = (
  type: string,
  inputs: number,
  parameters: Record<string, unknown> = {},
): NodeCatalogueEntry => ({
  type,
  version: 1,
  displayName: type,
  group: inputs === 0 ? 'trigger' : 'data',
  description: '',
  documentation: '',
  inputs,
  outputs: ['output'],
  parameters: { type: 'object', properties: {}, ...parameters },
  credentialSlots: [],
  subNodeInputs: [],
});

export const aCatalogue: NodeCatalogueEntry[] = [
  entry('manual-trigger', 0),
  entry('set', 1),
  entry('http-request', 1, { required: ['url'] }),
];

/** A saved workflow as GET /api/workflows/{id} answers it, with `draft` as its document. */
export const aWorkflowDetail = (id: string, name: string, draft: unknown): WorkflowDetail =>
  ({
    id,
    name,
    description: '',
    tags: [],
    kind: 'workflow',
    revision: 1,
    latestVersion: null,
    activeVersion: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    draft,
  }) as WorkflowDetail;
