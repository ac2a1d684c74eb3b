/**
 * The CRM's events, inside the solar module: the deal service emits them (a stage move, a signature), and
 * listeners act on them (the outbound webhooks, commissions, the timeline). A listener that throws is logged
 * and recorded by the listener itself; it never undoes or fails the change that emitted the event.
 */
import type { ServiceContext } from '../../../service-context';

export interface CrmEventMap {
  /** A deal moved from one stage to another (by a person, an import or a signature). */
  'deal.stage_changed': {
    ownerId: string;
    dealId: string;
    pipelineId: string;
    fromStageId: string | null;
    toStageId: string;
    /** The stage's kind after the move. */
    status: 'open' | 'won' | 'lost';
    byUserId: string | null;
    at: string;
  };
  /** A deal was created (by hand, from a Solara lead, or by an import). */
  'deal.created': { ownerId: string; dealId: string; source: 'manual' | 'solara' | 'import'; at: string };
  /** A proposal was signed; the contract PDF's SHA-256 is recorded. */
  'proposal.signed': { ownerId: string; dealId: string; proposalId: string; pdfSha256: string; at: string };
  /** A project reached a milestone (permit, install, inspection, pto). */
  'project.milestone': {
    ownerId: string;
    dealId: string;
    projectId: string;
    milestone: 'signed' | 'permit' | 'install' | 'inspection' | 'pto';
    at: string;
  };
}
export type CrmEventName = keyof CrmEventMap;
export const CRM_EVENT_NAMES = [
  'deal.stage_changed',
  'deal.created',
  'proposal.signed',
  'project.milestone',
] as const satisfies readonly CrmEventName[];

type Listener<E extends CrmEventName> = (
  ctx: ServiceContext,
  payload: CrmEventMap[E],
) => Promise<void> | void;

const listeners = new Map<CrmEventName, Listener<never>[]>();

/** Adds a listener for an event; returns a function that removes it (tests). */
export function onCrmEvent<E extends CrmEventName>(event: E, listener: Listener<E>): () => void {
  const list = (listeners.get(event) ?? []) as Listener<E>[];
  list.push(listener);
  listeners.set(event, list as Listener<never>[]);
  return () => {
    const now = (listeners.get(event) ?? []) as Listener<E>[];
    listeners.set(event, now.filter((l) => l !== listener) as Listener<never>[]);
  };
}

/** Calls every listener of the event in turn, after the change is committed; a listener's error is logged. */
export async function emitCrmEvent<E extends CrmEventName>(
  ctx: ServiceContext,
  event: E,
  payload: CrmEventMap[E],
): Promise<void> {
  for (const listener of (listeners.get(event) ?? []) as Listener<E>[]) {
    try {
      await listener(ctx, payload);
    } catch (error) {
      ctx.log.error('A CRM event listener failed', {
        event,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
