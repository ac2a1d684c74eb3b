/**
 * A subset of Luxon's DateTime for the sandbox: `$now`, `$today` and `DateTime`. Luxon's own build cannot run
 * in QuickJS (it needs `Intl`, which QuickJS lacks: measured, "ReferenceError: 'Intl' is not defined"), so this
 * shim covers the common calls. Times are in the workflow's zone at a fixed offset (the zone's offset at
 * `now`, computed on the host with real Luxon): arithmetic across a DST change is off by that change.
 *
 * Supported: `DateTime.now() / fromMillis / fromISO / fromJSDate`, `year month day hour minute second
 * millisecond weekday`, `toISO toISODate toMillis toJSDate toString toJSON valueOf`, `toFormat` (yyyy yy MM M
 * dd d HH H hh h mm m ss s SSS a ZZ LLL LLLL ccc cccc, 'quoted text'), `plus minus` (years … milliseconds),
 * `startOf endOf` (year month week day hour minute second), `set`, `diff` (`.as(unit)`, `.toMillis()`).
 */
export const DATE_SHIM_PRELUDE = `
(() => {
  const s = __sandbox.input.scope;
  const MONTHS = ['January','February','March','April','May','June','July','August','September','October','November','December'];
  const DAYS = ['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday'];
  const MS = { milliseconds: 1, seconds: 1e3, minutes: 6e4, hours: 36e5, days: 864e5, weeks: 6048e5 };
  const unitName = (u) => (u.endsWith('s') ? u : u + 's');
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  const offsetText = (o) => (o === 0 ? 'Z' : (o < 0 ? '-' : '+') + pad(Math.floor(Math.abs(o) / 60)) + ':' + pad(Math.abs(o) % 60));
  class DateTime {
    constructor(ms, offset = s.offsetMinutes) {
      if (!Number.isFinite(ms)) throw new Error('Invalid DateTime');
      const d = new Date(ms + offset * 6e4);
      this.ts = ms; this.offset = offset;
      this.c = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(),
        minute: d.getUTCMinutes(), second: d.getUTCSeconds(), millisecond: d.getUTCMilliseconds() };
      this.weekday = d.getUTCDay() || 7;
      Object.assign(this, this.c);
    }
    static now() { return new DateTime(s.nowMillis); }
    static fromMillis(ms) { return new DateTime(ms); }
    static fromJSDate(d) { return new DateTime(d.getTime()); }
    static fromISO(text) { return new DateTime(Date.parse(text)); }
    static fromLocal(c) { return new DateTime(Date.UTC(c.year, c.month - 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0, c.second ?? 0, c.millisecond ?? 0) - s.offsetMinutes * 6e4); }
    static isDateTime(v) { return v instanceof DateTime; }
    toMillis() { return this.ts; }
    valueOf() { return this.ts; }
    toJSDate() { return new Date(this.ts); }
    toISODate() { return this.toFormat('yyyy-MM-dd'); }
    toISO() { return this.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS") + offsetText(this.offset); }
    toString() { return this.toISO(); }
    toJSON() { return this.toISO(); }
    get monthLong() { return MONTHS[this.month - 1]; }
    get weekdayLong() { return DAYS[this.weekday - 1]; }
    toFormat(fmt) {
      const c = this.c, h12 = c.hour % 12 || 12;
      const tokens = { yyyy: pad(c.year, 4), yy: pad(c.year % 100), MM: pad(c.month), M: c.month, dd: pad(c.day), d: c.day,
        HH: pad(c.hour), H: c.hour, hh: pad(h12), h: h12, mm: pad(c.minute), m: c.minute, ss: pad(c.second), s: c.second,
        SSS: pad(c.millisecond, 3), a: c.hour < 12 ? 'AM' : 'PM', ZZ: offsetText(this.offset).replace('Z', '+00:00'),
        LLLL: MONTHS[c.month - 1], LLL: MONTHS[c.month - 1].slice(0, 3), cccc: DAYS[this.weekday - 1], ccc: DAYS[this.weekday - 1].slice(0, 3) };
      return fmt.replace(/'([^']*)'|yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|a|ZZ|LLLL|LLL|cccc|ccc/g,
        (t, quoted) => (quoted !== undefined ? quoted : String(tokens[t])));
    }
    plus(d) {
      const add = typeof d === 'number' ? { milliseconds: d } : d;
      let ms = this.ts;
      const months = (add.years ?? add.year ?? 0) * 12 + (add.quarters ?? 0) * 3 + (add.months ?? add.month ?? 0);
      if (months) {
        const c = this.c, total = c.year * 12 + c.month - 1 + months, year = Math.floor(total / 12), month = total - year * 12 + 1;
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        ms = DateTime.fromLocal({ ...c, year, month, day: Math.min(c.day, last) }).ts;
      }
      for (const [k, v] of Object.entries(add)) { const f = MS[unitName(k)]; if (f) ms += v * f; }
      return new DateTime(ms, this.offset);
    }
    minus(d) {
      const neg = {};
      for (const [k, v] of Object.entries(typeof d === 'number' ? { milliseconds: d } : d)) neg[k] = -v;
      return this.plus(neg);
    }
    set(values) { return DateTime.fromLocal({ ...this.c, ...values }); }
    startOf(unit) {
      const c = this.c, order = ['year', 'month', 'day', 'hour', 'minute', 'second'];
      if (unit === 'week') return this.startOf('day').minus({ days: this.weekday - 1 });
      const keep = order.indexOf(unit);
      if (keep === -1) throw new Error('DateTime.startOf: unsupported unit "' + unit + '"');
      const v = { year: c.year, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };
      for (const k of order.slice(1, keep + 1)) v[k] = c[k];
      return DateTime.fromLocal(v);
    }
    endOf(unit) { return this.startOf(unit).plus({ [unit === 'week' ? 'weeks' : unit + 's']: 1 }).minus({ milliseconds: 1 }); }
    diff(other, unit = 'milliseconds') {
      const ms = this.ts - other.ts;
      const as = (u) => ms / (MS[unitName(u)] ?? NaN);
      return { milliseconds: ms, [unitName(unit)]: as(unit), as, toMillis: () => ms };
    }
    equals(other) { return other instanceof DateTime && other.ts === this.ts; }
    setZone() { throw new Error('DateTime.setZone is not available inside expressions; use the workflow time zone'); }
  }
  Object.defineProperty(globalThis, 'DateTime', { value: DateTime, writable: true, configurable: true });
  Object.defineProperty(globalThis, '$now', { value: DateTime.now(), writable: true, configurable: true });
  Object.defineProperty(globalThis, '$today', { value: DateTime.now().startOf('day'), writable: true, configurable: true });
})();
`;

/** True when a source may use dates, so the shim is evaluated only then (it costs a little per run). */
export function usesDates(source: string): boolean {
  return /\$now|\$today|DateTime/.test(source);
}
