/**
 * A project's first-year kWh when the CRM has none: the same model and weather the estimate uses (ZIP →
 * nearest TMY3 station → common/solar), for the system's size at the estimate's default roof (20° tilt, facing
 * south). Kept in memory by ZIP and size: the model is ~10 ms a call and the answer never changes.
 */
import { Invalid } from '../../../lib/errors';
import { estimate } from '../estimate';

export type ModelledAnnual = { annualKwh: number } | { annualKwh: null; reason: string };

const known = new Map<string, ModelledAnnual>();
const KNOWN_MAX = 5_000;

export function modelledAnnualKwh(zip: string | null, systemWatts: number, now: () => Date): ModelledAnnual {
  if (!zip) return { annualKwh: null, reason: 'no ZIP code to model its production from' };
  const key = `${zip}:${systemWatts}`;
  const hit = known.get(key);
  if (hit) return hit;
  let answer: ModelledAnnual;
  try {
    answer = { annualKwh: estimate({ now }, { zip, systemKw: systemWatts / 1000 }).annualKwh };
  } catch (error) {
    // The estimate's refusals (an unknown ZIP, no station within reach) say why; anything else is a bug.
    if (!(error instanceof Invalid)) throw error;
    answer = {
      annualKwh: null,
      reason: /ZIP/.test(error.message)
        ? 'a ZIP code the model does not know'
        : 'no weather station within reach of its ZIP code',
    };
  }
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(key, answer);
  return answer;
}
