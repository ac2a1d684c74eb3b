/** Solara's conversation, pure: the state machine, its readers and its cards (see server/modules/solar/solara/README.md). */
export { advanceSolara, beginSolara, resolveSolara } from './conversation';
export {
  leadDraft,
  newSolaraState,
  readSolaraState,
  type SolaraNeed,
  type SolaraOutcome,
  type SolaraState,
  type SolaraTurn,
} from './conversation-state';
export { converse, type PerformNeed } from './converse';
export {
  estimateCard,
  estimateSummary,
  NO_FEDERAL_CREDIT,
  paybackYears,
  pricePerWattRange,
} from './estimate-card';
export { asksSomething, matchFaq, SOLARA_FAQ, type SolaraFaqEntry } from './faq';
export {
  dollars,
  SOLARA_CATALOGUES,
  type SolaraCatalogue,
  type SolaraVariantWording,
  solaraMessages,
} from './messages';
export { fold, isNo, isYes, readBill, readOwnership } from './parse-answers';
export { readWantedTime, slotLabel, type WantedTime } from './parse-when';
export { question } from './questions';
export type { SolaraEnv } from './reply';
export { describeServiceArea, inServiceArea, stateOfZip } from './service-area';
export {
  readBuildingType,
  SOLARA_VARIANTS,
  type SolaraQuestionText,
  type SolaraVariant,
  solaraVariant,
  variantWording,
} from './variants';
