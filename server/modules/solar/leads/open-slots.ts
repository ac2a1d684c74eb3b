/** openSlots: the owner's slots in a range, from their weekly windows, minus the past and what is booked. */
import { countOf } from '@common/plural';
import type { SolarOpenSlot } from '@common/schemas/solar-leads';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { solarAppointments } from '../../../db/schema/solar';
import { Invalid } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { availabilityRows } from './availability';
import { ownerIdOf } from './parse-input';
import { type Interval, openSlotsOf, type Slot, windowSlots } from './slots';

/** The longest range one call lays out (about two months of a busy week is a few hundred slots). */
export const MAX_SLOT_RANGE_DAYS = 62;
const DAY_MS = 24 * 60 * 60_000;

/** The owner's appointments that overlap [from, to]. */
export async function bookedBetween(db: DbOrTx, ownerId: string, from: Date, to: Date): Promise<Interval[]> {
  return db
    .select({ start: solarAppointments.startsAt, end: solarAppointments.endsAt })
    .from(solarAppointments)
    .where(
      and(
        eq(solarAppointments.ownerId, ownerId),
        lt(solarAppointments.startsAt, to),
        gt(solarAppointments.endsAt, from),
      ),
    );
}

/** Every slot of the owner's windows starting in [from, to), booked or not (past ones too). */
export async function windowSlotsOf(db: DbOrTx, ownerId: string, range: { from: Date; to: Date }) {
  const from = range.from;
  const to = range.to;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw new Invalid('The range needs a valid start and end.');
  if (to.getTime() - from.getTime() > MAX_SLOT_RANGE_DAYS * DAY_MS)
    throw new Invalid(`Ask for open times at most ${countOf(MAX_SLOT_RANGE_DAYS, 'day')} at a time.`);
  if (to <= from) return [];
  return windowSlots(await availabilityRows(db, ownerIdOf(ownerId)), { from, to });
}

export async function openSlotsIn(ctx: ServiceContext, ownerId: string, range: { from: Date; to: Date }) {
  const slots: Slot[] = await windowSlotsOf(ctx.db, ownerId, range);
  if (slots.length === 0) return [];
  const booked = await bookedBetween(ctx.db, ownerId, slots[0]!.start, slots[slots.length - 1]!.end);
  return openSlotsOf(slots, booked, ctx.now());
}

/** The owner's open slots starting in [from, to), in order, as ISO 8601 instants. */
export async function openSlots(
  ctx: ServiceContext,
  ownerId: string,
  range: { from: Date; to: Date },
): Promise<SolarOpenSlot[]> {
  return (await openSlotsIn(ctx, ownerId, range)).map((s) => ({
    startsAt: s.start.toISOString(),
    endsAt: s.end.toISOString(),
  }));
}
