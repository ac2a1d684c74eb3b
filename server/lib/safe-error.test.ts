import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error';

describe('safeError', () => {
  it('cuts the parameters off a failed query and keeps the statement', () => {
    const err = new Error(
      'Failed query: insert into "feedback" values ($1, $2)\nparams: ada@example.com,My secret text',
    );
    const safe = JSON.stringify(safeError(err));
    expect(safe).toContain('insert into \\"feedback\\"');
    expect(safe).not.toContain('ada@example.com');
    expect(safe).not.toContain('My secret text');
  });

  it('reports a database error by SQLSTATE, constraint and table', () => {
    const cause = Object.assign(new Error('new row for relation "feedback" violates check constraint "x"'), {
      code: '23514',
      constraint: 'x',
      table: 'feedback',
      detail: 'Failing row contains (ada@example.com, My secret text).',
    });
    const safe = safeError(new Error('Failed query: insert\nparams: ada@example.com', { cause }));
    expect(safe.cause).toMatchObject({ sqlState: '23514', constraint: 'x', table: 'feedback' });
    expect(JSON.stringify(safe)).not.toContain('ada@example.com');
  });

  it('drops a data exception’s message, which can echo the input', () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "ada@example.com"'), {
      code: '22P02',
    });
    expect(JSON.stringify(safeError(err))).not.toContain('ada@example.com');
  });

  it('keeps the stack frames without repeating the message', () => {
    const err = new Error('Failed query: select\nparams: secret');
    const safe = safeError(err);
    expect(safe.stack).toMatch(/^ {4}at /);
    expect(safe.stack).not.toContain('secret');
  });
});
