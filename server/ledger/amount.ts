/**
 * AIZ amounts. The ledger keeps integers of base units (18 decimals, the ERC-20 convention) as
 * bigint; whole-AIZ figures only appear at the edges, as exact decimal strings. Never a float.
 */

export const AIZ_DECIMALS = 18;
/** Base units in one AIZ. */
export const AIZ_UNIT = 10n ** BigInt(AIZ_DECIMALS);

/** Whole AIZ to base units: `aiz(1000)` is 1000 × 10^18. */
export function aiz(whole: number | bigint): bigint {
  if (typeof whole === 'number' && !Number.isSafeInteger(whole)) {
    throw new RangeError(`aiz() takes a whole number of AIZ, got ${whole}; use parseAiz() for fractions.`);
  }
  return BigInt(whole) * AIZ_UNIT;
}

/** Base units to an exact decimal string of AIZ without trailing zeros: 10^21 → '1000', 12.5 AIZ → '12.5'. */
export function formatAiz(base: bigint): string {
  const sign = base < 0n ? '-' : '';
  const abs = base < 0n ? -base : base;
  const whole = abs / AIZ_UNIT;
  const fraction = (abs % AIZ_UNIT).toString().padStart(AIZ_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

const DECIMAL_AIZ = new RegExp(`^(-?)(\\d+)(?:\\.(\\d{1,${AIZ_DECIMALS}}))?$`);

/** An exact decimal string of AIZ ('12.5') to base units; more than 18 decimals is refused, not rounded. */
export function parseAiz(text: string): bigint {
  const match = DECIMAL_AIZ.exec(text.trim());
  if (!match) throw new RangeError(`Not an AIZ amount: '${text}'.`);
  const [, sign, whole, fraction = ''] = match;
  const base = BigInt(whole!) * AIZ_UNIT + BigInt(fraction.padEnd(AIZ_DECIMALS, '0'));
  return sign ? -base : base;
}
