/**
 * The community forum (server/modules/community owns these): categories, threads (integer ids, so a thread's
 * URL reads /community/t/42/its-slug), posts in Markdown (number 1 is the question), up-votes, read marks,
 * flags, the moderation log, notifications, drafts and uploaded images.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FLAG_REASONS, MODERATION_ACTIONS, NOTIFICATION_KINDS } from '../../../common/schemas/community';
import { users } from './auth';

/** PostgreSQL's full-text document type; written from SQL (to_tsvector), never read by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const communityCategories = pgTable(
  'community_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** A CSS colour (#rrggbb) for the category's badge. */
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('community_categories_slug_key').on(t.slug)],
);

/**
 * A thread: its question is post number 1. `search_vector` (title A, tags B, the visible posts C) and
 * `match_text` (title and tags, for pg_trgm's typo tolerance) are rewritten whenever a post changes.
 */
export const communityThreads = pgTable(
  'community_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => communityCategories.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    locked: boolean('locked').notNull().default(false),
    /** The question is hidden or held: the thread is listed to moderators and its author only. */
    hidden: boolean('hidden').notNull().default(false),
    /** Merged into another thread by a moderator: its posts moved there, and this URL sends readers on. */
    mergedIntoId: integer('merged_into_id'),
    solutionPostId: integer('solution_post_id'),
    /** Visible replies (the question not counted). */
    replyCount: integer('reply_count').notNull().default(0),
    /** Up-votes of the question (post 1). */
    voteCount: integer('vote_count').notNull().default(0),
    /** The highest post number given out in this thread (posts are numbered 1, 2, ... in order). */
    lastPostNumber: integer('last_post_number').notNull().default(1),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
    matchText: text('match_text').notNull(),
  },
  (t) => [
    index('community_threads_latest_idx').on(t.lastPostAt),
    index('community_threads_category_idx').on(t.categoryId, t.lastPostAt),
    index('community_threads_author_idx').on(t.authorId),
    index('community_threads_tags_idx').using('gin', t.tags),
    index('community_threads_search_idx').using('gin', t.searchVector),
    index('community_threads_match_trgm_idx').using('gin', t.matchText.op('gin_trgm_ops')),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Its place in the thread (1 = the question). Kept when posts are merged in from another thread. */
    number: integer('number').notNull(),
    body: text('body').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
    /** Hidden by a moderator, or by FLAGS_TO_HIDE flags until a moderator looks. */
    hidden: boolean('hidden').notNull().default(false),
    /** Held for review: many links from a new account. Visible to moderators and its author only. */
    held: boolean('held').notNull().default(false),
    /** The post's links, counted when written (the new-account rules read it). */
    linkCount: integer('link_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_posts_thread_number_key').on(t.threadId, t.number),
    index('community_posts_author_idx').on(t.authorId, t.createdAt),
  ],
);

export const communityVotes = pgTable(
  'community_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** Unread tracking: the last post number each person has seen of a thread. */
export const communityReads = pgTable(
  'community_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    lastReadPostNumber: integer('last_read_post_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);

export const communityFlags = pgTable(
  'community_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: FLAG_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** Open until a moderator hides the post (agreed) or dismisses the flags. */
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('community_flags_post_user_key').on(t.postId, t.userId),
    index('community_flags_open_idx').on(t.open, t.createdAt),
  ],
);

/** Every moderation action, with who did it: read in /admin. Never updated or deleted by the app. */
export const communityModerationLog = pgTable(
  'community_moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the actor's account is deleted. */
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    threadId: integer('thread_id'),
    postId: integer('post_id'),
    /** What changed, in words ("moved from Questions to Solar", "merged into #12"). */
    detail: text('detail').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('community_moderation_log_created_idx').on(t.createdAt)],
);

export const communityNotifications = pgTable(
  'community_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Sent in a digest e-mail (each notification is mailed at most once). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_notifications_once_key').on(t.userId, t.kind, t.postId),
    index('community_notifications_user_idx').on(t.userId, t.createdAt),
    index('community_notifications_digest_idx').on(t.emailedAt, t.readAt),
  ],
);

/** Per-person community settings: the e-mail digest is on until they turn it off or unsubscribe. */
export const communitySettings = pgTable('community_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digest: boolean('digest').notNull().default(true),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
});

/** A draft per person and place ("new" for a new thread, "thread-<id>" for a reply), saved as they type. */
export const communityDrafts = pgTable(
  'community_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** An uploaded image: bytes in DATA_DIR/community/<id>, written once (a new image gets a new id). */
export const communityUploads = pgTable(
  'community_uploads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('community_uploads_owner_idx').on(t.ownerId, t.createdAt)],
);
