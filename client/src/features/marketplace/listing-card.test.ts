import { describe, expect, it } from 'vitest';
import { tagsOf } from './list-dialog';
import { priceLabel, ratingLabel } from './listing-card';

describe('what a listing card says', () => {
  it('says Free for nothing to pay, else the AIZ with its digits grouped', () => {
    expect(priceLabel('0')).toBe('Free');
    expect(priceLabel('0.000')).toBe('Free');
    expect(priceLabel('1500')).toBe('1,500 AIZ');
    expect(priceLabel('0.5')).toBe('0.5 AIZ');
  });

  it('says there are no reviews rather than a made-up rating', () => {
    expect(ratingLabel({ installs: 3, rating: null, ratingCount: 0 })).toBe('No reviews yet');
    expect(ratingLabel({ installs: 3, rating: 4.75, ratingCount: 1 })).toBe('4.8 from 1 review');
  });

  it('reads the tags field', () => {
    expect(tagsOf(' crm, e-mail ,, support ')).toEqual(['crm', 'e-mail', 'support']);
  });
});
