/** Why a signing link cannot be used, from the server's answer: what the page says instead of the proposal. */
import { ApiError } from '@/lib/api';

export interface SigningProblem {
  kind: 'invalid' | 'expired' | 'used' | 'failed';
  title: string;
  message: string;
}

export function signingProblemOf(error: unknown): SigningProblem {
  const status = error instanceof ApiError ? error.status : null;
  const said = error instanceof ApiError ? error.serverMessage : null;
  if (status === 404)
    return {
      kind: 'invalid',
      title: 'This link does not work',
      message: said ?? 'This signing link is not valid.',
    };
  if (status === 410)
    return {
      kind: 'expired',
      title: 'This link can no longer be used',
      message: said ?? 'This signing link has expired.',
    };
  if (status === 409)
    return { kind: 'used', title: 'Already signed', message: said ?? 'This proposal is already signed.' };
  return {
    kind: 'failed',
    title: 'The proposal could not be loaded',
    message: said ?? 'Something went wrong while loading it. Please try again in a moment.',
  };
}
