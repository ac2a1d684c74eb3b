/** A document for the copilot's tests: Webhook → Fetch (HTTP Request). */
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';

const node = (
  id: string,
  name: string,
  type: string,
  x: number,
  parameters: Record<string, unknown> = {},
) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [x, 0],
  parameters,
});

export const copilotDocument = (): WorkflowDocument =>
  workflowDocumentSchema.parse({
    nodes: [
      node('hook', 'Webhook', 'webhook-trigger', 0, { path: 'in' }),
      node('fetch', 'Fetch', 'http-request', 300, { url: 'https://a.example' }),
    ],
    edges: [{ id: 'e1', source: 'hook', sourceOutput: 0, target: 'fetch', targetInput: 0 }],
  });
