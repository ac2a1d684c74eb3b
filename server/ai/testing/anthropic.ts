/**
 * Fake Anthropic Messages API: POST /v1/messages, JSON or SSE (message_start, content_block_start,
 * content_block_delta, content_block_stop, message_delta, message_stop). Usage as Anthropic counts it:
 * input_tokens excludes the cache, cache_read_input_tokens holds the cached part.
 */
import { usageOf } from './behaviour';
import { type Answer, type Dialect, type FakeProvider, startFakeProvider } from './fake-server';
import { splitText, sseData } from './wire';

function usageBody(answer: Answer) {
  const u = usageOf(answer);
  return {
    input_tokens: u.input - u.cached,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: u.cached,
    output_tokens: u.output,
  };
}

const modelOf = (body: Record<string, unknown>) =>
  typeof body.model === 'string' ? body.model : 'fake-model';
const toolUseId = (answer: Extract<Answer, { type: 'tool-call' }>) => answer.id ?? 'toolu_fake_1';

const anthropicDialect: Dialect = {
  route: (method, path) => (method === 'POST' && path === '/v1/messages' ? 'chat' : undefined),
  isStream: (_path, body) => body.stream === true,
  json(answer, request) {
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: modelOf(request.body),
      content:
        answer.type === 'text'
          ? [{ type: 'text', text: answer.text }]
          : [{ type: 'tool_use', id: toolUseId(answer), name: answer.name, input: answer.input }],
      stop_reason: answer.type === 'text' ? 'end_turn' : 'tool_use',
      stop_sequence: null,
      usage: usageBody(answer),
    };
  },
  stream(answer, request) {
    const event = (type: string, data: Record<string, unknown>) => sseData({ type, ...data }, type);
    const usage = usageBody(answer);
    const block =
      answer.type === 'text'
        ? { type: 'text', text: '' }
        : { type: 'tool_use', id: toolUseId(answer), name: answer.name, input: {} };
    const head = [
      event('message_start', {
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: modelOf(request.body),
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      }),
      event('content_block_start', { index: 0, content_block: block }),
      event('ping', {}),
    ];
    const pieces =
      answer.type === 'text'
        ? splitText(answer.text, answer.chunks ?? 3).map((text) =>
            event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
          )
        : splitText(JSON.stringify(answer.input), 2).map((partial_json) =>
            event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json } }),
          );
    const tail = [
      event('content_block_stop', { index: 0 }),
      event('message_delta', {
        delta: { stop_reason: answer.type === 'text' ? 'end_turn' : 'tool_use', stop_sequence: null },
        usage,
      }),
      event('message_stop', {}),
    ];
    return { contentType: 'text/event-stream', head, pieces, tail };
  },
  errorBody(status, message) {
    const type = status === 429 ? 'rate_limit_error' : status === 401 ? 'authentication_error' : 'api_error';
    return { type: 'error', error: { type, message } };
  },
};

/** Anthropic: baseUrl is http://127.0.0.1:<port>/v1 (ANTHROPIC_BASE_URL). */
export function startFakeAnthropic(): Promise<FakeProvider> {
  return startFakeProvider(anthropicDialect, '/v1');
}
