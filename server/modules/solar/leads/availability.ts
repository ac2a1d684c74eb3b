/** The owner's weekly open consultation windows: read, and replaced as a whole. */
import {
  type SolarAvailability,
  type SolarAvailabilityRow,
  solarAvailabilitySchema,
} from '@common/schemas/solar-leads';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { solarAvailability } from '../../../db/schema/solar';
import type { ServiceContext } from '../../../service-context';
import { ownerIdOf, parseInput } from './parse-input';

export async function availabilityRows(db: DbOrTx, ownerId: string): Promise<SolarAvailabilityRow[]> {
  return db
    .select({
      weekday: solarAvailability.weekday,
      startMinute: solarAvailability.startMinute,
      endMinute: solarAvailability.endMinute,
      slotMinutes: solarAvailability.slotMinutes,
      timezone: solarAvailability.timezone,
    })
    .from(solarAvailability)
    .where(eq(solarAvailability.ownerId, ownerId))
    .orderBy(asc(solarAvailability.position));
}

export async function getAvailability(ctx: ServiceContext, ownerId: string): Promise<SolarAvailability> {
  return { rows: await availabilityRows(ctx.db, ownerIdOf(ownerId)) };
}

/** Replaces the owner's week with these windows (an empty list closes every slot); answers what is saved. */
export async function setAvailability(
  ctx: ServiceContext,
  ownerId: string,
  rows: SolarAvailabilityRow[],
): Promise<SolarAvailability> {
  ownerIdOf(ownerId);
  const week = parseInput(solarAvailabilitySchema, { rows });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(solarAvailability).where(eq(solarAvailability.ownerId, ownerId));
    if (week.rows.length > 0)
      await tx
        .insert(solarAvailability)
        .values(week.rows.map((r, position) => ({ ...r, ownerId, position })));
  });
  return getAvailability(ctx, ownerId);
}
