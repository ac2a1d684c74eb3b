/** The web3 bridge's screens (issue 25): withdraw and deposit AIZ, and the administrators' switch. Loads wagmi: lazy screens only. */
export { MyWalletTab } from './my-wallet-tab';
