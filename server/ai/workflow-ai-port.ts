/**
 * The AI nodes' port, filled from the app's AI service: every call goes through the provider router (its
 * failover, cooldowns and call records), with AI SDK 6's `generateText`. A JSON Schema is sent as the
 * provider's structured-output format; checking the reply against it is the node's job (it repairs or
 * refuses), so a reply that is not JSON comes back as text rather than an error. With no provider the
 * router answers with the offline model, and the result says so. A model the node names (`openai/gpt-4o-mini`)
 * is called as named, or the call fails with `AiModelError`; when its provider is not configured, the router's
 * choice answers and the result's notes say so (model-choice.ts, server/ai/README.md).
 */
import {
  generateText,
  jsonSchema,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  streamText,
  type ToolSet,
  tool,
} from 'ai';
import {
  type AiAgentMessage,
  type AiGenerateRequest,
  type AiGenerateResult,
  AiModelError,
  type AiPort,
  type AiToolSpec,
} from '../engine/nodes/ports';
import { callCostUsd } from './cost';
import { choiceNotes, parseModelChoice } from './model-choice';
import { NamedModelFailed } from './named-model';
import { OFFLINE_PROVIDER_ID } from './offline/label';
import type { AiService } from './service';
import type { ProviderEntry } from './types';

function costOf(usage: LanguageModelUsage | undefined, entry: ProviderEntry | undefined): number {
  if (!usage || !entry) return 0;
  return callCostUsd(
    {
      inputTokens: usage.inputTokens ?? 0,
      cachedInputTokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
      cacheWriteTokens: usage.inputTokenDetails?.cacheWriteTokens ?? 0,
      outputTokens: usage.outputTokens ?? 0,
    },
    entry.pricing,
  );
}

/** The model the node named gave no answer: the node fails saying so (model-call.ts names the node). */
function asModelError(err: unknown): never {
  throw err instanceof NamedModelFailed ? new AiModelError(err.message) : err;
}

/** An agent's turns as the AI SDK's messages: tool calls and results become their typed parts. */
function toModelMessages(messages: AiAgentMessage[]): ModelMessage[] {
  return messages.map((m): ModelMessage => {
    if (m.role === 'tool')
      return {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: m.toolCallId,
            toolName: m.toolName,
            output: { type: 'text', value: m.content },
          },
        ],
      };
    if (m.role === 'assistant' && 'toolCalls' in m)
      return {
        role: 'assistant',
        content: [
          ...(m.content ? [{ type: 'text' as const, text: m.content }] : []),
          ...m.toolCalls.map((call) => ({
            type: 'tool-call' as const,
            toolCallId: call.id,
            toolName: call.name,
            input: call.input,
          })),
        ],
      };
    return { role: m.role, content: m.content };
  });
}

/** Tools without `execute`: the model's calls come back to the caller, which runs them (the agent loop). */
function toolSet(tools: AiToolSpec[]): ToolSet {
  return Object.fromEntries(
    tools.map((spec) => [
      spec.name,
      tool({ description: spec.description, inputSchema: jsonSchema(spec.inputSchema) }),
    ]),
  );
}

function withToolCalls(
  result: AiGenerateResult,
  calls: { toolCallId: string; toolName: string; input: unknown }[],
): AiGenerateResult {
  if (calls.length === 0) return result;
  const toolCalls = calls.map((call) => ({
    id: call.toolCallId,
    name: call.toolName,
    input: (call.input ?? {}) as Record<string, unknown>,
  }));
  return { ...result, toolCalls };
}

export function createAiPort(ai: Pick<AiService, 'router'>): AiPort {
  const port: AiPort = {
    hasProvider: () => ai.router.candidates().some((entry) => entry.id !== OFFLINE_PROVIDER_ID),

    async generate(request: AiGenerateRequest): Promise<AiGenerateResult> {
      let selected: ProviderEntry | undefined;
      const choice = parseModelChoice(request.model);
      const model = ai.router.model({
        preferredProvider: choice?.provider,
        model: choice?.model,
        onSelect: (entry) => {
          selected = entry;
        },
      });
      const conversation = request.messages
        ? { messages: toModelMessages(request.messages) }
        : { prompt: request.prompt ?? '' };
      const settings = {
        model,
        ...(request.system ? { system: request.system } : {}),
        ...conversation,
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.maxTokens === undefined ? {} : { maxOutputTokens: request.maxTokens }),
        ...(request.signal ? { abortSignal: request.signal } : {}),
        // The router owns retries and failover.
        maxRetries: 0,
      };
      const answer = (
        text: string,
        usage: LanguageModelUsage | undefined,
        object?: unknown,
      ): AiGenerateResult => ({
        text,
        ...(object === undefined ? {} : { object }),
        usage: { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 },
        costUsd: costOf(usage, selected),
        providerId: selected?.id ?? 'unknown',
        model: selected?.model ?? 'unknown',
        offline: selected?.id === OFFLINE_PROVIDER_ID,
        ...notesOf(selected),
      });
      // What the step should say: another model answered than the node named, or the price is estimated.
      const notesOf = (entry: ProviderEntry | undefined) => {
        if (!entry || entry.id === OFFLINE_PROVIDER_ID) return {};
        const notes = choiceNotes(choice, { entry, model: entry.model }, (id) => ai.router.listed(id));
        return notes.length ? { notes } : {};
      };
      const tools = request.tools?.length ? { tools: toolSet(request.tools) } : {};
      const onToken = request.onToken;
      if (onToken && !request.schema) {
        const result = streamText({ ...settings, ...tools });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') onToken(part.text);
          else if (part.type === 'error') throw part.error;
        }
        return withToolCalls(answer(await result.text, await result.usage), await result.toolCalls);
      }
      if (request.tools?.length) {
        const result = await generateText({ ...settings, ...tools });
        return withToolCalls(answer(result.text, result.usage), result.toolCalls);
      }
      if (!request.schema) {
        const result = await generateText(settings);
        return answer(result.text, result.usage);
      }
      try {
        const result = await generateText({
          ...settings,
          output: Output.object({ schema: jsonSchema(request.schema) }),
        });
        return answer(result.text, result.usage, result.output);
      } catch (err) {
        // Not JSON: the node tells the model what was wrong, or refuses.
        if (NoObjectGeneratedError.isInstance(err)) return answer(err.text ?? '', err.usage);
        throw err;
      }
    },
  };
  return { ...port, generate: (request) => port.generate(request).catch(asModelError) };
}
