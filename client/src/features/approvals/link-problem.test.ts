import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { endsTheLink, linkProblemOf } from './link-problem';

const answer = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ error: 'x', message }), '');

describe('linkProblemOf', () => {
  it('tells a link that is not valid, expired or closed apart, in the server words', () => {
    expect(linkProblemOf(answer(404, 'This approval link is not valid.'))).toEqual({
      kind: 'invalid',
      title: 'This link does not work',
      message: 'This approval link is not valid. Check that you opened the whole link from the e-mail.',
    });
    expect(linkProblemOf(answer(410, 'This approval link expired on 2026-01-08 10:00 UTC.'))).toMatchObject({
      kind: 'expired',
      message: 'This approval link expired on 2026-01-08 10:00 UTC.',
    });
    expect(linkProblemOf(answer(409, 'This request was already approved by ann@example.com.'))).toMatchObject(
      {
        kind: 'closed',
        title: 'This request is closed',
        message: 'This request was already approved by ann@example.com.',
      },
    );
  });

  it('treats anything else as a failure to retry, which does not end the link', () => {
    const problem = linkProblemOf(new TypeError('Failed to fetch'));
    expect(problem.kind).toBe('failed');
    expect(endsTheLink(problem)).toBe(false);
    expect(endsTheLink(linkProblemOf(answer(409, 'x')))).toBe(true);
  });
});
