/**
 * The offline assistant as an AI SDK LanguageModelV3, so the router, generateText and streamText use it
 * like any provider. It answers the last user message of the prompt; "tokens" are words; it costs nothing.
 */
import { randomUUID } from 'node:crypto';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
  SharedV3ProviderMetadata,
  SharedV3Warning,
} from '@ai-sdk/provider';
import { answerQuestion, type OfflineAnswer } from './answer';
import type { OfflineContext } from './context';
import type { AttachedDocument } from './document-answer';
import { OFFLINE_MODEL_ID, OFFLINE_PROVIDER_ID } from './label';
import { countWords } from './terms';

/** Words per streamed text-delta. */
const WORDS_PER_DELTA = 3;

interface PromptQuestion {
  text: string;
  /** Files that came with it and are not readable text (images, media, notes about unread files). */
  hasAttachments: boolean;
  /** Documents that came with it as their text (chat-prompt.ts: a first line naming the file, then the text). */
  documents: AttachedDocument[];
}

/** The text, attached documents and other files of the last user message. */
export function lastUserQuestion(prompt: LanguageModelV3Prompt): PromptQuestion {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!;
    if (message.role !== 'user') continue;
    // Text parts that stand for an attachment (chat-prompt.ts) are not part of the question.
    const isAttachment = (part: (typeof message.content)[number]) =>
      part.type === 'file' || (part.type === 'text' && part.providerOptions?.aiz?.attachment === true);
    const documentName = (part: (typeof message.content)[number]) => {
      const name = part.type === 'text' ? part.providerOptions?.aiz?.document : undefined;
      return typeof name === 'string' ? name : undefined;
    };
    const text = message.content
      .flatMap((part) => (part.type === 'text' && !isAttachment(part) ? [part.text] : []))
      .join('\n');
    const documents = message.content.flatMap((part) => {
      const name = documentName(part);
      if (part.type !== 'text' || name === undefined) return [];
      const body = part.text.indexOf('\n\n');
      return [{ name, text: body === -1 ? '' : part.text.slice(body + 2) }];
    });
    return {
      text,
      hasAttachments: message.content.some((part) => isAttachment(part) && documentName(part) === undefined),
      documents,
    };
  }
  return { text: '', hasAttachments: false, documents: [] };
}

function promptWords(prompt: LanguageModelV3Prompt): number {
  let words = 0;
  for (const message of prompt) {
    if (typeof message.content === 'string') words += countWords(message.content);
    else
      for (const part of message.content)
        if (part.type === 'text' || part.type === 'reasoning') words += countWords(part.text);
  }
  return words;
}

function usageOf(prompt: LanguageModelV3Prompt, answer: string): LanguageModelV3Usage {
  const input = promptWords(prompt);
  const output = countWords(answer);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
    raw: { unit: 'words' },
  };
}

function warningsFor(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (options.tools?.length)
    warnings.push({
      type: 'unsupported',
      feature: 'tools',
      details: 'The offline assistant calls no tools.',
    });
  if (options.responseFormat?.type === 'json')
    warnings.push({
      type: 'unsupported',
      feature: 'responseFormat',
      details: 'It answers in markdown text.',
    });
  return warnings;
}

/** What the chat service reads besides the text: follow-ups and where the answer came from. */
function metadataOf(answer: OfflineAnswer): SharedV3ProviderMetadata {
  return {
    [OFFLINE_PROVIDER_ID]: {
      suggestions: answer.suggestions,
      source: answer.source,
      skill: answer.skill,
      articleIds: answer.articleIds,
      threadIds: answer.threadIds ?? [],
    },
  };
}

/** The answer in small chunks of whole words (with their following whitespace). */
export function answerChunks(text: string, wordsPerChunk = WORDS_PER_DELTA): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

export function createOfflineModel(context: OfflineContext): LanguageModelV3 {
  const respond = async (options: LanguageModelV3CallOptions) => {
    throwIfAborted(options.abortSignal);
    const question = lastUserQuestion(options.prompt);
    const answer = await answerQuestion(question.text, context, {
      hasAttachments: question.hasAttachments,
      documents: question.documents,
    });
    throwIfAborted(options.abortSignal);
    return { answer, usage: usageOf(options.prompt, answer.text), warnings: warningsFor(options) };
  };

  return {
    specificationVersion: 'v3',
    provider: OFFLINE_PROVIDER_ID,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const { answer, usage, warnings } = await respond(options);
      return {
        content: [{ type: 'text', text: answer.text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings,
        providerMetadata: metadataOf(answer),
        response: { id: randomUUID(), modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
      };
    },

    async doStream(options): Promise<LanguageModelV3StreamResult> {
      const { answer, usage, warnings } = await respond(options);
      const textId = randomUUID();
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings },
        { type: 'response-metadata', id: randomUUID(), modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
        { type: 'text-start', id: textId },
        ...answerChunks(answer.text).map((delta) => ({ type: 'text-delta' as const, id: textId, delta })),
        { type: 'text-end', id: textId },
        {
          type: 'finish',
          finishReason: { unified: 'stop', raw: 'stop' },
          usage,
          providerMetadata: metadataOf(answer),
        },
      ];
      let next = 0;
      const signal = options.abortSignal;
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          pull(controller) {
            if (signal?.aborted) {
              controller.error(signal.reason ?? new DOMException('Aborted', 'AbortError'));
              return;
            }
            const part = parts[next++];
            if (part) controller.enqueue(part);
            else controller.close();
          },
        }),
      };
    },
  };
}
