import { describe, expect, it } from 'vitest';
import { amountProblem, compareAiz, percentLabel, shortAiz } from './format';

describe('staking figures', () => {
  it('cuts AIZ to a few decimals without rounding up', () => {
    expect(shortAiz('1234.56789')).toBe('1,234.5678');
    expect(shortAiz('34.56')).toBe('34.56');
    expect(shortAiz('0.00009')).toBe('0');
    expect(shortAiz('1000')).toBe('1,000');
    expect(shortAiz('79.119999999999936', 2)).toBe('79.11');
  });

  it('writes a percentage without trailing zeros', () => {
    expect(percentLabel('12614.40')).toBe('12,614.4 %');
    expect(percentLabel('5.00')).toBe('5 %');
  });

  it('names what is wrong with an amount', () => {
    expect(amountProblem('', '10')).toMatch(/Enter how much/);
    expect(amountProblem('abc', '10')).toMatch(/such as/);
    expect(amountProblem('0.0', '10')).toMatch(/more than 0/);
    expect(amountProblem('10.5', '10')).toBe('Your balance is 10 AIZ.');
    expect(amountProblem('10', '10')).toBeNull();
    expect(compareAiz('0.000000000000000001', '0')).toBe(1);
  });
});
