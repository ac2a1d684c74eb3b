/**
 * The solar vertical's client features (issue 22): Solara's chat (the /solar-ai-agent page), and the owner's
 * side, the /solar hub with its leads and booking hours.
 */
export { EstimateCard } from './estimate-card';
export { solarKeys } from './solar-api';
export { SolaraChat, SolaraChatView } from './solara-chat';
export { SolaraFormLayout } from './solara-form-layout';
export { SolaraTemplatesView } from './solara-templates-view';
export { useSolaraChat } from './use-solara-chat';
