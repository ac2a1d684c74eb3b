/**
 * What the system is worth to the household: first-year and lifetime bill savings with a rate escalator and
 * 0.5%/yr degradation, export valued under net metering or net billing, simple payback, a 25-year cash flow,
 * NPV and IRR, the federal tax credit rule, incentives as data rows, and CO2 avoided. Every assumption is an
 * input with a stated default; nothing here knows today's date.
 */

/** EPA AVERT national average marginal emission rate for distributed PV, tonnes CO2 per kWh. */
export const CO2_TONNES_PER_KWH = 6.99e-4;
export const CO2_SOURCE = {
  name: 'U.S. EPA, AVERT (AVoided Emissions and geneRation Tool), national marginal emission rate',
  url: 'https://www.epa.gov/avert',
  tonnesPerKwh: CO2_TONNES_PER_KWH,
} as const;

export const DEFAULT_DEGRADATION_PCT = 0.5;
export const ANALYSIS_YEARS = 25;

export type ExportPolicy = 'netMetering' | 'netBilling';
export type Ownership = 'cash' | 'loan' | 'lease' | 'ppa';

/** A state or utility incentive: a data row with where it came from and when it was read. */
export interface Incentive {
  name: string;
  /** Dollars off the price (rebates), paid at installation. */
  amount: number;
  source: string;
  /** ISO date the figure was checked. */
  asOf: string;
}

export interface FederalCredit {
  ratePct: number;
  amount: number;
  note: string;
}

/**
 * The federal credit a homeowner can count on. Section 25D (the Residential Clean Energy Credit) does not
 * apply to expenditures after 31 December 2025 (Public Law 119-21, 2025), so an owned system installed in 2026
 * or later earns none. Under a lease or PPA the owner is a company, which may claim the section 48E credit and
 * may pass some of it on in the price; the homeowner claims nothing.
 */
export function federalCredit(ownership: Ownership, installYear: number, cost: number): FederalCredit {
  if (ownership === 'lease' || ownership === 'ppa') {
    return {
      ratePct: 0,
      amount: 0,
      note: 'No credit for you: the company that owns a leased or PPA system may claim the section 48E credit and may reflect it in the price.',
    };
  }
  if (installYear <= 2025) {
    return {
      ratePct: 30,
      amount: 0.3 * cost,
      note: 'Section 25D allowed 30% for systems whose costs were paid by 31 December 2025.',
    };
  }
  return {
    ratePct: 0,
    amount: 0,
    note: 'No federal tax credit: the section 25D credit for homeowner-owned systems ended with 2025.',
  };
}

export interface SavingsInput {
  /** First-year AC production, kWh. */
  annualKwh: number;
  /** Household use, kWh/yr; unknown means every kWh produced offsets a purchase up to production. */
  annualUseKwh?: number;
  /** Retail price, $/kWh, first year. */
  rate: number;
  /** Retail price growth, %/yr (default 2.5). */
  rateEscalatorPct?: number;
  exportPolicy?: ExportPolicy;
  /** What an exported kWh earns under net billing, or an annual surplus under net metering, $/kWh (default 0.05). */
  exportRate?: number;
  /** Under net billing, the share of production used on site as it is made (default 0.5). */
  selfConsumptionShare?: number;
  degradationPctPerYear?: number;
  /** Installed price, dollars (before incentives). */
  cost: number;
  incentives?: Incentive[];
  ownership?: Ownership;
  installYear: number;
  /** For NPV, %/yr (default 5). */
  discountRatePct?: number;
  /** Operations and maintenance, $/yr (default 0). */
  omPerYear?: number;
  years?: number;
}

export interface CashFlowYear {
  year: number;
  productionKwh: number;
  rate: number;
  savings: number;
  net: number;
  cumulative: number;
}

