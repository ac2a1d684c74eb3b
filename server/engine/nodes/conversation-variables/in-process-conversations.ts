/**
 * Conversations kept in this process (a Map), for the CLI and tests: the same rules as the server's store
 * (server/modules/workflows/ports/conversation-port.ts), without a database. `snapshot` and the initial
 * state let a caller keep them in a file between processes.
 */
import { type ConversationPort, MAX_CONVERSATION_BYTES } from '../ports';

export interface KeptConversation {
  variables: Record<string, unknown>;
  turns: number;
}

export interface InProcessConversations extends ConversationPort {
  snapshot(): Record<string, KeptConversation>;
}

/** The size of the values as JSON, in bytes. */
export const conversationBytes = (variables: Record<string, unknown>) =>
  new TextEncoder().encode(JSON.stringify(variables)).length;

export const tooLargeMessage = (bytes: number) =>
  `the conversation's variables would take ${Math.ceil(bytes / 1024)} KB; at most ${MAX_CONVERSATION_BYTES / 1024} KB are kept per conversation`;

export function inProcessConversations(
  initial: Record<string, KeptConversation> = {},
): InProcessConversations {
  const kept = new Map(Object.entries(structuredClone(initial)));
  return {
    async begin(sessionId) {
      const conversation = kept.get(sessionId) ?? { variables: {}, turns: 0 };
      conversation.turns += 1;
      kept.set(sessionId, conversation);
      return { variables: structuredClone(conversation.variables), turn: conversation.turns };
    },
    async write(sessionId, variables) {
      const conversation = kept.get(sessionId) ?? { variables: {}, turns: 0 };
      const next = { ...conversation.variables, ...structuredClone(variables) };
      const bytes = conversationBytes(next);
      if (bytes > MAX_CONVERSATION_BYTES) throw new Error(tooLargeMessage(bytes));
      kept.set(sessionId, { ...conversation, variables: next });
    },
    snapshot: () => structuredClone(Object.fromEntries(kept)),
  };
}
