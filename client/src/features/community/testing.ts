/** Typed community answers for the client tests (a change to common/schemas/community.ts breaks them here). */
import type {
  CommunityCategory,
  CommunityPost,
  ThreadDetail,
  ThreadPage,
  ThreadSummary,
} from '@common/schemas/community';

export const aCategory = (overrides: Partial<CommunityCategory> = {}): CommunityCategory => ({
  slug: 'questions',
  name: 'Questions',
  description: 'Ask how to build, deploy or fix an agent or a workflow.',
  color: '#2563eb',
  threadCount: 2,
  ...overrides,
});

export const aThreadSummary = (overrides: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id: 7,
  slug: 'how-do-i-import-n8n',
  title: 'How do I import n8n?',
  category: 'questions',
  tags: ['n8n-import'],
  author: { username: 'ada', moderator: false },
  replyCount: 2,
  votes: 3,
  solved: false,
  locked: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastPostAt: '2026-05-02T10:00:00.000Z',
  unread: null,
  ...overrides,
});

export const aThreadPage = (threads: ThreadSummary[]): ThreadPage => ({
  threads,
  total: threads.length,
  page: 1,
  pageSize: 20,
});

export const aPost = (overrides: Partial<CommunityPost> = {}): CommunityPost => ({
  id: 100,
  number: 1,
  author: { username: 'ada', moderator: false },
  body: 'How do I import an n8n workflow?',
  votes: 0,
  voted: false,
  hidden: false,
  held: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  editedAt: null,
  can: { edit: false, flag: true, moderate: false },
  ...overrides,
});

export function aThreadDetail(
  overrides: {
    thread?: Partial<ThreadDetail['thread']>;
    posts?: CommunityPost[];
    can?: Partial<ThreadDetail['can']>;
  } = {},
): ThreadDetail {
  return {
    thread: {
      ...aThreadSummary(),
      mergedInto: null,
      solutionPostId: null,
      lastReadPostNumber: 0,
      ...overrides.thread,
    },
    posts: overrides.posts ?? [
      aPost(),
      aPost({ id: 101, number: 2, author: { username: 'bob', moderator: false }, body: 'Use **Import**.' }),
      aPost({ id: 102, number: 3, author: { username: 'cy', moderator: true }, body: 'Or paste the JSON.' }),
    ],
    can: { reply: true, markSolution: false, moderate: false, ...overrides.can },
  };
}
