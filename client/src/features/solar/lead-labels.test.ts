import { describe, expect, it } from 'vitest';
import { answerRows, leadsThisWeek, mailOutcome, scoreBand, startOfWeek } from './lead-labels';

describe('a lead in words', () => {
  it('starts the week on Monday at midnight, local time', () => {
    // Sunday 29 November 2026, late evening, and Monday 30 November early morning.
    expect(startOfWeek(new Date(2026, 10, 29, 23, 0))).toEqual(new Date(2026, 10, 23));
    expect(startOfWeek(new Date(2026, 10, 30, 0, 5))).toEqual(new Date(2026, 10, 30));
    const now = new Date(2026, 10, 26, 12);
    const at = (d: Date) => ({ createdAt: d.toISOString() });
    expect(leadsThisWeek([at(new Date(2026, 10, 23, 0, 1)), at(new Date(2026, 10, 22, 23, 59))], now)).toBe(
      1,
    );
  });

  it('bands the score and tells what became of each e-mail', () => {
    expect([scoreBand(85), scoreBand(40), scoreBand(39)]).toEqual(['high', 'medium', 'low']);
    expect(mailOutcome(undefined)).toBe('Being sent');
    expect(mailOutcome({ status: 'sent', at: '' })).toBe('Sent');
    expect(mailOutcome({ status: 'skipped', at: '', note: 'no e-mail address' })).toBe(
      'Not sent: no e-mail address',
    );
  });

  it('lists only the answers given, roof age counted in words', () => {
    expect(answerRows({ roofAgeYears: 1, financing: 'ppa' })).toEqual([
      ['Roof age', '1 year'],
      ['Financing', 'Power purchase agreement'],
    ]);
  });
});
