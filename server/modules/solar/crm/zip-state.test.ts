import { describe, expect, it } from 'vitest';
import { stateOfZip } from './zip-state';

describe('stateOfZip', () => {
  it.each([
    ['10001', 'NY'],
    ['94103', 'CA'],
    ['85004', 'AZ'],
    ['80401', 'CO'],
    ['63101', 'MO'],
    ['02108', 'MA'],
    ['20500', 'DC'],
    ['73301', 'TX'],
    ['88510', 'TX'],
    ['99501', 'AK'],
    ['96813', 'HI'],
  ])('%s is in %s', (zip, state) => expect(stateOfZip(zip)).toBe(state));

  it('answers null for military, unassigned and malformed codes', () => {
    expect(stateOfZip('09001')).toBeNull();
    expect(stateOfZip('96201')).toBeNull();
    expect(stateOfZip('1234')).toBeNull();
    expect(stateOfZip(undefined)).toBeNull();
  });
});
