/**
 * The three-option proposal (issue 24): from a household's use, the site's modelled yield per kW, the
 * workspace's pricing and a module wattage, option A covers about 80% of the year's use, B 100%, C 100% with
 * a battery. Each carries its size, price, first-year production and savings (savings.ts), the finance
 * comparison (finance.ts: the dealer fee its own line, no credit the model cannot know) and the commission
 * preview from the redline plan. Pure: the caller supplies the site, the pricing and the install year.
 */
import type { CrmSettings } from '../schemas/solar-crm';
import {
  type CommissionPreview,
  PROPOSAL_BELOW_FLOOR_MESSAGE,
  PROPOSAL_OPTION_IDS,
  PROPOSAL_OPTION_TARGETS,
  type ProposalFinance,
  type ProposalFinanceTerms,
  type ProposalOption,
  type ProposalOptionId,
} from '../schemas/solar-proposals';
import { compareFinance } from './finance';
import { analyseSavings, DEFAULT_DEGRADATION_PCT } from './savings';
import { annualUseFromBill } from './sizing';

export interface ProposalDesign {
  /** kW DC and first-year AC kWh of the drawn roof. */
  systemKw: number;
  annualKwh: number;
  panels: number;
}

export interface ProposalInput {
  /** kWh a year; when absent, from the monthly bill at the rate. */
  annualUseKwh?: number;
  /** Dollars a month. */
  monthlyBill?: number;
  /** $/kWh. */
  rate: number;
  /** AC kWh per kW DC per year at the site (the estimate model). */
  specificYield: number;
  pricing: CrmSettings['pricing'];
  commission: CrmSettings['commission'];
  /** $/W DC; the workspace's price when absent. */
  pricePerWatt?: number;
  moduleWatts: number;
  finance: ProposalFinanceTerms;
  installYear: number;
  /** A roof design: option B takes its size and production. */
  design?: ProposalDesign;
}

export type ProposalBuild =
  | {
      ok: true;
      annualUseKwh: number;
      usageBasis: 'annualUse' | 'monthlyBill';
      options: ProposalOption[];
      assumptions: string[];
    }
  | { ok: false; message: string };

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Null when the price may be sold; the contract's message when it is under the floor. */
export function checkPriceAgainstFloor(pricePerWatt: number, floorPerWatt: number): string | null {
  return pricePerWatt + 1e-9 < floorPerWatt ? PROPOSAL_BELOW_FLOOR_MESSAGE : null;
}

/**
 * Redline pay: (price per watt − redline) × watts, never below zero; the setter takes their share and the closer
 * the rest; each is split M1/M2/M3 with the last milestone taking the rounding so the parts add up exactly.
 */
export function commissionPreview(
  systemWatts: number,
  pricePerWatt: number,
  plan: CrmSettings['commission'],
): CommissionPreview {
  const totalCents = Math.max(0, Math.round((pricePerWatt - plan.redlinePerWatt) * systemWatts * 100));
  const setterCents = Math.round(totalCents * plan.setterShare);
  const closerCents = totalCents - setterCents;
  const split = (amount: number) => {
    const m1 = Math.round(amount * plan.milestones.M1);
    const m2 = Math.round(amount * plan.milestones.M2);
    return [m1, m2, amount - m1 - m2] as const;
  };
  const [s1, s2, s3] = split(setterCents);
  const [c1, c2, c3] = split(closerCents);
  return {
    totalCents,
    setterCents,
    closerCents,
    milestones: {
      M1: { setterCents: s1, closerCents: c1 },
      M2: { setterCents: s2, closerCents: c2 },
      M3: { setterCents: s3, closerCents: c3 },
    },
  };
}

function financeFor(
  priceDollars: number,
  annualKwh: number,
  terms: ProposalFinanceTerms,
  installYear: number,
): ProposalFinance {
  const comparison = compareFinance({
    price: priceDollars,
    installYear,
    loan: {
      price: priceDollars,
      downPayment: terms.loan.downPaymentCents / 100,
      aprPct: terms.loan.aprPct,
      termYears: terms.loan.termYears,
      dealerFeePct: terms.loan.dealerFeePct,
    },
    lease: terms.lease
      ? {
          monthlyPayment: terms.lease.monthlyPaymentCents / 100,
          escalatorPct: terms.lease.escalatorPct,
          termYears: terms.lease.termYears,
        }
      : undefined,
    ppa: terms.ppa
      ? {
          rate: terms.ppa.ratePerKwh,
          escalatorPct: terms.ppa.escalatorPct,
          termYears: terms.ppa.termYears,
          annualKwh,
        }
      : undefined,
  });
  const loan = comparison.loan!;
  return {
    cash: {
      priceCents: toCents(comparison.cash.price),
      incentivesCents: toCents(comparison.cash.incentives),
      federalCreditCents: toCents(comparison.cash.federalCredit),
      netCostCents: toCents(comparison.cash.netCost),
    },
    loan: {
      downPaymentCents: toCents(loan.downPayment),
      amountFinancedCents: toCents(loan.amountFinanced),
      dealerFeeCents: toCents(loan.dealerFee),
      dealerFeePct: terms.loan.dealerFeePct,
      principalCents: toCents(loan.principal),
      aprPct: loan.aprPct,
      aprWithFeePct: Math.round(loan.aprWithFeePct * 100) / 100,
      termYears: terms.loan.termYears,
      monthlyPaymentCents: toCents(loan.monthlyPayment),
      totalOfPaymentsCents: toCents(loan.totalOfPayments),
      totalPaidCents: toCents(loan.totalPaid),
      financeChargeCents: toCents(loan.financeCharge),
    },
    lease: comparison.lease
      ? {
          firstMonthlyPaymentCents: toCents(comparison.lease.firstMonthlyPayment),
          escalatorPct: comparison.lease.escalatorPct,
          termYears: comparison.lease.termYears,
          totalPaidCents: toCents(comparison.lease.totalPaid),
        }
      : null,
    ppa: comparison.ppa
      ? {
          firstRatePerKwh: comparison.ppa.firstRate,
          escalatorPct: comparison.ppa.escalatorPct,
          termYears: comparison.ppa.termYears,
          totalKwh: Math.round(comparison.ppa.totalKwh),
          totalPaidCents: toCents(comparison.ppa.totalPaid),
        }
      : null,
    disclosure: comparison.disclosure.lines,
    federalCreditNote: comparison.disclosure.federalCredit,
  };
}

