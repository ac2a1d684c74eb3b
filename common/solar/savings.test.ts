import { describe, expect, it } from 'vitest';
import { DEFAULT_LOSSES, DEFAULT_LOSSES_PCT, totalLossPct } from './losses';
import { MEDIAN_STATE_CENTS, stateRate } from './rates';
import { analyseSavings, CO2_TONNES_PER_KWH, federalCredit, irr, npv, yearValue } from './savings';
import { annualUseFromBill, sizeSystem } from './sizing';

describe('losses', () => {
  it('combine to PVWatts’ documented 14.08% (1 − Π(1 − loss))', () => {
    expect(DEFAULT_LOSSES).toMatchObject({
      soiling: 2,
      shading: 3,
      snow: 0,
      mismatch: 2,
      wiring: 2,
      connections: 0.5,
    });
    expect(totalLossPct()).toBeCloseTo(14.0757, 4);
    expect(DEFAULT_LOSSES_PCT).toBe(14.08);
    expect(totalLossPct({ shading: 0 })).toBeCloseTo(100 * (1 - (1 - totalLossPct() / 100) / 0.97), 9);
  });
});

describe('federal tax credit', () => {
  it('is none for a homeowner-owned system installed after 2025 (section 25D ended)', () => {
    expect(federalCredit('cash', 2026, 30000)).toMatchObject({ ratePct: 0, amount: 0 });
    expect(federalCredit('loan', 2027, 30000).amount).toBe(0);
    expect(federalCredit('cash', 2026, 30000).note).toMatch(/25D/);
  });
  it('is the owner’s (48E), not the homeowner’s, under a lease or PPA', () => {
    expect(federalCredit('lease', 2026, 30000).amount).toBe(0);
    expect(federalCredit('ppa', 2026, 30000).note).toMatch(/48E/);
  });
  it('was 30% for an owned system paid for by the end of 2025', () => {
    expect(federalCredit('cash', 2025, 30000).amount).toBeCloseTo(9000, 6);
  });
});

describe('savings', () => {
  it('values net metering at retail up to use and the surplus at the export rate', () => {
    expect(yearValue(10000, 8000, 0.2, 0.05, 'netMetering', 0.5)).toBeCloseTo(8000 * 0.2 + 2000 * 0.05, 9);
    expect(yearValue(10000, 8000, 0.2, 0.05, 'netBilling', 0.4)).toBeCloseTo(4000 * 0.2 + 6000 * 0.05, 9);
  });

  it('computes NPV and IRR (hand values)', () => {
    expect(npv(5, [-1000, 600, 600])).toBeCloseTo(-1000 + 600 / 1.05 + 600 / 1.05 ** 2, 9);
    // −1000 + 600/(1+r) + 600/(1+r)² = 0 → r = 13.07%.
    expect(irr([-1000, 600, 600])!).toBeCloseTo(13.0662, 3);
    expect(irr([100, 100])).toBeNull();
  });

  it('pays back a $10,000 system saving a flat $1,000 a year in 10 years, no credit in 2026', () => {
    const r = analyseSavings({
      annualKwh: 5000,
      rate: 0.2,
      rateEscalatorPct: 0,
      degradationPctPerYear: 0,
      cost: 10000,
      installYear: 2026,
    });
    expect(r.federalCredit.amount).toBe(0);
    expect(r.firstYearSavings).toBeCloseTo(1000, 9);
    expect(r.paybackYears).toBeCloseTo(10, 9);
    expect(r.cashFlow).toHaveLength(25);
    expect(r.lifetimeSavings).toBeCloseTo(25000, 6);
    expect(r.co2TonnesFirstYear).toBeCloseTo(5000 * 6.99e-4, 9);
  });

  it('escalates the rate and degrades production 0.5% a year', () => {
    const r = analyseSavings({
      annualKwh: 10000,
      rate: 0.1,
      rateEscalatorPct: 3,
      cost: 20000,
      installYear: 2026,
    });
    expect(r.cashFlow[1]!.productionKwh).toBeCloseTo(9950, 6);
    expect(r.cashFlow[1]!.savings).toBeCloseTo(9950 * 0.103, 6);
    expect(r.co2TonnesLifetime).toBeLessThan(25 * 10000 * CO2_TONNES_PER_KWH);
  });

  it('subtracts incentive rows, each with its source and date', () => {
    const r = analyseSavings({
      annualKwh: 5000,
      rate: 0.2,
      cost: 10000,
      installYear: 2026,
      incentives: [{ name: 'Example utility rebate', amount: 500, source: 'test row', asOf: '2026-01-01' }],
    });
    expect(r.netCost).toBe(9500);
  });
});

describe('sizing and rates', () => {
  it('sizes from a bill at a rate: $150/month at 15 ¢ is 12,000 kWh, 8.0 kW at 1,500 kWh/kW', () => {
    expect(annualUseFromBill(150, 0.15)).toBeCloseTo(12000, 9);
    expect(sizeSystem({ monthlyBill: 150, rate: 0.15, specificYield: 1500 })).toMatchObject({
      systemKw: 8,
      basis: 'monthlyBill',
    });
    expect(sizeSystem({ annualUseKwh: 9000, rate: 0.15, specificYield: 1500, offset: 0.5 }).systemKw).toBe(3);
  });

  it('uses the state’s EIA average, or says it fell back to the median', () => {
    expect(stateRate('CA')).toMatchObject({ state: 'CA', fallback: false });
    expect(stateRate('CA').dollarsPerKwh).toBeCloseTo(0.2951, 9);
    expect(stateRate('WY')).toEqual({ dollarsPerKwh: MEDIAN_STATE_CENTS / 100, state: 'WY', fallback: true });
  });
});
