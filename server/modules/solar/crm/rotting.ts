/**
 * Rot days, pure: a deal is rotting when it has sat idle in an open stage longer than the stage's rot days.
 * Idle means since the later of entering the stage and the last activity by a person; the clock is the
 * caller's (ctx.now), so tests move time by hand.
 */
export const DAY_MS = 86_400_000;

export function rottingDays(
  now: Date,
  deal: { status: 'open' | 'won' | 'lost'; stageEnteredAt: Date; lastActivityAt: Date },
  rotDays: number | null,
): number {
  if (rotDays === null || deal.status !== 'open') return 0;
  const since = Math.max(deal.stageEnteredAt.getTime(), deal.lastActivityAt.getTime());
  const idleDays = Math.floor((now.getTime() - since) / DAY_MS);
  return Math.max(0, idleDays - rotDays);
}

/** Value × probability in cents, rounded once over a sum (so columns add up to the forecast). */
export function weightedCents(valueTimesProbability: number): number {
  return Math.round(valueTimesProbability / 100);
}
