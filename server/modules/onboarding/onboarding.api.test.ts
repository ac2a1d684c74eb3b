import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { anOnboardingStart } from '../../test/payloads';
import { ONBOARDING_WRITE_LIMIT } from './routes';
import { ONBOARDING_STEPS } from './steps';

const ids = [...ONBOARDING_STEPS].sort((a, b) => a.order - b.order).map((s) => s.id);
const total = ids.length;
const pct = (n: number) => Math.round((n / total) * 100);

describe('onboarding API', () => {
  let t: TestApp;
  let n = 0;
  /** A fresh signed-up user; `call` sends its bearer token, `cookieCall` its session cookie. */
  async function newUser() {
    n += 1;
    const signed = await createSignedInUser(t, { username: `tour${n}`, email: `tour${n}@example.com` });
    const call = (method: string, path: string, body?: unknown) =>
      t.request(method, `/api/onboarding${path}`, body, { authorization: `Bearer ${signed.token}` });
    const cookieCall = (method: string, path: string, body?: unknown) =>
      t.request(method, `/api/onboarding${path}`, body, { cookie: signed.cookie });
    return { ...signed, call, cookieCall };
  }
  const init = anOnboardingStart();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses every call when signed out', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/status'],
      ['POST', '/initialize', init],
      ['PUT', '/progress', { stepId: 'welcome', completed: true }],
      ['POST', '/skip', { reason: 'x' }],
      ['POST', '/restart'],
      ['PUT', '/preferences', { preferences: {} }],
      ['POST', '/complete'],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method, `/api/onboarding${path}`, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).error).toBe('unauthorized');
    }
    const bad = await t.request('GET', '/api/onboarding/status', undefined, { authorization: 'Bearer nope' });
    expect(bad.status).toBe(401);
  });

  it('answers 404 before initialise, then initialises at the first step (idempotently)', async () => {
    const u = await newUser();
    const before = await u.call('GET', '/status');
    expect(before.status).toBe(404);
    expect((await before.json()).error).toBe('not_found');

    const res = await u.call('POST', '/initialize', { deviceType: 'mobile', userAgent: 'Phone/1.0' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(ids);
    for (const step of body.steps) {
      expect(Object.keys(step).sort()).toEqual(['description', 'id', 'order', 'route', 'target', 'title']);
    }
    expect(body.progress).toMatchObject({
      is_completed: false,
      skipped: false,
      preferences: {},
      currentStepId: ids[0],
      completedSteps: [],
      deviceType: 'mobile',
      startedAt: '2026-01-01T00:00:00.000Z',
    });

    await u.call('PUT', '/progress', { stepId: ids[0], completed: true });
    const again = await u.call('POST', '/initialize', { deviceType: 'desktop', userAgent: 'other' });
    expect(again.status).toBe(200);
    const kept = (await again.json()).progress;
    expect(kept.deviceType).toBe('mobile');
    expect(kept.completedSteps).toEqual([ids[0]]);

    const status = await u.call('GET', '/status');
    expect(status.status).toBe(200);
    const s = await status.json();
    expect(s.currentStep.id).toBe(ids[0]);
    expect(s.progressPercentage).toBe(pct(1));
    expect(s.steps).toHaveLength(total);
  });

  it('works with the session cookie as well as the bearer token, for that user only', async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await a.cookieCall('POST', '/initialize', init)).status).toBe(200);
    expect((await a.call('GET', '/status')).status).toBe(200);
    expect((await b.cookieCall('GET', '/status')).status).toBe(404);
  });

  it('records steps: next step, completion and percentage', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);

    const moved = await u.call('PUT', '/progress', { stepId: ids[1], completed: false });
    expect(moved.status).toBe(200);
    const m = await moved.json();
    expect(m.progress.currentStepId).toBe(ids[1]);
    // How far through the tour: the step passed on the way counts (the bar read 0% on every step walked
    // with Next when only completions counted).
    expect(m.progressPercentage).toBe(pct(1));
    expect(m.nextStep.id).toBe(ids[2]);

    const done = await (await u.call('PUT', '/progress', { stepId: ids[1], completed: true })).json();
    expect(done.progress.completedSteps).toEqual([ids[1]]);
    expect(done.progressPercentage).toBe(pct(2));

    // Completing twice counts once; going back (not completed) keeps the completion.
    await u.call('PUT', '/progress', { stepId: ids[1], completed: true });
    const back = await (await u.call('PUT', '/progress', { stepId: ids[0], completed: false })).json();
    expect(back.progress.completedSteps).toEqual([ids[1]]);
    expect(back.progress.currentStepId).toBe(ids[0]);
    expect(back.nextStep.id).toBe(ids[1]);
    expect(back.progressPercentage).toBe(pct(1));

    const last = await (await u.call('PUT', '/progress', { stepId: ids[total - 1], completed: true })).json();
    expect(last.nextStep).toBeNull();
    expect(last.progressPercentage).toBe(100);
    expect(last.progress.is_completed).toBe(false);
  });

  it('keeps every completion when two requests race', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);
    await Promise.all(ids.map((stepId) => u.call('PUT', '/progress', { stepId, completed: true })));
    const s = await (await u.call('GET', '/status')).json();
    expect([...s.progress.completedSteps].sort()).toEqual([...ids].sort());
    expect(s.progressPercentage).toBe(100);
  });

  it('refuses unknown steps and invalid bodies with a clear message', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);
    const unknown = await u.call('PUT', '/progress', { stepId: 'nope', completed: true });
    expect(unknown.status).toBe(400);
    const body = await unknown.json();
    expect(body.message).toContain('Unknown onboarding step "nope"');
    expect(body.message).toContain(ids[0]);

    const missing = await u.call('PUT', '/progress', { stepId: ids[0] });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/completed/);

    const device = await u.call('POST', '/initialize', { deviceType: 'watch', userAgent: 'x' });
    expect(device.status).toBe(400);
    expect((await device.json()).message).toMatch(/deviceType/);

    const notJson = await u.call('PUT', '/progress', 'not json');
    expect(notJson.status).toBe(400);
  });

  it('answers 404 to writes before initialise (restart excepted)', async () => {
    const u = await newUser();
    for (const [method, path, body] of [
      ['PUT', '/progress', { stepId: ids[0], completed: true }],
      ['POST', '/skip', { reason: 'x' }],
      ['PUT', '/preferences', { preferences: { a: 1 } }],
      ['POST', '/complete', undefined],
    ] as const) {
      expect((await u.call(method, path, body)).status, path).toBe(404);
    }
  });

  it('skips with a reason', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);
    t.clock.advance(1000);
    const res = await u.call('POST', '/skip', { reason: '  Not now  ' });
    expect(res.status).toBe(200);
    const { progress } = await res.json();
    expect(progress).toMatchObject({ skipped: true, is_completed: false, skipReason: 'Not now' });
    const s = await (await u.call('GET', '/status')).json();
    expect(s.progress.skipped).toBe(true);
    expect((await u.call('POST', '/skip', {})).status).toBe(200);
  });

  it('restarts at the first step, 0 %, not skipped, not completed', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);
    await u.call('PUT', '/progress', { stepId: ids[2], completed: true });
    await u.call('PUT', '/preferences', { preferences: { dimPage: false } });
    await u.call('POST', '/complete');
    await u.call('POST', '/skip', { reason: 'x' });
    const res = await u.call('POST', '/restart');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.steps).toHaveLength(total);
    expect(body.progress).toMatchObject({
      currentStepId: ids[0],
      completedSteps: [],
      is_completed: false,
      skipped: false,
      skipReason: null,
      completedAt: null,
      preferences: { dimPage: false },
    });
    const s = await (await u.call('GET', '/status')).json();
    expect(s.progressPercentage).toBe(0);
    expect(s.currentStep.id).toBe(ids[0]);
  });

  it('restart starts the tour for a user who never initialised', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/restart');
    expect(res.status).toBe(200);
    expect((await res.json()).progress.currentStepId).toBe(ids[0]);
    expect((await u.call('GET', '/status')).status).toBe(200);
  });

  it('replaces preferences, within a size bound', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);
    const res = await u.call('PUT', '/preferences', { preferences: { dimPage: false, pace: 'slow' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ preferences: { dimPage: false, pace: 'slow' } });
    const replaced = await (await u.call('PUT', '/preferences', { preferences: { dimPage: true } })).json();
    expect(replaced.preferences).toEqual({ dimPage: true });
    expect((await (await u.call('GET', '/status')).json()).progress.preferences).toEqual({ dimPage: true });

    const big = await u.call('PUT', '/preferences', { preferences: { blob: 'x'.repeat(5000) } });
    expect(big.status).toBe(400);
    expect((await big.json()).message).toMatch(/too large/);
    const notObject = await u.call('PUT', '/preferences', { preferences: ['a'] });
    expect(notObject.status).toBe(400);
  });

  it('completes: every step done, 100 %', async () => {
    const u = await newUser();
    await u.call('POST', '/initialize', init);
    t.clock.advance(60_000);
    const res = await u.call('POST', '/complete');
    expect(res.status).toBe(200);
    const { progress } = await res.json();
    expect(progress.is_completed).toBe(true);
    expect(progress.completedSteps).toEqual(ids);
    expect(progress.completedAt).not.toBeNull();
    const s = await (await u.call('GET', '/status')).json();
    expect(s.progressPercentage).toBe(100);
    expect(s.currentStep.id).toBe(ids[total - 1]);
  });

  it('rate limits writes per user', async () => {
    const u = await newUser();
    const other = await newUser();
    await u.call('POST', '/initialize', init);
    let last: Response | undefined;
    for (let i = 0; i <= ONBOARDING_WRITE_LIMIT.limit; i++) {
      last = await u.call('PUT', '/progress', { stepId: ids[0], completed: false });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reads and other users are not affected.
    expect((await u.call('GET', '/status')).status).toBe(200);
    expect((await other.call('POST', '/initialize', init)).status).toBe(200);
    t.clock.advance(ONBOARDING_WRITE_LIMIT.windowMs);
    expect((await u.call('PUT', '/progress', { stepId: ids[0], completed: false })).status).toBe(200);
  });
});
