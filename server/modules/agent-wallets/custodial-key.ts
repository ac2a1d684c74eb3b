/**
 * The agent's custodial key: generated here, sealed at once with the credentials keyring (lib/secret-box,
 * the deployment id as its authenticated data, so a sealed key copied to another agent does not open), and
 * opened only to sign a payment. Never returned, logged or put in an error.
 */
import type { Hex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { openSecret, type SealedSecret, type SecretKeyring, sealSecret } from '../../lib/secret-box';

export function generateCustodialKey(
  keys: SecretKeyring,
  deploymentId: string,
): { address: string; sealedKey: SealedSecret } {
  const key = generatePrivateKey();
  return { address: privateKeyToAccount(key).address, sealedKey: sealSecret(keys, deploymentId, key) };
}

export function openCustodialKey(
  keys: SecretKeyring,
  deploymentId: string,
  sealed: SealedSecret,
): PrivateKeyAccount {
  return privateKeyToAccount(openSecret(keys, deploymentId, sealed) as Hex);
}
