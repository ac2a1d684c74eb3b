/**
 * Luxon for the sandbox, run here on the host: the sandbox holds DateTime, Duration and Interval values as their
 * state (`{ ts, zone, locale }`, the duration's units, the interval's ends) and asks this bridge to read a
 * property or call a method of the real Luxon object, which is rebuilt from that state for each call. So
 * expressions get Luxon's own behaviour (time zones and DST, `toLocaleString(DateTime.DATE_FULL)`,
 * `fromFormat`, `toRelative`, `Duration#toHuman`) without loading Luxon into every QuickJS context (measured:
 * about 10 ms per evaluation against 1 ms, and Luxon needs `Intl`, which QuickJS lacks).
 *
 * Each call runs with the workflow's zone as Luxon's default zone, the run's clock as its `now` and `en-US` as
 * its default locale. Only members Luxon's own classes define can be reached (no `constructor`, nothing of
 * `Object.prototype` or `Function.prototype`); n8n's date extensions (`format`, `plus(n, 'unit')`, …) are added.
 */
import { DateTime, Duration, Interval, Settings, type Zone } from 'luxon';
import { dateTimeExtension, stringToDateTime } from './luxon-n8n-extensions';

type Kind = 'DateTime' | 'Duration' | 'Interval';
const CLASSES: Record<Kind, object> = { DateTime, Duration, Interval };

/** A value as it crosses the boundary. */
type Wire =
  | null
  | boolean
  | number
  | string
  | Wire[]
  | { $luxon: Kind; s: unknown }
  | { $date: number }
  | { $num: string }
  | { $undef: true }
  | { [key: string]: Wire };

interface LuxonRequest {
  zone: string;
  now: number;
  target: { $class: Kind } | { $luxon: Kind; s: unknown };
  op: 'get' | 'call';
  member: string;
  args?: Wire[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function encode(value: unknown, path: string): Wire {
  if (value === undefined) return { $undef: true };
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $num: String(value) };
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (DateTime.isDateTime(value)) return { $luxon: 'DateTime', s: dateTimeState(value) };
  if (Duration.isDuration(value)) return { $luxon: 'Duration', s: durationState(value) };
  if (Interval.isInterval(value)) return { $luxon: 'Interval', s: intervalState(value) };
  if (value instanceof Date) return { $date: value.getTime() };
  if (Array.isArray(value)) return value.map((v, i) => encode(v, `${path}[${i}]`));
  if (isZone(value)) {
    return { name: value.name, type: value.type, isUniversal: value.isUniversal, isValid: value.isValid };
  }
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Wire> = {};
    for (const [k, v] of Object.entries(value)) out[k] = encode(v, `${path}.${k}`);
    return out;
  }
  throw new Error(`${path} cannot be used inside expressions (it is a ${typeof value})`);
}

function isZone(value: unknown): value is Zone {
  return isRecord(value) && typeof value.offset === 'function' && typeof value.ianaName === 'string';
}

function dateTimeState(dt: DateTime): unknown {
  if (!dt.isValid) return { invalid: dt.invalidReason, explanation: dt.invalidExplanation };
  return {
    ts: dt.toMillis(),
    zone: dt.zone.name,
    locale: dt.locale,
    ns: dt.numberingSystem,
    oc: dt.outputCalendar,
  };
}

function durationState(d: Duration): unknown {
  if (!d.isValid) return { invalid: d.invalidReason, explanation: d.invalidExplanation };
  return { values: d.toObject(), locale: d.locale, ns: d.numberingSystem };
}

function intervalState(i: Interval): unknown {
  if (!i.isValid) return { invalid: i.invalidReason, explanation: i.invalidExplanation };
  return { start: dateTimeState(i.start as DateTime), end: dateTimeState(i.end as DateTime) };
}

function decodeDateTime(s: unknown): DateTime {
  if (!isRecord(s)) throw new TypeError('Not a DateTime');
  if (typeof s.invalid === 'string')
    return DateTime.invalid(s.invalid, (s.explanation as string | null) ?? undefined);
  if (typeof s.ts !== 'number' || typeof s.zone !== 'string') throw new TypeError('Not a DateTime');
  return DateTime.fromMillis(s.ts, {
    zone: s.zone,
    locale: typeof s.locale === 'string' ? s.locale : undefined,
    numberingSystem: typeof s.ns === 'string' ? s.ns : undefined,
    outputCalendar: typeof s.oc === 'string' ? s.oc : undefined,
  });
}

