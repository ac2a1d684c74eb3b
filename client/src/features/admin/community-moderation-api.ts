/** /admin's community section: the moderation log, and who the moderators are (GET, grant, revoke). */
import { type ModeratorList, moderationLogSchema, moderatorListSchema } from '@common/schemas/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson } from '@/lib/api';
import { adminKeys } from './admin-api';

export type CommunityModerator = ModeratorList['moderators'][number];

const communityKeys = {
  all: () => [...adminKeys.all, 'community'] as const,
  log: () => [...communityKeys.all(), 'log'] as const,
  moderators: () => [...communityKeys.all(), 'moderators'] as const,
};

export function useModerationLog() {
  return useQuery({
    queryKey: communityKeys.log(),
    queryFn: () =>
      apiJson('GET', '/api/community/moderation/log', { parse: (b) => moderationLogSchema.parse(b).entries }),
    staleTime: 0,
  });
}

export function useModerators() {
  return useQuery({
    queryKey: communityKeys.moderators(),
    queryFn: () =>
      apiJson('GET', '/api/community/moderation/moderators', {
        parse: (b) => moderatorListSchema.parse(b).moderators,
      }),
    staleTime: 0,
  });
}

export function useSetModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; moderator: boolean }) =>
      apiFetch('PUT', '/api/community/moderation/moderators', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all() }),
  });
}
