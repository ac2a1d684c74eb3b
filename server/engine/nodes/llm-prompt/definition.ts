/**
 * One model call per item (n8n's Basic LLM Chain, Dify's LLM node): a prompt with expressions, a system
 * message, and optionally a JSON Schema the answer must match (structured output, repaired once or refused).
 * Parameters take n8n's names too (`text`, `messages.messageValues`), so imported chains keep their prompts.
 */

import { z } from 'zod';
import type { Item } from '../../core/types';
import { AI_TEXT_TOOL_INPUT } from '../ai/item-text';
import { callModel, modelPreference, offlineMark } from '../ai/model-call';
import { generateStructured, readJsonSchema } from '../ai/structured-output';
import { defineNode } from '../definition';
import type { AiMessage } from '../ports';
import { rowList } from '../set/n8n-shapes';

const promptMessage = z.object({
  type: z
    .enum(['SystemMessagePromptTemplate', 'HumanMessagePromptTemplate', 'AIMessagePromptTemplate'])
    .default('SystemMessagePromptTemplate'),
  message: z.string().default(''),
});

export const llmPromptParameters = z.object({
  /** The prompt; empty: the item's `chatInput` (what a chat trigger gives). n8n calls it `text`. */
  prompt: z.string().max(200_000).default(''),
  text: z.string().max(200_000).optional(),
  systemMessage: z.string().max(100_000).default(''),
  /** n8n's extra prompt messages: system messages join the system message, the others go before the prompt. */
  messages: rowList(promptMessage, 'messageValues'),
  /** `provider` or `provider/model`; empty: the router's choice. */
  model: z.string().max(200).default(''),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().min(1).max(200_000).optional(),
  /** A JSON Schema (object or JSON text): the answer becomes `output`, an object of that shape. */
  jsonSchema: z.union([z.string(), z.record(z.string(), z.unknown())]).default(''),
  /** Put the item's chat `history` (from a chat trigger) before the prompt. */
  useChatHistory: z.boolean().default(true),
  /**
   * `text`: `{text}` (or `{output}` with a schema). `openAiMessage`: n8n's OpenAI node's simplified answer,
   * `{index, message: {role, content}, logprobs, finish_reason}`, for workflows imported with it.
   */
  outputShape: z.enum(['text', 'openAiMessage']).default('text'),
});

/** n8n's OpenAI "Message a Model" answer (simplified): what the nodes after an imported one read. */
function openAiMessage(content: unknown) {
  return { index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' };
}

type LlmPromptParameters = z.output<typeof llmPromptParameters>;

function historyOf(item: Item | undefined): AiMessage[] {
  const history = item?.json.history;
  if (!Array.isArray(history)) return [];
  return history.flatMap((m) =>
    m &&
    typeof m === 'object' &&
    (m.role === 'user' || m.role === 'assistant') &&
    typeof m.content === 'string'
      ? [{ role: m.role, content: m.content } as AiMessage]
      : [],
  );
}

function conversation(nodeName: string, p: LlmPromptParameters, item: Item | undefined) {
  const prompt = (p.text ?? p.prompt).trim() || String(item?.json.chatInput ?? '').trim();
  if (!prompt)
    throw new Error(
      `Node "${nodeName}": the prompt is empty, and no chat message came in: write a prompt (expressions such as {{ $json.question }} work).`,
    );
  const system = [
    p.systemMessage,
    ...p.messages.filter((m) => m.type === 'SystemMessagePromptTemplate').map((m) => m.message),
  ]
    .filter((s) => s.trim() !== '')
    .join('\n\n');
  const earlier: AiMessage[] = p.messages
    .filter((m) => m.type !== 'SystemMessagePromptTemplate' && m.message.trim() !== '')
    .map((m) => ({ role: m.type === 'AIMessagePromptTemplate' ? 'assistant' : 'user', content: m.message }));
  const messages: AiMessage[] = [
    ...(p.useChatHistory ? historyOf(item) : []),
    ...earlier,
    { role: 'user', content: prompt },
  ];
  return { ...(system ? { system } : {}), messages };
}

export const llmPromptNode = defineNode({
  type: 'llm-prompt',
  version: 1,
  displayName: 'LLM Prompt',
  group: 'ai',
  words: ['llm prompt', 'llm', 'prompt', 'gpt'],
  description: 'Asks an AI model, once per item; optionally for JSON of a schema.',
  documentation:
    "Sends the prompt (expressions resolved per item; empty: the item's `chatInput`) with the system message, and the chat `history` of the item when there is one, to the AI provider the router picks (or the one named in `model`, as `provider` or `provider/model`). The answer is `{text}`. With a JSON Schema the provider is asked for JSON of that shape and the answer is `{output}`, the checked object (output shape `openAiMessage`, set on workflows imported from n8n's OpenAI node: `{index, message: {role, content}, logprobs, finish_reason}` instead, the content being the text or the object); a reply that does not match gets one repair attempt telling the model what was wrong, then the node fails with the reason. Tokens and cost are recorded on the step and count against the run's budget (settings.budgetUsd). With no AI provider the offline model answers (from the product's help articles; the item says so in `_ai`), and a schema is refused.",
  inputs: 1,
  toolInput: AI_TEXT_TOOL_INPUT,
  outputs: ['Output'],
  parameters: llmPromptParameters,
  imports: {
    n8n: ['@n8n/n8n-nodes-langchain.chainLlm'],
    flowise: ['llmAgentflow', 'llmChain', 'conversationChain'],
    dify: ['llm'],
  },
  async execute(ctx, [input = []]) {
    const out: Item[] = [];
    for (let index = 0; index < input.length; index++) {
      const p = ctx.parameters(index);
      const request = {
        ...conversation(ctx.node.name, p, input[index]),
        ...(modelPreference(p.model) ? { model: modelPreference(p.model) } : {}),
        ...(p.temperature === undefined ? {} : { temperature: p.temperature }),
        ...(p.maxTokens === undefined ? {} : { maxTokens: p.maxTokens }),
      };
      const schemaGiven = typeof p.jsonSchema === 'string' ? p.jsonSchema.trim() !== '' : true;
      if (schemaGiven) {
        const schema = readJsonSchema(ctx.node.name, p.jsonSchema);
        const answer = await generateStructured(ctx, request, schema);
        const value = answer.value as unknown;
        out.push({ json: p.outputShape === 'openAiMessage' ? openAiMessage(value) : { output: value } });
        continue;
      }
      const answer = await callModel(ctx, request);
      const offline = answer.offline ? offlineMark() : {};
      out.push({
        json:
          p.outputShape === 'openAiMessage'
            ? { ...openAiMessage(answer.text), ...offline }
            : { text: answer.text, ...offline },
      });
    }
    return [out];
  },
});
