/** D7: a failed statement is logged by SQLSTATE, constraint and table, never with what the person sent. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './lib/logger';
import { createTestApp, type TestApp } from './test/harness';

describe('error logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger('warn', {}, (line) => lines.push(line)) });
    // Every new feedback row now fails inside the database, after validation passed.
    await t.database.db.execute(sql`alter table feedback add constraint refuse_all check (false) not valid`);
  });
  afterAll(() => t.close());

  it('carry identifiers, not the submitted text or e-mail', async () => {
    const secret = 'Marker-7f3a: my private complaint';
    const res = await t.request('POST', '/api/feedback/submit', {
      type: 'bug',
      category: 'ui/ux',
      message: secret,
      metadata: {
        page: '/',
        userAgent: 'UA-marker-9c1e',
        timestamp: '2026-01-01T00:00:00.000Z',
        email: 'private.person@example.com',
      },
    });
    expect(res.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"sqlState":"23514"');
    expect(log).toContain('refuse_all');
    for (const personal of ['Marker-7f3a', 'private.person@example.com', 'UA-marker-9c1e']) {
      expect(log).not.toContain(personal);
    }
  });
});
