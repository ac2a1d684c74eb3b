/**
 * Where Solara keeps its conversations between messages, behind the engine's ConversationPort: the
 * `solara_conversations` table, for the platform's own Solara and every installer's (the key carries who
 * Solara works for). Any web process answers the next message, and a restart loses no chat under way.
 * A conversation is over SOLARA_CONVERSATION_TTL_MS after its last message (`has` says no, and the chat
 * starts again under a new id); rows past that are deleted as new conversations begin. Each is bounded to
 * MAX_CONVERSATION_BYTES of JSON, like a workflow's conversation variables; the chat route's rate limit per
 * address bounds how many one visitor opens.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { solaraConversations as table } from '../../../db/schema/solar';
import {
  conversationBytes,
  tooLargeMessage,
} from '../../../engine/nodes/conversation-variables/in-process-conversations';
import { type ConversationPort, MAX_CONVERSATION_BYTES } from '../../../engine/nodes/ports';

export const SOLARA_CONVERSATION_TTL_MS = 2 * 3600_000;

export interface SolaraConversationStore {
  /** The port for one run; `now` is the app's clock. */
  port(now: () => Date): ConversationPort;
  /** Whether the conversation is known and not over. */
  has(key: string, now: Date): Promise<boolean>;
  /** Deletes the conversations that are over; answers how many went. */
  purge(now: Date): Promise<number>;
}

export function solaraConversationStore(
  db: DbOrTx,
  ttlMs: number = SOLARA_CONVERSATION_TTL_MS,
): SolaraConversationStore {
  const kept = { variables: table.variables, turns: table.turns };
  const purge = async (now: Date) => {
    const gone = await db
      .delete(table)
      .where(lt(table.updatedAt, new Date(now.getTime() - ttlMs)))
      .returning({ key: table.key });
    return gone.length;
  };
  return {
    port: (now) => ({
      async begin(key) {
        const at = now();
        const [existing] = await db
          .update(table)
          .set({ turns: sql`${table.turns} + 1`, updatedAt: at })
          .where(eq(table.key, key))
          .returning(kept);
        if (existing) return { variables: existing.variables, turn: existing.turns };
        await purge(at);
        const [row] = await db
          .insert(table)
          .values({ key, variables: {}, turns: 1, updatedAt: at })
          .onConflictDoUpdate({ target: table.key, set: { turns: sql`${table.turns} + 1`, updatedAt: at } })
          .returning(kept);
        return { variables: row!.variables, turn: row!.turns };
      },
      async write(key, variables) {
        const at = now();
        const next = sql`${table.variables} || ${JSON.stringify(variables)}::jsonb`;
        const written = await db
          .update(table)
          .set({ variables: next, updatedAt: at })
          .where(and(eq(table.key, key), sql`octet_length((${next})::text) <= ${MAX_CONVERSATION_BYTES}`))
          .returning({ key: table.key });
        if (written.length > 0) return;
        const [row] = await db.select(kept).from(table).where(eq(table.key, key));
        const bytes = conversationBytes({ ...row?.variables, ...variables });
        if (row || bytes > MAX_CONVERSATION_BYTES) throw new Error(tooLargeMessage(bytes));
        // Written before any message of it began.
        await db
          .insert(table)
          .values({ key, variables, turns: 0, updatedAt: at })
          .onConflictDoUpdate({
            target: table.key,
            set: { variables: sql`${table.variables} || excluded.variables`, updatedAt: at },
          });
      },
    }),
    async has(key, now) {
      const [row] = await db
        .select({ key: table.key })
        .from(table)
        .where(and(eq(table.key, key), gt(table.updatedAt, new Date(now.getTime() - ttlMs))));
      return row !== undefined;
    },
    purge,
  };
}
