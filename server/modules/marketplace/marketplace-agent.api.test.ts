/**
 * A listing's hosted agent against the real app and database: listing the creator's own deployment (and
 * the refusals), the offer on cards and in search, access as a key scoped to that deployment (idempotent,
 * renewable), runs through that key charged the deployment's price with the platform's fee (once per
 * Idempotency-Key; 402 without funds), and "Try it" counting each person's and the creator's messages,
 * never past either, even when the messages arrive together.
 */
import { API_KEY_OUT_OF_SCOPE } from '@common/schemas/deployments';
import type { ListingCard } from '@common/schemas/marketplace';
import { TRIAL_BUDGET_SPENT, trialUsedMessage } from '@common/schemas/marketplace-agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, deploymentRuns } from '../../db/schema/deployments';
import { marketplaceInstalls, marketplaceListings, marketplaceTrials } from '../../db/schema/marketplace';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { aiz, auditLedger, getBalance, getUserBalance, SYSTEM_ACCOUNTS } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';

/** An agent without a model: it echoes the message (a trial's, a /v1 call's) or a REST input's `name`. */
const echo = {
  nodes: [
    node('start', 'manual-trigger'),
    node('answer', 'code', {
      jsCode: `const j = $input.first().json; return [{ text: 'Echo: ' + (j.message ?? j.name ?? '') }];`,
    }),
  ],
  edges: [edge('start', 'answer')],
  settings: {},
};

