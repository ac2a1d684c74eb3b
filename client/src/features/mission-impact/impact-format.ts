/** How the page writes its figures: whole kWh and kW to one decimal, tonnes and equivalents to a sensible precision. */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const one = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const two = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatKwh = (kwh: number) => `${whole.format(kwh)} kWh`;
export const formatKw = (kw: number) => `${one.format(kw)} kW`;
/** Tonnes: two decimals under 10 t, one under 1,000 t, whole above. */
export function formatTonnes(t: number): string {
  if (t < 10) return `${two.format(t)} t`;
  return `${t < 1000 ? one.format(t) : whole.format(t)} t`;
}
/** Equivalents (cars, homes): one decimal under 100, whole above. */
export const formatCount = (n: number) => (n < 100 ? one.format(n) : whole.format(n));
/** A factor as published: small rates with three significant digits (0.000699), others to two decimals. */
export const formatFactor = (v: number) => (v < 0.01 ? String(Number(v.toPrecision(3))) : two.format(v));
