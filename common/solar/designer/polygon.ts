/**
 * Plane geometry for the designer: points, polygon area and containment, and overlap of convex shapes
 * (separating axes). Pure; metres throughout.
 */

export interface Point {
  x: number;
  y: number;
}

/** Below this (metres) two shapes that only touch do not overlap, and a point on an edge is inside. */
export const EPS = 1e-7;

/** Shoelace: positive for one winding, negative for the other; the sign says which side is inside. */
export function signedArea(poly: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

export function polygonArea(poly: readonly Point[]): number {
  return Math.abs(signedArea(poly));
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (Math.abs(cross) > EPS * Math.max(1, len)) return false;
  const dot = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
  return dot >= -EPS && dot <= len * len + EPS;
}

/** Ray casting; a point on the boundary counts as inside. */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (onSegment(p, a, b)) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Whether two segments cross at a point inside both (touching at an end or along a line does not count). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return (
    ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) &&
    ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))
  );
}

/** A convex shape lies inside a (possibly concave) polygon: its corners are inside and no edges cross. */
export function convexInsidePolygon(shape: readonly Point[], poly: readonly Point[]): boolean {
  if (!shape.every((p) => pointInPolygon(p, poly))) return false;
  for (let i = 0; i < shape.length; i++) {
    const a = shape[i]!;
    const b = shape[(i + 1) % shape.length]!;
    for (let j = 0; j < poly.length; j++) {
      if (segmentsCross(a, b, poly[j]!, poly[(j + 1) % poly.length]!)) return false;
    }
  }
  // A concave corner of the polygon poking into the shape without crossing (it sits exactly on an edge).
  return !poly.some((v) => strictlyInsideConvex(v, shape));
}

function strictlyInsideConvex(p: Point, shape: readonly Point[]): boolean {
  const sign = Math.sign(signedArea(shape));
  for (let i = 0; i < shape.length; i++) {
    const a = shape[i]!;
    const b = shape[(i + 1) % shape.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross * sign <= EPS) return false;
  }
  return true;
}

function project(shape: readonly Point[], ax: number, ay: number): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const p of shape) {
    const v = p.x * ax + p.y * ay;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/** Two convex polygons share area (separating axis theorem); shapes that only touch do not. */
export function convexOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  for (const shape of [a, b]) {
    for (let i = 0; i < shape.length; i++) {
      const p = shape[i]!;
      const q = shape[(i + 1) % shape.length]!;
      const len = Math.hypot(q.x - p.x, q.y - p.y);
      if (len < EPS) continue;
      const ax = -(q.y - p.y) / len;
      const ay = (q.x - p.x) / len;
      const [minA, maxA] = project(a, ax, ay);
      const [minB, maxB] = project(b, ax, ay);
      if (maxA <= minB + EPS || maxB <= minA + EPS) return false;
    }
  }
  return true;
}

/**
 * Sutherland–Hodgman: the part of `subject` (any simple polygon) inside the convex polygon `clip`. Used to
 * draw a setback strip only where it lies on its roof plane.
 */
export function clipToConvex(subject: readonly Point[], clip: readonly Point[]): Point[] {
  const sign = Math.sign(signedArea(clip)) || 1;
  let out: Point[] = [...subject];
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const a = clip[i]!;
    const b = clip[(i + 1) % clip.length]!;
    const side = (p: Point) => sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const cur = input[j]!;
      const prev = input[(j + input.length - 1) % input.length]!;
      const sc = side(cur);
      const sp = side(prev);
      if (sc >= 0) {
        if (sp < 0) out.push(intersect(prev, cur, sp, sc));
        out.push(cur);
      } else if (sp >= 0) {
        out.push(intersect(prev, cur, sp, sc));
      }
    }
  }
  return out;
}

function intersect(p: Point, q: Point, sp: number, sq: number): Point {
  const k = sp / (sp - sq);
  return { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k };
}

export function boundingBox(poly: readonly Point[]): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** An axis-aligned rectangle's corners, counter-clockwise from its lower-left. */
export function rectangle(x: number, y: number, w: number, h: number): Point[] {
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}
