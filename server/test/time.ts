/**
 * A deadline for a test: `ms` on an idle machine times the run's TEST_TIME_SCALE, which
 * vitest.config.ts (or `npm test`) measured from this machine's load (scripts/test-time.mjs).
 */
export function scaled(ms: number): number {
  const scale = Number(process.env.TEST_TIME_SCALE);
  return Math.round(ms * (Number.isFinite(scale) && scale > 0 ? scale : 1));
}
