import { CRM_DEFAULT_PIPELINES, type CrmDealCard, type CrmPipeline } from '@common/schemas/solar-crm';
import { describe, expect, it } from 'vitest';
import { orderQueue, queueFilter, queueStages } from './lead-queue';

const pipelines: CrmPipeline[] = CRM_DEFAULT_PIPELINES.map((p, pi) => ({
  id: `p${pi}`,
  name: p.name,
  position: pi,
  stages: p.stages.map((s, si) => ({ ...s, id: `p${pi}s${si}`, position: si })),
}));

describe('the lead queue', () => {
  it('holds the stages before a proposal: those a setter works', () => {
    expect(queueStages(pipelines[0]!).map((s) => s.name)).toEqual([
      'New lead',
      'Contacted',
      'Appointment set',
    ]);
    expect(queueStages(pipelines[1]!).map((s) => s.name)).toEqual(['New lead', 'Site survey']);
    expect(queueFilter(pipelines)).toEqual({
      status: 'open',
      stageIds: ['p0s0', 'p0s1', 'p0s2', 'p1s0', 'p1s1'],
    });
  });

  it('puts Solara’s leads first, newest first', () => {
    const deal = (id: string, source: CrmDealCard['source'], createdAt: string) =>
      ({ id, source, createdAt }) as CrmDealCard;
    const ordered = orderQueue([
      deal('manual-new', 'manual', '2026-11-29T10:00:00Z'),
      deal('solara-old', 'solara', '2026-11-27T10:00:00Z'),
      deal('solara-new', 'solara', '2026-11-28T10:00:00Z'),
    ]);
    expect(ordered.map((d) => d.id)).toEqual(['solara-new', 'solara-old', 'manual-new']);
  });
});
