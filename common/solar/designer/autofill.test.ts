/**
 * Auto-fill against roofs worked by hand. The test module is 1.0 m × 1.7 m with no gap, so counts are
 * floor(usable width ÷ panel width) × floor(usable depth ÷ panel depth), every depth on the roof surface
 * (plan depth ÷ cos(pitch)). 6/12 pitch: cos = 12/√180 = 0.894427.
 */
import type { RoofPlane } from '@common/schemas/solar-designs';
import { describe, expect, it } from 'vitest';
import { fillPlane, fillRoof, planeKeepOut } from './autofill';
import { pitchFromTwelfths } from './plane';
import { rectangle } from './polygon';

const module = { lengthM: 1.7, widthM: 1.0 };
const SIX_TWELVE = pitchFromTwelfths(6);
const COS = 12 / Math.sqrt(180);

/** A south-facing rectangle: ridge along the top (north) edge, rakes at the sides, eave at the bottom. */
function southPlane(id: string, width: number, planDepth: number, pitchDeg: number, y0 = 0): RoofPlane {
  return {
    id,
    name: id,
    points: rectangle(0, y0, width, planDepth),
    // rectangle() runs (0,y0)→(w,y0)→(w,y0+d)→(0,y0+d): top, right, bottom, left.
    edges: ['ridge', 'rake', 'eave', 'rake'],
    pitchDeg,
    azimuthDeg: 180,
  };
}

function northPlane(id: string, width: number, planDepth: number, pitchDeg: number): RoofPlane {
  return {
    id,
    name: id,
    points: rectangle(0, -planDepth, width, planDepth),
    edges: ['eave', 'rake', 'ridge', 'rake'],
    pitchDeg,
    azimuthDeg: 0,
  };
}

describe('auto-fill on one plane, no setbacks', () => {
  it('fills a flat 10 × 5 m plane: portrait 10 × 2, landscape 5 × 5', () => {
    // Portrait: 10 / 1.0 = 10 columns, 5 / 1.7 = 2.94 → 2 rows = 20. Landscape: 10 / 1.7 = 5.88 → 5, 5 / 1.0 = 5 → 25.
    const area = planeKeepOut(southPlane('a', 10, 5, 0), [], []);
    expect(fillPlane(area, { module, orientation: 'portrait', spacingM: 0 })).toHaveLength(20);
    expect(fillPlane(area, { module, orientation: 'landscape', spacingM: 0 })).toHaveLength(25);
  });

  it('lays rows on the sloped depth, not the plan depth', () => {
    // Plan depth 4.5 m. Flat: landscape rows 4.5 / 1.0 → 4, so 5 × 4 = 20.
    // At 6/12 the roof is 4.5 / 0.894427 = 5.03 m deep: 5 rows, 5 × 5 = 25.
    const flat = planeKeepOut(southPlane('a', 10, 4.5, 0), [], []);
    const pitched = planeKeepOut(southPlane('a', 10, 4.5, SIX_TWELVE), [], []);
    expect(fillPlane(flat, { module, orientation: 'landscape', spacingM: 0 })).toHaveLength(20);
    expect(fillPlane(pitched, { module, orientation: 'landscape', spacingM: 0 })).toHaveLength(25);
  });

  it('counts the gap between modules', () => {
    // 10 m across with 0.1 m gaps: n panels need n × 1.0 + (n − 1) × 0.1 ≤ 10 → n = 9; rows: 2 × 1.7 + 0.1 = 3.5 ≤ 5 → 2.
    const area = planeKeepOut(southPlane('a', 10, 5, 0), [], []);
    expect(fillPlane(area, { module, orientation: 'portrait', spacingM: 0.1 })).toHaveLength(18);
  });

  it('keeps panels off an obstruction and its buffer', () => {
    // A 1 m vent square at x 4.5–5.5, y 1–2 with a 0.5 m buffer keeps x 4–6, y 0.5–2.5 clear. Two portrait
    // rows need 3.4 m of the 5 m depth and only y 2.5–5 (2.5 m) is free of the vent's band, so one row must
    // cross it: the eave row (y 3.3–5) holds 10, the upper row (y 1.6–3.3) loses x 4–6 and holds 4 + 4 = 8.
    // 10 + 8 = 18.
    const plane = southPlane('a', 10, 5, 0);
    const area = planeKeepOut(plane, [], [{ id: 'v', shape: 'rect', x: 4.5, y: 1, w: 1, h: 1, buffer: 0.5 }]);
    expect(fillPlane(area, { module, orientation: 'portrait', spacingM: 0 })).toHaveLength(18);
  });

  it('keeps panels fully inside a triangle', () => {
    // A right triangle, legs 6 m (x) and 6 m (y), flat. Portrait 1 × 1.7: a row at height t has room
    // 6 − t − 1.7 across (the hypotenuse x + y = 6 bounds the row's top). Rows at t = 0, 1.7, 3.4 (offset 0):
    // floor(4.3) + floor(2.6) + floor(0.9) = 4 + 2 + 0 = 6. No other offset does better.
    const tri: RoofPlane = {
      id: 't',
      name: 't',
      points: [
        { x: 0, y: 0 },
        { x: 6, y: 0 },
        { x: 0, y: 6 },
      ],
      edges: ['eave', 'hip', 'rake'],
      pitchDeg: 0,
      azimuthDeg: 0, // faces north, so sloped t runs along +y
    };
    const area = planeKeepOut(tri, [], []);
    expect(area.outline[2]!.y).toBeCloseTo(6, 9);
    expect(fillPlane(area, { module, orientation: 'portrait', spacingM: 0 })).toHaveLength(6);
  });
});

