import { describe, expect, it } from 'vitest';
import { RENTER_SCORE_CAP, scoreLead } from './lead-score';

describe('scoreLead', () => {
  it('gives the best answers and full contact details 100', () => {
    expect(
      scoreLead(
        {
          ownership: 'own',
          monthlyBill: 300,
          roofAgeYears: 5,
          shade: 'none',
          timeline: 'asap',
          financing: 'cash',
        },
        { name: 'Ada', email: 'ada@example.test', phone: '+1 555 010 0000' },
      ),
    ).toBe(100);
  });

  it('gives a lead that answered nothing the unknown points only: 8 + 4 + 4 + 4 + 4 + 2 = 26', () => {
    expect(scoreLead({})).toBe(26);
  });

  it('adds each part as documented', () => {
    // own 25, $120 bill 10, 15-year roof 6, some shade 6, 3 months 12, loan 8, e-mail 4.
    expect(
      scoreLead(
        {
          ownership: 'own',
          monthlyBill: 120,
          roofAgeYears: 15,
          shade: 'some',
          timeline: '3months',
          financing: 'loan',
        },
        { email: 'x@example.test' },
      ),
    ).toBe(71);
    // Heavy shade, an old roof, later, unsure, a $40 bill: 25 + 0 + 2 + 0 + 2 + 3 = 32.
    expect(
      scoreLead({
        ownership: 'own',
        monthlyBill: 40,
        roofAgeYears: 30,
        shade: 'heavy',
        timeline: 'later',
        financing: 'unsure',
      }),
    ).toBe(32);
  });

  it('reads the bill bands at their edges', () => {
    const bill = (monthlyBill: number) => scoreLead({ monthlyBill }) - scoreLead({}) + 4;
    expect([0, 49.99, 50, 99, 100, 149, 150, 249, 250, 5000].map(bill)).toEqual([
      0, 0, 5, 5, 10, 10, 15, 15, 20, 20,
    ]);
  });

  it('caps a renter at 30 however well they answered', () => {
    const renter = scoreLead(
      {
        ownership: 'rent',
        monthlyBill: 400,
        roofAgeYears: 1,
        shade: 'none',
        timeline: 'asap',
        financing: 'cash',
      },
      { name: 'R', email: 'r@example.test', phone: '5550100000' },
    );
    expect(renter).toBe(RENTER_SCORE_CAP);
    expect(scoreLead({ ownership: 'rent' })).toBe(18);
  });
});
