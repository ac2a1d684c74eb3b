/**
 * The AI agent (n8n's AI Agent, Dify's Agent node): a model that may call tools before it answers, in a
 * loop the node controls (call the model with the tools; run the calls it makes; give it their results;
 * again, up to the max iterations), with the conversation remembered per session through the memory port
 * and what it does told as it goes through the events port (a chat streams that).
 */
import { z } from 'zod';
import { agentToolSchema } from '../../../../common/schemas/agents';
import type { Item } from '../../core/types';
import { aiPort, callModel, modelPreference, offlineMark } from '../ai/model-call';
import { generateStructured, readJsonSchema } from '../ai/structured-output';
import { defineNode, type NodeExecution } from '../definition';
import type { AiAgentMessage, AiGenerateRequest, AiMessage } from '../ports';
import { answerFromKnowledge } from './offline-knowledge';
import { type AgentTools, type OfferedTools, openTools, runTool } from './tools';
import { wiredTools } from './wired-tools';

export const aiAgentParameters = z.object({
  /** The system message: who the agent is and how it works. */
  instructions: z.string().max(20_000).default(''),
  /** The message to answer; empty: the item's `chatInput` (what a chat trigger gives). */
  prompt: z.string().max(200_000).default(''),
  /** The conversation; empty: the item's `sessionId`, else the run's id. */
  sessionId: z.string().max(200).default(''),
  model: z.string().max(200).default(''),
  /** Model calls per message at most: a model that keeps calling tools is stopped here. */
  maxIterations: z.number().int().min(1).max(50).default(10),
  /** How many earlier messages of the session the model sees (0: none). */
  memoryWindow: z.number().int().min(0).max(200).default(20),
  tools: z.array(agentToolSchema).max(20).default([]),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().min(1).max(200_000).optional(),
  /** A JSON Schema (object or JSON text): the answer is then given as JSON of it, in `output` (n8n's output parser). */
  jsonSchema: z.union([z.string(), z.record(z.string(), z.unknown())]).default(''),
});

type Parameters = z.output<typeof aiAgentParameters>;
type Execution = NodeExecution<Parameters>;

export interface ToolCallRecord {
  name: string;
  input: Record<string, unknown>;
  output: string;
  failed: boolean;
}

function promptOf(ctx: Execution, p: Parameters, item: Item | undefined): string {
  const prompt = p.prompt.trim() || String(item?.json.chatInput ?? '').trim();
  if (!prompt)
    throw new Error(
      `Node "${ctx.node.name}": the message is empty, and no chat message came in: write a prompt or start the agent from a chat trigger.`,
    );
  return prompt;
}

/** The earlier messages: from the memory port when the platform keeps one, else the chat trigger's history. */
async function earlierMessages(ctx: Execution, p: Parameters, sessionId: string, item: Item | undefined) {
  if (p.memoryWindow === 0) return [];
  if (ctx.ports.memory) return ctx.ports.memory.read(sessionId, p.memoryWindow);
  const history = Array.isArray(item?.json.history) ? (item.json.history as AiMessage[]) : [];
  return history.slice(-p.memoryWindow);
}

async function answer(ctx: Execution, p: Parameters, itemIndex: number, messages: AiAgentMessage[]) {
  const toolCalls: ToolCallRecord[] = [];
  const base = {
    ...(p.instructions.trim() ? { system: p.instructions } : {}),
    ...(modelPreference(p.model) ? { model: modelPreference(p.model) } : {}),
    ...(p.temperature === undefined ? {} : { temperature: p.temperature }),
    ...(p.maxTokens === undefined ? {} : { maxTokens: p.maxTokens }),
  };
  const tools: AgentTools = [
    ...p.tools,
    ...wiredTools(
      ctx,
      p.tools.map((t) => t.name),
    ),
  ];
  // The offline model is a retrieval model: it cannot call tools, so it answers alone (and the item says so),
  // quoting the agent's own documents when it has a knowledge tool and they match.
  if (!aiPort(ctx).hasProvider() || tools.length === 0) {
    const message = messages.at(-1)?.content;
    if (!aiPort(ctx).hasProvider() && typeof message === 'string') {
      const quoted = await answerFromKnowledge(ctx, p.tools, message, itemIndex);
      if (quoted?.text) return { text: quoted.text, offline: true, toolCalls: quoted.toolCalls };
      if (quoted) toolCalls.push(...quoted.toolCalls);
    }
    const result = await callModel(ctx, { ...base, messages, ...streamingOf(ctx) });
    return { text: result.text, offline: result.offline, toolCalls };
  }
  const offered = await openTools(ctx, tools);
  try {
    return await loop(
      ctx,
      p,
      tools,
      itemIndex,
      messages,
      { ...base, ...streamingOf(ctx) },
      offered,
      toolCalls,
    );
  } finally {
    await offered.close();
  }
}

/** With someone listening (a chat), the reply streams token by token. */
function streamingOf(ctx: Execution) {
  const events = ctx.ports.events;
  return events ? { onToken: (text: string) => events.emit({ type: 'token', text }) } : {};
}

