/**
 * Saved workflows in Chromium against the real server, as a new user does it: an empty list that leads to
 * the builders, an n8n file imported by paste with its report, a run from the executions page, the run's
 * steps, the list's last run, delete with confirmation and Undo; desktop and phone, dark and light.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const n8nFile = readFileSync('server/engine/importers/fixtures/n8n/orders-branch.json', 'utf8');
const NAME = 'Orders: flag the big ones';
const RENAMED = 'Big orders';

async function theme(page: Page, value: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('theme', t), value);
  await page.reload();
}

describe('saved workflows', () => {
  it('imports an n8n workflow by paste, runs it, reads the run, and deletes it with Undo', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `wflist${stamp}`);
      await page.goto('/workflows');
      await poll(() => page.getByRole('heading', { name: 'No workflows yet' }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('link', { name: /Build an agent/ }).getAttribute('href'))
        .toBe('/builder');
      await screenshot(page, 'workflows-empty');

      // Import by paste: the report comes before anything opens.
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Workflow file content').fill(n8nFile);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await poll(() => dialog.getByRole('heading', { name: 'Import report' }).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText(/imported from n8n as a draft/).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('5 nodes mapped').isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('Over 100?').isVisible()).toBe(true);
      await screenshot(page, 'workflows-import-report');

      // Its executions: none yet; run it now and land on the run.
      await dialog.getByRole('link', { name: /Executions and run/ }).click();
      await poll(() => page.getByText('No executions yet', { exact: false }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Workflow Executions');
      await page.getByRole('button', { name: 'Run now' }).click();
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Run Details');
      const steps = page.getByRole('list', { name: 'Steps' });
      await poll(() => steps.getByRole('heading', { name: 'Over 100?' }).isVisible()).toBe(true);
      await expect.poll(() => steps.getByRole('heading', { name: 'Orders' }).isVisible()).toBe(true);
      const canvas = await page.getByRole('link', { name: /Open on canvas/ }).getAttribute('href');
      expect(canvas).toMatch(/^\/builder-enhanced\?workflow=[0-9a-f-]{36}&run=[0-9a-f-]{36}$/);
      await screenshot(page, 'workflows-run-detail-dark');
      await theme(page, 'light');
      await poll(() => steps.getByRole('heading', { name: 'Over 100?' }).isVisible()).toBe(true);
      await screenshot(page, 'workflows-run-detail-light');

      // Back to the executions: the run is there with its trigger and status.
      await page.getByRole('link', { name: 'Executions' }).click();
      const runRow = page.getByRole('table').getByRole('row').nth(1);
      await poll(() => runRow.textContent()).toMatch(/Succeeded.*Manual/);
      await screenshot(page, 'workflows-executions-light');

      // The list shows the last run, the versions and the runs of the day.
      await page.getByRole('link', { name: 'All workflows' }).click();
      const row = page.getByRole('row', { name: new RegExp(NAME) });
      await poll(() => row.textContent()).toMatch(/Draft.*Succeeded.*just now/);
      await screenshot(page, 'workflows-list-light');
      await page.keyboard.press('/');
      await poll(() =>
        page
          .getByRole('searchbox', { name: 'Search workflows' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await theme(page, 'dark');
      await poll(() => row.isVisible()).toBe(true);
      await screenshot(page, 'workflows-list-dark');

      // Rename in place: the menu's Rename turns the name into a field; Enter saves.
      await row.getByRole('button', { name: `More actions for ${NAME}` }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const field = page.getByRole('textbox', { name: 'Workflow name' });
      await poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await field.fill(RENAMED);
      await field.press('Enter');
      const renamed = page.getByRole('row', { name: new RegExp(RENAMED) });
      await poll(() => renamed.isVisible()).toBe(true);

      // Delete, confirmed; then Undo brings it back.
      await renamed.getByRole('button', { name: `More actions for ${RENAMED}` }).click();
      await page.getByRole('menuitem', { name: 'Delete…' }).click();
      const confirm = page.getByRole('dialog');
      await expect.poll(() => confirm.getByText(`Delete “${RENAMED}”?`).isVisible()).toBe(true);
      await screenshot(page, 'workflows-delete-confirm');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await poll(() => page.getByText('No workflows yet').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Undo' }).click();
      await poll(() => renamed.isVisible()).toBe(true);
      await poll(() => page.getByText(`“${RENAMED}” is back.`).isVisible()).toBe(true);

      // On a phone: cards, not a table.
      await page.setViewportSize(MOBILE);
      await poll(() => page.getByRole('list', { name: 'Your saved workflows and agents' }).isVisible()).toBe(
        true,
      );
      await expect.poll(() => page.getByRole('table').isVisible()).toBe(false);
      await screenshot(page, 'workflows-list-mobile');
      await page
        .getByRole('list', { name: 'Your saved workflows and agents' })
        .getByRole('link', { name: RENAMED })
        .click();
      await poll(() => page.getByRole('list', { name: 'Executions' }).isVisible()).toBe(true);
      await screenshot(page, 'workflows-executions-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
