import type { SolarLead, SolarLeadList, SolarLeadSummary } from '@common/schemas/solar-leads';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };
const NEW_LEAD = '0b7c3f9e-0000-4000-8000-000000000001';
const OLD_LEAD = '0b7c3f9e-0000-4000-8000-000000000002';
const now = new Date();
const longAgo = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString();

function aSummary(overrides: Partial<SolarLeadSummary>): SolarLeadSummary {
  return {
    id: NEW_LEAD,
    deploymentId: null,
    status: 'new',
    score: 50,
    name: null,
    email: null,
    phone: null,
    zip: null,
    address: null,
    monthlyBill: null,
    systemKw: null,
    annualKwh: null,
    appointment: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...overrides,
  };
}

const list: SolarLeadList = {
  leads: [
    aSummary({
      name: 'Grace Hopper',
      zip: '63101',
      systemKw: 7.2,
      annualKwh: 9_410,
      score: 82,
      status: 'booked',
      appointment: { startsAt: '2026-12-07T15:00:00.000Z', endsAt: '2026-12-07T16:00:00.000Z' },
    }),
    aSummary({ id: OLD_LEAD, score: 12, createdAt: longAgo, updatedAt: longAgo }),
  ],
};

const lead: SolarLead = {
  id: NEW_LEAD,
  deploymentId: null,
  conversationId: 'c1',
  status: 'booked',
  score: 82,
  contact: { name: 'Grace Hopper', email: 'grace@example.test', phone: '+1 314 555 0100' },
  property: { zip: '63101', address: '1 Market St, St. Louis' },
  answers: { ownership: 'own', monthlyBill: 150, shade: 'some', timeline: '3months', financing: 'loan' },
  estimate: null,
  transcript: [
    { role: 'assistant', text: 'Hi, I am Solara. What is your ZIP?', at: now.toISOString() },
    { role: 'user', text: 'It is 63101.', at: now.toISOString() },
  ],
  consentText: 'I agree to be contacted about solar by e-mail and phone.',
  consentAt: now.toISOString(),
  appointments: [
    {
      id: '0b7c3f9e-0000-4000-8000-0000000000a1',
      startsAt: '2026-12-07T15:00:00.000Z',
      endsAt: '2026-12-07T16:00:00.000Z',
      createdAt: now.toISOString(),
      mail: {
        homeowner: { status: 'sent', at: now.toISOString() },
        owner: { status: 'failed', at: now.toISOString(), note: 'the mail server refused it' },
      },
    },
  ],
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
};

const noHours = { 'GET /api/solar/availability': { body: { rows: [] } } };

describe('the leads on /solar', () => {
  it('counts this week’s leads, lists them newest first and opens one in full', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/leads': { body: list },
      [`GET /api/solar/leads/${NEW_LEAD}`]: { body: lead },
      ...noHours,
    });
    renderApp('/solar');
    const table = await screen.findByRole('table', { name: 'Your leads, newest first' }, slow);
    expect(screen.getByTestId('leads-this-week').textContent).toBe('1 lead');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    expect(first.getByText('63101')).toBeTruthy();
    expect(first.getByText('7.2 kW')).toBeTruthy();
    expect(first.getByText('9,410 kWh')).toBeTruthy();
    expect(first.getByRole('meter', { name: 'Score 82 of 100' })).toBeTruthy();
    expect(first.getByText('Booked')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Anonymous' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Not booked')).toBeTruthy();

    fireEvent.click(first.getByRole('link', { name: 'Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper' }, slow);
    const d = within(dialog);
    expect(d.getByRole('link', { name: 'grace@example.test' }).getAttribute('href')).toBe(
      'mailto:grace@example.test',
    );
    expect(d.getByText('1 Market St, St. Louis')).toBeTruthy();
    expect(d.getByText('Owns the home')).toBeTruthy();
    expect(d.getByText('$150')).toBeTruthy();
    expect(d.getByText('Within 3 months')).toBeTruthy();
    expect(d.getByText(/has not made an estimate/)).toBeTruthy();
    expect(d.getByText('It is 63101.')).toBeTruthy();
    expect(d.getByText('I agree to be contacted about solar by e-mail and phone.')).toBeTruthy();
    expect(d.getByText('Sent')).toBeTruthy();
    expect(d.getByText('Failed: the mail server refused it')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });

  it('says what will come when there are no leads yet', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/leads': { body: { leads: [] } },
      ...noHours,
    });
    renderApp('/solar');
    expect(await screen.findByText(/No leads yet\./, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Solara yourself' }).getAttribute('href')).toBe(
      '/solar-ai-agent',
    );
  });

  it('shows the loading state, then the server’s reason when the leads fail, and tries again', async () => {
    let answer = anError(503, { error: 'internal_error', message: 'The database is busy.' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/leads': async () => {
        await gate;
        return answer;
      },
      ...noHours,
    });
    renderApp('/solar');
    expect(await screen.findByLabelText('Loading your leads', {}, slow)).toBeTruthy();
    release();
    const alert = await screen.findByText('The database is busy.', {}, slow);
    answer = { body: list };
    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', {}, slow);
    expect(api.calls.filter((c) => c.path === '/api/solar/leads').length).toBeGreaterThan(1);
  });

  it('asks a signed-out visitor to sign in and asks for no leads', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/solar');
    // Beside Talk to Solara, and in place of the leads.
    expect(await screen.findAllByRole('button', { name: 'Sign in' }, slow)).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Leads' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Solar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Talk to Solara' }).getAttribute('href')).toBe('/solar-ai-agent');
    expect(api.calls.some((c) => c.path.startsWith('/api/solar'))).toBe(false);
  });

  it("gives an administrator a tab with the platform's own Solara's leads and hours", async () => {
    const platformLead = aSummary({ id: OLD_LEAD, name: 'Pat Platform', zip: '85004' });
    const api = mockApi({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/solar/leads': ({ url }) => ({
        body: url.searchParams.get('owner') === 'platform' ? { leads: [platformLead] } : list,
      }),
      'GET /api/solar/solara/deployments': { body: { deployments: [] } },
      ...noHours,
    });
    renderApp('/solar');
    await screen.findByRole('link', { name: 'Grace Hopper' }, slow);
    fireEvent.click(screen.getByRole('tab', { name: 'The platform’s Solara' }));
    expect(await screen.findByRole('link', { name: 'Pat Platform' }, slow)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    expect(screen.getByText(/Only administrators see this/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/solar/availability?owner=platform',
      ),
    );
  });

  it('shows no platform tab to someone who is not an administrator', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/leads': { body: list },
      ...noHours,
    });
    renderApp('/solar');
    await screen.findByRole('link', { name: 'Grace Hopper' }, slow);
    expect(screen.queryByRole('tab', { name: 'The platform’s Solara' })).toBeNull();
  });
});