export interface SavingsResult {
  firstYearSavings: number;
  lifetimeSavings: number;
  netCost: number;
  incentivesTotal: number;
  federalCredit: FederalCredit;
  /** Years until cumulative savings pass the net cost (interpolated), or null if never within the analysis. */
  paybackYears: number | null;
  npv: number;
  /** Internal rate of return, %, or null when it has none. */
  irrPct: number | null;
  cashFlow: CashFlowYear[];
  co2TonnesFirstYear: number;
  co2TonnesLifetime: number;
}

/** The value of a year's production, dollars, given use, retail and export prices. */
export function yearValue(
  productionKwh: number,
  useKwh: number | undefined,
  rate: number,
  exportRate: number,
  policy: ExportPolicy,
  selfShare: number,
): number {
  const use = useKwh ?? Number.POSITIVE_INFINITY;
  if (policy === 'netMetering') {
    const offset = Math.min(productionKwh, use);
    return offset * rate + (productionKwh - offset) * exportRate;
  }
  const self = Math.min(productionKwh * selfShare, use);
  return self * rate + (productionKwh - self) * exportRate;
}

export function npv(ratePct: number, flows: number[]): number {
  const r = ratePct / 100;
  return flows.reduce((sum, f, t) => sum + f / (1 + r) ** t, 0);
}

/** IRR (%) of flows starting at year 0, by bisection between −99% and 1000%; null when no sign change. */
export function irr(flows: number[]): number | null {
  let lo = -99;
  let hi = 1000;
  let fLo = npv(lo, flows);
  const fHi = npv(hi, flows);
  if (Number.isNaN(fLo) || Number.isNaN(fHi) || fLo * fHi > 0) return null;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    const fMid = npv(mid, flows);
    if (Math.abs(fMid) < 1e-9) return mid;
    if (fLo * fMid < 0) hi = mid;
    else {
      lo = mid;
      fLo = fMid;
    }
  }
  return (lo + hi) / 2;
}

export function analyseSavings(input: SavingsInput): SavingsResult {
  const years = input.years ?? ANALYSIS_YEARS;
  const esc = (input.rateEscalatorPct ?? 2.5) / 100;
  const deg = (input.degradationPctPerYear ?? DEFAULT_DEGRADATION_PCT) / 100;
  const policy = input.exportPolicy ?? 'netMetering';
  const exportRate = input.exportRate ?? 0.05;
  const selfShare = input.selfConsumptionShare ?? 0.5;
  const om = input.omPerYear ?? 0;
  const incentivesTotal = (input.incentives ?? []).reduce((s, i) => s + i.amount, 0);
  const credit = federalCredit(input.ownership ?? 'cash', input.installYear, input.cost);
  const netCost = input.cost - incentivesTotal - credit.amount;

  const flows = [-netCost];
  const cashFlow: CashFlowYear[] = [];
  let cumulative = -netCost;
  let payback: number | null = netCost <= 0 ? 0 : null;
  let lifetimeSavings = 0;
  let lifetimeKwh = 0;
  for (let y = 1; y <= years; y++) {
    const productionKwh = input.annualKwh * (1 - deg) ** (y - 1);
    const rate = input.rate * (1 + esc) ** (y - 1);
    const savings = yearValue(
      productionKwh,
      input.annualUseKwh,
      rate,
      exportRate * (1 + esc) ** (y - 1),
      policy,
      selfShare,
    );
    const net = savings - om;
    const before = cumulative;
    cumulative += net;
    if (payback === null && cumulative >= 0 && net > 0) payback = y - 1 + -before / net;
    lifetimeSavings += savings;
    lifetimeKwh += productionKwh;
    flows.push(net);
    cashFlow.push({ year: y, productionKwh, rate, savings, net, cumulative });
  }
  return {
    firstYearSavings: cashFlow[0]?.savings ?? 0,
    lifetimeSavings,
    netCost,
    incentivesTotal,
    federalCredit: credit,
    paybackYears: payback,
    npv: npv(input.discountRatePct ?? 5, flows),
    irrPct: irr(flows),
    cashFlow,
    co2TonnesFirstYear: input.annualKwh * CO2_TONNES_PER_KWH,
    co2TonnesLifetime: lifetimeKwh * CO2_TONNES_PER_KWH,
  };
}
