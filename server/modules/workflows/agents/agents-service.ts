/**
 * Agents: a workflow of kind `agent` (a chat trigger, then an AI agent), created from a name, instructions,
 * a model and tools; and a chat with one, which runs it (the draft, or a published version) with the message
 * and streams what the agent does, then its answer with tokens and cost.
 */
import { randomUUID } from 'node:crypto';
import type {
  Agent,
  AgentChatEvent,
  AgentChatInput,
  AgentEvent,
  CreateAgentInput,
} from '@common/schemas/agents';
import { createWorkflowSchema } from '@common/schemas/workflows';
import { latestNodeVersion } from '../../../engine/nodes/node-migrations';
import { NotFound } from '../../../lib/errors';
import { eventQueue } from '../../../lib/event-queue';
import type { RunCtx } from '../execution';
import { documentOfRun, executeRun } from '../execution';
import { ownWorkflow } from '../workflow-rows';
import { createWorkflow } from '../workflows-service';

const CHAT_NODE_ID = 'chat';
const AGENT_NODE_ID = 'agent';

/** Said when the run ends without an answer and its record gives no reason. */
export const AGENT_CHAT_FAILED = 'The agent could not answer this message.';

export async function createAgent(
  ctx: Pick<RunCtx, 'db' | 'now' | 'user'>,
  input: CreateAgentInput,
): Promise<Agent> {
  const document = {
    nodes: [
      {
        id: CHAT_NODE_ID,
        type: 'chat-trigger',
        typeVersion: latestNodeVersion('chat-trigger'),
        name: 'Chat',
        position: [0, 0],
        parameters: {},
      },
      {
        id: AGENT_NODE_ID,
        type: 'ai-agent',
        typeVersion: latestNodeVersion('ai-agent'),
        name: 'Agent',
        position: [300, 0],
        parameters: {
          instructions: input.instructions,
          model: input.model,
          tools: input.tools,
          // Kept with the agent for knowledge retrieval, which reads it once it exists.
          knowledge: input.knowledge,
          // Shown as chips in a chat with the agent; the agent node itself ignores them.
          starters: input.starters,
        },
      },
    ],
    edges: [
      { id: 'chat-agent', source: CHAT_NODE_ID, sourceOutput: 0, target: AGENT_NODE_ID, targetInput: 0 },
    ],
    settings: {},
  };
  const created = await createWorkflow(
    ctx,
    createWorkflowSchema.parse({ name: input.name, kind: 'agent', document }),
  );
  return { id: created.id, name: created.name, kind: 'agent' };
}

/**
 * One message to an agent, as the events of its run. `signal` is the client's: when it goes away the run
 * is cancelled (the model's request aborted, no further tool calls) and the stream ends.
 */
export async function* chatWithAgent(
  ctx: RunCtx,
  agentId: string,
  input: AgentChatInput,
  signal?: AbortSignal,
): AsyncGenerator<AgentChatEvent> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, agentId);
  if (row.kind !== 'agent') throw new NotFound('This workflow is not an agent.');
  const versionNumber = input.version ?? null;
  const document = await documentOfRun(ctx.db, row, versionNumber);
  const trigger = document.nodes.find((n) => n.type === 'chat-trigger');
  if (!trigger) throw new NotFound('This agent has no chat trigger.');
  const sessionId = input.sessionId ?? randomUUID();
  const runId = randomUUID();
  const events = eventQueue<AgentEvent>();
  const run = executeRun(
    ctx,
    { workflow: row, document, versionNumber, trigger: 'chat' },
    {
      runId,
      startNodeId: trigger.id,
      triggerItems: [{ json: { chatInput: input.message, sessionId } }],
      ports: { events: { emit: (event) => events.push(event) } },
      ...(signal ? { signal } : {}),
    },
  );
  yield { type: 'start', runId, sessionId };
  yield* events.drain(run);
  const record = await run;
  const answer = record.steps.findLast((s) => typeof s.output[0]?.[0]?.json.output === 'string');
  if (record.status !== 'succeeded' || !answer) {
    yield { type: 'error', message: record.error?.message ?? AGENT_CHAT_FAILED };
    return;
  }
  const json = answer.output[0]![0]!.json;
  const usage = record.usage ?? { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  yield {
    type: 'final',
    runId,
    sessionId,
    output: String(json.output),
    offline: Boolean((json._ai as { offline?: boolean } | undefined)?.offline),
    usage: { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: usage.costUsd },
  };
}