async function loop(
  ctx: Execution,
  p: Parameters,
  agentTools: AgentTools,
  itemIndex: number,
  messages: AiAgentMessage[],
  base: Omit<AiGenerateRequest, 'messages' | 'tools'>,
  offered: OfferedTools,
  toolCalls: ToolCallRecord[],
) {
  const tools = offered.specs;
  for (let iteration = 0; iteration < p.maxIterations; iteration++) {
    const result = await callModel(ctx, { ...base, messages, tools });
    if (result.offline || !result.toolCalls?.length)
      return { text: result.text, offline: result.offline, toolCalls };
    messages.push({ role: 'assistant', content: result.text, toolCalls: result.toolCalls });
    for (const call of result.toolCalls) {
      // Cancelled (the chat's client went away): no further tool calls.
      ctx.signal.throwIfAborted();
      ctx.ports.events?.emit({ type: 'tool-call', id: call.id, name: call.name, input: call.input });
      ctx.log(`tool call ${call.name} ${JSON.stringify(call.input)}`);
      const done = await runTool(ctx, agentTools, offered, call, itemIndex);
      ctx.log(`tool ${done.failed ? 'failed' : 'result'} ${call.name}: ${done.output.slice(0, 500)}`);
      ctx.ports.events?.emit({ type: 'tool-result', id: call.id, name: call.name, ...done });
      toolCalls.push({ name: call.name, input: call.input, ...done });
      messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content: done.output });
    }
  }
  throw new Error(
    `Node "${ctx.node.name}": the agent called tools ${p.maxIterations} times without answering; raise "max iterations" or make the instructions clearer.`,
  );
}

/** The answer, or with a JSON Schema the answer given again as JSON of it (repaired once, else the node fails). */
async function shaped(ctx: Execution, p: Parameters, messages: AiAgentMessage[], text: string) {
  const given = typeof p.jsonSchema === 'string' ? p.jsonSchema.trim() !== '' : true;
  if (!given) return text;
  const schema = readJsonSchema(ctx.node.name, p.jsonSchema);
  const request = {
    ...(p.instructions.trim() ? { system: p.instructions } : {}),
    ...(modelPreference(p.model) ? { model: modelPreference(p.model) } : {}),
    messages: [
      ...messages,
      { role: 'assistant' as const, content: text },
      { role: 'user' as const, content: 'Give your last answer as JSON of the required schema.' },
    ],
  };
  return (await generateStructured(ctx, request, schema)).value as unknown;
}

export const aiAgentNode = defineNode({
  type: 'ai-agent',
  version: 1,
  displayName: 'AI Agent',
  group: 'ai',
  words: ['ai agent', 'agent'],
  description: 'Answers with an AI model that may call tools first, remembering the conversation.',
  documentation:
    "Answers each item's message (the prompt, or the chat trigger's `chatInput`) with the instructions as the system message. The model may call the agent's tools first: a node (run with the call's arguments as its item), an HTTP request (`{name}` in the URL takes the argument `name`; other methods than GET and DELETE send the arguments as JSON) another workflow of yours (started with the arguments as its item, and waited for), or the tools of a remote MCP server (Streamable HTTP, reached like any outbound request; offered as `<server>_<tool>`, all of them or those listed). A node wired into the agent's tools input (an `ai_tool` connection, as n8n's tool sub-nodes) is a tool too: named after the node, described by its `toolDescription` parameter, its notes or its type, and run with the call's arguments as its item; it never runs on its own, and its runs are steps of the run under the agent's. Each call and its result go back to the model, up to \"max iterations\" model calls; a tool that fails answers the model with the error. The session's last messages (\"memory window\") come before the message, and the message and answer are remembered. The answer is `{output, toolCalls, sessionId}`; with a JSON Schema the model is then asked for its answer as JSON of it, and `output` is that object (repaired once, else the node fails). Every call is logged on the step and its tokens and cost counted. With no AI provider the offline model answers, without tools, and the item says so in `_ai`; an agent with a knowledge-retrieval tool then quotes the passages of its documents that match the message, when some do.",
  inputs: 1,
  outputs: ['Output'],
  subNodeInputs: [{ kind: 'ai_tool', label: 'Tools' }],
  // Tool nodes keep their own expressions: they are resolved when the tool runs, against the call's item.
  literalParameters: ['tools'],
  parameters: aiAgentParameters,
  // Classic Flowise chatflows: the agent that answers (importers/flowise/fold-chatflow.ts).
  imports: {
    n8n: ['@n8n/n8n-nodes-langchain.agent'],
    flowise: [
      'agentAgentflow',
      'toolAgent',
      'conversationalAgent',
      'openAIToolAgent',
      'reactAgentChat',
      'reactAgentLLM',
      'mrklAgentChat',
      'mrklAgentLLM',
      'xmlAgent',
    ],
  },
  async execute(ctx, [input = []]) {
    const out: Item[] = [];
    for (let index = 0; index < input.length; index++) {
      const p = ctx.parameters(index);
      const item = input[index];
      const prompt = promptOf(ctx, p, item);
      const sessionId = p.sessionId.trim() || String(item?.json.sessionId ?? '').trim() || ctx.runId;
      const messages: AiAgentMessage[] = [
        ...(await earlierMessages(ctx, p, sessionId, item)),
        { role: 'user', content: prompt },
      ];
      const result = await answer(ctx, p, index, messages);
      await ctx.ports.memory?.append(sessionId, [
        { role: 'user', content: prompt },
        { role: 'assistant', content: result.text },
      ]);
      out.push({
        json: {
          output: await shaped(ctx, p, messages, result.text),
          toolCalls: result.toolCalls,
          sessionId,
          ...(result.offline ? offlineMark() : {}),
        },
      });
    }
    return [out];
  },
});
