/**
 * Counts in words, the one way everywhere a person reads one: "1 placeholder", "2 placeholders",
 * "1,234 runs". English only, as the product is.
 */

/** The noun for `n`: the singular for exactly one, else the plural (by default the singular plus "s"). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return n === 1 ? singular : pluralForm;
}

/** `n` (grouped as 1,234) and its noun: "1 item", "0 items", "12,000 items". */
export function countOf(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${plural(n, singular, pluralForm)}`;
}