const LABELS: Record<ProposalOptionId, string> = {
  A: 'Smaller system: about 80% of your use',
  B: 'Full offset: about 100% of your use',
  C: 'Full offset with a battery',
};

/** The three options, or the refusal a person can act on. */
export function buildProposal(input: ProposalInput): ProposalBuild {
  const pricePerWatt = input.pricePerWatt ?? input.pricing.pricePerWatt;
  const refusal = checkPriceAgainstFloor(pricePerWatt, input.pricing.floorPerWatt);
  if (refusal) return { ok: false, message: refusal };
  const usageBasis = input.annualUseKwh !== undefined ? 'annualUse' : 'monthlyBill';
  const use = input.annualUseKwh ?? annualUseFromBill(input.monthlyBill ?? 0, input.rate);
  if (!(use > 0))
    return {
      ok: false,
      message: "The deal's property has no annual use or monthly bill: add one to size the options.",
    };
  if (!(input.specificYield > 0))
    return { ok: false, message: 'The site model gives no production here, so no system can be sized.' };

  const options = PROPOSAL_OPTION_IDS.map((id): ProposalOption => {
    const target = PROPOSAL_OPTION_TARGETS[id];
    const design = id === 'B' ? input.design : undefined;
    const panels = design
      ? design.panels
      : Math.max(1, Math.round((use * target.offset * 1000) / input.specificYield / input.moduleWatts));
    const systemWatts = design ? Math.round(design.systemKw * 1000) : panels * input.moduleWatts;
    const annualKwh = design ? design.annualKwh : (input.specificYield * systemWatts) / 1000;
    const batteryCount = target.battery ? 1 : 0;
    const batteryCents = batteryCount * input.pricing.batteryCents;
    const priceCents = Math.round(pricePerWatt * systemWatts * 100) + batteryCents;
    const savings = analyseSavings({
      annualKwh,
      annualUseKwh: use,
      rate: input.rate,
      cost: priceCents / 100,
      ownership: 'cash',
      installYear: input.installYear,
    });
    return {
      id,
      label: LABELS[id],
      battery: target.battery,
      batteryCount,
      batteryKwh: batteryCount * input.pricing.batteryKwh,
      systemKw: systemWatts / 1000,
      systemWatts,
      panels,
      moduleWatts: panels > 0 ? Math.round(systemWatts / panels) : input.moduleWatts,
      offset: Math.round((annualKwh / use) * 1000) / 1000,
      annualKwh: Math.round(annualKwh),
      pricePerWatt,
      batteryCents,
      priceCents,
      firstYearSavingsCents: toCents(savings.firstYearSavings),
      lifetimeSavingsCents: toCents(savings.lifetimeSavings),
      paybackYears: savings.paybackYears === null ? null : Math.round(savings.paybackYears * 10) / 10,
      finance: financeFor(priceCents / 100, annualKwh, input.finance, input.installYear),
      fromDesign: Boolean(design),
      floorPerWatt: input.pricing.floorPerWatt,
      floorCents: Math.round(input.pricing.floorPerWatt * systemWatts * 100) + batteryCents,
      commission: commissionPreview(systemWatts, pricePerWatt, input.commission),
    };
  });

  const f = input.finance;
  const assumptions = [
    usageBasis === 'annualUse'
      ? `Sized for ${Math.round(use).toLocaleString('en-US')} kWh a year of use.`
      : `Sized for the use implied by the monthly bill at $${input.rate.toFixed(3)}/kWh (${Math.round(use).toLocaleString('en-US')} kWh a year); a bill also pays fixed charges, so the real use may be lower.`,
    `Savings: net metering at $${input.rate.toFixed(3)}/kWh rising 2.5% a year, ${DEFAULT_DEGRADATION_PCT}% a year panel degradation, 25 years.`,
    'The battery adds no bill savings in this model (net metering); its backup power is not given a dollar value.',
    `Loan terms used: ${f.loan.aprPct}% APR, ${f.loan.termYears} years, a ${f.loan.dealerFeePct}% dealer fee added to the loan; the lender's own offer decides.`,
    f.ppa
      ? `PPA terms used: $${f.ppa.ratePerKwh}/kWh rising ${f.ppa.escalatorPct}% a year for ${f.ppa.termYears} years; the provider's contract decides.`
      : 'No PPA quoted.',
    f.lease
      ? `Lease terms used: $${(f.lease.monthlyPaymentCents / 100).toFixed(2)} a month rising ${f.lease.escalatorPct}% a year for ${f.lease.termYears} years.`
      : 'No lease quoted.',
    'No incentive or tax credit is counted that the estimate cannot know.',
  ];
  if (input.design)
    assumptions.push('Option B uses the roof design: its panels, size and modelled production.');
  return { ok: true, annualUseKwh: Math.round(use), usageBasis, options, assumptions };
}

/** An option as a homeowner sees it: no floor price, no commission. */
export function presentOption(option: ProposalOption): ProposalOption {
  const { floorPerWatt: _floor, floorCents: _floorCents, commission: _commission, ...shown } = option;
  return shown;
}
