/**
 * A builder's test run (the canvas, the steps editor): refuses to run with blocking problems, saves the
 * draft first, runs it and follows it live. A workflow that starts at a chat trigger is tested with a
 * message: its test opens a chat box (`chat.open`) whose messages each start a run with the trigger's item.
 */
import { countOf } from '@common/plural';
import type { RunDetail } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { useCallback, useMemo, useState } from 'react';
import { serverMessage } from '@/lib/api';
import { useRunEvents, useStartRun } from '../api';
import type { NodeProblem } from '../document/validation';
import type { DraftEditor } from '../draft/use-draft-editor';
import { chatRunInput, chatTriggerOf } from '../test-chat/chat-run';
import { applyRunEvent, type CanvasRunState, idleRun, runStateOf } from './run-state';

/** Problems that stop a test run (an unconnected input is only a warning). */
const BLOCKING = new Set(['missing-parameter', 'expression', 'unknown-type']);

import type { TestOutcome } from '../test-chat/chat-run';

export type { TestOutcome };

export interface TestRun {
  run: RunDetail | null;
  runState: CanvasRunState;
  runError: string | null;
  dismissError(): void;
  running: boolean;
  /** Runs now; a chat-triggered workflow opens its chat instead (and runs each message up to the node). */
  test(untilNodeId?: string): Promise<void>;
  chat: {
    /** The chat trigger the test starts at, or null when the workflow has none. */
    trigger: WorkflowDocument['nodes'][number] | null;
    open: boolean;
    setOpen(open: boolean): void;
    /** One message: a run of the draft with the message as the trigger's item. */
    send(message: string, sessionId: string): Promise<TestOutcome>;
  };
}

export function useTestRun(
  workflowId: string,
  document: WorkflowDocument,
  problems: Map<string, NodeProblem[]>,
  editor: Pick<DraftEditor, 'flush'>,
): TestRun {
  const startRun = useStartRun(workflowId);
  const [runState, setRunState] = useState<CanvasRunState>(idleRun);
  const [run, setRun] = useState<RunDetail | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatUntil, setChatUntil] = useState<string | undefined>(undefined);
  const trigger = useMemo(() => chatTriggerOf(document), [document]);

  useRunEvents(workflowId, (event) => setRunState((s) => applyRunEvent(s, event)));

  const execute = useCallback(
    async (input: { untilNodeId?: string; input?: Record<string, unknown> }): Promise<TestOutcome> => {
      const blocking = [...problems.entries()].flatMap(([id, list]) =>
        list
          .filter((p) => BLOCKING.has(p.kind))
          .map((p) => `${document.nodes.find((n) => n.id === id)?.name}: ${p.message}`),
      );
      if (blocking.length > 0)
        return {
          error: `Fix ${blocking.length === 1 ? 'this problem' : `these ${countOf(blocking.length, 'problem')}`} first. ${blocking.slice(0, 3).join(' ')}`,
        };
      if (!(await editor.flush())) return { error: 'The draft could not be saved, so it was not run.' };
      setRunState({ runId: null, status: 'running', nodes: {} });
      try {
        const result = await startRun.mutateAsync({
          ...(input.untilNodeId ? { untilNodeId: input.untilNodeId } : {}),
          ...(input.input ? { input: input.input } : {}),
        });
        setRun(result);
        setRunState(runStateOf(result));
        return { run: result };
      } catch (err) {
        setRunState(idleRun);
        return { error: serverMessage(err) ?? 'The run could not be started.' };
      }
    },
    [problems, document.nodes, editor, startRun],
  );

  const test = useCallback(
    async (untilNodeId?: string) => {
      setRunError(null);
      if (trigger) {
        setChatUntil(untilNodeId);
        setChatOpen(true);
        return;
      }
      const outcome = await execute({ untilNodeId });
      if ('error' in outcome) setRunError(outcome.error);
      else if (outcome.run.status === 'failed') setRunError(outcome.run.error?.message ?? 'The run failed.');
    },
    [trigger, execute],
  );

  const send = useCallback(
    (message: string, sessionId: string) =>
      execute({ untilNodeId: chatUntil, input: chatRunInput(message, sessionId) }),
    [execute, chatUntil],
  );

  return {
    run,
    runState,
    runError,
    dismissError: () => setRunError(null),
    running: startRun.isPending,
    test,
    chat: { trigger, open: chatOpen && trigger !== null, setOpen: setChatOpen, send },
  };
}
