/** Workflow documents for the module's API tests: nodes, edges, straight lines, and a saved draft. */
import type { SignedInUser } from '../../../test/fixtures';
import { edge, type TestNode } from '../../../test/workflow-documents';

export { edge, node, type TestNode } from '../../../test/workflow-documents';

/** Nodes one after the other, each feeding the next. */
export const line = (nodes: TestNode[]) => ({
  nodes,
  edges: nodes.slice(1).map((n, i) => edge(nodes[i]!.id, n.id)),
});

export interface TestDocument {
  nodes: TestNode[];
  edges: ReturnType<typeof edge>[];
  settings?: Record<string, unknown>;
}

/** A new workflow of `user`; answers its id. */
export async function createWorkflow(user: SignedInUser, name = 'Test workflow'): Promise<string> {
  const res = await user.request('POST', '/api/workflows', { name });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

/** Saves `document` as the workflow's draft (reading the current revision first). */
export async function saveDraft(user: SignedInUser, id: string, document: TestDocument): Promise<void> {
  const { revision } = await (await user.request('GET', `/api/workflows/${id}`)).json();
  const res = await user.request('PUT', `/api/workflows/${id}/draft`, {
    document: { settings: {}, ...document },
    revision,
  });
  if (res.status !== 200) throw new Error(`saving the draft answered ${res.status}: ${await res.text()}`);
}

export async function workflowWith(user: SignedInUser, document: TestDocument): Promise<string> {
  const id = await createWorkflow(user);
  await saveDraft(user, id, document);
  return id;
}
