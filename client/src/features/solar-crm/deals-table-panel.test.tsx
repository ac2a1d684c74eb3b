import { crmDealFilterSchema, crmDealListSchema, crmSavedFiltersSchema } from '@common/schemas/solar-crm';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { aCard, aPipeline, aWorkspaces, dealId, stageId } from './crm-fixtures';

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: scaled(5000) };

const rotting = crmDealFilterSchema.parse({ rotting: true, stageIds: [stageId(1)] });

describe('the CRM table', () => {
  it('sorts by a column, filters, and saves, applies and deletes a filter', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/crm/workspaces': { body: aWorkspaces() },
      'GET /api/solar/crm/pipelines': { body: { pipelines: [aPipeline()] } },
      'GET /api/solar/crm/members': { body: { members: [] } },
      'GET /api/solar/crm/deals': ({ url }) => ({
        body: crmDealListSchema.parse({
          deals: [
            aCard(1, {
              rottingDays: 2,
              contact: { id: dealId(90), name: 'Grace Hopper', email: null, phone: null },
            }),
          ],
          total: url.searchParams.get('filter') ? 1 : 120,
        }),
      }),
      'GET /api/solar/crm/filters': {
        body: crmSavedFiltersSchema.parse({
          filters: [{ id: dealId(700), name: 'Rotting contacted', filter: rotting }],
        }),
      },
      'POST /api/solar/crm/filters': ({ body }) => ({
        status: 201,
        body: { id: dealId(701), ...(body as object) },
      }),
      [`DELETE /api/solar/crm/filters/${dealId(700)}`]: { status: 204 },
    });
    renderApp('/solar-crm?tab=table');
    const table = await screen.findByRole('table', { name: 'Deals' }, slow);
    expect(within(table).getByText('rotting 2 days')).toBeTruthy();
    expect(screen.getByTestId('deals-total').textContent).toBe('1–1 of 120 deals');
    const dealsUrls = () =>
      api.fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname.endsWith('/deals'));

    fireEvent.click(within(table).getByRole('button', { name: 'Value' }));
    await vi.waitFor(() => expect(dealsUrls().at(-1)?.searchParams.get('sort')).toBe('value'));
    expect(dealsUrls().at(-1)?.searchParams.get('dir')).toBe('desc');

    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'solara' } });
    await vi.waitFor(() =>
      expect(JSON.parse(dealsUrls().at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({
        source: 'solara',
      }),
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Name for this filter' }), {
      target: { value: 'From Solara' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save filter' }));
    await vi.waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/solar/crm/filters',
        body: { name: 'From Solara', filter: { source: 'solara' } },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Rotting contacted' }));
    await vi.waitFor(() =>
      expect(JSON.parse(dealsUrls().at(-1)?.searchParams.get('filter') ?? '{}')).toEqual(rotting),
    );
    expect((screen.getByLabelText('Rotting') as HTMLSelectElement).value).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Delete the saved filter Rotting contacted' }));
    await vi.waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/solar/crm/filters/${dealId(700)}`),
      ).toBe(true),
    );
  });
});
