import { describe, expect, it } from 'vitest';
import { linkHeaderNext, nextPageUrl } from './pagination';
import { httpRequestParameters } from './parameters';

const response = (headers: Record<string, string> = {}) => ({
  status: 200,
  headers,
  body: new Uint8Array(),
  url: 'https://api.example/items?page=1',
});
const pagination = (more: Record<string, unknown>) =>
  httpRequestParameters.parse({ options: { pagination: more } }).options.pagination;

describe('pagination', () => {
  it('finds rel="next" in a Link header among other relations', () => {
    expect(linkHeaderNext('<https://a/?p=1>; rel="prev", <https://a/?p=3>; rel="next"')).toBe(
      'https://a/?p=3',
    );
    expect(linkHeaderNext('<https://a/?p=9>; rel="last"')).toBeUndefined();
    expect(linkHeaderNext(undefined)).toBeUndefined();
  });

  it('resolves a relative next URL from a body field, and stops at an empty page or no next', () => {
    const byField = pagination({ mode: 'nextUrlField', nextUrlField: 'links.next' });
    const next = nextPageUrl(
      response(),
      { kind: 'json', value: { links: { next: '?page=2' }, rows: [1] } },
      byField,
    );
    expect(next?.toString()).toBe('https://api.example/items?page=2');
    expect(nextPageUrl(response(), { kind: 'json', value: [] }, byField)).toBeUndefined();
    expect(
      nextPageUrl(response(), { kind: 'json', value: { links: { next: null } } }, byField),
    ).toBeUndefined();
    expect(nextPageUrl(response(), { kind: 'json', value: { next: 'x' } }, pagination({}))).toBeUndefined();
  });
});
