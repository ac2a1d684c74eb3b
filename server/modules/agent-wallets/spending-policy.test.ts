import { agentPolicySchema } from '@common/schemas/agent-wallets';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { refuseAizPayment, refuseChainPayment } from './spending-policy';

const aiz = (text: string) => parseUnits(text, 18);
const policy = (p: Record<string, unknown>) => agentPolicySchema.parse(p);

describe('refuseAizPayment', () => {
  it('allows anything under an empty policy', () => {
    expect(
      refuseAizPayment(policy({}), { amount: aiz('1000'), to: 'bob', spentLast24h: aiz('1') }),
    ).toBeNull();
  });

  it('names the per-transaction limit, inclusive of the limit itself', () => {
    const p = policy({ maxPerTransaction: '5' });
    expect(refuseAizPayment(p, { amount: aiz('5'), to: 'bob', spentLast24h: 0n })).toBeNull();
    expect(refuseAizPayment(p, { amount: aiz('5.5'), to: 'bob', spentLast24h: 0n })).toBe(
      "Paying 5.5 AIZ is refused: it is over this agent's limit of 5 AIZ per transaction.",
    );
  });

  it('counts the last 24 hours with this payment', () => {
    const p = policy({ maxPer24h: '10' });
    expect(refuseAizPayment(p, { amount: aiz('4'), to: 'bob', spentLast24h: aiz('6') })).toBeNull();
    expect(refuseAizPayment(p, { amount: aiz('4'), to: 'bob', spentLast24h: aiz('6.01') })).toMatch(
      /with 6.01 AIZ paid in the last 24 hours it would be over this agent's limit of 10 AIZ per 24 hours/,
    );
  });

  it('refuses a recipient not on the allowlist, whatever the case of the name', () => {
    const p = policy({ allowedRecipients: ['Bob'] });
    expect(refuseAizPayment(p, { amount: 1n, to: 'bob', spentLast24h: 0n })).toBeNull();
    expect(refuseAizPayment(p, { amount: 1n, to: 'eve', spentLast24h: 0n })).toBe(
      "Paying eve is refused: they are not on this agent's list of allowed recipients.",
    );
  });
});

describe('refuseChainPayment', () => {
  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const base = {
    chainId: 31337,
    token,
    symbol: 'TST',
    decimals: 6,
    to: `0x${'1'.repeat(40)}`,
    spentLast24h: 0n,
  };

  it('refuses a token the policy has no limit for', () => {
    expect(refuseChainPayment(policy({}), { ...base, amount: 1n })).toMatch(/has no limit for this token/);
  });

  it("checks the token's limits in its own units", () => {
    const p = policy({
      chainLimits: [{ chainId: 31337, token: token.toLowerCase(), maxPerTransaction: '2.5', maxPer24h: '4' }],
    });
    expect(refuseChainPayment(p, { ...base, amount: parseUnits('2.5', 6) })).toBeNull();
    expect(refuseChainPayment(p, { ...base, amount: parseUnits('3', 6) })).toBe(
      "Paying 3 TST is refused: it is over this agent's limit of 2.5 TST per transaction.",
    );
    expect(
      refuseChainPayment(p, { ...base, amount: parseUnits('2', 6), spentLast24h: parseUnits('2.5', 6) }),
    ).toMatch(/over this agent's limit of 4 TST per 24 hours/);
    expect(
      refuseChainPayment(policy({ ...p, chainLimits: [{ ...p.chainLimits[0], chainId: 1 }] }), {
        ...base,
        amount: 1n,
      }),
    ).toMatch(/no limit/);
  });

  it('refuses an address not on the allowlist', () => {
    const p = policy({
      allowedAddresses: [`0x${'2'.repeat(40)}`],
      chainLimits: [{ chainId: 31337, token: 'native' }],
    });
    expect(refuseChainPayment(p, { ...base, token: 'native', amount: 1n })).toMatch(
      /not on this agent's list of allowed addresses/,
    );
  });
});
