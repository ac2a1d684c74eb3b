/**
 * The providers feature's public surface: the statistics query and the small pieces that show a
 * provider elsewhere (the assistant's picker). The providers screen itself is imported by its page.
 */
export { formatResponseTime, formatSuccessRate } from './format-provider';
export { HealthIcon } from './health-icon';
export { providerKeys } from './providers-api';
export { useProviderStats } from './use-provider-stats';
