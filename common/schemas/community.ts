/**
 * The community API (issue 26): a forum of categories, threads and replies (Markdown), with up-votes, a
 * solution per question, full-text search with typo tolerance, unread tracking, mentions and notifications
 * (in the app and a digest by e-mail), flags and moderation. Moderators are a role (`moderator`, and every
 * `admin`), enforced on the server. Every payload of /api/community is declared here, once.
 */
import { z } from 'zod';

/** Categories made at start (server/modules/community/seed-categories.ts); moderators move threads between them. */
export const COMMUNITY_CATEGORIES = [
  {
    slug: 'questions',
    name: 'Questions',
    description: 'Ask how to build, deploy or fix an agent or a workflow. Mark the answer that solved it.',
    color: '#2563eb',
  },
  {
    slug: 'show-and-tell',
    name: 'Show and tell',
    description: 'Share an agent or a workflow you made: embed its listing so others can get it.',
    color: '#16a34a',
  },
  {
    slug: 'solar',
    name: 'Solar',
    description: 'Solara, the sales console, the CRM and the designer: quotes, designs and leads.',
    color: '#f59e0b',
  },
  {
    slug: 'web3',
    name: 'Web3 and AIZ',
    description: 'Wallets, the bridge, staking and on-chain payments.',
    color: '#7c3aed',
  },
  {
    slug: 'feedback',
    name: 'Feedback',
    description: 'Ideas and requests for the platform itself.',
    color: '#db2777',
  },
] as const;
export type CommunityCategorySlug = (typeof COMMUNITY_CATEGORIES)[number]['slug'];

// ---- Limits (new accounts, writing) --------------------------------------------------------------------

export const THREAD_TITLE_MIN = 8;
export const THREAD_TITLE_MAX = 140;
export const POST_BODY_MIN = 2;
export const POST_BODY_MAX = 20_000;
export const TAGS_MAX = 5;
export const TAG_MAX = 24;
/** A tag: lowercase letters, digits and single dashes ("n8n-import", "solar"). */
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An account younger than this is new: its posts per hour and its links are limited. */
export const NEW_ACCOUNT_MS = 3 * 24 * 60 * 60_000;
/** Posts (threads and replies) a new account may write per rolling hour. */
export const NEW_ACCOUNT_POSTS_PER_HOUR = 5;
/** Posts any account may write per rolling hour. */
export const POSTS_PER_HOUR = 30;
/** Links a new account's post may hold; more and it is refused with a message saying so... */
export const NEW_ACCOUNT_LINKS_MAX = 2;
/** ...unless it has this many or more: then it is kept but held for a moderator's review (likely spam). */
export const SPAM_LINKS_MIN = 5;
/** Flags from this many people hide a post until a moderator looks at it. */
export const FLAGS_TO_HIDE = 3;

export const COMMUNITY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const COMMUNITY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const COMMUNITY_VIEWS = ['latest', 'top', 'unanswered'] as const;
export type CommunityView = (typeof COMMUNITY_VIEWS)[number];
export const TOP_PERIODS = ['day', 'week', 'month', 'year', 'all'] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number];

