/**
 * What a failed call means for routing:
 * - abort: the user stopped it; never fail over.
 * - misconfigured: 401/402/403 — wrong key, no credit, no access. Retrying cannot help; the provider is
 *   marked misconfigured and the admin told.
 * - transient: 408/409/429/5xx, timeouts, network errors — fail over and cool this (provider, model) down.
 * - rejected: other 4xx, or the adapter refused the call before sending it — this provider cannot take
 *   this request; try the next without a cooldown.
 */
import { APICallError, InvalidPromptError, UnsupportedFunctionalityError } from '@ai-sdk/provider';
import { parseRetryAfter } from './cooldown';

export type FailureKind = 'abort' | 'misconfigured' | 'transient' | 'rejected';

export interface Failure {
  kind: FailureKind;
  status: number | undefined;
  retryAfterMs: number | undefined;
  message: string;
}

function header(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const hit = Object.entries(headers).find(([k]) => k.toLowerCase() === name);
  return hit?.[1];
}

export function classifyFailure(error: unknown, userAborted: boolean): Failure {
  const message = error instanceof Error ? error.message : String(error);
  if (userAborted) return { kind: 'abort', status: undefined, retryAfterMs: undefined, message };
  // Refused by the adapter before any request left (e.g. a file type this provider cannot take): the
  // provider is fine, the next one may take the call.
  if (UnsupportedFunctionalityError.isInstance(error) || InvalidPromptError.isInstance(error)) {
    return { kind: 'rejected', status: undefined, retryAfterMs: undefined, message };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const retryAfterMs = parseRetryAfter(
      header(error.responseHeaders, 'retry-after-ms')
        ? String(Number(header(error.responseHeaders, 'retry-after-ms')) / 1000)
        : header(error.responseHeaders, 'retry-after'),
    );
    if (status === 401 || status === 402 || status === 403)
      return { kind: 'misconfigured', status, retryAfterMs, message };
    if (status === undefined || status === 408 || status === 409 || status === 429 || status >= 500) {
      return { kind: 'transient', status, retryAfterMs, message };
    }
    return { kind: 'rejected', status, retryAfterMs, message };
  }
  // Timeouts, refused connections, broken streams: the provider is not answering well.
  return { kind: 'transient', status: undefined, retryAfterMs: undefined, message };
}

/**
 * The provider does not know the model asked for: OpenAI's 404 `model_not_found`, Anthropic's 404
 * `not_found_error`, Gemini's and Ollama's 404; some compatible servers answer 400 naming the model.
 */
export function isModelMissing(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  if (error.statusCode === 404) return true;
  const said = `${error.responseBody ?? ''} ${error.message}`;
  return (
    error.statusCode === 400 &&
    /model_not_found|invalid model|model name is invalid|model\b[^.]{0,80}\b(not found|does not exist|not supported)/i.test(
      said,
    )
  );
}
