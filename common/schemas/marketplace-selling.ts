/**
 * The creator's side of the marketplace (issue 21, items 1, 4 and 6): editing a listing, unlisting and
 * relisting it, publishing a draft, new releases with a changelog, a buyer updating their copy to the
 * current release (after seeing the diff), refunds within a window, and the creator's "Selling" summary.
 */
import { z } from 'zod';
import { workflowDiffSchema } from '../workflow/diff-schema';
import { createListingSchema, LISTING_CATEGORIES } from './marketplace';

/** A sale may be refunded by its creator or an admin for this many days after the purchase. */
export const MARKETPLACE_REFUND_WINDOW_DAYS = 14;
export const RELEASE_CHANGELOG_MAX = 5_000;
export const REFUND_REASON_MAX = 500;

export const LISTING_STATUSES = ['draft', 'listed', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

const fields = createListingSchema.shape;

/**
 * A creator's change to their listing: any of its texts, category, tags and price; `status: 'listed'`
 * publishes a draft or relists a listing the creator hid, `'hidden'` takes it out of the marketplace.
 */
export const updateListingSchema = z
  .object({
    title: fields.title.optional(),
    summary: fields.summary.optional(),
    readme: fields.readme.unwrap().optional(),
    category: fields.category.optional(),
    tags: fields.tags.unwrap().optional(),
    price: fields.price.unwrap().optional(),
    status: z.enum(['listed', 'hidden']).optional(),
  })
  .refine((input) => Object.values(input).some((v) => v !== undefined), 'Say what to change.');
export type UpdateListingInput = z.output<typeof updateListingSchema>;

/** A new release: a later published version of the listed workflow, with what changed (markdown). */
export const createReleaseSchema = z.object({
  versionNumber: z.number().int().positive(),
  changelog: z
    .string()
    .trim()
    .min(1, 'Say what changed in this release.')
    .max(RELEASE_CHANGELOG_MAX, `A changelog has at most ${RELEASE_CHANGELOG_MAX} characters.`),
});
export type CreateReleaseInput = z.output<typeof createReleaseSchema>;

export const releaseSchema = z.object({
  versionNumber: z.number().int(),
  changelog: z.string(),
  createdAt: z.string(),
  /** The listing's current release (the one new copies are made from). */
  current: z.boolean(),
});
export type Release = z.infer<typeof releaseSchema>;

/** A copy the caller got of the listing, and whether a later release is out. */
export const ownCopySchema = z.object({
  installId: z.string(),
  /** Null once the buyer deleted the copy for good. */
  workflowId: z.string().nullable(),
  versionNumber: z.number().int().nullable(),
  updateAvailable: z.boolean(),
});
export type OwnCopy = z.infer<typeof ownCopySchema>;

/** A listing's releases, newest first, and the caller's copies (null when signed out). */
export const listingReleasesSchema = z.object({
  releases: z.array(releaseSchema),
  copies: z.array(ownCopySchema).nullable(),
});
export type ListingReleases = z.infer<typeof listingReleasesSchema>;

/** What updating a copy would change: the diff from the copy's draft to the document it would become. */
export const copyUpdatePreviewSchema = z.object({
  installId: z.string(),
  workflowId: z.string(),
  fromVersion: z.number().int().nullable(),
  toVersion: z.number().int(),
  /** The new release's changelogs since the copy's release, newest first. */
  releases: z.array(releaseSchema),
  diff: workflowDiffSchema,
  /** Node id → name, for both sides (so a removed node is named too). */
  nodeNames: z.record(z.string(), z.string()),
  /** Ids of the nodes whose credentials of the buyer's are kept. */
  keptCredentials: z.array(z.string()),
});
export type CopyUpdatePreview = z.infer<typeof copyUpdatePreviewSchema>;

export const copyUpdateResultSchema = z.object({
  workflowId: z.string(),
  versionNumber: z.number().int(),
  /** False when the copy was on this release already (a repeated request): nothing changed. */
  updated: z.boolean(),
});
export type CopyUpdateResult = z.infer<typeof copyUpdateResultSchema>;

export const refundInputSchema = z.object({
  reason: z.string().trim().max(REFUND_REASON_MAX).optional(),
});
export type RefundInput = z.output<typeof refundInputSchema>;

export const refundResultSchema = z.object({
  installId: z.string(),
  /** AIZ back to the buyer: the creator's share and the platform's fee. */
  refunded: z.string(),
  refundedAt: z.string(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** One of the creator's listings with its figures (refunded copies are not counted). */
export const sellerListingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  readme: z.string(),
  category: z.enum(LISTING_CATEGORIES),
  tags: z.array(z.string()),
  price: z.string(),
  status: z.enum(LISTING_STATUSES),
  /** Why an admin hid it; null when the creator hid it or it is not hidden. */
  hiddenReason: z.string().nullable(),
  workflowId: z.string(),
  versionNumber: z.number().int(),
  /** Copies got, free or paid, not refunded. */
  installs: z.number().int(),
  /** Copies paid for, not refunded. */
  sales: z.number().int(),
  /** AIZ the creator kept from its sales (after the fee, less refunds). */
  earnings: z.string(),
  /** Production runs of the listed workflow (its deployments and triggers) in the last `days` days. */
  runs: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerListing = z.infer<typeof sellerListingSchema>;

/** One ledger transfer to the creator: a sale's share, or a paid run of a deployment. */
export const payoutSchema = z.object({
  id: z.string(),
  at: z.string(),
  amount: z.string(),
  source: z.enum(['sale', 'run']),
  listing: z.object({ slug: z.string(), title: z.string() }).nullable(),
  memo: z.string().nullable(),
  /** A sale refunded since: the refund is its own transfer back (earnings count it). */
  refunded: z.boolean(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const saleSchema = z.object({
  installId: z.string(),
  listing: z.object({ slug: z.string(), title: z.string() }),
  buyer: z.object({ username: z.string() }),
  paid: z.string(),
  versionNumber: z.number().int().nullable(),
  at: z.string(),
  refundedAt: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** Until when it may be refunded; null when nothing was paid. */
  refundableUntil: z.string().nullable(),
  refundable: z.boolean(),
});
export type Sale = z.infer<typeof saleSchema>;

export const sellingSummarySchema = z.object({
  listings: z.array(sellerListingSchema),
  totals: z.object({ sales: z.number().int(), installs: z.number().int(), earnings: z.string() }),
  /** AIZ earned per day (sales and runs, less refunds) over the last `days` days, oldest first. */
  earningsByDay: z.array(z.object({ day: z.string(), amount: z.number() })),
  days: z.number().int(),
  payouts: z.array(payoutSchema),
  sales: z.array(saleSchema),
});
export type SellingSummary = z.infer<typeof sellingSummarySchema>;