export const FLAG_REASONS = ['spam', 'offensive', 'off-topic', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Readonly<Record<FlagReason, string>> = {
  spam: 'Spam',
  offensive: 'Rude or offensive',
  'off-topic': 'Off topic',
  other: 'Something else',
};

export const MODERATION_ACTIONS = [
  'hide-post',
  'unhide-post',
  'approve-post',
  'lock-thread',
  'unlock-thread',
  'move-thread',
  'merge-thread',
  'dismiss-flags',
  'mark-solution',
  'unmark-solution',
  'grant-moderator',
  'revoke-moderator',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const NOTIFICATION_KINDS = ['mention', 'reply', 'solution'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// ---- Inputs ---------------------------------------------------------------------------------------------

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TAG_MAX, `A tag has at most ${TAG_MAX} characters.`)
  .regex(TAG_PATTERN, 'A tag is lowercase letters, digits and dashes.');

export const postBodySchema = z
  .string()
  .trim()
  .min(POST_BODY_MIN, 'Write a little more.')
  .max(POST_BODY_MAX, `A post has at most ${POST_BODY_MAX.toLocaleString('en-US')} characters.`);

export const newThreadSchema = z.object({
  category: z.string().trim().min(1).max(40),
  title: z
    .string()
    .trim()
    .min(THREAD_TITLE_MIN, `A title has at least ${THREAD_TITLE_MIN} characters.`)
    .max(THREAD_TITLE_MAX, `A title has at most ${THREAD_TITLE_MAX} characters.`),
  body: postBodySchema,
  tags: z.array(tagSchema).max(TAGS_MAX, `At most ${TAGS_MAX} tags.`).default([]),
});
export type NewThread = z.infer<typeof newThreadSchema>;

export const newReplySchema = z.object({ body: postBodySchema });
export const editPostSchema = z.object({ body: postBodySchema });

export const threadListQuerySchema = z.object({
  view: z.enum(COMMUNITY_VIEWS).default('latest'),
  period: z.enum(TOP_PERIODS).default('all'),
  category: z.string().trim().max(40).optional(),
  tag: tagSchema.optional(),
  /** Threads started by this username (any case). */
  author: z.string().trim().min(1).max(40).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ThreadListQuery = z.infer<typeof threadListQuerySchema>;

export const communitySearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
  page: z.coerce.number().int().min(1).max(100).default(1),
});

/** A thread's or post's id: a PostgreSQL integer (a larger number is a 400, not a database error). */
const ROW_ID_MAX = 2_147_483_647;
export const threadIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(ROW_ID_MAX) });
export const postIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(ROW_ID_MAX) });

export const markReadSchema = z.object({ postNumber: z.number().int().min(1).max(ROW_ID_MAX) });
export const solutionSchema = z.object({ postId: z.number().int().positive().max(ROW_ID_MAX) });
export const flagSchema = z.object({
  reason: z.enum(FLAG_REASONS),
  note: z.string().trim().max(500).default(''),
});
export const moveThreadSchema = z.object({ category: z.string().trim().min(1).max(40) });
export const mergeThreadSchema = z.object({ intoThreadId: z.number().int().positive().max(ROW_ID_MAX) });

export const DRAFT_KEY_PATTERN = /^(new|thread-\d+)$/;
export const draftKeySchema = z.object({
  key: z.string().regex(DRAFT_KEY_PATTERN, 'A draft is "new" or "thread-<id>".'),
});
export const draftSchema = z.object({
  title: z.string().max(THREAD_TITLE_MAX).default(''),
  body: z.string().max(POST_BODY_MAX).default(''),
  category: z.string().max(40).default(''),
  tags: z.array(z.string().max(TAG_MAX)).max(TAGS_MAX).default([]),
});
export type CommunityDraft = z.infer<typeof draftSchema>;
export const savedDraftSchema = draftSchema.extend({ updatedAt: z.string() });
export type SavedDraft = z.infer<typeof savedDraftSchema>;
/** GET, PUT and DELETE /drafts/:key all answer 200 with this; `draft` is null when there is none (or no more). */
export const draftResponseSchema = z.object({ draft: savedDraftSchema.nullable() });

/** @-autocomplete: usernames starting with `q` (any case). */
export const mentionQuerySchema = z.object({ q: z.string().trim().max(40).default('') });

export const unsubscribeSchema = z.object({ token: z.string().min(10).max(400) });
export const digestSettingsSchema = z.object({ digest: z.boolean() });
/** Marks these notifications read; without `ids`, all of them. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(200).optional(),
});
export const setModeratorSchema = z.object({
  username: z.string().trim().min(1).max(60),
  moderator: z.boolean(),
});

// ---- Outputs --------------------------------------------------------------------------------------------

export const communityAuthorSchema = z.object({
  username: z.string(),
  /** Moderators and administrators carry a badge. */
  moderator: z.boolean(),
});

export const communityCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  threadCount: z.number().int(),
});
export type CommunityCategory = z.infer<typeof communityCategorySchema>;

