/**
 * Where a chat starts: each message sent to the workflow (the builders' test chat, a deployment's chat)
 * arrives as one item `{chatInput, sessionId, history}`, the names n8n's Chat Trigger uses, so imported
 * n8n chat workflows read `$json.chatInput` and `$json.sessionId` as before. Dify's chat API names are
 * accepted too (`query`, `conversation_id`, `user`, `inputs`, `files`), so a chatflow imported from Dify
 * is called as it was there; `inputs`, `files` and `userId` are passed on when given. With conversation
 * variables (Dify's, `conversationVariables`), the item also carries the values the conversation kept so far
 * (`conversation`, through the conversation port) and the message's number in it (`dialogueCount`).
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import type { AiMessage, PlatformPorts } from '../ports';

const historyMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});

const chatItem = z.object({
  /** n8n's name; `message` and `text` are accepted too. */
  chatInput: z.string().optional(),
  message: z.string().optional(),
  text: z.string().optional(),
  /** Dify's name for the message. */
  query: z.string().optional(),
  sessionId: z.string().min(1).max(200).optional(),
  /** Dify's name for the session. */
  conversation_id: z.string().min(1).max(200).optional(),
  history: z.array(historyMessage).max(1000).default([]),
  /** Who sends it (Dify's `user`). */
  userId: z.string().max(200).optional(),
  user: z.string().max(200).optional(),
  /** The values of the chat's own fields (Dify's `inputs`, which a chatflow's start node declares). */
  inputs: z.record(z.string(), z.unknown()).optional(),
  /** Files sent with the message, as the caller describes them (Dify's `files`). */
  files: z.array(z.unknown()).max(100).optional(),
});

export interface ChatMessageItem {
  chatInput: string;
  sessionId: string;
  history: AiMessage[];
  userId?: string;
  inputs?: Record<string, unknown>;
  files?: unknown[];
  conversation?: Record<string, unknown>;
  dialogueCount?: number;
}

/** Said to a person (the builders' test, a caller): no field names, the chat box is where a message goes. */
export const chatNeedsMessage = (nodeName: string) =>
  `Node "${nodeName}": type a message to start this chat workflow.`;

function toChatMessage(nodeName: string, item: Item, fallbackSessionId: string): ChatMessageItem {
  const parsed = chatItem.safeParse(item.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Node "${nodeName}": the chat message is not valid: ${issue?.path.join('.') || 'the item'}: ${issue?.message ?? ''}.`,
    );
  }
  const { data } = parsed;
  const chatInput = data.chatInput ?? data.message ?? data.text ?? data.query;
  if (chatInput === undefined || chatInput.trim() === '') throw new Error(chatNeedsMessage(nodeName));
  const userId = data.userId ?? data.user;
  return {
    chatInput,
    sessionId: data.sessionId ?? data.conversation_id ?? fallbackSessionId,
    history: data.history,
    ...(userId === undefined ? {} : { userId }),
    ...(data.inputs === undefined ? {} : { inputs: data.inputs }),
    ...(data.files === undefined ? {} : { files: data.files }),
  };
}

/**
 * The conversation's variables as kept so far (each declared one, its starting value until a message
 * wrote it) and this message's number. With no store (the CLI without --session, a bare run) every run
 * is the first message of a new conversation.
 */
async function keptConversation(
  ctx: { ports: PlatformPorts; node: { name: string } },
  declared: Record<string, unknown>,
  message: ChatMessageItem,
): Promise<Pick<ChatMessageItem, 'conversation' | 'dialogueCount'>> {
  let kept: { variables: Record<string, unknown>; turn: number } = { variables: {}, turn: 1 };
  try {
    if (ctx.ports.conversation) kept = await ctx.ports.conversation.begin(message.sessionId);
  } catch (error) {
    throw new Error(`Node "${ctx.node.name}": ${error instanceof Error ? error.message : String(error)}.`);
  }
  const conversation = Object.fromEntries(
    Object.entries(declared).map(([name, value]) => [
      name,
      Object.hasOwn(kept.variables, name) ? kept.variables[name] : value,
    ]),
  );
  return { conversation, dialogueCount: kept.turn };
}

export const chatTriggerNode = defineNode({
  type: 'chat-trigger',
  version: 1,
  displayName: 'Chat Trigger',
  group: 'trigger',
  words: ['chat trigger', 'chat'],
  description: 'Starts the workflow with each chat message.',
  documentation:
    "Each message sent to the workflow becomes one item: `chatInput` (the message; `message`, `text` or Dify's `query` are accepted as its name), `sessionId` (the conversation, chosen by the chat, or Dify's `conversation_id`; the run id when none is given) and `history` (the earlier messages of the conversation as `{role, content}`, oldest first); when the caller sends them, `userId` (or Dify's `user`), `inputs` (the values of the chat's own fields) and `files`. `initialMessages` is what the chat shows before the first message. With \"conversation variables\" (name → starting value, as Dify's chatflows declare them) the item also has `conversation` (their values as the conversation kept them: a Conversation Variables node writes them for the next messages of the same session) and `dialogueCount` (this message's number in the conversation, from 1).",
  inputs: 0,
  outputs: ['Chat message'],
  // Starting values are data: a text with `{{` in it is not an expression.
  literalParameters: ['conversationVariables'],
  parameters: z.object({
    /** Shown by the chat before the first message, one per line (n8n's name). */
    initialMessages: z.string().max(5000).default(''),
    /** The conversation's variables and their starting values (Dify's), kept per session between messages. */
    conversationVariables: z.record(z.string(), z.unknown()).optional(),
  }),
  imports: {
    n8n: ['@n8n/n8n-nodes-langchain.chatTrigger'],
  },
  async execute(ctx, [items = []]) {
    const messages = items.map((item) => toChatMessage(ctx.node.name, item, ctx.runId));
    if (messages.length === 0) throw new Error(chatNeedsMessage(ctx.node.name));
    const declared = ctx.parameters().conversationVariables;
    if (declared) {
      for (const message of messages) Object.assign(message, await keptConversation(ctx, declared, message));
    }
    return [messages.map((json) => ({ json: { ...json } }))];
  },
});
