/**
 * The wallet connection (issue 25, SPEC §3/§4/§8/§9): for screens that use the wallet (the staking
 * on-chain tab, the bridge). Wrap the screen in <WalletProvider> and read the connection with
 * useWallet(); wagmi hooks take `config: wallet.config`. This surface loads wagmi: import it only from
 * lazily loaded screens (the navigation uses lazy.ts).
 */
export { useWeb3Config, walletKeys } from './api';
export { formatTokenAmount, shortAddress } from './format';
export { useBalances } from './use-balances';
export { useWallet, type Wallet, type WalletStatus } from './use-wallet';
export { default as WalletButton } from './wallet-button';
export { WalletProvider } from './wallet-context';
export { WalletDialog } from './wallet-dialog';
export { WalletSection } from './wallet-section';
