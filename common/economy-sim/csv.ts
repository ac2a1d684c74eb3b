/** The daily series as CSV: one row per day, amounts in AIZ (3 decimals), the APR as a percentage. */
import { DAILY_SERIES, type EconomySimResult } from './simulate';
import { MILLI_PER_AIZ } from './units';

const COUNTS = new Set(['activeUsers', 'activeCreators', 'listingsOnSale']);

export function dailySeriesCsv(result: EconomySimResult): string {
  const header = ['day', ...DAILY_SERIES.map((name) => (name === 'stakingApr' ? 'stakingAprPercent' : name))];
  const lines = [header.join(',')];
  for (let day = 0; day < result.days; day++) {
    const row = [String(day + 1)];
    for (const name of DAILY_SERIES) {
      const v = result.series[name][day]!;
      if (COUNTS.has(name)) row.push(String(v));
      else if (name === 'stakingApr') row.push(Number.isNaN(v) ? '' : (v * 100).toFixed(4));
      else row.push((v / MILLI_PER_AIZ).toFixed(3));
    }
    lines.push(row.join(','));
  }
  return `${lines.join('\n')}\n`;
}
