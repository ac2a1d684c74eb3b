/** The person's stake and everything they have earned from it, over time, from their staking history. */
import type { MyStaking } from '@common/schemas/staking';
import { LineChart } from '@/components/charts';
import { chartValue } from './format';

export function StakeChart({ mine }: { mine: MyStaking }) {
  const events = [...mine.history].reverse();
  if (events.length === 0) return null;
  const now = Date.parse(mine.now);
  const earnedNow = chartValue(mine.rewardsPaid) + chartValue(mine.claimable);
  const staked = [
    ...events.map((e) => ({ t: Date.parse(e.createdAt), v: chartValue(e.stakedAfter) })),
    { t: now, v: chartValue(mine.staked) },
  ];
  const earned = [
    ...events.map((e) => ({ t: Date.parse(e.createdAt), v: chartValue(e.earnedAfter) })),
    { t: now, v: earnedNow },
  ];
  // A short history labels hours too, or its ticks repeat the same day.
  const short = now - (staked[0]?.t ?? now) < 5 * 86_400_000;
  const timeFormat: Intl.DateTimeFormatOptions = short
    ? { month: 'short', day: 'numeric', hour: 'numeric' }
    : { month: 'short', day: 'numeric' };
  return (
    <LineChart
      series={[
        { name: 'Staked', color: 'var(--primary)', points: staked },
        { name: 'Rewards earned', color: 'var(--success)', points: earned },
      ]}
      label="Your stake and the rewards you have earned (claimed, compounded and claimable) over time"
      formatValue={(v) => v.toLocaleString(undefined, { maximumFractionDigits: 2 })}
      formatTime={(t) => new Date(t).toLocaleString(undefined, timeFormat)}
    />
  );
}
