/**
 * `npm run chain [-- --port N]`: a local chain for development. Starts anvil (chain 31337) on 8545 (or
 * CHAIN_PORT, or --port), deploys the AIZ contracts with anvil's first default key, keeps the voucher
 * signer's key in DATA_DIR/chain/bridge-signer-key (made once; BRIDGE_SIGNER_KEY when set), writes
 * DATA_DIR/chain/local-chain.json (or LOCAL_CHAIN_FILE), prints the chain and the addresses, and runs
 * until Ctrl+C. anvil keeps no state: each start is a new chain and a new deployment file.
 */
import path from 'node:path';
import { startAnvil } from '../chain/anvil';
import { deployLocalChain, readOrCreateSignerKey } from '../chain/local-dev';
import { BRIDGE_SIGNER_KEY_FILE, LOCAL_CHAIN_FILE } from '../config';

function portFrom(argv: readonly string[]): number {
  const i = argv.indexOf('--port');
  const raw = i >= 0 ? argv[i + 1] : process.env.CHAIN_PORT || '8545';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`The port must be a whole number from 1 to 65535, not ${raw ?? 'nothing'}.`);
  }
  return port;
}

async function main(argv: readonly string[]): Promise<void> {
  const port = portFrom(argv);
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const localChainFile = path.resolve(dataDir, process.env.LOCAL_CHAIN_FILE || LOCAL_CHAIN_FILE);
  const signerKey = process.env.BRIDGE_SIGNER_KEY
    ? (process.env.BRIDGE_SIGNER_KEY as `0x${string}`)
    : readOrCreateSignerKey(path.join(dataDir, BRIDGE_SIGNER_KEY_FILE));
  const anvil = await startAnvil({ port });
  try {
    const d = await deployLocalChain({ rpcUrl: anvil.rpcUrl, signerKey, localChainFile });
    console.log(`Local chain ${d.chainId} at ${d.rpcUrl}`);
    console.log(`  AIZ         ${d.contracts.aiz}`);
    console.log(`  AIZStaking  ${d.contracts.staking}`);
    console.log(`  AIZClaims   ${d.contracts.claims}`);
    console.log(`  AIZVault    ${d.contracts.vault}`);
    console.log(`  voucher signer ${d.voucherSigner}`);
    console.log(`Deployment written to ${localChainFile}. Ctrl+C stops the chain.`);
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  const stop = () => {
    anvil.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
