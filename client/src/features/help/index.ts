/**
 * The help feature's public surface: the host that renders the help panels (tour, welcome, feedback).
 * The store saying which panel is open lives in lib/help-panels.ts, so any feature may open one.
 */
export { HelpPanels } from './help-panels-loader';
export { WELCOME_LINK_PARAM } from './welcome-link';
