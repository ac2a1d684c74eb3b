import { streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion, OFFLINE_LABEL, offlineProviderEntry } from '../../ai/offline';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { offlineContextFor } from './offline-context';

describe('offline skills on real data', () => {
  let t: TestApp;
  let ada: SignedInUser;
  const contextOf = (user: { id: string; username: string } | null) =>
    offlineContextFor({ db: t.database.db, user, now: t.deps.now });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await createSignedInUser(t, { username: 'ada', email: 'ada@example.com' });
  });
  afterAll(() => t.close());

  it("answers a new user's balance from the ledger: the 1000 AIZ signup bonus", async () => {
    const answer = await answerQuestion('how many AIZ do I have?', contextOf(ada.user));
    expect(answer.skill).toBe('balance');
    expect(answer.text).toMatch(/^ada, your balance is \*\*1000 AIZ\*\*/);
    expect(answer.text.endsWith(OFFLINE_LABEL)).toBe(true);
  });

  it('streams the same answer through the provider entry and streamText', async () => {
    const model = offlineProviderEntry(contextOf(ada.user)).languageModel();
    const result = streamText({ model, prompt: 'what is my balance' });
    expect(await result.text).toMatch(/^ada, your balance is \*\*1000 AIZ\*\*/);
  });

  it("follows the user's onboarding tour through the onboarding API", async () => {
    const context = contextOf(ada.user);
    const before = await answerQuestion('where am I in the tour?', context);
    expect(before.text).toMatch(/^You have not started the onboarding tour yet/);

    const headers = { cookie: ada.cookie };
    const init = await t.request(
      'POST',
      '/api/onboarding/initialize',
      { deviceType: 'desktop', userAgent: 'test' },
      headers,
    );
    expect(init.status).toBe(200);
    await t.request('PUT', '/api/onboarding/progress', { stepId: 'welcome', completed: true }, headers);
    await t.request('PUT', '/api/onboarding/progress', { stepId: 'marketplace', completed: false }, headers);

    const during = await answerQuestion('onboarding progress', context);
    expect(during.text).toMatch(
      /^You are at step 2 of 7, \*\*Marketplace\*\* \(\[\/marketplace\]\(\/marketplace\)\)/,
    );
    expect(during.text).toContain('1 of 7 steps completed');
  });

  it('tells a signed-out visitor how to sign in to see a balance', async () => {
    const answer = await answerQuestion('what is my balance', contextOf(null));
    expect(answer.text).toMatch(/^Your AIZ balance is shown once you are signed in/);
  });
});
