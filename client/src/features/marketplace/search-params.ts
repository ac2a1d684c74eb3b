/**
 * The marketplace's search lives in the address (`/marketplace?q=&category=&kind=&free=&sort=&page=`), so a search
 * can be shared and Back works; anything unknown there reads as "not set".
 */
import {
  LISTING_CATEGORIES,
  LISTING_SEARCH_MAX,
  LISTING_SORTS,
  type ListingCategory,
  type ListingSearch,
  type ListingSort,
} from '@common/schemas/marketplace';
import { LISTING_KINDS, type ListingKind } from '@common/schemas/marketplace-agent';

export const MARKETPLACE_PAGE_SIZE = 24;

export interface SearchParams {
  q: string;
  category: ListingCategory | '';
  free: boolean;
  /** `agent`: offers a hosted agent; `template`: offers a copy; unset: both. */
  kind?: ListingKind | '';
  /**
   * Unset: the server's default, the best match for words and the most installed without; a person who
   * typed "suport agnet" wants the Support agent first, not the most installed of the near misses.
   */
  sort: ListingSort | '';
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

export function readSearchParams(search: URLSearchParams): SearchParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').slice(0, LISTING_SEARCH_MAX),
    category: oneOf(LISTING_CATEGORIES, search.get('category')),
    free: search.get('free') === 'true',
    kind: oneOf(LISTING_KINDS, search.get('kind')),
    sort: oneOf(LISTING_SORTS, search.get('sort')),
    page: Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address for `params`, leaving defaults out. */
export function writeSearchParams(params: SearchParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.kind) search.set('kind', params.kind);
  if (params.free) search.set('free', 'true');
  if (params.sort) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** What the server is asked. */
export function toSearchQuery(params: SearchParams): Partial<ListingSearch> {
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.free ? { free: 'true' as const } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    page: params.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}

export const hasFilters = (params: SearchParams) =>
  params.q.trim() !== '' || params.category !== '' || !!params.kind || params.free;
