/**
 * What Solara needs of the leads and booking services (server/modules/solar/leads), as a port: the exact
 * signatures of `saveLead`, `openSlots` and `bookSlot` (declared in deps.ts as AppDeps.solaraLeads, so a test
 * can put its own in), and the real services behind it, which the app uses unless a test gave one.
 */
import type { AppDeps, SolaraLeadsPort } from '../../../deps';
import { bookSlot, type SolarBookingContext } from '../leads/book-slot';
import { SlotTaken } from '../leads/errors';
import { openSlots } from '../leads/open-slots';
import { saveLead } from '../leads/save-lead';

export type { SolaraLeadsCtx, SolaraLeadsPort } from '../../../deps';

/**
 * The leads service as Solara's port. The conversation's consent (text and time) is stored as the lead's
 * consent text; the booking records its time. A transcript longer than the lead keeps is cut to its latest
 * turns.
 */
export function solaraLeadsOf(deps: Pick<AppDeps, 'database' | 'logger' | 'mail'>): SolaraLeadsPort {
  return solaraLeadsFor({ db: deps.database.db, log: deps.logger, mail: deps.mail });
}

/** As `solaraLeadsOf`, from the parts a workflow run has (its database, log and mail). */
export function solaraLeadsFor(parts: Pick<SolarBookingContext, 'db' | 'log' | 'mail'>): SolaraLeadsPort {
  const ctx = (now: () => Date): SolarBookingContext => ({ ...parts, now, user: null });
  return {
    saveLead: (c, input) =>
      saveLead(ctx(c.now), {
        ownerId: input.ownerId,
        deploymentId: input.deploymentId,
        conversationId: input.conversationId,
        contact: input.contact,
        property: input.property,
        answers: input.answers,
        estimate: input.estimate,
        transcript: input.transcript.slice(-MAX_TRANSCRIPT_TURNS),
        ...(input.consent ? { consentText: input.consent.text } : {}),
      }),
    openSlots: (c, ownerId, range) => openSlots(ctx(c.now), ownerId, range),
    bookSlot: (c, request) => bookSlot(ctx(c.now), request),
    isSlotTaken: (error) => error instanceof SlotTaken || looksLikeSlotTaken(error),
  };
}

/** What the leads schema keeps of a transcript (solarLeadInputSchema). */
const MAX_TRANSCRIPT_TURNS = 500;

/** A typed "slot taken" error reads as such by its name or code, whichever the service gives it. */
export function looksLikeSlotTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return /slot.?taken/i.test(error.name) || code === 'slot_taken' || code === 'SLOT_TAKEN';
}
