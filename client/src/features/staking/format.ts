/** How the staking page writes exact AIZ strings: grouped, cut (never rounded up) to a few decimals. */
import { formatAizAmount } from '@/lib/format';

/** "1234.56789" → "1,234.5678" with 4 decimals: a figure never shows more than there is. */
export function shortAiz(amount: string, decimals = 4): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cut = fraction.slice(0, decimals).replace(/0+$/, '');
  return formatAizAmount(cut ? `${whole}.${cut}` : whole);
}

/** "12614.40" → "12,614.4 %". */
export function percentLabel(percent: string): string {
  const [whole = '0', fraction = ''] = percent.split('.');
  const cut = fraction.replace(/0+$/, '');
  return `${formatAizAmount(whole)}${cut ? `.${cut}` : ''} %`;
}

/** A decimal string of AIZ to a number, for charts only (figures shown as text stay exact). */
export const chartValue = (amount: string) => Number(amount);

/** Whether `text` is an amount the server takes: a positive number with at most 18 decimals. */
export function amountProblem(text: string, balance: string | null): string | null {
  const value = text.trim();
  if (!value) return 'Enter how much AIZ to stake.';
  if (!/^(0|[1-9]\d{0,20})(\.\d{1,18})?$/.test(value)) return 'Enter a number such as 100 or 12.5.';
  if (!/[1-9]/.test(value)) return 'The amount must be more than 0 AIZ.';
  if (balance !== null && compareAiz(value, balance) > 0) {
    return `Your balance is ${formatAizAmount(balance)} AIZ.`;
  }
  return null;
}

/** Exact comparison of two non-negative decimal strings. */
export function compareAiz(a: string, b: string): number {
  const toUnits = (s: string) => {
    const [whole = '0', fraction = ''] = s.split('.');
    return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
  };
  const diff = toUnits(a) - toUnits(b);
  return diff === 0n ? 0 : diff > 0n ? 1 : -1;
}
