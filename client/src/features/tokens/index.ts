/** /tokens: supply, balance, sending AIZ, history with filters and CSV. */
export { TokensView } from './tokens-view';
