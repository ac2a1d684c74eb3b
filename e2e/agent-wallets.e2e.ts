/**
 * /agent-wallets in Chromium against the real server: a person deploys a workflow that pays another person
 * 6 AIZ, creates the agent's wallet, funds it with 10 AIZ and sets a limit of 5 AIZ per transaction. The
 * deployment's run is refused with the limit named, on the run's page, and no balance moves. Light, dark
 * and a phone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const json = { headers: { Origin: baseUrl } };

const payingDocument = (to: string) => ({
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0], parameters: {} },
    {
      id: 'pay',
      type: 'aiz-transfer',
      typeVersion: 1,
      name: 'Pay',
      position: [280, 0],
      parameters: { to, amount: '6', memo: 'agent pays' },
    },
  ],
  edges: [{ id: 'e1', source: 'start', sourceOutput: 0, target: 'pay', targetInput: 0 }],
  settings: { budgetAiz: '100' },
});

interface WalletList {
  ownerBalance: string;
  agents: { deploymentId: string; wallet: { balance: string } | null }[];
}

describe('agent wallets', () => {
  it('refuses a run over the agent’s limit, with the limit named, and moves nothing', async () => {
    const payee = await openQuietPage();
    const owner = await openQuietPage();
    try {
      const bob = await enterInPage(payee.page, `awbob${stamp}`);
      const bobBalance = async () =>
        ((await api(payee.page, 'GET', '/api/auth/user')) as { aizBalance: string }).aizBalance;

      const { page, errors } = owner;
      await enterInPage(page, `awada${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const name = `Paying agent ${stamp}`;
      const created = await page.request.post('/api/workflows', {
        data: { name, document: payingDocument(bob.username) },
        ...json,
      });
      expect(created.status()).toBe(201);
      const { id: workflowId } = (await created.json()) as { id: string };
      expect(
        (
          await page.request.post(`/api/workflows/${workflowId}/versions`, { data: { note: 'v1' }, ...json })
        ).status(),
      ).toBe(201);
      const deployed = await page.request.post('/api/deployments', { data: { workflowId }, ...json });
      expect(deployed.status()).toBe(201);
      const { id: deploymentId, slug } = (await deployed.json()) as { id: string; slug: string };

      // Create the agent's wallet, fund it, and set the limit, all through the page.
      await page.goto('/agent-wallets');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('AI Agent Wallets');
      const card = page.getByRole('region', { name });
      await poll(() => card.count()).toBe(1);
      await card.getByRole('button', { name: 'Create wallet' }).click();
      await poll(() => card.getByRole('button', { name: 'Fund' }).isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Fund' }).click();
      const fund = page.getByRole('dialog', { name: `Fund ${name}` });
      await fund.getByLabel('Amount (AIZ)').fill('10');
      await fund.getByRole('button', { name: 'Fund' }).click();
      await poll(() => fund.count()).toBe(0);
      await poll(() => card.getByTestId('agent-balance').textContent()).toBe('10 AIZ');

      await card.getByRole('button', { name: 'Edit policy' }).click();
      const policy = page.getByRole('dialog', { name: `Spending policy of ${name}` });
      await policy.getByLabel('Most per transaction (AIZ)').fill('5');
      await screenshot(page, 'agent-wallets-policy-light');
      await policy.getByRole('button', { name: 'Save policy' }).click();
      await poll(() => policy.count()).toBe(0);
      await poll(() => card.getByRole('list', { name: 'Policy' }).textContent()).toContain(
        'At most 5 AIZ per transaction',
      );
      await screenshot(page, 'agent-wallets-light');

      // The deployment runs: paying 6 AIZ is over the limit of 5, so the run fails and nothing moves.
      const before = (await api(page, 'GET', '/api/agent-wallets')) as unknown as WalletList;
      const bobBefore = await bobBalance();
      const called = await page.request.post(`/api/run/${slug}`, { data: { input: {} }, ...json });
      const result = (await called.json()) as { runId: string; status: string; error: string | null };
      expect(result.status).toBe('failed');
      expect(result.error).toBe(
        "Paying 6 AIZ is refused: it is over this agent's limit of 5 AIZ per transaction.",
      );

      await page.goto(`/workflows/${workflowId}/runs/${result.runId}`);
      await poll(() => page.getByRole('main').textContent()).toContain(
        "over this agent's limit of 5 AIZ per transaction",
      );
      await screenshot(page, 'agent-wallets-refused-run');

      const after = (await api(page, 'GET', '/api/agent-wallets')) as unknown as WalletList;
      expect(after.ownerBalance).toBe(before.ownerBalance);
      expect(after.agents.find((a) => a.deploymentId === deploymentId)?.wallet?.balance).toBe('10');
      expect(await bobBalance()).toBe(bobBefore);

      // The wallet still holds 10 AIZ; its history lists the funding only. Dark, then a phone.
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/agent-wallets');
      await poll(() => card.getByTestId('agent-balance').textContent()).toBe('10 AIZ');
      await card.getByRole('button', { name: 'History and changes' }).click();
      const history = card.getByRole('list', { name: 'Wallet history' });
      await poll(() => history.getByRole('listitem').count()).toBe(1);
      expect(await history.textContent()).toContain('Funded');
      await poll(() => card.getByRole('list', { name: 'Policy changes' }).textContent()).toContain(
        'At most 5 AIZ per transaction',
      );
      await screenshot(page, 'agent-wallets-dark');
      await page.setViewportSize(MOBILE);
      // Keyboard: the Fund button is reachable and opens its dialog with Enter.
      await card.getByRole('button', { name: 'Fund' }).focus();
      await page.keyboard.press('Enter');
      await poll(() => page.getByRole('dialog', { name: `Fund ${name}` }).isVisible()).toBe(true);
      await screenshot(page, 'agent-wallets-mobile');
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    } finally {
      await owner.close();
      await payee.close();
    }
  });
});
