/**
 * Routes each item by what its text is about (n8n's Text Classifier, Dify's question classifier): one
 * output per category, in order, then "Other". Parameters take n8n's names (`inputText`,
 * `categories.categories`, `options.multiClass`, `options.fallback`). Offline, it picks by the words the
 * text shares with each category's name and description, and says so on the item.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { AI_TEXT_TOOL_INPUT, itemText } from '../ai/item-text';
import { aiPort, modelPreference, offlineMark } from '../ai/model-call';
import { generateStructured, OfflineAnswerError } from '../ai/structured-output';
import { overlap } from '../ai/words';
import { defineNode } from '../definition';
import { rowList } from '../set/n8n-shapes';

/** The executor counts a type's outputs once: this many category outputs, then "Other". */
export const MAX_CATEGORIES = 10;
export const OTHER_OUTPUT = MAX_CATEGORIES;

const category = z.object({
  category: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
});

const parameters = z.object({
  /** The text to classify; empty: the item's `chatInput` or `text`. */
  inputText: z.string().max(200_000).default(''),
  categories: rowList(category, 'categories').refine(
    (list) => list.length <= MAX_CATEGORIES,
    `A text classifier has at most ${MAX_CATEGORIES} categories.`,
  ),
  /** Every category that applies, not only the best one. */
  multiClass: z.boolean().default(false),
  /** An item that fits no category: dropped, or sent to the "Other" output. */
  fallback: z.enum(['discard', 'other']).default('discard'),
  systemMessage: z.string().max(20_000).default(''),
  model: z.string().max(200).default(''),
  /** n8n keeps its settings here; they win over the ones above. */
  options: z
    .object({
      multiClass: z.boolean().optional(),
      fallback: z.enum(['discard', 'other']).optional(),
      systemPromptTemplate: z.string().optional(),
    })
    .default({}),
});

type Category = z.output<typeof category>;

function classifyOffline(text: string, categories: Category[], multiClass: boolean): number[] {
  const scores = categories.map((c) => overlap(text, `${c.category} ${c.description}`));
  const best = Math.max(0, ...scores);
  if (best === 0) return [];
  if (multiClass) return scores.flatMap((score, i) => (score > 0 ? [i] : []));
  return [scores.indexOf(best)];
}

function instructions(categories: Category[], multiClass: boolean, custom: string): string {
  const list = categories
    .map((c) => `- ${c.category}${c.description ? `: ${c.description}` : ''}`)
    .join('\n');
  return [
    custom || 'Classify the text the user gives into the categories below. Answer with JSON only.',
    multiClass
      ? 'List every category that applies, or none.'
      : 'List the one category that fits best, or none if no category fits.',
    `Categories:\n${list}`,
  ].join('\n\n');
}

export const textClassifierNode = defineNode({
  type: 'text-classifier',
  version: 1,
  displayName: 'Text Classifier',
  group: 'ai',
  words: ['text classifier', 'classifier', 'classify'],
  description: 'Sends each item to the output of the category its text belongs to.',
  documentation: `Give up to ${MAX_CATEGORIES} categories, each with a name and a description of what belongs in it. The AI model reads each item's text (empty: its \`chatInput\` or \`text\`) and the item leaves on the output of its category (the first output is the first category); with "multi-class" on, on the output of every category that applies. An item that fits none is dropped, or sent to the "Other" output. Tokens and cost count against the run's budget. With no AI provider, the category sharing the most words with the text wins (name and description), and the item says so in \`_ai\`.`,
  inputs: 1,
  toolInput: AI_TEXT_TOOL_INPUT,
  outputs: [...Array.from({ length: MAX_CATEGORIES }, (_, i) => `Category ${i + 1}`), 'Other'],
  parameters,
  imports: {
    n8n: ['@n8n/n8n-nodes-langchain.textClassifier'],
    flowise: ['conditionAgentAgentflow'],
    dify: ['question-classifier'],
  },
  async execute(ctx, [input = []]) {
    const outputs: Item[][] = Array.from({ length: MAX_CATEGORIES + 1 }, () => []);
    let online = input.length > 0 && aiPort(ctx).hasProvider();
    for (let index = 0; index < input.length; index++) {
      const item = input[index] as Item;
      const p = ctx.parameters(index);
      if (p.categories.length === 0) throw new Error(`Node "${ctx.node.name}": add at least one category.`);
      const multiClass = p.options.multiClass ?? p.multiClass;
      const fallback = p.options.fallback ?? p.fallback;
      const text = itemText(ctx.node.name, p.inputText, item);
      let chosen: number[] | undefined;
      let routed = item;
      if (online) {
        const names = p.categories.map((c) => c.category);
        const answer = await generateStructured(
          ctx,
          {
            system: instructions(p.categories, multiClass, p.options.systemPromptTemplate ?? p.systemMessage),
            prompt: text,
            ...(modelPreference(p.model) ? { model: modelPreference(p.model) } : {}),
            temperature: 0,
          },
          {
            type: 'object',
            properties: {
              categories: {
                type: 'array',
                items: { type: 'string', enum: names },
                ...(multiClass ? {} : { maxItems: 1 }),
              },
            },
            required: ['categories'],
          },
        ).catch((err: unknown) => {
          // Every provider failed over to the offline model: classify the rest offline.
          if (err instanceof OfflineAnswerError) return undefined;
          throw err;
        });
        if (answer) {
          const picked = (answer.value as { categories: string[] }).categories;
          chosen = [...new Set(picked.map((name) => names.indexOf(name)).filter((i) => i >= 0))];
        } else online = false;
      }
      if (!chosen) {
        chosen = classifyOffline(text, p.categories, multiClass);
        routed = { ...item, json: { ...item.json, ...offlineMark('keyword overlap with the categories') } };
      }
      if (chosen.length === 0 && fallback === 'other') outputs[OTHER_OUTPUT]?.push(routed);
      for (const i of chosen) outputs[i]?.push(routed);
    }
    return outputs;
  },
});
