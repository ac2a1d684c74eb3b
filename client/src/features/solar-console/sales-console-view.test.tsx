import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  aCall,
  aCard,
  aDeal,
  aLead,
  aProposal,
  DEAL,
  dealList,
  LEAD,
  OTHER_DEAL,
  OWNER,
  pipelines,
  workspaces,
} from '@/test/solar-console-fixtures';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };
const solaraCard = aCard();
const manualCard = aCard({
  id: OTHER_DEAL,
  title: 'Alan Kay',
  source: 'manual',
  leadId: null,
  leadScore: null,
  contact: { id: 'c0000000-0000-4000-8000-000000000002', name: 'Alan Kay', email: null, phone: null },
  createdAt: new Date().toISOString(),
  lastActivityAt: new Date().toISOString(),
});

function baseRoutes() {
  return {
    'GET /api/auth/user': { body: aUser({ id: OWNER }) },
    'GET /api/solar/crm/workspaces': { body: workspaces },
    'GET /api/solar/crm/pipelines': { body: pipelines },
    'GET /api/solar/crm/deals': { body: dealList([manualCard, solaraCard]) },
    [`GET /api/solar/crm/deals/${DEAL}`]: { body: aDeal(solaraCard) },
    [`GET /api/solar/crm/deals/${OTHER_DEAL}`]: { body: aDeal(manualCard) },
    [`GET /api/solar/leads/${LEAD}`]: { body: aLead() },
    'GET /api/solar/leads': { body: { leads: [] } },
    'GET /api/solar/crm/tasks': { body: { tasks: [] } },
    [`GET /api/solar/crm/deals/${DEAL}/proposals`]: { body: { proposals: [] } },
  };
}

