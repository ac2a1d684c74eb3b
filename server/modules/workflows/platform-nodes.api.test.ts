/**
 * The platform nodes over the API against a real database: the send-e-mail node (the outbox transport the
 * test app uses) and the AIZ transfer node (the ledger), sent and paid once however a run is resumed or
 * retried; budgets and balances; retrying a failed run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { workflowRuns } from '../../db/schema/workflows';
import type { RunRecord } from '../../engine/core';
import { aiz, getUserBalance, parseAiz, transfer, userAccountId } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { continueRun, documentOfRun } from './execution/runtime';
import { runEnvOf } from './runs/run-env';
import { line, node, saveDraft, workflowWith } from './testing/documents';
import { ownWorkflow } from './workflow-rows';

describe('platform nodes', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let cy: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'payer' });
    bob = await createSignedInUser(t, { username: 'bobpaid' });
    cy = await createSignedInUser(t, { username: 'cypaid' });
    await fund(ada, aiz(1000));
  });
  afterAll(() => t.close());

  let funding = 0;
  /** Adds AIZ to a user's account from issuance. */
  const fund = async (user: SignedInUser, amount: bigint) => {
    funding += 1;
    await transfer(t.database.db, {
      idempotencyKey: `test-fund-${funding}`,
      from: 'system:issuance',
      to: userAccountId(user.user.id),
      amount,
      kind: 'genesis',
      at: t.deps.now(),
    });
  };
  const balance = (user: SignedInUser) => getUserBalance(t.database.db, user.user.id);
  const run = async (id: string, input?: Record<string, unknown>) => {
    const res = await ada.request('POST', `/api/workflows/${id}/runs`, input ? { input } : {});
    expect(res.status).toBe(201);
    return res.json();
  };
  const retry = (id: string, runId: string) =>
    ada.request('POST', `/api/workflows/${id}/runs/${runId}/retry`);
  const mailTo = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

  describe('send e-mail', () => {
    it('sends one e-mail per item to every recipient, and the item says so', async () => {
      const id = await workflowWith(ada, {
        ...line([
          node('start', 'manual-trigger'),
          node('mail', 'send-email', {
            to: 'one@example.test, two@example.test',
            bcc: ['hidden@example.test'],
            subject: 'Hello {{ $json.who }}',
            text: 'Your order is ready.',
          }),
        ]),
      });
      const done = await run(id, { who: 'Ada' });
      expect(done.status).toBe('succeeded');
      const [sent] = await mailTo('one@example.test');
      expect(sent).toMatchObject({ subject: 'Hello Ada', text: 'Your order is ready.' });
      expect(await mailTo('two@example.test')).toHaveLength(1);
      expect(await mailTo('hidden@example.test')).toHaveLength(1);
      expect(done.result[0][0].json.email).toEqual({
        messageId: expect.stringMatching(/^<.+@.+>$/),
        replayed: false,
      });
    });

    it('does not send again when a run is resumed after the process died between the e-mail and its checkpoint', async () => {
      const id = await workflowWith(ada, {
        ...line([
          node('start', 'manual-trigger'),
          node('mail', 'send-email', { to: 'resumed@example.test', subject: 'Once', text: 'Only once.' }),
        ]),
      });
      const done = await run(id);
      expect(done.status).toBe('succeeded');
      // The checkpoint the run had after its trigger: the e-mail node still to run, as a crash leaves it.
      const trigger = done.steps[0];
      const cutOff: RunRecord = {
        id: done.id,
        status: 'running',
        steps: [],
        result: trigger.output,
        startedAt: Date.parse(done.startedAt),
        deadline: Date.parse(done.startedAt) + 60_000, // the engine runs on the system clock
        state: {
          stack: [{ nodeId: 'mail', inputs: trigger.output }],
          waiting: {},
          runCounts: { start: 1 },
          nodeState: {},
          lastOutputs: { start: trigger.output },
        },
      };
      await t.database.db.update(workflowRuns).set({ status: 'running' }).where(eq(workflowRuns.id, done.id));
      const workflow = await ownWorkflow(t.database.db, ada.user.id, id);
      const resumed = await continueRun(
        runEnvOf(t.deps),
        {
          workflow,
          document: await documentOfRun(t.database.db, workflow, null),
          versionNumber: null,
          trigger: 'manual',
        },
        cutOff,
      );
      expect(resumed.error).toBeUndefined();
      expect(resumed.status).toBe('succeeded');
      expect(resumed.result[0]?.[0]?.json.email).toEqual({
        messageId: done.result[0][0].json.email.messageId,
        replayed: true,
      });
      expect(await mailTo('resumed@example.test')).toHaveLength(1);
    });

    it('sends the e-mails of a retried node only for the items that had not been sent', async () => {
      const mailNode = (to: string) =>
        node('mail', 'send-email', { to, subject: 'Retry', text: 'Sent once per item.' });
      const start = node('start', 'manual-trigger');
      const split = node('split', 'split-out', { fieldToSplitOut: 'people' });
      const id = await workflowWith(ada, line([start, split, mailNode('{{ $json.people }}')]));
      const failed = await run(id, { people: ['first@example.test', 'not an address'] });
      expect(failed.status).toBe('failed');
      expect(failed.error.message).toMatch(/parameter "to.0" is invalid/);
      expect(await mailTo('first@example.test')).toHaveLength(1);

      await saveDraft(ada, id, line([start, split, mailNode('fixed@example.test')]));
      const res = await retry(id, failed.id);
      expect(res.status).toBe(200);
      const retried = await res.json();
      expect(retried.status).toBe('succeeded');
      expect(
        retried.result[0].map((i: { json: { email: { replayed: boolean } } }) => i.json.email.replayed),
      ).toEqual([true, false]);
      expect(await mailTo('first@example.test')).toHaveLength(1);
      expect(await mailTo('fixed@example.test')).toHaveLength(1);
    });
  });

  describe('AIZ transfer', () => {
    const pay = (to: string, amount: string) => node('pay', 'aiz-transfer', { to, amount, memo: 'thanks' });

    it('pays from the owner to the recipient once, and a retry after a later failure does not pay again', async () => {
      const start = node('start', 'manual-trigger');
      const stop = node('after', 'stop-and-error', { message: 'Something after the payment broke.' });
      const id = await workflowWith(ada, {
        ...line([start, pay('bobpaid', '12.5'), stop]),
        settings: { budgetAiz: '100' },
      });
      const [adaBefore, bobBefore] = [await balance(ada), await balance(bob)];

      const failed = await run(id);
      expect(failed.status).toBe('failed');
      expect(failed.error.message).toBe('Something after the payment broke.');
      expect(await balance(ada)).toBe(adaBefore - parseAiz('12.5'));
      expect(await balance(bob)).toBe(bobBefore + parseAiz('12.5'));

      // The person fixes the node that broke and retries: the run goes on from it.
      await saveDraft(ada, id, {
        ...line([start, pay('bobpaid', '12.5'), node('after', 'no-op')]),
        settings: { budgetAiz: '100' },
      });
      const retried = await (await retry(id, failed.id)).json();
      expect(retried.status).toBe('succeeded');
      expect(retried.result[0][0].json.transfer).toMatchObject({
        to: 'bobpaid',
        amount: '12.5',
        replayed: false,
      });
      expect(retried.steps.filter((s: { nodeId: string }) => s.nodeId === 'pay')).toHaveLength(1);
      expect(await balance(ada)).toBe(adaBefore - parseAiz('12.5'));
      expect(await balance(bob)).toBe(bobBefore + parseAiz('12.5'));
    });

    it('fails on a balance too low, moves nothing for that item, and pays the rest once when retried', async () => {
      const start = node('start', 'manual-trigger');
      const split = node('split', 'split-out', { fieldToSplitOut: 'payees' });
      const payEach = node('pay', 'aiz-transfer', { to: '{{ $json.to }}', amount: '{{ $json.amount }}' });
      const id = await workflowWith(ada, {
        ...line([start, split, payEach]),
        settings: { budgetAiz: '1000000' },
      });
      const [adaBefore, bobBefore, cyBefore] = [await balance(ada), await balance(bob), await balance(cy)];
      const big = (adaBefore / aiz(1) + 100n).toString();

      const failed = await run(id, {
        payees: [
          { to: 'bobpaid', amount: '3' },
          { to: 'cypaid', amount: big },
        ],
      });
      expect(failed.status).toBe('failed');
      expect(failed.error.message).toBe(`The workflow owner's balance is too low to pay ${big} AIZ.`);
      expect(await balance(bob)).toBe(bobBefore + aiz(3));
      expect(await balance(cy)).toBe(cyBefore);

      await fund(ada, aiz(1000));
      const retried = await (await retry(id, failed.id)).json();
      expect(retried.status).toBe('succeeded');
      expect(
        retried.result[0].map((i: { json: { transfer: { replayed: boolean } } }) => i.json.transfer.replayed),
      ).toEqual([true, false]);
      expect(await balance(bob)).toBe(bobBefore + aiz(3));
      expect(await balance(cy)).toBe(cyBefore + aiz(BigInt(big)));
      expect(await balance(ada)).toBe(adaBefore + aiz(1000) - aiz(3) - aiz(BigInt(big)));
    });

    it("refuses a payment that would pass the run's budget, after paying what fits", async () => {
      const start = node('start', 'manual-trigger');
      const split = node('split', 'split-out', { fieldToSplitOut: 'n' });
      const id = await workflowWith(ada, {
        ...line([start, split, pay('bobpaid', '3')]),
        settings: { budgetAiz: '5' },
      });
      const bobBefore = await balance(bob);
      const failed = await run(id, { n: [1, 2] });
      expect(failed.status).toBe('failed');
      expect(failed.error.message).toBe(
        "Paying 3 AIZ would bring this run's payments to 6 AIZ, over the workflow's budget of 5 AIZ.",
      );
      expect(await balance(bob)).toBe(bobBefore + aiz(3));
    });

    it('refuses to pay without a budget, to an unknown user and to the owner', async () => {
      const start = node('start', 'manual-trigger');
      const noBudget = await workflowWith(ada, line([start, pay('bobpaid', '1')]));
      expect((await run(noBudget)).error.message).toBe(
        'This workflow has no AIZ budget: set one in its settings before it can pay.',
      );
      const settings = { budgetAiz: '10' };
      const unknown = await workflowWith(ada, { ...line([start, pay('nobody-here', '1')]), settings });
      expect((await run(unknown)).error.message).toBe('There is no user named "nobody-here" to pay.');
      const self = await workflowWith(ada, { ...line([start, pay('payer', '1')]), settings });
      expect((await run(self)).error.message).toBe('The workflow cannot pay its own owner.');
    });
  });

  describe('retry', () => {
    it('answers 409 for a run that did not fail, and 404 for an unknown run', async () => {
      const id = await workflowWith(ada, line([node('start', 'manual-trigger')]));
      const done = await run(id);
      const res = await retry(id, done.id);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe('Only a run that failed can be retried.');
      expect((await retry(id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });

    it("answers 404 for another person's workflow", async () => {
      const id = await workflowWith(
        ada,
        line([node('start', 'manual-trigger'), node('x', 'stop-and-error')]),
      );
      const failed = await run(id);
      expect((await bob.request('POST', `/api/workflows/${id}/runs/${failed.id}/retry`)).status).toBe(404);
    });

    it('refuses a retry once the node the run stopped at is gone from the draft', async () => {
      const start = node('start', 'manual-trigger');
      const id = await workflowWith(ada, line([start, node('x', 'stop-and-error')]));
      const failed = await run(id);
      await saveDraft(ada, id, line([start]));
      const res = await retry(id, failed.id);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toMatch(/no longer in the workflow/);
    });
  });
});
