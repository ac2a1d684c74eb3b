import { describe, expect, it } from 'vitest';
import { bestFit, dynamicSegments, paramsOf, routeKey } from './webhook-paths';

describe('webhook paths with parameters', () => {
  it('keys a path by its pattern, so two spellings of one pattern are one route', () => {
    expect(routeKey('orders/:id/items')).toBe('orders/:/items');
    expect(routeKey('orders/:key/items')).toBe(routeKey('orders/:id/items'));
    expect(routeKey('plain/path')).toBe('plain/path');
    expect(dynamicSegments('orders/:id/items')).toBe(3);
    expect(dynamicSegments('plain/path')).toBeNull();
  });

  it('picks the fitting pattern with the most fixed segments and reads its parameters', () => {
    const candidates = [{ path: ':/:' }, { path: 'orders/:' }, { path: 'users/:' }];
    expect(bestFit(candidates, 'orders/42')).toEqual({ path: 'orders/:' });
    expect(bestFit(candidates, 'teams/7')).toEqual({ path: ':/:' });
    expect(bestFit(candidates, 'orders/42/x')).toBeUndefined();
    expect(bestFit([{ path: ':' }], '')).toBeUndefined();
    expect(paramsOf('orders/:id/:part', 'orders/42/a%20b')).toEqual({ id: '42', part: 'a b' });
  });
});
