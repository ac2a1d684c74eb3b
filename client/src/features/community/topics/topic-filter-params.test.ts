import { describe, expect, it } from 'vitest';
import { listParamsSearch, readListParams } from './topic-filter-params';

describe('list parameters in the address', () => {
  it('reads the defaults from an empty or unknown query', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ view: 'latest', period: 'week', page: 1 });
    expect(readListParams(new URLSearchParams('view=best&period=ever&page=-2'))).toEqual({
      view: 'latest',
      period: 'week',
      page: 1,
    });
  });

  it('writes back only what differs from the defaults', () => {
    const params = readListParams(new URLSearchParams('view=top&period=month&page=3'));
    expect(params).toEqual({ view: 'top', period: 'month', page: 3 });
    expect(listParamsSearch(params).toString()).toBe('view=top&period=month&page=3');
    expect(listParamsSearch({ view: 'unanswered', period: 'month', page: 1 }).toString()).toBe(
      'view=unanswered',
    );
  });
});
