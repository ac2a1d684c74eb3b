/**
 * With no AI provider, an agent that can search its own knowledge answers from it. The offline model is a
 * retrieval model, so this is the honest offline answer for such an agent: its knowledge-retrieval tool
 * runs with the message, and the best passages are quoted with where they come from (shown as a tool call
 * like any other). When nothing matches, the help-article offline model answers as before.
 */
import type { AgentTool } from '../../../../common/schemas/agents';
import type { NodeExecution } from '../definition';
import { openTools, runTool } from './tools';

type NodeTool = Extract<AgentTool, { kind: 'node' }>;

/** Passages quoted at most: enough to answer, short enough to read in a chat. */
export const OFFLINE_PASSAGES = 3;

export const OFFLINE_KNOWLEDGE_NOTE =
  '— Offline model: these passages are quoted from the agent’s documents, not written by an AI model. Connect an AI provider for written answers.';

export function knowledgeToolOf(tools: AgentTool[]): NodeTool | undefined {
  return tools.find((t): t is NodeTool => t.kind === 'node' && t.node.type === 'knowledge-retrieval');
}

interface Passage {
  text: string;
  documentName: string;
  heading?: string;
  page?: number;
}

/** The answer quoting the tool's passages; null when it found none (or answered something unreadable). */
export function quotePassages(toolOutput: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(toolOutput);
  } catch {
    return null;
  }
  const results = (parsed as { results?: unknown }).results;
  if (!Array.isArray(results) || results.length === 0) return null;
  const quoted = (results as Passage[]).slice(0, OFFLINE_PASSAGES).map((hit) => {
    const where = [hit.documentName, hit.heading, hit.page !== undefined ? `page ${hit.page}` : undefined]
      .filter(Boolean)
      .join(', ');
    const lines = hit.text
      .trim()
      .split('\n')
      .map((line) => `> ${line}`);
    return `${lines.join('\n')}\n\n(${where})`;
  });
  return `From this agent's documents:\n\n${quoted.join('\n\n')}\n\n${OFFLINE_KNOWLEDGE_NOTE}`;
}

type AgentContext = Pick<
  NodeExecution<unknown>,
  'node' | 'ports' | 'runId' | 'runIndex' | 'signal' | 'runInner' | 'expressionScope' | 'log'
>;

/** Runs the knowledge tool with the message and quotes what it found; null: nothing to quote. */
export async function answerFromKnowledge(
  ctx: AgentContext,
  tools: AgentTool[],
  message: string,
  itemIndex: number,
) {
  const tool = knowledgeToolOf(tools);
  if (!tool) return null;
  const call = { id: `offline-${ctx.runIndex}-${itemIndex}`, name: tool.name, input: { query: message } };
  const events = ctx.ports.events;
  events?.emit({ type: 'tool-call', ...call });
  const offered = await openTools(ctx, [tool]);
  const done = await runTool(ctx, [tool], offered, call, itemIndex).finally(() => offered.close());
  events?.emit({ type: 'tool-result', id: call.id, name: call.name, ...done });
  ctx.log(`offline: tool ${done.failed ? 'failed' : 'result'} ${call.name}: ${done.output.slice(0, 500)}`);
  const text = done.failed ? null : quotePassages(done.output);
  const toolCalls = [{ name: call.name, input: call.input, ...done }];
  if (text === null) return { text: null, toolCalls };
  for (const chunk of text.match(/\s*\S+\s*/g) ?? []) events?.emit({ type: 'token', text: chunk });
  return { text, toolCalls };
}
