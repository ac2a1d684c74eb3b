/**
 * Fake Google Gemini API: POST /v1beta/models/{model}:generateContent (JSON) and
 * :streamGenerateContent?alt=sse (SSE of GenerateContentResponse chunks). Usage in usageMetadata, with
 * cachedContentTokenCount as part of promptTokenCount.
 */
import { usageOf } from './behaviour';
import { type Answer, type Dialect, type FakeProvider, startFakeProvider } from './fake-server';
import { splitText, sseData } from './wire';

const PATH = /^\/v1beta\/models\/[^/:]+:(generateContent|streamGenerateContent)$/;

function usageMetadata(answer: Answer) {
  const u = usageOf(answer);
  return {
    promptTokenCount: u.input,
    cachedContentTokenCount: u.cached,
    candidatesTokenCount: u.output,
    totalTokenCount: u.input + u.output,
  };
}

const candidate = (parts: unknown[] | undefined, finishReason?: string) => ({
  ...(parts ? { content: { role: 'model', parts } } : {}),
  ...(finishReason ? { finishReason } : {}),
  index: 0,
});

const googleDialect: Dialect = {
  route: (method, path) => (method === 'POST' && PATH.test(path) ? 'chat' : undefined),
  isStream: (path) => path.includes(':streamGenerateContent'),
  json(answer) {
    const part =
      answer.type === 'text'
        ? { text: answer.text }
        : { functionCall: { name: answer.name, args: answer.input } };
    return {
      candidates: [candidate([part], 'STOP')],
      usageMetadata: usageMetadata(answer),
      modelVersion: 'gemini-fake',
      responseId: 'resp-fake',
    };
  },
  stream(answer) {
    const chunk = (parts: unknown[] | undefined, finishReason?: string, withUsage = false) =>
      sseData({
        candidates: [candidate(parts, finishReason)],
        ...(withUsage ? { usageMetadata: usageMetadata(answer) } : {}),
        modelVersion: 'gemini-fake',
        responseId: 'resp-fake',
      });
    const pieces =
      answer.type === 'text'
        ? splitText(answer.text, answer.chunks ?? 3).map((text) => chunk([{ text }]))
        : [chunk([{ functionCall: { name: answer.name, args: answer.input } }])];
    // Gemini closes with a chunk carrying the finish reason and the final usage.
    return { contentType: 'text/event-stream', head: [], pieces, tail: [chunk(undefined, 'STOP', true)] };
  },
  errorBody(status, message) {
    const statusName =
      status === 429
        ? 'RESOURCE_EXHAUSTED'
        : status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'PERMISSION_DENIED'
            : 'INTERNAL';
    return { error: { code: status, message, status: statusName } };
  },
};

/** Google: baseUrl is http://127.0.0.1:<port>/v1beta (GOOGLE_BASE_URL). */
export function startFakeGoogle(): Promise<FakeProvider> {
  return startFakeProvider(googleDialect, '/v1beta');
}
