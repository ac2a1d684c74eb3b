/**
 * What the page's Content-Security-Policy must allow for the wallet: the browser reads balances straight
 * from each chain's RPC endpoint (SPEC §7), so connect-src lists the origins of the RPC URLs
 * /api/web3/config hands out (public or CHAIN_RPC_URLS, and the local chain's when its deployment file
 * exists at start-up; outside production also anvil's 8545), plus the WalletConnect relay when a project id is set and the Coinbase Wallet
 * SDK's endpoints. frame-src: WalletConnect's verify frame and Coinbase's keys page.
 */
import type { Web3Config as ServerWeb3Config } from '../../config';
import { web3Config } from './service';

export function web3ConnectSources(config: ServerWeb3Config, isProduction: boolean): string[] {
  const origins = new Set<string>();
  for (const chain of web3Config(config).chains) origins.add(new URL(chain.rpcUrl).origin);
  // Outside production, `npm run chain` (anvil on 8545) may start after the server.
  if (!isProduction) origins.add('http://127.0.0.1:8545').add('http://localhost:8545');
  if (config.walletConnectProjectId) {
    for (const host of ['*.walletconnect.com', '*.walletconnect.org', '*.reown.com'])
      origins.add(`https://${host}`).add(`wss://${host}`);
  }
  origins.add('https://*.coinbase.com').add('wss://*.coinbase.com');
  return [...origins];
}

export function web3FrameSources(config: ServerWeb3Config): string[] {
  const frames = ['https://keys.coinbase.com'];
  if (config.walletConnectProjectId)
    frames.push('https://verify.walletconnect.com', 'https://verify.walletconnect.org');
  return frames;
}