function decodeLuxon(kind: unknown, s: unknown): DateTime | Duration | Interval {
  if (kind === 'DateTime') return decodeDateTime(s);
  if (!isRecord(s)) throw new TypeError(`Not a ${String(kind)}`);
  if (typeof s.invalid === 'string') {
    const explanation = (s.explanation as string | null) ?? undefined;
    if (kind === 'Duration') return Duration.invalid(s.invalid, explanation);
    if (kind === 'Interval') return Interval.invalid(s.invalid, explanation);
  }
  if (kind === 'Duration') {
    return Duration.fromObject(s.values as Record<string, number>, {
      locale: typeof s.locale === 'string' ? s.locale : undefined,
      numberingSystem: typeof s.ns === 'string' ? s.ns : undefined,
    });
  }
  if (kind === 'Interval') return Interval.fromDateTimes(decodeDateTime(s.start), decodeDateTime(s.end));
  throw new TypeError(`Unknown Luxon type ${String(kind)}`);
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!isRecord(value)) return value;
  if ('$luxon' in value) return decodeLuxon(value.$luxon, value.s);
  if ('$date' in value) return new Date(Number(value.$date));
  if ('$num' in value) return Number(value.$num);
  if ('$undef' in value) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = decode(v);
  return out;
}

/** Whether `member` is Luxon's own: found on the object or its prototypes before Object/Function's. */
function isLuxonMember(target: object, member: string): boolean {
  if (member === 'constructor' || member === '__proto__' || member === 'prototype') return false;
  for (let o: object | null = target; o && o !== Object.prototype && o !== Function.prototype; ) {
    if (Object.hasOwn(o, member)) return true;
    o = Object.getPrototypeOf(o) as object | null;
  }
  return false;
}

function withSettings<T>(request: LuxonRequest, run: () => T): T {
  const saved = { zone: Settings.defaultZone, now: Settings.now, locale: Settings.defaultLocale };
  Settings.defaultZone = request.zone;
  Settings.now = () => request.now;
  Settings.defaultLocale = 'en-US';
  try {
    return run();
  } finally {
    Settings.defaultZone = saved.zone;
    Settings.now = saved.now;
    Settings.defaultLocale = saved.locale;
  }
}

/** A host call cannot be interrupted: splitting an interval into millions of parts is refused up front. */
const MAX_PARTS = 10_000;
function guardSize(target: unknown, member: string, args: unknown[]): void {
  if (!Interval.isInterval(target) || !target.isValid) return;
  let parts = 0;
  if (member === 'divideEqually') parts = Number(args[0]);
  else if (member === 'splitBy') {
    const step = Duration.fromDurationLike(args[0] as Duration).as('milliseconds');
    parts = target.length('milliseconds') / step;
  } else return;
  if (!(parts <= MAX_PARTS)) {
    throw new RangeError(`Interval.${member}: at most ${MAX_PARTS} parts inside expressions`);
  }
}

/** Answers `{ $fn: true }` for a method on `get` (the sandbox then calls it), else the encoded value. */
export function luxonCall(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.member !== 'string' || !isRecord(raw.target)) {
    throw new TypeError('Malformed Luxon request');
  }
  const request = raw as unknown as LuxonRequest;
  const { member } = request;
  return withSettings(request, () => {
    const target =
      '$class' in request.target
        ? CLASSES[request.target.$class]
        : decodeLuxon(request.target.$luxon, request.target.s);
    if (!target) throw new TypeError('Malformed Luxon request');
    const label = '$class' in request.target ? request.target.$class : request.target.$luxon;
    const extension =
      DateTime.isDateTime(target) || target === DateTime
        ? dateTimeExtension(target as DateTime | typeof DateTime, member)
        : undefined;
    const own = isLuxonMember(target, member);
    if (request.op === 'get') {
      if (extension) return { $fn: true };
      if (!own) return { $undef: true };
      const value = (target as Record<string, unknown>)[member];
      return typeof value === 'function' ? { $fn: true } : encode(value, `${label}.${member}`);
    }
    const args = (request.args ?? []).map(decode);
    guardSize(target, member, args);
    if (extension) return encode(extension(...args), `${label}.${member}()`);
    const fn = own ? (target as Record<string, unknown>)[member] : undefined;
    if (typeof fn !== 'function') throw new TypeError(`${label}.${member} is not a function`);
    return encode(fn.apply(target, args), `${label}.${member}()`);
  });
}

export { stringToDateTime };
