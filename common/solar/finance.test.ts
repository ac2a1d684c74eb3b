import { describe, expect, it } from 'vitest';
import { compareFinance, impliedApr, leaseOption, loanOption, monthlyPayment, ppaOption } from './finance';

describe('finance, against hand-computed tables', () => {
  it('computes the level loan payment (amortisation-table values)', () => {
    // $20,000 at 7% APR for 10 years: r = 0.07/12, n = 120 → $232.22 a month, $27,866.55 in all.
    expect(monthlyPayment(20000, 7, 120)).toBeCloseTo(232.22, 2);
    // $30,000 at 6% for 20 years → $214.93.
    expect(monthlyPayment(30000, 6, 240)).toBeCloseTo(214.93, 2);
    // 0% APR: principal ÷ months.
    expect(monthlyPayment(12000, 0, 120)).toBeCloseTo(100, 9);
  });

  it('shows the dealer fee as its own line and counts it in the APR', () => {
    // $20,000 financed with a 20% dealer fee: principal 25,000 (fee 5,000); 3.99% for 20 years.
    const loan = loanOption({ price: 20000, aprPct: 3.99, termYears: 20, dealerFeePct: 20 });
    expect(loan.amountFinanced).toBe(20000);
    expect(loan.principal).toBeCloseTo(25000, 6);
    expect(loan.dealerFee).toBeCloseTo(5000, 6);
    expect(loan.monthlyPayment).toBeCloseTo(monthlyPayment(25000, 3.99, 240), 9);
    expect(loan.totalOfPayments).toBeCloseTo(loan.monthlyPayment * 240, 6);
    // The same payments on the $20,000 actually lent are a higher rate: the fee is a finance charge.
    expect(loan.aprWithFeePct).toBeGreaterThan(6.5);
    expect(monthlyPayment(20000, loan.aprWithFeePct, 240)).toBeCloseTo(loan.monthlyPayment, 4);
    expect(impliedApr(20000, monthlyPayment(20000, 7, 120), 120)).toBeCloseTo(7, 6);
  });

  it('adds a down payment to what the loan costs in total', () => {
    const loan = loanOption({ price: 24000, downPayment: 4000, aprPct: 7, termYears: 10 });
    expect(loan.amountFinanced).toBe(20000);
    expect(loan.dealerFee).toBe(0);
    expect(loan.totalPaid).toBeCloseTo(4000 + 232.217 * 120, 0);
  });

  it('totals a lease with its escalator (3 years: 1,200 + 1,320 + 1,452)', () => {
    const lease = leaseOption({ monthlyPayment: 100, escalatorPct: 10, termYears: 3 });
    expect(lease.yearly.map((y) => Math.round(y * 100) / 100)).toEqual([1200, 1320, 1452]);
    expect(lease.totalPaid).toBeCloseTo(3972, 6);
    // 20 years at 2.9%: 1,200 × (1.029²⁰ − 1)/0.029, the geometric series.
    expect(leaseOption({ monthlyPayment: 100, escalatorPct: 2.9, termYears: 20 }).totalPaid).toBeCloseTo(
      (1200 * (1.029 ** 20 - 1)) / 0.029,
      6,
    );
  });

  it('totals a PPA on degrading production (2 years: 1,500 + 9,950 × 0.153)', () => {
    const ppa = ppaOption({ rate: 0.15, escalatorPct: 2, termYears: 2, annualKwh: 10000 });
    expect(ppa.yearly[0]).toBeCloseTo(1500, 6);
    expect(ppa.yearly[1]).toBeCloseTo(9950 * 0.153, 6);
    expect(ppa.totalPaid).toBeCloseTo(3022.35, 6);
    expect(ppa.totalKwh).toBeCloseTo(19950, 6);
  });

  it('puts cash, loan, lease and PPA side by side with a plain disclosure', () => {
    const c = compareFinance({
      price: 24000,
      installYear: 2026,
      loan: { price: 24000, aprPct: 4.99, termYears: 25, dealerFeePct: 25 },
      lease: { monthlyPayment: 120, escalatorPct: 2.9, termYears: 25 },
      ppa: { rate: 0.14, escalatorPct: 2.9, termYears: 25, annualKwh: 9000 },
    });
    expect(c.cash.netCost).toBe(24000);
    expect(c.cash.federalCredit).toBe(0);
    expect(c.disclosure.cashPrice).toBe(24000);
    expect(c.disclosure.financedPrincipal).toBeCloseTo(32000, 6);
    expect(c.disclosure.fees).toBeCloseTo(8000, 6);
    expect(c.disclosure.totalOfPayments).toBeCloseTo(c.loan!.totalOfPayments, 6);
    expect(c.disclosure.lines.join(' ')).toMatch(/\$8,000 is a dealer fee/);
    expect(c.disclosure.federalCredit).toMatch(/No federal tax credit/);
    expect(c.lease!.totalPaid).toBeGreaterThan(120 * 12 * 25);
  });
});
