import { describe, expect, it } from 'vitest';
import { bestFit, dynamicSegments, fixedSegmentsFitting, paramsOf, routeKey } from './webhook-paths';

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

  it('matches fixed segments with their case (as n8n does): ORDERS is not orders', () => {
    expect(fixedSegmentsFitting('orders/:', 'ORDERS/1')).toBe(-1);
    expect(fixedSegmentsFitting('ORDERS/:', 'orders/1')).toBe(-1);
    expect(fixedSegmentsFitting('orders/:', 'Orders/1')).toBe(-1);
    expect(fixedSegmentsFitting('orders/:', 'orders/1')).toBe(1);
    expect(fixedSegmentsFitting('Orders/:id', 'Orders/1')).toBe(1);
    expect(bestFit([{ path: 'orders/:' }], 'ORDERS/1')).toBeUndefined();
    expect(bestFit([{ path: 'orders/:' }, { path: 'ORDERS/:' }], 'ORDERS/1')).toEqual({ path: 'ORDERS/:' });
    // Two spellings of a path are two routes.
    expect(routeKey('ORDERS/:id')).not.toBe(routeKey('orders/:id'));
  });

  it("keeps the case of a parameter's value", () => {
    expect(paramsOf('orders/:id', 'orders/AbC-9')).toEqual({ id: 'AbC-9' });
    expect(paramsOf('users/:Name', 'users/ADA')).toEqual({ Name: 'ADA' });
  });
});
