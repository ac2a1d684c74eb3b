/**
 * The board at size: 5,000 deals in one pipeline come back in two queries (the pipeline with its stages,
 * then every card in one joined select), never one per card, with the columns' sums right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { solarLeads } from '../../../db/schema/solar';
import { crmContacts, crmDeals } from '../../../db/schema/solar-crm';
import { createSignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { scaled } from '../../../test/time';
import { accessFor } from './access';
import { getBoard } from './list-deals';
import { listPipelines } from './pipelines';
import { crmCtx } from './testing';
import { ensureWorkspace } from './workspace';

const DEALS = 5_000;

describe('CRM board with 5,000 deals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
  });
  afterAll(() => t.close());

  // Writing 5,000 deals into PGlite takes most of this test's time on a shared machine.
  it('answers in two queries with every card and the right sums', { timeout: scaled(180_000) }, async () => {
    const owner = await createSignedInUser(t, { username: 'crm-board-owner' });
    const ownerId = owner.user.id;
    const ctx = crmCtx(t);
    await ensureWorkspace(ctx, ownerId);
    const [pipeline] = await listPipelines(ctx.db, ownerId);
    const stages = pipeline!.stages;
    const now = t.deps.now();
    const [lead] = await ctx.db
      .insert(solarLeads)
      .values({ ownerId, conversationId: 'board', score: 77, createdAt: now, updatedAt: now })
      .returning({ id: solarLeads.id });
    for (let start = 0; start < DEALS; start += 1_000) {
      const contacts = await ctx.db
        .insert(crmContacts)
        .values(
          Array.from({ length: 1_000 }, (_, i) => ({
            ownerId,
            name: `Board contact ${start + i}`,
            source: 'import' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: crmContacts.id });
      await ctx.db.insert(crmDeals).values(
        contacts.map((c, i) => {
          const n = start + i;
          const stage = stages[n % stages.length]!;
          return {
            ownerId,
            pipelineId: pipeline!.id,
            stageId: stage.id,
            contactId: c.id,
            leadId: n === 0 ? lead!.id : null,
            title: `Deal ${n}`,
            valueCents: 100 * (n + 1),
            status: stage.kind,
            stageEnteredAt: now,
            lastActivityAt: now,
            createdAt: now,
            updatedAt: now,
          };
        }),
      );
    }

    let queries = 0;
    const counted = new Proxy(ctx.db, {
      get(target, key, receiver) {
        if (key === 'select' || key === 'execute' || key === 'transaction') queries += 1;
        return Reflect.get(target, key, receiver);
      },
    }) as Database;
    const board = await getBoard(
      { ...ctx, db: counted },
      accessFor(ownerId, ownerId, 'manager'),
      pipeline!.id,
    );
    expect(queries).toBe(2);

    expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(DEALS);
    expect(board.columns.reduce((n, c) => n + c.deals.length, 0)).toBe(DEALS);
    // Stage k holds deals n ≡ k (mod 7), valued 100 × (n + 1) cents.
    for (const [k, column] of board.columns.entries()) {
      const values = Array.from({ length: DEALS }, (_, n) => n)
        .filter((n) => n % stages.length === k)
        .map((n) => 100 * (n + 1));
      const sum = values.reduce((a, b) => a + b, 0);
      expect(column.valueCents).toBe(sum);
      expect(column.weightedCents).toBe(Math.round((sum * stages[k]!.probability) / 100));
    }
    const scored = board.columns.flatMap((c) => c.deals).find((d) => d.title === 'Deal 0');
    expect(scored?.leadScore).toBe(77);

    const res = await owner.request('GET', `/api/solar/crm/board?pipelineId=${pipeline!.id}`);
    expect(res.status).toBe(200);
  });
});
