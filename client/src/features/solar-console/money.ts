/** Cents as dollars, the way the console shows money. Pure. */
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

export const dollarsOfCents = (cents: number) => whole.format(cents / 100);
/** With cents, for monthly payments. */
export const dollarsAndCents = (cents: number) => exact.format(cents / 100);
export const perWatt = (dollars: number) => `${exact.format(dollars)}/W`;
export const percent = (share: number) => `${Math.round(share * 100)}%`;
