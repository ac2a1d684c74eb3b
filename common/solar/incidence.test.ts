import { describe, expect, it } from 'vitest';
import { airMassModifier, diffuseModifiers, incidenceAngleModifier, transmittance } from './incidence';

describe('glass cover and spectral modifiers (PVWatts v8)', () => {
  it('transmits (1 − Fresnel reflectance) × Bouguer absorption at normal incidence (hand value)', () => {
    // n = 1.526: reflectance ((n − 1)/(n + 1))² = 0.04341; absorption exp(−4 × 0.002) = 0.99203.
    const t = transmittance(0.001, 1.526, 1, 4, 0.002).tau;
    expect(t).toBeCloseTo((1 - ((1.526 - 1) / (1.526 + 1)) ** 2) * Math.exp(-0.008), 5);
  });

  it('is 1 at normal incidence and falls steeply past 60°', () => {
    expect(incidenceAngleModifier(0)).toBeCloseTo(1, 6);
    expect(incidenceAngleModifier(30)).toBeGreaterThan(0.99);
    const at60 = incidenceAngleModifier(60);
    const at80 = incidenceAngleModifier(80);
    expect(at60).toBeLessThan(incidenceAngleModifier(45));
    expect(at80).toBeLessThan(at60);
    expect(at80).toBeLessThan(0.8);
    // The anti-reflective coating keeps more light at steep angles than bare glass.
    expect(incidenceAngleModifier(75, true)).toBeGreaterThan(incidenceAngleModifier(75, false));
  });

  it('gives the diffuse parts their Brandemuehl–Beckman angles', () => {
    const flat = diffuseModifiers(0);
    expect(flat.sky).toBeGreaterThan(0.85);
    expect(flat.sky).toBeLessThan(1);
    expect(diffuseModifiers(40).ground).toBeGreaterThan(flat.ground);
  });

  it('applies De Soto’s air-mass polynomial (hand value at the zenith, ≈ 1 near AM1.5)', () => {
    // Kasten–Young air mass at zenith 0 is 0.99971; the polynomial there gives 0.98257.
    expect(airMassModifier(0, 0)).toBeCloseTo(0.98257, 4);
    expect(airMassModifier(48.2, 0)).toBeCloseTo(1, 2);
    // Altitude thins the air: less air mass at the same zenith.
    expect(airMassModifier(48.2, 1600)).toBeLessThan(airMassModifier(48.2, 0));
  });
});
