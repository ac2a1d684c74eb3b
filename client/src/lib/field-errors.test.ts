import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { fieldErrorsFrom, fieldErrorsFromIssues } from './field-errors';

type Field = 'email' | 'message';
const fieldOf = (path: string): Field | undefined =>
  path === 'metadata.email' ? 'email' : path === 'message' ? 'message' : undefined;

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message per field, maps nested paths, and puts the rest under ""', () => {
    expect(
      fieldErrorsFromIssues(
        [
          { path: ['message'], message: 'Too long.' },
          { path: 'message', message: 'Second.' },
          { path: ['metadata', 'email'], message: 'Bad e-mail.' },
          { path: 'metadata.page', message: 'Page too long.' },
        ],
        fieldOf,
      ),
    ).toEqual({ message: 'Too long.', email: 'Bad e-mail.', '': 'Page too long.' });
  });
});

describe('fieldErrorsFrom', () => {
  it("reads a validation_failed answer's issues", () => {
    const error = answer(400, {
      error: 'validation_failed',
      message: 'Check the form.',
      details: { issues: [{ path: 'metadata.email', message: 'Bad e-mail.' }] },
    });
    expect(fieldErrorsFrom(error, fieldOf)).toEqual({ email: 'Bad e-mail.' });
  });

  it('is empty for any other failure', () => {
    expect(fieldErrorsFrom(answer(429, { error: 'rate_limited', message: 'Slow down.' }), fieldOf)).toEqual(
      {},
    );
    expect(fieldErrorsFrom(new Error('offline'), fieldOf)).toEqual({});
  });
});
