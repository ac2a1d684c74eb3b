import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import { describe, expect, it } from 'vitest';
import { createHistory, record, undo } from '@/features/workflows';
import { acceptChanges, changesOf, previewOf, statusIn, undoChanges } from './changes';
import { copilotDocument } from './test-document';

const doc = copilotDocument();
const ops: CopilotOperation[] = [
  { op: 'addNode', type: 'send-email', name: 'Mail', parameters: { to: 'a@b.co' }, position: [600, 0] },
  { op: 'connect', from: 'Fetch', to: 'Mail', output: 0, input: 0 },
  { op: 'setParameter', node: 'Fetch', path: 'url', value: 'https://b.example' },
  { op: 'renameNode', node: 'Webhook', name: 'Orders in' },
  { op: 'disconnect', from: 'Orders in', to: 'Fetch' },
  { op: 'removeNode', node: 'Fetch' },
];

describe('copilot changes under review', () => {
  it('accepts one change at a time, a wire accepting the node it needs first', () => {
    const changes = changesOf('a1', ops);
    const { doc: next, changes: after } = acceptChanges(doc, changes, ['a1-1'], []);
    expect(after.map((c) => c.status)).toEqual([
      'accepted',
      'accepted',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    const mail = next.nodes.find((n) => n.name === 'Mail');
    expect(mail?.parameters).toEqual({ to: 'a@b.co' });
    expect(next.edges.some((e) => e.source === 'fetch' && e.target === mail?.id)).toBe(true);
  });

  it('accepts all in order and undoes all back to the document it started from', () => {
    const changes = changesOf('a1', ops);
    const all = acceptChanges(
      doc,
      changes,
      changes.map((c) => c.id),
      [],
    );
    expect(all.changes.every((c) => c.status === 'accepted')).toBe(true);
    expect(all.doc.nodes.map((n) => n.name)).toEqual(['Orders in', 'Mail']);
    const back = undoChanges(
      all.doc,
      all.changes,
      changes.map((c) => c.id),
    );
    expect(back.changes.every((c) => c.status === 'undone')).toBe(true);
    expect(new Set(back.doc.nodes.map((n) => n.name))).toEqual(new Set(['Webhook', 'Fetch']));
    expect(back.doc.nodes.find((n) => n.id === 'fetch')?.parameters.url).toBe('https://a.example');
    expect(back.doc.edges.map((e) => e.id)).toEqual(['e1']);
  });

  it('undoes one accepted change on its own, and discards a pending one', () => {
    const changes = changesOf('a1', ops);
    const accepted = acceptChanges(doc, changes, ['a1-2'], []);
    const undone = undoChanges(accepted.doc, accepted.changes, ['a1-2', 'a1-5']);
    expect(undone.doc.nodes.find((n) => n.id === 'fetch')?.parameters.url).toBe('https://a.example');
    expect(undone.changes[2]?.status).toBe('undone');
    expect(undone.changes[5]?.status).toBe('discarded');
  });

  it('reads an accept taken back by the history (Ctrl+Z) as undone, and a failed one with its reason', () => {
    const changes = changesOf('a1', ops.slice(0, 1));
    const accepted = acceptChanges(doc, changes, ['a1-0'], []);
    const history = undo(record(createHistory(doc), accepted.doc));
    expect(statusIn(history.present, accepted.changes[0] as never)).toBe('undone');
    const clash = acceptChanges(accepted.doc, changesOf('a2', ops.slice(0, 1)), ['a2-0'], []);
    expect(clash.changes[0]).toMatchObject({
      status: 'failed',
      error: 'A node named “Mail” is already on the canvas.',
    });
  });

  it('previews pending changes: additions applied and marked, removals marked but kept', () => {
    const preview = previewOf(doc, changesOf('a1', ops), []);
    const mail = preview.doc.nodes.find((n) => n.name === 'Mail');
    expect(mail && preview.highlights.get(mail.id)).toBe('added');
    expect(preview.highlights.get('hook')).toBe('changed');
    expect(preview.highlights.get('fetch')).toBe('removed');
    expect(preview.highlights.get('e1')).toBe('removed');
    expect(preview.doc.nodes.some((n) => n.id === 'fetch')).toBe(true);
  });
});
