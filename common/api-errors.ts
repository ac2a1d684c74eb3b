/**
 * The closed set of error codes an API answer can carry, and the shape of every non-OK body. Plain
 * TypeScript (no zod) so first-page client code can switch on a code without loading a schema library.
 *
 * One code per kind of failure, so the client can switch on it: a 400 is always `validation_failed`
 * (with `details.issues` naming each field when the input is at fault), never a second spelling.
 */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'insufficient_funds',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'not_implemented',
  'no_transcription_provider',
  'unavailable',
  'mail_failed',
  'chat_failed',
  'transcription_failed',
  'generation_failed',
  'deployment_paused',
  'payment_required',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One problem with the request's input: `path` is the dotted field path ('' for the whole body). */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** Every non-OK API answer has this body. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  details?: unknown;
}

const known = new Set<string>(API_ERROR_CODES);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && known.has(value);
}
