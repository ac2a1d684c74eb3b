/**
 * Agent wallets over the API: owner only (another person's agent is a 404), a wallet per deployment,
 * fund and withdraw once per Idempotency-Key, the policy and its change log; and the engine paying from the
 * agent's wallet, refusing a payment over a limit or to someone not allowed with nothing moved.
 */
import { agentWalletDetailSchema, agentWalletListSchema } from '@common/schemas/agent-wallets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWallets } from '../../db/schema/agent-wallets';
import { aiz, auditLedger, formatAiz, getBalance, getUserBalance } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';

describe('agent wallets', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let eve: SignedInUser;
  let deploymentId: string;
  let workflowId: string;
  const db = () => t.database.db;
  const key = (k: string) => ({ 'idempotency-key': k });
  const balance = (u: SignedInUser) => getUserBalance(db(), u.user.id);
  const agentBalance = () => getBalance(db(), `agent:${deploymentId}`);
  const detail = async (u: SignedInUser = ada) =>
    agentWalletDetailSchema.parse(
      await (await u.request('GET', `/api/agent-wallets/${deploymentId}`)).json(),
    );

  /** Publishes a workflow that pays `to` the `amount` (a budget of 100 AIZ), and deploys it. */
  async function payingAgent(user: SignedInUser, name: string, to: string, amount: string) {
    const created = await (await user.request('POST', '/api/workflows', { name })).json();
    const document = {
      nodes: [
        node('start', 'manual-trigger'),
        node('pay', 'aiz-transfer', { to, amount, memo: 'agent pays' }),
      ],
      edges: [edge('start', 'pay')],
      settings: { budgetAiz: '100' },
    };
    expect(
      (await user.request('PUT', `/api/workflows/${created.id}/draft`, { document, revision: 1 })).status,
    ).toBe(200);
    expect((await user.request('POST', `/api/workflows/${created.id}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const deployed = await user.request('POST', '/api/deployments', { workflowId: created.id });
    expect(deployed.status).toBe(201);
    return { workflowId: created.id as string, deploymentId: (await deployed.json()).id as string };
  }

  const saveAmount = async (amount: string) => {
    const document = {
      nodes: [node('start', 'manual-trigger'), node('pay', 'aiz-transfer', { to: 'bobagent', amount })],
      edges: [edge('start', 'pay')],
      settings: { budgetAiz: '100' },
    };
    const current = await (await ada.request('GET', `/api/workflows/${workflowId}`)).json();
    const saved = await ada.request('PUT', `/api/workflows/${workflowId}/draft`, {
      document,
      revision: current.revision,
    });
    expect(saved.status).toBe(200);
  };
  const run = async () => {
    const res = await ada.request('POST', `/api/workflows/${workflowId}/runs`, {});
    expect(res.status).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'adaagent' });
    bob = await createSignedInUser(t, { username: 'bobagent' });
    eve = await createSignedInUser(t, { username: 'eveagent' });
    ({ deploymentId, workflowId } = await payingAgent(ada, 'Paying agent', 'bobagent', '3'));
  });
  afterAll(() => t.close());

  it('lists the deployments without a wallet, and answers 404 for another person’s agent', async () => {
    const list = agentWalletListSchema.parse(await (await ada.request('GET', '/api/agent-wallets')).json());
    expect(list.ownerBalance).toBe(formatAiz(await balance(ada)));
    expect(list.agents).toEqual([
      expect.objectContaining({ deploymentId, name: 'Paying agent', wallet: null }),
    ]);
    expect((await t.request('GET', '/api/agent-wallets')).status).toBe(401);
    expect((await eve.request('GET', `/api/agent-wallets/${deploymentId}`)).status).toBe(404);
    expect((await eve.request('POST', `/api/agent-wallets/${deploymentId}`, {})).status).toBe(404);
    expect((await ada.request('GET', `/api/agent-wallets/${deploymentId}`)).status).toBe(404);
    expect((await ada.request('GET', '/api/agent-wallets/not-a-uuid')).status).toBe(400);
  });

  it('creates the wallet once, with a sealed on-chain key that is never returned', async () => {
    const res = await ada.request('POST', `/api/agent-wallets/${deploymentId}`, { onChain: true });
    expect(res.status).toBe(201);
    const body = await res.text();
    const created = agentWalletDetailSchema.parse(JSON.parse(body));
    expect(created.agent.wallet).toMatchObject({ balance: '0', spentLast24h: '0' });
    expect(created.agent.wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const [row] = await db().select().from(agentWallets).where(eq(agentWallets.deploymentId, deploymentId));
    expect(row?.sealedKey?.sealed).toBeTruthy();
    expect(body).not.toContain(row?.sealedKey?.sealed ?? 'x');
    expect(body).not.toMatch(/sealed|privateKey/i);
    expect((await ada.request('POST', `/api/agent-wallets/${deploymentId}`, {})).status).toBe(409);
    expect((await ada.request('POST', `/api/agent-wallets/${deploymentId}/address`)).status).toBe(409);
  });

  it('funds and withdraws once per Idempotency-Key, and refuses an overdraft either way', async () => {
    const adaStart = await balance(ada);
    const fund = (amount: string, k?: string) =>
      ada.request('POST', `/api/agent-wallets/${deploymentId}/fund`, { amount }, k ? key(k) : {});
    expect((await fund('10')).status).toBe(400);
    expect((await fund('0', 'f0')).status).toBe(400);
    const first = await fund('20', 'f1');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ amount: '20', balance: '20', replayed: false });
    const again = await fund('20', 'f1');
    expect(again.status).toBe(200);
    expect((await again.json()).replayed).toBe(true);
    expect(await agentBalance()).toBe(aiz(20));
    expect(await balance(ada)).toBe(adaStart - aiz(20));
    const tooMuch = await fund('1000000', 'f2');
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).message).toBe(
      "Your balance is too low to put 1000000 AIZ in this agent's wallet.",
    );
    const back = await ada.request(
      'POST',
      `/api/agent-wallets/${deploymentId}/withdraw`,
      { amount: '5' },
      key('w1'),
    );
    expect(back.status).toBe(201);
    const over = await ada.request(
      'POST',
      `/api/agent-wallets/${deploymentId}/withdraw`,
      { amount: '16' },
      key('w2'),
    );
    expect(over.status).toBe(409);
    expect(await agentBalance()).toBe(aiz(15));
    expect(await balance(ada)).toBe(adaStart - aiz(15));
    expect(
      (await eve.request('POST', `/api/agent-wallets/${deploymentId}/fund`, { amount: '1' }, key('e')))
        .status,
    ).toBe(404);
  });

  it('pays from the agent’s wallet when its deployed workflow runs, and shows it in the history', async () => {
    const [adaBefore, bobBefore] = [await balance(ada), await balance(bob)];
    const result = await run();
    expect(result.status).toBe('succeeded');
    expect(await agentBalance()).toBe(aiz(12));
    expect(await balance(bob)).toBe(bobBefore + aiz(3));
    expect(await balance(ada)).toBe(adaBefore);
    const d = await detail();
    expect(d.agent.wallet.spentLast24h).toBe('3');
    expect(d.history.map((e) => [e.kind, e.direction, e.amount, e.counterparty])).toEqual([
      ['workflow_transfer', 'out', '3', 'bobagent'],
      ['agent_withdraw', 'out', '5', 'You'],
      ['agent_fund', 'in', '20', 'You'],
    ]);
  });

  it('records every policy change, and refuses an invalid one', async () => {
    const bad = await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {
      maxPerTransaction: '-1',
    });
    expect(bad.status).toBe(400);
    const set = await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {
      maxPerTransaction: '5',
    });
    expect(set.status).toBe(200);
    // The same policy again is no change.
    await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, { maxPerTransaction: '5' });
    const d = await detail();
    expect(d.agent.wallet.policy).toMatchObject({
      maxPerTransaction: '5',
      maxPer24h: null,
      allowedRecipients: null,
    });
    expect(d.policyChanges).toHaveLength(1);
    expect(d.policyChanges[0]).toMatchObject({
      actor: { username: 'adaagent' },
      before: { maxPerTransaction: null },
      after: { maxPerTransaction: '5' },
    });
    expect((await eve.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {})).status).toBe(404);
  });

  it('refuses a run that would exceed a policy, naming the limit, and nothing moves', async () => {
    await saveAmount('6');
    const [agentBefore, bobBefore, adaBefore] = [
      await agentBalance(),
      await balance(bob),
      await balance(ada),
    ];
    const refused = await run();
    expect(refused.status).toBe('failed');
    expect(refused.error.message).toBe(
      "Paying 6 AIZ is refused: it is over this agent's limit of 5 AIZ per transaction.",
    );
    expect([await agentBalance(), await balance(bob), await balance(ada)]).toEqual([
      agentBefore,
      bobBefore,
      adaBefore,
    ]);

    // 24 hours: 3 paid already, 5 allowed per transaction, 7 per day: 5 more would make 8.
    await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {
      maxPerTransaction: '5',
      maxPer24h: '7',
    });
    await saveAmount('5');
    const daily = await run();
    expect(daily.status).toBe('failed');
    expect(daily.error.message).toMatch(
      /with 3 AIZ paid in the last 24 hours it would be over this agent's limit of 7 AIZ per 24 hours/,
    );

    await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {
      allowedRecipients: ['eveagent'],
    });
    const notAllowed = await run();
    expect(notAllowed.error.message).toBe(
      "Paying bobagent is refused: they are not on this agent's list of allowed recipients.",
    );
    expect([await agentBalance(), await balance(bob), await balance(ada)]).toEqual([
      agentBefore,
      bobBefore,
      adaBefore,
    ]);

    // More than the wallet holds: the agent's balance, not the owner's, is too low.
    await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {});
    await saveAmount('50');
    const poor = await run();
    expect(poor.error.message).toBe("This agent's wallet balance is too low to pay 50 AIZ.");
    expect([await agentBalance(), await balance(bob), await balance(ada)]).toEqual([
      agentBefore,
      bobBefore,
      adaBefore,
    ]);
    expect((await auditLedger(db())).violations).toBe(0);
  });

  it('leaves a workflow without an agent wallet paying from its owner as before', async () => {
    const other = await payingAgent(ada, 'Plain agent', 'bobagent', '2');
    const adaBefore = await balance(ada);
    const res = await ada.request('POST', `/api/workflows/${other.workflowId}/runs`, {});
    expect((await res.json()).status).toBe('succeeded');
    expect(await balance(ada)).toBe(adaBefore - aiz(2));
  });

  it('keeps a deleted deployment’s wallet until its owner has withdrawn what it holds', async () => {
    const doomed = await payingAgent(ada, 'Doomed agent', 'bobagent', '1');
    expect((await ada.request('POST', `/api/agent-wallets/${doomed.deploymentId}`, {})).status).toBe(201);
    const funded = await ada.request(
      'POST',
      `/api/agent-wallets/${doomed.deploymentId}/fund`,
      { amount: '4' },
      key('d1'),
    );
    expect(funded.status).toBe(201);
    expect((await ada.request('DELETE', `/api/deployments/${doomed.deploymentId}`)).status).toBeLessThan(300);

    const list = agentWalletListSchema.parse(await (await ada.request('GET', '/api/agent-wallets')).json());
    expect(list.agents.find((a) => a.deploymentId === doomed.deploymentId)).toMatchObject({
      name: 'Deleted deployment',
      status: 'deleted',
      wallet: { balance: '4' },
    });
    expect((await eve.request('GET', `/api/agent-wallets/${doomed.deploymentId}`)).status).toBe(404);
    const refill = await ada.request(
      'POST',
      `/api/agent-wallets/${doomed.deploymentId}/fund`,
      { amount: '1' },
      key('d2'),
    );
    expect(refill.status).toBe(404);
    const before = await balance(ada);
    const back = await ada.request(
      'POST',
      `/api/agent-wallets/${doomed.deploymentId}/withdraw`,
      { amount: '4' },
      key('d3'),
    );
    expect(back.status).toBe(201);
    expect(await balance(ada)).toBe(before + aiz(4));
    // Empty, it leaves the list.
    const after = agentWalletListSchema.parse(await (await ada.request('GET', '/api/agent-wallets')).json());
    expect(after.agents.some((a) => a.deploymentId === doomed.deploymentId)).toBe(false);
  });
});
