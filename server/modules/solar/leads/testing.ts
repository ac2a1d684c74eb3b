/** Shared by the leads' API tests: a service context on the test app, and a lead in a few words. */
import type { SolarAvailabilityRow, SolarLeadInput } from '@common/schemas/solar-leads';
import type { MailTransport } from '../../../mail';
import type { TestApp } from '../../../test/harness';
import type { SolarBookingContext } from './book-slot';

export function serviceCtx(t: TestApp, mail: MailTransport = t.deps.mail): SolarBookingContext {
  return { db: t.database.db, now: t.deps.now, user: null, log: t.deps.logger, mail };
}

let conversations = 0;

export function leadInput(ownerId: string, extra: Partial<SolarLeadInput> = {}): SolarLeadInput {
  conversations += 1;
  return { ownerId, conversationId: `conversation-${conversations}`, ...extra };
}

/** Mondays 9:00 to 12:00 in New York, hour slots. */
export const MONDAY_MORNINGS: SolarAvailabilityRow = {
  weekday: 1,
  startMinute: 9 * 60,
  endMinute: 12 * 60,
  slotMinutes: 60,
  timezone: 'America/New_York',
};
