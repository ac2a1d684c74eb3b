import { describe, expect, it } from 'vitest';
import { WALLET_ERROR_CODES, walletErrorName } from './wallet-errors';

describe('wallet error codes of SPEC §8', () => {
  it('has the EIP-1193 and EIP-1474 codes the spec lists', () => {
    expect(WALLET_ERROR_CODES).toEqual({
      userRejected: 4001,
      unauthorized: 4100,
      unsupportedMethod: 4200,
      providerDisconnected: 4900,
      chainDisconnected: 4901,
      chainNotAdded: 4902,
      resourceUnavailable: -32002,
    });
  });

  it('names an error by its code; no code means no wallet was found', () => {
    expect(walletErrorName(4001)).toBe('userRejected');
    expect(walletErrorName(4902)).toBe('chainNotAdded');
    expect(walletErrorName(-32002)).toBe('resourceUnavailable');
    expect(walletErrorName(undefined)).toBe('providerNotFound');
    expect(walletErrorName(-1)).toBeUndefined();
  });
});
