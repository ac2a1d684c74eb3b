/**
 * The EIP-712 withdrawal voucher of AIZClaims (contracts/src/AIZClaims.sol): the server signs it, the
 * wallet submits it with `claim(voucher, signature)`. One definition for the signer, the tests and the UI.
 */
import type { Address, Hex } from 'viem';

export const VOUCHER_TYPES = {
  Voucher: [
    { name: 'to', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'ref', type: 'bytes32' },
  ],
} as const;

export interface Voucher {
  to: Address;
  amount: bigint;
  nonce: bigint;
  /** Unix seconds; the claim reverts after it. */
  deadline: bigint;
  /** The server's withdrawal reference. */
  ref: Hex;
}

export function voucherDomain(chainId: number, claims: Address) {
  return { name: 'AIZClaims', version: '1', chainId, verifyingContract: claims } as const;
}

/** What to pass to viem's signTypedData for `voucher` on the AIZClaims at `claims`. */
export function voucherTypedData(chainId: number, claims: Address, voucher: Voucher) {
  return {
    domain: voucherDomain(chainId, claims),
    types: VOUCHER_TYPES,
    primaryType: 'Voucher',
    message: voucher,
  } as const;
}
