/**
 * Luxon inside the sandbox: `DateTime`, `Duration`, `Interval`, `$now` and `$today`. The values live in the
 * sandbox as their state, and every property read or method call is answered by the real Luxon on the host
 * (`sandbox/host-calls/luxon-bridge.ts`), in the workflow's zone, with the run's clock. Luxon's own build is not
 * loaded here: it needs `Intl`, which QuickJS lacks, and evaluating it costs about 10 ms per context.
 *
 * Comparisons (`a < b`, `+dt`) use the DateTime's milliseconds, kept in the sandbox, as Luxon's `valueOf` does.
 */
import { DateTime, Duration, Interval } from 'luxon';
import {
  DATETIME_EXTENSION_METHODS,
  DATETIME_STATIC_EXTENSION_METHODS,
} from '../sandbox/host-calls/luxon-n8n-extensions';

/** The methods of a Luxon class or prototype (not getters), so the sandbox calls them in one host call. */
function methodNames(from: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = from; o && o !== Object.prototype && o !== Function.prototype; ) {
    for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(o))) {
      if (name !== 'constructor' && typeof d.value === 'function') names.add(name);
    }
    o = Object.getPrototypeOf(o) as object | null;
  }
  return [...names];
}

const KNOWN_METHODS = {
  DateTime: [...methodNames(DateTime.prototype), ...DATETIME_EXTENSION_METHODS],
  'static DateTime': [...methodNames(DateTime), ...DATETIME_STATIC_EXTENSION_METHODS],
  Duration: methodNames(Duration.prototype),
  'static Duration': methodNames(Duration),
  Interval: methodNames(Interval.prototype),
  'static Interval': methodNames(Interval),
};

/** n8n's date extensions that also apply to a JavaScript Date (date-extensions.ts takes `Date | DateTime`). */
const JS_DATE_EXTENSIONS = [
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
  'toInt',
  'toFloat',
  'toDateTime',
];
const JS_DATE_CALL = new RegExp(`\\bDate\\b[\\s\\S]*\\.\\s*(?:${JS_DATE_EXTENSIONS.join('|')})\\s*\\(`);

export const LUXON_PRELUDE = `
(() => {
  const host = __sandbox.host;
  const s = __sandbox.input.scope;
  const base = { zone: s.timezone, now: s.nowMillis };
  const held = new WeakMap();
  const encode = (v) => {
    if (v === undefined) return { $undef: true };
    if (typeof v === 'number') return Number.isFinite(v) ? v : { $num: String(v) };
    if (typeof v === 'function') throw new Error('A function cannot be passed to Luxon inside expressions');
    if (v === null || typeof v !== 'object') return v;
    const own = held.get(v);
    if (own) return { $luxon: own.kind, s: own.state };
    if (v instanceof Date) return { $date: v.getTime() };
    if (Array.isArray(v)) return v.map(encode);
    const out = {};
    for (const k of Object.keys(v)) out[k] = encode(v[k]);
    return out;
  };
  const decode = (v) => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(decode);
    if ('$luxon' in v) return wrap(v.$luxon, v.s);
    if ('$date' in v) return new Date(v.$date);
    if ('$num' in v) return Number(v.$num);
    if ('$undef' in v) return undefined;
    const out = {};
    for (const k of Object.keys(v)) out[k] = decode(v[k]);
    return out;
  };
  const ask = (target, op, member, args) =>
    host('luxon', { zone: base.zone, now: base.now, target, op, member, args: args && args.map(encode) });
  /** Per kind, the members known to be methods (Luxon's, listed on the host): one host call per use, not two. */
  const methods = {};
  for (const [kind, names] of Object.entries(${JSON.stringify(KNOWN_METHODS)})) methods[kind] = new Set(names);
  const member = (kind, target, name) => {
    const known = (methods[kind] ??= new Set());
    const call = (...args) => decode(ask(target, 'call', name, args));
    if (known.has(name)) return call;
    const got = ask(target, 'get', name);
    if (got !== null && typeof got === 'object' && got.$fn === true) { known.add(name); return call; }
    return decode(got);
  };
  const classes = {};
  const wrap = (kind, state) => {
    const self = Object.create(classes[kind].prototype);
    const target = { $luxon: kind, s: state };
    const proxy = new Proxy(self, {
      get(_, name) {
        if (typeof name === 'symbol') return undefined;
        if (name === 'then') return undefined;
        if (name === 'valueOf' && kind === 'DateTime') return () => (typeof state.ts === 'number' ? state.ts : NaN);
        return member(kind, target, name);
      },
      set() { throw new Error(kind + ' is immutable: use its methods (set, plus, setZone …), which return a new one'); },
    });
    held.set(proxy, { kind, state });
    return proxy;
  };
  for (const kind of ['DateTime', 'Duration', 'Interval']) {
    const ctor = function () { throw new Error(kind + ' has no public constructor: use ' + kind + '.fromISO, ' + kind + '.fromObject …'); };
    Object.defineProperty(ctor, 'name', { value: kind });
    classes[kind] = ctor;
    const statics = new Proxy(ctor, {
      get(t, name) {
        if (typeof name === 'symbol' || name === 'prototype' || name === 'name' || name === 'length') return Reflect.get(t, name);
        return member('static ' + kind, { $class: kind }, name);
      },
    });
    Object.defineProperty(globalThis, kind, { value: statics, writable: true, configurable: true });
  }
  // n8n's date extensions on JavaScript Dates too: through a DateTime, a DateTime result back as a Date.
  for (const name of ${JSON.stringify(JS_DATE_EXTENSIONS)}) {
    if (Object.hasOwn(Date.prototype, name)) continue;
    Object.defineProperty(Date.prototype, name, {
      value(...args) {
        const dt = DateTime.fromMillis(this.getTime());
        if (name === 'toDateTime') return dt;
        const out = dt[name](...args);
        return held.get(out)?.kind === 'DateTime' ? new Date(out.toMillis()) : out;
      },
      writable: true, configurable: true, enumerable: false,
    });
  }
  let now, today;
  Object.defineProperty(globalThis, '$now', { get: () => (now ??= DateTime.now()), set: (v) => { now = v; }, configurable: true });
  Object.defineProperty(globalThis, '$today', {
    get: () => (today ??= DateTime.now().set({ hour: 0, minute: 0, second: 0, millisecond: 0 })),
    set: (v) => { today = v; }, configurable: true,
  });
})();
`;

/** True when a source may use dates, so the prelude is evaluated only then. */
export function usesDates(source: string): boolean {
  return /\$now|\$today|DateTime|Duration|Interval|toDateTime/.test(source) || JS_DATE_CALL.test(source);
}
