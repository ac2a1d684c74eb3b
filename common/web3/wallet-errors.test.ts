import { describe, expect, it } from 'vitest';
import {
  WALLET_ERROR_CODES,
  WALLET_ERROR_MESSAGES,
  walletErrorMessage,
  walletErrorName,
} from './wallet-errors';

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

describe('walletErrorMessage', () => {
  it('gives every code of §8 a title and what to do', () => {
    const cases: [number, RegExp][] = [
      [4001, /declined/],
      [4100, /not authorised/],
      [4200, /cannot do this/],
      [4900, /disconnected/],
      [4901, /not connected to this network/],
      [4902, /not in your wallet/],
      [-32002, /already has a request waiting/],
    ];
    for (const [code, title] of cases) {
      const message = walletErrorMessage({ code, message: 'x' });
      expect(message.title, String(code)).toMatch(title);
      expect(message.description.length).toBeGreaterThan(20);
    }
  });

  it('finds the code in a wrapped error, and recognises a missing wallet', () => {
    const wrapped = { name: 'ConnectorError', cause: { name: 'UserRejectedRequestError', code: 4001 } };
    expect(walletErrorMessage(wrapped).name).toBe('userRejected');
    expect(
      walletErrorMessage({ name: 'ProviderNotFoundError', message: 'Provider not found.' }),
    ).toMatchObject({
      name: 'providerNotFound',
      title: 'No wallet found',
    });
  });

  it('falls back to a general message for anything else', () => {
    expect(walletErrorMessage(new Error('boom')).title).toBe('The wallet request failed');
    expect(walletErrorMessage({ code: -32603 }).name).toBeUndefined();
  });

  it('has a message for every name', () => {
    expect(Object.keys(WALLET_ERROR_MESSAGES).sort()).toEqual(
      [...Object.keys(WALLET_ERROR_CODES), 'providerNotFound'].sort(),
    );
  });
});
