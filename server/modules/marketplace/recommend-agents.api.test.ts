/**
 * The assistant recommends real listings: asking for a customer support agent brings the card of a listed
 * support listing, with its figures from real rows and nothing made up, and never a hidden listing (hiding
 * and restoring shows in the next answer); a question no listing fits brings no card.
 */

import { randomUUID } from 'node:crypto';
import type { RecommendedAgent } from '@common/schemas/assistant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { marketplaceListings } from '../../db/schema/marketplace';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { aChatRequest } from '../../test/payloads';

describe('recommended agents in the assistant', () => {
  let t: TestApp;
  let ada: SignedInUser;

  async function list(
    title: string,
    fields: { summary: string; category: string; tags?: string[]; price?: string },
  ): Promise<{ workflowId: string; slug: string }> {
    const created = await ada.request('POST', '/api/agents', { name: title, starters: ['Hello?'] });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
    const listed = await ada.request('POST', '/api/marketplace/listings', {
      workflowId: id,
      title,
      ...fields,
    });
    expect(listed.status).toBe(201);
    return { workflowId: id, slug: (await listed.json()).slug };
  }

  const setStatus = (slug: string, status: 'listed' | 'hidden') =>
    t.database.db.update(marketplaceListings).set({ status }).where(eq(marketplaceListings.slug, slug));

  async function recommended(question: string): Promise<RecommendedAgent[]> {
    const res = await t.request('POST', '/api/ai/enhanced/chat', aChatRequest(question));
    expect(res.status).toBe(200);
    return (await res.json()).recommendedAgents;
  }

  let support: { workflowId: string; slug: string };
  let triage: { workflowId: string; slug: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'agent-maker' });
    support = await list('Support desk agent', {
      summary: 'Answers customer questions from your help centre and drafts replies.',
      category: 'customer-support',
      tags: ['helpdesk', 'tickets'],
      price: '5',
    });
    triage = await list('Customer support triage', {
      summary: 'Sorts incoming support tickets by urgency for your customer team.',
      category: 'customer-support',
    });
    await setStatus(triage.slug, 'hidden');
    await list('Invoice reader', {
      summary: 'Reads supplier invoices into rows of a spreadsheet.',
      category: 'data',
      tags: ['finance'],
    });
    // Twelve calls of the support agent's deployment: ten succeeded, two failed; three rated, two up.
    const deployed = await ada.request('POST', '/api/deployments', { workflowId: support.workflowId });
    expect(deployed.status).toBe(201);
    const deploymentId = (await deployed.json()).id as string;
    await t.database.db.insert(deploymentRuns).values(
      Array.from({ length: 12 }, (_, i) => ({
        runId: randomUUID(),
        deploymentId,
        versionNumber: 1,
        surface: 'chat' as const,
        status: i < 10 ? ('succeeded' as const) : ('failed' as const),
        durationMs: 1000 + i * 100,
        rating: i < 2 ? 1 : i === 2 ? -1 : null,
        startedAt: new Date(t.clock.now - 3_600_000),
      })),
    );
  });
  afterAll(() => t.close());

  it('recommends the listed support listing, with real figures and why, and not the hidden one', async () => {
    const agents = await recommended('I need a customer support agent');
    expect(agents.map((a) => a.slug)).toEqual([support.slug]);
    expect(agents[0]).toEqual({
      id: expect.any(String),
      slug: support.slug,
      name: 'Support desk agent',
      category: 'Customer support',
      rating: null,
      totalSales: 0,
      description: 'Answers customer questions from your help centre and drafts replies.',
      // The median of 1,000 … 2,100 ms; 2 of 3 rated answers up; no evaluation set, so no accuracy.
      performance: { accuracy: null, speed: 1550, satisfaction: 67 },
      achievements: ['12 runs in 30 days'],
      valueProposition:
        'Your own copy for 5 AIZ, yours to run and change. Its creator’s deployment answered in 1.6 s (median, last 30 days).',
      recommendationReason: expect.stringMatching(
        /^You mentioned “customer” and “support”, which match its .*; it is listed under Customer support\.$/,
      ),
      creator: { name: 'agent-maker', avatar: null },
      price: 5,
    });
  });

  it('follows hiding and restoring at once, and the stream carries the cards too', async () => {
    await setStatus(support.slug, 'hidden');
    await setStatus(triage.slug, 'listed');
    expect((await recommended('I need a customer support agent')).map((a) => a.slug)).toEqual([triage.slug]);
    await setStatus(support.slug, 'listed');
    await setStatus(triage.slug, 'hidden');

    const res = await t.request(
      'POST',
      '/api/ai/enhanced/chat/stream',
      aChatRequest('Any agent for helpdesk tickets?'),
    );
    const done = (await res.text()).split('\n\n').find((block) => block.startsWith('event: done'));
    const data = JSON.parse(
      done!
        .split('\n')
        .find((l) => l.startsWith('data: '))!
        .slice(6),
    );
    expect(data.recommendedAgents.map((a: RecommendedAgent) => a.slug)).toEqual([support.slug]);
  });

  it('recommends nothing when no listing fits the question', async () => {
    expect(await recommended('How do I stake AIZ?')).toEqual([]);
    expect(await recommended('Recommend me a good agent')).toEqual([]);
  });
});
