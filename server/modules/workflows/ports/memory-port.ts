/** Agents' conversation memory, per workflow and session, in `agent_memory`. */
import { and, desc, eq } from 'drizzle-orm';
import { agentMemory } from '../../../db/schema/workflows-agent-memory';
import type { AiMessage, MemoryPort } from '../../../engine/nodes/ports';
import type { RunEnv, RunTarget } from '../runs';

export function workflowMemoryPort(env: Pick<RunEnv, 'db' | 'now'>, target: RunTarget): MemoryPort {
  const workflowId = target.workflow.id;
  return {
    async read(sessionId, limit) {
      if (limit <= 0) return [];
      const rows = await env.db
        .select({ role: agentMemory.role, content: agentMemory.content })
        .from(agentMemory)
        .where(and(eq(agentMemory.workflowId, workflowId), eq(agentMemory.sessionId, sessionId)))
        .orderBy(desc(agentMemory.seq))
        .limit(limit);
      return rows.reverse() satisfies AiMessage[];
    },
    async append(sessionId, messages) {
      if (messages.length === 0) return;
      const at = env.now();
      await env.db
        .insert(agentMemory)
        .values(
          messages.map((m) => ({ workflowId, sessionId, role: m.role, content: m.content, createdAt: at })),
        );
    },
  };
}
