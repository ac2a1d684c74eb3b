/**
 * The OpenAI-compatible surface's pure parts: a chat's messages as a run's input, the run's output as the
 * answer's text, usage, the answer and chunk shapes, and our refusals in OpenAI's error shape.
 */
import { API_KEY_QUOTA_USED, DEPLOYMENT_NOT_FOUND } from '@common/schemas/deployments';
import {
  type ChatCompletion,
  type ChatCompletionChunk,
  type ChatCompletionMessage,
  type CompletionUsage,
  OPENAI_MODEL_NOT_FOUND,
  OPENAI_NO_USER_MESSAGE,
  type OpenAiErrorBody,
} from '@common/schemas/openai-compat';
import type { AiMessage } from '../../engine/nodes/ports';
import { Invalid, ServiceError } from '../../lib/errors';

/** The text of a message's content (the text parts of a list, joined). */
export function textOf(content: ChatCompletionMessage['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('');
}

export interface Conversation {
  /** The last user message: the one to answer. */
  message: string;
  /** The user and assistant messages before it, oldest first (system and tool messages are left out). */
  history: AiMessage[];
}

/** The message to answer and the conversation before it; 400 when no user message is there to answer. */
export function conversationOf(messages: ChatCompletionMessage[]): Conversation {
  const last = messages.findLastIndex((m) => m.role === 'user');
  if (last < 0) throw new Invalid(OPENAI_NO_USER_MESSAGE);
  const history: AiMessage[] = [];
  for (const m of messages.slice(0, last)) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const content = textOf(m.content);
    if (content) history.push({ role: m.role, content });
  }
  return { message: textOf(messages[last]!.content), history };
}

// The answer's text: the rule every chat over a workflow shares (the builders' test chat too).
export { answerText } from '@common/workflow/chat-answer';

/** A run's usage (`{inputTokens, outputTokens}`) in OpenAI's names. */
export function completionUsage(usage: unknown): CompletionUsage {
  const u = (usage && typeof usage === 'object' ? usage : {}) as Record<string, unknown>;
  const prompt = Math.max(0, Math.round(Number(u.inputTokens ?? 0)) || 0);
  const completion = Math.max(0, Math.round(Number(u.outputTokens ?? 0)) || 0);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export interface CompletionMeta {
  /** `chatcmpl-<run id>`. */
  id: string;
  /** Seconds since the epoch. */
  created: number;
  model: string;
}

export function completionMeta(runId: string, model: string, now: Date): CompletionMeta {
  return { id: `chatcmpl-${runId}`, created: Math.floor(now.getTime() / 1000), model };
}

export function completionOf(
  meta: CompletionMeta,
  runId: string,
  text: string,
  usage: CompletionUsage,
): ChatCompletion {
  return {
    ...meta,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage,
    run_id: runId,
  };
}

/** One streamed chunk: a delta, the finish, or (choices empty) the usage. */
export function chunkOf(
  meta: CompletionMeta,
  part: { role: 'assistant' } | { content: string } | { finish: true } | { usage: CompletionUsage },
): ChatCompletionChunk {
  const base = { ...meta, object: 'chat.completion.chunk' as const };
  if ('usage' in part) return { ...base, choices: [], usage: part.usage };
  const finished = 'finish' in part;
  return {
    ...base,
    choices: [
      {
        index: 0,
        delta: finished ? {} : part,
        finish_reason: finished ? 'stop' : null,
        logprobs: null,
      },
    ],
    usage: null,
  };
}

export interface OpenAiRefusal {
  status: 400 | 401 | 402 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;
  body: OpenAiErrorBody;
  /** Tells the official clients not to retry (they retry 429 and 5xx by default). */
  noRetry: boolean;
  retryAfterSeconds?: number;
}

export function openAiError(
  status: OpenAiRefusal['status'],
  message: string,
  type: string,
  code: string | null,
  noRetry = false,
): OpenAiRefusal {
  return { status, body: { error: { message, type, param: null, code } }, noRetry };
}

/** Our refusals (ServiceError) in OpenAI's shape, with the types and codes its clients know. */
export function openAiRefusalOf(err: unknown, model?: string): OpenAiRefusal {
  if (!(err instanceof ServiceError)) {
    return openAiError(
      500,
      'Something went wrong on our side. Please try again.',
      'server_error',
      'internal_error',
    );
  }
  const refusal = (() => {
    switch (err.status) {
      case 401:
        return openAiError(401, err.message, 'invalid_request_error', 'invalid_api_key');
      case 402:
        return openAiError(402, err.message, 'insufficient_quota', 'payment_required', true);
      case 403:
        return openAiError(403, err.message, 'invalid_request_error', 'permission_denied');
      case 404:
        return err.message === DEPLOYMENT_NOT_FOUND && model !== undefined
          ? openAiError(404, OPENAI_MODEL_NOT_FOUND(model), 'invalid_request_error', 'model_not_found')
          : openAiError(404, err.message, 'invalid_request_error', 'not_found');
      case 413:
        return openAiError(413, err.message, 'invalid_request_error', 'payload_too_large');
      case 415:
        return openAiError(415, err.message, 'invalid_request_error', 'unsupported_media_type');
      case 429:
        return err.message === API_KEY_QUOTA_USED
          ? openAiError(429, err.message, 'insufficient_quota', 'insufficient_quota', true)
          : openAiError(429, err.message, 'requests', 'rate_limit_exceeded');
      case 503:
        // Paused is not a blip: a client retrying at once would only hear it again.
        return openAiError(503, err.message, 'server_error', err.code, err.code === 'deployment_paused');
      default:
        return err.status >= 500
          ? openAiError(503, err.message, 'server_error', err.code)
          : openAiError(400, err.message, 'invalid_request_error', err.code);
    }
  })();
  if (err.retryAfterSeconds !== undefined) refusal.retryAfterSeconds = err.retryAfterSeconds;
  return refusal;
}
