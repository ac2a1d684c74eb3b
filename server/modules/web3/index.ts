/** The web3 module's public surface: its routes and the chain list other modules may read. */

export { web3ConnectSources, web3FrameSources } from './csp';
export { SIWE_NONCE_LIMIT, SIWE_VERIFY_LIMIT, web3Routes } from './routes';
export { web3Config } from './service';
