/** Obstructions (vents, chimneys, skylights) with their clear buffer, as convex plan-view shapes. */
import type { Obstruction } from '../../schemas/solar-designs';
import { type Point, rectangle } from './polygon';

const CIRCLE_SIDES = 16;

/** The area kept clear: a rectangle grown by its buffer, or a 16-gon drawn around the buffered circle. */
export function obstructionKeepOut(o: Obstruction): Point[] {
  if (o.shape === 'rect')
    return rectangle(o.x - o.buffer, o.y - o.buffer, o.w + 2 * o.buffer, o.h + 2 * o.buffer);
  // Circumscribed, so the polygon covers the whole circle.
  const r = (o.r + o.buffer) / Math.cos(Math.PI / CIRCLE_SIDES);
  return Array.from({ length: CIRCLE_SIDES }, (_, i) => {
    const a = (2 * Math.PI * i) / CIRCLE_SIDES;
    return { x: o.x + r * Math.cos(a), y: o.y + r * Math.sin(a) };
  });
}
