import { describe, expect, it } from 'vitest';
import { createCellTemperatureModel, INOCT_C } from './cell-temperature';

/** Holds conditions steady for a day's worth of hours and answers the settled temperature. */
function settled(inoct: number, poa: number, wind: number, ambient: number): number {
  const model = createCellTemperatureModel(inoct);
  let t = ambient;
  for (let i = 0; i < 24; i++) t = model.step(poa, wind, ambient);
  return t;
}

describe('cell temperature (PVWatts’ Fuentes model)', () => {
  it('settles at its INOCT under NOCT conditions (800 W/m², 20 °C, 1 m/s at array height)', () => {
    // Wind is given at 9.144 m and scaled to the 5 m array height by (5/9.144)^0.2.
    const wind = 1 / (5 / 9.144) ** 0.2;
    expect(Math.abs(settled(45, 800, wind, 20) - 45)).toBeLessThan(1.5);
    expect(Math.abs(settled(49, 800, wind, 20) - 49)).toBeLessThan(1.5);
  });

  it('runs hotter on a roof than on a rack, and cooler in wind', () => {
    expect(INOCT_C.fixedRoofMount).toBe(49);
    expect(INOCT_C.fixedOpenRack).toBe(45);
    expect(settled(49, 1000, 2, 25)).toBeGreaterThan(settled(45, 1000, 2, 25));
    expect(settled(45, 1000, 6, 25)).toBeLessThan(settled(45, 1000, 1, 25));
  });

  it('is ambient at night and carries its heat from one hour to the next', () => {
    const model = createCellTemperatureModel(45);
    expect(model.step(0, 2, 12)).toBe(12);
    const first = model.step(900, 2, 25);
    const second = model.step(900, 2, 25);
    expect(second).toBeGreaterThanOrEqual(first - 1e-9);
  });
});
