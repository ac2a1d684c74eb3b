/**
 * Paying for the system, side by side and honestly (in the spirit of the CFPB's 2024 report on residential
 * solar financing): cash; a loan whose dealer fee is its own line and whose APR counts that fee; a lease and a
 * PPA with their escalators and what they cost in total. Pure arithmetic, no dates.
 */

import { DEFAULT_DEGRADATION_PCT, federalCredit } from './savings';

/** The level monthly payment that repays `principal` at `aprPct` over `months`. */
export function monthlyPayment(principal: number, aprPct: number, months: number): number {
  if (months <= 0) return principal;
  const r = aprPct / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** The annual rate (%) at which `payment` for `months` repays `amount`: the APR of what was really lent. */
export function impliedApr(amount: number, payment: number, months: number): number {
  if (amount <= 0 || payment * months <= amount) return 0;
  let lo = 0;
  let hi = 100;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (monthlyPayment(amount, mid, months) > payment) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

export interface CashOption {
  kind: 'cash';
  price: number;
  incentives: number;
  federalCredit: number;
  netCost: number;
}

export interface LoanInput {
  price: number;
  downPayment?: number;
  /** The note rate, % per year. */
  aprPct: number;
  termYears: number;
  /** Dealer fee, % of the financed principal (added to it). */
  dealerFeePct?: number;
}

export interface LoanOption {
  kind: 'loan';
  price: number;
  downPayment: number;
  /** What the seller is paid out of the loan. */
  amountFinanced: number;
  dealerFee: number;
  /** The principal the borrower owes: amount financed plus the dealer fee. */
  principal: number;
  aprPct: number;
  /** The APR of the amount financed, counting the dealer fee as a finance charge. */
  aprWithFeePct: number;
  termYears: number;
  monthlyPayment: number;
  totalOfPayments: number;
  /** Down payment plus every payment. */
  totalPaid: number;
  financeCharge: number;
}

export function loanOption(input: LoanInput): LoanOption {
  const down = Math.min(input.price, Math.max(0, input.downPayment ?? 0));
  const amountFinanced = input.price - down;
  const feeShare = Math.min(0.9, Math.max(0, (input.dealerFeePct ?? 0) / 100));
  const principal = amountFinanced / (1 - feeShare);
  const dealerFee = principal - amountFinanced;
  const months = Math.round(input.termYears * 12);
  const payment = monthlyPayment(principal, input.aprPct, months);
  const totalOfPayments = payment * months;
  return {
    kind: 'loan',
    price: input.price,
    downPayment: down,
    amountFinanced,
    dealerFee,
    principal,
    aprPct: input.aprPct,
    aprWithFeePct: dealerFee > 0 ? impliedApr(amountFinanced, payment, months) : input.aprPct,
    termYears: input.termYears,
    monthlyPayment: payment,
    totalOfPayments,
    totalPaid: down + totalOfPayments,
    financeCharge: totalOfPayments - amountFinanced,
  };
}

export interface LeaseInput {
  monthlyPayment: number;
  escalatorPct: number;
  termYears: number;
}

export interface LeaseOption {
  kind: 'lease';
  firstMonthlyPayment: number;
  escalatorPct: number;
  termYears: number;
  /** Payments by year. */
  yearly: number[];
  totalPaid: number;
}

export function leaseOption(input: LeaseInput): LeaseOption {
  const yearly: number[] = [];
  for (let y = 0; y < input.termYears; y++)
    yearly.push(12 * input.monthlyPayment * (1 + input.escalatorPct / 100) ** y);
  return {
    kind: 'lease',
    firstMonthlyPayment: input.monthlyPayment,
    escalatorPct: input.escalatorPct,
    termYears: input.termYears,
    yearly,
    totalPaid: yearly.reduce((a, b) => a + b, 0),
  };
}

export interface PpaInput {
  /** $/kWh in the first year. */
  rate: number;
  escalatorPct: number;
  termYears: number;
  /** First-year production, kWh. */
  annualKwh: number;
  degradationPctPerYear?: number;
}

export interface PpaOption {
  kind: 'ppa';
  firstRate: number;
  escalatorPct: number;
  termYears: number;
  yearly: number[];
  totalKwh: number;
  totalPaid: number;
}

export function ppaOption(input: PpaInput): PpaOption {
  const deg = (input.degradationPctPerYear ?? DEFAULT_DEGRADATION_PCT) / 100;
  const yearly: number[] = [];
  let totalKwh = 0;
  for (let y = 0; y < input.termYears; y++) {
    const kwh = input.annualKwh * (1 - deg) ** y;
    totalKwh += kwh;
    yearly.push(kwh * input.rate * (1 + input.escalatorPct / 100) ** y);
  }
  return {
    kind: 'ppa',
    firstRate: input.rate,
    escalatorPct: input.escalatorPct,
    termYears: input.termYears,
    yearly,
    totalKwh,
    totalPaid: yearly.reduce((a, b) => a + b, 0),
  };
}

export interface Disclosure {
  cashPrice: number;
  financedPrincipal: number;
  fees: number;
  aprPct: number;
  aprWithFeesPct: number;
  totalOfPayments: number;
  federalCredit: string;
  lines: string[];
}

export interface FinanceInput {
  price: number;
  incentives?: number;
  installYear: number;
  loan?: LoanInput;
  lease?: LeaseInput;
  ppa?: PpaInput;
}

export interface FinanceComparison {
  cash: CashOption;
  loan?: LoanOption;
  lease?: LeaseOption;
  ppa?: PpaOption;
  disclosure: Disclosure;
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** Cash, loan, lease and PPA side by side, with the plain disclosure block. */
export function compareFinance(input: FinanceInput): FinanceComparison {
  const incentives = input.incentives ?? 0;
  const credit = federalCredit('cash', input.installYear, input.price);
  const cash: CashOption = {
    kind: 'cash',
    price: input.price,
    incentives,
    federalCredit: credit.amount,
    netCost: input.price - incentives - credit.amount,
  };
  const loan = input.loan ? loanOption(input.loan) : undefined;
  const lease = input.lease ? leaseOption(input.lease) : undefined;
  const ppa = input.ppa ? ppaOption(input.ppa) : undefined;
  const lines = [`Cash price: ${usd(input.price)}.`];
  if (loan) {
    lines.push(
      `Financed principal: ${usd(loan.principal)}, of which ${usd(loan.dealerFee)} is a dealer fee added to the loan.`,
      `APR ${loan.aprPct.toFixed(2)}%; counting the dealer fee, ${loan.aprWithFeePct.toFixed(2)}%.`,
      `${Math.round(loan.termYears * 12)} payments of ${usd(loan.monthlyPayment)}: ${usd(loan.totalOfPayments)} in total.`,
    );
  }
  if (lease)
    lines.push(
      `Lease: ${usd(lease.totalPaid)} over ${lease.termYears} years, rising ${lease.escalatorPct}% a year.`,
    );
  if (ppa)
    lines.push(
      `PPA: about ${usd(ppa.totalPaid)} over ${ppa.termYears} years, rising ${ppa.escalatorPct}% a year.`,
    );
  lines.push(credit.note);
  return {
    cash,
    loan,
    lease,
    ppa,
    disclosure: {
      cashPrice: input.price,
      financedPrincipal: loan?.principal ?? 0,
      fees: loan?.dealerFee ?? 0,
      aprPct: loan?.aprPct ?? 0,
      aprWithFeesPct: loan?.aprWithFeePct ?? 0,
      totalOfPayments: loan?.totalOfPayments ?? 0,
      federalCredit: credit.note,
      lines,
    },
  };
}
