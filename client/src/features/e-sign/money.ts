/** Dollars from cents, for the signer: whole dollars for big sums, cents for monthly payments. */
export function dollars(cents: number, withCents = false): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: withCents ? 2 : 0,
    maximumFractionDigits: withCents ? 2 : 0,
  });
}
