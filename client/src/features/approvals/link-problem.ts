/** Why an approval link cannot be used, from the server's answer: what the page says instead of the request. */
import { ApiError } from '@/lib/api';

export type LinkProblem =
  | { kind: 'invalid' | 'expired' | 'closed'; title: string; message: string }
  | { kind: 'failed'; title: string; message: string };

const TITLES = {
  invalid: 'This link does not work',
  expired: 'This link has expired',
  closed: 'This request is closed',
  failed: 'The request could not be loaded',
} as const;

export function linkProblemOf(error: unknown): LinkProblem {
  const status = error instanceof ApiError ? error.status : null;
  const said = error instanceof ApiError ? error.serverMessage : null;
  if (status === 404)
    return {
      kind: 'invalid',
      title: TITLES.invalid,
      message: `${said ?? 'This approval link is not valid.'} Check that you opened the whole link from the e-mail.`,
    };
  if (status === 410)
    return { kind: 'expired', title: TITLES.expired, message: said ?? 'This approval link has expired.' };
  if (status === 409)
    return { kind: 'closed', title: TITLES.closed, message: said ?? 'This request was already decided.' };
  return {
    kind: 'failed',
    title: TITLES.failed,
    message: said ?? 'Something went wrong while loading it. Please try again in a moment.',
  };
}

/** A decision that failed because the link stopped working meanwhile shows that state, not an inline error. */
export const endsTheLink = (problem: LinkProblem) => problem.kind !== 'failed';
