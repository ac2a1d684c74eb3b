/**
 * Issue 24's journey, as a new installer sees it in Chromium against the real server: their Solara (deployed)
 * qualifies a homeowner in a conversation; the lead lands in the sales console with its speed-to-lead timer and
 * on the CRM's board; the rep logs the first call, draws the roof in the designer, auto-fills it and attaches it
 * to the deal; one click makes the three-option proposal (option B from the design), present mode hides the
 * floor and commission, and the proposal goes out for signature. The homeowner signs from the e-mailed link,
 * signed out. The project then runs permit → install → inspection → permission to operate, and /mission-impact
 * counts it. Screenshots at each step.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, screenshot } from './support/browser';
import { mailTo } from './support/mail';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
/** A surname of letters only (Solara reads a name as words), different on every run. */
const SURNAME = stamp
  .replace(/[0-9]/g, (d) => 'bcdfghjklm'[Number(d)]!)
  .replace(/^./, (c) => c.toUpperCase());
const HOMEOWNER = `Ada ${SURNAME}`;
const EMAIL = `ada.${stamp}@example.com`;

const CONFIG = {
  brandName: `Bright Roofs ${stamp}`,
  brandColor: '#0369a1',
  logoUrl: '',
  greeting: 'Hello from Bright Roofs! Shall we size your roof?',
  pricePerWatt: 3.1,
  floorPricePerWatt: 2.6,
  serviceArea: { zipPrefixes: ['100'], states: [] },
  consentText: 'Bright Roofs may call, text or e-mail you about this consultation. Consent is optional.',
  timeZone: 'America/New_York',
  financeProducts: ['cash', 'loan'],
};

/** One message to the deployed Solara, as its chat on the installer's site sends it. */
async function say(page: Page, slug: string, conversationId: string | undefined, message: string) {
  const reply = await api(page, 'POST', '/api/solar/solara/chat', {
    deployment: slug,
    message,
    ...(conversationId ? { conversationId } : {}),
  });
  return reply.conversationId as string;
}

interface MissionFigures {
  projects: number;
  kwInstalled: number;
}
const figures = async (page: Page) =>
  (await api(page, 'GET', '/api/mission-impact?demo=exclude')) as unknown as MissionFigures;

