import { SUCCESS_RATE_GREEN, SUCCESS_RATE_YELLOW } from '@common/constants';
import type { ProviderStat } from '@common/schemas/assistant';

export type HealthTone = 'green' | 'yellow' | 'red';

/** SPEC §5: healthy with a success rate above 0.95 is green, healthy above 0.8 yellow, else red. */
export function healthTone(provider: Pick<ProviderStat, 'isHealthy' | 'successRate'>): HealthTone {
  if (provider.isHealthy && provider.successRate > SUCCESS_RATE_GREEN) return 'green';
  if (provider.isHealthy && provider.successRate > SUCCESS_RATE_YELLOW) return 'yellow';
  return 'red';
}

/** The words a screen reader hears for the icon's colour. */
export const HEALTH_LABEL: Record<HealthTone, string> = {
  green: 'Healthy',
  yellow: 'Degraded',
  red: 'Unhealthy',
};
