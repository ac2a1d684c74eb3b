/**
 * n8n's data-transformation helpers on strings, numbers, arrays and objects (`"a@b.c".isEmail()`,
 * `[1,2].sum()`, `$json.isEmpty()`). n8n adds them by rewriting the expression; here they are non-enumerable
 * methods on the sandbox's own prototypes (each run has a fresh context, and the host's prototypes are not
 * reachable), so an own property of the same name in the data still wins.
 *
 * Strings: isEmpty isNotEmpty isEmail isUrl isNumeric extractEmail extractUrl extractDomain toNumber toInt
 * toFloat toBoolean toTitleCase toSentenceCase toSnakeCase toCamelCase removeTags urlEncode urlDecode quote
 * parseJson toDateTime hash base64Encode base64Decode. Numbers: round floor ceil isEven isOdd isInteger toBoolean. Arrays: first last
 * isEmpty isNotEmpty sum average min max unique removeDuplicates compact pluck chunk difference intersection
 * union smartJoin append toJsonString randomItem. Objects: isEmpty isNotEmpty hasField removeField keys
 * values compact merge toJsonString.
 */
export const N8N_HELPERS_PRELUDE = `
(() => {
  const add = (proto, methods) => {
    for (const [name, fn] of Object.entries(methods)) {
      Object.defineProperty(proto, name, { value: fn, writable: true, configurable: true, enumerable: false });
    }
  };
  const words = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const EMAIL = /[\\w.+-]+@[\\w-]+\\.[\\w.-]+/;
  const URL_RE = /https?:\\/\\/[^\\s"'<>]+/;
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const uniq = (arr, key) => arr.filter((v, i) => arr.findIndex((w) => same(key ? w?.[key] : w, key ? v?.[key] : v)) === i);
  add(String.prototype, {
    isEmpty() { return this.length === 0; },
    isNotEmpty() { return this.length > 0; },
    isEmail() { return new RegExp('^' + EMAIL.source + '$').test(this); },
    isUrl() { return new RegExp('^' + URL_RE.source + '$').test(this); },
    isNumeric() { return this.trim() !== '' && !Number.isNaN(Number(this)); },
    extractEmail() { return EMAIL.exec(this)?.[0]; },
    extractUrl() { return URL_RE.exec(this)?.[0]; },
    extractDomain() { const m = /^(?:https?:\\/\\/)?(?:[^@\\/]+@)?([^:\\/?#]+)/.exec(String(this)); return m?.[1]; },
    toNumber() { return Number(this); },
    toInt() { return Number.parseInt(this, 10); },
    toFloat() { return Number.parseFloat(this); },
    toBoolean() { return !['', 'false', '0', 'no', 'n', 'off'].includes(this.trim().toLowerCase()); },
    toTitleCase() { return this.replace(/\\w\\S*/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase()); },
    toSentenceCase() { const s = this.toLowerCase(); return s.charAt(0).toUpperCase() + s.slice(1); },
    toSnakeCase() { return words(String(this)).map((w) => w.toLowerCase()).join('_'); },
    toCamelCase() { return words(String(this)).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join(''); },
    removeTags() { return this.replace(/<[^>]*>/g, ''); },
    urlEncode() { return encodeURIComponent(this); },
    urlDecode() { return decodeURIComponent(this); },
    quote(mark = '"') { return mark + this.replaceAll(mark, '\\\\' + mark) + mark; },
    parseJson() { return JSON.parse(this); },
    toDateTime(format) { return DateTime.n8nFromString(String(this), format); },
    hash(algorithm) { return __sandbox.host('hash', String(this), algorithm ?? 'md5'); },
    base64Encode() { return __sandbox.host('base64Encode', String(this)); },
    base64Decode() { return __sandbox.host('base64Decode', String(this)); },
  });
  add(Number.prototype, {
    round(decimals = 0) { const f = 10 ** decimals; return Math.round(this * f) / f; },
    floor() { return Math.floor(this); },
    ceil() { return Math.ceil(this); },
    isEven() { return this % 2 === 0; },
    isOdd() { return Math.abs(this % 2) === 1; },
    isInteger() { return Number.isInteger(Number(this)); },
    toBoolean() { return Number(this) !== 0; },
  });
  const nums = (arr) => arr.filter((v) => typeof v === 'number');
  add(Array.prototype, {
    first() { return this[0]; },
    last() { return this[this.length - 1]; },
    isEmpty() { return this.length === 0; },
    isNotEmpty() { return this.length > 0; },
    sum() { return nums(this).reduce((a, b) => a + b, 0); },
    average() { const n = nums(this); return n.length ? n.reduce((a, b) => a + b, 0) / n.length : 0; },
    min() { return Math.min(...nums(this)); },
    max() { return Math.max(...nums(this)); },
    unique(key) { return uniq(this, key); },
    removeDuplicates(key) { return uniq(this, key); },
    compact() { return this.filter((v) => v !== null && v !== undefined && v !== ''); },
    pluck(...keys) { return this.map((v) => (keys.length === 1 ? v?.[keys[0]] : Object.fromEntries(keys.map((k) => [k, v?.[k]])))); },
    chunk(size) { const out = []; for (let i = 0; i < this.length; i += size) out.push(this.slice(i, i + size)); return out; },
    difference(other) { return this.filter((v) => !other.some((w) => same(v, w))); },
    intersection(other) { return uniq(this.filter((v) => other.some((w) => same(v, w)))); },
    union(other) { return uniq([...this, ...other]); },
    smartJoin(keyField, valueField) { return Object.fromEntries(this.map((v) => [v?.[keyField], v?.[valueField]])); },
    append(...values) { return [...this, ...values]; },
    toJsonString() { return JSON.stringify(this); },
    randomItem() { return this[Math.floor(Math.random() * this.length)]; },
  });
  add(Object.prototype, {
    isEmpty() { return Object.keys(this).length === 0; },
    isNotEmpty() { return Object.keys(this).length > 0; },
    hasField(name) { return Object.hasOwn(this, name); },
    removeField(name) { const { [name]: _, ...rest } = this; return rest; },
    keys() { return Object.keys(this); },
    values() { return Object.values(this); },
    compact() { return Object.fromEntries(Object.entries(this).filter(([, v]) => v !== null && v !== undefined && v !== '')); },
    merge(other) { return { ...other, ...this }; },
    toJsonString() { return JSON.stringify(this); },
  });
})();
`;

const HELPER_NAMES = [
  ...new Set([...N8N_HELPERS_PRELUDE.matchAll(/^\s{4}([A-Za-z][A-Za-z0-9]*)\(/gm)].map((m) => m[1])),
];
const CALLS_A_HELPER = new RegExp(`\\.\\s*(?:${HELPER_NAMES.join('|')})\\s*\\(`);

/** True when a source may call a helper: the prelude costs about as much as the rest of a run, so it is skipped otherwise. */
export function usesHelpers(source: string): boolean {
  return CALLS_A_HELPER.test(source);
}
