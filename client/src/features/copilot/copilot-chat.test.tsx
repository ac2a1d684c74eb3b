import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument } from '@common/workflow/document';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { acceptChanges, type CopilotChange, changesOf, undoChanges } from './changes';
import { type ChatEntry, CopilotChat } from './copilot-chat';
import { copilotDocument } from './test-document';

const ops: CopilotOperation[] = [
  { op: 'addNode', type: 'send-email', name: 'Mail', parameters: {}, position: [600, 0] },
  { op: 'connect', from: 'Fetch', to: 'Mail', output: 0, input: 0 },
];
const entries: ChatEntry[] = [
  { id: 'u1', role: 'user', text: 'send an e-mail' },
  {
    id: 'a1',
    role: 'assistant',
    text: 'Here are 2 changes.',
    source: 'offline',
    warnings: ['No recipient yet.'],
  },
];

/** The chat over a document in state, as the editor wires it. */
function Harness({ onSend = () => {} }: { onSend?: (m: string) => void }) {
  const [doc, setDoc] = useState<WorkflowDocument>(copilotDocument);
  const [changes, setChanges] = useState<CopilotChange[]>(() => changesOf('a1', ops));
  return (
    <>
      <output data-testid="nodes">{doc.nodes.map((n) => n.name).join(',')}</output>
      <output data-testid="edges">{doc.edges.length}</output>
      <CopilotChat
        entries={entries}
        changes={changes}
        document={doc}
        busy={false}
        onSend={onSend}
        onAccept={(ids) => {
          const r = acceptChanges(doc, changes, ids, []);
          setDoc(r.doc);
          setChanges(r.changes);
        }}
        onUndo={(ids) => {
          const r = undoChanges(doc, changes, ids);
          setDoc(r.doc);
          setChanges(r.changes);
        }}
      />
    </>
  );
}

const statuses = () => screen.getAllByTestId('copilot-change').map((li) => li.dataset.status);

describe('CopilotChat', () => {
  it('accepts and undoes one change, then all of them', () => {
    render(<Harness />);
    expect(screen.getByText('No recipient yet.')).toBeTruthy();
    expect(statuses()).toEqual(['pending', 'pending']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept: Add “Mail” (send-email)' }));
    expect(screen.getByTestId('nodes').textContent).toBe('Webhook,Fetch,Mail');
    expect(statuses()).toEqual(['accepted', 'pending']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Add “Mail” (send-email)' }));
    expect(screen.getByTestId('nodes').textContent).toBe('Webhook,Fetch');
    expect(statuses()).toEqual(['undone', 'pending']);

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(statuses()).toEqual(['accepted', 'accepted']);
    expect(screen.getByTestId('nodes').textContent).toBe('Webhook,Fetch,Mail');
    expect(screen.getByTestId('edges').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Undo all' }));
    expect(statuses()).toEqual(['undone', 'undone']);
    expect(screen.getByTestId('edges').textContent).toBe('1');
    expect(
      within(screen.getAllByTestId('copilot-change')[0] as HTMLElement).getByRole('button', {
        name: /Accept/,
      }).textContent,
    ).toContain('Redo');
  });

  it('sends with Enter, not with Shift+Enter, and fills an example', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByLabelText('Message to the copilot');
    fireEvent.change(box, { target: { value: 'remove Fetch' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('remove Fetch');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});
