/** How the wallet shows addresses and amounts. */
import { formatUnits } from 'viem';

/** 0x1234…abcd */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** A token amount with at most `digits` decimals, grouped (1,234.5678); tiny non-zero amounts as "< 0.0001". */
export function formatTokenAmount(value: bigint, decimals: number, digits = 4): string {
  if (value === 0n) return '0';
  const min = 10n ** BigInt(Math.max(decimals - digits, 0));
  if (value > 0n && value < min) return `< ${(1 / 10 ** digits).toFixed(digits)}`;
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.');
  const grouped = BigInt(whole).toLocaleString('en-US');
  const cut = fraction.slice(0, digits).replace(/0+$/, '');
  return cut ? `${grouped}.${cut}` : grouped;
}
