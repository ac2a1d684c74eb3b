import type { DesignDoc } from '@common/schemas/solar-designs';
import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from './modules';
import { rectangle } from './polygon';
import { dcAcCheck, designSummary, panelOutline } from './summary';

const doc: DesignDoc = {
  schemaVersion: 1,
  zip: '85004',
  annualUsageKwh: 10_000,
  moduleId: MODULE_CATALOGUE[0]!.id,
  orientation: 'portrait',
  spacingM: 0.02,
  inverterAcKw: 3.8,
  setbackProfile: 'irc-2018',
  planes: [
    {
      id: 'a',
      name: 'South',
      points: rectangle(0, 0, 10, 5),
      edges: ['ridge', 'rake', 'eave', 'rake'],
      pitchDeg: 60,
      azimuthDeg: 180,
    },
  ],
  obstructions: [],
  panels: Array.from({ length: 12 }, (_, i) => ({
    id: `p${i}`,
    planeId: 'a',
    s: i,
    t: 0,
    orientation: 'portrait' as const,
  })),
  photo: null,
};

describe('design summary', () => {
  it('counts kWdc, areas and offset', () => {
    const s = designSummary(doc, { planes: [{ planeId: 'a', annualKwh: 7_250.4 }], station: 'PHOENIX' });
    // 12 × 400 W = 4.8 kW; plan 50 m², at 60° the roof is 50 / 0.5 = 100 m².
    expect(s).toMatchObject({
      panelCount: 12,
      kwDc: 4.8,
      annualKwh: 7250,
      offsetPct: 72.5,
      station: 'PHOENIX',
    });
    expect(s.planes[0]).toMatchObject({
      panels: 12,
      kwDc: 4.8,
      planAreaM2: 50,
      slopedAreaM2: 100,
      annualKwh: 7250,
    });
    // 4.8 / 3.8 = 1.26: fine.
    expect(s.dcAc).toMatchObject({ ratio: 1.26, status: 'ok' });
    expect(designSummary(doc, null, 'No ZIP code.')).toMatchObject({
      annualKwh: null,
      offsetPct: null,
      productionNote: 'No ZIP code.',
    });
  });

  it('warns outside 1.0–1.35 and says why', () => {
    expect(dcAcCheck(3, 3.8).status).toBe('low');
    expect(dcAcCheck(6, 3.8)).toMatchObject({ ratio: 1.58, status: 'high' });
    expect(dcAcCheck(6, 3.8).message).toContain('clip');
    expect(dcAcCheck(0, 3.8).status).toBe('none');
  });

  it('draws a panel in plan, shortened up the slope', () => {
    // Portrait Q.PEAK: 1.045 across, 1.879 up the slope; at 60° that is 0.9395 m in plan.
    const outline = panelOutline(doc.planes[0]!, { s: 0, t: 0, orientation: 'portrait' }, doc.moduleId);
    const ys = outline.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(0.9395, 4);
  });
});
