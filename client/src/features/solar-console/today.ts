/** What is due today in the rep's time zone: consultations booked by Solara, and follow-up tasks. Pure. */
import type { CrmTask } from '@common/schemas/solar-crm';
import type { SolarLeadSummary } from '@common/schemas/solar-leads';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export interface TodayAppointment {
  leadId: string;
  name: string | null;
  phone: string | null;
  address: string | null;
  startsAt: string;
  endsAt: string;
}

/** The leads' consultations that start today in `timeZone`, earliest first. */
export function appointmentsToday(
  leads: readonly SolarLeadSummary[],
  now: number,
  timeZone: string,
): TodayAppointment[] {
  const today = dayIn(now, timeZone);
  return leads
    .flatMap((l) =>
      l.appointment && dayIn(Date.parse(l.appointment.startsAt), timeZone) === today
        ? [
            {
              leadId: l.id,
              name: l.name,
              phone: l.phone,
              address: l.address ?? l.zip,
              startsAt: l.appointment.startsAt,
              endsAt: l.appointment.endsAt,
            },
          ]
        : [],
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** Open tasks that are overdue or due today in `timeZone`, overdue first, then by due time. */
export function tasksDue(tasks: readonly CrmTask[], now: number, timeZone: string): CrmTask[] {
  const today = dayIn(now, timeZone);
  return tasks
    .filter((t) => t.doneAt === null && t.dueAt !== null)
    .filter((t) => t.overdue || dayIn(Date.parse(t.dueAt as string), timeZone) <= today)
    .sort((a, b) => Date.parse(a.dueAt as string) - Date.parse(b.dueAt as string));
}

/** The rep's time zone: the browser's. */
export const repTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
