/** Approval links over the API: the e-mail, reading and deciding by link, and every way a link stops working. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../../engine/nodes/code/shared-pool';
import { latestOutboxMail } from '../../../mail';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createWorkflowTimers } from '../execution/timers';
import { createApprovalToken } from '../runs/approval-tokens';
import { runEnvOf } from '../runs/run-env';

const node = (id: string, type: string, name: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters,
});
const edge = (id: string, source: string, target: string, sourceOutput = 0) => ({
  id,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

const DAY = 24 * 60 * 60_000;

describe('approval links', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let mailbox = 0;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    owner = await createSignedInUser(t, { username: 'approvalowner' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  /** Fresh approvers per test, so each reads only its own mail. */
  const approvers = () => {
    mailbox += 1;
    return [`ann${mailbox}@example.com`, `bob${mailbox}@example.com`] as const;
  };

  const workflowWith = async (nodes: unknown[], edges: unknown[], name = 'Pay invoices') => {
    const created = await (await owner.request('POST', '/api/workflows', { name })).json();
    const saved = await owner.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: { nodes, edges, settings: {} },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    return created.id as string;
  };

  /** Start → Approve (approved → Yes, rejected → No, timed out → Late). */
  const approvalFlow = (parameters: Record<string, unknown>) =>
    workflowWith(
      [
        node('start', 'manual-trigger', 'Start'),
        node('ok', 'approval', 'Approve', parameters),
        node('yes', 'no-op', 'Yes'),
        node('no', 'no-op', 'No'),
        node('late', 'no-op', 'Late'),
      ],
      [
        edge('e1', 'start', 'ok'),
        edge('e2', 'ok', 'yes', 0),
        edge('e3', 'ok', 'no', 1),
        edge('e4', 'ok', 'late', 2),
      ],
    );

  const startRun = async (workflowId: string, input: Record<string, unknown> = { invoice: 42 }) => {
    const run = await (await owner.request('POST', `/api/workflows/${workflowId}/runs`, { input })).json();
    expect(run.status).toBe('waiting');
    return run.id as string;
  };

  const runOf = async (workflowId: string, runId: string) =>
    (await owner.request('GET', `/api/workflows/${workflowId}/runs/${runId}`)).json();

  /** The link in the newest approval mail to `to`, and the token in it. */
  const linkFor = async (to: string) => {
    const [mail] = await latestOutboxMail(t.database.db, to, 1);
    expect(mail?.subject).toMatch(/^Approval needed: /);
    const url = /http:\/\/localhost\/approve\/(\S+)/.exec(mail?.text ?? '');
    expect(url).not.toBeNull();
    return { url: url![0], token: url![1]! };
  };

  const read = (token: string) => t.request('GET', `/api/approvals/${token}`);
  const decide = (token: string, body: unknown) => t.request('POST', `/api/approvals/${token}`, body);

  it('mails every approver a link that shows what is asked, signed out', async () => {
    const [ann, bob] = approvers();
    const id = await approvalFlow({ message: 'Pay invoice 42?', approvers: [ann, bob] });
    const runId = await startRun(id);
    const { token, url } = await linkFor(ann);
    expect(url).toBe(`http://localhost/approve/${token}`);
    await linkFor(bob);
    const res = await read(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      workflowName: 'Pay invoices',
      message: 'Pay invoice 42?',
      approver: ann,
      approvers: [ann, bob],
      requestedAt: new Date(t.clock.now).toISOString(),
      expiresAt: new Date(t.clock.now + 7 * DAY).toISOString(),
      items: [{ invoice: 42 }],
      itemCount: 1,
    });
    expect((await runOf(id, runId)).status).toBe('waiting');
  });

  it('approving by link sends the items down "Approved", once; every other link of it ends', async () => {
    const [ann, bob] = approvers();
    const id = await approvalFlow({ message: 'Pay?', approvers: [ann, bob] });
    const runId = await startRun(id);
    const annLink = await linkFor(ann);
    const bobLink = await linkFor(bob);
    const res = await decide(annLink.token, { decision: 'approved', comment: 'Looks right' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      decision: 'approved',
      workflowName: 'Pay invoices',
      runStatus: 'succeeded',
    });
    const run = await runOf(id, runId);
    expect(run.status).toBe('succeeded');
    const nodes = run.steps.map((s: { nodeId: string }) => s.nodeId);
    expect(nodes).toContain('yes');
    expect(nodes).not.toContain('no');
    expect(run.result).toEqual([
      [{ json: { invoice: 42, approval: { decision: 'approved', by: ann, comment: 'Looks right' } } }],
    ]);

    const again = await decide(annLink.token, { decision: 'rejected' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('You already answered this request: approved.');
    const other = await decide(bobLink.token, { decision: 'rejected' });
    expect(other.status).toBe(409);
    const body = await other.json();
    expect(body.message).toBe(`This request was already approved by ${ann}.`);
    expect(body.details).toMatchObject({ decision: 'approved', decidedVia: 'link', decidedBy: ann });
    expect((await read(bobLink.token)).status).toBe(409);
  });

  it('lets only one of two approvers deciding at the same moment continue the run', async () => {
    const [ann, bob] = approvers();
    const id = await approvalFlow({ approvers: [ann, bob] });
    const runId = await startRun(id);
    const [annLink, bobLink] = [await linkFor(ann), await linkFor(bob)];
    const answers = await Promise.all([
      decide(annLink.token, { decision: 'approved' }),
      decide(bobLink.token, { decision: 'rejected' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const run = await runOf(id, runId);
    expect(run.status).toBe('succeeded');
    const branches = run.steps.filter((s: { nodeId: string }) => ['yes', 'no'].includes(s.nodeId));
    expect(branches).toHaveLength(1);
  });

  it('rejecting by link sends the items down "Rejected"', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: ann });
    const runId = await startRun(id);
    const res = await decide((await linkFor(ann)).token, { decision: 'rejected' });
    expect(res.status).toBe(200);
    const nodes = (await runOf(id, runId)).steps.map((s: { nodeId: string }) => s.nodeId);
    expect(nodes).toContain('no');
    expect(nodes).not.toContain('yes');
  });

  it('answers 410 for an expired link, while the owner can still decide in the app', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: [ann] });
    const runId = await startRun(id);
    const { token } = await linkFor(ann);
    t.clock.advance(7 * DAY);
    const res = await decide(token, { decision: 'approved' });
    expect(res.status).toBe(410);
    expect((await res.json()).message).toMatch(/^This approval link expired on .* UTC\./);
    expect((await read(token)).status).toBe(410);
    expect((await runOf(id, runId)).status).toBe('waiting');
    const decided = await owner.request('POST', `/api/workflows/${id}/runs/${runId}/decision`, {
      decision: 'approved',
    });
    expect(decided.status).toBe(200);
  });

  it('answers 404 for a forged, tampered or foreign-signed token', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: [ann] });
    await startRun(id);
    const { token } = await linkFor(ann);
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const [random] = token.split('.');
    const unsigned = `${random}.${'A'.repeat(43)}`;
    const otherServer = createApprovalToken('x'.repeat(40)).token;
    const validButUnknown = createApprovalToken(t.deps.config.sessionSecret).token;
    for (const bad of ['nonsense', flipped, unsigned, otherServer, validButUnknown]) {
      for (const res of [await read(bad), await decide(bad, { decision: 'approved' })]) {
        expect(res.status).toBe(404);
        expect((await res.json()).message).toBe('This approval link is not valid.');
      }
    }
    expect((await read(token)).status).toBe(200);
  });

  it('refuses a decision that is not approved or rejected', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: [ann] });
    await startRun(id);
    const { token } = await linkFor(ann);
    for (const body of [{ decision: 'timeout' }, {}, { decision: 'approved', comment: 'x'.repeat(2001) }]) {
      expect((await decide(token, body)).status).toBe(400);
    }
  });

  it('ends the links when the owner decides in the app', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: [ann] });
    const runId = await startRun(id);
    const { token } = await linkFor(ann);
    await owner.request('POST', `/api/workflows/${id}/runs/${runId}/decision`, { decision: 'rejected' });
    const res = await decide(token, { decision: 'approved' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This request was already rejected in the app.');
    expect((await runOf(id, runId)).steps.map((s: { nodeId: string }) => s.nodeId)).not.toContain('yes');
  });

  it('ends the links of a cancelled run', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: [ann] });
    const runId = await startRun(id);
    const { token } = await linkFor(ann);
    await owner.request('POST', `/api/workflows/${id}/runs/${runId}/cancel`);
    const res = await decide(token, { decision: 'approved' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'This request was withdrawn: its run is no longer waiting for a decision.',
    );
    expect((await runOf(id, runId)).status).toBe('cancelled');
  });

  it('sends the items down "Timed out" when the timer finds the approval overdue, and ends its links', async () => {
    const [ann] = approvers();
    const id = await approvalFlow({ approvers: [ann], timeoutMinutes: 60 });
    const runId = await startRun(id);
    const { token } = await linkFor(ann);
    expect(await read(token).then((r) => r.json())).toMatchObject({
      expiresAt: new Date(t.clock.now + 60 * 60_000).toISOString(),
    });
    const timers = createWorkflowTimers(runEnvOf(t.deps), { intervalMs: 1000 });
    t.clock.advance(59 * 60_000);
    expect(await timers.tick()).toBe(0);
    expect((await runOf(id, runId)).status).toBe('waiting');
    t.clock.advance(60_000);
    expect(await timers.tick()).toBe(1);
    const run = await runOf(id, runId);
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: { invoice: 42, approval: { decision: 'timeout' } } }]]);
    expect(run.steps.map((s: { nodeId: string }) => s.nodeId)).toContain('late');
    const res = await decide(token, { decision: 'approved' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This request timed out before anyone decided.');
  });

  it('mails nobody when the approval names no approvers (decided in the app only)', async () => {
    const id = await approvalFlow({});
    const before = (await latestOutboxMail(t.database.db, undefined, 500)).length;
    await startRun(id);
    expect((await latestOutboxMail(t.database.db, undefined, 500)).length).toBe(before);
  });

  it('limits reading and deciding by link per IP', async () => {
    t.enforceRateLimits();
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await read('nonsense')).status);
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
