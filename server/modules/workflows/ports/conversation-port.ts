/**
 * Conversations' variables (Dify's conversation variables), per workflow and session, in
 * `conversation_variables`: at most MAX_CONVERSATION_BYTES of JSON per conversation, at most
 * `perAccount` conversations per account (a fair share of the database; a conversation goes after
 * CONVERSATION_KEEP_DAYS without a message, retention.ts), forgotten with the workflow as the agent's memory is.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { conversationVariables as table } from '../../../db/schema/workflows-conversation-variables';
import {
  conversationBytes,
  tooLargeMessage,
} from '../../../engine/nodes/conversation-variables/in-process-conversations';
import { type ConversationPort, MAX_CONVERSATION_BYTES } from '../../../engine/nodes/ports';
import type { RunEnv, RunTarget } from '../runs';

export const MAX_CONVERSATIONS_PER_ACCOUNT = 10_000;
export const CONVERSATION_KEEP_DAYS = 30;

export const tooManyConversationsMessage = (limit: number) =>
  `this account keeps the variables of ${limit.toLocaleString('en-US')} conversations at most, and a conversation is forgotten ${CONVERSATION_KEEP_DAYS} days after its last message; start again later, or delete workflows you no longer use`;

export function workflowConversationPort(
  env: Pick<RunEnv, 'db' | 'now'>,
  target: RunTarget,
  limits: { perAccount: number } = { perAccount: MAX_CONVERSATIONS_PER_ACCOUNT },
): ConversationPort {
  const workflowId = target.workflow.id;
  const ownerId = target.workflow.ownerId;
  const session = (sessionId: string) =>
    and(eq(table.workflowId, workflowId), eq(table.sessionId, sessionId));
  const kept = { variables: table.variables, turns: table.turns };

  /** A new conversation, within the account's share (two first messages at once may pass it by one). */
  async function create(sessionId: string, variables: Record<string, unknown>, turns: number) {
    const [held] = await env.db.select({ n: count() }).from(table).where(eq(table.ownerId, ownerId));
    if ((held?.n ?? 0) >= limits.perAccount) throw new Error(tooManyConversationsMessage(limits.perAccount));
    const [row] = await env.db
      .insert(table)
      .values({ workflowId, sessionId, ownerId, variables, turns, updatedAt: env.now() })
      .onConflictDoUpdate({
        target: [table.workflowId, table.sessionId],
        set: {
          turns: sql`${table.turns} + ${turns}`,
          variables: sql`${table.variables} || excluded.variables`,
          updatedAt: env.now(),
        },
      })
      .returning(kept);
    return row!;
  }

  return {
    async begin(sessionId) {
      const [existing] = await env.db
        .update(table)
        .set({ turns: sql`${table.turns} + 1`, updatedAt: env.now() })
        .where(session(sessionId))
        .returning(kept);
      const row = existing ?? (await create(sessionId, {}, 1));
      return { variables: row.variables, turn: row.turns };
    },
    async write(sessionId, variables) {
      const next = sql`${table.variables} || ${JSON.stringify(variables)}::jsonb`;
      const written = await env.db
        .update(table)
        .set({ variables: next, updatedAt: env.now() })
        .where(and(session(sessionId), sql`octet_length((${next})::text) <= ${MAX_CONVERSATION_BYTES}`))
        .returning({ turns: table.turns });
      if (written.length > 0) return;
      const [row] = await env.db.select(kept).from(table).where(session(sessionId));
      const bytes = conversationBytes({ ...row?.variables, ...variables });
      if (row || bytes > MAX_CONVERSATION_BYTES) throw new Error(tooLargeMessage(bytes));
      // Written before any message of it began (a run not started by a chat).
      await create(sessionId, variables, 0);
    },
  };
}
