/** The web3 marketplace (issue 25): listings that pay on chain, checked against the connected wallet. Loads wagmi. */
export { Web3MarketplaceScreen } from './web3-marketplace-screen';
