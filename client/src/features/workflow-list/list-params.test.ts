import { describe, expect, it } from 'vitest';
import { builderHref, hasFilters, readListParams, toListQuery, writeListParams } from './list-params';

describe('list parameters in the address', () => {
  it('reads what it knows and ignores the rest', () => {
    const p = readListParams(
      new URLSearchParams('q=mail&status=active&kind=robot&sort=colour&page=-2&tag=ops'),
    );
    expect(p).toEqual({ q: 'mail', status: 'active', tag: 'ops', kind: '', sort: 'updated', page: 1 });
    expect(hasFilters(p)).toBe(true);
    expect(hasFilters(readListParams(new URLSearchParams()))).toBe(false);
  });

  it('writes back without defaults and turns a page into an offset', () => {
    const p = readListParams(new URLSearchParams('sort=name&page=3&kind=agent'));
    expect(writeListParams(p).toString()).toBe('kind=agent&sort=name&page=3');
    expect(writeListParams(readListParams(new URLSearchParams())).toString()).toBe('');
    expect(toListQuery(p)).toEqual({ kind: 'agent', sort: 'name', limit: 25, offset: 50 });
  });

  it('opens agents in the wizard and workflows on the canvas', () => {
    expect(builderHref({ id: 'a1', kind: 'agent' })).toBe('/builder?workflow=a1');
    expect(builderHref({ id: 'w1', kind: 'workflow' })).toBe('/builder-advanced?workflow=w1');
  });
});
