/** A small document for the copilot's tests: Webhook → If → (true) HTTP Request, (false) Send E-mail. */
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';

const node = (
  id: string,
  name: string,
  type: string,
  x: number,
  y: number,
  parameters: Record<string, unknown> = {},
) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [x, y] as [number, number],
  parameters,
});

export function copilotTestDocument(): WorkflowDocument {
  return workflowDocumentSchema.parse({
    nodes: [
      node('hook', 'Webhook', 'webhook-trigger', 0, 0, { path: 'orders', httpMethod: 'POST' }),
      node('check', 'If', 'if', 300, 0),
      node('call', 'HTTP Request', 'http-request', 600, -100, { url: 'https://old.example.com' }),
      node('mail', 'Send E-mail', 'send-email', 600, 100, {
        to: 'ops@example.com',
        subject: 'Hi',
        text: 'x',
      }),
    ],
    edges: [
      { id: 'e1', source: 'hook', sourceOutput: 0, target: 'check', targetInput: 0 },
      { id: 'e2', source: 'check', sourceOutput: 0, target: 'call', targetInput: 0 },
      { id: 'e3', source: 'check', sourceOutput: 1, target: 'mail', targetInput: 0 },
    ],
  });
}

export const emptyDocument = (): WorkflowDocument => workflowDocumentSchema.parse({ nodes: [], edges: [] });
