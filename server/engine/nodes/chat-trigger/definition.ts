/**
 * Where a chat starts: each message sent to the workflow (the builders' test chat, a deployment's chat)
 * arrives as one item `{chatInput, sessionId, history}`, the names n8n's Chat Trigger uses, so imported
 * n8n chat workflows read `$json.chatInput` and `$json.sessionId` as before.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import type { AiMessage } from '../ports';

const historyMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});

const chatItem = z.object({
  /** n8n's name; `message` and `text` are accepted too. */
  chatInput: z.string().optional(),
  message: z.string().optional(),
  text: z.string().optional(),
  sessionId: z.string().min(1).max(200).optional(),
  history: z.array(historyMessage).max(1000).default([]),
});

export interface ChatMessageItem {
  chatInput: string;
  sessionId: string;
  history: AiMessage[];
}

function toChatMessage(nodeName: string, item: Item, fallbackSessionId: string): ChatMessageItem {
  const parsed = chatItem.safeParse(item.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Node "${nodeName}": the chat message is not valid: ${issue?.path.join('.') || 'the item'}: ${issue?.message ?? ''}.`,
    );
  }
  const chatInput = parsed.data.chatInput ?? parsed.data.message ?? parsed.data.text;
  if (chatInput === undefined || chatInput.trim() === '')
    throw new Error(`Node "${nodeName}": a chat run needs a message: start it with {"chatInput": "…"}.`);
  return { chatInput, sessionId: parsed.data.sessionId ?? fallbackSessionId, history: parsed.data.history };
}

export const chatTriggerNode = defineNode({
  type: 'chat-trigger',
  version: 1,
  displayName: 'Chat Trigger',
  group: 'trigger',
  description: 'Starts the workflow with each chat message.',
  documentation:
    'Each message sent to the workflow becomes one item: `chatInput` (the message; `message` or `text` are accepted as its name), `sessionId` (the conversation, chosen by the chat; the run id when none is given) and `history` (the earlier messages of the conversation as `{role, content}`, oldest first). `initialMessages` is what the chat shows before the first message.',
  inputs: 0,
  outputs: ['Chat message'],
  parameters: z.object({
    /** Shown by the chat before the first message, one per line (n8n's name). */
    initialMessages: z.string().max(5000).default(''),
  }),
  async execute(ctx, [items = []]) {
    const messages = items.map((item) => toChatMessage(ctx.node.name, item, ctx.runId));
    if (messages.length === 0)
      throw new Error(
        `Node "${ctx.node.name}": a chat run needs a message: start it with {"chatInput": "…"}.`,
      );
    return [messages.map((json) => ({ json: { ...json } }))];
  },
});
