/** Pure edits of the agent's tool list, one kind at a time, so the tools section stays a view. */
import type { AgentTool } from '@common/schemas/agents';
import type { WorkflowSummary } from '@common/schemas/workflows';
import { type NodeToolPreset, toolOfPreset } from './tool-presets';

export type HttpTool = Extract<AgentTool, { kind: 'http' }>;
export type McpTool = Extract<AgentTool, { kind: 'mcp' }>;
export type WorkflowTool = Extract<AgentTool, { kind: 'workflow' }>;

export function hasNodeTool(tools: AgentTool[], preset: NodeToolPreset): boolean {
  return tools.some((t) => t.kind === 'node' && t.name === preset.name);
}

export function toggleNodeTool(tools: AgentTool[], preset: NodeToolPreset, on: boolean): AgentTool[] {
  const without = tools.filter((t) => !(t.kind === 'node' && t.name === preset.name));
  return on ? [...without, toolOfPreset(preset)] : without;
}

/** A name no other tool has: `base`, `base_2`, `base_3`, … */
export function freeToolName(tools: AgentTool[], base: string): string {
  const taken = new Set(tools.map((t) => t.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

export function newHttpTool(tools: AgentTool[]): HttpTool {
  return {
    kind: 'http',
    name: freeToolName(tools, 'http_request'),
    description: 'Fetches data from an HTTP API.',
    method: 'GET',
    url: '',
  };
}

export function newMcpServer(tools: AgentTool[]): McpTool {
  return { kind: 'mcp', name: freeToolName(tools, 'mcp'), url: '' };
}

/** The tool name of a workflow: `run_` and its name in letters, digits and underscores. */
export function workflowToolName(workflow: Pick<WorkflowSummary, 'name'>): string {
  const slug = workflow.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50);
  return `run_${slug || 'workflow'}`;
}

export function hasWorkflowTool(tools: AgentTool[], workflowId: string): boolean {
  return tools.some((t) => t.kind === 'workflow' && t.workflowId === workflowId);
}

export function toggleWorkflowTool(
  tools: AgentTool[],
  workflow: Pick<WorkflowSummary, 'id' | 'name' | 'description' | 'latestVersion'>,
  on: boolean,
): AgentTool[] {
  const without = tools.filter((t) => !(t.kind === 'workflow' && t.workflowId === workflow.id));
  if (!on) return without;
  const tool: WorkflowTool = {
    kind: 'workflow',
    name: freeToolName(without, workflowToolName(workflow)),
    description:
      workflow.description.trim() || `Runs the workflow "${workflow.name}" with the arguments as its input.`,
    workflowId: workflow.id,
    // A workflow never published has only its draft to run.
    source: workflow.latestVersion === null ? 'draft' : 'published',
  };
  return [...without, tool];
}

/** Replaces the tool at `index` with `change(tool)`. */
export function updateTool<T extends AgentTool>(tools: AgentTool[], index: number, change: (tool: T) => T) {
  return tools.map((t, i) => (i === index ? change(t as T) : t));
}

export function removeTool(tools: AgentTool[], index: number): AgentTool[] {
  return tools.filter((_, i) => i !== index);
}
