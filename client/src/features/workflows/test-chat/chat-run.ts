/**
 * A builder's test of a chat-triggered workflow: which start node is a chat trigger (its test opens a chat
 * box instead of running at once), the trigger item a typed message becomes, and what the chat shows of
 * the finished run. Pure: no React, no I/O.
 */
import type { RunDetail } from '@common/schemas/workflows';
import { answerText, chatOutputOf } from '@common/workflow/chat-answer';
import type { WorkflowDocument } from '@common/workflow/document';
import { startNodes } from '@common/workflow/graph';
import type { ChatUsage } from './chat-state';

/** What one test run gave: the run, or why it could not start (a builder's test run, a chat message's). */
export type TestOutcome = { run: RunDetail } | { error: string };

export const CHAT_TRIGGER_TYPE = 'chat-trigger';

/** The chat trigger a test run starts at (a start node of that type, enabled), or null. */
export function chatTriggerOf(document: Pick<WorkflowDocument, 'nodes' | 'edges'>) {
  const starts = new Set(startNodes(document));
  return document.nodes.find((n) => starts.has(n.id) && n.type === CHAT_TRIGGER_TYPE && !n.disabled) ?? null;
}

/** The trigger item of one message: the names n8n's Chat Trigger gives (see the chat-trigger node). */
export function chatRunInput(message: string, sessionId: string): Record<string, unknown> {
  return { chatInput: message, sessionId };
}

export type ChatReply =
  | { kind: 'answer'; text: string; offline: boolean; usage?: ChatUsage }
  | { kind: 'error'; message: string };

/** What the chat shows of a finished run: its answer, with the AI usage when a model was called, or why not. */
export function chatReplyOf(run: RunDetail): ChatReply {
  if (run.status === 'failed' || run.status === 'cancelled')
    return { kind: 'error', message: run.error?.message ?? 'The run failed.' };
  if (run.status === 'waiting')
    return {
      kind: 'error',
      message: 'The run is waiting (for a decision or a timer): open it in the runs list to see where.',
    };
  const output = Array.isArray(run.result) ? chatOutputOf(run.result) : chatOutputOf(run.result.kept);
  const text = answerText(output);
  const offline = Boolean(
    output && typeof output === 'object' && (output as { _ai?: { offline?: boolean } })._ai?.offline,
  );
  const usage = run.usage;
  return {
    kind: 'answer',
    text: text || 'The run finished without an answer: its last node gave no output.',
    offline,
    ...(usage && (usage.calls > 0 || offline)
      ? {
          usage: { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: usage.costUsd },
        }
      : {}),
  };
}
