/**
 * The order of two JSON values: numbers and booleans by value, text by code unit; missing values come
 * last in either direction, so a descending sort does not put the items without the field first.
 */
export function compareValues(a: unknown, b: unknown, descending = false): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const sign = descending ? -1 : 1;
  if (
    (typeof a === 'number' || typeof a === 'boolean') &&
    (typeof b === 'number' || typeof b === 'boolean')
  ) {
    return sign * (Number(a) - Number(b));
  }
  // Code-unit order, as n8n's lodash `lt` gives: "B" comes before "a".
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const [x, y] = [text(a), text(b)];
  return x === y ? 0 : sign * (x < y ? -1 : 1);
}
