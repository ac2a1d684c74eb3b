/**
 * The solar vertical's client features (issue 22): Solara's chat (the /solar-ai-agent page), and the owner's
 * side, the /solar hub with its leads and booking hours.
 */
export { EstimateCard } from './estimate-card';
// The sales console (features/solar-console) shows leads with the same labels, meter, sections and queries.
export {
  AnswersSection,
  ContactSection,
  EstimateSection,
  Pairs,
  TranscriptSection,
} from './lead-detail-sections';
export {
  FINANCING_LABELS,
  formatDollars,
  formatKw,
  formatKwh,
  OWNERSHIP_LABELS,
  SHADE_LABELS,
  TIMELINE_LABELS,
} from './lead-labels';
export { LeadScoreMeter } from './lead-score-meter';
export { solarKeys, useSolarLead, useSolarLeads } from './solar-api';
export { SolaraChat, SolaraChatView } from './solara-chat';
export { SolaraFormLayout } from './solara-form-layout';
export { SolaraTemplatesView } from './solara-templates-view';
export { useSolaraChat } from './use-solara-chat';
