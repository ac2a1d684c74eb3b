/**
 * What a reader does in a thread: reply, edit, vote, mark the solution, flag, and say how far they read.
 * Each change reads the thread again (or patches it in the cache when the answer says all there is to know).
 */
import {
  type CommunityPost,
  createdPostSchema,
  createdThreadSchema,
  editedPostSchema,
  type FlagReason,
  type NewThread,
  type ThreadDetail,
  voteResultSchema,
} from '@common/schemas/community';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson } from '@/lib/api';
import { COMMUNITY_API } from '../community-api';
import { communityKeys } from '../community-keys';

function patchPost(client: QueryClient, threadId: number, postId: number, patch: Partial<CommunityPost>) {
  client.setQueryData<ThreadDetail>(communityKeys.thread(threadId), (detail) => {
    if (!detail) return detail;
    const posts = detail.posts.map((p) => (p.id === postId ? { ...p, ...patch } : p));
    const question = posts[0];
    const thread =
      question && question.id === postId && patch.votes !== undefined
        ? { ...detail.thread, votes: patch.votes }
        : detail.thread;
    return { ...detail, thread, posts };
  });
}

/** Reads this thread and every list again (counts, solved marks and unread badges change). */
function useRefreshThread(threadId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: communityKeys.thread(threadId) }),
      client.invalidateQueries({ queryKey: communityKeys.topicLists() }),
    ]);
}

export function useCreateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewThread) =>
      apiJson('POST', `${COMMUNITY_API}/threads`, {
        body: input,
        parse: (b) => createdThreadSchema.parse(b),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communityKeys.topicLists() });
      void client.invalidateQueries({ queryKey: communityKeys.categories() });
    },
  });
}

export function useReply(threadId: number) {
  const refresh = useRefreshThread(threadId);
  return useMutation({
    mutationFn: (body: string) =>
      apiJson('POST', `${COMMUNITY_API}/threads/${threadId}/posts`, {
        body: { body },
        parse: (b) => createdPostSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useEditPost(threadId: number) {
  const refresh = useRefreshThread(threadId);
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: string }) =>
      apiJson('PATCH', `${COMMUNITY_API}/posts/${postId}`, {
        body: { body },
        parse: (b) => editedPostSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useVote(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, vote }: { postId: number; vote: boolean }) =>
      apiJson(vote ? 'PUT' : 'DELETE', `${COMMUNITY_API}/posts/${postId}/vote`, {
        parse: (b) => voteResultSchema.parse(b),
      }),
    onSuccess: (answer, { postId }) => {
      patchPost(client, threadId, postId, answer);
      void client.invalidateQueries({ queryKey: communityKeys.topicLists() });
    },
  });
}

export function useMarkSolution(threadId: number) {
  const refresh = useRefreshThread(threadId);
  return useMutation({
    mutationFn: (postId: number | null) =>
      postId === null
        ? apiFetch('DELETE', `${COMMUNITY_API}/threads/${threadId}/solution`)
        : apiFetch('PUT', `${COMMUNITY_API}/threads/${threadId}/solution`, { body: { postId } }),
    onSuccess: refresh,
  });
}

export function useFlagPost() {
  return useMutation({
    mutationFn: ({ postId, reason, note }: { postId: number; reason: FlagReason; note: string }) =>
      apiFetch('POST', `${COMMUNITY_API}/posts/${postId}/flags`, { body: { reason, note } }),
  });
}

/** Tells the server how far this person read (for unread badges); failures only cost a badge. */
export function markRead(threadId: number, postNumber: number): Promise<unknown> {
  return apiFetch('POST', `${COMMUNITY_API}/threads/${threadId}/read`, { body: { postNumber } }).catch(
    () => undefined,
  );
}
