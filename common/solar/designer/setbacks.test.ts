import type { RoofPlane } from '@common/schemas/solar-designs';
import { describe, expect, it } from 'vitest';
import { pitchFromTwelfths } from './plane';
import { polygonArea, rectangle } from './polygon';
import { HIP_VALLEY_M, PATHWAY_M, pathwayEdges, ridgeSetbackFor, setbackZones } from './setbacks';

const COS = 12 / Math.sqrt(180);
const plane = (id: string, w: number, d: number, edges: RoofPlane['edges']): RoofPlane => ({
  id,
  name: id,
  points: rectangle(0, 0, w, d),
  edges,
  pitchDeg: pitchFromTwelfths(6),
  azimuthDeg: 180,
});

describe('setbacks (IRC 2018 R324.6)', () => {
  it('applies the 33% rule on plan-view areas', () => {
    expect(ridgeSetbackFor(33, 100)).toBe(18);
    expect(ridgeSetbackFor(33.01, 100)).toBe(36);
    expect(ridgeSetbackFor(0, 0)).toBe(36);
  });

  it('puts the two pathways on the two largest planes, along a rake, else a hip', () => {
    const planes = [
      plane('small', 4, 3, ['ridge', 'rake', 'eave', 'rake']),
      plane('big', 12, 4, ['ridge', 'hip', 'eave', 'hip']),
      plane('mid', 8, 4, ['ridge', 'rake', 'eave', 'valley']),
    ];
    expect(pathwayEdges(planes)).toEqual([
      { planeId: 'big', edge: 1 },
      { planeId: 'mid', edge: 1 },
    ]);
  });

  it('draws zones with the right widths on the roof surface', () => {
    // 10 × 4.472 m plan at 6/12 (5.0 m on the slope). Pathway along the right rake: 0.9144 m across (plan =
    // roof across the slope) × 4.472 m = 4.089 m² in plan. Ridge 18": 0.4572 m on the slope = 0.4089 m in
    // plan × 10 m = 4.089 m² (it overlaps the pathway, which is fine). Hip along the left: 0.4572 × 4.472.
    const p = plane('a', 10, 5 * COS, ['ridge', 'rake', 'eave', 'hip']);
    const zones = setbackZones([p], 'irc-2018', 18);
    const byKind = Object.fromEntries(zones.map((z) => [z.kind, polygonArea(z.plan)]));
    expect(byKind.pathway).toBeCloseTo(PATHWAY_M * 5 * COS, 6);
    expect(byKind.ridge).toBeCloseTo(0.4572 * COS * 10, 6);
    expect(byKind.hip).toBeCloseTo(HIP_VALLEY_M * 5 * COS, 6);
    expect(setbackZones([p], 'irc-2018', 36).find((z) => z.kind === 'ridge')!.widthM).toBeCloseTo(0.9144, 9);
    expect(setbackZones([p], 'none', 36)).toEqual([]);
  });
});
