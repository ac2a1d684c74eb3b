import { describe, expect, it } from 'vitest';
import {
  angleOfIncidence,
  groundReflected,
  isotropicSky,
  perezSky,
  planeOfArray,
  trackerSurface,
} from './transposition';

describe('plane-of-array irradiance', () => {
  it('takes the angle of incidence from the surface and the sun', () => {
    expect(angleOfIncidence({ tilt: 0, azimuth: 180 }, 30, 100)).toBeCloseTo(30, 9);
    expect(angleOfIncidence({ tilt: 30, azimuth: 180 }, 30, 180)).toBeCloseTo(0, 6);
    expect(angleOfIncidence({ tilt: 90, azimuth: 180 }, 60, 180)).toBeCloseTo(30, 9);
  });

  it('transposes diffuse and ground isotropically by the view factors (hand values)', () => {
    expect(isotropicSky(100, 0)).toBeCloseTo(100, 9);
    expect(isotropicSky(100, 90)).toBeCloseTo(50, 9);
    expect(groundReflected(1000, 0.2, 90)).toBeCloseTo(100, 9);
    expect(groundReflected(1000, 0.2, 0)).toBeCloseTo(0, 9);
  });

  it('gives Perez the brightening isotropic lacks, and the isotropic answer when the sky is overcast', () => {
    // Clear sky, sun near the surface normal: circumsolar brightening adds diffuse.
    expect(perezSky(850, 100, 30, 5, 35)).toBeGreaterThan(isotropicSky(100, 30) * 1.15);
    // Overcast (no beam, clearness 1, low brightness): F1 ≈ 0, so Perez is close to isotropic.
    expect(perezSky(0, 60, 30, 40, 60) / isotropicSky(60, 30)).toBeGreaterThan(0.9);
    expect(perezSky(0, 60, 30, 40, 60) / isotropicSky(60, 30)).toBeLessThan(1.1);
    // Beyond 87.5° zenith PVWatts treats the sky as isotropic.
    expect(perezSky(10, 20, 30, 80, 88)).toBeCloseTo(isotropicSky(20, 30), 9);
  });

  it('sums beam, sky and ground on the surface', () => {
    const poa = planeOfArray({
      dni: 800,
      dhi: 100,
      zenith: 30,
      azimuth: 180,
      surface: { tilt: 30, azimuth: 180 },
      albedo: 0.2,
      sky: 'isotropic',
    });
    expect(poa.beam).toBeCloseTo(800, 6);
    expect(poa.sky).toBeCloseTo((100 * (1 + Math.cos(Math.PI / 6))) / 2, 6);
    const ghi = 800 * Math.cos(Math.PI / 6) + 100;
    expect(poa.ground).toBeCloseTo((0.2 * ghi * (1 - Math.cos(Math.PI / 6))) / 2, 6);
  });

  it('turns a north–south tracker toward the sun within its limit', () => {
    const morning = trackerSurface(60, 100, 0, 180, 45);
    expect(morning.tilt).toBeCloseTo(45, 6);
    expect(morning.azimuth).toBeCloseTo(90, 6);
    const noon = trackerSurface(20, 180, 0, 180, 45);
    expect(noon.tilt).toBeLessThan(1e-6);
    // Facing the sun exactly when within reach: the angle of incidence is the sun's tilt off the axis plane.
    const midMorning = trackerSurface(30, 90, 0, 180, 45);
    expect(angleOfIncidence(midMorning, 30, 90)).toBeLessThan(1e-6);
  });
});
