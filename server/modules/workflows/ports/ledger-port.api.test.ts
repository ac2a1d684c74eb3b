/**
 * The AIZ port under concurrency: two processes continuing the same run (a stalled job picked up twice) pay a
 * key once, and cannot both pass the run's budget. Meaningful on PostgreSQL (AIZ_TEST_DB=postgres); PGlite
 * serialises the transactions anyway.
 */

import { randomUUID } from 'node:crypto';
import { workflowDocumentSchema } from '@common/workflow/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { aiz, ensureLedgerGenesis, ensureUserAccount, getUserBalance, transfer } from '../../../ledger';
import { createTestUsers } from '../../../ledger/testing';
import { createLogger } from '../../../lib/logger';
import { createOutboxTransport } from '../../../mail';
import { openTestDatabase } from '../../../test/database';
import { workflowLedgerPort } from './ledger-port';

describe('workflow ledger port', () => {
  let database: DatabaseHandle;
  let owner: string;
  let payee: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureLedgerGenesis(database.db);
    [owner, payee] = (await createTestUsers(database.db, 2)) as [string, string];
    await transfer(database.db, {
      idempotencyKey: 'test-fund-owner',
      from: 'system:issuance',
      to: await ensureUserAccount(database.db, owner),
      amount: aiz(100),
      kind: 'genesis',
      at: new Date(),
    });
  });
  afterAll(() => database.close());

  const portFor = (runId: string, budgetAiz: string) => {
    const log = createLogger('silent');
    const env = {
      db: database.db,
      now: () => new Date(),
      log,
      mail: createOutboxTransport(database.db, log),
    };
    const document = workflowDocumentSchema.parse({ nodes: [], edges: [], settings: { budgetAiz } });
    return workflowLedgerPort(
      env,
      {
        workflow: { id: randomUUID(), name: 'Pay', ownerId: owner },
        document,
        versionNumber: null,
        trigger: 'manual',
      },
      runId,
    );
  };
  /** createTestUsers names each user `u-` and the start of its id. */
  const payeeName = () => `u-${payee.slice(0, 12)}`;

  it('pays a key once when two processes run the same node at the same time', async () => {
    const runId = randomUUID();
    const before = await getUserBalance(database.db, payee);
    const request = { to: payeeName(), amount: '4', nodeId: 'pay' };
    const answers = await Promise.all([
      portFor(runId, '10').transfer(request, `wf:${runId}:pay:0:0`),
      portFor(runId, '10').transfer(request, `wf:${runId}:pay:0:0`),
    ]);
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0].transferId).toBe(answers[1].transferId);
    expect(await getUserBalance(database.db, payee)).toBe(before + aiz(4));
  });

  it("lets only one of two payments that each fit the budget, but not together, pass the run's budget", async () => {
    const runId = randomUUID();
    const before = await getUserBalance(database.db, payee);
    const request = { to: payeeName(), amount: '6', nodeId: 'pay' };
    const answers = await Promise.allSettled([
      portFor(runId, '10').transfer(request, `wf:${runId}:pay:0:0`),
      portFor(runId, '10').transfer(request, `wf:${runId}:pay:0:1`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toMatch(/over the workflow's budget of 10 AIZ/);
    expect(await getUserBalance(database.db, payee)).toBe(before + aiz(6));
  });
});
