/** The execute-workflow node against a real database: child runs, their link to the parent, and the limits. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRuns } from '../../../db/schema/workflows';
import { aiz, getUserBalance } from '../../../ledger';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createWorkflow, line, node, saveDraft, workflowWith } from '../testing/documents';
import { MAX_SUB_WORKFLOW_DEPTH } from './sub-workflow-port';

describe('execute-workflow', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'parentowner' });
    bob = await createSignedInUser(t, { username: 'otherowner' });
  });
  afterAll(() => t.close());

  const start = node('start', 'manual-trigger');
  const call = (workflowId: string, more: Record<string, unknown> = {}) =>
    node('call', 'execute-workflow', { workflowId, source: 'draft', ...more });
  /** A child that counts the items it was given. */
  const counter = () =>
    workflowWith(
      ada,
      line([
        start,
        node('count', 'summarize', { fieldsToSummarize: { values: [{ field: 'n', aggregation: 'count' }] } }),
      ]),
    );
  const run = async (user: SignedInUser, id: string, input?: Record<string, unknown>) => {
    const res = await user.request('POST', `/api/workflows/${id}/runs`, input ? { input } : {});
    expect(res.status).toBe(201);
    return res.json();
  };
  const childrenOf = (runId: string) =>
    t.database.db.select().from(workflowRuns).where(eq(workflowRuns.parentRunId, runId));

  it("runs the child with the items and continues with the child's last items; the child run links to its parent", async () => {
    const child = await counter();
    const parent = await workflowWith(
      ada,
      line([start, node('split', 'split-out', { fieldToSplitOut: 'n' }), call(child)]),
    );
    const done = await run(ada, parent, { n: [1, 2, 3] });
    expect(done.status).toBe('succeeded');
    expect(done.result).toEqual([[{ json: { count_n: 3 } }]]);
    const [childRun] = await childrenOf(done.id);
    expect(childRun).toMatchObject({ workflowId: child, trigger: 'sub-workflow', status: 'succeeded' });
    const shown = await (await ada.request('GET', `/api/workflows/${child}/runs/${childRun?.id}`)).json();
    expect(shown.parentRunId).toBe(done.id);
  });

  it('runs the latest published version unless told to run the draft', async () => {
    const child = await counter();
    const parent = await workflowWith(ada, line([start, call(child, { source: 'published' })]));
    const unpublished = await run(ada, parent, { n: 1 });
    expect(unpublished.status).toBe('failed');
    expect(unpublished.error.message).toBe(
      'Workflow "Test workflow" has no published version: publish it, or run its draft.',
    );
    expect((await ada.request('POST', `/api/workflows/${child}/versions`, { note: 'v1' })).status).toBe(201);
    const done = await run(ada, parent, { n: 1 });
    expect(done.status).toBe('succeeded');
    const [childRun] = await childrenOf(done.id);
    expect(childRun?.versionNumber).toBe(1);
  });

  it("refuses another person's workflow as if it did not exist", async () => {
    const bobs = await workflowWith(bob, line([start]));
    const parent = await workflowWith(ada, line([start, call(bobs)]));
    const failed = await run(ada, parent);
    expect(failed.status).toBe('failed');
    expect(failed.error.message).toBe(`There is no workflow "${bobs}" of yours to run.`);
    expect(await childrenOf(failed.id)).toEqual([]);
  });

  it("fails with the child's error when the child fails", async () => {
    const child = await workflowWith(
      ada,
      line([start, node('boom', 'stop-and-error', { message: 'No stock.' })]),
    );
    const parent = await workflowWith(ada, line([start, call(child)]));
    const failed = await run(ada, parent);
    expect(failed.error.message).toBe('Workflow "Test workflow" failed: No stock.');
  });

  it('retries the failed child of a retried parent instead of starting another, so the child pays once', async () => {
    const pay = node('pay', 'aiz-transfer', { to: 'otherowner', amount: '2' });
    const settings = { budgetAiz: '10' };
    const child = await workflowWith(ada, {
      ...line([start, pay, node('after', 'stop-and-error', { message: 'Broke after paying.' })]),
      settings,
    });
    const parent = await workflowWith(ada, line([start, call(child)]));
    const bobBefore = await getUserBalance(t.database.db, bob.user.id);
    const failed = await run(ada, parent);
    expect(failed.error.message).toBe('Workflow "Test workflow" failed: Broke after paying.');
    expect(await getUserBalance(t.database.db, bob.user.id)).toBe(bobBefore + aiz(2));

    await saveDraft(ada, child, { ...line([start, pay, node('after', 'no-op')]), settings });
    const res = await ada.request('POST', `/api/workflows/${parent}/runs/${failed.id}/retry`);
    const retried = await res.json();
    expect(retried.status).toBe('succeeded');
    expect(retried.result[0][0].json.transfer).toMatchObject({ to: 'otherowner', amount: '2' });
    expect(await childrenOf(failed.id)).toHaveLength(1);
    expect(await getUserBalance(t.database.db, bob.user.id)).toBe(bobBefore + aiz(2));
  });

  it('refuses a workflow that would run itself, directly or through another', async () => {
    const a = await createWorkflow(ada);
    const b = await createWorkflow(ada);
    await saveDraft(ada, a, line([start, call(b)]));
    await saveDraft(ada, b, line([start, call(a)]));
    const failed = await run(ada, a);
    expect(failed.status).toBe('failed');
    expect(failed.error.message).toBe(
      'Workflow "Test workflow" failed: A workflow cannot run itself, directly or through the workflows it runs.',
    );
  });

  it(`stops a chain of workflows deeper than ${MAX_SUB_WORKFLOW_DEPTH}`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= MAX_SUB_WORKFLOW_DEPTH; i += 1) ids.push(await createWorkflow(ada));
    for (const [i, id] of ids.entries()) {
      const next = ids[i + 1];
      await saveDraft(ada, id, line(next ? [start, call(next)] : [start]));
    }
    const failed = await run(ada, ids[0]!);
    expect(failed.status).toBe('failed');
    expect(failed.error.message).toMatch(
      new RegExp(`Workflows may run one another at most ${MAX_SUB_WORKFLOW_DEPTH} deep\\.$`),
    );
    // The chain got as deep as allowed, and no deeper.
    let depth = 0;
    let runId: string = failed.id;
    for (;;) {
      const [child] = await childrenOf(runId);
      if (!child) break;
      depth += 1;
      runId = child.id;
    }
    expect(depth).toBe(MAX_SUB_WORKFLOW_DEPTH - 1);
  });

  it('passes the items on with the child run id when it does not wait, and the child runs on its own', async () => {
    const child = await counter();
    const parent = await workflowWith(ada, line([start, call(child, { waitForCompletion: false })]));
    const done = await run(ada, parent, { n: 1 });
    expect(done.status).toBe('succeeded');
    const { subWorkflow } = done.result[0][0].json;
    expect(subWorkflow).toEqual({ runId: expect.any(String), status: 'running' });
    let status = 'running';
    while (status === 'running') {
      const res = await ada.request('GET', `/api/workflows/${child}/runs/${subWorkflow.runId}`);
      status = res.status === 404 ? 'running' : (await res.json()).status;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe('succeeded');
    const [childRun] = await childrenOf(done.id);
    expect(childRun?.id).toBe(subWorkflow.runId);
  });

  it('fails the calling node when the child stops to wait', async () => {
    const child = await workflowWith(ada, line([start, node('ok', 'approval')]));
    const parent = await workflowWith(ada, line([start, call(child)]));
    const failed = await run(ada, parent);
    expect(failed.status).toBe('failed');
    expect(failed.error.message).toMatch(
      /^Workflow "Test workflow" stopped to wait \(run .+\); a calling workflow does not wait for it/,
    );
  });
});
