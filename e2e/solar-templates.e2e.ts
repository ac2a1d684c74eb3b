/**
 * Solara's templates and its older form-first layout, signed out: a variant previewed on
 * /templates/solar-ai-agent reaches an estimate card in a real chat and offers "Use this template"; the form on
 * /solar-ai-agent-old feeds the same conversation and shows the estimate card. The Spanish variant holds a
 * whole conversation in Spanish, its chat labelled in Spanish. On a phone, in dark mode too.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { disconnectBrowser, MOBILE, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function fillTheForm(page: Page) {
  const form = page.getByRole('form', { name: 'Your home' });
  await form.getByLabel('ZIP code').fill('85004');
  await form.getByLabel('Own or rent').selectOption('I own it');
  await form.getByLabel('Home type').selectOption('Single-family house');
  await form.getByLabel('Roof age').selectOption('About 10 years');
  await form.getByLabel('Shade on the roof').selectOption('No shade');
  await form.getByLabel('Monthly electric bill ($)').fill('180');
  await form.getByLabel('Backup power').check();
  await form.getByLabel('How you would pay').selectOption('Cash');
  await form.getByLabel('Timeline').selectOption('Within 6 months');
  await form.getByRole('button', { name: 'Get my estimate' }).click();
}

describe('Solara templates', () => {
  it('previews the battery retrofit variant to an estimate card, and deploys it from the template', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/templates/solar-ai-agent');
      await expect
        .poll(() => page.getByRole('list', { name: 'Preview of Solara, Residential' }).textContent())
        .toContain('What’s your ZIP code?');
      await screenshot(page, 'solar-templates');
      await page.getByRole('button', { name: /^Battery retrofit/ }).click();
      const log = page.getByRole('list', { name: 'Preview of Solara, Battery retrofit' });
      await expect.poll(() => log.textContent()).toContain('Thinking about a battery');
      expect(await page.getByRole('link', { name: 'Use this template' }).getAttribute('href')).toBe(
        '/deploy/solar-ai-agent?variant=battery',
      );
      const box = page.getByRole('textbox', { name: 'Your message to Solara' });
      const reply = (name: string) => page.getByRole('button', { name, exact: true });
      await box.fill('85004');
      await box.press('Enter');
      for (const answer of ['I own it', 'Single-family house', 'About 10 years', 'Some shade']) {
        await expect.poll(() => reply(answer).isEnabled()).toBe(true);
        await reply(answer).click();
      }
      await expect.poll(() => log.textContent()).toContain('monthly electric bill');
      await box.fill('about $220');
      await box.press('Enter');
      const card = log.getByRole('region', { name: 'Your solar estimate' });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.textContent()).toContain('Non-binding estimate');
      await expect
        .poll(() => log.textContent())
        .toContain('About the battery: this estimate covers the panels only');
      await expect.poll(() => log.textContent()).toContain('What should the battery do for you?');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'solar-templates-battery-estimate');

      await page.getByRole('link', { name: 'Use this template' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/deploy/solar-ai-agent');
      expect(new URL(page.url()).search).toBe('?variant=battery');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('chats with the Spanish preview in Spanish, from the greeting to the booking question', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/templates/solar-ai-agent?variant=spanish');
      const log = page.getByRole('list', { name: 'Preview of Solara, Spanish' });
      await expect.poll(() => log.textContent()).toContain('Hola, soy Solara');
      await expect.poll(() => log.textContent()).toContain('¿Cuál es su código postal (ZIP)?');
      // The page around the chat stays English; the chat's own words are Spanish.
      expect(await page.getByRole('heading', { name: 'Spanish: live preview' }).isVisible()).toBe(true);
      const box = page.getByRole('textbox', { name: 'Su mensaje para Solara' });
      expect(await box.getAttribute('placeholder')).toBe('Escriba su respuesta…');
      const reply = (name: string) => page.getByRole('button', { name, exact: true });
      await box.fill('85004');
      await page.getByRole('button', { name: 'Enviar' }).click();
      for (const answer of ['Soy dueño', 'Casa unifamiliar', 'Unos 10 años', 'Sin sombra']) {
        await expect.poll(() => reply(answer).isEnabled()).toBe(true);
        await reply(answer).click();
      }
      await expect.poll(() => log.textContent()).toContain('¿Cuánto paga de luz al mes');
      await box.fill('unos $180 al mes');
      await box.press('Enter');
      const card = log.getByRole('region', { name: 'Su estimación solar' });
      await expect.poll(() => card.isVisible()).toBe(true);
      const cardText = await card.textContent();
      expect(cardText).toContain('Estimación no vinculante');
      expect(cardText).toContain('Ahorro el primer año');
      expect(cardText).not.toContain('Non-binding');
      await expect.poll(() => log.textContent()).toContain('Esta es su estimación no vinculante');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'solar-templates-spanish-estimate');
      await card.getByRole('button', { name: 'Supuestos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lo que supone esta estimación' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('Tarifa eléctrica');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);

      for (const answer of ['Bajar mi factura', 'Contado', 'Lo antes posible']) {
        await expect.poll(() => reply(answer).isEnabled()).toBe(true);
        await reply(answer).click();
      }
      await expect.poll(() => log.textContent()).toContain('¿Cuál es su nombre?');
      for (const line of ['Me llamo María García', `maria.${Date.now()}@example.test`]) {
        await box.fill(line);
        await box.press('Enter');
        await expect.poll(() => box.isEnabled()).toBe(true);
      }
      await expect.poll(() => reply('Saltar').isEnabled()).toBe(true);
      await reply('Saltar').click();
      await expect.poll(() => log.textContent()).toContain('¿Le gustaría una consulta gratuita');
      await expect.poll(() => reply('Mañana por la mañana').isEnabled()).toBe(true);
      await reply('Mañana por la mañana').click();
      // The platform's own Solara books nothing without hours; either way, it answers in Spanish.
      await expect
        .poll(async () => /propia plataforma|horarios/i.test((await log.textContent()) ?? ''))
        .toBe(true);
      await screenshot(page, 'solar-templates-spanish-booking');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('feeds the older layout’s form into the same conversation and shows the estimate card', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/solar-ai-agent-old');
      const log = page.getByRole('list', { name: 'Conversation with Solara' });
      await expect.poll(() => log.textContent()).toContain('What’s your ZIP code?');
      await fillTheForm(page);
      // The chat goes on past the form's questions, to the contact details.
      await expect.poll(() => log.textContent(), { timeout: scaled(20_000) }).toContain('What’s your name?');
      const cards = page.getByRole('region', { name: 'Your solar estimate' });
      await expect.poll(() => cards.count()).toBe(2);
      expect(await log.textContent()).toContain('85004');
      expect(await log.textContent()).toContain('$180');
      await screenshot(page, 'solar-old-layout-estimate');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone in dark mode', async () => {
    const { page, context, errors, close } = await openPage({ viewport: MOBILE });
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.goto('/templates/solar-ai-agent');
      await page.getByRole('button', { name: /^Commercial rooftop/ }).click();
      const log = page.getByRole('list', { name: 'Preview of Solara, Commercial rooftop' });
      await expect.poll(() => log.textContent()).toContain('for your business');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      // Chosen below the list, the preview comes into view.
      await expect.poll(() => log.isVisible()).toBe(true);
      const heading = page.getByRole('heading', { name: 'Commercial rooftop: live preview' });
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThan(0);
      expect((await heading.boundingBox())!.y).toBeLessThan(MOBILE.height / 2);
      await screenshot(page, 'solar-templates-mobile-dark-preview');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'solar-templates-mobile-dark');

      await page.goto('/solar-ai-agent-old');
      await expect
        .poll(() => page.getByRole('list', { name: 'Conversation with Solara' }).textContent())
        .toContain('ZIP code');
      await fillTheForm(page);
      const card = page.getByRole('region', { name: 'Your solar estimate' }).first();
      await expect.poll(() => card.isVisible(), { timeout: scaled(20_000) }).toBe(true);
      await card.scrollIntoViewIfNeeded();
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'solar-old-layout-mobile-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
