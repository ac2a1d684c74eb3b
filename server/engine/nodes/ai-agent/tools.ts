/**
 * How the agent runs the tools it offers the model: a node of its own (a one-node inner run with the call's
 * arguments as its item), an HTTP request through the guarded HTTP port, or another workflow through the
 * sub-workflow port. A tool's answer is text for the model; a failure is text too, so the model can recover.
 */
import type { AgentTool } from '../../../../common/schemas/agents';
import type { Item, Step } from '../../core';
import type { NodeExecution } from '../definition';
import { type AiToolCall, type AiToolSpec, type McpSession, requirePort } from '../ports';
import type { WiredTool } from './wired-tools';

/** What a tool may send back to the model, in characters: enough for an answer, never a whole page. */
export const TOOL_OUTPUT_MAX = 20_000;
const HTTP_TIMEOUT_MS = 30_000;
const HTTP_RESPONSE_MAX = 1024 * 1024;

const ANY_OBJECT = { type: 'object', properties: {}, additionalProperties: true };

/** An MCP server's tool as the model sees it: `<server>_<tool>`, within the providers' 64 characters. */
type McpTool = { session: McpSession; name: string };

/** The tools offered for one message: the agent's own, and the tools of its MCP servers, connected for it. */
export interface OfferedTools {
  specs: AiToolSpec[];
  mcp: Map<string, McpTool>;
  close(): Promise<void>;
}

