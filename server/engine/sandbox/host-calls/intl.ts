/**
 * `Intl` formatting for the sandbox (QuickJS has no `Intl`: `new Date(0).toLocaleDateString('en-US')` gives
 * "01/01/1970" there, "1/1/1970" in Node). The sandbox's `Date` and `Number` `toLocale*String` call this.
 */
type Kind = 'date' | 'time' | 'datetime' | 'number';

const isOptions = (v: unknown): v is Intl.DateTimeFormatOptions & Intl.NumberFormatOptions =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function localesOf(value: unknown): string | string[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  throw new TypeError('Incorrect locale information provided');
}

export function intlFormat(kind: unknown, value: unknown, locales: unknown, options: unknown): string {
  const opts = options === null || options === undefined ? {} : options;
  if (!isOptions(opts)) throw new TypeError('The options of toLocaleString must be an object');
  const loc = localesOf(locales);
  switch (kind as Kind) {
    case 'number':
      return Number(value).toLocaleString(loc, opts);
    case 'date':
      return new Date(Number(value)).toLocaleDateString(loc, opts);
    case 'time':
      return new Date(Number(value)).toLocaleTimeString(loc, opts);
    case 'datetime':
      return new Date(Number(value)).toLocaleString(loc, opts);
    default:
      throw new Error(`Unknown Intl format "${String(kind)}"`);
  }
}
