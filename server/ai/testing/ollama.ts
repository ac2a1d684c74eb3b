/**
 * Fake Ollama chat API: POST /api/chat, JSON (stream: false) or NDJSON lines ending with a done line
 * that carries prompt_eval_count and eval_count. Ollama has no prompt-cache figures.
 */
import { usageOf } from './behaviour';
import { type Answer, type Dialect, type FakeProvider, startFakeProvider } from './fake-server';
import { ndjsonLine, splitText } from './wire';

const CREATED_AT = '2025-01-01T00:00:00.000Z';

const modelOf = (body: Record<string, unknown>) =>
  typeof body.model === 'string' ? body.model : 'fake-model';

function doneFields(answer: Answer) {
  const u = usageOf(answer);
  return {
    done: true,
    done_reason: 'stop',
    prompt_eval_count: u.input,
    eval_count: u.output,
    total_duration: 1,
  };
}

const message = (answer: Answer, content: string) =>
  answer.type === 'text'
    ? { role: 'assistant', content }
    : {
        role: 'assistant',
        content: '',
        tool_calls: [{ function: { name: answer.name, arguments: answer.input } }],
      };

const ollamaDialect: Dialect = {
  route: (method, path) => (method === 'POST' && path === '/api/chat' ? 'chat' : undefined),
  // Ollama streams unless told not to.
  isStream: (_path, body) => body.stream !== false,
  json(answer, request) {
    return {
      model: modelOf(request.body),
      created_at: CREATED_AT,
      message: message(answer, answer.type === 'text' ? answer.text : ''),
      ...doneFields(answer),
    };
  },
  stream(answer, request) {
    const line = (msg: unknown, extra: Record<string, unknown> = { done: false }) =>
      ndjsonLine({ model: modelOf(request.body), created_at: CREATED_AT, message: msg, ...extra });
    const pieces =
      answer.type === 'text'
        ? splitText(answer.text, answer.chunks ?? 3).map((content) => line({ role: 'assistant', content }))
        : [line(message(answer, ''))];
    const tail = [line({ role: 'assistant', content: '' }, doneFields(answer))];
    return { contentType: 'application/x-ndjson', head: [], pieces, tail };
  },
  errorBody: (_status, message) => ({ error: message }),
};

/** Ollama: baseUrl is http://127.0.0.1:<port>/api (what ollama-ai-provider-v2 expects as baseURL). */
export function startFakeOllama(): Promise<FakeProvider> {
  return startFakeProvider(ollamaDialect, '/api');
}
