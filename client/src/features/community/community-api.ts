/**
 * The community's reads (/api/community): categories, lists of topics, search, one thread, mention candidates.
 * The community is a lazy chunk, so answers are parsed with the `common/` schemas (client/README.md).
 */
import {
  type CommunityCategory,
  communityCategorySchema,
  mentionCandidatesSchema,
  type ThreadDetail,
  type ThreadPage,
  threadDetailSchema,
  threadPageSchema,
} from '@common/schemas/community';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, queryString } from '@/lib/api';
import { communityKeys, type TopicFilter } from './community-keys';

export const COMMUNITY_API = '/api/community';

const categoryListSchema = z.object({ categories: z.array(communityCategorySchema) });

export function useCategories() {
  return useQuery({
    queryKey: communityKeys.categories(),
    queryFn: (): Promise<CommunityCategory[]> =>
      apiJson('GET', `${COMMUNITY_API}/categories`, {
        parse: (b) => categoryListSchema.parse(b).categories,
      }),
    staleTime: 60_000,
  });
}

export function useTopics(filter: TopicFilter) {
  return useQuery({
    queryKey: communityKeys.topics(filter),
    queryFn: (): Promise<ThreadPage> =>
      apiJson(
        'GET',
        `${COMMUNITY_API}/threads${queryString({ ...filter, period: filter.view === 'top' ? filter.period : undefined })}`,
        {
          parse: (b) => threadPageSchema.parse(b),
        },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSearch(q: string, page: number) {
  return useQuery({
    queryKey: communityKeys.search(q, page),
    queryFn: (): Promise<ThreadPage> =>
      apiJson('GET', `${COMMUNITY_API}/search${queryString({ q, page })}`, {
        parse: (b) => threadPageSchema.parse(b),
      }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useThread(id: number) {
  return useQuery({
    queryKey: communityKeys.thread(id),
    queryFn: (): Promise<ThreadDetail> =>
      apiJson('GET', `${COMMUNITY_API}/threads/${id}`, { parse: (b) => threadDetailSchema.parse(b) }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** People whose name starts with `q`, for the composer's @-mention list. */
export function useMentionCandidates(q: string | null) {
  return useQuery({
    queryKey: communityKeys.mentions(q ?? ''),
    queryFn: (): Promise<string[]> =>
      apiJson('GET', `${COMMUNITY_API}/mentions${queryString({ q: q ?? '' })}`, {
        parse: (b) => mentionCandidatesSchema.parse(b).usernames,
      }),
    enabled: q !== null && q !== '',
    staleTime: 30_000,
  });
}
