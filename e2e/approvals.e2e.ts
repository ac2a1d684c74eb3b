/**
 * An approval by e-mailed link in Chromium against the real server: the owner runs a workflow that waits
 * for an approval, the approver opens the link from the mail the server sent (signed out, desktop and
 * mobile), approves with a comment and sees it done; the run has gone on down "Approved".
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';
import { mailTo } from './support/mail';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

/** Quoted-printable soft breaks and escapes, enough to read a link out of a raw message. */
const plainText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The owner's workflow: Start → Approve (approved → Approved, rejected → Rejected), run once; answers the run. */
async function runWaitingForApproval(owner: Page, approver: string) {
  const node = (id: string, type: string, name: string, x: number, parameters = {}) => ({
    id,
    type,
    typeVersion: 1,
    name,
    position: [x, 0],
    parameters,
  });
  const workflow = await api(owner, 'POST', '/api/workflows', { name: `Pay invoices ${stamp}` });
  await api(owner, 'PUT', `/api/workflows/${workflow.id}/draft`, {
    revision: 1,
    document: {
      nodes: [
        node('start', 'manual-trigger', 'Start', 0),
        node('ask', 'approval', 'Approve', 200, {
          message: 'Pay invoice 42 to ACME?',
          approvers: [approver],
        }),
        node('yes', 'no-op', 'Approved', 400),
        node('no', 'no-op', 'Rejected', 400),
      ],
      edges: [
        { id: 'e1', source: 'start', sourceOutput: 0, target: 'ask', targetInput: 0 },
        { id: 'e2', source: 'ask', sourceOutput: 0, target: 'yes', targetInput: 0 },
        { id: 'e3', source: 'ask', sourceOutput: 1, target: 'no', targetInput: 0 },
      ],
      settings: {},
    },
  });
  const run = await api(owner, 'POST', `/api/workflows/${workflow.id}/runs`, {
    input: { invoice: 42, supplier: 'ACME', amount: '1250.00' },
  });
  expect(run.status).toBe('waiting');
  return { workflowId: workflow.id as string, runId: run.id as string };
}

/** The link in the newest mail the server sent to `email`. */
async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await poll(() => {
    const mail = mailTo(email).at(-1);
    link = mail ? plainText(mail.raw).match(/https?:\/\/[^\s"<]+\/approve\/[A-Za-z0-9_.-]+/)?.[0] : undefined;
    return link;
  }).toBeDefined();
  return link as string;
}

describe('approval by e-mailed link', () => {
  for (const [label, viewport] of [
    ['desktop', undefined],
    ['mobile', MOBILE],
  ] as const) {
    it(`opens the link signed out, approves with a comment and sees it done (${label})`, async () => {
      const owner = await openQuietPage();
      const approverEmail = `approver${label}${stamp}@example.com`;
      try {
        await enterInPage(owner.page, `owner${label}${stamp}`);
        const { workflowId, runId } = await runWaitingForApproval(owner.page, approverEmail);
        const link = await mailedLink(approverEmail);
        expect(new URL(link).origin).toBe(baseUrl);

        const approver = await openQuietPage(viewport ? { viewport } : {});
        try {
          const { page, errors } = approver;
          await page.goto(link);
          await poll(() => page.getByText('Pay invoice 42 to ACME?').isVisible()).toBe(true);
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toBe('Approval request');
          await expect.poll(() => page.getByText(/"supplier": "ACME"/).isVisible()).toBe(true);
          await screenshot(page, `approval-request-${label}`);
          await page.getByLabel('Comment (optional)').fill('Checked against the order.');
          await page.getByRole('button', { name: 'Approve' }).click();
          await poll(() => page.getByText('You approved this request').isVisible()).toBe(true);
          await screenshot(page, `approval-done-${label}`);

          // The link is spent: opening it again says so.
          await page.reload();
          await poll(() => page.getByText('This request is closed').isVisible()).toBe(true);
          await expect
            .poll(() => page.getByText('You already answered this request: approved.').isVisible())
            .toBe(true);
          expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
        } finally {
          await approver.close();
        }

        const run = await api(owner.page, 'GET', `/api/workflows/${workflowId}/runs/${runId}`);
        expect(run.status).toBe('succeeded');
        const steps = (run.steps as { nodeId: string }[]).map((s) => s.nodeId);
        expect(steps).toContain('yes');
        expect(steps).not.toContain('no');
      } finally {
        await owner.close();
      }
    });
  }
});
