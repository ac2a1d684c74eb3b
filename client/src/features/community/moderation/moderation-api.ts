/** Moderators' calls: the flags queue, and hiding, approving, locking, moving and merging. */
import { type FlagQueueItem, flagQueueSchema } from '@common/schemas/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson } from '@/lib/api';
import { COMMUNITY_API } from '../community-api';
import { communityKeys } from '../community-keys';

export type PostDecision = 'hide' | 'unhide' | 'approve' | 'dismiss';
export type ThreadDecision =
  | { action: 'lock' }
  | { action: 'unlock' }
  | { action: 'move'; category: string }
  | { action: 'merge'; intoThreadId: number };

export function useFlagQueue(enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.queue(),
    queryFn: (): Promise<FlagQueueItem[]> =>
      apiJson('GET', `${COMMUNITY_API}/moderation/queue`, { parse: (b) => flagQueueSchema.parse(b).items }),
    enabled,
    staleTime: 0,
  });
}

/** Every community view may show the post or thread changed: all of them read again. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: communityKeys.all });
}

export function useDecideOnPost() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ postId, decision }: { postId: number; decision: PostDecision }) =>
      apiFetch('POST', `${COMMUNITY_API}/moderation/posts/${postId}/${decision}`),
    onSuccess: refresh,
  });
}

export function useModerateThread(threadId: number) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (decision: ThreadDecision) => {
      const url = `${COMMUNITY_API}/moderation/threads/${threadId}/${decision.action}`;
      if (decision.action === 'move') return apiFetch('POST', url, { body: { category: decision.category } });
      if (decision.action === 'merge')
        return apiFetch('POST', url, { body: { intoThreadId: decision.intoThreadId } });
      return apiFetch('POST', url);
    },
    onSuccess: refresh,
  });
}
