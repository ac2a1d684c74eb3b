/**
 * Speed to lead: minutes from a lead's arrival to the first call, e-mail, meeting or note a person logged
 * (the measure the CRM's reports use). Pure.
 */
import type { CrmActivity } from '@common/schemas/solar-crm';

/** The activities a person logs; the rest (stage_changed, created, proposal_*, …) are the system's. */
const TOUCHES: ReadonlySet<string> = new Set(['call', 'email', 'meeting', 'note']);

export const isTouch = (kind: string) => TOUCHES.has(kind);

/** When a person first touched the lead, or null while nobody has. */
export function firstTouchAt(activities: readonly Pick<CrmActivity, 'kind' | 'at'>[]): string | null {
  let first: number | null = null;
  for (const a of activities) {
    if (!isTouch(a.kind)) continue;
    const at = Date.parse(a.at);
    if (!Number.isNaN(at) && (first === null || at < first)) first = at;
  }
  return first === null ? null : new Date(first).toISOString();
}

export type SpeedBand = 'green' | 'amber' | 'red';

/**
 * Green within 5 minutes (the window in which lead-response studies find contact odds highest), amber
 * within the hour, red after it.
 */
export const GREEN_MINUTES = 5;
export const AMBER_MINUTES = 60;

export function speedBand(elapsedMs: number): SpeedBand {
  const minutes = elapsedMs / 60_000;
  if (minutes < GREEN_MINUTES) return 'green';
  if (minutes < AMBER_MINUTES) return 'amber';
  return 'red';
}

/** "0:42", "12:05", "3:04:09", "2 d 5 h": short enough for a list row. */
export function formatElapsed(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/** The timer of one lead: running (nobody touched it yet) or stopped at the first touch. */
export interface SpeedToLead {
  running: boolean;
  elapsedMs: number;
  band: SpeedBand;
}

export function speedToLead(arrivedAt: string, touchedAt: string | null, now: number): SpeedToLead {
  const start = Date.parse(arrivedAt);
  const end = touchedAt === null ? now : Date.parse(touchedAt);
  const elapsedMs = Math.max(0, end - start);
  return { running: touchedAt === null, elapsedMs, band: speedBand(elapsedMs) };
}