describe('from a Solara conversation to a PTO project', () => {
  it('runs a lead through the console, the designer, the proposal, the signature and the milestones', async () => {
    const { page, errors, close } = await openQuietPage({ timezoneId: 'America/New_York' });
    try {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await enterInPage(page, `closer${stamp}`);

      // The installer's Solara, deployed; a homeowner chats with it.
      const deployed = await api(page, 'PUT', '/api/solar/solara/deployment', {
        config: CONFIG,
        allowedOrigins: ['https://brightroofs.example.com'],
      });
      const slug = deployed.slug as string;
      let conversation = await say(page, slug, undefined, '');
      for (const answer of [
        '10001',
        'we own it',
        'townhouse',
        '8 years',
        'no shade',
        '$240 a month',
        'lower my bill',
        'Loan',
        'as soon as possible',
        HOMEOWNER,
        EMAIL,
        'Skip', // no phone
        'no', // no consultation booked now: the lead is saved for the installer's team to call
      ])
        conversation = await say(page, slug, conversation, answer);
      const leads = (await api(page, 'GET', '/api/solar/leads')) as {
        leads: { name: string | null }[];
      };
      expect(leads.leads.map((l) => l.name)).toContain(HOMEOWNER);

      // The sales console: the lead is in the queue with its timer running.
      const before = await figures(page);
      await page.goto('/solar-sales-agent');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Solar Sales Agent' }).isVisible()).toBe(
        true,
      );
      const queue = page.getByRole('listbox', { name: 'Lead queue' });
      const lead = queue.getByRole('option', { name: new RegExp(HOMEOWNER) });
      await poll(() => lead.isVisible(), 20_000).toBe(true);
      await lead.click();
      await poll(() => page.getByRole('heading', { level: 2, name: HOMEOWNER }).isVisible()).toBe(true);
      await screenshot(page, 'journey-console-lead');

      // The first call stops the speed-to-lead timer.
      const log = page.getByRole('form', { name: 'Log an activity' });
      await log.getByRole('textbox').fill('Called: they want to cut their bill; roof is 8 years old.');
      await log.getByRole('button', { name: 'Log call' }).click();
      await poll(() =>
        page
          .getByRole('timer', { name: /^First contact after/ })
          .first()
          .isVisible(),
      ).toBe(true);

      // The CRM's board has the deal in its first stage.
      const deals = (await api(page, 'GET', '/api/solar/crm/deals')) as {
        deals: { id: string; contact: { name: string } }[];
      };
      const deal = deals.deals.find((d) => d.contact.name === HOMEOWNER);
      expect(deal).toBeDefined();
      const dealId = deal!.id;
      await page.goto('/solar-crm');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Solar CRM' }).isVisible()).toBe(true);
      await poll(() => page.getByText(HOMEOWNER).first().isVisible(), 20_000).toBe(true);
      await screenshot(page, 'journey-crm-board');

      // The designer, opened for the deal: a roof plane, auto-filled, modelled, attached.
      await page.goto(`/solar-designer?deal=${dealId}`);
      await poll(() => page.getByRole('heading', { level: 1, name: 'Solar Designer' }).isVisible()).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Draw plane' }).click();
      const canvas = page.getByRole('img', { name: /Roof plan/ });
      const box = (await canvas.boundingBox())!;
      for (const [x, y] of [
        [3, 3],
        [15, 3],
        [15, 9],
        [3, 9],
        [3, 3],
      ] as const)
        await page.mouse.click(box.x + ((x + 1.5) / 32) * box.width, box.y + ((y + 1.5) / 22) * box.height);
      await poll(() => page.getByLabel('Roof plane to edit').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Auto-fill' }).click();
      await poll(async () =>
        Number(await page.getByTestId('designer-panel-count').textContent()),
      ).toBeGreaterThan(0);
      await page.getByLabel('ZIP code').fill('10001');
      await page.getByLabel('ZIP code').press('Enter');
      await poll(() => page.getByTestId('designer-annual-kwh').textContent(), 20_000).toMatch(/^[\d,]+ kWh$/);
      await page.getByLabel('Design name').fill(`Lovelace roof ${stamp}`);
      await page.getByRole('button', { name: 'Attach to deal' }).click();
      await poll(() => page.getByText('Attached to the deal').first().isVisible(), 20_000).toBe(true);
      await screenshot(page, 'journey-designer-attached');

      // One click: the three options, option B from the roof design.
      await page.goto('/solar-sales-agent');
      await poll(() => lead.isVisible(), 20_000).toBe(true);
      await lead.click();
      await page.getByRole('button', { name: 'Make the three options' }).click();
      await poll(() => page.getByRole('article', { name: 'Option B' }).isVisible(), 30_000).toBe(true);
      const proposals = (await api(page, 'GET', `/api/solar/crm/deals/${dealId}/proposals`)) as {
        proposals: { id: string; designId: string | null }[];
      };
      expect(proposals.proposals[0]?.designId).not.toBeNull();
      await page.getByRole('article', { name: 'Option B' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'journey-console-proposal');

      // Present mode: no floor, no commission.
      await page.getByRole('button', { name: 'Present mode' }).click();
      const present = page.getByRole('dialog', { name: 'Present mode' });
      await poll(() => present.getByRole('article', { name: 'Option C' }).isVisible()).toBe(true);
      expect(await present.getByText(/commission/i).count()).toBe(0);
      expect(await present.getByText(/floor/i).count()).toBe(0);
      await screenshot(page, 'journey-present-mode');
      await page.keyboard.press('Escape');
      await poll(() => present.isVisible()).toBe(false);

      // Send for signature: the signer is the contact.
      const sent = mailTo(EMAIL).length;
      const send = page.getByRole('form', { name: 'Send for signature' });
      expect(await send.getByLabel('Signer e-mail').inputValue()).toBe(EMAIL);
      await send.getByRole('button', { name: 'Send for signature' }).click();
      await poll(() => mailTo(EMAIL).length, 20_000).toBeGreaterThan(sent);
      const raw = mailTo(EMAIL)
        .at(-1)!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = raw.match(/https?:\/\/[^\s"<>]+\/sign\/[A-Za-z0-9_-]+/)?.[0];
      expect(link).toBeDefined();

      // The homeowner, signed out, signs from the link.
      const signer = await openQuietPage({ timezoneId: 'America/New_York' });
      try {
        await signer.page.goto(new URL(link!).pathname);
        const proposal = signer.page.getByRole('region', { name: 'The proposal' });
        await poll(() => proposal.isVisible(), 20_000).toBe(true);
        await proposal.getByRole('radio').nth(1).check();
        await proposal.getByLabel('Your full name').fill(HOMEOWNER);
        // The typed signature (the keyboard's way; the pad takes a mouse, finger or pen).
        await proposal.getByRole('button', { name: 'Type' }).click();
        await proposal.getByLabel('Type your signature').fill(HOMEOWNER);
        await proposal.getByRole('checkbox').check();
        await screenshot(signer.page, 'journey-signing');
        await proposal.getByRole('button', { name: 'Sign the contract' }).click();
        await poll(() => signer.page.getByRole('region', { name: 'Signed' }).isVisible(), 30_000).toBe(true);
        await poll(() =>
          signer.page
            .getByText(/[0-9a-f]{64}/)
            .first()
            .isVisible(),
        ).toBe(true);
        await screenshot(signer.page, 'journey-signed');
        expect(signer.errors).toEqual([]);
      } finally {
        await signer.close();
      }

      // The deal is won with its project; in the CRM's drawer the milestones run to permission to operate.
      await page.goto(`/solar-crm?deal=${dealId}`);
      const drawer = page.getByRole('dialog');
      await poll(() => drawer.getByRole('tab', { name: 'Project' }).isVisible(), 20_000).toBe(true);
      await drawer.getByRole('tab', { name: 'Project' }).click();
      for (const step of [
        'Mark permit received',
        'Mark installed',
        'Mark inspection passed',
        'Mark permission to operate',
      ]) {
        await poll(() => drawer.getByRole('button', { name: step }).isVisible(), 20_000).toBe(true);
        await drawer.getByRole('button', { name: step }).click();
        await poll(() => drawer.getByRole('button', { name: step }).count(), 20_000).toBe(0);
      }
      await screenshot(page, 'journey-crm-pto');
      await drawer.getByRole('tab', { name: 'Commissions' }).click();
      await poll(() => drawer.getByText('M3').first().isVisible(), 20_000).toBe(true);
      await screenshot(page, 'journey-crm-commissions');

      // /mission-impact counts it.
      const after = await figures(page);
      expect(after.projects).toBe(before.projects + 1);
      expect(after.kwInstalled).toBeGreaterThan(before.kwInstalled);
      await page.goto('/mission-impact');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Mission Impact' }).isVisible()).toBe(
        true,
      );
      await poll(() => page.locator('[data-figure="Homes served"]').isVisible(), 20_000).toBe(true);
      await screenshot(page, 'journey-mission-impact');
      expect(errors).toEqual([]);
      expect(baseUrl).toMatch(/^http/);
    } finally {
      await close();
    }
  }, 300_000);
});