describe('marketplace hosted agents', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let agent: { workflowId: string; deployment: { id: string; slug: string } };
  let slug: string;

  async function deployed(user: SignedInUser, name: string, price: string) {
    const created = await (await user.request('POST', '/api/workflows', { name })).json();
    const saved = await user.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: echo,
      revision: 1,
    });
    expect(saved.status).toBe(200);
    expect((await user.request('POST', `/api/workflows/${created.id}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const res = await user.request('POST', '/api/deployments', { workflowId: created.id, price });
    expect(res.status).toBe(201);
    return { workflowId: created.id as string, deployment: await res.json() };
  }

  const listing = (workflowId: string, extra: Record<string, unknown>) => ({
    workflowId,
    title: 'Echo agent',
    summary: 'Answers every message with the message itself, for testing.',
    category: 'developer-tools',
    ...extra,
  });

  const run = (deploymentSlug: string, secret: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/run/${deploymentSlug}`, {
      method: 'POST',
      body: JSON.stringify({ input: { name: 'Bob' } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, ...headers },
    });

  const access = (user: SignedInUser, body: unknown = {}, headers: Record<string, string> = {}) =>
    user.request('POST', `/api/marketplace/listings/${slug}/access`, body, headers);
  const tryIt = (user: SignedInUser, message = 'hello') =>
    user.request('POST', `/api/marketplace/listings/${slug}/try`, { message });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'agentmaker' });
    bob = await createSignedInUser(t, { username: 'agentuser' });
    agent = await deployed(ada, 'Echo', '2');
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  it('lists the creator’s own deployment as a hosted agent, with its price per run and a trial', async () => {
    const res = await ada.request(
      'POST',
      '/api/marketplace/listings',
      listing(agent.workflowId, {
        offersCopy: false,
        deploymentId: agent.deployment.id,
        trialMessagesPerPerson: 3,
        trialBudget: 5,
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      offersCopy: false,
      price: '0',
      agent: {
        deployment: agent.deployment.slug,
        pricePerRun: '2',
        trialMessagesPerPerson: 3,
        trialOpen: true,
      },
      myAgent: { key: null, trialMessagesUsed: 0 },
    });
    slug = body.slug;
    // The price per run is the deployment's, read live: changing it changes the offer.
    await ada.request('PATCH', `/api/deployments/${agent.deployment.id}`, { price: '3' });
    expect(
      (await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json()).agent.pricePerRun,
    ).toBe('3');
    await ada.request('PATCH', `/api/deployments/${agent.deployment.id}`, { price: '2' });

    const search = async (query: string) =>
      (
        (await (await t.request('GET', `/api/marketplace/listings${query}`)).json()).listings as ListingCard[]
      ).map((l) => l.slug);
    expect(await search('?kind=agent')).toEqual([slug]);
    expect(await search('?kind=template')).not.toContain(slug);
    expect((await t.request('GET', '/api/marketplace/listings?kind=robot')).status).toBe(400);
    // An agent-only listing sells no copy.
    expect((await bob.request('POST', `/api/marketplace/listings/${slug}/get`)).status).toBe(409);
  });

  it('refuses a deployment that is not the creator’s, serves another workflow, or is paused, and a listing with no offer', async () => {
    const bobs = await deployed(bob, 'Bob echo', '1');
    const other = await deployed(ada, 'Other echo', '1');
    const mine = await (await ada.request('POST', '/api/workflows', { name: 'Unlisted' })).json();
    await ada.request('PUT', `/api/workflows/${mine.id}/draft`, { document: echo, revision: 1 });
    await ada.request('POST', `/api/workflows/${mine.id}/versions`, { note: 'v1' });

    const notMine = await ada.request(
      'POST',
      '/api/marketplace/listings',
      listing(mine.id, { deploymentId: bobs.deployment.id }),
    );
    expect(notMine.status).toBe(404);
    const wrongWorkflow = await ada.request(
      'POST',
      '/api/marketplace/listings',
      listing(mine.id, { deploymentId: other.deployment.id }),
    );
    expect(wrongWorkflow.status).toBe(409);
    expect((await wrongWorkflow.json()).message).toMatch(/serves another workflow/);

    await ada.request('PATCH', `/api/deployments/${other.deployment.id}`, { status: 'paused' });
    const paused = await ada.request(
      'POST',
      '/api/marketplace/listings',
      listing(other.workflowId, { deploymentId: other.deployment.id }),
    );
    expect(paused.status).toBe(409);
    const none = await ada.request(
      'POST',
      '/api/marketplace/listings',
      listing(mine.id, { offersCopy: false }),
    );
    expect(none.status).toBe(400);
    const trialWithoutAgent = await ada.request(
      'POST',
      '/api/marketplace/listings',
      listing(mine.id, { trialMessagesPerPerson: 2, trialBudget: 10 }),
    );
    expect(trialWithoutAgent.status).toBe(400);
    expect(
      (await db().select().from(marketplaceListings).where(eq(marketplaceListings.workflowId, mine.id)))
        .length,
    ).toBe(0);
  });

  const db = () => t.database.db;

  it('gives access as a key of the buyer’s scoped to the deployment; each run is charged its price with the fee, once per Idempotency-Key', async () => {
    const res = await access(bob, {}, { 'idempotency-key': 'access-1' });
    expect(res.status).toBe(201);
    const granted = await res.json();
    expect(granted).toMatchObject({
      deployment: agent.deployment.slug,
      pricePerRun: '2',
      replayed: false,
      urls: { rest: expect.stringMatching(new RegExp(`/api/run/${agent.deployment.slug}$`)) },
    });
    expect(granted.secret).toMatch(/^aiz_sk_/);
    const [key] = await db().select().from(apiKeys).where(eq(apiKeys.id, granted.key.id));
    expect(key).toMatchObject({ userId: bob.user.id, deploymentIds: [agent.deployment.id] });
    const [install] = await db()
      .select()
      .from(marketplaceInstalls)
      .where(eq(marketplaceInstalls.id, granted.installId));
    expect(install).toMatchObject({
      kind: 'agent',
      buyerId: bob.user.id,
      apiKeyId: granted.key.id,
      paidBaseUnits: '0',
    });

    // The same request again: the same install and key, no secret, no new key.
    const keysBefore = (await db().select().from(apiKeys).where(eq(apiKeys.userId, bob.user.id))).length;
    const again = await access(bob, {}, { 'idempotency-key': 'access-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      installId: granted.installId,
      key: granted.key,
      secret: null,
      replayed: true,
    });
    expect((await db().select().from(apiKeys).where(eq(apiKeys.userId, bob.user.id))).length).toBe(
      keysBefore,
    );
    // Another request while the key works: told so, nothing made.
    const held = await access(bob, {}, { 'idempotency-key': 'access-2' });
    expect(held.status).toBe(409);
    expect((await held.json()).message).toContain(granted.key.prefix);
    const page = await (await bob.request('GET', `/api/marketplace/listings/${slug}`)).json();
    expect(page.myAgent.key).toMatchObject({
      id: granted.key.id,
      prefix: granted.key.prefix,
      revoked: false,
    });

    const bobBefore = await getUserBalance(db(), bob.user.id);
    const adaBefore = await getUserBalance(db(), ada.user.id);
    const feesBefore = await getBalance(db(), SYSTEM_ACCOUNTS.platformFees.id).catch(() => 0n);
    const first = await run(agent.deployment.slug, granted.secret, { 'idempotency-key': 'run-1' });
    expect(first.status).toBe(200);
    const ran = await first.json();
    expect(ran).toMatchObject({ status: 'succeeded', output: { text: 'Echo: Bob' }, charged: '2' });
    const retried = await run(agent.deployment.slug, granted.secret, { 'idempotency-key': 'run-1' });
    expect((await retried.json()).runId).toBe(ran.runId);
    expect(bobBefore - (await getUserBalance(db(), bob.user.id))).toBe(aiz(2));
    expect((await getUserBalance(db(), ada.user.id)) - adaBefore).toBe((aiz(2) * 95n) / 100n);
    expect((await getBalance(db(), SYSTEM_ACCOUNTS.platformFees.id)) - feesBefore).toBe((aiz(2) * 5n) / 100n);

    // /v1 lists it as the key's one model.
    const models = await t.app.request('/v1/models', {
      headers: { authorization: `Bearer ${granted.secret}` },
    });
    expect((await models.json()).data.map((m: { id: string }) => m.id)).toEqual([agent.deployment.slug]);
    // The key calls that deployment only.
    const another = await deployed(ada, 'Another echo', '0');
    const outOfScope = await run(another.deployment.slug, granted.secret);
    expect(outOfScope.status).toBe(403);
    expect((await outOfScope.json()).message).toBe(API_KEY_OUT_OF_SCOPE);

    // A buyer who cannot pay gets the deployments' 402, and nothing runs.
    await ada.request('PATCH', `/api/deployments/${agent.deployment.id}`, { price: '5000' });
    const runsBefore = (
      await db().select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, agent.deployment.id))
    ).length;
    const refused = await run(agent.deployment.slug, granted.secret);
    expect(refused.status).toBe(402);
    expect((await refused.json()).message).toMatch(
      /^This deployment costs 5000 AIZ per run and your balance is/,
    );
    expect(
      (await db().select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, agent.deployment.id)))
        .length,
    ).toBe(runsBefore);
    await ada.request('PATCH', `/api/deployments/${agent.deployment.id}`, { price: '2' });
    expect((await auditLedger(db())).violations).toBe(0);

    // A new key replaces the old one, which stops working; the install stays one.
    const renewed = await access(bob, { renew: true }, { 'idempotency-key': 'access-3' });
    expect(renewed.status).toBe(201);
    const second = await renewed.json();
    expect(second.installId).toBe(granted.installId);
    expect(second.secret).not.toBe(granted.secret);
    expect((await run(agent.deployment.slug, granted.secret)).status).toBe(401);
    expect((await run(agent.deployment.slug, second.secret)).status).toBe(200);
    const installs = await db()
      .select()
      .from(marketplaceInstalls)
      .where(eq(marketplaceInstalls.buyerId, bob.user.id));
    expect(installs.filter((i) => i.kind === 'agent')).toHaveLength(1);
    // The renewing request again: that same key, no new one.
    const renewedAgain = await access(bob, {}, { 'idempotency-key': 'access-3' });
    expect(renewedAgain.status).toBe(200);
    expect((await renewedAgain.json()).key).toEqual(second.key);
    // An Idempotency-Key of this access used to get a copy is a mistake, said as such.
    expect(
      (
        await bob.request('POST', '/api/marketplace/listings/x-y-z/get', undefined, {
          'idempotency-key': 'access-3',
        })
      ).status,
    ).toBe(409);
  });

  it('counts the free messages of Try it and refuses past the person’s allowance, run as the creator’s free call', async () => {
    const carol = await createSignedInUser(t, { username: 'trier' });
    const carolBefore = await getUserBalance(db(), carol.user.id);
    const adaBefore = await getUserBalance(db(), ada.user.id);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await tryIt(carol, `hello ${i}`);
      expect(res.status).toBe(200);
      answers.push(await res.json());
    }
    expect(answers.map((a) => [a.text, a.messagesLeft])).toEqual([
      ['Echo: hello 0', 2],
      ['Echo: hello 1', 1],
      ['Echo: hello 2', 0],
    ]);
    const fourth = await tryIt(carol);
    expect(fourth.status).toBe(402);
    expect((await fourth.json()).message).toBe(trialUsedMessage(3));
    expect(trialUsedMessage(3)).toBe('You have used your 3 free messages. Use the hosted agent to go on.');
    // Nobody paid: the runs were the creator's own.
    expect(await getUserBalance(db(), carol.user.id)).toBe(carolBefore);
    expect(await getUserBalance(db(), ada.user.id)).toBe(adaBefore);
    const [row] = await db().select().from(deploymentRuns).where(eq(deploymentRuns.runId, answers[0].runId));
    expect(row).toMatchObject({ callerId: ada.user.id, chargedBaseUnits: '0', apiKeyId: null });
    const [listed] = await db().select().from(marketplaceListings).where(eq(marketplaceListings.slug, slug));
    expect(listed!.trialMessagesLeft).toBe(2);
    expect((await (await carol.request('GET', `/api/marketplace/listings/${slug}`)).json()).myAgent).toEqual({
      key: null,
      trialMessagesUsed: 3,
    });
    expect((await t.request('POST', `/api/marketplace/listings/${slug}/try`, { message: 'hi' })).status).toBe(
      401,
    );
    expect((await tryIt(carol, '')).status).toBe(400);
  });

  it('never spends past the creator’s budget when messages arrive together', async () => {
    // 2 messages are left in the budget; 4 people send 3 each, at once.
    const people = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createSignedInUser(t, { username: `racer${i}` })),
    );
    const answers = await Promise.all(people.flatMap((p) => [tryIt(p), tryIt(p), tryIt(p)]));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const refusal = await answers.find((r) => r.status === 409)!.json();
    expect(refusal.message).toBe(TRIAL_BUDGET_SPENT);
    const [listed] = await db().select().from(marketplaceListings).where(eq(marketplaceListings.slug, slug));
    expect(listed!.trialMessagesLeft).toBe(0);
    const trials = await db()
      .select()
      .from(marketplaceTrials)
      .where(eq(marketplaceTrials.listingId, listed!.id));
    expect(trials.reduce((sum, r) => sum + r.messagesUsed, 0)).toBe(5);
    expect((await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json()).agent.trialOpen).toBe(
      false,
    );
  });
});
