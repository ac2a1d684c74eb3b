/**
 * Where the platform's own Solara keeps its conversations: in this process, bounded and forgotten after a
 * while, behind the engine's ConversationPort. The `conversation_variables` table would fit, but it is keyed
 * by a workflow row (a foreign key) and the platform's Solara runs its template document without one; a
 * deployed Solara is a workflow, whose chat keeps its conversations there. A restart forgets the chats
 * under way here (a homeowner starts again); saved leads and bookings are in the database.
 */
import type { ConversationPort } from '../../../engine/nodes/ports';

export const SOLARA_CONVERSATIONS_MAX = 1_000;
export const SOLARA_CONVERSATION_TTL_MS = 2 * 3600_000;

interface Kept {
  variables: Record<string, unknown>;
  turns: number;
  touched: number;
}

export interface SolaraConversationStore {
  /** The port for one run; `now` is the app's clock. */
  port(now: () => Date): ConversationPort;
  has(conversationId: string, now: Date): boolean;
  size(): number;
}

export function solaraConversationStore(
  limits: { max: number; ttlMs: number } = {
    max: SOLARA_CONVERSATIONS_MAX,
    ttlMs: SOLARA_CONVERSATION_TTL_MS,
  },
): SolaraConversationStore {
  // A Map keeps insertion order: touching a conversation moves it to the end, so the first is the oldest.
  const kept = new Map<string, Kept>();
  const expire = (at: number) => {
    for (const [id, conversation] of kept) {
      if (at - conversation.touched < limits.ttlMs && kept.size <= limits.max) break;
      kept.delete(id);
    }
  };
  const touch = (id: string, conversation: Kept, at: number) => {
    kept.delete(id);
    kept.set(id, { ...conversation, touched: at });
    expire(at);
  };
  return {
    port: (now) => ({
      async begin(sessionId) {
        const at = now().getTime();
        expire(at);
        const conversation = kept.get(sessionId) ?? { variables: {}, turns: 0, touched: at };
        touch(sessionId, { ...conversation, turns: conversation.turns + 1 }, at);
        return { variables: structuredClone(conversation.variables), turn: conversation.turns + 1 };
      },
      async write(sessionId, variables) {
        const at = now().getTime();
        const conversation = kept.get(sessionId) ?? { variables: {}, turns: 0, touched: at };
        touch(
          sessionId,
          { ...conversation, variables: { ...conversation.variables, ...structuredClone(variables) } },
          at,
        );
      },
    }),
    has(conversationId, now) {
      const conversation = kept.get(conversationId);
      return conversation !== undefined && now.getTime() - conversation.touched < limits.ttlMs;
    },
    size: () => kept.size,
  };
}
