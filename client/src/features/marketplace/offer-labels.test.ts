import { describe, expect, it } from 'vitest';
import { offerLabels, perRunLabel } from './offer-labels';

const agent = { deployment: 'echo', pricePerRun: '2', trialMessagesPerPerson: 3, trialOpen: true };

describe('the offers a card names', () => {
  it('names a copy, a hosted agent, or both, with their prices', () => {
    expect(offerLabels({ price: '0', offersCopy: true, agent: null })).toEqual(['Copy: Free']);
    expect(offerLabels({ price: '0', offersCopy: false, agent })).toEqual(['Hosted agent: 2 AIZ a run']);
    expect(offerLabels({ price: '10', offersCopy: true, agent })).toEqual([
      'Copy: 10 AIZ',
      'Hosted agent: 2 AIZ a run',
    ]);
  });

  it('says free runs rather than 0 AIZ a run', () => {
    expect(perRunLabel('0')).toBe('Free runs');
    expect(perRunLabel('0.5')).toBe('0.5 AIZ a run');
  });
});
