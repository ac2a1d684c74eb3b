/**
 * Fire-code setbacks on a roof, as zones panels may not enter. Two profiles:
 *
 * 'irc-2018' — the International Residential Code 2018, section R324.6 (roof access, pathways and setbacks
 * for photovoltaic systems):
 * - R324.6.1 Pathways: not fewer than two pathways, on separate roof planes, from the lowest roof edge to
 *   the ridge, each not less than 36 inches wide. We put them on the two largest planes (by roof surface),
 *   along a rake (the gable edge that runs eave to ridge); a plane with no rake takes its pathway along a
 *   hip instead. The code also wants one on the street or driveway side: the designer cannot know which side
 *   that is, so the page says to check it.
 * - R324.6.2 Setback at ridge: for arrays occupying not more than 33 percent of the plan-view total roof
 *   area, not less than an 18-inch clear setback on both sides of a horizontal ridge; for more than 33
 *   percent, 36 inches. Auto-fill computes both and keeps the one with more panels (autofill.ts).
 * - Hips and valleys: 18 inches on each side. R324.6 itself does not list them; the rule is the IFC 2012
 *   residential one (section 605.11.3.2) that many jurisdictions kept, and the profile applies it.
 * 'none' — no setbacks (for a jurisdiction that does not adopt R324.6, or for a ground-mount sketch).
 *
 * Widths are measured on the roof surface, perpendicular to the edge (sloped coordinates, plane.ts).
 */
import type { RoofEdgeKind, RoofPlane, SetbackProfileId } from '../../schemas/solar-designs';
import { planeFrame, slopedAreaM2, toPlan, toSloped } from './plane';
import { clipToConvex, type Point, signedArea } from './polygon';

const INCH = 0.0254;
export const PATHWAY_M = 36 * INCH;
export const RIDGE_SMALL_ARRAY_M = 18 * INCH;
export const RIDGE_LARGE_ARRAY_M = 36 * INCH;
export const HIP_VALLEY_M = 18 * INCH;
/** R324.6.2's threshold: the array's plan-view area as a share of the plan-view total roof area. */
export const RIDGE_RULE_SHARE = 0.33;

export type SetbackKind = 'pathway' | 'ridge' | 'hip' | 'valley';

export interface SetbackZone {
  planeId: string;
  kind: SetbackKind;
  widthM: number;
  /** The strip in the plane's sloped coordinates (convex), for the panel test. */
  sloped: Point[];
  /** The strip in plan view, clipped to its plane, for drawing. */
  plan: Point[];
}

export type RidgeSetbackInches = 18 | 36;

/** The planes carrying the two pathways and the edge each runs along. */
export function pathwayEdges(planes: readonly RoofPlane[]): { planeId: string; edge: number }[] {
  const ranked = [...planes].sort((a, b) => slopedAreaM2(b) - slopedAreaM2(a));
  const chosen: { planeId: string; edge: number }[] = [];
  for (const plane of ranked) {
    if (chosen.length === 2) break;
    const edge = longestEdge(plane, 'rake') ?? longestEdge(plane, 'hip');
    if (edge !== null) chosen.push({ planeId: plane.id, edge });
  }
  return chosen;
}

function longestEdge(plane: RoofPlane, kind: RoofEdgeKind): number | null {
  let best: number | null = null;
  let bestLen = 0;
  plane.edges.forEach((k, i) => {
    if (k !== kind) return;
    const a = plane.points[i]!;
    const b = plane.points[(i + 1) % plane.points.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len > bestLen) {
      best = i;
      bestLen = len;
    }
  });
  return best;
}

/** The strip of width w inside the polygon along edge i (sloped coordinates). */
function strip(sloped: readonly Point[], i: number, w: number): Point[] {
  const a = sloped[i]!;
  const b = sloped[(i + 1) % sloped.length]!;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const sign = signedArea(sloped) > 0 ? 1 : -1;
  const nx = (-(b.y - a.y) / len) * sign;
  const ny = ((b.x - a.x) / len) * sign;
  return [a, b, { x: b.x + nx * w, y: b.y + ny * w }, { x: a.x + nx * w, y: a.y + ny * w }];
}

export function setbackZones(
  planes: readonly RoofPlane[],
  profile: SetbackProfileId,
  ridgeInches: RidgeSetbackInches,
): SetbackZone[] {
  if (profile === 'none') return [];
  const pathways = pathwayEdges(planes);
  const zones: SetbackZone[] = [];
  for (const plane of planes) {
    const frame = planeFrame(plane);
    const sloped = plane.points.map((p) => toSloped(frame, p));
    const add = (kind: SetbackKind, edge: number, widthM: number) => {
      const s = strip(sloped, edge, widthM);
      const plan = clipToConvex(
        plane.points,
        s.map((q) => toPlan(frame, q)),
      );
      zones.push({ planeId: plane.id, kind, widthM, sloped: s, plan });
    };
    const pathway = pathways.find((p) => p.planeId === plane.id);
    plane.edges.forEach((kind, i) => {
      if (pathway?.edge === i) add('pathway', i, PATHWAY_M);
      else if (kind === 'ridge')
        add('ridge', i, ridgeInches === 18 ? RIDGE_SMALL_ARRAY_M : RIDGE_LARGE_ARRAY_M);
      else if (kind === 'hip' || kind === 'valley') add(kind, i, HIP_VALLEY_M);
    });
  }
  return zones;
}

/** Which ridge setback R324.6.2 asks for, given the array's and the roof's plan-view areas. */
export function ridgeSetbackFor(arrayPlanM2: number, roofPlanM2: number): RidgeSetbackInches {
  return roofPlanM2 > 0 && arrayPlanM2 <= RIDGE_RULE_SHARE * roofPlanM2 ? 18 : 36;
}
