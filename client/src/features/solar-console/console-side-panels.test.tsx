import type { CrmTask } from '@common/schemas/solar-crm';
import { crmTaskListSchema } from '@common/schemas/solar-crm';
import { solarLeadListSchema } from '@common/schemas/solar-leads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  aCard,
  aDeal,
  DEAL,
  dealList,
  OTHER_DEAL,
  OWNER,
  pipelines,
  workspaces,
} from '@/test/solar-console-fixtures';
import { scaled } from '@/test/time';
import { tickingIntervals } from './use-now';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };
const now = new Date().toISOString();
const card = aCard();
const second = aCard({ id: OTHER_DEAL, contact: { ...card.contact, name: 'Alan Kay' } });

function aTask(id: string, title: string, dueAt: string, overdue: boolean): CrmTask {
  return {
    id,
    dealId: DEAL,
    contactId: null,
    title,
    dueAt,
    assigneeId: OWNER,
    doneAt: null,
    overdue,
    createdAt: now,
  };
}
const OVERDUE = 'a0000000-0000-4000-8000-000000000001';
const tasks = crmTaskListSchema.parse({
  tasks: [
    aTask(OVERDUE, 'Call back about the roof', '2026-01-02T15:00:00.000Z', true),
    aTask('a0000000-0000-4000-8000-000000000002', 'Next year’s check-in', '2099-01-02T15:00:00.000Z', false),
  ],
});
const leads = solarLeadListSchema.parse({
  leads: [
    {
      id: '1ead0000-0000-4000-8000-000000000009',
      deploymentId: null,
      status: 'booked',
      score: 70,
      name: 'Grace Hopper',
      email: null,
      phone: '+1 314 555 0100',
      zip: '63101',
      address: null,
      monthlyBill: 150,
      systemKw: null,
      annualKwh: null,
      // Starts now: today in any time zone.
      appointment: { startsAt: now, endsAt: now },
      createdAt: now,
      updatedAt: now,
    },
  ],
});

describe('the console’s side panels', () => {
  it('lists today’s consultations, the follow-ups due, marks one done, and ticks every timer from one interval', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser({ id: OWNER }) },
      'GET /api/solar/crm/workspaces': { body: workspaces },
      'GET /api/solar/crm/pipelines': { body: pipelines },
      'GET /api/solar/crm/deals': { body: dealList([card, second]) },
      [`GET /api/solar/crm/deals/${DEAL}`]: { body: aDeal(card) },
      [`GET /api/solar/crm/deals/${DEAL}/proposals`]: { body: { proposals: [] } },
      'GET /api/solar/leads': { body: leads },
      'GET /api/solar/crm/tasks': { body: tasks },
      [`PATCH /api/solar/crm/tasks/${OVERDUE}`]: { body: { ...tasks.tasks[0], doneAt: now } },
    });
    renderApp('/solar-sales-agent');
    const today = await screen.findByRole('list', { name: 'Consultations today' }, slow);
    expect(within(today).getByText(/Grace Hopper · 63101 · \+1 314 555 0100/)).toBeTruthy();

    const due = await screen.findByRole('list', { name: 'Tasks due today or overdue' }, slow);
    const items = within(due).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Call back about the roof');
    expect(items[0]!.textContent).toContain('Overdue since');

    fireEvent.click(within(due).getByRole('button', { name: 'Mark “Call back about the roof” done' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ done: true });

    expect(screen.getAllByRole('timer').length).toBeGreaterThanOrEqual(2);
    expect(tickingIntervals()).toBe(1);
  });
});
