/** Which deals the lead queue holds and in what order. Pure. */
import type { CrmDealCard, CrmDealFilter, CrmPipeline, CrmStage } from '@common/schemas/solar-crm';

/**
 * A pipeline's first stages: its open stages up to the last one a setter may move deals into (New lead,
 * Contacted and Appointment set in the default residential pipeline), the work before a proposal.
 */
export function queueStages(pipeline: CrmPipeline): CrmStage[] {
  const open = [...pipeline.stages].filter((s) => s.kind === 'open').sort((a, b) => a.position - b.position);
  const lastSetter = open.reduce((last, s, i) => (s.setterMay ? i : last), -1);
  return open.slice(0, Math.max(1, lastSetter + 1));
}

/** The deal filter (a saved filter's shape) of every pipeline's first stages. */
export function queueFilter(pipelines: readonly CrmPipeline[]): CrmDealFilter {
  return { status: 'open', stageIds: pipelines.flatMap((p) => queueStages(p).map((s) => s.id)) };
}

/** Solara's leads first, then the rest; newest first in each. */
export function orderQueue(deals: readonly CrmDealCard[]): CrmDealCard[] {
  const newest = (a: CrmDealCard, b: CrmDealCard) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return [
    ...deals.filter((d) => d.source === 'solara').sort(newest),
    ...deals.filter((d) => d.source !== 'solara').sort(newest),
  ];
}

/** The stage a deal is in, by id, over all pipelines. */
export function stageOf(pipelines: readonly CrmPipeline[], stageId: string): CrmStage | undefined {
  for (const p of pipelines) {
    const s = p.stages.find((x) => x.id === stageId);
    if (s) return s;
  }
  return undefined;
}
