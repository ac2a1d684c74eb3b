import type { WorkflowDocument } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { updatedCopyDocument } from './copy-update-document';

const doc = (nodes: Partial<WorkflowDocument['nodes'][number]>[]): WorkflowDocument => ({
  nodes: nodes.map((n, i) => ({
    id: `n${i}`,
    type: 'code',
    typeVersion: 1,
    name: `Node ${i}`,
    position: [i * 200, 0],
    parameters: {},
    ...n,
  })),
  edges: [],
  settings: { timezone: 'UTC', timeoutS: 60, maxSteps: 100 },
});

describe('updatedCopyDocument', () => {
  it('takes the release, keeping the buyer’s credentials and trigger path on the same nodes', () => {
    const copy = doc([
      { id: 'hook', type: 'webhook', parameters: { path: 'orders-buyer1' } },
      {
        id: 'mail',
        type: 'send-email',
        parameters: { subject: 'buyer edit' },
        credentials: { smtp: { id: '11111111-1111-4111-8111-111111111111' } },
      },
      { id: 'gone', type: 'code' },
    ]);
    const release = doc([
      { id: 'hook', type: 'webhook', parameters: { path: 'orders-fresh22', method: 'POST' } },
      {
        id: 'mail',
        type: 'send-email',
        parameters: { subject: 'v2' },
        credentials: { smtp: { id: '22222222-2222-4222-8222-222222222222' }, imap: { name: 'Inbox' } },
      },
      { id: 'new', type: 'code', credentials: { api: { name: 'Creator key' } } },
    ]);
    const { document, keptCredentials } = updatedCopyDocument(copy, release);
    expect(keptCredentials).toEqual(['mail']);
    expect(document.nodes.map((n) => n.id)).toEqual(['hook', 'mail', 'new']);
    expect(document.nodes[0]!.parameters).toEqual({ path: 'orders-buyer1', method: 'POST' });
    // The buyer's slot wins; a slot the buyer never linked keeps the release's reference.
    expect(document.nodes[1]!.credentials).toEqual({
      smtp: { id: '11111111-1111-4111-8111-111111111111' },
      imap: { name: 'Inbox' },
    });
    // The buyer's own edit of a setting is replaced by the release's (the diff shows it first).
    expect(document.nodes[1]!.parameters).toEqual({ subject: 'v2' });
    expect(document.nodes[2]!.credentials).toEqual({ api: { name: 'Creator key' } });
  });

  it('keeps nothing of a node whose type changed under the same id', () => {
    const copy = doc([{ id: 'a', type: 'send-email', credentials: { smtp: { name: 'Mine' } } }]);
    const release = doc([{ id: 'a', type: 'http-request' }]);
    const { document, keptCredentials } = updatedCopyDocument(copy, release);
    expect(keptCredentials).toEqual([]);
    expect(document.nodes[0]!.credentials).toBeUndefined();
  });
});
