import type { CrmTask } from '@common/schemas/solar-crm';
import type { SolarLeadSummary } from '@common/schemas/solar-leads';
import { describe, expect, it } from 'vitest';
import { appointmentsToday, dayIn, tasksDue } from './today';

const now = Date.parse('2026-11-29T04:30:00.000Z'); // 23:30 on the 28th in New York

function aLead(id: string, startsAt: string | null): SolarLeadSummary {
  return {
    id,
    deploymentId: null,
    status: 'booked',
    score: 50,
    name: id,
    email: null,
    phone: null,
    zip: '10001',
    address: null,
    monthlyBill: null,
    systemKw: null,
    annualKwh: null,
    appointment: startsAt ? { startsAt, endsAt: startsAt } : null,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
  };
}

function aTask(id: string, dueAt: string | null, overdue = false, doneAt: string | null = null): CrmTask {
  return {
    id,
    dealId: null,
    contactId: null,
    title: id,
    dueAt,
    assigneeId: null,
    doneAt,
    overdue,
    createdAt: '',
  };
}

describe("the rep's day", () => {
  it('reads the day in the rep’s time zone', () => {
    expect(dayIn(now, 'America/New_York')).toBe('2026-11-28');
    expect(dayIn(now, 'UTC')).toBe('2026-11-29');
  });

  it('lists today’s consultations only, earliest first', () => {
    const leads = [
      aLead('late', '2026-11-29T03:00:00.000Z'), // 22:00 on the 28th in New York
      aLead('early', '2026-11-28T15:00:00.000Z'),
      aLead('tomorrow', '2026-11-29T15:00:00.000Z'),
      aLead('none', null),
    ];
    expect(appointmentsToday(leads, now, 'America/New_York').map((a) => a.leadId)).toEqual(['early', 'late']);
    expect(appointmentsToday(leads, now, 'UTC').map((a) => a.leadId)).toEqual(['late', 'tomorrow']);
  });

  it('keeps tasks overdue or due today, not done, earliest first', () => {
    const tasks = [
      aTask('today', '2026-11-28T20:00:00.000Z'),
      aTask('overdue', '2026-11-20T09:00:00.000Z', true),
      aTask('tomorrow', '2026-11-29T15:00:00.000Z'),
      aTask('undated', null),
      aTask('done', '2026-11-28T10:00:00.000Z', false, '2026-11-28T11:00:00.000Z'),
    ];
    expect(tasksDue(tasks, now, 'America/New_York').map((t) => t.id)).toEqual(['overdue', 'today']);
  });
});
