/** The marketplace reports queue of /admin: open or resolved reports, and a decision on one. */
import {
  type AdminReport,
  type AdminReports,
  adminReportSchema,
  adminReportsSchema,
  type ResolveReportInput,
} from '@common/schemas/marketplace-reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { adminKeys } from './admin-api';

export type ReportStatus = 'open' | 'resolved';

const reportKeys = {
  all: () => [...adminKeys.all, 'marketplace-reports'] as const,
  list: (status: ReportStatus) => [...reportKeys.all(), status] as const,
};

export function useMarketplaceReports(status: ReportStatus) {
  return useQuery({
    queryKey: reportKeys.list(status),
    queryFn: (): Promise<AdminReports> =>
      apiJson('GET', `/api/admin/marketplace/reports?status=${status}`, {
        parse: (b) => adminReportsSchema.parse(b),
      }),
    staleTime: 0,
  });
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ResolveReportInput & { id: string }): Promise<AdminReport> =>
      apiJson('POST', `/api/admin/marketplace/reports/${id}/resolve`, {
        body: input,
        parse: (b) => adminReportSchema.parse(b),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: reportKeys.all() }),
  });
}