describe('auto-fill with the IRC 2018 profile (R324.6)', () => {
  it('uses 36-inch ridge setbacks when the array covers more than 33% of the roof', () => {
    // A gable: two planes 10 m along the ridge, 5.0 m deep on the slope (plan 5 × 0.894427 = 4.472 m), 6/12.
    // Both carry a 36-inch (0.9144 m) pathway along a rake: 10 − 0.9144 = 9.09 → 9 columns (portrait).
    // 36-inch ridge: 5 − 0.9144 = 4.09 → 2 rows of 1.7: 18 a plane, 36 in all. Plan area of a panel
    // 1.0 × 1.7 × 0.894427 = 1.5205 m²; 36 × 1.5205 = 54.7 m² of 89.44 m² roof = 61%.
    // 18-inch ridge: 5 − 0.4572 = 4.54 → still 2 rows, 36 panels, but capped at 33% (29.52 m²):
    // 29.52 / 1.5205 = 19.4 → 19. 36 > 19, so the 36-inch rule applies.
    const planes = [southPlane('s', 10, 5 * COS, SIX_TWELVE), northPlane('n', 10, 5 * COS, SIX_TWELVE)];
    const fill = fillRoof(
      { planes, obstructions: [], profile: 'irc-2018' },
      { module, orientation: 'portrait', spacingM: 0 },
    );
    expect(fill.panels).toHaveLength(36);
    expect(fill.ridgeSetbackInches).toBe(36);
    expect(fill.arrayShare).toBeCloseTo(54.74 / 89.44, 3);
    expect(fill.ridgeRule).toContain('19 would fit');
  });

  it('uses 18-inch ridge setbacks, capped at 33%, when that fits more', () => {
    // Same gable but 4.0 m deep on the slope (plan 3.578 m); the north plane is covered by a skylight.
    // Roof 2 × 10 × 3.578 = 71.55 m²; 33% = 23.61 m². South plane: 9 columns (pathway).
    // 36-inch ridge: 4 − 0.9144 = 3.09 → 1 row → 9 panels.
    // 18-inch ridge: 4 − 0.4572 = 3.54 → 2 rows → 18 panels = 27.37 m² > 23.61; capped: 23.61 / 1.5205 = 15.5 → 15.
    // 15 > 9: the 18-inch rule applies, with 15 panels.
    const depth = 4 * COS;
    const planes = [southPlane('s', 10, depth, SIX_TWELVE), northPlane('n', 10, depth, SIX_TWELVE)];
    const skylight = { id: 'sky', shape: 'rect' as const, x: 0, y: -depth, w: 10, h: depth, buffer: 0 };
    const fill = fillRoof(
      { planes, obstructions: [skylight], profile: 'irc-2018' },
      { module, orientation: 'portrait', spacingM: 0 },
    );
    expect(fill.ridgeSetbackInches).toBe(18);
    expect(fill.panels).toHaveLength(15);
    expect(fill.panels.every((p) => p.planeId === 's')).toBe(true);
    expect(fill.arrayShare).toBeLessThanOrEqual(0.33);
    expect(fill.ridgeRule).toContain('3 more would fit');
    expect(fill.ridgeRule).toContain('only 9 fit');
  });

  it('without setbacks fills the whole gable', () => {
    // 10 columns × floor(5 / 1.7) = 2 rows on each plane: 40.
    const planes = [southPlane('s', 10, 5 * COS, SIX_TWELVE), northPlane('n', 10, 5 * COS, SIX_TWELVE)];
    const fill = fillRoof(
      { planes, obstructions: [], profile: 'none' },
      { module, orientation: 'portrait', spacingM: 0 },
    );
    expect(fill.panels).toHaveLength(40);
    expect(fill.ridgeSetbackInches).toBeNull();
  });
});
