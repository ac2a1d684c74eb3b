/**
 * How the creators' income is spread at the end of a run: percentiles, the share who earned nothing, the
 * share of all income the top tenth took, and a histogram by decades of AIZ. Pure; amounts in milli-AIZ in,
 * AIZ out.
 */
import { MILLI_PER_AIZ } from './units';

export interface IncomeBucket {
  /** "0", "< 1", "1–10", "10–100", … (AIZ). */
  label: string;
  /** Lower bound in AIZ (inclusive), upper bound (exclusive; Infinity for the last). */
  from: number;
  to: number;
  creators: number;
}

export interface CreatorIncomeDistribution {
  creators: number;
  /** AIZ earned over the whole run, after the platform fee. */
  total: number;
  mean: number;
  percentiles: { p10: number; p25: number; p50: number; p75: number; p90: number; p99: number; max: number };
  /** Share (0..1) of creators who earned nothing. */
  zeroShare: number;
  /** Share (0..1) of all creator income earned by the top 10% of creators. */
  topTenthShare: number;
  histogram: IncomeBucket[];
}

const compact = (v: number) => (v >= 1e6 ? `${v / 1e6}M` : v >= 1e3 ? `${v / 1e3}k` : String(v));

/** `earningsMilli`: each creator's income in milli-AIZ (any order; not modified). */
export function creatorIncomeDistribution(earningsMilli: Float64Array): CreatorIncomeDistribution {
  const sorted = Float64Array.from(earningsMilli).sort();
  const n = sorted.length;
  const aiz = (milli: number) => milli / MILLI_PER_AIZ;
  const at = (q: number) => (n === 0 ? 0 : aiz(sorted[Math.min(n - 1, Math.floor(q * n))]!));
  let total = 0;
  let zeros = 0;
  for (let i = 0; i < n; i++) {
    total += sorted[i]!;
    if (sorted[i] === 0) zeros++;
  }
  let top = 0;
  for (let i = n - Math.ceil(n / 10); i < n; i++) top += sorted[i]!;

  const histogram: IncomeBucket[] = [
    { label: '0', from: 0, to: 0, creators: zeros },
    { label: '< 1', from: 0, to: 1, creators: 0 },
  ];
  const max = n === 0 ? 0 : aiz(sorted[n - 1]!);
  for (let from = 1; from <= Math.max(1, max); from *= 10) {
    histogram.push({ label: `${compact(from)}–${compact(from * 10)}`, from, to: from * 10, creators: 0 });
  }
  for (let i = zeros; i < n; i++) {
    const v = aiz(sorted[i]!);
    const bucket = v < 1 ? 1 : Math.min(histogram.length - 1, 2 + Math.floor(Math.log10(v)));
    histogram[bucket]!.creators++;
  }
  return {
    creators: n,
    total: aiz(total),
    mean: n === 0 ? 0 : aiz(total) / n,
    percentiles: {
      p10: at(0.1),
      p25: at(0.25),
      p50: at(0.5),
      p75: at(0.75),
      p90: at(0.9),
      p99: at(0.99),
      max,
    },
    zeroShare: n === 0 ? 0 : zeros / n,
    topTenthShare: total === 0 ? 0 : top / total,
    histogram,
  };
}