describe('the sales console at /solar-sales-agent', () => {
  it('queues Solara’s leads first with a running timer, and shows what is known and what to ask', async () => {
    const api = mockApi(baseRoutes());
    renderApp('/solar-sales-agent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Sales Agent' }, slow)).toBeTruthy();
    const queue = await screen.findByRole('listbox', { name: 'Lead queue' }, slow);
    const options = within(queue).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Grace Hopper'),
      expect.stringContaining('Alan Kay'),
    ]);
    expect(within(options[0]!).getByRole('timer').getAttribute('aria-label')).toMatch(
      /^Waiting \d+:\d\d for a first contact$/,
    );
    expect(within(options[0]!).getByRole('meter', { name: 'Score 82 of 100' })).toBeTruthy();
    expect(within(options[0]!).getByText(/Solara · New lead/)).toBeTruthy();

    // The queue asks for the open deals in the first stages of both pipelines.
    const queueCall = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/solar/crm/deals');
    expect(queueCall?.searchParams.get('workspace')).toBe(OWNER);
    expect(JSON.parse(queueCall?.searchParams.get('filter') ?? '{}')).toMatchObject({ status: 'open' });
    expect(JSON.parse(queueCall?.searchParams.get('filter') ?? '{}').stageIds).toHaveLength(5);

    // The first lead is open: the summary, the concerns, what is still to ask.
    const still = await screen.findByRole('list', { name: 'Still to ask' }, slow);
    expect(within(still).getByText('Roof age')).toBeTruthy();
    expect(within(still).queryByText('Home ownership')).toBeNull();
    expect(await screen.findByText('$150 a month', {}, slow)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Concerns they raised' })).getByText(
        'Will the panels damage my roof?',
      ),
    ).toBeTruthy();
    // The raised concern's card comes first among the objection cards.
    const cards = within(screen.getByRole('list', { name: 'Objection cards' })).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Will the panels damage my roof?');
    expect(cards[0]!.textContent).toContain('They asked');

    // Arrow down moves to the next lead.
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(within(queue).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Alan Kay' }, slow)).toBeTruthy();
    expect(
      within(await screen.findByRole('list', { name: 'Still to ask' }, slow)).getByText('E-mail address'),
    ).toBeTruthy();
  });

  it('logs a call, which stops the speed-to-lead timer', async () => {
    const routes = baseRoutes();
    let touched = false;
    const callAt = new Date(Date.parse(solaraCard.createdAt) + 4 * 60_000).toISOString();
    const api = mockApi({
      ...routes,
      'GET /api/solar/crm/deals': () => ({
        body: dealList([touched ? { ...solaraCard, lastActivityAt: callAt } : solaraCard]),
      }),
      [`GET /api/solar/crm/deals/${DEAL}`]: () => ({
        body: aDeal(solaraCard, touched ? [aCall(callAt)] : []),
      }),
      [`POST /api/solar/crm/deals/${DEAL}/activities`]: ({ body }) => {
        touched = true;
        return { body: { ...aCall(callAt), body: (body as { body: string }).body } };
      },
    });
    renderApp('/solar-sales-agent');
    const form = await screen.findByRole('form', { name: 'Log an activity' }, slow);
    fireEvent.change(within(form).getByLabelText('What happened'), {
      target: { value: 'Called, booked a visit' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Log call' }));
    const timer = await screen.findByRole('timer', { name: 'First contact after 4:00' }, slow);
    expect(timer.getAttribute('data-band')).toBe('green');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'call',
      body: 'Called, booked a visit',
    });
  });

  it('makes the three options with floor and commission, and present mode fetches neither', async () => {
    let made = false;
    const api = mockApi({
      ...baseRoutes(),
      [`GET /api/solar/crm/deals/${DEAL}/proposals`]: ({ url }) => ({
        body: {
          proposals: made ? [aProposal(url.searchParams.get('view') === 'present' ? 'present' : 'full')] : [],
        },
      }),
      [`POST /api/solar/crm/deals/${DEAL}/proposals`]: () => {
        made = true;
        return { body: aProposal('full') };
      },
    });
    renderApp(`/solar-sales-agent?deal=${DEAL}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Make the three options' }, slow));
    const b = await screen.findByRole('article', { name: 'Option B' }, slow);
    expect(within(b).getByText('7 kW DC')).toBeTruthy();
    expect(within(b).getByText('100% of the year’s use')).toBeTruthy();
    expect(within(b).getByText('$21,700')).toBeTruthy();
    expect(screen.getAllByTestId('floor-price')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Commission by option' })).toBeTruthy();
    const finance = screen.getByRole('table', { name: 'Ways to pay, by option' });
    expect(
      within(finance).getAllByText(/dealer fee \$5,425 \(20%\) added to the loan/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /Total paid over the term/ })).toBeTruthy();
    // Signer prefilled from the contact.
    const send = screen.getByRole('form', { name: 'Send for signature' });
    expect((within(send).getByLabelText('Signer e-mail') as HTMLInputElement).value).toBe(
      'grace@example.test',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Present mode' }));
    const present = await screen.findByRole('dialog', { name: 'Present mode' }, slow);
    await within(present).findByRole('article', { name: 'Option C' }, slow);
    expect(within(present).queryByTestId('floor-price')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Commission by option' })).toBeNull();
    const views = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname.endsWith('/proposals'))
      .map((u) => u.searchParams.get('view'));
    expect(views.at(-1)).toBe('present');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Present mode' })).toBeNull());
  });

  it('says how leads arrive when there are none', async () => {
    mockApi({ ...baseRoutes(), 'GET /api/solar/crm/deals': { body: dealList([]) } });
    renderApp('/solar-sales-agent');
    expect(await screen.findByText('No leads yet.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: '/solar-ai-agent' }).getAttribute('href')).toBe(
      '/solar-ai-agent',
    );
    expect(screen.getByRole('link', { name: '/deploy/solar-ai-agent' })).toBeTruthy();
  });

  it('shows the server’s reason when the CRM cannot be read', async () => {
    mockApi({
      ...baseRoutes(),
      'GET /api/solar/crm/pipelines': anError(403, {
        error: 'forbidden',
        message: 'You are not a member of this CRM.',
      }),
    });
    renderApp('/solar-sales-agent');
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'You are not a member of this CRM.',
    );
  });
});
