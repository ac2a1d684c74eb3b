/**
 * n8n's date extensions on Luxon DateTimes (n8n-io/n8n packages/workflow/src/extensions/date-extensions.ts and
 * string-extensions.ts `toDateTime`), written here from their documented behaviour: `format` is `toFormat`,
 * `plus`/`minus` also take a number and a unit, and the query helpers (`isBetween`, `extract`, `diffTo`, …).
 */
import { DateTime, type DateTimeUnit, type DurationLike, type DurationUnit } from 'luxon';

/** n8n's short unit names (DURATION_MAP); Luxon normalises the rest (`day` → `days`) or says the unit is invalid. */
const DURATION_NAMES: Record<string, string> = {
  ms: 'milliseconds',
  sec: 'seconds',
  secs: 'seconds',
  hr: 'hours',
  hrs: 'hours',
  min: 'minutes',
  mins: 'minutes',
};
const DATETIME_UNITS: Record<string, DateTimeUnit> = {
  days: 'day',
  months: 'month',
  years: 'year',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
  milliseconds: 'millisecond',
  hrs: 'hour',
  hr: 'hour',
  mins: 'minute',
  min: 'minute',
  secs: 'second',
  sec: 'second',
  ms: 'millisecond',
};
const DIFF_UNITS = new Set([
  'milliseconds',
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
  'months',
  'quarters',
  'years',
]);

/** A string as n8n's `toDateTime()` reads it: a Luxon format when given, else ISO, RFC 2822, HTTP or SQL. */
export function stringToDateTime(value: string, format?: unknown): DateTime {
  if (typeof format === 'string' && format !== '') {
    const parsed = DateTime.fromFormat(value, format);
    if (!parsed.isValid) throw new Error(`cannot convert "${value}" to a DateTime with format "${format}"`);
    return parsed;
  }
  for (const parse of [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP, DateTime.fromSQL]) {
    const parsed = parse.call(DateTime, value);
    if (parsed.isValid) return parsed;
  }
  const millis = Date.parse(value);
  if (Number.isFinite(millis)) return DateTime.fromMillis(millis);
  throw new Error(`cannot convert "${value}" to a DateTime`);
}

function toDateTime(value: unknown): DateTime {
  if (DateTime.isDateTime(value)) return value;
  if (typeof value === 'string') return stringToDateTime(value);
  if (value instanceof Date) return DateTime.fromJSDate(value);
  throw new Error(`expected a date, got ${JSON.stringify(value)}`);
}

/** n8n's convertToDateTime: a DateTime, a Date or a readable string, else undefined (isBetween answers undefined). */
function lenientDateTime(value: unknown): DateTime | undefined {
  if (typeof value !== 'string' && !(value instanceof Date) && !DateTime.isDateTime(value)) return undefined;
  try {
    const dt = toDateTime(value);
    return dt.isValid ? dt : undefined;
  } catch {
    return undefined;
  }
}

function duration(args: unknown[]): DurationLike {
  if (args.length <= 1) return args[0] as DurationLike;
  const [amount = 0, unit = 'minutes'] = args;
  return { [DURATION_NAMES[String(unit)] ?? String(unit)]: amount } as DurationLike;
}

function diffTo(dt: DateTime, other: unknown, unit: unknown = 'days'): unknown {
  let units = (Array.isArray(unit) ? unit : [unit]).map(String);
  if (units.length === 0) units = ['days'];
  const wrong = units.find((u) => !DIFF_UNITS.has(u));
  if (wrong) {
    throw new Error(
      `Unsupported unit '${wrong}'. Supported: ${[...DIFF_UNITS].map((u) => `'${u}'`).join(', ')}.`,
    );
  }
  const diff = dt.diff(toDateTime(other), units as DurationUnit[]);
  return units.length > 1 ? diff.toObject() : diff.as(units[0] as DurationUnit);
}

type Method = (...args: unknown[]) => unknown;

/** The extension methods `dateTimeExtension` answers, for the sandbox to call without asking first. */
export const DATETIME_EXTENSION_METHODS = [
  'format',
  'plus',
  'minus',
  'beginningOf',
  'endOfMonth',
  'extract',
  'isBetween',
  'isDst',
  'isInLast',
  'isWeekend',
  'diffTo',
  'diffToNow',
  'toDateTime',
  'toInt',
  'toFloat',
];
export const DATETIME_STATIC_EXTENSION_METHODS = ['n8nFromString', 'fromISO'];

/** The extension `member` of a DateTime (or of the DateTime class), or undefined when n8n adds none. */
export function dateTimeExtension(target: DateTime | typeof DateTime, member: string): Method | undefined {
  if (target === DateTime) {
    if (member === 'n8nFromString') return (value, format) => stringToDateTime(String(value), format);
    // n8n lets DateTime.fromISO take a JS Date too (its fix for n8n-io/n8n#25267).
    if (member === 'fromISO') {
      return (value, opts) =>
        DateTime.fromISO(value instanceof Date ? value.toISOString() : String(value), opts as object);
    }
    return undefined;
  }
  const dt = target as DateTime;
  switch (member) {
    case 'format':
      return (fmt, opts) => dt.toFormat(String(fmt), { ...(opts as object) });
    case 'plus':
      return (...args) => dt.plus(duration(args));
    case 'minus':
      return (...args) => dt.minus(duration(args));
    case 'beginningOf':
      return (unit = 'week') => dt.startOf(DATETIME_UNITS[String(unit)] ?? (String(unit) as DateTimeUnit));
    case 'endOfMonth':
      return () => dt.endOf('month');
    case 'extract':
      return (part = 'week') => {
        const name = part === 'week' ? 'weekNumber' : (DATETIME_UNITS[String(part)] ?? String(part));
        if (name === 'yearDayNumber') return dt.ordinal;
        return dt.get(name as keyof DateTime);
      };
    case 'isBetween':
      return (...args) => {
        if (args.length !== 2) throw new Error('isBetween(): expected exactly two args');
        const [a, b] = args.map(lenientDateTime);
        if (!a || !b) return undefined;
        return a > b ? b < dt && dt < a : b > dt && dt > a;
      };
    case 'isDst':
      return () => dt.isInDST;
    case 'isInLast':
      return (amount = 0, unit = 'minutes') => {
        const now = DateTime.now();
        return now.minus(duration([amount, unit])) <= dt && dt <= now;
      };
    case 'isWeekend':
      return () => dt.weekday === 6 || dt.weekday === 7;
    case 'diffTo':
      return (other, unit) => diffTo(dt, other, unit);
    case 'diffToNow':
      return (unit) => diffTo(dt, DateTime.now(), unit);
    case 'toDateTime':
      return () => dt;
    case 'toInt':
    case 'toFloat':
      return () => dt.toMillis();
    default:
      return undefined;
  }
}
