/** The list's tab, period and page, kept in the address (?view=top&period=week&page=2) so links and Back work. */
import { COMMUNITY_VIEWS, type CommunityView, TOP_PERIODS, type TopPeriod } from '@common/schemas/community';

export type ListParams = { view: CommunityView; period: TopPeriod; page: number };

export function readListParams(search: URLSearchParams): ListParams {
  const view = search.get('view');
  const period = search.get('period');
  const page = Number(search.get('page'));
  return {
    view: (COMMUNITY_VIEWS as readonly string[]).includes(view ?? '') ? (view as CommunityView) : 'latest',
    period: (TOP_PERIODS as readonly string[]).includes(period ?? '') ? (period as TopPeriod) : 'week',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for `params`, leaving out the defaults. */
export function listParamsSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.view !== 'latest') search.set('view', params.view);
  if (params.view === 'top' && params.period !== 'week') search.set('period', params.period);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
