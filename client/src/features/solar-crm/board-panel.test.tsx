import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { anError, aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import {
  aBoard,
  aCard,
  aDeal,
  aPipeline,
  aWorkspaces,
  dealId,
  OTHER_OWNER_ID,
  stageId,
} from './crm-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});
const slow = { timeout: scaled(5000) };

const cards = [
  aCard(1, {
    contact: { id: dealId(91), name: 'Grace Hopper', email: null, phone: null },
    leadScore: 82,
    rottingDays: 3,
  }),
  aCard(2, { stageId: stageId(2), valueCents: 20_000_00, demo: true }),
];

function api(overrides: Parameters<typeof mockApi>[0] = {}, role: 'manager' | 'setter' = 'manager') {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/solar/crm/workspaces': { body: aWorkspaces(role) },
    'GET /api/solar/crm/pipelines': { body: { pipelines: [aPipeline()] } },
    'GET /api/solar/crm/board': { body: aBoard(cards) },
    ...overrides,
  });
}
const column = (name: string) => screen.getByRole('region', { name });

describe('the CRM board', () => {
  it('shows each stage with its count, value and weighted value, and each card with its marks', async () => {
    api();
    renderApp('/solar-crm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar CRM' }, slow)).toBeTruthy();
    await screen.findByRole('button', { name: 'Grace Hopper' }, slow);
    const first = within(column('New lead'));
    expect(first.getByTestId('column-totals').textContent).toBe('1 deal · $30,000 · weighted $3,000');
    expect(first.getByText('rotting 3 days')).toBeTruthy();
    expect(first.getByText('Score 82')).toBeTruthy();
    expect(first.getByText('7.2 kW')).toBeTruthy();
    expect(within(column('Appointment set')).getByText('demo')).toBeTruthy();
    expect(within(column('Appointment set')).getByTestId('column-totals').textContent).toBe(
      '1 deal · $20,000 · weighted $7,000',
    );
  });

  it('moves a card with the arrow keys at once and saves the move', async () => {
    const calls = api({
      [`PUT /api/solar/crm/deals/${dealId(1)}/stage`]: ({ body }) => ({
        body: { ...cards[0]!, stageId: (body as { stageId: string }).stageId, rottingDays: 0 },
      }),
    });
    renderApp('/solar-crm');
    const card = await screen.findByRole('button', { name: 'Grace Hopper' }, slow);
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    await vi.waitFor(() =>
      expect(within(column('Contacted')).getByRole('button', { name: 'Grace Hopper' })).toBeTruthy(),
    );
    expect(within(column('New lead')).queryByRole('button', { name: 'Grace Hopper' })).toBeNull();
    expect(within(column('Contacted')).getByTestId('column-totals').textContent).toBe(
      '1 deal · $30,000 · weighted $6,000',
    );
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'PUT',
        path: `/api/solar/crm/deals/${dealId(1)}/stage`,
        body: { stageId: stageId(1) },
      }),
    );
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Grace Hopper'));
  });

  it('puts the card back and says why when the server refuses a setter’s move', async () => {
    const api403 = api(
      {
        [`PUT /api/solar/crm/deals/${dealId(2)}/stage`]: anError(403, {
          error: 'forbidden',
          message: 'Your role in this CRM cannot do this (it needs: closer or manager).',
        }),
      },
      'setter',
    );
    renderApp(`/solar-crm?workspace=${OTHER_OWNER_ID}`);
    const card = await screen.findByRole('button', { name: 'Owner 2' }, slow);
    // A setter's "Move to…" offers only the setter stages.
    fireEvent.keyDown(card, { key: 'm' });
    const dialog = await screen.findByRole('dialog', { name: 'Move Owner 2 to…' }, slow);
    expect(
      (within(dialog).getByRole('button', { name: /Proposal sent/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(dialog).getByRole('button', { name: /Contacted/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // The arrow keys ask anyway; the server has the last word.
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    await vi.waitFor(
      () => expect(getToastState().toasts[0]?.title).toBe('Your role cannot move this deal there'),
      slow,
    );
    expect(getToastState().toasts[0]?.description).toBe(
      'Your role in this CRM cannot do this (it needs: closer or manager). The card is back where it was.',
    );
    expect(within(column('Appointment set')).getByRole('button', { name: 'Owner 2' })).toBeTruthy();
    expect(within(column('Proposal sent')).queryByRole('button', { name: 'Owner 2' })).toBeNull();
    expect(api403.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/stage'))).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Import' })).toBeNull();
  });

  it('shows the first 50 cards of a long column and the rest on asking', async () => {
    const many = Array.from({ length: 120 }, (_, i) => aCard(100 + i));
    api({ 'GET /api/solar/crm/board': { body: aBoard(many) } });
    renderApp('/solar-crm');
    await screen.findByRole('button', { name: 'Owner 100' }, slow);
    const list = () => within(column('New lead')).getByRole('list', { name: 'New lead deals' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more of 70' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(100);
  });

  it('says how deals arrive when there are none yet', async () => {
    api({ 'GET /api/solar/crm/board': { body: aBoard([]) } });
    renderApp('/solar-crm');
    expect(await screen.findByText('No deals yet', {}, slow)).toBeTruthy();
    expect(screen.getByText(/each lead Solara qualifies becomes a deal/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import a CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a deal' })).toBeTruthy();
  });

  it('opens a linked deal in the drawer, logs a call and links to the roof designer', async () => {
    const deal = aDeal(cards[0]!);
    const calls = api({
      [`GET /api/solar/crm/deals/${dealId(1)}`]: { body: deal },
      [`POST /api/solar/crm/deals/${dealId(1)}/activities`]: ({ body }) => ({
        status: 201,
        body: {
          id: dealId(500),
          dealId: dealId(1),
          contactId: null,
          ...(body as object),
          data: {},
          byUserId: null,
          byName: 'Ada',
          at: '2026-11-28T13:00:00.000Z',
        },
      }),
    });
    renderApp(`/solar-crm?deal=${dealId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' }, slow);
    const d = within(drawer);
    expect(d.getByRole('link', { name: 'Design roof' }).getAttribute('href')).toBe(
      `/solar-designer?deal=${dealId(1)}`,
    );
    expect(d.getByText('Stage history')).toBeTruthy();
    fireEvent.click(d.getByRole('tab', { name: /Activity/ }));
    fireEvent.change(d.getByRole('combobox', { name: 'Kind' }), { target: { value: 'call' } });
    fireEvent.change(d.getByRole('textbox', { name: 'What happened' }), {
      target: { value: 'Booked a site visit.' },
    });
    fireEvent.click(d.getByRole('button', { name: 'Log it' }));
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'POST',
        path: `/api/solar/crm/deals/${dealId(1)}/activities`,
        body: { kind: 'call', body: 'Booked a site visit.' },
      }),
    );
  });
});
