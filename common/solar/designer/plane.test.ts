import { describe, expect, it } from 'vitest';
import { pitchFromTwelfths, pitchInTwelfths, planeFrame, slopedAreaM2, toPlan, toSloped } from './plane';
import { rectangle } from './polygon';

describe('roof plane frame', () => {
  it('reads pitch as x/12 both ways', () => {
    expect(pitchInTwelfths(26.565)).toBe(6);
    expect(pitchFromTwelfths(12)).toBeCloseTo(45, 9);
    expect(pitchInTwelfths(0)).toBe(0);
  });

  it('stretches plan lengths up the slope by 1/cos(pitch) and keeps them across it', () => {
    // A south-facing plane (faces +y on the canvas), pitch 6/12: cos = 12/√180 = 0.894427.
    const f = planeFrame({ azimuthDeg: 180, pitchDeg: pitchFromTwelfths(6) });
    const a = toSloped(f, { x: 0, y: 0 });
    const b = toSloped(f, { x: 0, y: -4 }); // 4 m to the north = up the slope
    const c = toSloped(f, { x: 3, y: 0 });
    expect(b.y - a.y).toBeCloseTo(4 / 0.894427, 5);
    expect(Math.abs(c.x - a.x)).toBeCloseTo(3, 9);
    const back = toPlan(f, toSloped(f, { x: 2.5, y: -1.25 }));
    expect(back.x).toBeCloseTo(2.5, 9);
    expect(back.y).toBeCloseTo(-1.25, 9);
  });

  it('works for any facing', () => {
    for (const az of [0, 45, 90, 135, 270, 359]) {
      const f = planeFrame({ azimuthDeg: az, pitchDeg: 30 });
      const p = { x: 1.7, y: -3.2 };
      const q = toPlan(f, toSloped(f, p));
      expect(q.x).toBeCloseTo(p.x, 9);
      expect(q.y).toBeCloseTo(p.y, 9);
    }
  });

  it('gives the roof surface area', () => {
    // 10 × 6 m plan at 45°: 60 / cos 45° = 84.85 m².
    expect(slopedAreaM2({ points: rectangle(0, 0, 10, 6), pitchDeg: 45 })).toBeCloseTo(84.853, 3);
  });
});
