import { CRM_DEFAULT_SETTINGS, crmMemberSchema, crmWebhookSchema } from '@common/schemas/solar-crm';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { crmMembersAnswerSchema } from './crm-admin-api';
import { aPipeline, aWorkspaces, dealId, OWNER_ID } from './crm-fixtures';

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: scaled(5000) };

const members = crmMembersAnswerSchema.parse({
  members: [
    { userId: OWNER_ID, email: 'ada@example.com', name: 'Ada', role: 'manager', owner: true },
    { userId: dealId(801), email: 'sam@example.com', name: null, role: 'setter', owner: false },
  ],
});
const hook = crmWebhookSchema.parse({
  id: dealId(900),
  url: 'https://example.com/hooks/crm',
  events: ['deal.stage_changed'],
  active: true,
  createdAt: '2026-11-28T12:00:00.000Z',
  recent: [],
});

describe('the CRM settings', () => {
  it('changes a role, checks the commission milestones and shows a new webhook’s secret once', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/crm/workspaces': { body: aWorkspaces() },
      'GET /api/solar/crm/pipelines': { body: { pipelines: [aPipeline()] } },
      'GET /api/solar/crm/members': { body: members },
      [`PATCH /api/solar/crm/members/${dealId(801)}`]: ({ body }) => ({
        body: crmMemberSchema.parse({ ...members.members[1], ...(body as object) }),
      }),
      'GET /api/solar/crm/settings': { body: CRM_DEFAULT_SETTINGS },
      'GET /api/solar/crm/webhooks': { body: { webhooks: [] } },
      'POST /api/solar/crm/webhooks': { status: 201, body: { ...hook, secret: 'whsec_0123456789' } },
    });
    renderApp('/solar-crm?tab=settings');
    const role = (await screen.findByRole(
      'combobox',
      { name: 'Role of sam@example.com' },
      slow,
    )) as HTMLSelectElement;
    expect(screen.getByText('Owner · manager')).toBeTruthy();
    fireEvent.change(role, { target: { value: 'closer' } });
    await vi.waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: `/api/solar/crm/members/${dealId(801)}`,
        body: { role: 'closer' },
      }),
    );

    const m1 = await screen.findByLabelText('M1 at signing (%)', {}, slow);
    expect((m1 as HTMLInputElement).value).toBe('25');
    fireEvent.change(m1, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pricing and pay' }));
    expect(
      await screen.findByText('The milestone shares M1, M2 and M3 must add up to 100%.', {}, slow),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/api/solar/crm/settings')).toBe(false);

    const form = screen.getByRole('form', { name: 'Add a webhook' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Webhook URL' }), {
      target: { value: 'https://example.com/hooks/crm' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByTestId('webhook-secret', {}, slow)).textContent).toBe('whsec_0123456789');
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/solar/crm/webhooks')?.body).toEqual({
      url: 'https://example.com/hooks/crm',
      events: ['deal.stage_changed'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });
});
