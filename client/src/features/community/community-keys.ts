/** The query keys of the community (one factory, named by feature, so a change invalidates exactly its views). */
import type { CommunityView, TopPeriod } from '@common/schemas/community';

/** What a list of topics is filtered by: the home page, a category, a tag or a person. */
export type TopicFilter = {
  view: CommunityView;
  period: TopPeriod;
  category?: string;
  tag?: string;
  author?: string;
  page: number;
};

export const communityKeys = {
  all: ['community'] as const,
  categories: () => [...communityKeys.all, 'categories'] as const,
  topicLists: () => [...communityKeys.all, 'topics'] as const,
  topics: (filter: TopicFilter) => [...communityKeys.topicLists(), filter] as const,
  search: (q: string, page: number) => [...communityKeys.all, 'search', { q, page }] as const,
  thread: (id: number) => [...communityKeys.all, 'thread', id] as const,
  draft: (key: string) => [...communityKeys.all, 'draft', key] as const,
  mentions: (q: string) => [...communityKeys.all, 'mentions', q] as const,
  notifications: () => [...communityKeys.all, 'notifications'] as const,
  queue: () => [...communityKeys.all, 'moderation', 'queue'] as const,
};
