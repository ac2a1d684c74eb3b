import { describe, expect, it } from 'vitest';
import {
  clipToConvex,
  convexInsidePolygon,
  convexOverlap,
  pointInPolygon,
  polygonArea,
  rectangle,
  signedArea,
} from './polygon';

const square = rectangle(0, 0, 10, 10);
// An L: the 10 × 10 square without its top-right 5 × 5 quarter.
const ell = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 5 },
  { x: 5, y: 5 },
  { x: 5, y: 10 },
  { x: 0, y: 10 },
];

describe('polygon', () => {
  it('measures area either way round', () => {
    expect(polygonArea(square)).toBe(100);
    expect(signedArea([...square].reverse())).toBe(-100);
    expect(polygonArea(ell)).toBe(75);
  });

  it('counts points on the boundary as inside', () => {
    expect(pointInPolygon({ x: 0, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 7, y: 7 }, ell)).toBe(false);
    expect(pointInPolygon({ x: 2, y: 8 }, ell)).toBe(true);
  });

  it('keeps a rectangle out of a concave notch', () => {
    expect(convexInsidePolygon(rectangle(1, 1, 3, 3), ell)).toBe(true);
    expect(convexInsidePolygon(rectangle(0, 0, 5, 10), ell)).toBe(true); // flush with edges
    expect(convexInsidePolygon(rectangle(4, 4, 2, 2), ell)).toBe(false); // over the notch corner
    expect(convexInsidePolygon(rectangle(3, 3, 4, 4), ell)).toBe(false);
  });

  it('says touching convex shapes do not overlap', () => {
    expect(convexOverlap(rectangle(0, 0, 1, 1), rectangle(1, 0, 1, 1))).toBe(false);
    expect(convexOverlap(rectangle(0, 0, 1, 1), rectangle(0.5, 0.5, 1, 1))).toBe(true);
    const diamond = [
      { x: 3, y: 1 },
      { x: 4, y: 2 },
      { x: 3, y: 3 },
      { x: 2, y: 2 },
    ];
    expect(convexOverlap(rectangle(0, 0, 2.4, 2.4), diamond)).toBe(true);
    expect(convexOverlap(rectangle(0, 0, 2, 2), diamond)).toBe(false);
  });

  it('clips a polygon to a convex window', () => {
    expect(polygonArea(clipToConvex(ell, rectangle(2, 2, 6, 6)))).toBeCloseTo(36 - 9, 9);
    expect(clipToConvex(square, rectangle(20, 20, 1, 1))).toEqual([]);
  });
});
