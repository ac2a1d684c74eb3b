/**
 * A roof plane's own coordinates. Plan view is what the canvas draws (metres, x east, y south); on the roof
 * surface a plane has sloped coordinates (s across the slope, t up it), in true metres: a plan length
 * up-slope is the sloped length × cos(pitch); across the slope the two are equal. Panels are laid out and
 * setbacks measured in sloped coordinates, so distances are the ones a tape on the roof reads.
 */
import type { RoofPlane } from '../../schemas/solar-designs';
import { type Point, polygonArea } from './polygon';

const RAD = Math.PI / 180;

export interface PlaneFrame {
  /** Plan unit vector across the slope (s grows along it). */
  across: Point;
  /** Plan unit vector up the slope (t grows along it), opposite the direction the plane faces. */
  up: Point;
  cosPitch: number;
}

export function planeFrame(plane: Pick<RoofPlane, 'azimuthDeg' | 'pitchDeg'>): PlaneFrame {
  const az = plane.azimuthDeg * RAD;
  // Facing (downslope) in plan: (sin az, −cos az), since y grows to the south.
  return {
    across: { x: -Math.cos(az), y: -Math.sin(az) },
    up: { x: -Math.sin(az), y: Math.cos(az) },
    cosPitch: Math.cos(plane.pitchDeg * RAD),
  };
}

export function toSloped(frame: PlaneFrame, p: Point): Point {
  return {
    x: p.x * frame.across.x + p.y * frame.across.y,
    y: (p.x * frame.up.x + p.y * frame.up.y) / frame.cosPitch,
  };
}

export function toPlan(frame: PlaneFrame, q: Point): Point {
  const u = q.y * frame.cosPitch;
  return { x: q.x * frame.across.x + u * frame.up.x, y: q.x * frame.across.y + u * frame.up.y };
}

export function planAreaM2(plane: Pick<RoofPlane, 'points'>): number {
  return polygonArea(plane.points);
}

/** The roof surface: plan area ÷ cos(pitch). */
export function slopedAreaM2(plane: Pick<RoofPlane, 'points' | 'pitchDeg'>): number {
  return polygonArea(plane.points) / Math.cos(plane.pitchDeg * RAD);
}

/** Rise over a 12-unit run, as roofers say it: 26.57° is "6/12". */
export function pitchInTwelfths(pitchDeg: number): number {
  return Math.round(12 * Math.tan(pitchDeg * RAD) * 10) / 10;
}

export function pitchFromTwelfths(rise: number): number {
  return Math.atan(rise / 12) / RAD;
}
