/**
 * Tool nodes wired on the canvas: a node whose output goes into an agent through an `ai_tool` edge is one
 * of the agent's tools (n8n's tool sub-nodes). It never runs as a start node; the agent offers it to the
 * model (its name from its `toolName` parameter or the node's name, its description from the node's
 * parameters, notes or type, its arguments from its `toolInputSchema` parameter or the node type's tool
 * input) and runs it with the model's arguments as its item. Its runs are steps of the run, under the
 * agent's step.
 */
import type { AgentTool } from '../../../../common/schemas/agents';
import type { WorkflowNode } from '../../../../common/workflow/document';
import type { ExecutableNode } from '../../core';
import type { NodeExecution } from '../definition';

/** A node tool that is a node of the workflow (not one kept in the agent's parameters). */
export type WiredTool = Extract<AgentTool, { kind: 'node' }> & { wired: true };

const ANY_OBJECT = { type: 'object', properties: {}, additionalProperties: true };
const DESCRIPTION_MAX = 2000;

/** A provider's tool name: letters, digits, `_` and `-`, up to 64 characters. */
export function toolNameOf(nodeName: string): string {
  const name = nodeName
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
  return name || 'tool';
}

/** n8n's tool nodes say what they do in `toolDescription` (or `description`); else the notes, else the type. */
export function toolDescriptionOf(node: ExecutableNode, typeDescription: string | undefined): string {
  const p = node.parameters;
  const written = [p.toolDescription, p.description, node.notes].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const text = written?.trim() ?? typeDescription ?? `Runs the node "${node.name}".`;
  return text.slice(0, DESCRIPTION_MAX);
}

/** An object schema the node's parameters give for its arguments (`toolInputSchema`, set by the n8n importer). */
export function writtenToolInput(node: ExecutableNode): Record<string, unknown> | undefined {
  const schema = node.parameters.toolInputSchema;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return undefined;
  const written = schema as Record<string, unknown>;
  return written.type === 'object' ? written : undefined;
}

function asDocumentNode(node: ExecutableNode): WorkflowNode {
  return {
    id: node.id,
    type: node.type,
    typeVersion: node.typeVersion ?? 1,
    name: node.name,
    position: node.position ?? [0, 0],
    parameters: node.parameters,
    ...(node.credentials ? { credentials: node.credentials } : {}),
    ...(node.retry ? { retry: node.retry } : {}),
    ...(node.onError ? { onError: node.onError } : {}),
    ...(node.disabled ? { disabled: true } : {}),
  };
}

/**
 * The agent's wired tools, named uniquely: a name already taken (by a tool of the agent's parameters or
 * another wired node) gets `_2`, `_3`, … so the model can tell them apart.
 */
export function wiredTools(
  ctx: Pick<NodeExecution<unknown>, 'attached' | 'nodeTypeInfo'>,
  taken: Iterable<string>,
): WiredTool[] {
  const names = new Set(taken);
  return (ctx.attached?.('ai_tool') ?? []).map((node) => {
    const info = ctx.nodeTypeInfo?.(node.type);
    // A tool imported from n8n keeps the name n8n gave the model (`toolName`); else the node's name.
    const written = node.parameters.toolName;
    const base =
      typeof written === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(written) ? written : toolNameOf(node.name);
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base.slice(0, 60)}_${n}`;
    names.add(name);
    return {
      kind: 'node',
      wired: true,
      name,
      description: toolDescriptionOf(node, info?.description),
      inputSchema: writtenToolInput(node) ?? info?.toolInput ?? ANY_OBJECT,
      node: asDocumentNode(node),
    };
  });
}
