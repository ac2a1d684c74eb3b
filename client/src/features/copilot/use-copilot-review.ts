/**
 * The copilot's conversation and its changes under review, over one draft editor: asking (with the
 * selection and the chat so far), accepting (one history step, so Ctrl+Z takes it back) and undoing.
 */
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { DraftEditor } from '@/features/workflows';
import { serverMessage } from '@/lib/api';
import { useAskCopilot } from './api';
import { acceptChanges, type CopilotChange, changesOf, previewOf, undoChanges } from './changes';
import type { ChatEntry } from './copilot-chat';

export function useCopilotReview(
  editor: DraftEditor,
  catalogue: readonly NodeCatalogueEntry[],
  selection: ReadonlySet<string>,
) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [changes, setChanges] = useState<CopilotChange[]>([]);
  const ask = useAskCopilot();
  const counter = useRef(0);
  const { document, change } = editor;

  const send = useCallback(
    async (message: string) => {
      const history = entries.flatMap((e) =>
        e.role === 'error' ? [] : [{ role: e.role, content: e.text.slice(0, 4000) }],
      );
      setEntries((list) => [...list, { id: `a${++counter.current}`, role: 'user', text: message }]);
      try {
        const answer = await ask.mutateAsync({
          message,
          document,
          selection: [...selection].filter((id) => document.nodes.some((n) => n.id === id)),
          history: history.slice(-10),
        });
        const id = `a${++counter.current}`;
        setEntries((list) => [
          ...list,
          {
            id,
            role: 'assistant',
            text: answer.explanation,
            source: answer.source,
            warnings: answer.warnings,
          },
        ]);
        setChanges((list) => [...list, ...changesOf(id, answer.operations)]);
      } catch (err) {
        setEntries((list) => [
          ...list,
          {
            id: `a${++counter.current}`,
            role: 'error',
            text: serverMessage(err) ?? 'The copilot could not be reached. Try again.',
          },
        ]);
      }
    },
    [entries, ask, document, selection],
  );

  const accept = useCallback(
    (ids: string[]) => {
      const result = acceptChanges(document, changes, ids, catalogue);
      setChanges(result.changes);
      if (result.doc !== document) change(result.doc);
    },
    [document, changes, catalogue, change],
  );

  const undo = useCallback(
    (ids: string[]) => {
      const result = undoChanges(document, changes, ids);
      setChanges(result.changes);
      if (result.doc !== document) change(result.doc);
    },
    [document, changes, change],
  );

  const preview = useMemo(() => previewOf(document, changes, catalogue), [document, changes, catalogue]);
  const pending = changes.filter((c) => c.status === 'pending').length;

  return { entries, changes, send, accept, undo, preview, pending, busy: ask.isPending };
}