export const threadSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: communityAuthorSchema,
  /** Replies visible to everyone (the question itself not counted). */
  replyCount: z.number().int(),
  /** Up-votes of the question. */
  votes: z.number().int(),
  solved: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
  lastPostAt: z.string(),
  /** Signed in: posts after the last one this person read (null: never opened). Signed out: null. */
  unread: z.number().int().nullable(),
  /** Search results only: a stretch of the matching text. */
  excerpt: z.string().optional(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadPageSchema = z.object({
  threads: z.array(threadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const communityPostSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  author: communityAuthorSchema,
  body: z.string(),
  votes: z.number().int(),
  /** Whether the signed-in person up-voted it. */
  voted: z.boolean(),
  /** Hidden by a moderator or by flags: the body is withheld ('') from everyone but moderators and its author. */
  hidden: z.boolean(),
  /** Held for review (likely spam): only moderators and its author see it. */
  held: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** What the signed-in person may do to it. */
  can: z.object({ edit: z.boolean(), flag: z.boolean(), moderate: z.boolean() }),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const threadDetailSchema = z.object({
  thread: threadSummarySchema.extend({
    /** Set when a moderator merged this thread into another: the page sends the reader there. */
    mergedInto: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
    solutionPostId: z.number().int().nullable(),
    /** The last post number this person had read before this visit (0: none). */
    lastReadPostNumber: z.number().int(),
  }),
  posts: z.array(communityPostSchema),
  can: z.object({
    reply: z.boolean(),
    /** The asker or a moderator. */
    markSolution: z.boolean(),
    moderate: z.boolean(),
  }),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

export const createdThreadSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** True when the post is held for a moderator's review (many links from a new account). */
  held: z.boolean(),
});
export const createdPostSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  held: z.boolean(),
});

export const flagQueueItemSchema = z.object({
  post: communityPostSchema,
  thread: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** Open flags on the post (a held post may have none). */
  flags: z.array(
    z.object({
      reason: z.enum(FLAG_REASONS),
      note: z.string(),
      by: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export const flagQueueSchema = z.object({ items: z.array(flagQueueItemSchema) });
export type FlagQueueItem = z.infer<typeof flagQueueItemSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  actor: z.string(),
  threadId: z.number().int().nullable(),
  threadTitle: z.string().nullable(),
  postId: z.number().int().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export const moderationLogSchema = z.object({ entries: z.array(moderationLogEntrySchema) });
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const communityNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z.string(),
  thread: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  postNumber: z.number().int(),
  read: z.boolean(),
  createdAt: z.string(),
});
export const notificationListSchema = z.object({
  notifications: z.array(communityNotificationSchema),
  unread: z.number().int(),
  digest: z.boolean(),
});
export type CommunityNotification = z.infer<typeof communityNotificationSchema>;

export const unreadNotificationsSchema = z.object({ unread: z.number().int() });

export const moderatorListSchema = z.object({
  moderators: z.array(z.object({ username: z.string(), role: z.enum(['moderator', 'admin']) })),
});
export type ModeratorList = z.infer<typeof moderatorListSchema>;

/** A signed-out answer that only says it worked (unsubscribing). */
export const communityOkSchema = z.object({ ok: z.literal(true) });

/** Storage each account may fill with uploaded images. */
export const COMMUNITY_UPLOAD_STORAGE_MAX_BYTES = 50 * 1024 * 1024;

export const communityUploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Markdown to paste into the post. */
  markdown: z.string(),
});

/** PUT and DELETE /posts/:id/vote. */
export const voteResultSchema = z.object({ votes: z.number().int(), voted: z.boolean() });
/** PUT and DELETE /threads/:id/solution. */
export const solutionResultSchema = z.object({ solutionPostId: z.number().int().nullable() });
/** POST /threads/:id/read: the mark as stored (never lowered, never past the thread's last post). */
export const readMarkSchema = z.object({ lastReadPostNumber: z.number().int() });
/** PATCH /posts/:id. */
export const editedPostSchema = z.object({ id: z.number().int(), held: z.boolean(), editedAt: z.string() });

export const mentionCandidatesSchema = z.object({ usernames: z.array(z.string()) });

/** The readable slug of a thread's URL, from its title ("How do I import n8n?" → "how-do-i-import-n8n"). */
export function threadSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug === '' ? 'thread' : slug;
}

/** The path of a thread (and, with a post number, of one of its posts). */
export function threadPath(thread: { id: number; slug: string }, postNumber?: number): string {
  const base = `/community/t/${thread.id}/${thread.slug}`;
  return postNumber && postNumber > 1 ? `${base}/${postNumber}` : base;
}
