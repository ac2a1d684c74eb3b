/**
 * Source evaluated in every fresh context before anything else. It keeps its own references to JSON and the
 * host's log function, so user code that replaces `JSON` or `console` cannot change how results leave the
 * sandbox, and it removes the raw host hooks from the global object.
 */
export const SANDBOX_BOOTSTRAP = `
const __sandbox = (() => {
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const hostLog = globalThis.__hostLog;
  const input = parse(globalThis.__inputJson);
  delete globalThis.__hostLog;
  delete globalThis.__inputJson;
  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value);
    try {
      const json = stringify(value);
      return json === undefined ? String(value) : json;
    } catch {
      return String(value);
    }
  };
  const logger = (level) => (...args) => hostLog(level, args.map(format).join(' '));
  globalThis.console = {
    log: logger('log'), info: logger('info'), warn: logger('warn'), error: logger('error'), debug: logger('debug'),
  };
  let settled = null;
  const describe = (e) => {
    if (e !== null && typeof e === 'object') {
      return { name: String(e.name ?? 'Error'), message: String(e.message ?? ''), stack: String(e.stack ?? '') };
    }
    return { name: 'Error', message: String(e), stack: '' };
  };
  const succeed = (value) => {
    if (typeof value === 'function') {
      settled = { ok: false, error: { name: 'TypeError', message: 'the result is a function: add () to call it', stack: '' } };
      return;
    }
    try {
      settled = { ok: true, json: stringify({ value }) };
    } catch (e) {
      settled = { ok: false, error: { name: 'TypeError', message: 'the result cannot be turned into JSON: ' + describe(e).message, stack: '' } };
    }
  };
  const fail = (e) => { settled = { ok: false, error: describe(e) }; };
  return {
    input,
    runSync(fn) { try { succeed(fn()); } catch (e) { fail(e); } },
    runAsync(fn) { try { fn().then(succeed, fail); } catch (e) { fail(e); } },
    outcome() { return stringify(settled); },
  };
})();
`;
