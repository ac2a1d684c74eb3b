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
  const hostCall = globalThis.__hostCall;
  const input = parse(globalThis.__inputJson);
  delete globalThis.__hostLog;
  delete globalThis.__hostCall;
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
  /** A pure host function by name (host-calls/): arguments and answer cross as JSON. */
  const host = (name, ...args) => {
    const answer = parse(hostCall(name, stringify(args)));
    return answer.v;
  };
  // Timers: callbacks run in the order they fall due once the code has nothing else to do, without waiting
  // (the sandbox has no clock to wait on; the run's time limit still bounds them, an endless interval too).
  const timers = [];
  let timerSeq = 0;
  let clock = 0;
  const addTimer = (fn, ms, args, repeat) => {
    if (typeof fn !== 'function') throw new TypeError('setTimeout and setInterval take a function');
    const delay = Math.max(0, Number(ms) || 0);
    timerSeq += 1;
    timers.push({ id: timerSeq, at: clock + delay, fn, args, every: repeat ? Math.max(1, delay) : 0 });
    return timerSeq;
  };
  const clearTimer = (id) => {
    const index = timers.findIndex((t) => t.id === id);
    if (index >= 0) timers.splice(index, 1);
  };
  globalThis.setTimeout = (fn, ms, ...args) => addTimer(fn, ms, args, false);
  globalThis.setInterval = (fn, ms, ...args) => addTimer(fn, ms, args, true);
  globalThis.clearTimeout = clearTimer;
  globalThis.clearInterval = clearTimer;
  return {
    input,
    host,
    runSync(fn) { try { succeed(fn()); } catch (e) { fail(e); } },
    runAsync(fn) { try { fn().then(succeed, fail); } catch (e) { fail(e); } },
    outcome() { return stringify(settled); },
    /** Runs the timer due first while the code has not finished; false when there is none to run. */
    runTimer() {
      if (settled !== null || timers.length === 0) return false;
      let next = 0;
      for (let i = 1; i < timers.length; i++) if (timers[i].at < timers[next].at) next = i;
      const timer = timers[next];
      clock = timer.at;
      if (timer.every) timer.at = clock + timer.every;
      else timers.splice(next, 1);
      try { timer.fn(...timer.args); } catch (e) { fail(e); }
      return true;
    },
  };
})();
`;
