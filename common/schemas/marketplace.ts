/**
 * The marketplace API (issue 21): listings made from a published version of a workflow or agent, found by
 * search (full text with typo tolerance), and got as a copy (free, or bought for AIZ through the ledger,
 * the platform's 5% fee its own transfer). The figures on a card come from real rows (installs, runs of
 * the creator's deployment, ratings), never from the creator's description.
 */
import { z } from 'zod';
import { chainRequirementSchema } from '../web3/requirements';
import { aizAmountSchema } from './deployments';
import {
  LISTING_KINDS,
  listingAgentOfferSchema,
  myAgentAccessSchema,
  TRIAL_BUDGET_MAX,
  TRIAL_MESSAGES_PER_PERSON_MAX,
} from './marketplace-agent';
import { listingScreenshotSchema } from './marketplace-assets';
import { listingRunFiguresSchema } from './marketplace-figures';

export const LISTING_CATEGORIES = [
  'customer-support',
  'sales',
  'marketing',
  'operations',
  'data',
  'developer-tools',
  'content',
  'energy',
  'other',
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const LISTING_CATEGORY_LABELS: Readonly<Record<ListingCategory, string>> = {
  'customer-support': 'Customer support',
  sales: 'Sales',
  marketing: 'Marketing',
  operations: 'Operations',
  data: 'Data',
  'developer-tools': 'Developer tools',
  content: 'Content',
  energy: 'Energy',
  other: 'Other',
};

export const LISTING_SORTS = ['popular', 'rating', 'newest', 'price'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_TITLE_MAX = 80;

/** A listing's address (`/marketplace/{slug}`), as every route and form takes it. */
export const listingSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'That is not a listing name.');
export const LISTING_SUMMARY_MAX = 280;
export const LISTING_README_MAX = 20_000;
export const LISTING_TAGS_MAX = 8;
export const LISTING_TAG_MAX = 30;
export const LISTING_SEARCH_MAX = 100;
export const LISTING_PAGE_SIZE_MAX = 48;

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(LISTING_TAG_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'A tag is letters, digits, spaces and dashes.');

/** Listing a published version: it is frozen (versions are immutable); a later version is a new release. */
export const createListingSchema = z.object({
  workflowId: z.string().uuid(),
  /** The published version to list; the latest when absent. */
  versionNumber: z.number().int().positive().optional(),
  title: z.string().trim().min(3, 'Give the listing a title.').max(LISTING_TITLE_MAX),
  summary: z.string().trim().min(10, 'Say in a sentence what it does.').max(LISTING_SUMMARY_MAX),
  /** Markdown, shown sanitised (the product's one renderer). */
  readme: z.string().max(LISTING_README_MAX).default(''),
  category: z.enum(LISTING_CATEGORIES),
  tags: z.array(tag).max(LISTING_TAGS_MAX).default([]),
  /** What a copy costs, in AIZ ("0": free). */
  price: aizAmountSchema.default('0'),
  /** Whether buyers may get their own copy; false for a hosted-agent-only listing. */
  offersCopy: z.boolean().default(true),
  /** The creator's own active deployment of this workflow, offered as a hosted agent (its price per run). */
  deploymentId: z.string().uuid().optional(),
  /** "Try it": free messages per person, and the total the creator pays for. */
  trialMessagesPerPerson: z.number().int().min(0).max(TRIAL_MESSAGES_PER_PERSON_MAX).default(0),
  trialBudget: z.number().int().min(0).max(TRIAL_BUDGET_MAX).default(0),
  /** A draft stays out of search until its creator publishes it (marketplace-selling.ts). */
  draft: z.boolean().default(false),
});
export type CreateListingInput = z.output<typeof createListingSchema>;

export const listingSearchSchema = z.object({
  q: z.string().trim().max(LISTING_SEARCH_MAX).optional(),
  category: z.enum(LISTING_CATEGORIES).optional(),
  /** Only free listings. */
  free: z.enum(['true', 'false']).optional(),
  maxPrice: aizAmountSchema.optional(),
  minRating: z.coerce.number().min(1).max(5).optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  /** `agent`: offers a hosted agent; `template`: offers a copy. */
  kind: z.enum(LISTING_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(24),
});
export type ListingSearch = z.output<typeof listingSearchSchema>;

/** What a card shows: every figure from rows of the product, null where there is nothing to count yet. */
export const listingCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(LISTING_CATEGORIES),
  tags: z.array(z.string()),
  /** AIZ for a copy, "0" when free. */
  price: z.string(),
  /** Listed by the platform itself (its own templates). */
  official: z.boolean(),
  /** Whether a copy is offered (at `price`). */
  offersCopy: z.boolean(),
  /** The hosted agent offered, null when none. */
  agent: listingAgentOfferSchema.nullable(),
  creator: z.object({ username: z.string() }),
  versionNumber: z.number().int(),
  figures: z.object({
    /** Copies people got. */
    installs: z.number().int(),
    /** Mean of 1-5 stars, null without reviews. */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    /** Runs of the creator's deployment (marketplace-figures.ts); null when the workflow has none. */
    usage: listingRunFiguresSchema.nullable().optional(),
  }),
  createdAt: z.string(),
  /** The listing's icon (marketplace-assets.ts), null for none: the card draws its letter instead. */
  iconUrl: z.string().nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingPageSchema = z.object({
  listings: z.array(listingCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

/** A listing's page: the card, its README, and the workflow's shape (node names and types, never parameters). */
export const listingDetailSchema = listingCardSchema.extend({
  readme: z.string(),
  shape: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string(),
        position: z.tuple([z.number(), z.number()]),
      }),
    ),
    edges: z.array(z.object({ source: z.string(), target: z.string() })),
  }),
  /** Whether the person asking has a copy already (null when signed out). */
  owned: z.boolean().nullable(),
  /** Only its creator sees a listing an administrator hid (others get 404): here with the admin's note. */
  hidden: z.object({ reason: z.string() }).nullable().optional(),
  /** The caller's key and trial messages for the hosted agent (null signed out, or without an agent). */
  myAgent: myAgentAccessSchema.nullable(),
  /** In the creator's order; each caption is the image's alt text. */
  screenshots: z.array(listingScreenshotSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** Getting a copy: a new workflow of the caller's, with what it needs filled in by them. */
export const getListingResultSchema = z.object({
  workflowId: z.string(),
  /** AIZ paid ("0" for a free listing). */
  paid: z.string(),
  /** True when this request repeated an earlier one (same Idempotency-Key): nothing was paid again. */
  replayed: z.boolean(),
});
export type GetListingResult = z.infer<typeof getListingResultSchema>;

/** The web3 marketplace (`/web3-marketplace`): listings whose workflow pays on chain, with what each needs. */
export const web3ListingSchema = z.object({
  listing: listingCardSchema,
  requirements: z.array(chainRequirementSchema),
});
export const web3ListingPageSchema = z.object({
  listings: z.array(web3ListingSchema),
  total: z.number().int(),
});
export type Web3Listing = z.infer<typeof web3ListingSchema>;
export type Web3ListingPage = z.infer<typeof web3ListingPageSchema>;
