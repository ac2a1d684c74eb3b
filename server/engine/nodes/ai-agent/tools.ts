/**
 * How the agent runs the tools it offers the model: a node of its own (a one-node inner run with the call's
 * arguments as its item), an HTTP request through the guarded HTTP port, or another workflow through the
 * sub-workflow port. A tool's answer is text for the model; a failure is text too, so the model can recover.
 */
import type { AgentTool } from '../../../../common/schemas/agents';
import type { Item } from '../../core';
import type { NodeExecution } from '../definition';
import { type AiToolCall, type AiToolSpec, requirePort } from '../ports';

/** What a tool may send back to the model, in characters: enough for an answer, never a whole page. */
export const TOOL_OUTPUT_MAX = 20_000;
const HTTP_TIMEOUT_MS = 30_000;
const HTTP_RESPONSE_MAX = 1024 * 1024;

const ANY_OBJECT = { type: 'object', properties: {}, additionalProperties: true };

export function toolSpecs(tools: AgentTool[]): AiToolSpec[] {
  return tools.map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: t.inputSchema ?? ANY_OBJECT,
  }));
}

export class ToolFailed extends Error {
  override name = 'ToolFailed';
}

type ToolContext = Pick<
  NodeExecution<unknown>,
  'node' | 'ports' | 'runId' | 'runIndex' | 'signal' | 'runInner' | 'expressionScope'
>;

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
  tool: Extract<AgentTool, { kind: 'node' }>,
  call: AiToolCall,
  itemIndex: number,
): Promise<string> {
  const runInner = ctx.runInner;
  if (!runInner) throw new ToolFailed('node tools only run inside a workflow run');
  const run = await runInner(
    { nodes: [tool.node], edges: [], startNodeId: tool.node.id },
    {
      runId: callKey(ctx, itemIndex, call),
      triggerItems: [{ json: call.input }],
      visible: () => ctx.expressionScope?.(0).nodes ?? {},
    },
  );
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
  tools: AgentTool[],
  call: AiToolCall,
  itemIndex: number,
): Promise<{ output: string; failed: boolean }> {
  const tool = tools.find((t) => t.name === call.name);
  try {
    if (!tool) throw new ToolFailed(`there is no tool named "${call.name}"`);
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
