/**
 * D4: a NUL character or an unpaired surrogate in any JSON string answered 500 on seven routes (the
 * database refused it after validation passed). Each now answers 400 validation_failed naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from './test/fixtures';
import { createTestApp, type TestApp } from './test/harness';

const NUL = '\\u0000';
const LONE = '\\ud800x';

/** [method, path, raw JSON body, field the issue must name, signed in] */
const cases: Array<[string, string, string, string, boolean]> = [
  [
    'POST',
    '/api/analytics/track',
    `{"eventType":"a${NUL}b","eventCategory":"nav","eventAction":"view","pageUrl":"/"}`,
    'eventType',
    false,
  ],
  [
    'POST',
    '/api/analytics/track',
    `{"eventType":"a","eventCategory":"nav","eventAction":"view","pageUrl":"/","metadata":{"k":"${LONE}"}}`,
    'metadata.k',
    false,
  ],
  [
    'POST',
    '/api/feedback/submit',
    `{"type":"bug","category":"ui/ux","message":"a${NUL}b","metadata":{"page":"/","userAgent":"x","timestamp":"2026-01-01T00:00:00.000Z"}}`,
    'message',
    false,
  ],
  [
    'POST',
    '/api/ai-assistant/rate',
    `{"messageId":"a${NUL}b","rating":"positive","sessionId":"s1"}`,
    'messageId',
    false,
  ],
  [
    'POST',
    '/api/onboarding/initialize',
    `{"deviceType":"desktop","userAgent":"a${NUL}b"}`,
    'userAgent',
    true,
  ],
  ['POST', '/api/onboarding/skip', `{"reason":"a${NUL}b"}`, 'reason', true],
  ['PUT', '/api/onboarding/preferences', `{"preferences":{"theme":"a${NUL}b"}}`, 'preferences.theme', true],
  ['PUT', '/api/onboarding/preferences', `{"preferences":{"${LONE}":"dark"}}`, 'preferences.\\ud800x', true],
  [
    'POST',
    '/api/ai/enhanced/chat',
    `{"messages":[{"role":"user","content":"a${NUL}b"}]}`,
    'messages.0.content',
    true,
  ],
  [
    'POST',
    '/api/ai/enhanced/chat/stream',
    `{"messages":[{"role":"user","content":"a${NUL}b"}]}`,
    'messages.0.content',
    true,
  ],
];

describe('unstorable text in JSON bodies', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createSignedInUser(t, { username: 'nulltester' });
  });
  afterAll(() => t.close());

  it.each(cases)(
    '%s %s with %s answers 400 naming the field',
    async (method, path, body, field, signedIn) => {
      const res = await t.request(method, path, body, signedIn ? { cookie: user.cookie } : {});
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer.error).toBe('validation_failed');
      expect(answer.details.issues.map((i: { path: string }) => i.path)).toContain(field);
    },
  );
});
