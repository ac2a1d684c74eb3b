/**
 * POST /api/solar/estimate against the real app: a ZIP code and coordinates answer the same shape with the
 * nearest station; sizing from a bill; the refusals (unknown ZIP, out-of-range coordinates, a place far from
 * every station, both a size and a bill); public (no sign-in) and rate limited per IP.
 */
import type { SolarEstimateResponse } from '@common/schemas/solar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { SOLAR_ESTIMATE_LIMIT } from './routes';

describe('solar estimate API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown, ip = '203.0.113.1') =>
    t.request('POST', '/api/solar/estimate', body, { 'x-forwarded-for': ip });

  it('estimates a ZIP code signed out, with the exact keys the issue names', async () => {
    const res = await post({ zip: '80401', systemKw: 4, tilt: 20, arrayType: 'fixedOpenRack' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolarEstimateResponse;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['annualKwh', 'monthlyKwh', 'systemKw', 'station', 'assumptions']),
    );
    expect(body.monthlyKwh).toHaveLength(12);
    expect(body.systemKw).toBe(4);
    expect(body.station.name).toMatch(/GOLDEN|DENVER/);
    expect(body.station.distanceKm).toBeLessThan(30);
    expect(body.annualKwh).toBeCloseTo(
      body.monthlyKwh.reduce((a, b) => a + b, 0),
      6,
    );
    // PVWatts v8 for this system at Golden: 6,024 kWh (pvlib's export); the model is within 5% of it.
    expect(Math.abs(body.annualKwh / 6024 - 1)).toBeLessThan(0.05);
    expect(body.assumptions).toMatchObject({
      lossesPct: 14.08,
      dcAcRatio: 1.2,
      inverterEfficiencyPct: 96,
      moduleType: 'standard',
      arrayType: 'fixedOpenRack',
      degradationPctPerYear: 0.5,
      co2TonnesPerKwh: 6.99e-4,
    });
    expect(body.savings.federalCredit.amount).toBe(0);
  });

  it('takes coordinates and sizes the system from a monthly bill', async () => {
    const res = await post({ lat: 33.45, lon: -111.98, monthlyBill: 150 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolarEstimateResponse;
    expect(body.station.name).toContain('PHOENIX');
    expect(body.sizing.basis).toBe('monthlyBill');
    // $150 × 12 at Arizona's 2023 average 14.02 ¢/kWh ≈ 12,839 kWh a year, covered by the system.
    expect(body.sizing.annualUseKwh).toBeCloseTo((150 * 12) / 0.1402, 0);
    expect(Math.abs(body.annualKwh - body.sizing.annualUseKwh!)).toBeLessThan(body.specificYield * 0.06);
    expect(body.assumptions.rateSource).toContain('AZ average');
  });

  it('refuses what it cannot answer with a clear 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ zip: '00000' }, /do not know the ZIP code 00000/],
      [{ zip: '8040' }, /five digits/],
      [{ lat: 95, lon: 0 }, /Latitude must be between -90 and 90/],
      [{ lat: 40, lon: -190 }, /Longitude must be between -180 and 180/],
      [{ lat: 40 }, /both lat and lon/],
      [{}, /Give a place/],
      [{ lat: 48.85, lon: 2.35 }, /km from the nearest weather station .* within 300 km/],
      [{ zip: '80401', systemKw: 5, monthlyBill: 100 }, /either systemKw or monthlyBill/],
      [{ zip: '80401', moduleType: 'mono' }, /standard, premium or thinFilm/],
      [{ zip: '80401', lossesPct: 140 }, /System losses must be between 0 and 99/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body, '203.0.113.2');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json()), JSON.stringify(body)).toMatch(message);
    }
  });

  it('limits one address and not another', async () => {
    for (let i = 0; i < SOLAR_ESTIMATE_LIMIT.limit; i++)
      expect((await post({ zip: '10001' }, '198.51.100.7')).status).toBe(200);
    const refused = await post({ zip: '10001' }, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect((await post({ zip: '10001' }, '198.51.100.8')).status).toBe(200);
  });
});
