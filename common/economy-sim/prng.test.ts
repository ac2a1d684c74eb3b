import { describe, expect, it } from 'vitest';
import { ListingTable } from './listings';
import { lognormal, mulberry32, poisson } from './prng';

describe('mulberry32', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const draw = (seed: number) => {
      const r = mulberry32(seed);
      return Array.from({ length: 1000 }, () => r.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(43)).not.toEqual(draw(42));
    for (const v of draw(7)) expect(v >= 0 && v < 1).toBe(true);
    // The reference sequence of mulberry32 for seed 1 (from its published C code).
    expect(draw(1)[0]).toBeCloseTo(0.6270739405881613, 12);
  });

  it('draws lognormal prices around the median and Poisson counts around the mean', () => {
    const r = mulberry32(3);
    const prices = Array.from({ length: 20_000 }, () => lognormal(r, 20, 0.8)).sort((a, b) => a - b);
    expect(prices[10_000]).toBeGreaterThan(19);
    expect(prices[10_000]).toBeLessThan(21);
    const counts = Array.from({ length: 20_000 }, () => poisson(r, 1.5, Math.exp(-1.5)));
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeCloseTo(1.5, 1);
  });
});

describe('ListingTable', () => {
  it('picks listings in proportion to popularity, only those on sale', () => {
    const table = new ListingTable();
    table.add(0, 5000, 1);
    table.add(1, 7000, 3);
    table.add(2, 9000, 100);
    table.rebuild((owner) => owner !== 2);
    expect(table.cheapestOnSale).toBe(5000);
    const r = mulberry32(11);
    const seen = [0, 0, 0];
    for (let k = 0; k < 40_000; k++) seen[table.pick(r.next())]!++;
    expect(seen[2]).toBe(0);
    expect(seen[1]! / seen[0]!).toBeGreaterThan(2.8);
    expect(seen[1]! / seen[0]!).toBeLessThan(3.2);
  });
});
