/** /economy: flows of AIZ between groups, top earners and agents, the privacy setting. */
export { EconomyView } from './economy-view';