export async function openTools(ctx: ToolContext, tools: AgentTools): Promise<OfferedTools> {
  const specs: AiToolSpec[] = [];
  const mcp = new Map<string, McpTool>();
  const sessions: McpSession[] = [];
  const close = async () => {
    await Promise.allSettled(sessions.map((s) => s.close()));
  };
  try {
    for (const tool of tools) {
      if (tool.kind !== 'mcp') {
        specs.push({
          name: tool.name,
          description: tool.description,
          inputSchema: tool.inputSchema ?? ANY_OBJECT,
        });
        continue;
      }
      const port = requirePort(ctx.ports, 'mcp', ctx.node.name, 'An MCP server');
      const session = await port.open(tool.url, ctx.signal).catch((err: unknown) => {
        throw new Error(
          `Node "${ctx.node.name}": the MCP server "${tool.name}" could not be reached: ${err instanceof Error ? err.message : String(err)}`,
        );
      });
      sessions.push(session);
      for (const offered of session.tools) {
        if (tool.tools && !tool.tools.includes(offered.name)) continue;
        const name = `${tool.name}_${offered.name}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
        specs.push({ ...offered, name });
        mcp.set(name, { session, name: offered.name });
      }
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { specs, mcp, close };
}

export class ToolFailed extends Error {
  override name = 'ToolFailed';
}

type ToolContext = Pick<
  NodeExecution<unknown>,
  'node' | 'ports' | 'runId' | 'runIndex' | 'signal' | 'runInner' | 'expressionScope' | 'recordAttachedStep'
>;

/** The agent's tools: those of its parameters and the nodes wired to it. */
export type AgentTools = (AgentTool | WiredTool)[];

/** Where this call is: unique per node run, item and call, stable when the node runs again. */
function callKey(ctx: ToolContext, itemIndex: number, call: AiToolCall) {
  return `${ctx.runId}:${ctx.node.id}:${ctx.runIndex}:${itemIndex}:${call.id}`;
}

function asText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > TOOL_OUTPUT_MAX ? `${text.slice(0, TOOL_OUTPUT_MAX)}…` : text;
}

const itemsText = (items: Item[]) => asText(items.length === 1 ? items[0]?.json : items.map((i) => i.json));

async function runNodeTool(
  ctx: ToolContext,
  tool: Extract<AgentTool, { kind: 'node' }> | WiredTool,
  call: AiToolCall,
  itemIndex: number,
): Promise<string> {
  const runInner = ctx.runInner;
  if (!runInner) throw new ToolFailed('node tools only run inside a workflow run');
  const steps: Step[] = [];
  const run = await runInner(
    { nodes: [tool.node], edges: [], startNodeId: tool.node.id },
    {
      runId: callKey(ctx, itemIndex, call),
      triggerItems: [{ json: call.input }],
      visible: () => ctx.expressionScope?.(0).nodes ?? {},
      onStep: (step) => {
        steps.push(step);
      },
    },
  );
  // A node of the workflow: its runs are steps of this run, under the agent's step.
  if ('wired' in tool && ctx.recordAttachedStep) {
    for (const { runIndex: _, ...step } of steps) await ctx.recordAttachedStep(step);
  }
  if (run.status !== 'succeeded')
    throw new ToolFailed(run.error?.message ?? `the node's run ended ${run.status}`);
  const step = run.steps.findLast((s) => s.nodeId === tool.node.id);
  return itemsText(step?.output[0] ?? []);
}

/** `{city}` in the URL becomes the call's `city`, URL-encoded; an argument the model left out is an error. */
export function fillUrl(template: string, input: Record<string, unknown>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const value = input[key];
    if (value === undefined || value === null) throw new ToolFailed(`the argument "${key}" is missing`);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

async function runHttpTool(
  ctx: ToolContext,
  tool: Extract<AgentTool, { kind: 'http' }>,
  call: AiToolCall,
): Promise<string> {
  const http = requirePort(ctx.ports, 'http', ctx.node.name, 'An HTTP tool');
  const withBody = tool.method !== 'GET' && tool.method !== 'DELETE';
  const response = await http.request({
    method: tool.method,
    url: fillUrl(tool.url, call.input),
    headers: withBody ? { 'content-type': 'application/json' } : {},
    ...(withBody ? { body: JSON.stringify(call.input) } : {}),
    timeoutMs: HTTP_TIMEOUT_MS,
    maxResponseBytes: HTTP_RESPONSE_MAX,
    followRedirects: true,
    signal: ctx.signal,
  });
  const body = new TextDecoder().decode(response.body);
  if (response.status >= 400) throw new ToolFailed(`HTTP ${response.status}: ${asText(body)}`);
  return asText(body);
}

async function runWorkflowTool(
  ctx: ToolContext,
  tool: Extract<AgentTool, { kind: 'workflow' }>,
  call: AiToolCall,
  itemIndex: number,
): Promise<string> {
  const workflows = requirePort(ctx.ports, 'workflows', ctx.node.name, 'A workflow tool');
  const run = await workflows.execute({
    workflowId: tool.workflowId,
    source: tool.source,
    items: [{ json: call.input }],
    waitForCompletion: true,
    parent: { runId: ctx.runId, nodeId: ctx.node.id },
    idempotencyKey: `wf:${callKey(ctx, itemIndex, call)}`,
  });
  if (run.status !== 'succeeded') throw new ToolFailed(`the workflow's run ended ${run.status}`);
  return itemsText(run.items);
}

/** Runs one call; a tool the model made up, or one that fails, answers with what went wrong. */
export async function runTool(
  ctx: ToolContext,
  tools: AgentTools,
  offered: Pick<OfferedTools, 'mcp'>,
  call: AiToolCall,
  itemIndex: number,
): Promise<{ output: string; failed: boolean }> {
  const remote = offered.mcp.get(call.name);
  const tool = tools.find((t) => t.name === call.name && t.kind !== 'mcp');
  try {
    if (remote) {
      const done = await remote.session.call(remote.name, call.input);
      return { output: asText(done.output), failed: done.failed };
    }
    if (!tool || tool.kind === 'mcp') throw new ToolFailed(`there is no tool named "${call.name}"`);
    const output =
      tool.kind === 'node'
        ? await runNodeTool(ctx, tool, call, itemIndex)
        : tool.kind === 'http'
          ? await runHttpTool(ctx, tool, call)
          : await runWorkflowTool(ctx, tool, call, itemIndex);
    return { output, failed: false };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    return { output: `Error: ${err instanceof Error ? err.message : String(err)}`, failed: true };
  }
}
