/**
 * A hosted agent in the marketplace as two new people use it: a creator deploys an agent with a price per
 * run and lists it from their workflows as a hosted agent with a free trial; another person, on a phone in
 * the dark, tries it in the listing's chat (their free messages counted), then gets access and sees their
 * key once with the curl to call it, and calls it with that key (charged per run when they can pay).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const title = `Echo agent ${stamp}`;

/** An agent that needs no model: it answers with the message it got. */
const echo = {
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    {
      id: 'answer',
      type: 'code',
      typeVersion: 1,
      name: 'Answer',
      position: [280, 0],
      parameters: {
        jsCode: `const j = $input.first().json; return [{ text: 'Echo: ' + (j.message ?? j.name ?? '') }];`,
      },
    },
  ],
  edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'answer', targetInput: 0 }],
  settings: {},
};

describe('a hosted agent in the marketplace', () => {
  it('a creator lists a deployed agent with a trial; another person tries it, then gets a key and calls it', async () => {
    const seller = await openQuietPage();
    const buyer = await openQuietPage({ viewport: MOBILE });
    try {
      // The creator: an agent, published and deployed at 1 AIZ a run.
      await enterInPage(seller.page, `agentseller${stamp}`);
      const created = await seller.page.request.post('/api/workflows', {
        data: { name: `Echo ${stamp}`, document: echo },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await seller.page.request.post(`/api/workflows/${id}/versions`, { data: {} })).status()).toBe(
        201,
      );
      const deployed = await seller.page.request.post('/api/deployments', {
        data: { workflowId: id, slug: `echo-${stamp}`, price: '1' },
      });
      expect(deployed.status()).toBe(201);

      // Listed from /workflows as a hosted agent only, with 2 free messages a person.
      await seller.page.goto('/workflows');
      await seller.page.getByRole('button', { name: `More actions for Echo ${stamp}` }).click();
      await seller.page.getByRole('menuitem', { name: /List in the marketplace/ }).click();
      const dialog = seller.page.getByRole('dialog', { name: 'List in the marketplace' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Summary').fill('Answers every message with the message itself.');
      await dialog.getByLabel('Category').selectOption({ label: 'Developer tools' });
      await dialog.getByRole('switch', { name: 'Offer a copy (at the price above)' }).click();
      await dialog.getByRole('switch', { name: 'Offer as a hosted agent' }).click();
      await poll(() => dialog.getByText(`echo-${stamp}`).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('1 AIZ', { exact: true }).isVisible()).toBe(true);
      await dialog.getByLabel('Free messages per person').fill('2');
      await dialog.getByLabel('Trial budget (messages)').fill('10');
      await screenshot(seller.page, 'marketplace-agent-list-dialog');
      await dialog.getByRole('button', { name: 'List it' }).click();
      await poll(() => seller.page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      const slug = new URL(seller.page.url()).pathname.split('/').at(-1)!;
      await poll(() => seller.page.getByText('Hosted agent: 1 AIZ a run').isVisible()).toBe(true);

      // Another person, on a phone in the dark: the card names the offer; Try it answers.
      await enterInPage(buyer.page, `agentbuyer${stamp}`);
      await buyer.page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await buyer.page.goto(`/marketplace?kind=agent&q=${encodeURIComponent(title)}`);
      await poll(() => buyer.page.getByText('Agent: 1 AIZ a run').first().isVisible()).toBe(true);
      await buyer.page.getByRole('link', { name: title }).click();
      await poll(() => buyer.page.getByRole('heading', { name: 'Try it' }).isVisible()).toBe(true);
      await poll(() => buyer.page.getByText('2 free messages left').isVisible()).toBe(true);
      const message = buyer.page.getByLabel('Message to the agent');
      for (const [word, left] of [
        ['hello', '1 free message left'],
        ['again', '0 free messages left'],
      ] as const) {
        await message.fill(word);
        await buyer.page.getByRole('button', { name: 'Send' }).click();
        await poll(() => buyer.page.getByText(`Echo: ${word}`).isVisible()).toBe(true);
        await poll(() => buyer.page.getByText(left).isVisible()).toBe(true);
      }
      await poll(() =>
        buyer.page
          .getByText('You have used your 2 free messages. Use the hosted agent to go on.')
          .isVisible(),
      ).toBe(true);
      expect(await message.isDisabled()).toBe(true);
      // The server refuses a third too.
      const third = await buyer.page.request.post(`/api/marketplace/listings/${slug}/try`, {
        data: { message: 'once more' },
      });
      expect(third.status()).toBe(402);
      await screenshot(buyer.page, 'marketplace-agent-try-mobile-dark');

      // Access: a key shown once, with the curl for REST and /v1.
      await buyer.page.getByRole('button', { name: 'Use the hosted agent' }).click();
      const keyBox = buyer.page.getByRole('region', { name: 'Your new key' });
      await poll(() => keyBox.isVisible()).toBe(true);
      const secret = (await keyBox.locator('pre').first().textContent()) ?? '';
      expect(secret).toMatch(/^aiz_sk_/);
      await poll(() => keyBox.getByText(`/api/run/echo-${stamp}`).isVisible()).toBe(true);
      await poll(() => keyBox.getByText(`"model": "echo-${stamp}"`).isVisible()).toBe(true);
      await screenshot(buyer.page, 'marketplace-agent-key-mobile-dark');

      // The key calls the agent; a run costs 1 AIZ from a balance that has it, else the 402 says why.
      const balance = async () =>
        Number(
          ((await (await buyer.page.request.get('/api/auth/user')).json()) as { aizBalance: string })
            .aizBalance,
        );
      const before = await balance();
      const run = await buyer.page.request.post(`/api/run/echo-${stamp}`, {
        data: { input: { message: 'paid' } },
        headers: { authorization: `Bearer ${secret}` },
      });
      if (before >= 1) {
        expect(run.status()).toBe(200);
        expect(await run.json()).toMatchObject({ output: { text: 'Echo: paid' }, charged: '1' });
        expect(await balance()).toBe(before - 1);
      } else {
        expect(run.status()).toBe(402);
      }
      // Back on the page, the access is shown with its key's prefix.
      await buyer.page.reload();
      await poll(() => buyer.page.getByText(/You have access with the key aiz_sk_/).isVisible()).toBe(true);
      expect(seller.errors).toEqual([]);
      expect(buyer.errors.filter((e) => !e.includes('402'))).toEqual([]);
    } finally {
      await seller.close();
      await buyer.close();
    }
  });
});
