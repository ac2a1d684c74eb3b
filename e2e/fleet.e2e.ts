/**
 * /fleet in Chromium: a workflow published twice and deployed through the API shows in the fleet; Pause
 * makes its REST endpoint answer 503, Resume brings it back, rolling back to v1 makes it answer v1's output
 * at the same URL, and the change log lists it all. Desktop light and dark, and a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const greeter = (greeting: string) => ({
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0], parameters: {} },
    {
      id: 'greet',
      type: 'set',
      typeVersion: 1,
      name: 'Greet',
      position: [280, 0],
      parameters: { assignments: [{ name: 'text', value: greeting }] },
    },
  ],
  edges: [{ id: 'e1', source: 'start', sourceOutput: 0, target: 'greet', targetInput: 0 }],
  settings: {},
});

const json = { headers: { Origin: baseUrl } };

async function publishTwice(page: Page, name: string) {
  const created = await page.request.post('/api/workflows', {
    data: { name, document: greeter('Hello from v1') },
    ...json,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const v1 = await page.request.post(`/api/workflows/${id}/versions`, {
    data: { note: 'first words' },
    ...json,
  });
  expect(v1.status()).toBe(201);
  const { revision } = (await (await page.request.get(`/api/workflows/${id}`)).json()) as {
    revision: number;
  };
  const saved = await page.request.put(`/api/workflows/${id}/draft`, {
    data: { document: greeter('Howdy from v2'), revision },
    ...json,
  });
  expect(saved.status()).toBe(200);
  const v2 = await page.request.post(`/api/workflows/${id}/versions`, {
    data: { note: 'friendlier' },
    ...json,
  });
  expect(v2.status()).toBe(201);
  const deployed = await page.request.post('/api/deployments', { data: { workflowId: id }, ...json });
  expect(deployed.status()).toBe(201);
  return (await deployed.json()) as { id: string; slug: string };
}

/** The deployment's REST surface, called by its signed-in owner (no key needed). */
async function callRest(page: Page, slug: string) {
  const res = await page.request.post(`/api/run/${slug}`, { data: { input: {} }, ...json });
  const body = (await res.json()) as { output?: { text?: string }; error?: string };
  return { status: res.status(), text: body.output?.text ?? body.error };
}

