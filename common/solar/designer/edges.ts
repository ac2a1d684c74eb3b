/**
 * A first guess at a drawn plane's edge types from the way it faces: an edge whose outside lies up the slope
 * is the ridge, down the slope the eave, across it a rake. The person corrects hips and valleys by hand.
 */
import type { RoofEdgeKind, RoofPlane } from '../../schemas/solar-designs';
import { planeFrame } from './plane';
import { type Point, signedArea } from './polygon';

export function guessEdges(points: readonly Point[], azimuthDeg: number): RoofEdgeKind[] {
  const { up } = planeFrame({ azimuthDeg, pitchDeg: 0 } as Pick<RoofPlane, 'azimuthDeg' | 'pitchDeg'>);
  const sign = signedArea(points) > 0 ? 1 : -1;
  return points.map((a, i) => {
    const b = points[(i + 1) % points.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // Outward normal: the inward one (left of the edge for a positive area) turned round.
    const ox = ((b.y - a.y) / len) * sign;
    const oy = (-(b.x - a.x) / len) * sign;
    const along = ox * up.x + oy * up.y;
    if (along > 0.7) return 'ridge';
    if (along < -0.7) return 'eave';
    return 'rake';
  });
}
