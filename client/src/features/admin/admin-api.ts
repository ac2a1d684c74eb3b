/**
 * The admin calls and their query keys. The admin screen is a lazy chunk, so answers are parsed with
 * the `common/` schemas, not cast.
 */
import {
  type AdminFeedback,
  type AdminOverview,
  type AdminUsersPage,
  adminFeedbackSchema,
  adminOverviewSchema,
  adminUsersPageSchema,
} from '@common/schemas/admin';
import { apiJson } from '@/lib/api';

/** Named by feature, not URL: every admin hook brings its own fetcher (query strings, parsing). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: (params: { limit: number }) => [...adminKeys.all, 'users', params] as const,
  feedback: (params: { limit: number }) => [...adminKeys.all, 'feedback', params] as const,
};

export function fetchAdminOverview(): Promise<AdminOverview> {
  return apiJson('GET', '/api/admin/overview', { parse: (b) => adminOverviewSchema.parse(b) });
}

export function fetchAdminUsersPage(
  params: { limit: number },
  before: string | null,
): Promise<AdminUsersPage> {
  const query = new URLSearchParams({ limit: String(params.limit) });
  if (before) query.set('before', before);
  return apiJson('GET', `/api/admin/users?${query}`, { parse: (b) => adminUsersPageSchema.parse(b) });
}

export function fetchAdminFeedback(params: { limit: number }): Promise<AdminFeedback> {
  return apiJson('GET', `/api/admin/feedback?limit=${params.limit}`, {
    parse: (b) => adminFeedbackSchema.parse(b),
  });
}
