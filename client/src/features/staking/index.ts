/** In-app staking (issue 23): the /staking screen. */
export { StakingView } from './staking-view';
