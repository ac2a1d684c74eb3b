import { describe, expect, it } from 'vitest';
import { CRM_DEFAULT_SETTINGS } from '../schemas/solar-crm';
import { PROPOSAL_BELOW_FLOOR_MESSAGE, PROPOSAL_DEFAULT_FINANCE } from '../schemas/solar-proposals';
import { monthlyPayment } from './finance';
import { buildProposal, checkPriceAgainstFloor, commissionPreview, presentOption } from './proposal';

const base = {
  annualUseKwh: 12_000,
  rate: 0.15,
  specificYield: 1500,
  pricing: CRM_DEFAULT_SETTINGS.pricing,
  commission: CRM_DEFAULT_SETTINGS.commission,
  moduleWatts: 400,
  finance: PROPOSAL_DEFAULT_FINANCE,
  installYear: 2027,
};

function options(input: Parameters<typeof buildProposal>[0] = base) {
  const built = buildProposal(input);
  if (!built.ok) throw new Error(built.message);
  return built;
}

describe('the three-option proposal', () => {
  it('sizes A to ~80% and B, C to 100% of the use, in whole panels (hand-worked)', () => {
    const {
      options: [a, b, c],
    } = options();
    // 12,000 kWh × 0.8 ÷ 1,500 kWh/kW = 6.4 kW = 16 panels of 400 W; 100%: 8 kW = 20 panels.
    expect(a).toMatchObject({
      id: 'A',
      panels: 16,
      systemWatts: 6400,
      systemKw: 6.4,
      annualKwh: 9600,
      offset: 0.8,
    });
    expect(b).toMatchObject({
      id: 'B',
      panels: 20,
      systemWatts: 8000,
      annualKwh: 12_000,
      offset: 1,
      battery: false,
    });
    expect(c).toMatchObject({ id: 'C', panels: 20, systemWatts: 8000, battery: true, batteryCount: 1 });
  });

  it('prices by the watt plus the battery', () => {
    const {
      options: [a, b, c],
    } = options();
    expect(a!.priceCents).toBe(6400 * 3.1 * 100);
    expect(b!.priceCents).toBe(8000 * 3.1 * 100);
    expect(c!.priceCents).toBe(8000 * 3.1 * 100 + CRM_DEFAULT_SETTINGS.pricing.batteryCents);
  });

  it('counts first-year savings at the rate and no battery savings under net metering', () => {
    const {
      options: [a, b, c],
    } = options();
    expect(a!.firstYearSavingsCents).toBe(9600 * 15);
    expect(b!.firstYearSavingsCents).toBe(12_000 * 15);
    expect(c!.firstYearSavingsCents).toBe(b!.firstYearSavingsCents);
    expect(c!.paybackYears!).toBeGreaterThan(b!.paybackYears!);
  });

  it('sizes from a monthly bill at the rate when no annual use is known', () => {
    const built = options({ ...base, annualUseKwh: undefined, monthlyBill: 150 });
    // $150 × 12 ÷ $0.15 = 12,000 kWh.
    expect(built.annualUseKwh).toBe(12_000);
    expect(built.usageBasis).toBe('monthlyBill');
    expect(built.assumptions[0]).toMatch(/fixed charges/);
  });

  it('shows the dealer fee and counts no credit after 2025', () => {
    const {
      options: [, b],
    } = options();
    const loan = b!.finance.loan;
    // $24,800 financed with a 20% dealer fee: principal $31,000, fee $6,200.
    expect(loan.amountFinancedCents).toBe(24_800_00);
    expect(loan.dealerFeeCents).toBe(6_200_00);
    expect(loan.principalCents).toBe(31_000_00);
    expect(loan.monthlyPaymentCents).toBe(Math.round(monthlyPayment(31_000, 7.99, 300) * 100));
    expect(loan.aprWithFeePct).toBeGreaterThan(loan.aprPct);
    expect(b!.finance.cash.federalCreditCents).toBe(0);
    expect(b!.finance.cash.netCostCents).toBe(b!.priceCents);
    expect(b!.finance.disclosure.join(' ')).toMatch(/dealer fee/);
    expect(b!.finance.federalCreditNote).toMatch(/ended with 2025/);
    expect(b!.finance.ppa?.termYears).toBe(25);
    expect(b!.finance.lease).toBeNull();
  });

  it('uses the design for option B', () => {
    const built = options({ ...base, design: { systemKw: 7.2, annualKwh: 10_100, panels: 18 } });
    const [a, b] = built.options;
    expect(b).toMatchObject({
      systemWatts: 7200,
      panels: 18,
      annualKwh: 10_100,
      moduleWatts: 400,
      fromDesign: true,
    });
    expect(a!.fromDesign).toBe(false);
  });

  it('refuses a price below the floor with the contract message', () => {
    expect(buildProposal({ ...base, pricePerWatt: 2.5 })).toEqual({
      ok: false,
      message: PROPOSAL_BELOW_FLOOR_MESSAGE,
    });
    expect(checkPriceAgainstFloor(2.6, 2.6)).toBeNull();
  });

  it('refuses a property with no use', () => {
    const built = buildProposal({ ...base, annualUseKwh: undefined });
    expect(built.ok).toBe(false);
  });
});

describe('commission preview (redline)', () => {
  it('splits (price − redline) × watts between setter and closer by milestone', () => {
    // (3.10 − 2.60) × 8,000 W = $4,000; setter 30% = $1,200, closer $2,800; M1 25%, M2 50%, M3 25%.
    const c = commissionPreview(8000, 3.1, CRM_DEFAULT_SETTINGS.commission);
    expect(c.totalCents).toBe(4000_00);
    expect(c.setterCents).toBe(1200_00);
    expect(c.closerCents).toBe(2800_00);
    expect(c.milestones.M1).toEqual({ setterCents: 300_00, closerCents: 700_00 });
    expect(c.milestones.M2).toEqual({ setterCents: 600_00, closerCents: 1400_00 });
    expect(c.milestones.M3).toEqual({ setterCents: 300_00, closerCents: 700_00 });
  });

  it('never goes below zero and the parts always add up', () => {
    expect(commissionPreview(8000, 2.5, CRM_DEFAULT_SETTINGS.commission).totalCents).toBe(0);
    const odd = commissionPreview(7_333, 3.17, {
      redlinePerWatt: 2.61,
      setterShare: 0.33,
      milestones: { M1: 0.3, M2: 0.3, M3: 0.4 },
    });
    const m = odd.milestones;
    expect(m.M1.setterCents + m.M2.setterCents + m.M3.setterCents).toBe(odd.setterCents);
    expect(m.M1.closerCents + m.M2.closerCents + m.M3.closerCents).toBe(odd.closerCents);
    expect(odd.setterCents + odd.closerCents).toBe(odd.totalCents);
  });
});

describe('present view', () => {
  it('drops the floor and the commission', () => {
    const {
      options: [a],
    } = options();
    const shown = presentOption(a!);
    expect(shown).not.toHaveProperty('floorPerWatt');
    expect(shown).not.toHaveProperty('floorCents');
    expect(shown).not.toHaveProperty('commission');
    expect(shown.priceCents).toBe(a!.priceCents);
  });
});