describe('/fleet', () => {
  it('pauses, resumes and rolls back a deployment, and lists the changes', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `fleet${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const { slug } = await publishTwice(page, `Fleet greeter ${stamp}`);
      expect(await callRest(page, slug)).toEqual({ status: 200, text: 'Howdy from v2' });

      await page.goto('/fleet');
      const row = page.getByRole('table', { name: 'Deployments' }).getByRole('row', { name: slug });
      await poll(() => row.count()).toBe(1);
      await poll(() => row.textContent()).toContain('Active');
      await expect.poll(() => row.textContent()).toContain('v2');
      await poll(() =>
        row.getByRole('img', { name: /Runs per minute/ }).getAttribute('aria-label'),
      ).toContain('(1 run)');
      await screenshot(page, 'fleet-desktop-light');

      // Pause: the badge says so at once, and the REST surface answers 503.
      await row.getByRole('button', { name: `Pause ${slug}` }).click();
      await poll(() => row.textContent()).toContain('Paused');
      await poll(async () => (await callRest(page, slug)).status).toBe(503);
      expect((await callRest(page, slug)).text).toBe('deployment_paused');

      await row.getByRole('button', { name: `Resume ${slug}` }).click();
      await poll(() => row.textContent()).toContain('Active');
      await poll(async () => (await callRest(page, slug)).status).toBe(200);

      // Roll back to v1: the select lists the versions with their notes; the confirm says from → to.
      await row.getByRole('button', { name: `Change version of ${slug}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the live version' });
      await dialog.getByLabel('Published version').selectOption('1');
      await expect.poll(() => dialog.getByLabel('Published version').textContent()).toContain('first words');
      await screenshot(page, 'fleet-rollback-light');
      await dialog.getByRole('button', { name: 'Roll back: v2 → v1' }).click();
      await poll(() => dialog.count()).toBe(0);
      await poll(() => row.textContent()).toContain('v1 (latest v2)');
      expect(await callRest(page, slug)).toEqual({ status: 200, text: 'Hello from v1' });

      // The change log lists the rollback, the resume and the pause, newest first.
      await row.getByRole('button', { name: `More actions for ${slug}` }).click();
      await page.getByRole('menuitem', { name: 'Change log' }).click();
      const changes = page.getByRole('list', { name: 'Changes' });
      await poll(() => changes.getByRole('listitem').allTextContents()).toHaveLength(4);
      const entries = await changes.getByRole('listitem').allTextContents();
      expect(entries[0]).toContain('Rolled back from v2 to v1');
      expect(entries[1]).toContain('Resumed');
      expect(entries[2]).toContain('Paused');
      expect(entries[3]).toContain('Deployed version 2');
      await page.keyboard.press('Escape');

      // Snippets carry the slug and the URLs; logs show the calls made.
      await row.getByRole('button', { name: `Logs of ${slug}` }).click();
      const log = page.getByRole('log', { name: 'Live logs' });
      await poll(() => log.textContent()).toContain('REST v1 succeeded');
      // Live: a call made now shows as it runs.
      expect((await callRest(page, slug)).status).toBe(200);
      await poll(() => log.textContent()).toContain('REST v1 called');
      await poll(() => log.getByText(/ succeeded in /).count()).toBeGreaterThanOrEqual(4);
      await screenshot(page, 'fleet-logs-light');
      await page.keyboard.press('Escape');

      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await poll(() => row.count()).toBe(1);
      await row.getByRole('button', { name: `More actions for ${slug}` }).click();
      await page.getByRole('menuitem', { name: 'Snippets' }).click();
      await poll(() => page.getByTestId('snippet-curl').textContent()).toContain(`/api/run/${slug}`);
      await screenshot(page, 'fleet-snippets-dark');
      // The embed tag says where the widget works: any site, since no site is listed yet.
      await page.getByRole('tab', { name: 'Embed tag' }).click();
      await poll(() => page.getByRole('tabpanel').textContent()).toContain(
        'Works on any site until you list allowed sites (Settings).',
      );
      await screenshot(page, 'fleet-snippets-embed-dark');
      await page.keyboard.press('Escape');
      await expect.poll(() => row.textContent()).toContain('Widget on any site');
      await screenshot(page, 'fleet-desktop-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('explains an empty fleet, creates an API key shown once, and saves settings', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `fleetk${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.goto('/fleet');
      await poll(() => page.getByText('Nothing deployed yet').count()).toBe(1);
      await expect
        .poll(() => page.getByRole('link', { name: 'Your workflows' }).getAttribute('href'))
        .toBe('/workflows');
      await screenshot(page, 'fleet-empty-light');

      const { slug } = await publishTwice(page, `Keyed greeter ${stamp}`);
      await page.reload();
      const row = page.getByRole('table', { name: 'Deployments' }).getByRole('row', { name: slug });
      await poll(() => row.count()).toBe(1);

      // Settings: a bad colour is refused by the shared schema before sending; a good one is saved.
      await row.getByRole('button', { name: `More actions for ${slug}` }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: `Settings: ${slug}` });
      await settings.getByLabel('Colour', { exact: true }).fill('blue');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await poll(() => settings.getByText('A colour is written #rrggbb.').count()).toBe(1);
      await settings.getByLabel('Colour', { exact: true }).fill('#0ea5e9');
      await settings.getByLabel('Allowed sites').fill('https://shop.example.com');
      await settings.getByRole('switch', { name: 'MCP' }).click();
      await screenshot(page, 'fleet-settings-light');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await poll(() => settings.count()).toBe(0);
      await poll(() => row.textContent()).not.toContain('MCP');
      const saved = (await (await page.request.get('/api/deployments')).json()) as {
        deployments: {
          slug: string;
          surfaces: string[];
          widget: { accentColor: string; allowedOrigins: string[] };
        }[];
      };
      const mine = saved.deployments.find((d) => d.slug === slug)!;
      expect(mine.widget).toMatchObject({
        accentColor: '#0ea5e9',
        allowedOrigins: ['https://shop.example.com'],
      });
      expect(mine.surfaces).not.toContain('mcp');

      // An API key: the secret once, then only its prefix; it calls the deployment.
      await page.getByRole('tab', { name: 'API keys' }).click();
      await page.getByRole('button', { name: 'Create API key' }).click();
      const create = page.getByRole('dialog', { name: 'Create an API key' });
      await create.getByLabel('Name').fill('ci');
      await create.getByRole('button', { name: 'Create key' }).click();
      const secretBox = page.getByTestId('api-key-secret');
      await poll(() => secretBox.count()).toBe(1);
      const secret = (await secretBox.textContent())!;
      expect(secret).toMatch(/^aiz_sk_/);
      await screenshot(page, 'fleet-key-created-light');
      await page.getByRole('button', { name: 'I have copied it' }).click();
      const keys = page.getByRole('list', { name: 'API keys' });
      await poll(() => keys.getByRole('listitem', { name: 'ci' }).count()).toBe(1);
      expect(await page.content()).not.toContain(secret);
      const called = await page.request.post(`/api/run/${slug}`, {
        data: { input: {} },
        headers: { Authorization: `Bearer ${secret}` },
      });
      expect(called.status()).toBe(200);
      await page.reload();
      await page.getByRole('tab', { name: 'API keys' }).click();
      await poll(() => keys.getByRole('listitem', { name: 'ci' }).textContent()).toContain(
        '1 / 10,000 runs this month',
      );
      await screenshot(page, 'fleet-keys-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("deploys a published version in one click from the builder's Versions panel", async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `fleetv${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const created = await page.request.post('/api/workflows', {
        data: { name: `Panel greeter ${stamp}`, document: greeter('Hello from the panel') },
        ...json,
      });
      const { id } = (await created.json()) as { id: string };
      expect(
        (
          await page.request.post(`/api/workflows/${id}/versions`, { data: { note: 'one' }, ...json })
        ).status(),
      ).toBe(201);
      await page.goto(`/builder-advanced?workflow=${id}`);
      await page.locator('[data-testid="workflow-node"]').first().click();
      const panel = page.getByTestId('node-side-panel');
      await panel.getByRole('tab', { name: 'Versions' }).click();
      const v1 = panel.getByRole('listitem', { name: 'Version 1' });
      await v1.getByRole('button', { name: 'Deploy this version' }).click();
      const dialog = page.getByRole('dialog', { name: 'Version 1 is live' });
      const urls = dialog.getByRole('list', { name: 'Deployment URLs' });
      await poll(() => urls.textContent()).toContain(`/api/run/panel-greeter-${stamp}`);
      await screenshot(page, 'fleet-deploy-from-panel-light');
      const rest = (await (await page.request.get('/api/deployments')).json()) as {
        deployments: { slug: string; urls: { rest: string } }[];
      };
      const ran = await page.request.post(rest.deployments[0]!.urls.rest, { data: { input: {} }, ...json });
      expect(((await ran.json()) as { output: { text: string } }).output.text).toBe('Hello from the panel');
      await dialog.getByRole('link', { name: 'Open the fleet' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/fleet');
      await poll(() =>
        page
          .getByRole('table', { name: 'Deployments' })
          .getByRole('row', { name: `panel-greeter-${stamp}` })
          .count(),
      ).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows cards on a phone', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await enterInPage(page, `fleetm${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const { slug } = await publishTwice(page, `Phone greeter ${stamp}`);
      await page.goto('/fleet');
      const card = page.getByRole('list', { name: 'Deployments' }).getByRole('listitem', { name: slug });
      await poll(() => card.count()).toBe(1);
      await expect.poll(() => card.getByRole('button', { name: `Pause ${slug}` }).isVisible()).toBe(true);
      await screenshot(page, 'fleet-mobile-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
