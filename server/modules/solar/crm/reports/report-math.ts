/**
 * The reports' arithmetic, free of I/O: medians and percentiles, how far each deal got down a pipeline,
 * and the stays deals made in each stage. load-reports.ts feeds it rows from the database.
 */

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface FunnelStage {
  id: string;
  name: string;
  kind: 'open' | 'won' | 'lost';
}

export interface FunnelDeal {
  currentStageId: string;
  /** Every stage the deal's stage changes name, from or to. */
  visitedStageIds: readonly string[];
}

export interface FunnelStep {
  stageId: string;
  name: string;
  reached: number;
  conversion: number | null;
}

/**
 * How many deals reached each step: the pipeline's open and won stages in order (a lost stage is an exit,
 * not a step). A deal reached a step when it is or ever was in that step or a later one: a deal moved from
 * "Contacted" straight to "Proposal sent" counts as having reached "Appointment set", which it skipped,
 * since the funnel asks how far deals got. A step's conversion is its count over the previous step's (null
 * for the first step, and when the previous step has none).
 */
export function funnel(stages: readonly FunnelStage[], deals: readonly FunnelDeal[]): FunnelStep[] {
  const steps = stages.filter((s) => s.kind !== 'lost');
  const index = new Map(steps.map((s, i) => [s.id, i]));
  const reached = steps.map(() => 0);
  for (const deal of deals) {
    let furthest = -1;
    for (const id of [deal.currentStageId, ...deal.visitedStageIds])
      furthest = Math.max(furthest, index.get(id) ?? -1);
    for (let i = 0; i <= furthest; i++) reached[i]! += 1;
  }
  return steps.map((s, i) => {
    const before = i === 0 ? 0 : reached[i - 1]!;
    return {
      stageId: s.id,
      name: s.name,
      reached: reached[i]!,
      conversion: i === 0 || before === 0 ? null : round(reached[i]! / before, 4),
    };
  });
}

export interface StageChange {
  fromStageId: string | null;
  toStageId: string;
  at: Date;
}

export interface Stay {
  stageId: string;
  days: number;
}

/**
 * The finished stays of one deal: from entering a stage to the next move. The deal enters its first stage
 * when created; a first recorded change with a `from` stage (a deal created before changes were recorded
 * for creation) adds that stay from the creation. The stay in the current stage is not finished.
 */
export function finishedStays(createdAt: Date, changes: readonly StageChange[]): Stay[] {
  const sorted = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const stays: Stay[] = [];
  const first = sorted[0];
  if (first?.fromStageId)
    stays.push({ stageId: first.fromStageId, days: (first.at.getTime() - createdAt.getTime()) / DAY_MS });
  for (let i = 0; i + 1 < sorted.length; i++) {
    const change = sorted[i]!;
    stays.push({
      stageId: change.toStageId,
      days: (sorted[i + 1]!.at.getTime() - change.at.getTime()) / DAY_MS,
    });
  }
  return stays;
}

export interface CycleTimeRow {
  stageId: string;
  name: string;
  stays: number;
  medianDays: number | null;
  meanDays: number | null;
}

/** Per stage of the pipeline, in order: the count, median and mean of its finished stays, in days (2 places). */
export function cycleTime(
  stages: readonly { id: string; name: string }[],
  stays: readonly Stay[],
): CycleTimeRow[] {
  return stages.map((s) => {
    const days = stays.filter((st) => st.stageId === s.id).map((st) => st.days);
    const med = median(days);
    const avg = mean(days);
    return {
      stageId: s.id,
      name: s.name,
      stays: days.length,
      medianDays: med === null ? null : round(med, 2),
      meanDays: avg === null ? null : round(avg, 2),
    };
  });
}

export interface SpeedToLead {
  leads: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/** Minutes from arrival to the first human touch, per lead (null: not yet); median and 90th percentile (1 place). */
export function speedToLead(leads: readonly { arrivedAt: Date; firstTouchAt: Date | null }[]): SpeedToLead {
  const minutes = leads.flatMap((l) =>
    l.firstTouchAt ? [Math.max(0, (l.firstTouchAt.getTime() - l.arrivedAt.getTime()) / MINUTE_MS)] : [],
  );
  const med = median(minutes);
  const p90 = percentile(minutes, 90);
  return {
    leads: leads.length,
    answered: minutes.length,
    medianMinutes: med === null ? null : round(med, 1),
    p90Minutes: p90 === null ? null : round(p90, 1),
  };
}
