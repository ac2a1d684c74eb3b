/**
 * The simulation counts AIZ in whole milli-AIZ held in float64s: integers up to 2^53 are exact, so every
 * transfer is an exact integer move and the conservation check (the groups' sum equals what was minted)
 * holds to the unit, not to a rounding error. 2^53 milli-AIZ is 9 × 10^12 AIZ, far above any scenario.
 */
export const MILLI_PER_AIZ = 1000;

export const toMilli = (aiz: number): number => Math.round(aiz * MILLI_PER_AIZ);
export const toAiz = (milli: number): number => milli / MILLI_PER_AIZ;
