/**
 * Fakes of the OpenAI Chat Completions protocol, as OpenAI, xAI and Perplexity speak it:
 * - OpenAI: POST /v1/chat/completions (JSON, or SSE with a usage chunk when stream_options.include_usage;
 *   tool calls streamed as an id+name delta then argument pieces) and POST /v1/audio/transcriptions.
 * - xAI: POST /v1/chat/completions; a streamed tool call arrives whole in one delta (its adapter needs that).
 * - Perplexity: POST /chat/completions (no /v1); citations in the first chunk and the answer, usage in
 *   the last chunk; no tools.
 */
import { usageOf } from './behaviour';
import { type Answer, type Dialect, type FakeProvider, startFakeProvider } from './fake-server';
import { SSE_DONE, splitText, sseData } from './wire';

type Flavour = 'openai' | 'xai' | 'perplexity';

const CITATIONS = ['https://example.com/fake-source'];

function usageBody(answer: Answer, flavour: Flavour) {
  const u = usageOf(answer);
  return {
    prompt_tokens: u.input,
    completion_tokens: u.output,
    total_tokens: u.input + u.output,
    ...(flavour === 'perplexity' ? {} : { prompt_tokens_details: { cached_tokens: u.cached } }),
  };
}

function toolCallId(answer: Extract<Answer, { type: 'tool-call' }>) {
  return answer.id ?? 'call_fake_1';
}

function chatCompletionsDialect(flavour: Flavour): Dialect {
  const prefix = flavour === 'perplexity' ? '' : '/v1';
  const envelope = (model: unknown, object: string) => ({
    id: 'chatcmpl-fake',
    object,
    created: 1_700_000_000,
    model: typeof model === 'string' ? model : 'fake-model',
  });

  return {
    route(method, path) {
      if (method !== 'POST') return undefined;
      if (path === `${prefix}/chat/completions`) return 'chat';
      if (flavour === 'openai' && path === '/v1/audio/transcriptions') return 'transcription';
      if (flavour === 'openai' && path === '/v1/embeddings') return 'embedding';
      return undefined;
    },
    isStream: (_path, body) => body.stream === true,
    json(answer, request) {
      const message =
        answer.type === 'text'
          ? { role: 'assistant', content: answer.text }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: toolCallId(answer),
                  type: 'function',
                  function: { name: answer.name, arguments: JSON.stringify(answer.input) },
                },
              ],
            };
      return {
        ...envelope(request.body.model, 'chat.completion'),
        choices: [{ index: 0, message, finish_reason: answer.type === 'text' ? 'stop' : 'tool_calls' }],
        usage: usageBody(answer, flavour),
        ...(flavour === 'perplexity' ? { citations: CITATIONS } : {}),
      };
    },
    stream(answer, request) {
      const base = envelope(request.body.model, 'chat.completion.chunk');
      const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
        sseData({ ...base, choices: [{ index: 0, delta, finish_reason: null }], ...extra });
      const first = flavour === 'perplexity' ? { citations: CITATIONS } : {};
      const head = [chunk({ role: 'assistant', content: '' }, first)];

      let pieces: string[];
      if (answer.type === 'text') {
        pieces = splitText(answer.text, answer.chunks ?? 3).map((content) => chunk({ content }));
      } else if (flavour === 'openai') {
        const args = JSON.stringify(answer.input);
        pieces = [
          chunk({
            tool_calls: [
              {
                index: 0,
                id: toolCallId(answer),
                type: 'function',
                function: { name: answer.name, arguments: '' },
              },
            ],
          }),
          ...splitText(args, 2).map((part) =>
            chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
          ),
        ];
      } else {
        const call = {
          id: toolCallId(answer),
          type: 'function',
          function: { name: answer.name, arguments: JSON.stringify(answer.input) },
        };
        pieces = [chunk({ tool_calls: [call] })];
      }

      const finishReason = answer.type === 'text' ? 'stop' : 'tool_calls';
      const usage = usageBody(answer, flavour);
      const includeUsage = (request.body.stream_options as { include_usage?: boolean } | undefined)
        ?.include_usage;
      const tail =
        flavour === 'perplexity'
          ? [sseData({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }], usage })]
          : [
              sseData({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] }),
              ...(includeUsage ? [sseData({ ...base, choices: [], usage })] : []),
            ];
      return { contentType: 'text/event-stream', head, pieces, tail: [...tail, SSE_DONE] };
    },
    errorBody(status, message) {
      // Perplexity's error schema wants a numeric code; OpenAI's and xAI's take a string.
      return flavour === 'perplexity'
        ? { error: { code: status, message, type: 'fake_error' } }
        : { error: { message, type: 'fake_error', param: null, code: String(status) } };
    },
  };
}

/** OpenAI: baseUrl is http://127.0.0.1:<port>/v1 (OPENAI_BASE_URL). */
export function startFakeOpenAI(): Promise<FakeProvider> {
  return startFakeProvider(chatCompletionsDialect('openai'), '/v1');
}

/** xAI: baseUrl is http://127.0.0.1:<port>/v1 (XAI_BASE_URL). */
export function startFakeXai(): Promise<FakeProvider> {
  return startFakeProvider(chatCompletionsDialect('xai'), '/v1');
}

/** Perplexity: baseUrl is the server root (PERPLEXITY_BASE_URL); its adapter calls /chat/completions. */
export function startFakePerplexity(): Promise<FakeProvider> {
  return startFakeProvider(chatCompletionsDialect('perplexity'), '');
}
