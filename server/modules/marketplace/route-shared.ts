/**
 * What every marketplace route file shares: the OpenAPI tag, the listing's slug parameter, the
 * Idempotency-Key header of the writes that move AIZ or make keys, and the write limit.
 */
import { listingSlugSchema } from '@common/schemas/marketplace';
import { z } from '@hono/zod-openapi';
import { limit } from '../../http/rate-limit';
import type { RateLimitRule } from '../../lib/rate-limit';

export const MARKETPLACE_WRITE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

/** The marketplace's writes, counted per person under one name whichever router serves them. */
export const marketplaceWriteLimit = () =>
  limit({ name: 'marketplace:write', by: 'user', rule: MARKETPLACE_WRITE_LIMIT });

export const marketplaceTags = ['Marketplace'];

export const slugParam = z.object({ slug: listingSlugSchema });

/** The optional Idempotency-Key header; `description` says what the same key again answers. */
export const idempotencyKeyHeader = (description: string) =>
  z.object({
    'idempotency-key': z
      .string()
      .min(1)
      .max(200, 'An Idempotency-Key has at most 200 characters.')
      .optional()
      .describe(description),
  });
