/** The /economy calls and their query keys (a lazy chunk: answers are parsed). */
import { type EconomyPeriod, economyPrivacySchema, economySchema } from '@common/schemas/economy';
import { apiJson } from '@/lib/api';

export const economyKeys = {
  flows: (period: EconomyPeriod) => ['economy', 'flows', period] as const,
  privacy: ['economy', 'privacy'] as const,
};

export function fetchEconomy(period: EconomyPeriod) {
  return apiJson('GET', `/api/economy?period=${period}`, { parse: economySchema.parse });
}

export function fetchEconomyPrivacy() {
  return apiJson('GET', '/api/economy/privacy', { parse: economyPrivacySchema.parse });
}

export function saveEconomyPrivacy(value: boolean) {
  return apiJson('PUT', '/api/economy/privacy', {
    body: { private: value },
    parse: economyPrivacySchema.parse,
  });
}
