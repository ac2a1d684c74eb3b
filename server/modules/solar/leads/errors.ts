/** The leads' own refusals. */
import { SOLAR_SLOT_NOT_OPEN, SOLAR_SLOT_TAKEN } from '@common/schemas/solar-leads';
import { Conflict } from '../../../lib/errors';

export const LEAD_NOT_FOUND = 'There is no such lead.';

/** Someone booked the slot first (or a booking of theirs overlaps it): 409, choose another time. */
export class SlotTaken extends Conflict {
  constructor(readonly startsAt: string) {
    super(SOLAR_SLOT_TAKEN, { startsAt });
  }
}

/** The time is not one of the owner's open slots (outside every window, or already past): 409. */
export class SlotNotOpen extends Conflict {
  constructor(readonly startsAt: string) {
    super(SOLAR_SLOT_NOT_OPEN, { startsAt });
  }
}
