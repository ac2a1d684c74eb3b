/**
 * n8n's webhook → Edit Fields → Respond to Webhook workflow in its export format, as n8n imports it and as
 * /api/workflows/import takes it. One copy for the webhook API test and the webhook bench (bench/webhook.ts),
 * which imports it into both n8n and this platform. `path` is the webhook's path (`/webhook/<path>`).
 */
export function n8nWebhookWorkflow(path: string) {
  return {
    id: 'BenchWorkflow001',
    name: 'webhook bench',
    active: false,
    nodes: [
      {
        id: '9b1c2d3e-0000-4000-8000-000000000001',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        webhookId: '9b1c2d3e-0000-4000-8000-0000000000aa',
        parameters: { httpMethod: 'POST', path, responseMode: 'responseNode', options: {} },
      },
      {
        id: '9b1c2d3e-0000-4000-8000-000000000002',
        name: 'Edit Fields',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: {
          assignments: {
            assignments: [
              { id: 'a1', name: 'greeting', value: "={{ 'hello ' + $json.body.name }}", type: 'string' },
              { id: 'a2', name: 'doubled', value: '={{ $json.body.n * 2 }}', type: 'number' },
            ],
          },
          options: {},
        },
      },
      {
        id: '9b1c2d3e-0000-4000-8000-000000000003',
        name: 'Respond to Webhook',
        type: 'n8n-nodes-base.respondToWebhook',
        typeVersion: 1.1,
        position: [400, 0],
        parameters: { respondWith: 'firstIncomingItem', options: {} },
      },
    ],
    connections: {
      Webhook: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
      'Edit Fields': { main: [[{ node: 'Respond to Webhook', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}
