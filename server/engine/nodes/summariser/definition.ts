/**
 * Summarises text (n8n's Summarization Chain, map-reduce): text longer than a chunk is cut into
 * overlapping chunks, each chunk is summarised, and the partial summaries are combined (again in chunks
 * while they are still too long). Per item or all items together. Parameters take n8n's names for the
 * prompts. Offline, the summary is extractive (the text's most central sentences), and the item says so.
 */

import { z } from 'zod';
import type { Item } from '../../core/types';
import { AI_TEXT_TOOL_INPUT } from '../ai/item-text';
import { type AiNodeContext, aiPort, callModel, modelPreference, offlineMark } from '../ai/model-call';
import { chunkText, extractiveSummary } from '../ai/words';
import { defineNode } from '../definition';

const DEFAULT_PROMPT = 'Write a concise summary of the following text. Answer with the summary only.';
const DEFAULT_COMBINE_PROMPT =
  'These are summaries of consecutive parts of one text. Combine them into one concise summary of the whole text. Answer with the summary only.';
/** Rounds of summarising summaries before the last combine, so a model that does not shorten still ends. */
const MAX_ROUNDS = 4;

const parameters = z.object({
  /** The text; empty: the item's `text` or `chatInput`, else the item's JSON. */
  text: z.string().max(2_000_000).default(''),
  /** One summary for all items together (n8n), or one per item. */
  scope: z.enum(['allItems', 'perItem']).default('allItems'),
  /** Characters per chunk, and how many of them the next chunk repeats. */
  chunkSize: z.number().int().min(200).max(200_000).default(6000),
  chunkOverlap: z.number().int().min(0).max(10_000).default(200),
  prompt: z.string().max(20_000).default(DEFAULT_PROMPT),
  combinePrompt: z.string().max(20_000).default(DEFAULT_COMBINE_PROMPT),
  model: z.string().max(200).default(''),
  maxTokens: z.number().int().min(1).max(100_000).optional(),
  options: z
    .object({
      summarizationMethodAndPrompts: z
        .object({
          values: z
            .object({ prompt: z.string().optional(), combineMapPrompt: z.string().optional() })
            .default({}),
        })
        .default({ values: {} }),
    })
    .default({ summarizationMethodAndPrompts: { values: {} } }),
});

type Parameters = z.output<typeof parameters>;

function textOf(parameter: string, item: Item): string {
  if (parameter.trim()) return parameter;
  const field = item.json.text ?? item.json.chatInput;
  return typeof field === 'string' ? field : JSON.stringify(item.json);
}

async function summarise(
  ctx: AiNodeContext,
  p: Parameters,
  text: string,
): Promise<{ text: string; offline: boolean }> {
  const n8nPrompts = p.options.summarizationMethodAndPrompts.values;
  // n8n's prompts hold the text as {text}; ours get it as the user message.
  const instruction = (n8nPrompts.prompt ?? p.prompt).replace('{text}', '').trim();
  const combine = (n8nPrompts.combineMapPrompt ?? p.combinePrompt).replace('{text}', '').trim();
  const ask = (system: string, content: string) =>
    callModel(ctx, {
      system,
      prompt: content,
      ...(modelPreference(p.model) ? { model: modelPreference(p.model) } : {}),
      ...(p.maxTokens === undefined ? {} : { maxTokens: p.maxTokens }),
    });
  let parts = chunkText(text, p.chunkSize, p.chunkOverlap);
  for (let round = 0; parts.length > 1 && round < MAX_ROUNDS; round++) {
    const summaries: string[] = [];
    for (const part of parts) {
      const answer = await ask(round === 0 ? instruction : combine, part);
      if (answer.offline) return { text: extractiveSummary(text), offline: true };
      summaries.push(answer.text.trim());
    }
    const joined = summaries.join('\n\n');
    parts = chunkText(joined, p.chunkSize, 0);
    if (parts.length === 1) {
      const answer = await ask(combine, joined);
      return answer.offline
        ? { text: extractiveSummary(text), offline: true }
        : { text: answer.text.trim(), offline: false };
    }
  }
  const answer = await ask(instruction, parts.join('\n\n'));
  return answer.offline
    ? { text: extractiveSummary(text), offline: true }
    : { text: answer.text.trim(), offline: false };
}

export const summariserNode = defineNode({
  type: 'summariser',
  version: 1,
  displayName: 'Summariser',
  group: 'ai',
  words: ['summariser', 'summarizer', 'summary', 'summarise', 'summarize'],
  description: 'Summarises text with an AI model, however long it is.',
  documentation:
    "Summarises all items together (one output item) or each item. The text is the `text` parameter, else the item's `text` or `chatInput`, else its JSON. Long text is cut into chunks (`chunkSize` characters, repeating `chunkOverlap`), each chunk is summarised with the prompt, and the partial summaries are combined with the combine prompt (map-reduce). The output is `{response: {text}}`, as n8n's. Tokens and cost of every call count against the run's budget. With no AI provider the summary is extractive (the most central sentences of the text, in order), and the item says so in `_ai`.",
  inputs: 1,
  toolInput: AI_TEXT_TOOL_INPUT,
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['@n8n/n8n-nodes-langchain.chainSummarization'],
  },
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const online = aiPort(ctx).hasProvider();
    const one = async (p: Parameters, text: string): Promise<Item> => {
      if (!text.trim()) throw new Error(`Node "${ctx.node.name}": there is no text to summarise.`);
      const summary = online
        ? await summarise(ctx, p, text)
        : { text: extractiveSummary(text), offline: true };
      return {
        json: {
          response: { text: summary.text },
          ...(summary.offline ? offlineMark('extractive: the most central sentences') : {}),
        },
      };
    };
    if (ctx.parameters().scope === 'allItems') {
      const p = ctx.parameters();
      const text = input.map((item, index) => textOf(ctx.parameters(index).text, item)).join('\n\n');
      return [[await one(p, text)]];
    }
    const out: Item[] = [];
    for (let index = 0; index < input.length; index++) {
      const p = ctx.parameters(index);
      out.push(await one(p, textOf(p.text, input[index] as Item)));
    }
    return [out];
  },
});
