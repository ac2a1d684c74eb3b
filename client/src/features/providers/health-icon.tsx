import type { ProviderStat } from '@common/schemas/assistant';
import { cn } from '@/lib/cn';
import { HEALTH_LABEL, healthTone } from './provider-health';

const TONE_CLASS = {
  green: 'bg-emerald-500 ring-emerald-500/25',
  yellow: 'bg-amber-400 ring-amber-400/25',
  red: 'bg-red-500 ring-red-500/25',
} as const;

/** The SPEC §5 health colour as a dot, with its meaning in words for screen readers. */
export function HealthIcon({
  provider,
  className,
}: {
  provider: Pick<ProviderStat, 'isHealthy' | 'successRate'>;
  className?: string;
}) {
  const tone = healthTone(provider);
  return (
    <span className={cn('inline-flex items-center', className)} data-health={tone}>
      <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full ring-3', TONE_CLASS[tone])} />
      <span className="sr-only">{HEALTH_LABEL[tone]}</span>
    </span>
  );
}
