import { describe, expect, it } from 'vitest';
import { Conflict, Invalid } from '../lib/errors';
import { aiz } from './amount';
import { assertSameTransfer, checkTransferRequest, type TransferRequest } from './transfer-request';

const request: TransferRequest = {
  idempotencyKey: 'k1',
  from: 'pool:a',
  to: 'pool:b',
  amount: aiz(5),
  kind: 'transfer',
  at: new Date('2026-01-01T00:00:00Z'),
};

describe('checkTransferRequest', () => {
  it('needs the time the transfer happened', () => {
    expect(() => checkTransferRequest({ ...request, at: new Date(Number.NaN) })).toThrow(Invalid);
  });

  it('accepts a positive amount between two accounts', () => {
    expect(() => checkTransferRequest(request)).not.toThrow();
  });

  it('refuses zero, negative and non-bigint amounts', () => {
    expect(() => checkTransferRequest({ ...request, amount: 0n })).toThrow(Invalid);
    expect(() => checkTransferRequest({ ...request, amount: -1n })).toThrow(Invalid);
    expect(() => checkTransferRequest({ ...request, amount: 5 as unknown as bigint })).toThrow(Invalid);
  });

  it('refuses a transfer to the same account', () => {
    expect(() => checkTransferRequest({ ...request, to: 'pool:a' })).toThrow(/two different accounts/);
  });

  it('refuses a missing or oversized key, a missing kind and a long memo', () => {
    expect(() => checkTransferRequest({ ...request, idempotencyKey: '' })).toThrow(Invalid);
    expect(() => checkTransferRequest({ ...request, idempotencyKey: 'k'.repeat(201) })).toThrow(Invalid);
    expect(() => checkTransferRequest({ ...request, kind: '' })).toThrow(Invalid);
    expect(() => checkTransferRequest({ ...request, memo: 'm'.repeat(501) })).toThrow(Invalid);
  });
});

describe('assertSameTransfer', () => {
  it('lets a replay with another memo through', () => {
    expect(() => assertSameTransfer(request, { ...request, memo: 'again' })).not.toThrow();
  });

  it('calls a different account, amount or kind under the same key a conflict', () => {
    for (const change of [{ to: 'pool:c' }, { amount: aiz(6) }, { kind: 'purchase' }, { from: 'pool:c' }]) {
      expect(() => assertSameTransfer(request, { ...request, ...change })).toThrow(Conflict);
    }
    expect(() => assertSameTransfer(request, { ...request, amount: 1n })).toThrow(
      'Idempotency key reused with a different transfer.',
    );
  });
});
