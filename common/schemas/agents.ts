/**
 * Agents (issue 9, item 3): an agent is a workflow of kind `agent` (chat trigger → AI agent). The tools an
 * agent may call, the request that creates one, a chat message to it, and the events its chat streams.
 */
import { z } from 'zod';
import { workflowNodeSchema } from '../workflow/document';
import { WORKFLOW_NAME_MAX } from './workflows';

export const AGENT_INSTRUCTIONS_MAX = 20_000;
export const AGENT_MESSAGE_MAX = 20_000;
export const AGENT_TOOLS_MAX = 20;
export const AGENT_STARTERS_MAX = 6;
export const AGENT_STARTER_MAX = 200;

/** Providers take tool names of letters, digits, `_` and `-`, up to 64 characters. */
const toolName = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A tool name is 1 to 64 letters, digits, "_" or "-".');
const toolDescription = z.string().trim().min(1, 'Say what the tool does.').max(2000);
/** The tool's arguments as a JSON Schema object; none: any object. */
const toolInputSchema = z.record(z.string(), z.unknown()).optional();

export const agentToolSchema = z.discriminatedUnion('kind', [
  /** A node run once per call, with the call's arguments as its item. */
  z.object({
    kind: z.literal('node'),
    name: toolName,
    description: toolDescription,
    inputSchema: toolInputSchema,
    node: workflowNodeSchema,
  }),
  /** An HTTP request: `{arg}` in the URL is replaced by the call's argument, URL-encoded. */
  z.object({
    kind: z.literal('http'),
    name: toolName,
    description: toolDescription,
    inputSchema: toolInputSchema,
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('GET'),
    url: z.string().trim().min(1).max(2000),
  }),
  /** Another workflow of the same owner, started with the call's arguments as its item. */
  z.object({
    kind: z.literal('workflow'),
    name: toolName,
    description: toolDescription,
    inputSchema: toolInputSchema,
    workflowId: z.uuid(),
    source: z.enum(['published', 'draft']).default('published'),
  }),
  /** A remote MCP server (Streamable HTTP): its tools are offered as `<name>_<tool>`, or only those listed. */
  z.object({
    kind: z.literal('mcp'),
    name: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,30}$/, 'An MCP server name is 1 to 30 letters, digits, "_" or "-".'),
    url: z.url({ protocol: /^https?$/ }).max(2000),
    tools: z.array(z.string().min(1).max(200)).max(100).optional(),
  }),
]);
export type AgentTool = z.output<typeof agentToolSchema>;

export const agentStartersSchema = z
  .array(z.string().trim().min(1, 'A conversation starter cannot be empty.').max(AGENT_STARTER_MAX))
  .max(AGENT_STARTERS_MAX, `At most ${AGENT_STARTERS_MAX} conversation starters.`);

export const createAgentSchema = z.object({
  name: z.string().trim().min(1, 'Give the agent a name.').max(WORKFLOW_NAME_MAX),
  instructions: z.string().trim().max(AGENT_INSTRUCTIONS_MAX).default(''),
  /** `provider` or `provider/model`; empty: the router's choice. */
  model: z.string().trim().max(200).default(''),
  tools: z.array(agentToolSchema).max(AGENT_TOOLS_MAX).default([]),
  /** Knowledge bases to search (the knowledge retrieval tool, when it exists); kept with the agent. */
  knowledge: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  /** Conversation starters: messages a person can send with one click in a chat with the agent. */
  starters: agentStartersSchema.default([]),
});
export type CreateAgentInput = z.output<typeof createAgentSchema>;

export const agentSchema = z.object({ id: z.uuid(), name: z.string(), kind: z.literal('agent') });
export type Agent = z.infer<typeof agentSchema>;

export const agentChatSchema = z.object({
  message: z.string().trim().min(1, 'Write a message.').max(AGENT_MESSAGE_MAX),
  /** The conversation; a new one when absent. */
  sessionId: z.string().trim().min(1).max(200).optional(),
  /** A published version to talk to; the draft when absent. */
  version: z.number().int().min(1).optional(),
});
export type AgentChatInput = z.output<typeof agentChatSchema>;

const usageSchema = z.object({ inputTokens: z.number(), outputTokens: z.number(), costUsd: z.number() });

/** What an agent reports as it goes (its node emits these through the events port). */
export const agentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({
    type: z.literal('tool-call'),
    id: z.string(),
    name: z.string(),
    input: z.record(z.string(), z.unknown()),
  }),
  z.object({
    type: z.literal('tool-result'),
    id: z.string(),
    name: z.string(),
    output: z.string(),
    failed: z.boolean(),
  }),
]);
export type AgentEvent = z.infer<typeof agentEventSchema>;

/** A chat's stream: the run starting, the agent's events, then the answer (or an error). */
export const agentChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), runId: z.string(), sessionId: z.string() }),
  ...agentEventSchema.options,
  z.object({
    type: z.literal('final'),
    runId: z.string(),
    sessionId: z.string(),
    output: z.string(),
    offline: z.boolean(),
    usage: usageSchema,
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AgentChatEvent = z.infer<typeof agentChatEventSchema>;
