/** What a fake provider does with one request: the scripts tests give it. */

/** Token counts in neutral terms; each dialect writes them the way its provider does. */
export interface FakeUsage {
  /** All input tokens, cached ones included. */
  input: number;
  /** Input tokens read from the prompt cache (part of input). */
  cached?: number;
  output: number;
}

export type FakeBehaviour =
  | {
      type: 'text';
      text: string;
      /** Streamed in this many content chunks (default 3). */
      chunks?: number;
      /** Pause before each content chunk, in ms. */
      delayMs?: number;
      usage?: FakeUsage;
      /** Destroy the connection after this many content chunks (streams) or mid-body (JSON). */
      dropAfterChunks?: number;
    }
  | { type: 'tool-call'; name: string; input: Record<string, unknown>; id?: string; usage?: FakeUsage }
  | {
      type: 'error';
      status: number;
      headers?: Record<string, string>;
      message?: string;
      /** The provider's own error body (e.g. OpenAI's `model_not_found`), instead of the dialect's. */
      body?: unknown;
    }
  /** Accept the request and never send a byte (until the client gives up or the server closes). */
  | { type: 'hang' };

export const DEFAULT_USAGE: Required<FakeUsage> = { input: 12, cached: 0, output: 7 };

export function usageOf(b: { usage?: FakeUsage }): Required<FakeUsage> {
  return { ...DEFAULT_USAGE, ...b.usage, cached: b.usage?.cached ?? 0 };
}

export const reply = (
  text: string,
  more: Omit<Extract<FakeBehaviour, { type: 'text' }>, 'type' | 'text'> = {},
) => ({ type: 'text', text, ...more }) as const satisfies FakeBehaviour;

export const toolCall = (name: string, input: Record<string, unknown>, usage?: FakeUsage) =>
  ({ type: 'tool-call', name, input, ...(usage ? { usage } : {}) }) as const satisfies FakeBehaviour;

export const httpError = (status: number, headers: Record<string, string> = {}, message?: string) =>
  ({ type: 'error', status, headers, ...(message ? { message } : {}) }) as const satisfies FakeBehaviour;

export const hang = () => ({ type: 'hang' }) as const satisfies FakeBehaviour;
