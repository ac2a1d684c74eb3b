/**
 * The calls of a listing's reviews: the page of reviews (with the rating summary and whether the caller may
 * review), writing one's review, the creator's reply, helpful votes and reports. A write refreshes the
 * listing's reviews and the cards (whose rating may change).
 */
import {
  type CreateReportInput,
  type HelpfulVote,
  helpfulVoteSchema,
  type ReplyToReviewInput,
  type Review,
  type ReviewSort,
  type ReviewsPage,
  reportCreatedSchema,
  reviewSchema,
  reviewsPageSchema,
  type WriteReviewInput,
} from '@common/schemas/marketplace-reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, queryString } from '@/lib/api';
import { marketplaceKeys } from './api';

export const reviewKeys = {
  listing: (slug: string) => [...marketplaceKeys.all, 'reviews', slug] as const,
  page: (slug: string, query: { sort: ReviewSort; page: number }) =>
    [...reviewKeys.listing(slug), query] as const,
};

export const REVIEWS_PER_PAGE = 10;

export function useListingReviews(slug: string, query: { sort: ReviewSort; page: number }) {
  return useQuery({
    queryKey: reviewKeys.page(slug, query),
    queryFn: (): Promise<ReviewsPage> =>
      apiJson(
        'GET',
        `/api/marketplace/listings/${encodeURIComponent(slug)}/reviews${queryString({ ...query, pageSize: REVIEWS_PER_PAGE })}`,
        { parse: (b) => reviewsPageSchema.parse(b) },
      ),
    placeholderData: keepPreviousData,
  });
}

/** After a write: this listing's reviews, and every card and page showing its rating. */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: marketplaceKeys.all });
}

export function useWriteReview(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: WriteReviewInput): Promise<Review> =>
      apiJson('PUT', `/api/marketplace/listings/${encodeURIComponent(slug)}/review`, {
        body: input,
        parse: (b) => reviewSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useReplyToReview(reviewId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ReplyToReviewInput): Promise<Review> =>
      apiJson('POST', `/api/marketplace/reviews/${reviewId}/reply`, {
        body: input,
        parse: (b) => reviewSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useHelpfulVote(reviewId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (helpful: boolean): Promise<HelpfulVote> =>
      apiJson(helpful ? 'POST' : 'DELETE', `/api/marketplace/reviews/${reviewId}/helpful`, {
        parse: (b) => helpfulVoteSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: CreateReportInput) =>
      apiJson('POST', '/api/marketplace/reports', {
        body: input,
        parse: (b) => reportCreatedSchema.parse(b),
      }),
  });
}
