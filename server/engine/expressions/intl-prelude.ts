/**
 * `Intl` formatting in the sandbox. QuickJS has no `Intl` (`new Date(0).toLocaleDateString('en-US')` gives
 * "01/01/1970" there, "1/1/1970" in Node), so `Date#toLocaleDateString`, `#toLocaleTimeString`,
 * `#toLocaleString` and `Number#toLocaleString` are formatted by the host's ICU (`sandbox/host-calls/intl.ts`),
 * in the workflow's time zone unless the options name one. Loaded only when the source calls one of them.
 */
export const INTL_PRELUDE = `
(() => {
  const zone = __sandbox.input.scope?.timezone;
  const intl = (kind, value, locales, options) => {
    if (Number.isNaN(value)) return kind === 'number' ? 'NaN' : 'Invalid Date';
    const opts = options ?? {};
    const withZone = kind !== 'number' && zone && opts.timeZone === undefined ? { ...opts, timeZone: zone } : opts;
    return __sandbox.host('intl', kind, Number.isFinite(value) ? value : String(value), locales ?? null, withZone);
  };
  const add = (proto, methods) => {
    for (const [name, fn] of Object.entries(methods)) {
      Object.defineProperty(proto, name, { value: fn, writable: true, configurable: true, enumerable: false });
    }
  };
  add(Date.prototype, {
    toLocaleDateString(locales, options) { return intl('date', this.getTime(), locales, options); },
    toLocaleTimeString(locales, options) { return intl('time', this.getTime(), locales, options); },
    toLocaleString(locales, options) { return intl('datetime', this.getTime(), locales, options); },
  });
  add(Number.prototype, {
    toLocaleString(locales, options) { return intl('number', Number(this), locales, options); },
  });
})();
`;

/** True when a source may call a locale method. */
export function usesIntl(source: string): boolean {
  return /\.\s*toLocale(?:Date|Time)?String\s*\(/.test(source);
}
