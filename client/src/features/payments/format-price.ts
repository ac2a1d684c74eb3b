/** A price given in a currency's minor units, as Stripe counts it ("$10.00"; yen have no minor unit). */
export function formatPrice(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
