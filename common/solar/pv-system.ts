/**
 * The PV system as PVWatts v8 describes it: module types (nominal efficiency and power temperature
 * coefficient from NREL ssc cmod_pvwattsv8), DC power, the inverter's part-load efficiency curve and clipping
 * at the AC rating (DC rating ÷ DC/AC ratio).
 */

export type ModuleType = 'standard' | 'premium' | 'thinFilm';

export interface ModuleSpec {
  /** Nominal efficiency at STC (0..1): sets module area, not energy, in PVWatts. */
  efficiency: number;
  /** Power temperature coefficient, per °C. */
  gamma: number;
  /** Anti-reflective coating on the glass (all three in v8). */
  antiReflective: boolean;
}

/** PVWatts v8 (ssc cmod_pvwattsv8): standard 19% / −0.37 %/°C, premium 21% / −0.35, thin film 18% / −0.32. */
export const MODULES: Readonly<Record<ModuleType, ModuleSpec>> = {
  standard: { efficiency: 0.19, gamma: -0.0037, antiReflective: true },
  premium: { efficiency: 0.21, gamma: -0.0035, antiReflective: true },
  thinFilm: { efficiency: 0.18, gamma: -0.0032, antiReflective: true },
};

/** DC power (W) from irradiance reaching the cells (W/m²) and cell temperature, before system losses. */
export function dcPower(
  dcNameplateW: number,
  effectiveIrradiance: number,
  cellTempC: number,
  gamma: number,
): number {
  return dcNameplateW * (effectiveIrradiance / 1000) * (1 + gamma * (cellTempC - 25));
}

/** PVWatts' part-load curve: efficiency = (A·plr + B/plr + C) · ηnom / ηref (Dobos 2014, eq. 11). */
const INVERTER = { a: -0.0162, b: -0.0059, c: 0.9858, reference: 0.9637 } as const;

/**
 * AC power (W) from DC power (W): part-load efficiency, then clipping at the AC rating. `acRatingW` is the DC
 * rating divided by the DC/AC ratio; `nominalEfficiency` is 0..1 (0.96 by default).
 */
export function acPower(dcW: number, acRatingW: number, nominalEfficiency: number): number {
  if (!(dcW > 0)) return 0;
  const dcRating = acRatingW / nominalEfficiency;
  const plr = dcW / dcRating;
  const eta = ((INVERTER.a * plr + INVERTER.b / plr + INVERTER.c) * nominalEfficiency) / INVERTER.reference;
  return Math.max(0, Math.min(acRatingW, dcW * eta));
}

/** Inverter efficiency (0..1) at a load fraction of its DC rating, for display and tests. */
export function inverterEfficiency(loadFraction: number, nominalEfficiency: number): number {
  if (!(loadFraction > 0)) return 0;
  return (
    ((INVERTER.a * loadFraction + INVERTER.b / loadFraction + INVERTER.c) * nominalEfficiency) /
    INVERTER.reference
  );
}
