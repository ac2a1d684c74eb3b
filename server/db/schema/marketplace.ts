import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LISTING_CATEGORIES } from '../../../common/schemas/marketplace';
import { users } from './auth';
import { apiKeys, deployments } from './deployments';
import { workflows } from './workflows';

/** PostgreSQL's full-text document type; written from SQL (to_tsvector), never read by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `draft`: the creator's, not yet in search; `listed`: public; `hidden`: by an admin (or its creator), out of search. */
export const LISTING_STATUSES = ['draft', 'listed', 'hidden'] as const;
export const INSTALL_KINDS = ['copy', 'agent'] as const;
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const ASSET_KINDS = ['icon', 'screenshot'] as const;

/**
 * Marketplace listings (the marketplace module): one published version of a creator's workflow, frozen
 * (versions are immutable), found by search and got as a copy. The search columns are written with the
 * row: `search_vector` (title, tags, summary, README, weighted in that order) for full-text search and
 * `match_text` (title and tags) for typo tolerance with pg_trgm (0032_marketplace.sql creates the extension).
 */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Lower case letters, digits and dashes, from the title; unique (it is in the listing's URL). */
    slug: text('slug').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    readme: text('readme').notNull(),
    category: text('category', { enum: LISTING_CATEGORIES }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** AIZ for a copy in base units (18 decimals), paid by the buyer to the creator; 0 = free. */
    priceBaseUnits: numeric('price_base_units', { precision: 78, scale: 0 }).notNull().default('0'),
    /** Listed by the platform itself. */
    official: boolean('official').notNull().default(false),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('listed'),
    /** Why an admin hid it (shown to its creator); null when not hidden by an admin. */
    hiddenReason: text('hidden_reason'),
    /** Whether buyers may get their own copy (a `template` offer). */
    offersCopy: boolean('offers_copy').notNull().default(true),
    /**
     * The creator's hosted deployment offered as an `agent`: buyers get a key scoped to it and pay its price
     * per run. Null: no hosted offer.
     */
    deploymentId: uuid('deployment_id').references(() => deployments.id, { onDelete: 'set null' }),
    /** "Try it": free messages per person, run on the creator's deployment at the creator's cost. */
    trialMessagesPerPerson: integer('trial_messages_per_person').notNull().default(0),
    /** "Try it": the creator's budget of trial messages left across everyone. */
    trialMessagesLeft: integer('trial_messages_left').notNull().default(0),
    searchVector: tsvector('search_vector').notNull(),
    matchText: text('match_text').notNull(),
    /**
     * The search's figures, kept on the row so sorts and filters read a column, not a count per row.
     * `installs_count`: installs not refunded, changed by the transaction that writes or refunds one.
     * `review_count` and `rating` (mean stars of visible reviews, two decimals; null without one): set again
     * from the reviews by the transaction that writes, hides or restores one. `recent_runs`: the calls the
     * creator's deployment of the workflow served in the cards' figures window, refreshed by a periodic job
     * (LISTING_RUNS_REFRESH_MS), not live. `popularity` = installs_count + recent_runs, for the `popular` sort.
     */
    installsCount: integer('installs_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    rating: doublePrecision('rating'),
    recentRuns: integer('recent_runs').notNull().default(0),
    popularity: integer('popularity').notNull().generatedAlwaysAs(sql`installs_count + recent_runs`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_listings_slug_idx').on(t.slug),
    uniqueIndex('marketplace_listings_version_idx').on(t.workflowId, t.versionNumber),
    index('marketplace_listings_creator_idx').on(t.creatorId),
    index('marketplace_listings_search_idx').using('gin', t.searchVector),
    index('marketplace_listings_match_trgm_idx').using('gin', t.matchText.op('gin_trgm_ops')),
    // The search's sorts over listed rows, each ending with the tie-breakers (newest, then id).
    index('marketplace_listings_popular_idx')
      .on(t.popularity.desc(), t.createdAt.desc(), t.id)
      .where(sql`status = 'listed'`),
    index('marketplace_listings_rating_idx')
      .on(t.rating.desc().nullsLast(), t.reviewCount.desc(), t.installsCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`status = 'listed'`),
    index('marketplace_listings_newest_idx').on(t.createdAt.desc(), t.id).where(sql`status = 'listed'`),
    index('marketplace_listings_price_idx')
      .on(t.priceBaseUnits, t.createdAt.desc(), t.id)
      .where(sql`status = 'listed'`),
  ],
);

/**
 * Copies people got of a listing (free or bought): one row per copy, written in the transaction that pays
 * for it. `(buyer_id, idempotency_key)` is unique, so a retried request finds the first copy.
 */
export const marketplaceInstalls = pgTable(
  'marketplace_installs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's copy; null once that workflow is gone for good. */
    workflowId: uuid('workflow_id').references(() => workflows.id, { onDelete: 'set null' }),
    /** AIZ paid in base units; 0 for a free listing or the creator's own copy. */
    paidBaseUnits: numeric('paid_base_units', { precision: 78, scale: 0 }).notNull().default('0'),
    /** The request's Idempotency-Key; null when it sent none. */
    idempotencyKey: text('idempotency_key'),
    /** `copy`: a workflow of the buyer's; `agent`: access to the creator's hosted deployment (`apiKeyId`). */
    kind: text('kind', { enum: INSTALL_KINDS }).notNull().default('copy'),
    /** The release (published version number) the copy was made from; null for an agent. */
    versionNumber: integer('version_number'),
    /** The buyer's key scoped to the listing's deployment, for an `agent` install. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** Refunded within the window (by the creator or an admin); the refund is its own ledger transfer. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_installs_idempotency_idx').on(t.buyerId, t.idempotencyKey),
    index('marketplace_installs_listing_idx').on(t.listingId),
    index('marketplace_installs_buyer_idx').on(t.buyerId),
  ],
);

/** A listing's releases: each listed version with its changelog. The listing names the current one. */
export const marketplaceReleases = pgTable(
  'marketplace_releases',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    /** Markdown: what changed since the previous release. */
    changelog: text('changelog').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('marketplace_releases_version_idx').on(t.listingId, t.versionNumber)],
);

/** Reviews: 1-5 stars and text from someone who got or bought the listing; one per person, editable. */
export const marketplaceReviews = pgTable(
  'marketplace_reviews',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    body: text('body').notNull(),
    /** The creator's one reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Helpful votes, counted from marketplace_review_votes in the transaction that writes one. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_reviews_author_idx').on(t.listingId, t.authorId),
    index('marketplace_reviews_listing_idx').on(t.listingId),
  ],
);

/** "Helpful" votes on a review: one per person. */
export const marketplaceReviewVotes = pgTable(
  'marketplace_review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => marketplaceReviews.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterId] })],
);

/** Reports of a listing or of one of its reviews, for the admins' queue. */
export const marketplaceReports = pgTable(
  'marketplace_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    /** Null: the listing itself is reported. */
    reviewId: uuid('review_id').references(() => marketplaceReviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** What the admin did: hid, restored or dismissed. */
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('marketplace_reports_status_idx').on(t.status, t.createdAt)],
);

/**
 * A listing's icon and screenshots. The bytes live in DATA_DIR/marketplace/<id>; the media type is detected
 * from the content, never taken from the request.
 */
export const marketplaceAssets = pgTable(
  'marketplace_assets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    /** Order among the screenshots (0 for the icon). */
    position: integer('position').notNull().default(0),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Alt text for the image. */
    caption: text('caption').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('marketplace_assets_listing_idx').on(t.listingId, t.kind, t.position)],
);

/** "Try it": messages each person used on a listing's hosted agent. */
export const marketplaceTrials = pgTable(
  'marketplace_trials',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messagesUsed: integer('messages_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId] })],
);
