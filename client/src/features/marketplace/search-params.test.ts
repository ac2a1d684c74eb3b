import { describe, expect, it } from 'vitest';
import { readSearchParams, toSearchQuery, writeSearchParams } from './search-params';

describe('the marketplace search in the address', () => {
  it('reads what it wrote, leaving defaults out', () => {
    const params = {
      q: 'support agent',
      category: 'sales' as const,
      kind: 'agent' as const,
      free: true,
      sort: 'newest' as const,
      page: 3,
    };
    const written = writeSearchParams(params);
    expect(written.toString()).toBe('q=support+agent&category=sales&kind=agent&free=true&sort=newest&page=3');
    expect(readSearchParams(written)).toEqual(params);
    expect(writeSearchParams({ q: ' ', category: '', free: false, sort: '', page: 1 }).toString()).toBe('');
  });

  it('reads anything unknown as not set', () => {
    const read = readSearchParams(
      new URLSearchParams('category=weapons&kind=robot&sort=random&page=-4&free=yes'),
    );
    expect(read).toEqual({ q: '', category: '', kind: '', free: false, sort: '', page: 1 });
  });

  it('asks the server for what is set, a page at a time', () => {
    expect(
      toSearchQuery(readSearchParams(new URLSearchParams('q=%20crm%20&kind=template&free=true'))),
    ).toEqual({
      q: 'crm',
      kind: 'template',
      free: 'true',
      page: 1,
      pageSize: 24,
    });
  });

  it('leaves the order to the server unless one is chosen: best match for words, most installed without', () => {
    expect(toSearchQuery(readSearchParams(new URLSearchParams('q=suport+agnet')))).not.toHaveProperty('sort');
    expect(toSearchQuery(readSearchParams(new URLSearchParams('q=crm&sort=popular')))).toMatchObject({
      sort: 'popular',
    });
    expect(writeSearchParams(readSearchParams(new URLSearchParams('sort=popular'))).toString()).toBe(
      'sort=popular',
    );
  });
});
