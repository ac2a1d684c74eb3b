/**
 * PVWatts' system losses: ten categories combined multiplicatively, 1 − Π(1 − loss), which gives its
 * documented default of 14.08% (Dobos 2014, *PVWatts Version 5 Manual*, NREL/TP-6A20-62641, table 3;
 * unchanged in v8). Every item is editable; the total is what the DC output is multiplied by (1 − total).
 */

export const LOSS_CATEGORIES = [
  'soiling',
  'shading',
  'snow',
  'mismatch',
  'wiring',
  'connections',
  'lightInducedDegradation',
  'nameplate',
  'age',
  'availability',
] as const;
export type LossCategory = (typeof LOSS_CATEGORIES)[number];
export type LossItems = Record<LossCategory, number>;

/** PVWatts' defaults, percent. */
export const DEFAULT_LOSSES: Readonly<LossItems> = {
  soiling: 2,
  shading: 3,
  snow: 0,
  mismatch: 2,
  wiring: 2,
  connections: 0.5,
  lightInducedDegradation: 1.5,
  nameplate: 1,
  age: 0,
  availability: 3,
};

export const LOSS_LABELS: Readonly<Record<LossCategory, string>> = {
  soiling: 'Soiling',
  shading: 'Shading',
  snow: 'Snow',
  mismatch: 'Mismatch',
  wiring: 'Wiring',
  connections: 'Connections',
  lightInducedDegradation: 'Light-induced degradation',
  nameplate: 'Nameplate rating',
  age: 'Age',
  availability: 'Availability',
};

/** Total loss in percent from the items (each percent): 100 × (1 − Π(1 − item/100)). */
export function totalLossPct(items: Partial<LossItems> = {}): number {
  const all = { ...DEFAULT_LOSSES, ...items };
  let kept = 1;
  for (const k of LOSS_CATEGORIES) kept *= 1 - all[k] / 100;
  return 100 * (1 - kept);
}

/** The default total, 14.08% when rounded to two decimals as PVWatts shows it. */
export const DEFAULT_LOSSES_PCT = Math.round(totalLossPct() * 100) / 100;
