import { EMPTY_AGENT_POLICY } from '@common/schemas/agent-wallets';
import { describe, expect, it } from 'vitest';
import { amountProblem, describePolicy, draftOf, emptyChainLimit, policyOf } from './policy-draft';

const address = `0x${'ab'.repeat(20)}`;

describe('policy draft', () => {
  it('goes from a policy to texts and back', () => {
    const policy = {
      ...EMPTY_AGENT_POLICY,
      maxPerTransaction: '5',
      allowedRecipients: ['bob', 'cy'],
      chainLimits: [{ chainId: 31337, token: 'native', maxPerTransaction: '0.5', maxPer24h: null }],
    };
    const draft = draftOf(policy);
    expect(draft.allowedRecipients).toBe('bob, cy');
    expect(policyOf(draft)).toEqual({ policy });
  });

  it('reads lists separated by commas, spaces or lines, and an empty field as no limit', () => {
    const draft = {
      ...draftOf(EMPTY_AGENT_POLICY),
      allowedRecipients: '@bob,\ncy  dee',
      allowedAddresses: ` ${address} `,
    };
    expect(policyOf(draft)).toEqual({
      policy: { ...EMPTY_AGENT_POLICY, allowedRecipients: ['bob', 'cy', 'dee'], allowedAddresses: [address] },
    });
  });

  it('says what is wrong, field by field', () => {
    const draft = {
      ...draftOf(EMPTY_AGENT_POLICY),
      maxPerTransaction: '0',
      maxPer24h: 'ten',
      allowedAddresses: '0x12',
      chainLimits: [{ ...emptyChainLimit(), chainId: 'x', token: 'eth' }],
    };
    const result = policyOf(draft);
    expect(result).toEqual({
      errors: {
        maxPerTransaction: 'The amount must be more than 0.',
        maxPer24h: 'An AIZ amount is a decimal text such as "12.5" (at most 18 decimals).',
        allowedAddresses: 'An address is 0x followed by 40 hexadecimal characters.',
        'chainLimits.0.chainId': 'A chain id is a whole number, such as 31337.',
        'chainLimits.0.token': expect.any(String),
      },
    });
  });

  it('describes a policy in sentences, and an empty one as no limits', () => {
    expect(describePolicy(EMPTY_AGENT_POLICY)).toEqual([
      'No limits: runs may pay any amount of AIZ to anyone, up to the balance',
    ]);
    expect(
      describePolicy({
        ...EMPTY_AGENT_POLICY,
        maxPerTransaction: '5',
        maxPer24h: '20',
        chainLimits: [{ chainId: 31337, token: address, maxPerTransaction: null, maxPer24h: '3' }],
      }),
    ).toEqual([
      'At most 5 AIZ per transaction',
      'At most 20 AIZ in any 24 hours',
      'Chain 31337, token 0xabab…abab: 3 in any 24 hours',
    ]);
  });

  it('checks an amount against what is available before asking the server', () => {
    expect(amountProblem('12.5', '100', 'Your balance')).toBeNull();
    expect(amountProblem('100.000001', '100', 'Your balance')).toBe('Your balance is 100 AIZ.');
    expect(amountProblem('', '100', 'Your balance')).toMatch(/decimal text/);
    expect(amountProblem('0', '100', 'Your balance')).toBe('The amount must be more than 0.');
  });
});
