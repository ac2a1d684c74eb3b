/** The signed-in person's community notifications, the e-mail digest setting, and unsubscribing by token. */
import { notificationListSchema } from '@common/schemas/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson } from '@/lib/api';
import { COMMUNITY_API } from '../community-api';
import { communityKeys } from '../community-keys';

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.notifications(),
    queryFn: () =>
      apiJson('GET', `${COMMUNITY_API}/notifications`, { parse: (b) => notificationListSchema.parse(b) }),
    enabled,
    staleTime: 30_000,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiFetch('POST', `${COMMUNITY_API}/notifications/read`, { body: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.notifications() }),
  });
}

export function useDigestSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (digest: boolean) =>
      apiFetch('PUT', `${COMMUNITY_API}/notifications/settings`, { body: { digest } }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.notifications() }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiFetch('POST', `${COMMUNITY_API}/unsubscribe`, { body: { token } }),
  });
}
