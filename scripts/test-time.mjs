/**
 * How many times longer than on an idle machine a test's deadlines must be here: tests measure
 * behaviour, not speed, so a deadline (a test timeout, a poll, a wait for a page) is a base figure
 * times this scale instead of a fixed number that a loaded machine overruns.
 *
 * TEST_TIME_SCALE wins when set. Otherwise it is measured once, from the run queue (load average per
 * core, plus the processes the caller is about to start beside the tests), and at least 2 under CI,
 * where every stage runs side by side. `scripts/test.mjs` and `vitest.config.ts` measure it once and
 * pass it to every test process in TEST_TIME_SCALE, so all of a run's tests use the same figure.
 */
import os from 'node:os';

const MAX_SCALE = 10;

/** @param {{ env?: NodeJS.ProcessEnv, extraLoad?: number }} [options] */
export function testTimeScale({ env = process.env, extraLoad = 0 } = {}) {
  const given = Number(env.TEST_TIME_SCALE);
  if (Number.isFinite(given) && given > 0) return given;
  const cores = os.availableParallelism();
  const busy = (os.loadavg()[0] + extraLoad) / cores;
  const floor = env.CI ? 2 : 1;
  return Math.min(MAX_SCALE, Math.max(floor, Math.ceil(busy)));
}

/** `ms` on this machine: the base figure times the run's scale. */
export function scaled(ms, env = process.env) {
  return Math.round(ms * testTimeScale({ env }));
}
