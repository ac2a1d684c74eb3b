/** The expression editor's preview route: the engine's evaluator over sample items, guarded like the rest. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { EXPRESSION_PREVIEW_LIMIT } from './expression-preview-routes';

const URL = '/api/workflows/expressions/preview';

describe('POST /api/workflows/expressions/preview', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'previewada' });
  });
  afterAll(() => t.close());

  const preview = async (body: unknown) => {
    const res = await ada.request('POST', URL, body);
    return { status: res.status, body: await res.json() };
  };

  it('evaluates templates, typed expressions and sandboxed methods over the items and other nodes', async () => {
    const items = [
      { json: { user: { name: 'Ada', tags: ['x', 'y'] } } },
      { json: { user: { name: 'Bob' } } },
    ];
    expect(await preview({ expression: '={{ $json.user.tags.length * 2 }}', items })).toEqual({
      status: 200,
      body: { value: 4, type: 'number' },
    });
    expect(
      (await preview({ expression: 'Hi {{ $json.user.name.toUpperCase() }}!', items, itemIndex: 1 })).body,
    ).toEqual({ value: 'Hi BOB!', type: 'string' });
    const fromNode = await preview({
      expression: '={{ $node["Fetch"].json.total + $("Fetch").all().length }}',
      items,
      nodeOutputs: { Fetch: [{ json: { total: 40 } }, { json: { total: 1 } }] },
    });
    expect(fromNode.body).toEqual({ value: 42, type: 'number' });
    expect((await preview({ expression: '={{ $json.missing }}', items })).body).toEqual({
      value: null,
      type: 'undefined',
    });
    expect((await preview({ expression: '={{ $now }}', items })).body).toEqual({
      value: '2026-01-01T00:00:00.000Z',
      type: 'string',
    });
  });

  it('answers the failure of a broken, throwing or endless expression, not a 500', async () => {
    const syntax = await preview({ expression: '={{ $json.a + }}', items: [{ json: { a: 1 } }] });
    expect(syntax.status).toBe(200);
    expect(syntax.body).toMatchObject({ kind: 'syntax', error: expect.stringContaining('SyntaxError') });
    const typeError = await preview({ expression: '={{ $json.a.b.c }}', items: [{ json: {} }] });
    expect(typeError.body).toMatchObject({ kind: 'runtime', error: expect.stringContaining('TypeError') });
    const endless = await preview({ expression: '={{ (() => { while (true) {} })() }}', items: [] });
    expect(endless.body).toMatchObject({ kind: 'timeout' });
    const big = await preview({ expression: "={{ 'a'.repeat(50000) }}" });
    expect(big.body).toMatchObject({ type: 'string', truncated: true });
    expect((big.body.value as string).length).toBe(20_000);
  });

  it('refuses bad input, strangers, large bodies and floods', async () => {
    const bad = await preview({ expression: 1, items: [{ nope: true }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_failed');
    const stranger = await t.request('POST', URL, { expression: '={{ 1 }}' });
    expect(stranger.status).toBe(401);
    const huge = { expression: '={{ 1 }}', items: [{ json: { text: 'x'.repeat(300 * 1024) } }] };
    const tooLarge = await ada.request('POST', URL, huge);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toContain('256 KB');

    t.enforceRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i <= EXPRESSION_PREVIEW_LIMIT.limit; i++)
      statuses.push((await ada.request('POST', URL, { expression: 'plain' })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
