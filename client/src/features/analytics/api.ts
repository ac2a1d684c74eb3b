/** The performance call behind /analytics (lazy feature: answers parsed with the common schema). */
import { type Performance, type PerformanceQuery, performanceSchema } from '@common/schemas/performance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export type PerformanceParams = Partial<PerformanceQuery>;

export function performanceSearch(params: PerformanceParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function usePerformance(params: PerformanceParams) {
  return useQuery<Performance>({
    queryKey: ['analytics', 'performance', params],
    queryFn: () =>
      apiJson('GET', `/api/analytics/performance${performanceSearch(params)}`, {
        parse: performanceSchema.parse,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function csvUrl(params: PerformanceParams): string {
  return `/api/analytics/performance.csv${performanceSearch(params)}`;
}
